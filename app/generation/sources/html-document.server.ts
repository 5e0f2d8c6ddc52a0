// Shared HTML helpers of the source readers: one parser (jsdom, scripts off, console silenced) for all, fed a
// page whose scripts and styles a streaming pass has already dropped.
import { createRequire } from "node:module";
import { decodeHTML } from "entities";
import type * as Jsdom from "jsdom";
import { boundPageShape, keepVisibilityStyles } from "./page-shape.server";
import { readGeneratedContent, stripPageMarkup } from "./strip-page-markup.server";
import { httpUrl } from "~/lib/http-url";

// jsdom (about 1,100 modules: 0.45 s of CPU and 90 MB) is loaded by the first parse, not with these helpers: the
// server's main thread imports them with the source readers but reads pages in a worker thread (decision 053).
const requireModule = createRequire(import.meta.url);
let jsdom: typeof Jsdom | undefined;
const loadJsdom = () => (jsdom ??= requireModule("jsdom") as typeof Jsdom);

/**
 * Every element under a node, in document order, by one TreeWalker pass. The readers walk large pages this way:
 * jsdom's selector engine costs about twenty times more per element and selector, and iterating its live
 * collections (`getElementsByTagName`, `children`) costs a walk of the tree per item (quadratic).
 */
export function elementsUnder(root: Node, limit = Infinity): Element[] {
  const document = root.ownerDocument ?? (root as Document);
  const walker = document.createTreeWalker(root, 1 /* NodeFilter.SHOW_ELEMENT */);
  const elements: Element[] = [];
  for (let node = walker.nextNode(); node && elements.length < limit; node = walker.nextNode())
    elements.push(node as Element);
  return elements;
}

/** The first `limit` elements of one tag name under a node, in document order, by one TreeWalker pass (spreading
 * jsdom's live `getElementsByTagName` walks the tree once per item: 20,000 links took 21 s, against 0.8 s for 5,000). */
export function elementsNamed(root: Node, localName: string, limit = Infinity): Element[] {
  const document = root.ownerDocument ?? (root as Document);
  const walker = document.createTreeWalker(root, 1 /* NodeFilter.SHOW_ELEMENT */);
  const elements: Element[] = [];
  for (let node = walker.nextNode(); node && elements.length < limit; node = walker.nextNode())
    if ((node as Element).localName === localName) elements.push(node as Element);
  return elements;
}

/** The first `max` characters of an element's text, read text node by text node (a big element costs no more). */
export function leadingTextOf(element: Element | null | undefined, max: number): string {
  if (!element) return "";
  const walker = element.ownerDocument.createTreeWalker(element, 4 /* NodeFilter.SHOW_TEXT */);
  let text = "";
  for (let node = walker.nextNode(); node && text.length < max; node = walker.nextNode()) {
    text += `${node.textContent ?? ""} `;
  }
  return normalizeText(text.slice(0, max * 2)).slice(0, max);
}

/** An element's own words: its text nodes, not its child elements' (a status line beside an icon). */
export function ownTextOf(element: Element, max: number): string {
  let text = "";
  for (let node = element.firstChild; node && text.length < max; node = node.nextSibling) {
    if (node.nodeType === 3) text += `${node.textContent ?? ""} `;
  }
  return normalizeText(text.slice(0, max * 2));
}

/** The child elements of an element, without iterating jsdom's live `children` collection (see elementsUnder). */
export function childElementsOf(element: Element): Element[] {
  const children: Element[] = [];
  for (const node of element.childNodes) if (node.nodeType === 1) children.push(node as Element);
  return children;
}

/** The class names an element carries, as written. */
function classesOf(element: Element): string[] {
  return (element.getAttribute("class") ?? "").split(/\s+/).filter(Boolean);
}

