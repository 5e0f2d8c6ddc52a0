// Detects markdown and turns it into HTML with marked, guarded against inputs nested deep enough to blow the stack.
import { Lexer, Marked, Tokenizer, type Token, type Tokens } from "marked";
import { escapeHtmlText } from "./escape-html";
import { sanitizeArticleHtml } from "./sanitize";

// Each pattern is bounded (no unbounded lazy scans) so detection stays linear on hostile input.
const MARKDOWN_PATTERNS: readonly RegExp[] = [
  /^ {0,3}#{1,6}[ \t]+\S/m, // heading
  /^[ \t]{0,3}[-*+][ \t]+\S/m, // bullet
  /^[ \t]{0,3}\d{1,9}[.)][ \t]+\S/m, // numbered list
  /(\*\*|__)(?=[^\s*_])[^\n]{0,300}?[^\s*_]\1/, // bold
  /(?:^|[^\w*\\])\*(?=[^\s*])[^*\n]{0,300}?[^\s*\\]\*(?!\*)/m, // italics with *
  /(?:^|[^\w\\])_(?=[^\s_])[^_\n]{0,300}?[^\s_\\]_(?!\w)/m, // italics with _
  /\[[^\]\n]{1,300}\]\([^()\s]{1,2000}(?:[ \t]+"[^"\n]{0,300}")?\)/, // link
];

/** Spec: markdown is detected by headings, bullets, numbered lists, bold, italics or links. */
export function isMarkdown(text: string): boolean {
  return MARKDOWN_PATTERNS.some((pattern) => pattern.test(text));
}

// GFM's email autolink is found by patterns that scan a whole run of address characters for an "@" at every
// position of the run, so a body like "_a_a_a…" or "*a*a*a…" without spaces cost time growing with the square of its
// length (40 KB held the site for 20 s). Each scan is given a bounded window instead. An address fits in it (RFC 5321:
// 64 characters, "@", 255), and the text tokenizer's window ends at a word's start, where it would have stopped for
// anything that can begin there, so the tokens come out as before and only words longer than the window change.
const ADDRESS_WINDOW = 64 + 1 + 255 + 1;
const TEXT_WINDOW = 512;
const URL_START = /^(?:https?:\/\/|ftp:\/\/|www\.)/i;

const WORD_START_IN_WINDOW = new RegExp(`^[\\s\\S]{0,${TEXT_WINDOW - 2}}\\s(?=\\S)`);

function textWindowEnd(src: string): number {
  if (src.length <= TEXT_WINDOW) return src.length;
  // The last start of a word in the window (greedy), else the window's end.
  return WORD_START_IN_WINDOW.exec(src)?.[0].length ?? TEXT_WINDOW;
}

const boundedScans = {
  url(this: Tokenizer, src: string): Tokens.Link | false | undefined {
    if (src.length <= ADDRESS_WINDOW || URL_START.test(src)) return false;
    const token = Tokenizer.prototype.url.call(this, src.slice(0, ADDRESS_WINDOW));
    // A match reaching the window's end may go on: only then is the whole text read.
    return token && token.raw.length >= ADDRESS_WINDOW - 1 ? false : token;
  },
  inlineText(this: Tokenizer, src: string): Tokens.Text | false | undefined {
    const end = textWindowEnd(src);
    return end === src.length ? false : Tokenizer.prototype.inlineText.call(this, src.slice(0, end));
  },
};

const marked = new Marked({ gfm: true, breaks: false, async: false, tokenizer: boundedScans });

// Beyond these, marked recurses once per level (and re-scans indented lists per level), so a
// 5,000-level list would overflow the stack or take seconds. Real articles never get close.
export const MAX_MARKDOWN_INDENT = 24;
export const MAX_MARKDOWN_CONTAINER_MARKERS = 16;
const MAX_DELIMITER_RUN = 32;

function leadingIndentColumns(line: string): { columns: number; length: number } {
  let columns = 0;
  let length = 0;
  for (; length < line.length; length++) {
    const char = line[length];
    if (char === " ") columns += 1;
    else if (char === "\t") columns += 4 - (columns % 4);
    else break;
  }
  return { columns, length };
}

