// Tells whether a newly written section restates what the article already says: the share of its five-word runs
// (lower-cased words, punctuation ignored) that the article has already used. Models asked to "add more" often
// write an earlier section again in other order or with a new first sentence; this keeps such a section out.
// Linear in the text's length.

const RUN = 5;
/** A section with this share of its five-word runs already in the article restates it. */
export const RESTATED_SHARE = 0.4;

function runs(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  const out: string[] = [];
  for (let index = 0; index + RUN <= words.length; index++) out.push(words.slice(index, index + RUN).join(" "));
  return out;
}

export function normaliseHeading(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/^[\d.):\s-]+/, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export interface TRepeatDetector {
  /** Whether the text restates what was added before (a text too short to judge never does). */
  restates(text: string): boolean;
  add(text: string): void;
}

export function createRepeatDetector(): TRepeatDetector {
  const seen = new Set<string>();
  return {
    restates(text) {
      const own = runs(text);
      if (own.length < RUN) return false;
      let repeated = 0;
      for (const run of own) if (seen.has(run)) repeated += 1;
      return repeated / own.length >= RESTATED_SHARE;
    },
    add(text) {
      for (const run of runs(text)) seen.add(run);
    },
  };
}
