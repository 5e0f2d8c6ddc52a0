// Pure helpers of the site search: cleaning the reader's query and turning PostgreSQL's
// ts_headline output into text segments, the matched words marked, with no HTML passed through.

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

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

// The searched text can be stored HTML, so entities such as &amp; appear in the headline.
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      // Control characters (and so the markers) and invalid code points decode to nothing.
      if (
        !Number.isFinite(code) ||
        code < 0x20 ||
        code === 0x7f ||
        code > 0x10ffff ||
        (code >= 0xd800 && code <= 0xdfff)
      )
        return "";
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Splits a ts_headline result on the markers into plain-text segments. Nothing in it is ever
 * treated as markup: the page renders each segment as text, matches inside <mark>.
 */
export function parseHeadline(headline: string): THeadlineSegment[] {
  const segments: THeadlineSegment[] = [];
  const push = (raw: string, match: boolean) => {
    const text = decodeEntities(raw)
      .replace(/[\u0000-\u001F\u007F]/g, " ")
      .replace(/\s+/g, " ");
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
