// The AI summary block convention: how generators write it into the body and how the renderer takes it out.
import type { Element } from "domhandler";
import type { TReviewSummary } from "~/articles/article-shape";
import { HEADING_TAGS, collectElements, parseHtml, serializeHtml } from "./dom";
import { sanitizeArticleHtml } from "./sanitize";
import { buildSectionsMarkdown, readBulletLines, readParagraphs, takeSections } from "./sections";

/**
 * The block is three headed sections, h2 or h3, in any order, anywhere in the body:
 * bullet lines under the first two, one paragraph under the third.
 */
export const REVIEW_SUMMARY_HEADINGS = {
  positives: "What Actually Works",
  negatives: "What's Complete Garbage",
  brutalSummary: "Brutal Summary",
} as const;

/** The markdown the AI generators append to an article body; extractReviewSummary reads it back. */
export function buildReviewSummaryMarkdown(summary: TReviewSummary): string {
  return buildSectionsMarkdown([
    { heading: REVIEW_SUMMARY_HEADINGS.positives, bullets: summary.positives },
    { heading: REVIEW_SUMMARY_HEADINGS.negatives, bullets: summary.negatives },
    { heading: REVIEW_SUMMARY_HEADINGS.brutalSummary, paragraph: summary.brutalSummary },
  ]);
}

/**
 * Reads the summary block from the rendered tree and removes it. Null when none of the three
 * headings is present; a missing section reads as empty.
 */
export function extractReviewSummary(headings: readonly Element[]): TReviewSummary | null {
  const sections = takeSections(headings, REVIEW_SUMMARY_HEADINGS);
  if (!sections.positives && !sections.negatives && !sections.brutalSummary) return null;
  return {
    brutalSummary: readParagraphs(sections.brutalSummary).join("\n\n"),
    positives: readBulletLines(sections.positives),
    negatives: readBulletLines(sections.negatives),
  };
}

/**
 * Takes the verdict sections out of an editor body (HTML): the body without them, and the verdict they spelled
 * out (null when there were none). The editor keeps the verdict as fields, out of the body's flow; older bodies
 * (and generated ones) still write it as sections, and this is how the editor moves it into the fields.
 */
export function splitVerdictFromBody(html: string): { html: string; verdict: TReviewSummary | null } {
  // Sanitised first, as every stored body is: it also bounds the nesting depth the serialiser walks.
  const doc = parseHtml(sanitizeArticleHtml(html));
  const verdict = extractReviewSummary(collectElements(doc, HEADING_TAGS));
  return verdict ? { html: serializeHtml(doc), verdict } : { html, verdict: null };
}