/** Writes the text that style sheets add (a currency sign in `::before`) into the elements, as a reader sees it. */
function applyGeneratedContent(document: Document, styles: readonly string[]): void {
  if (styles.length === 0) return;
  const generated = readGeneratedContent(styles);
  if (generated.size === 0) return;
  for (const element of elementsUnder(document)) {
    for (const className of new Set(classesOf(element))) {
      const content = generated.get(className);
      if (content?.before) element.prepend(document.createTextNode(content.before));
      if (content?.after) element.append(document.createTextNode(content.after));
    }
  }
}

// The inline scripts' text of each parsed page: the DOM holds no scripts but JSON-LD.
const INLINE_SCRIPTS = new WeakMap<Document, readonly string[]>();

/** The text of a parsed page's inline scripts (pieces of at most 2 MB in all), where shops keep state as data. */
export function inlineScriptsOf(document: Document): readonly string[] {
  return INLINE_SCRIPTS.get(document) ?? [];
}

/** Parses a page (scripts other than JSON-LD, styles and other non-text markup dropped first) for the reader. */
export function withDocument<T>(html: string, url: string, read: (document: Document) => T): T {
  const { markup, styles, scripts } = stripPageMarkup(html);
  const { JSDOM, VirtualConsole } = loadJsdom();
  // A silent virtual console: stylesheet parse warnings of real pages are not our errors.
  const bounded = boundPageShape(markup);
  const build = (page: string) =>
    new JSDOM(page, {
      url: URL.canParse(url) ? url : "https://example.invalid/",
      virtualConsole: new VirtualConsole(),
    });
  let dom: ReturnType<typeof build>;
  try {
    dom = build(bounded);
  } catch {
    // jsdom's CSS parser throws on some inline styles browsers read: the page is built again with each element's
    // style kept to what says whether it is seen.
    dom = build(keepVisibilityStyles(bounded));
  }
  try {
    applyGeneratedContent(dom.window.document, styles);
    INLINE_SCRIPTS.set(dom.window.document, scripts);
    return read(dom.window.document);
  } finally {
    dom.window.close();
  }
}

// Elements whose text no person reads on the page.
const UNREAD_TEXT_PARENTS = new Set(["script", "style", "noscript", "template"]);

/** Whether a text node is inside a script, a style, a noscript or a template: text no person reads. */
export function isUnreadText(node: Node): boolean {
  return UNREAD_TEXT_PARENTS.has(node.parentElement?.localName ?? "");
}

export function normalizeText(text: string | null | undefined): string {
  return (text ?? "").replace(/[\u00a0\s]+/g, " ").trim();
}

export function textOf(element: Element | null | undefined): string {
  return normalizeText(element?.textContent);
}

/**
 * Text of the elements a reader sees: each child element's text joined with a space, so that neighbouring blocks
 * ("Data on Demand" and "Consume as much…") are not glued into one word as `textContent` glues them.
 */
export function spacedTextOf(element: Element | null | undefined): string {
  return element ? spacedTextOfNodes(element.childNodes) : "";
}

/** The spaced text (see spacedTextOf) of a run of nodes. */
function spacedTextOfNodes(nodes: Iterable<Node>): string {
  const parts: string[] = [];
  const walk = (children: Iterable<Node>) => {
    for (const child of children) {
      if (child.nodeType === 3) parts.push(child.nodeValue ?? "");
      else if (child.nodeType === 1) {
        const tag = (child as Element).tagName;
        const inline = INLINE_TAGS.has(tag);
        if (!inline) parts.push(" ");
        walk(child.childNodes);
        if (!inline) parts.push(" ");
      }
    }
  };
  walk(nodes);
  return normalizeText(parts.join(""));
}

/**
 * The first `max` characters of an element's spaced text (see spacedTextOf), the same as
 * `spacedTextOf(element).slice(0, max)`, read only as far as they reach: a big block costs no more than its start.
 */
