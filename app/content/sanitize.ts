// The one allow-list for article HTML (editor, model and markdown output): anything not listed is dropped.
import sanitizeHtml from "sanitize-html";

export const YOUTUBE_EMBED_HOSTS = ["www.youtube.com", "www.youtube-nocookie.com"] as const;
/** The only iframe source kept: a YouTube embed of one 11-character video id. */
export const YOUTUBE_EMBED_SRC =
  /^https:\/\/www\.youtube(?:-nocookie)?\.com\/embed\/[A-Za-z0-9_-]{11}(?:\?[A-Za-z0-9_=&;.%-]*)?$/;
/** The permissions an embed may ask for; any other `allow` value is replaced by this one. */
export const YOUTUBE_IFRAME_ALLOW =
  "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture";
/** Images load only over http(s) or from this site's own paths. */
export const IMAGE_SRC = /^(?:https?:\/\/[^/\\\s]|\/(?![/\\]))/i;
/** Deeper tags are dropped (their text kept): keeps every later tree walk shallow. */
export const MAX_HTML_NESTING = 100;

// Value patterns are anchored and contain no parentheses except in rgb()/hsl() with digits only,
// so url(), expression(), var() and friends can never match.
const NUM = String.raw`\d{1,4}(?:\.\d{1,4})?`;
const LENGTH = String.raw`(?:0|${NUM}(?:px|em|rem|%|pt|vh|vw))`;
const COLOR = String.raw`(?:#[0-9a-fA-F]{3,8}|rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(?:,\s*(?:0|1|0?\.\d{1,4}|\d{1,3}%)\s*)?\)|hsla?\(\s*\d{1,3}(?:deg)?\s*,\s*\d{1,3}%\s*,\s*\d{1,3}%\s*(?:,\s*(?:0|1|0?\.\d{1,4}|\d{1,3}%)\s*)?\)|[a-zA-Z]{3,20})`;

const anchored = (source: string): RegExp => new RegExp(`^(?:${source})$`, "i");
const color = [anchored(COLOR)];
const length = [anchored(`${LENGTH}|auto`)];
const box = [anchored(`${LENGTH}(?:\\s+${LENGTH}){0,3}`)];
const margin = [anchored(`(?:${LENGTH}|auto)(?:\\s+(?:${LENGTH}|auto)){0,3}`)];
const borderStyle = "none|solid|dashed|dotted|double";
const border = [anchored(`0|none|${LENGTH}\\s+(?:${borderStyle})(?:\\s+${COLOR})?`)];
const keywords = (...values: string[]): RegExp[] => [anchored(values.join("|"))];

const globalStyles: Record<string, RegExp[]> = {
  color,
  "background-color": color,
  background: color,
  border,
  "border-top": border,
  "border-right": border,
  "border-bottom": border,
  "border-left": border,
  "border-width": box,
  "border-style": keywords(borderStyle),
  "border-color": color,
  "border-collapse": keywords("collapse", "separate"),
  "border-radius": box,
  padding: box,
  "padding-top": box,
  "padding-right": box,
  "padding-bottom": box,
  "padding-left": box,
  margin,
  "margin-top": margin,
  "margin-right": margin,
  "margin-bottom": margin,
  "margin-left": margin,
  "text-align": keywords("left", "right", "center", "justify", "start", "end"),
  "text-decoration": keywords("none", "underline", "line-through", "underline line-through"),
  "font-weight": keywords("normal", "bold", "bolder", "lighter", "[1-9]00"),
  "font-style": keywords("normal", "italic"),
  "font-size": [anchored(String.raw`\d{1,2}(?:\.\d{1,2})?(?:px|pt|em|rem)|\d{2,3}%`)],
  display: keywords("block", "inline", "inline-block", "flex"),
  width: length,
  height: length,
  "max-width": length,
  float: keywords("left", "right", "none"),
  "vertical-align": keywords("top", "middle", "bottom", "baseline"),
  "list-style-type": keywords(
    "disc",
    "circle",
    "square",
    "decimal",
    "lower-alpha",
    "upper-alpha",
    "lower-roman",
    "upper-roman",
  ),
};

const ALLOWED_TAGS = [
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "br",
  "hr",
  "blockquote",
  "pre",
  "code",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "del",
  "ins",
  "mark",
  "small",
  "sub",
  "sup",
  "span",
  "div",
  "a",
  "img",
  "figure",
  "figcaption",
  "table",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "caption",
  "colgroup",
  "col",
  "iframe",
  "abbr",
  "cite",
  "q",
  "kbd",
];

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  // No id, name or class from input: ids and names clobber window globals, classes could borrow
  // the site's own utility classes (a full-screen overlay). The renderer adds its own.
  allowedAttributes: {
    "*": ["style", "title"],
    a: ["href"],
    img: ["src", "alt", "width", "height", "loading"],
    iframe: ["src", "title", "width", "height", "allow", "allowfullscreen", "loading", "referrerpolicy", "frameborder"],
    ol: ["start"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan", "scope"],
    col: ["span"],
    table: ["border", "cellpadding", "cellspacing"],
    code: ["class"],
  },
  allowedClasses: { code: ["language-*"] },
  allowedStyles: {
    "*": globalStyles,
    div: { position: keywords("relative"), overflow: keywords("hidden") },
    iframe: { position: keywords("absolute"), top: keywords("0"), left: keywords("0") },
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"], iframe: ["https"] },
  allowProtocolRelative: false,
  allowedIframeHostnames: [...YOUTUBE_EMBED_HOSTS],
  allowIframeRelativeUrls: false,
  disallowedTagsMode: "discard",
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "template",
    "svg",
    "math",
    "title",
    "xmp",
    "noembed",
    "noframes",
    "iframe",
    "object",
    "select",
  ],
  nestingLimit: MAX_HTML_NESTING,
  transformTags: {
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: Object.fromEntries(
        Object.entries(attribs).map(([name, value]) => [name, name === "allow" ? YOUTUBE_IFRAME_ALLOW : value]),
      ),
    }),
  },
  // An iframe whose src did not survive (foreign host, not /embed/ID) and an image whose source
  // is not http(s) or a site path are dropped whole.
  exclusiveFilter: (frame) =>
    (frame.tag === "iframe" && !YOUTUBE_EMBED_SRC.test(frame.attribs.src ?? "")) ||
    (frame.tag === "img" && !IMAGE_SRC.test(frame.attribs.src ?? "")),
};

/** Sanitises article HTML before it is stored or shown. Idempotent. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}
