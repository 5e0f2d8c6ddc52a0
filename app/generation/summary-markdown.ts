// Writes the summary blocks that end generated articles. It mirrors the article renderer's convention
// (the renderer extracts these headings into its summary boxes), so generated bodies round-trip.
export interface TReviewSummary {
  brutalSummary: string;
  positives: string[];
  negatives: string[];
}

export interface TAwardSummary {
  reasons: string[];
  customerSays: string[];
  awardSummary: string;
}

function bullets(items: readonly string[]): string {
  return items
    .map((item) => item.replace(/^\s*[-*•]\s*/, "").trim())
    .filter(Boolean)
    .map((item) => `- ${item}`)
    .join("\n");
}

function paragraph(text: string): string {
  return text.trim().replace(/\n{3,}/g, "\n\n");
}

export function buildReviewSummaryMarkdown(summary: TReviewSummary): string {
  return [
    "## What Actually Works",
    bullets(summary.positives),
    "## What's Complete Garbage",
    bullets(summary.negatives),
    "## Brutal Summary",
    paragraph(summary.brutalSummary),
  ].join("\n\n");
}

export function buildAwardSummaryMarkdown(summary: TAwardSummary): string {
  return [
    "## Why This Product Deserves Recognition",
    bullets(summary.reasons),
    "## What Customers Are Saying",
    bullets(summary.customerSays),
    "## Award Summary",
    paragraph(summary.awardSummary),
  ].join("\n\n");
}