export function leadingSpacedTextOf(element: Element | null | undefined, max: number): string {
  if (!element) return "";
  // `text` is spaced text already: no leading space and never two spaces in a row, so once it is longer than
  // `max + 1` a character that is not a space lies at `max` or after and no later node changes its first `max`.
  let text = "";
  const full = () => text.length > max + 1;
  const add = (raw: string) => {
    for (let offset = 0; offset < raw.length && !full();) {
      const chunk = raw.slice(offset, offset + Math.max(256, max + 2 - text.length));
      offset += chunk.length;
      const piece = chunk.replace(/[\u00a0\s]+/g, " ");
      text += text === "" || text.endsWith(" ") ? piece.replace(/^ /, "") : piece;
    }
  };
  const walk = (children: Iterable<Node>) => {
    for (const child of children) {
      if (full()) return;
      if (child.nodeType === 3) add(child.nodeValue ?? "");
      else if (child.nodeType === 1) {
        const inline = INLINE_TAGS.has((child as Element).tagName);
        if (!inline) add(" ");
        walk(child.childNodes);
        if (!inline) add(" ");
      }
    }
  };
  walk(element.childNodes);
  return normalizeText(text).slice(0, max);
}

const INLINE_TAGS = new Set(["A", "ABBR", "B", "BDI", "BDO", "CITE", "CODE", "DATA", "DFN", "EM", "I", "KBD", "MARK"]);
for (const tag of [
  "Q",
  "S",
  "SAMP",
  "SMALL",
  "SPAN",
  "STRONG",
  "SUB",
  "SUP",
  "TIME",
  "U",
  "VAR",
  "FONT",
  "LABEL",
  "RUBY",
  "RB",
]) {
  INLINE_TAGS.add(tag);
}

const HIDDEN_CLASSES = new Set(["sr-only", "visually-hidden", "screen-reader-text", "screenreader-only"]);
const HIDDEN_STYLE = /display: ?none|visibility: ?hidden/i;

/** Whether a reader does not see an element: hidden, hidden from assistive technology, styled away, screen-reader
 * only, a template or a closed dialog. */
function isHidden(element: Element): boolean {
  const tag = element.tagName;
  return (
    element.hasAttribute("hidden") ||
    element.getAttribute("aria-hidden") === "true" ||
    HIDDEN_STYLE.test(element.getAttribute("style") ?? "") ||
    classesOf(element).some((name) => HIDDEN_CLASSES.has(name)) ||
    tag === "TEMPLATE" ||
    (tag === "DIALOG" && !element.hasAttribute("open"))
  );
}

// A style that hides an element: "display: none" or "visibility: hidden" as a declaration of its own (not
// "backface-visibility: hidden").
const HIDING_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;

/**
 * Whether the page does not show an element until a script shows it: it or a block around it is hidden (the
 * hidden attribute, display: none, a template, a closed dialog). Screen-reader text and aria-hidden copies of a
 * figure are not counted: they stand for what is shown.
 */
export function isHiddenElement(element: Element): boolean {
  for (let node: Element | null = element; node && node.tagName !== "BODY"; node = node.parentElement) {
    if (node.hasAttribute("hidden") || node.tagName === "TEMPLATE") return true;
    if (node.tagName === "DIALOG" && !node.hasAttribute("open")) return true;
    if (HIDING_STYLE.test((node.getAttribute("style") ?? "").slice(0, 500))) return true;
  }
  return false;
}

// The class names style sheets hide an element by, as the common frameworks and shop templates define them
// (".hidden", ".hide", ".d-none", ".is-hidden" with display: none): a "Sold Out" button so classed is not shown until
// a script shows it.
const HIDING_CLASS = /(?:^|\s)(?:hidden|hide|d-none|is-hidden)(?:\s|$)/i;
const CLASS_LEVELS = 4;

/** Whether an element or a block up to four levels around it carries a class name that hides it (see HIDING_CLASS). */
export function isHiddenByClass(element: Element): boolean {
  let node: Element | null = element;
  for (let level = 0; node && level < CLASS_LEVELS && node.tagName !== "BODY"; level++, node = node.parentElement)
    if (HIDING_CLASS.test((node.getAttribute("class") ?? "").slice(0, 300))) return true;
  return false;
}

/** Removes what a reader does not see on the page: hidden and screen-reader-only elements. */
export function removeHiddenElements(root: ParentNode & Node): void {
  for (const element of elementsUnder(root)) if (isHidden(element)) element.remove();
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, "\\|");
}

