import { describe, expect, test } from "vitest";
import { parseDocument } from "htmlparser2";
import { Element, type AnyNode } from "domhandler";
import { HOSTILE_CORPUS } from "../../tests/support/hostile-corpus";
import { renderArticleContent } from "./render";
import { IMAGE_SRC, YOUTUBE_EMBED_SRC } from "./sanitize";

// The node-side half of the hostile-content check (tests/browser/hostile-content.test.ts runs the
// same corpus in Chromium): walk the parsed output and hold it to the allow-list.
const ALLOWED_TAGS = new Set([
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
]);

function breaches(html: string): string[] {
  const found: string[] = [];
  const stack: AnyNode[] = [...parseDocument(html).children];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!(node instanceof Element)) continue;
    stack.push(...node.children);
    if (!ALLOWED_TAGS.has(node.name)) found.push(`tag ${node.name}`);
    for (const [name, value] of Object.entries(node.attribs)) {
      if (name.startsWith("on")) found.push(`handler ${name}`);
      if (/^\s*(javascript|vbscript|data):/i.test(value.replace(/[\u0000-\u0020]/g, "")))
        found.push(`scheme in ${name}`);
      if (/url\s*\(|expression\s*\(|\\/i.test(name === "style" ? value : "")) found.push("css function");
    }
    if (node.name === "a" && node.attribs.href && !/^(https?:|mailto:|tel:|\/(?!\/)|#|[^:]*$)/i.test(node.attribs.href))
      found.push(`href ${node.attribs.href}`);
    if (node.name === "img" && !IMAGE_SRC.test(node.attribs.src ?? "")) found.push(`img ${node.attribs.src}`);
    if (node.name === "iframe" && !YOUTUBE_EMBED_SRC.test(node.attribs.src ?? ""))
      found.push(`iframe ${node.attribs.src}`);
  }
  return found;
}

describe("hostile corpus", () => {
  test("has at least 30 inputs", () => {
    expect(HOSTILE_CORPUS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(HOSTILE_CORPUS.map((entry) => entry.name)).size).toBe(HOSTILE_CORPUS.length);
  });

  test.each(HOSTILE_CORPUS.map((entry) => [entry.name, entry] as const))(
    "%s renders to allow-listed HTML without hanging",
    (_name, entry) => {
      renderArticleContent(entry.input);
      const started = performance.now();
      const { html } = renderArticleContent(entry.input);
      // A guard against pathological (exponential) inputs, not a benchmark: the machine may be busy.
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(breaches(html)).toEqual([]);
      expect(html).not.toMatch(/attacker\.test\/(?!login)/);
      if (entry.keepsText) expect(html).toContain(entry.keepsText);
    },
  );
});
