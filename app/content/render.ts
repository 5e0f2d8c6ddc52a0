// The article body pipeline: markdown or editor HTML -> sanitised HTML -> one tree pass -> styled-ready HTML.
import { assignHeadingIds } from "./headings";
import { extractAwardSections } from "./award";
import { extractReviewSummary } from "./review-summary";
import { rewriteLinks } from "./affiliate-links";
import { contentToHtml } from "./markdown";
import { sanitizeArticleHtml } from "./sanitize";
import { HEADING_TAGS, collectElements, dropInterBlockWhitespace, parseHtml, serializeHtml } from "./dom";
import type { TRenderOptions, TRenderedArticle } from "./types";

const HEADINGS_AND_LINKS: ReadonlySet<string> = new Set([...HEADING_TAGS, "a"]);

/**
 * Renders an article body for display. Markdown and the editor's HTML give the same output. The
 * summary block (and, with extractAward, the award sections) come back structured and are removed
 * from the html; h2-h4 get ids and the table of contents is built from them.
 */
export function renderArticleContent(content: string, options: TRenderOptions = {}): TRenderedArticle {
  const doc = parseHtml(sanitizeArticleHtml(contentToHtml(content)));
  const elements = collectElements(doc, HEADINGS_AND_LINKS);
  const headings = elements.filter((element) => element.name !== "a");
  const reviewSummary = options.extractReviewSummary === false ? null : extractReviewSummary(headings);
  const award = options.extractAward ? extractAwardSections(headings) : null;
  const toc = assignHeadingIds(headings);
  rewriteLinks(
    elements.filter((element) => element.name === "a"),
    { affiliateTag: options.affiliateTag, siteOrigin: options.siteOrigin },
  );
  dropInterBlockWhitespace(doc);
  return { html: serializeHtml(doc), toc, reviewSummary, award };
}
