// leadingSpacedTextOf reads an element's spaced text only as far as a budget: the same characters as the whole
// spaced text cut at the budget, on real saved pages and on the small cases that differ at a cut's edge.
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { expect, it } from "vitest";
import { leadingSpacedTextOf, spacedTextOf, withDocument } from "./html-document.server";

const page = (name: string) =>
  gunzipSync(readFileSync(new URL(`../../../tests/fixtures/real/${name}.html.gz`, import.meta.url))).toString("utf8");

it.each(["amazon-com-product", "fye-product", "news-the-verge", "saas-github-pricing-2023"])(
  "gives the first characters of the spaced text on %s",
  (name) => {
    const mismatches = withDocument(page(name), "https://example.com/", (document) => {
      const found: string[] = [];
      const elements = [...document.querySelectorAll("body *")].filter((_, index) => index % 7 === 0).slice(0, 600);
      for (const element of [document.body, ...elements])
        for (const max of [1, 7, 40, 400, 2_000]) {
          const whole = spacedTextOf(element).slice(0, max);
          if (leadingSpacedTextOf(element, max) !== whole) found.push(`${element.tagName} ${max}: ${whole}`);
        }
      return found;
    });
    expect(mismatches).toEqual([]);
  },
);

it("cuts where the whole spaced text would be cut, across blocks, runs of spaces and long text nodes", () => {
  const html =
    "<div> <p>Price</p>\n\n<p>  $7.99 </p><span>in</span><b> stock</b>" +
    `<p>${" ".repeat(600)}tail ${"x".repeat(700)}</p></div>`;
  withDocument(html, "https://example.com/", (document) => {
    const div = document.querySelector("div")!;
    for (let max = 0; max < 720; max++) expect(leadingSpacedTextOf(div, max)).toBe(spacedTextOf(div).slice(0, max));
  });
});
