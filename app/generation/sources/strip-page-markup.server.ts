// Drops what never reaches a reader (scripts other than JSON-LD data, styles, templates, SVG drawings, frames)
// in one streaming pass over the page, before any DOM is built: a 3 MB retailer page keeps under 1 MB of markup,
// so the DOM parse that follows takes a fraction of the time. Everything else is kept byte for byte.
import { Tokenizer } from "htmlparser2";

// noscript is kept: forum software serves its posts there for crawlers (a reader without scripts sees them).
const DROPPED_ELEMENTS = new Set(["script", "style", "template", "svg", "iframe", "object", "canvas"]);
// Only foreign (SVG) elements close themselves: `<script/>` opens a script that runs to its `</script>`.
const SELF_CLOSING = new Set(["svg"]);
// HTML tags that end a drawing left open, as a browser reads them in SVG (the HTML standard's "breakout" tags).
const BREAKOUT_TAGS = new Set(
  "b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i img li listing menu meta nobr ol p pre ruby s small span strong strike sub sup table tt u ul var".split(
    " ",
  ),
);

export interface TStrippedPage {
  /** The page without scripts (JSON-LD kept), styles and other markup that carries no readable text. */
  markup: string;
  /** The text of the page's style elements, for the text that CSS adds (`::before { content: "€" }`). */
  styles: string[];
  /** The text of the page's inline scripts (at most 2 MB in all), where shops keep their state as data. */
  scripts: string[];
}

const MAX_SCRIPT_TEXT = 2_000_000;

/**
 * Splits a page into its readable markup and its style sheets, in one linear pass of htmlparser2's tokenizer
 * (its tree-building Parser is not used: its element stack costs quadratic time on deeply nested pages). Only the
 * dropped element's own name is counted for nesting; a dropped element left open runs to the end of the page. A
 * drawing (SVG) is read as a browser reads it: its tags are its own (a self-closing `<title/>` opens no document
 * title), and an HTML block or line tag, or the end tag of an element opened before it, ends it when it was left open
 * (`<svg><use/></div>`), so the rest of the page is not dropped with it.
 */
