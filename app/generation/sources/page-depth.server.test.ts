import { parse, type DefaultTreeAdapterTypes } from "parse5";
import { describe, expect, it } from "vitest";
import { boundPageDepth, MAX_ELEMENT_DEPTH } from "./page-depth.server";

/** The deepest element of a page as a browser parses it, and its text in document order. */
function depthAndText(markup: string): { depth: number; text: string } {
  let depth = 0;
  const text: string[] = [];
  const work: Array<[DefaultTreeAdapterTypes.Node, number]> = [[parse(markup, { scriptingEnabled: false }), 0]];
  while (work.length > 0) {
    const [node, level] = work.pop()!;
    if ("value" in node && node.nodeName === "#text") text.push(node.value);
    if (!("childNodes" in node)) continue;
    if ("tagName" in node) depth = Math.max(depth, level);
    for (let index = node.childNodes.length - 1; index >= 0; index--) work.push([node.childNodes[index]!, level + 1]);
  }
  return { depth, text: text.join(" ").replace(/\s+/g, " ").trim() };
}

describe("page depth", () => {
  it("leaves a page within the bound unchanged, byte for byte", () => {
    const page = `<!doctype html><title>T</title><main>${"<div>".repeat(MAX_ELEMENT_DEPTH - 6)}<p>Deep <b>but</b> real</p></main>`;
    expect(boundPageDepth(page)).toBe(page);
  });

  it("lays out elements deeper than the bound beside each other, every word kept in order", () => {
    const page = `<title>T</title><h1>Head</h1>${Array.from({ length: 5_000 }, (_, index) => `<div>Level ${index} <b>bold</b>`).join("")}<p>End</p>`;
    const before = depthAndText(page);
    const after = depthAndText(boundPageDepth(page));
    expect(before.depth).toBeGreaterThan(5_000);
    expect(after.depth).toBeLessThanOrEqual(MAX_ELEMENT_DEPTH + 1);
    expect(after.text).toBe(before.text);
    expect(after.text.startsWith("T Head Level 0 bold Level 1 bold Level 2 bold")).toBe(true);
    expect(after.text.endsWith("Level 4999 bold End")).toBe(true);
  });

  it("keeps empty elements where they were and the text after an inner element after it", () => {
    const page = `${"<div>".repeat(MAX_ELEMENT_DEPTH)}a<span>b<br>c</span>d<img alt="x"><i></i>e`;
    const bounded = boundPageDepth(page);
    expect(bounded).toContain(
      '<div>a</div><span>b</span><br><span>c</span><div>d</div><img alt="x"><i></i><div>e</div>',
    );
  });
});