/**
 * A table as a Markdown table: cells spanning rows or columns are repeated in each row and column they cover, so
 * every row keeps its columns aligned. The first row is the header.
 */
export function tableToMarkdown(table: Element): string {
  const grid: string[][] = [];
  const allRows = [...table.querySelectorAll("tr")].filter((row) => row.closest("table") === table);
  // Leading rows of one cell spanning the table are its title, written above it.
  const captions = [spacedTextOf(table.querySelector(":scope > caption"))];
  let first = 0;
  while (first < allRows.length - 1) {
    const cells = childElementsOf(allRows[first]!).filter((cell) => cell.tagName === "TD" || cell.tagName === "TH");
    if (cells.length !== 1 || Number(cells[0]!.getAttribute("colspan") ?? "1") < 2) break;
    captions.push(spacedTextOf(cells[0]));
    first++;
  }
  const rows = allRows.slice(first);
  rows.forEach((row, rowIndex) => {
    grid[rowIndex] ??= [];
    let column = 0;
    for (const cell of childElementsOf(row)) {
      if (cell.tagName !== "TD" && cell.tagName !== "TH") continue;
      while (grid[rowIndex]![column] !== undefined) column++;
      const text = escapeCell(spacedTextOf(cell));
      const rowSpan = Math.min(Math.max(Number(cell.getAttribute("rowspan")) || 1, 1), rows.length - rowIndex);
      const colSpan = Math.min(Math.max(Number(cell.getAttribute("colspan")) || 1, 1), 50);
      for (let r = 0; r < rowSpan; r++) {
        const target = (grid[rowIndex + r] ??= []);
        for (let c = 0; c < colSpan; c++) target[column + c] = text;
      }
      column += colSpan;
    }
  });
  const width = Math.max(0, ...grid.map((row) => row.length));
  const lines = grid
    .map((row) => Array.from({ length: width }, (_, index) => row[index] ?? ""))
    .filter((row) => row.some(Boolean))
    .map((row) => `| ${row.join(" | ")} |`);
  if (lines.length === 0) return captions.filter(Boolean).join("\n");
  lines.splice(1, 0, `|${" --- |".repeat(width)}`);
  return [...captions.filter(Boolean), ...lines].join("\n");
}

const BLOCK_TAGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6", "p", "li", "blockquote", "pre", "table"]);
// Blocks whose text holds the blocks inside them: a list item's paragraphs are read with the item.
const HOLDING_BLOCKS = "p, li, blockquote, pre, table";

// A run of text and inline elements written straight into a container (a <div>, an <article>, a <dd>), outside
// any block: a line of its own when the text is read with its loose text.
type TBlock = Element | Node[];

/** The elements under a root that hold a block somewhere below them, by one pass from the leaves up. */
function holdersOfBlocks(root: Element): Set<Element> {
  const holders = new Set<Element>();
  const elements = elementsUnder(root);
  for (let index = elements.length - 1; index >= 0; index--) {
    const element = elements[index]!;
    if ((BLOCK_TAGS.has(element.localName) || holders.has(element)) && element.parentElement)
      holders.add(element.parentElement);
  }
  return holders;
}

// Words a loose run must hold to be a line of an article's text: fewer are a button's or a credit's words ("Advert",
// "NASA"). A forum post's own short lines ("Hallo,") are its writer's words: its reader asks for one.
const LOOSE_LINE_WORDS = 3;

// A link whose words are an address ("http://www.gnu.org/…", "www.example.org/manual"), as a writer posts a link.
const SHOWN_ADDRESS = /^(?:https?:\/\/|www\.)\S+$/i;

/**
 * Whether a run of loose text reads as a line of the text: three words or more, not an address alone, and less than
 * half of it link text (a row of share or navigation links is no line). With `linkLines` (a forum post's own text),
 * a line that is mostly or only a link showing its address is the writer's too: a link posted alone on its line (a
 * name's link, a writer's card inside the post, or a control's, "[Select]" above a code box, still counts as link
 * text).
 */
