// Small DOM helpers over domhandler trees: one iterative walk, text extraction, whitespace tidy-up.
import { parseDocument } from "htmlparser2";
import render from "dom-serializer";
import { Element, Text, type AnyNode, type Document, type ParentNode } from "domhandler";

export function parseHtml(html: string): Document {
  return parseDocument(html);
}

export function serializeHtml(doc: Document): string {
  return render(doc, { encodeEntities: "utf8" });
}

// Iterative so that no input depth can exhaust the call stack.
export function collectElements(root: ParentNode, wanted: ReadonlySet<string>): Element[] {
  const found: Element[] = [];
  const stack: AnyNode[] = [...root.children].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!(node instanceof Element)) continue;
    if (wanted.has(node.name)) found.push(node);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  return found;
}

export const BLOCK_TAGS: ReadonlySet<string> = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "dd",
  "div",
  "dl",
  "dt",
  "figcaption",
  "figure",
  "footer",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "li",
  "main",
  "nav",
  "ol",
  "p",
  "pre",
  "section",
  "table",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "td",
  "th",
  "caption",
  "colgroup",
  "col",
  "ul",
  "iframe",
]);

export const HEADING_TAGS: ReadonlySet<string> = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);

/** Text of a node with block boundaries turned into spaces, whitespace collapsed, trimmed. */
export function plainTextOf(nodes: readonly AnyNode[]): string {
  const parts: string[] = [];
  const stack: AnyNode[] = [...nodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node instanceof Text) {
      parts.push(node.data);
    } else if (node instanceof Element) {
      if (node.name === "script" || node.name === "style") continue;
      const block = BLOCK_TAGS.has(node.name) || node.name === "br";
      if (block) parts.push(" ");
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
    }
  }
  return collapseWhitespace(parts.join(""));
}

export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

export function isAttached(node: AnyNode): boolean {
  let current: AnyNode | null = node;
  while (current.parent) current = current.parent;
  return current.type === "root";
}

export function removeNode(node: AnyNode): void {
  const parent = node.parent;
  if (!parent) return;
  const index = parent.children.indexOf(node);
  if (index >= 0) parent.children.splice(index, 1);
  if (node.prev) node.prev.next = node.next;
  if (node.next) node.next.prev = node.prev;
  node.parent = null;
  node.prev = null;
  node.next = null;
}

const WHITESPACE_CONTAINERS: ReadonlySet<string> = new Set([
  "ul",
  "ol",
  "table",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "blockquote",
  "div",
  "li",
  "section",
  "article",
  "figure",
  "td",
  "th",
  "dl",
]);

function isBlockOrAbsent(node: AnyNode | null): boolean {
  return node === null || (node instanceof Element && BLOCK_TAGS.has(node.name));
}

/**
 * Drops whitespace-only text between block elements (the newlines marked puts between blocks), so
 * that markdown and the editor's HTML for the same article serialise to the same string.
 */
export function dropInterBlockWhitespace(doc: Document): void {
  const stack: ParentNode[] = [doc];
  while (stack.length > 0) {
    const parent = stack.pop()!;
    const container = parent.type === "root" || (parent instanceof Element && WHITESPACE_CONTAINERS.has(parent.name));
    const kept: AnyNode[] = [];
    for (const child of parent.children) {
      if (
        container &&
        child instanceof Text &&
        child.data.trim() === "" &&
        isBlockOrAbsent(child.prev) &&
        isBlockOrAbsent(child.next)
      ) {
        continue;
      }
      kept.push(child);
      if (child instanceof Element && child.name !== "pre") stack.push(child);
    }
    if (kept.length !== parent.children.length) {
      parent.children = kept;
      for (let i = 0; i < kept.length; i++) {
        const node = kept[i]!;
        node.prev = kept[i - 1] ?? null;
        node.next = kept[i + 1] ?? null;
      }
    }
  }
}
