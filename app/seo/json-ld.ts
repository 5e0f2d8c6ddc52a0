// JSON-LD builders every kind of page uses: BreadcrumbList and ItemList; and the HTML of JSON-LD script elements. The home page's WebSite and Organization are
// in website-json-ld.ts, an article's Article or Review, FAQ and table of contents in article-json-ld.ts, so each page
// loads only the builders it uses.
import { absoluteUrl, type TSite } from "./page-meta";

export const CONTEXT = "https://schema.org";
export const STRUCTURED_DATA_LIST_SIZE = 10;

export function buildBreadcrumbJsonLd(site: TSite, items: { name: string; path: string }[]) {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(site.siteUrl, item.path),
    })),
  };
}

export function buildItemListJsonLd(site: TSite, items: { name: string; path: string }[]) {
  return {
    "@context": CONTEXT,
    "@type": "ItemList",
    itemListElement: items.slice(0, STRUCTURED_DATA_LIST_SIZE).map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: absoluteUrl(site.siteUrl, item.path),
      name: item.name,
    })),
  };
}

// As React Router writes JSON-LD into a page: characters that could end the script element or break a line in it
// are written as JSON escapes, so stored text cannot close the <script> it is in.
const SCRIPT_UNSAFE = /[&<>\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  "<": "\\u003c",
  ">": "\\u003e",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/** JSON-LD blocks as the HTML of their `<script type="application/ld+json">` elements. */
export function renderJsonLdScripts(blocks: object[]): string {
  return blocks
    .map(
      (block) =>
        `<script type="application/ld+json">${JSON.stringify(block).replace(SCRIPT_UNSAFE, (c) => SCRIPT_ESCAPES[c]!)}</script>`,
    )
    .join("");
}