export function stripPageMarkup(html: string): TStrippedPage {
  const dropped: Array<[number, number]> = [];
  const styles: string[] = [];
  const scripts: string[] = [];
  let scriptText = 0;
  let tagName = "";
  let tagStart = 0;
  let attribute = "";
  let attributeValue = "";
  let typeValue = "";
  let dropName = "";
  let dropStart = 0;
  let depth = 0;
  // The open tags of the drawing being dropped, its <svg> first.
  const drawing: string[] = [];
  // A drawing left open ends where an HTML tag starts: it is dropped up to there.
  const endDrawing = (end: number): void => {
    dropped.push([dropStart, end]);
    drawing.length = 0;
    depth = 0;
  };
  const opens = (): boolean =>
    DROPPED_ELEMENTS.has(tagName) &&
    !(tagName === "script" && typeValue.trim().toLowerCase() === "application/ld+json");
  const tokenizer = new Tokenizer(
    { decodeEntities: false },
    {
      // Inside a drawing, tags are SVG's own: `<title/>` closes itself there.
      isInForeignContext: () => drawing.length > 0,
      onopentagname(start, endIndex) {
        tagName = html.slice(start, endIndex).toLowerCase();
        tagStart = start - 1;
        typeValue = "";
      },
      onattribname(start, endIndex) {
        attribute = html.slice(start, endIndex).toLowerCase();
        attributeValue = "";
      },
      onattribdata(start, endIndex) {
        if (attribute === "type" && attributeValue.length < 100) attributeValue += html.slice(start, endIndex);
      },
      onattribentity() {},
      onattribend() {
        if (attribute === "type") typeValue = attributeValue;
      },
      onopentagend() {
        if (depth > 0 && drawing.length > 0 && BREAKOUT_TAGS.has(tagName)) endDrawing(tagStart);
        if (depth > 0) {
          if (drawing.length > 0) drawing.push(tagName);
          else if (tagName === dropName) depth++;
          return;
        }
        if (opens()) {
          dropName = tagName;
          dropStart = tagStart;
          depth = 1;
          if (SELF_CLOSING.has(tagName)) drawing.push(tagName);
        }
      },
      onselfclosingtag(endIndex) {
        if (depth > 0 && drawing.length > 0 && BREAKOUT_TAGS.has(tagName)) endDrawing(tagStart);
        if (depth > 0) {
          if (tagName === dropName && !SELF_CLOSING.has(tagName)) depth++;
          return;
        }
        if (!opens()) return;
        if (SELF_CLOSING.has(tagName)) {
          dropped.push([tagStart, endIndex + 1]);
          return;
        }
        dropName = tagName;
        dropStart = tagStart;
        depth = 1;
      },
      onclosetag(start, endIndex) {
        if (depth === 0) return;
        const name = html.slice(start, endIndex).toLowerCase();
        if (drawing.length > 0) {
          const open = drawing.lastIndexOf(name);
          // The end tag of an element opened before the drawing ends the drawing and stays with the page.
          if (open < 0) return endDrawing(start - 2);
          drawing.length = open;
          if (open > 0) return;
          depth = 0;
        } else if (name !== dropName || --depth > 0) return;
        const close = html.indexOf(">", endIndex);
        dropped.push([dropStart, close < 0 ? html.length : close + 1]);
      },
      ontext(start, endIndex) {
        if (depth === 1 && dropName === "style") styles.push(html.slice(start, endIndex));
        if (depth === 1 && dropName === "script" && scriptText < MAX_SCRIPT_TEXT) {
          const text = html.slice(start, Math.min(endIndex, start + MAX_SCRIPT_TEXT - scriptText));
          scriptText += text.length;
          scripts.push(text);
        }
      },
      ontextentity() {},
      oncdata() {},
      oncomment() {},
      ondeclaration() {},
      onprocessinginstruction() {},
      onend() {},
    },
  );
  tokenizer.write(html);
  tokenizer.end();
  if (depth > 0) dropped.push([dropStart, html.length]);
  if (dropped.length === 0) return { markup: html, styles, scripts };
  const kept: string[] = [];
  let position = 0;
  for (const [from, to] of dropped) {
    if (from < position) continue;
    kept.push(html.slice(position, from));
    position = to;
  }
  kept.push(html.slice(position));
  return { markup: kept.join(""), styles, scripts };
}

export interface TGeneratedContent {
  before?: string;
  after?: string;
}

function unquote(value: string): string | undefined {
  const match = /^\s*(["'])(.*)\1\s*(?:!important)?\s*$/s.exec(value);
  // Escaped code points are icon-font glyphs, no text a reader sees.
  return match?.[2] && !match[2].includes("\\") ? match[2] : undefined;
}

/**
 * The text that style sheets add to elements of a class (`.price::before { content: "€" }`), by class name.
 * A linear scan over the rules (no backtracking pattern over the sheet), simple class selectors only.
 */
export function readGeneratedContent(styles: readonly string[]): Map<string, TGeneratedContent> {
  const found = new Map<string, TGeneratedContent>();
  for (const sheet of styles) {
    for (const rule of sheet.split("}")) {
      const open = rule.lastIndexOf("{");
      if (open < 0) continue;
      const declarations = rule.slice(open + 1);
      const contentAt = declarations.indexOf("content");
      if (contentAt < 0) continue;
      const declaration = declarations.slice(contentAt).split(";")[0] ?? "";
      const value = unquote(declaration.slice(declaration.indexOf(":") + 1));
      if (!value) continue;
      for (const selector of rule.slice(0, open).split(",")) {
        const match = /^\s*\.([\w-]+)::?(before|after)\s*$/.exec(selector.slice(selector.lastIndexOf("@") + 1).trim());
        if (!match?.[1] || !match[2]) continue;
        const entry = found.get(match[1]) ?? {};
        entry[match[2] as "before" | "after"] = value;
        found.set(match[1], entry);
      }
    }
  }
  return found;
}
