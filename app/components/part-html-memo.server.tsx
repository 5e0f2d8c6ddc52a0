// The layout parts' HTML, rendered by React once per server and kept by the key that names what it depends on
// (app/components/part-html.ts, decision 060). Parts are few (a header's links per section, a footer per site name
// and year), so the memo is bounded by a count, the oldest leaving first. A part's links are absolute, so its HTML
// is the same under any router.
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type { TPartHtml } from "./part-html";

const HOISTED = /^<(link|meta|title|script|style)[\s>]/;

export class PartHtmlMemo {
  private readonly parts = new Map<string, string | null>();

  constructor(private readonly maxParts = 64) {}

  get size(): number {
    return this.parts.size;
  }

  readonly partHtml: TPartHtml = (key, render) => {
    const known = this.parts.get(key);
    if (known !== undefined) return known;
    const rendered = renderToString(<MemoryRouter>{render()}</MemoryRouter>);
    // React hoists a part's preloads, title and meta into the page's head, which a part rendered on its own cannot
    // do: such a part renders itself.
    const html = HOISTED.test(rendered) ? null : rendered;
    if (this.parts.size >= this.maxParts) this.parts.delete(this.parts.keys().next().value!);
    this.parts.set(key, html);
    return html;
  };
}
