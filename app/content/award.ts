// Award articles: the three conventional award sections and the award meter's bands.
import type { Element } from "domhandler";
import type { TAwardSections } from "./types";
import { escapeMarkdownText, readBulletLines, readParagraphs, takeSections } from "./sections";

/** Spec section 3: second-level headings (h3 also accepted), bullets under the first two, a paragraph under the last. */
export const AWARD_SECTION_HEADINGS = {
  whyItDeserves: "Why This Product Deserves Recognition",
  customersSaying: "What Customers Are Saying",
  awardSummary: "Award Summary",
} as const;

export function buildAwardSectionsMarkdown(sections: TAwardSections): string {
  const bullets = (items: readonly string[]): string =>
    items.map(escapeMarkdownText).filter((item) => item !== "").map((item) => `- ${item}`).join("\n");
  return [
    `## ${AWARD_SECTION_HEADINGS.whyItDeserves}`,
    bullets(sections.whyItDeserves),
    "",
    `## ${AWARD_SECTION_HEADINGS.customersSaying}`,
    bullets(sections.customersSaying),
    "",
    `## ${AWARD_SECTION_HEADINGS.awardSummary}`,
    escapeMarkdownText(sections.awardSummary),
    "",
  ].join("\n");
}

/** Reads the award sections and removes them from the tree; null when none is present. */
export function extractAwardSections(headings: readonly Element[]): TAwardSections | null {
  const sections = takeSections(headings, AWARD_SECTION_HEADINGS);
  if (!sections.whyItDeserves && !sections.customersSaying && !sections.awardSummary) return null;
  return {
    whyItDeserves: readBulletLines(sections.whyItDeserves),
    customersSaying: readBulletLines(sections.customersSaying),
    awardSummary: readParagraphs(sections.awardSummary).join("\n\n"),
  };
}

export interface TAwardBand {
  label: string;
  ratio: number;
  widthPercent: number;
  stars: number;
}

export const AWARD_MAX_SCORE = 10;
export const AWARD_MAX_STARS = 5;

/** Spec section 3, highest first: a ratio at or above the threshold earns the label. */
export const AWARD_BANDS: readonly { minRatio: number; label: string }[] = [
  { minRatio: 0.9, label: "Exceptional Award Winner" },
  { minRatio: 0.8, label: "Outstanding Recognition" },
  { minRatio: 0.7, label: "Well-Deserved Award" },
  { minRatio: 0.6, label: "Good Recognition" },
  { minRatio: 0.5, label: "Notable Mention" },
];
export const AWARD_FALLBACK_LABEL = "Participation Award";

// Guards 0.7 vs 7 / 10 style floating-point edges at the band boundaries.
const EPSILON = 1e-9;

/**
 * The award meter for a score out of 10. The ratio is clamped to 0-1 (null, NaN and negatives
 * read as 0, above 10 as 1); the bar width is ratio x 100; stars = round(ratio x 5), so 0-5.
 */
export function awardBand(score: number | null | undefined): TAwardBand {
  const raw = typeof score === "number" && Number.isFinite(score) ? score / AWARD_MAX_SCORE : 0;
  const ratio = Math.min(1, Math.max(0, raw));
  const band = AWARD_BANDS.find((candidate) => ratio + EPSILON >= candidate.minRatio);
  return {
    label: band?.label ?? AWARD_FALLBACK_LABEL,
    ratio,
    widthPercent: Math.round(ratio * 1000) / 10,
    stars: Math.min(AWARD_MAX_STARS, Math.max(0, Math.round(ratio * AWARD_MAX_STARS))),
  };
}
