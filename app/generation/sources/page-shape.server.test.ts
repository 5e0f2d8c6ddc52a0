import { parse, type DefaultTreeAdapterTypes } from "parse5";
import { describe, expect, it } from "vitest";
import { JSDOM } from "jsdom";
import { blockTextOf } from "./html-document.server";
import {
  boundPageShape,
  MAX_CHILDREN,
  MAX_ELEMENT_DEPTH,
  MAX_FORMATTING_ELEMENTS,
  MAX_REOPENED_ELEMENTS,
} from "./page-shape.server";

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
    expect(boundPageShape(page)).toBe(page);
  });

  it("lays out elements deeper than the bound beside each other, every word kept in order", () => {
    const page = `<title>T</title><h1>Head</h1>${Array.from({ length: 5_000 }, (_, index) => `<div>Level ${index} <b>bold</b>`).join("")}<p>End</p>`;
    const before = depthAndText(page);
    const after = depthAndText(boundPageShape(page));
    expect(before.depth).toBeGreaterThan(5_000);
    // The row at the bound, and one level of groups in it (its 10,000 siblings are grouped as any wide element is).
    expect(after.depth).toBeLessThanOrEqual(MAX_ELEMENT_DEPTH + 2);
    expect(after.text).toBe(before.text);
    expect(after.text.startsWith("T Head Level 0 bold Level 1 bold Level 2 bold")).toBe(true);
    expect(after.text.endsWith("Level 4999 bold End")).toBe(true);
  });

  it("keeps empty elements where they were and the text after an inner element after it", () => {
    const page = `${"<div>".repeat(MAX_ELEMENT_DEPTH)}a<span>b<br>c</span>d<img alt="x"><i></i>e`;
    const bounded = boundPageShape(page);
    expect(bounded).toContain(
      '<div>a</div><span>b</span><br><span>c</span><div>d</div><img alt="x"><i></i><div>e</div>',
    );
  });

  it("leaves pages within the other bounds unchanged: formatting left open across paragraphs, wide elements", () => {
    const formatting = `<title>T</title>${"<b><i><u><font>".repeat(1)}${"<p>Para <a href=/x>link</a>".repeat(200)}`;
    expect(boundPageShape(formatting)).toBe(formatting);
    const wide = `<title>T</title><p>${'<a href="/x">link</a> '.repeat(MAX_CHILDREN / 2)}</p>`;
    expect(boundPageShape(wide)).toBe(wide);
  });

  it("re-opens formatting elements within the bounds, every word kept in order", () => {
    // Formatting elements that differ by an attribute are not held to three alike: the list keeps the newest.
    const page = Array.from({ length: 40 }, (_, index) => `<p><b id=b${index}>w${index} `).join("");
    const bounded = boundPageShape(page);
    const paragraphs = new JSDOM(bounded).window.document.querySelectorAll("p");
    expect(paragraphs).toHaveLength(40);
    // The last paragraph re-opens the newest entries only, inside one another, then opens its own.
    expect(paragraphs[39]!.querySelectorAll("b")).toHaveLength(MAX_FORMATTING_ELEMENTS + 1);
    expect(depthAndText(bounded).text).toBe(depthAndText(page).text);
    // Past MAX_REOPENED_ELEMENTS re-opened, a paragraph holds its own formatting element only.
    const many = "<b><p>w ".repeat(MAX_REOPENED_ELEMENTS);
    const last = new JSDOM(boundPageShape(many)).window.document.querySelectorAll("p");
    expect(last[last.length - 1]!.outerHTML).toBe("<p>w </p>");
    expect(depthAndText(boundPageShape(many)).text).toBe(depthAndText(many).text);
  });

  it("groups the children of wide elements without changing a line of the page's text", () => {
    const page = [
      "<title>T</title><h1>Wide</h1>",
      '<a href="/x">link </a>'.repeat(MAX_CHILDREN + 100),
      "<div>",
      Array.from({ length: MAX_CHILDREN / 3 }, (_, index) => `run ${index} <b>bold</b> <p>Paragraph ${index}</p>`).join(
        "",
      ),
      "</div><ul>",
      "<li>item</li>".repeat(MAX_CHILDREN + 100),
      "</ul>",
    ].join("");
    const bounded = boundPageShape(page);
    expect(bounded).not.toBe(page);
    const bodyOf = (markup: string) => new JSDOM(markup).window.document.body;
    const [before, after] = [bodyOf(page), bodyOf(bounded)];
    expect(blockTextOf(after)).toBe(blockTextOf(before));
    expect(after.textContent).toBe(before.textContent);
    const widest = (root: Element): number =>
      Math.max(
        root.childNodes.length,
        ...Array.from(root.querySelectorAll("*"), (element) => element.childNodes.length),
      );
    expect(widest(before)).toBeGreaterThan(MAX_CHILDREN);
    expect(widest(after)).toBeLessThanOrEqual(MAX_CHILDREN);
  });
});
