// Score text, score bar width and the award bands. Pure and tiny: public pages ship these to the browser.
export const MAX_SCORE = 10;

function clampScore(score: number | null | undefined): number {
  if (typeof score !== "number" || !Number.isFinite(score)) return 0;
  return Math.min(MAX_SCORE, Math.max(0, score));
}

/** One decimal, clamped to 0-10: 8 -> '8.0', 8.66 -> '8.7'; no score reads as '0.0'. */
export function formatScore(score: number | null | undefined): string {
  return (Math.round(clampScore(score) * 10) / 10).toFixed(1);
}

/** The 'Brutal Score' text with its suffix: '8.7/10'. */
export function formatScoreOutOfTen(score: number | null | undefined): string {
  return `${formatScore(score)}/${MAX_SCORE}`;
}

/** Spec: bar width is score/10 as a percentage, clamped to 0-100. */
export function scoreBarWidth(score: number | null | undefined): number {
  return (clampScore(score) / MAX_SCORE) * 100;
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