function isLooseLine(run: Node[], words: number, linkLines: boolean): boolean {
  if (run.length === 0) return false;
  const text = spacedTextOfNodes(run);
  if (!text || text.split(" ").length < words) return false;
  // (a post's line holds a word: "1242 ●35 ●28 ●50", a writer's counts, is none)
  if (words < LOOSE_LINE_WORDS && !/\p{L}/u.test(text)) return false;
  if (!linkLines && /^https?:\/\/\S+$/.test(text)) return false;
  let linked = 0;
  for (const node of run) {
    if (node.nodeType !== 1) continue;
    const links = (node as Element).localName === "a" ? [node as Element] : elementsUnder(node);
    for (const link of links) {
      if (link.localName !== "a") continue;
      const words = normalizeText(link.textContent);
      // (an address a post's writer shows as its link's words is their line; a name's or a control's link is none)
      if (!linkLines || !SHOWN_ADDRESS.test(words)) linked += words.length;
    }
  }
  return 2 * linked < text.length;
}

/**
 * The outermost blocks under an element, in document order, by one walk (no selector per block). With loose text,
 * the runs of text and inline elements between a container's blocks (or a <br>) are blocks too.
 */
function outerBlocksOf(element: Element, looseText: boolean, looseLineWords: number, linkLines: boolean): TBlock[] {
  const blocks: TBlock[] = [];
  if (element.closest(HOLDING_BLOCKS)) return blocks;
  const holders = looseText ? holdersOfBlocks(element) : undefined;
  const stack: TBlock[] = [];
  const pushChildren = (parent: Element) => {
    const items: TBlock[] = [];
    if (!holders) items.push(...childElementsOf(parent));
    else {
      let run: Node[] = [];
      for (let node = parent.firstChild; node; node = node.nextSibling) {
        const inline =
          node.nodeType === 3 ||
          (node.nodeType === 1 && INLINE_TAGS.has((node as Element).tagName) && !holders.has(node as Element));
        if (inline) run.push(node);
        else if (node.nodeType === 1) {
          if (isLooseLine(run, looseLineWords, linkLines)) items.push(run);
          run = [];
          items.push(node as Element);
        }
      }
      if (isLooseLine(run, looseLineWords, linkLines)) items.push(run);
    }
    for (let index = items.length - 1; index >= 0; index--) stack.push(items[index]!);
  };
  pushChildren(element);
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (Array.isArray(next) || BLOCK_TAGS.has(next.localName)) blocks.push(next);
    else pushChildren(next);
  }
  return blocks;
}

/**
 * Block-aware text: paragraphs, headings and list items on their own lines, tables as Markdown tables. With
 * `looseText`, text written straight into containers (a <div>'s text beside its paragraphs, lines split by <br>, a
 * definition list's terms) is read as lines too, of `looseLineWords` words or more; with `linkLines`, also a line that
 * is a link alone (a forum post's own, where an article's text leaves out a row of links).
 */
export function blockTextOf(
  element: Element | null | undefined,
  { looseText = false, looseLineWords = LOOSE_LINE_WORDS, linkLines = false } = {},
): string {
  if (!element) return "";
  const blocks = outerBlocksOf(element, looseText, looseLineWords, linkLines)
    .map((block) => {
      if (Array.isArray(block)) return spacedTextOfNodes(block);
      if (block.tagName === "TABLE") return tableToMarkdown(block);
      const text = spacedTextOf(block);
      if (!text) return "";
      if (/^H[1-6]$/.test(block.tagName)) return `## ${text}`;
      if (block.tagName === "LI") return `- ${text}`;
      return text;
    })
    .filter(Boolean);
  return blocks.length > 0 ? blocks.join("\n") : spacedTextOf(element);
}

