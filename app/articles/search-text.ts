// Pure helpers of the site search: cleaning the reader's query and turning PostgreSQL's
// ts_headline output into text segments, the matched words marked, with no HTML passed through.

import { decodeHTML } from "entities";

export const MAX_SEARCH_QUERY_LENGTH = 200;

// ts_headline wraps matches in these; they are removed from the searched text first, so a match
// marker can only come from PostgreSQL.
export const HEADLINE_START = "\u0001";
export const HEADLINE_STOP = "\u0002";

/** Control characters (PostgreSQL rejects NUL outright), collapsed spaces, at most 200 characters. */
export function normalizeSearchQuery(raw: string | null | undefined): string {
  const cleaned = (raw ?? "")
    .replace(/[\u0000-\u001F\u007F]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return Array.from(cleaned).slice(0, MAX_SEARCH_QUERY_LENGTH).join("").trim();
}

export interface THeadlineSegment {
  text: string;
  match: boolean;
}

const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/g;

// The searched text can be stored HTML, so entities such as &amp; appear in the headline. Control characters in the
// text become spaces; those an entity spells (&#1;, and so the markers) decode to nothing.
function headlineText(raw: string): string {
  return decodeHTML(raw.replace(CONTROL_CHARACTERS, " ")).replace(CONTROL_CHARACTERS, "");
}

/**
 * Splits a ts_headline result on the markers into plain-text segments. Nothing in it is ever
 * treated as markup: the page renders each segment as text, matches inside <mark>.
 */
export function parseHeadline(headline: string): THeadlineSegment[] {
  const segments: THeadlineSegment[] = [];
  const push = (raw: string, match: boolean) => {
    const text = headlineText(raw).replace(/\s+/g, " ");
    if (!text) return;
    const last = segments[segments.length - 1];
    if (last && last.match === match) last.text += text;
    else segments.push({ text, match });
  };
  let rest = headline;
  while (rest) {
    const start = rest.indexOf(HEADLINE_START);
    if (start === -1) {
      push(rest, false);
      break;
    }
    push(rest.slice(0, start), false);
    const afterStart = rest.slice(start + HEADLINE_START.length);
    const stop = afterStart.indexOf(HEADLINE_STOP);
    const marked = stop === -1 ? afterStart : afterStart.slice(0, stop);
    push(marked, true);
    rest = stop === -1 ? "" : afterStart.slice(stop + HEADLINE_STOP.length);
  }
  // "battery life" reads as one match, not two marks with a gap.
  for (let i = segments.length - 2; i > 0; i--) {
    const [before, gap, after] = [segments[i - 1]!, segments[i]!, segments[i + 1]!];
    if (before.match && after.match && !gap.match && gap.text.trim() === "") {
      before.text += gap.text + after.text;
      segments.splice(i, 2);
      i--;
    }
  }
  // Trim the outer edges only; the spaces between segments are part of the text.
  const first = segments[0];
  if (first) first.text = first.text.trimStart();
  const last = segments[segments.length - 1];
  if (last) last.text = last.text.trimEnd();
  return segments.filter((segment) => segment.text !== "");
}
