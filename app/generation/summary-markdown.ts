// The summary blocks that end generated articles come from the renderer's own builders (app/content), so the
// renderer always finds and extracts what the generators write.
import {
  buildAwardSectionsMarkdown,
  buildReviewSummaryMarkdown as buildRendererSummary,
  type TReviewSummary,
} from "~/content";

export type { TReviewSummary };

// Models often start list items with their own bullet; the block adds its own.
function cleanItems(items: readonly string[]): string[] {
  return items.map((item) => item.replace(/^\s*[-*•]\s*/, "").trim()).filter(Boolean);
}

export function buildGeneratedReviewSummary(summary: TReviewSummary): string {
  return buildRendererSummary({
    brutalSummary: summary.brutalSummary.trim(),
    positives: cleanItems(summary.positives),
    negatives: cleanItems(summary.negatives),
  }).trim();
}

export interface TAwardSummary {
  reasons: string[];
  customerSays: string[];
  awardSummary: string;
}

export function buildGeneratedAwardSummary(summary: TAwardSummary): string {
  return buildAwardSectionsMarkdown({
    whyItDeserves: cleanItems(summary.reasons),
    customersSaying: cleanItems(summary.customerSays),
    awardSummary: summary.awardSummary.trim(),
  }).trim();
}
