// Heading ids and the table of contents (spec: "Table of contents on articles").
import type { Element } from "domhandler";
import type { TTocEntry } from "./types";
import { isAttached, plainTextOf } from "./dom";
import { headingKey } from "./sections";

/** These headings get no id and never appear in the table of contents. */
export const EXCLUDED_TOC_HEADINGS = [
  "What Actually Works",
  "What's Complete Garbage",
  "Final Verdict",
  "Brutal Summary",
  "The Ugly Truth",
] as const;

/** The table is shown only from this many (non-excluded) level 2-4 headings. */
export const MIN_TOC_HEADINGS = 3;

const EXCLUDED_KEYS: ReadonlySet<string> = new Set(EXCLUDED_TOC_HEADINGS.map(headingKey));

export function isExcludedTocHeading(text: string): boolean {
  return EXCLUDED_KEYS.has(headingKey(text));
}

/**
 * 'toc-' + the lowercased text with punctuation removed (anything not a letter, digit, space or
 * hyphen, in any script), spaces to hyphens, repeated hyphens collapsed, edge hyphens trimmed.
 * A heading with nothing left (only punctuation or emoji) becomes 'toc-section'.
 */
export function headingId(text: string): string {
  const core = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `toc-${core || "section"}`;
}

/**
 * Hierarchical numbers '1.', '1.1.', '1.1.1.'. Rule: a heading is numbered under the nearest
 * preceding heading of a higher level (h2 above h3 above h4); with no such heading it is numbered
 * at the top level. So an h3 before any h2 is '1.', an h4 straight under an h2 is '1.1.' (a skipped
 * level collapses), and numbering never shows a 0.
 */
export function numberHeadings(levels: readonly (2 | 3 | 4)[]): string[] {
  const openLevels: number[] = [];
  const counters: number[] = [];
  return levels.map((level) => {
    while (openLevels.length > 0 && openLevels[openLevels.length - 1]! >= level) openLevels.pop();
    const depth = openLevels.length;
    counters[depth] = (counters[depth] ?? 0) + 1;
    counters.length = depth + 1;
    openLevels.push(level);
    return `${counters.join(".")}.`;
  });
}

const TOC_LEVELS: Readonly<Record<string, 2 | 3 | 4>> = { h2: 2, h3: 3, h4: 4 };

/**
 * Gives every non-excluded h2-h4 still in the tree a unique id (duplicates get -2, -3...) and
 * returns the table entries, or an empty table when there are fewer than MIN_TOC_HEADINGS.
 * Ids are set even when the table is not shown, so links to headings keep working.
 */
export function assignHeadingIds(headings: readonly Element[]): TTocEntry[] {
  const used = new Set<string>();
  const found: { id: string; text: string; level: 2 | 3 | 4 }[] = [];
  for (const heading of headings) {
    const level = TOC_LEVELS[heading.name];
    if (level === undefined || !isAttached(heading)) continue;
    const text = plainTextOf([heading]);
    if (text === "" || isExcludedTocHeading(text)) continue;
    const base = headingId(text);
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    heading.attribs.id = id;
    found.push({ id, text, level });
  }
  if (found.length < MIN_TOC_HEADINGS) return [];
  const numbers = numberHeadings(found.map((entry) => entry.level));
  return found.map((entry, index) => ({ ...entry, number: numbers[index]! }));
}
