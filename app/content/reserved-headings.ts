// The headings the site builds from structured fields: the review summary block and the award sections. The
// renderer extracts them from a body; the generators drop a model's copy so only the code-built one exists.
import { AWARD_SECTION_HEADINGS } from "./award";
import { REVIEW_SUMMARY_HEADINGS } from "./review-summary";
import { headingKey } from "./sections";

export const RESERVED_HEADINGS: readonly string[] = [
  ...Object.values(REVIEW_SUMMARY_HEADINGS),
  ...Object.values(AWARD_SECTION_HEADINGS),
];

const RESERVED_KEYS: ReadonlySet<string> = new Set(RESERVED_HEADINGS.map(headingKey));
// Longer than any reserved heading with generous decoration: such text is never one (and is not scanned).
const MAX_RESERVED_HEADING_CHARS = 80;

/**
 * Whether a heading's text is one of the reserved headings, judged as the renderer judges them: case, curly
 * apostrophes, spacing, emphasis markers and trailing colons or full stops do not matter.
 */
export function isReservedHeading(text: string): boolean {
  if (text.length > MAX_RESERVED_HEADING_CHARS) return false;
  return RESERVED_KEYS.has(headingKey(text.replace(/[*_]/g, "")));
}
