// The verdict as the editor's form holds it (text fields, one line per positive, negative and criterion) and the
// structured verdict a save sends (ZVerdictInput). Criteria are written "Name: score", one per line.
import type { TReviewSummary } from "~/articles/article-shape";

export interface TVerdictFields {
  verdictSummary: string;
  verdictPositives: string;
  verdictNegatives: string;
  verdictCriteria: string;
}

export const EMPTY_VERDICT_FIELDS: TVerdictFields = {
  verdictSummary: "",
  verdictPositives: "",
  verdictNegatives: "",
  verdictCriteria: "",
};

export const CRITERION_LINE_MESSAGE =
  'Write each criterion as "Name: score" with a score from 1 to 10, e.g. "Battery: 8.5".';

function lines(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

export function verdictToFields(verdict: TReviewSummary | null): TVerdictFields {
  if (!verdict) return EMPTY_VERDICT_FIELDS;
  return {
    verdictSummary: verdict.brutalSummary,
    verdictPositives: verdict.positives.join("\n"),
    verdictNegatives: verdict.negatives.join("\n"),
    verdictCriteria: (verdict.criteria ?? []).map((criterion) => `${criterion.name}: ${criterion.score}`).join("\n"),
  };
}

export type TCriteriaParse = { ok: true; criteria: { name: string; score: number }[] } | { ok: false; line: string };

/** "Battery: 8.5" lines to criteria; the first line that is not of that form is named. */
export function parseCriteria(text: string): TCriteriaParse {
  const criteria: { name: string; score: number }[] = [];
  for (const line of lines(text)) {
    const colon = line.lastIndexOf(":");
    const name = line.slice(0, colon).trim();
    const scoreText = line
      .slice(colon + 1)
      .trim()
      .replace(/\s*\/\s*10$/, "")
      .replace(",", ".");
    const score = Number(scoreText);
    if (colon < 1 || name === "" || scoreText === "" || !Number.isFinite(score) || score < 1 || score > 10) {
      return { ok: false, line };
    }
    criteria.push({ name, score });
  }
  return { ok: true, criteria };
}

/** The verdict a save sends: null when every field is empty. Criteria that do not parse are left to the dialog. */
export function fieldsToVerdict(fields: TVerdictFields): TReviewSummary | null {
  const parsed = parseCriteria(fields.verdictCriteria);
  const verdict = {
    brutalSummary: fields.verdictSummary.trim(),
    positives: lines(fields.verdictPositives),
    negatives: lines(fields.verdictNegatives),
    criteria: parsed.ok ? parsed.criteria : [],
  };
  const empty =
    verdict.brutalSummary === "" &&
    verdict.positives.length === 0 &&
    verdict.negatives.length === 0 &&
    verdict.criteria.length === 0;
  return empty ? null : verdict;
}

export function hasVerdict(fields: TVerdictFields): boolean {
  return fieldsToVerdict(fields) !== null;
}
