// Finds conventional headed sections (summary, award) in the rendered tree, reads them as text and removes them.
import { Element, type AnyNode } from "domhandler";
import { HEADING_TAGS, collapseWhitespace, collectElements, plainTextOf, removeNode } from "./dom";

/** Comparable form of a heading: case, curly apostrophes, spacing and trailing colons ignored. */
export function headingKey(text: string): string {
  return collapseWhitespace(text.replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'"))
    .replace(/[\s:.!]+$/, "")
    .toLowerCase();
}

export interface TFoundSection {
  heading: Element;
  body: AnyNode[];
}

const SECTION_HEADING_TAGS: ReadonlySet<string> = new Set(["h2", "h3"]);

// Blocks a section's text may be written in: paragraphs, lists and quotes.
const SECTION_TEXT_TAGS: ReadonlySet<string> = new Set(["p", "ul", "ol", "blockquote", "br"]);
// What a section's boxes cannot show: pictures, embeds, tables and boxes stay in the body.
const NON_TEXT_TAGS: ReadonlySet<string> = new Set([
  "img",
  "picture",
  "iframe",
  "video",
  "audio",
  "object",
  "embed",
  "table",
  "div",
  "figure",
  "hr",
]);

/**
 * Whether a node after a section's heading is part of the section's text. A picture, an embed, a box, or a
 * paragraph that is only a link (an inserted button, a retailer's button) is not: it ends the section and stays
 * in the body, so nothing an editor placed after the verdict vanishes from the page.
 */
function isSectionText(node: AnyNode): boolean {
  if (!(node instanceof Element)) return true;
  if (!SECTION_TEXT_TAGS.has(node.name)) return false;
  if (collectElements(node, NON_TEXT_TAGS).length > 0) return false;
  const shown = node.children.filter((child) => child instanceof Element || plainTextOf([child]) !== "");
  return !(shown.length === 1 && shown[0] instanceof Element && shown[0].name === "a");
}

/**
 * For each wanted title, the first h2/h3 with that text and its body: the siblings up to the next
 * heading of any level or the first block that is not text (isSectionText). Found sections are removed from
 * the tree.
 */
export function takeSections<K extends string>(
  headings: readonly Element[],
  titles: Readonly<Record<K, string>>,
): Partial<Record<K, TFoundSection>> {
  const keyToName = new Map<string, K>();
  for (const name of Object.keys(titles) as K[]) keyToName.set(headingKey(titles[name]), name);
  const found: Partial<Record<K, TFoundSection>> = {};
  for (const heading of headings) {
    if (!SECTION_HEADING_TAGS.has(heading.name) || !heading.parent) continue;
    const name = keyToName.get(headingKey(plainTextOf([heading])));
    if (name === undefined || found[name]) continue;
    const body: AnyNode[] = [];
    for (let node = heading.next; node; node = node.next) {
      if (node instanceof Element && HEADING_TAGS.has(node.name)) break;
      if (!isSectionText(node)) break;
      body.push(node);
    }
    found[name] = { heading, body };
  }
  for (const section of Object.values(found) as TFoundSection[]) {
    for (const node of section.body) removeNode(node);
    removeNode(section.heading);
  }
  return found;
}

const BULLET_PREFIX = /^(?:[-*+\u2022\u2013\u2014]|\d{1,3}[.)])\s+/;

/** The bullet lines of a section: its list items, or failing that its lines of text. */
export function readBulletLines(section: TFoundSection | undefined): string[] {
  if (!section) return [];
  const lists = section.body.filter((node): node is Element => node instanceof Element);
  const items: string[] = [];
  for (const element of lists) {
    const listItems = element.name === "li" ? [element] : collectTopLevelItems(element);
    for (const item of listItems) {
      const text = plainTextOf([item]);
      if (text) items.push(text);
    }
  }
  if (items.length > 0) return items;
  return readParagraphs(section)
    .flatMap((paragraph) => paragraph.split(/\s*\n\s*/))
    .map((line) => line.replace(BULLET_PREFIX, "").trim())
    .filter((line) => line !== "");
}

// List items of the outermost lists under an element (nested lists stay part of their item's text).
function collectTopLevelItems(element: Element): Element[] {
  const lists = element.name === "ul" || element.name === "ol" ? [element] : collectOutermostLists(element);
  return lists.flatMap((list) =>
    list.children.filter((child): child is Element => child instanceof Element && child.name === "li"),
  );
}

function collectOutermostLists(root: Element): Element[] {
  const all = collectElements(root, new Set(["ul", "ol"]));
  return all.filter((list) => {
    for (let parent = list.parent; parent && parent !== root; parent = parent.parent) {
      if (parent instanceof Element && (parent.name === "ul" || parent.name === "ol")) return false;
    }
    return true;
  });
}

/** The paragraphs of a section as text, keeping line breaks written with <br> or newlines. */
export function readParagraphs(section: TFoundSection | undefined): string[] {
  if (!section) return [];
  const paragraphs: string[] = [];
  let loose: AnyNode[] = [];
  const flush = (): void => {
    const text = plainTextOf(loose);
    if (text) paragraphs.push(text);
    loose = [];
  };
  for (const node of section.body) {
    if (node instanceof Element && (node.name === "p" || node.name === "div" || node.name === "blockquote")) {
      flush();
      const text = textKeepingLineBreaks(node);
      if (text) paragraphs.push(text);
    } else {
      loose.push(node);
    }
  }
  flush();
  return paragraphs;
}

function textKeepingLineBreaks(element: Element): string {
  const lines: string[] = [];
  let current: AnyNode[] = [];
  for (const child of element.children) {
    if (child instanceof Element && child.name === "br") {
      lines.push(plainTextOf(current));
      current = [];
    } else {
      current.push(child);
    }
  }
  lines.push(plainTextOf(current));
  return lines.filter((line) => line !== "").join("\n");
}

/** Escapes text so marked reads it back verbatim (used by the markdown builders). */
export function escapeMarkdownText(text: string): string {
  const oneLine = collapseWhitespace(text);
  return oneLine
    .replace(/[\\`*_[\]<>&~|]/g, (char) => `\\${char}`)
    .replace(/^[#+-]/, (start) => `\\${start}`)
    .replace(/^(\d{1,9})([.)])/, "$1\\$2");
}

/** One section of a block the markdown builders write: its heading, then bullet lines or one paragraph. */
export type TWrittenSection = { heading: string } & ({ bullets: readonly string[] } | { paragraph: string });

/**
 * The markdown of a block of `##` sections (the review summary, the award sections), each escaped so that
 * takeSections, readBulletLines and readParagraphs read it back as written; empty bullets are left out.
 */
export function buildSectionsMarkdown(sections: readonly TWrittenSection[]): string {
  return sections
    .flatMap((section) => [
      `## ${section.heading}`,
      "bullets" in section
        ? section.bullets
            .map(escapeMarkdownText)
            .filter((item) => item !== "")
            .map((item) => `- ${item}`)
            .join("\n")
        : escapeMarkdownText(section.paragraph),
      "",
    ])
    .join("\n");
}