// Counts leading blockquote / list markers ("> - 1. > ...") and cuts the run at the limit.
function limitContainerMarkers(line: string): string {
  let index = 0;
  let count = 0;
  let cutAt = -1;
  while (index < line.length) {
    let cursor = index;
    while (cursor < line.length && cursor - index < 3 && line[cursor] === " ") cursor++;
    const char = line[cursor];
    let end = -1;
    if (char === ">") {
      end = cursor + 1;
      if (line[end] === " ") end++;
    } else if (
      (char === "-" || char === "*" || char === "+") &&
      (line[cursor + 1] === " " || line[cursor + 1] === "\t")
    ) {
      end = cursor + 2;
    } else {
      let digits = cursor;
      while (
        digits < line.length &&
        digits - cursor < 9 &&
        line.charCodeAt(digits) >= 48 &&
        line.charCodeAt(digits) <= 57
      )
        digits++;
      if (
        digits > cursor &&
        (line[digits] === "." || line[digits] === ")") &&
        (line[digits + 1] === " " || line[digits + 1] === "\t")
      ) {
        end = digits + 2;
      }
    }
    if (end < 0) break;
    count++;
    if (count === MAX_MARKDOWN_CONTAINER_MARKERS) cutAt = end;
    index = end;
  }
  return cutAt >= 0 && count > MAX_MARKDOWN_CONTAINER_MARKERS ? line.slice(0, cutAt) + line.slice(index) : line;
}

/** Flattens pathological nesting so marked neither recurses thousands of levels nor goes quadratic. */
export function limitMarkdownNesting(markdown: string): string {
  const lines = markdown.split("\n");
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    const indent = leadingIndentColumns(line);
    if (indent.columns > MAX_MARKDOWN_INDENT) line = " ".repeat(MAX_MARKDOWN_INDENT) + line.slice(indent.length);
    if (line.length > 2 * MAX_MARKDOWN_CONTAINER_MARKERS) line = limitContainerMarkers(line);
    lines[i] = line;
  }
  return lines.join("\n").replace(/([*_~])\1{32,}/g, (run) => run.slice(0, MAX_DELIMITER_RUN));
}

/**
 * The top-level blocks of a markdown text as marked's lexer reads them (headings, paragraphs, lists, code...), each
 * with its raw source, nesting limited as for rendering: the one way code outside the renderer reads markdown
 * structure.
 */
export function lexMarkdownBlocks(markdown: string): Token[] {
  // Blocks only: the inline tokens inside them are not needed here, and reading them would double the time.
  return new Lexer({ gfm: true }).blockTokens(limitMarkdownNesting(markdown.replace(/\r\n?/g, "\n")), []);
}

/** Markdown to raw (unsanitised) HTML. Internal: callers always sanitise afterwards. */
export function convertMarkdown(markdown: string): string {
  const guarded = limitMarkdownNesting(markdown);
  try {
    return marked.parse(guarded, { async: false });
  } catch (error) {
    // Last resort for a shape the guard did not foresee: show the text, never fail the page.
    if (!(error instanceof RangeError) && !String(error).includes("Maximum call stack")) throw error;
    return guarded
      .split(/\n{2,}/)
      .map((paragraph) => `<p>${escapeHtmlText(paragraph)}</p>`)
      .join("\n");
  }
}

/** The article body as HTML (unsanitised): markdown goes through marked, editor HTML is taken as it is. */
export function contentToHtml(content: string): string {
  const hasTags = /<\/?[a-z][a-z0-9-]*[\s>/]/i.test(content);
  return isMarkdown(content) || !hasTags ? convertMarkdown(content) : content;
}

/** Markdown to sanitised HTML, e.g. when the editor loads an AI-written markdown article. */
export function markdownToHtml(markdown: string): string {
  return sanitizeArticleHtml(convertMarkdown(markdown));
}