/** "11.0k" → 11000, "1,234" → 1234, "2.3M" → 2300000; undefined when there is no number. */
export function parseCompactNumber(text: string | null | undefined): number | undefined {
  const match = /(-?\d[\d,.]*)\s*([kKmM])?/.exec(text ?? "");
  if (!match?.[1]) return undefined;
  const scale = match[2] ? (match[2].toLowerCase() === "k" ? 1_000 : 1_000_000) : 1;
  const digits = scale > 1 ? match[1].replace(/,/g, "") : match[1].replace(/[.,](?=\d{3}\b)/g, "").replace(",", ".");
  const value = Number(digits) * scale;
  return Number.isFinite(value) ? Math.round(value) : undefined;
}

// Meta elements by the attribute that names them ("property=og:title"), the first of each name: built once per
// document with one walk, since jsdom's selector engine walks the whole tree for every `querySelector`.
const META_NAMES = ["property", "name", "itemprop"] as const;
const metaIndexes = new WeakMap<Document, Map<string, Element>>();

function metaIndexOf(document: Document): Map<string, Element> {
  let index = metaIndexes.get(document);
  if (index) return index;
  index = new Map();
  for (const element of elementsUnder(document)) {
    if (element.tagName !== "META") continue;
    for (const attribute of META_NAMES) {
      const name = element.getAttribute(attribute);
      if (name !== null && !index.has(`${attribute}=${name}`)) index.set(`${attribute}=${name}`, element);
    }
  }
  metaIndexes.set(document, index);
  return index;
}

export function metaContent(document: Document, ...keys: string[]): string | undefined {
  const index = metaIndexOf(document);
  for (const key of keys) {
    const element = META_NAMES.map((attribute) => index.get(`${attribute}=${key}`)).find(Boolean);
    // Some sites write the meta's text as `value` instead of `content`.
    const content = normalizeText(element?.getAttribute("content") ?? element?.getAttribute("value"));
    if (content) return content;
  }
  return undefined;
}

const CDATA_START = /^(?:\/\*\s*)?<!\[CDATA\[\s*(?:\*\/)?/;
const CDATA_END = /(?:\/\*\s*)?\]\]>\s*(?:\*\/)?$/;

/** A JSON-LD block without the CDATA section some pages wrap it in ("/*<![CDATA[*\/ … /*]]>*\/"). */
function withoutCdata(block: string): string {
  const text = block.trim();
  const start = CDATA_START.exec(text.slice(0, 40))?.[0].length ?? 0;
  const tail = text.slice(-40);
  const end = CDATA_END.exec(tail);
  return text.slice(start, end ? text.length - tail.length + end.index : text.length);
}

const jsonLdOfDocuments = new WeakMap<Document, Array<Record<string, unknown>>>();

/** Every JSON-LD object on the page, @graph entries flattened; read once per document (the readers ask often). */
export function readJsonLd(document: Document): Array<Record<string, unknown>> {
  const known = jsonLdOfDocuments.get(document);
  if (known) return known;
  const out: Array<Record<string, unknown>> = [];
  jsonLdOfDocuments.set(document, out);
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      out.push(record);
      if (Array.isArray(record["@graph"])) record["@graph"].forEach(visit);
    }
  };
  for (const script of elementsUnder(document)) {
    if (script.tagName !== "SCRIPT") continue;
    if ((script.getAttribute("type") ?? "").trim().toLowerCase() !== "application/ld+json") continue;
    const text = withoutCdata(script.textContent ?? "");
    try {
      visit(JSON.parse(text));
    } catch {
      try {
        // Raw line breaks and tabs inside strings are the commonest fault of real pages' JSON-LD.
        visit(JSON.parse(text.replace(/[\u0000-\u001f]+/g, " ")));
      } catch {
        // A broken JSON-LD block is common on real pages; the other sources of facts remain.
      }
    }
  }
  return out;
}

