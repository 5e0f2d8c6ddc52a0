// The table of contents' own ids never collide with the heading ids the article body gets ('toc-' + text).
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderArticleContent } from "~/content";
import { TableOfContents, TOC_LIST_ID, TOC_TITLE_ID } from "./TableOfContents";

function idsIn(html: string): string[] {
  return [...html.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1]!);
}

describe("TableOfContents ids", () => {
  it("are not in the 'toc-' namespace the spec gives article headings", () => {
    for (const id of [TOC_TITLE_ID, TOC_LIST_ID]) expect(id.startsWith("toc-")).toBe(false);
  });

  it("stay unique on a page whose headings are titled 'Title' and 'List'", () => {
    const rendered = renderArticleContent(
      "## Title\nA.\n\n## List\nB.\n\n### Table of Contents\nC.\n\n## Contents Title\nD.",
    );
    const toc = renderToStaticMarkup(<TableOfContents entries={rendered.toc} />);
    const ids = [...idsIn(rendered.html), ...idsIn(toc)];
    expect(idsIn(rendered.html)).toEqual(["toc-title", "toc-list", "toc-table-of-contents", "toc-contents-title"]);
    expect(idsIn(toc)).toEqual([TOC_TITLE_ID, TOC_LIST_ID]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(toc).toContain(`aria-labelledby="${TOC_TITLE_ID}"`);
    expect(toc).toContain(`aria-controls="${TOC_LIST_ID}"`);
  });
});