export function hasJsonLdType(item: Record<string, unknown>, types: readonly string[]): boolean {
  const type = item["@type"];
  const list = Array.isArray(type) ? type : [type];
  const wanted = types.map((entry) => entry.toLowerCase());
  // Types are compared without case: real pages write "product" as often as "Product".
  return list.some(
    (entry) =>
      typeof entry === "string" && wanted.includes(entry.replace(/^https?:\/\/schema\.org\//i, "").toLowerCase()),
  );
}

export function jsonLdOfType(document: Document, ...types: string[]): Record<string, unknown> | undefined {
  return readJsonLd(document).find((item) => hasJsonLdType(item, types));
}

/** The work the page's data names with a headline and a writer, typed only as a work (a forum's or a site's article
 * section types its articles `CreativeWork` or `CreativeWorkSeries`), or undefined. */
export function jsonLdWork(document: Document): Record<string, unknown> | undefined {
  return readJsonLd(document).find(
    (item) =>
      hasJsonLdType(item, ["CreativeWork", "CreativeWorkSeries"]) &&
      typeof item.headline === "string" &&
      stringField(item, "author") !== undefined,
  );
}

export function stringField(record: Record<string, unknown> | undefined, key: string): string | undefined {
  const value = record?.[key];
  if (typeof value === "string") return normalizeText(decodeEntities(value)) || undefined;
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) {
    const names = value.map((entry) => stringField({ entry }, "entry")).filter(Boolean);
    return names.length > 0 ? [...new Set(names)].join(", ") : undefined;
  }
  if (value && typeof value === "object") return stringField(value as Record<string, unknown>, "name");
  return undefined;
}

/** A reference on a page (an image, a canonical link) as an absolute http(s) URL, resolved against the page. */
export function resolvePageUrl(value: string | null | undefined, base: string): string | undefined {
  return httpUrl(value?.trim(), base);
}

/**
 * Reads a JavaScript object literal assigned in an inline script (`var ytInitialPlayerResponse = {...};`)
 * by scanning for its balanced closing brace, strings and escapes respected.
 */
export function extractAssignedJson(html: string, variable: string): unknown {
  const pattern = new RegExp(`${variable.replace(/[.$]/g, "\\$&")}\\s*=\\s*\\{`, "g");
  const match = pattern.exec(html);
  if (!match) return undefined;
  const start = match.index + match[0].length - 1;
  let depth = 0;
  let quote: string | null = null;
  for (let index = start; index < html.length; index++) {
    const char = html[index];
    if (quote) {
      if (char === "\\") index++;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === "{") depth++;
    else if (char === "}" && --depth === 0) {
      try {
        return JSON.parse(html.slice(start, index + 1));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Follows a path of keys through parsed JSON without trusting its shape. */
export function dig(value: unknown, ...path: Array<string | number>): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

export function digString(value: unknown, ...path: Array<string | number>): string | undefined {
  const found = dig(value, ...path);
  if (typeof found === "string") return found.trim() || undefined;
  if (typeof found === "number") return String(found);
  return undefined;
}

/** Text with its HTML entities decoded as a browser reads them (the `entities` package), no-break spaces as spaces. */
export function decodeEntities(text: string): string {
  return decodeHTML(text).replace(/\u00a0/g, " ");
}

export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastBreak = Math.max(cut.lastIndexOf("\n"), cut.lastIndexOf(". "));
  return `${lastBreak > max * 0.8 ? cut.slice(0, lastBreak + 1) : cut}\n[…cut to ${max} characters]`;
}

/** A text cut in its middle: its first two thirds and its last third kept, so an article's ending survives. */
export function capMiddle(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, Math.floor((max * 2) / 3));
  const tail = text.slice(text.length - Math.floor(max / 3));
  const headEnd = head.lastIndexOf("\n");
  const tailStart = tail.indexOf("\n");
  const left = text.length - max;
  return `${headEnd > head.length * 0.8 ? head.slice(0, headEnd) : head}\n[… ${left} characters of the middle left out …]\n${tailStart >= 0 && tailStart < tail.length * 0.2 ? tail.slice(tailStart + 1) : tail}`;
}

/** The site's furniture around a page's content: its header, menus, side column and footer. */
export const SITE_FURNITURE = "nav, header, footer, aside, [role=navigation], [role=banner], [role=contentinfo]";
