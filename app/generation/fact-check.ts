// The fact check of a generated article: every figure it states (prices, percentages, capacities, dimensions,
// dates, scores, counts) is looked up among the figures of the facts it was written from. Figures the facts do
// not contain are listed for the editor. One linear scan of each text: no backtracking patterns, no nesting.
import type { z } from "zod";
import type { ZUnsupportedFigure } from "~/articles/article-response";

/** A figure as the article writes it ("$1,499", "80%") and the words around it, so the editor can find it. */
export type TUnsupportedFigure = z.infer<typeof ZUnsupportedFigure>;

export const FACT_CHECK_MODES = ["list", "strict"] as const;
export type TFactCheckMode = (typeof FACT_CHECK_MODES)[number];

/** At most this many unsupported figures are listed; one more means "and more". */
export const MAX_LISTED_FIGURES = 50;

const UNITS =
  "%|percent|per cent|mah|kwh|wh|kw|w|v|tb|gb|mb|kb|ghz|mhz|khz|hz|nits|mp|fps|ppi|dpi|mm|cm|km|m|inches|inch|ft|kg|g|lbs|lb|oz|ms|seconds|second|sec|s|minutes|minute|mins|min|hours|hour|hrs|hr|h|days|day|weeks|week|months|month|years|year|k|x|db|rpm|°c|°f";
// A currency sign, a number (1,299.99 or 12.5 or 3) and an optional unit. The look-behinds are one and two characters:
// a number glued to a word ("X-120") is a name, while the far end of a range ("1-120Hz") is a figure.
const FIGURE = new RegExp(
  `(?<![A-Za-z0-9.,/_])(?<![A-Za-z]-)([$€£¥₹] ?)?(\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?)(?: ?(${UNITS})(?![A-Za-z0-9]))?`,
  "gi",
);
// Link targets and bare addresses carry digits that are not figures.
const ADDRESSES = /\]\([^()\s]{0,2000}\)|(?:https?:\/\/|www\.)[^\s<>()[\]"'`]{1,2000}/gi;
const MONTHS = /^(?:january|february|march|april|may|june|july|august|september|october|november|december)$/i;

interface TFigureMatch {
  text: string;
  key: string;
  index: number;
  currency: string | undefined;
  digits: string;
  unit: string | undefined;
  /** The figure stands in a heading line ("## Step 11"). */
  inHeading: boolean;
}

function numberKey(digits: string): string {
  const plain = digits.includes(",") ? digits.replace(/,/g, "") : digits;
  const dot = plain.indexOf(".");
  let end = plain.length;
  if (dot >= 0) {
    while (end > dot + 1 && plain[end - 1] === "0") end--;
    if (end === dot + 1) end = dot;
  }
  let start = 0;
  while (start < end - 1 && plain[start] === "0" && plain[start + 1] !== ".") start++;
  return plain.slice(start, end);
}

function isAsciiLetter(char: string | undefined): boolean {
  if (char === undefined) return false;
  const code = char.charCodeAt(0) | 0x20;
  return code >= 97 && code <= 122;
}

function wordBefore(text: string, index: number): string {
  let end = index;
  while (end > 0 && text[end - 1] === " ") end--;
  let start = end;
  while (start > 0 && end - start < 12 && isAsciiLetter(text[start - 1])) start--;
  return text.slice(start, end);
}

/** Calls `visit` for each figure of the text, in order; `visit` returns false to stop. */
function scanFigures(text: string, visit: (figure: TFigureMatch) => boolean | void): void {
  const clean = text.replace(ADDRESSES, (match) => (match.startsWith("]") ? "]" : " "));
  const pattern = new RegExp(FIGURE.source, FIGURE.flags);
  // Whether the current line is a heading, kept by walking forward once over the text (matches come in order).
  let cursor = 0;
  let inHeading = clean[0] === "#";
  for (let match = pattern.exec(clean); match; match = pattern.exec(clean)) {
    for (; cursor < match.index; cursor++) if (clean[cursor] === "\n") inHeading = clean[cursor + 1] === "#";
    const whole = match[0];
    const digits = match[2] ?? "";
    const unit = match[3];
    const index = match.index;
    const next = clean[index + whole.length];
    // "11. " at the start of a line is a list number; "20th", "5G", "X2" are names, not figures.
    if ((index === 0 || clean[index - 1] === "\n") && (next === "." || next === ")")) continue;
    if (!unit && isAsciiLetter(next)) continue;
    const figure = { text: whole.trim(), key: numberKey(digits), index, currency: match[1], digits, unit, inHeading };
    if (visit(figure) === false) return;
  }
}

/** Whether the article's figure is a claim worth checking (plain one-to-ten counts are the article's own). */
function isSignificant(figure: TFigureMatch, text: string): boolean {
  if (figure.currency || figure.unit || figure.digits.includes(".")) return true;
  if (figure.digits.length > 2) return true;
  // A small plain number in a heading numbers the article's own parts ("## Step 11", "## Section 12").
  if (figure.inHeading) return false;
  if (Number(figure.digits) > 10) return true;
  // a day of a month: "March 3"
  return MONTHS.test(wordBefore(text, figure.index));
}

function thousandsKey(figure: TFigureMatch): string | null {
  return figure.unit?.toLowerCase() === "k" ? numberKey(String(Number(figure.key) * 1000)) : null;
}

/** The comparable figures of a text: each number's value as written, and as thousands for "4k". */
export function figuresOf(text: string): Set<string> {
  const keys = new Set<string>();
  scanFigures(text, (figure) => {
    keys.add(figure.key);
    const thousands = thousandsKey(figure);
    if (thousands) keys.add(thousands);
  });
  return keys;
}

function contextAround(text: string, index: number, length: number): string {
  const start = Math.max(0, index - 60);
  const end = Math.min(text.length, index + length + 60);
  return `${start > 0 ? "…" : ""}${text.slice(start, end).replace(/\s+/g, " ").trim()}${end < text.length ? "…" : ""}`;
}

/**
 * The figures of an article that none of the facts contain, in order, each once. Plain small numbers
 * (one to ten without a unit) are counts of the article's own structure ("three reasons") and are not listed.
 */
export function findUnsupportedFigures(
  article: string,
  facts: ReadonlyArray<string | undefined | null>,
): TUnsupportedFigure[] {
  const known = new Set<string>();
  for (const text of facts) if (text) for (const key of figuresOf(text)) known.add(key);
  const clean = article.replace(ADDRESSES, (match) => (match.startsWith("]") ? "]" : " "));
  const listed = new Set<string>();
  const unsupported: TUnsupportedFigure[] = [];
  scanFigures(clean, (figure) => {
    if (known.has(figure.key) || listed.has(figure.text)) return true;
    const thousands = thousandsKey(figure);
    if (thousands && known.has(thousands)) return true;
    if (!isSignificant(figure, clean)) return true;
    listed.add(figure.text);
    unsupported.push({ figure: figure.text, context: contextAround(clean, figure.index, figure.text.length) });
    return unsupported.length <= MAX_LISTED_FIGURES;
  });
  return unsupported;
}

/** The one-line summary shown in progress and results. */
export function describeUnsupportedFigures(figures: readonly TUnsupportedFigure[]): string {
  if (figures.length === 0) return "Fact check: every figure was found in the sources.";
  const shown = figures.slice(0, 8).map((figure) => `"${figure.figure}"`);
  const more = figures.length > shown.length ? `, and ${figures.length - shown.length} more` : "";
  return `Fact check: ${figures.length} figure${figures.length === 1 ? "" : "s"} or claim${figures.length === 1 ? "" : "s"} not found in the sources: ${shown.join(", ")}${more}.`;
}

// First-person claims of hands-on testing. Every branch is bounded, so the scan is linear.
const TESTING_CLAIM =
  /\b(?:we|i)(?: have| had|'ve)? (?:tested|used|tried|measured|benchmarked|lived with|bought|purchased|ran)\b|\b(?:in|during|from) (?:our|my) (?:testing|tests|lab|benchmarks|time with)\b|\b(?:our|my) (?:testing|tests|test results|benchmarks|hands-on)\b|\bhands-on\b|\bafter (?:[\p{L}\d-]{1,20} ){0,2}(?:days|weeks|months) of (?:use|testing|daily use)\b/giu;
// The editor's input says the product was tested: then the article may say so.
const EDITOR_TESTED = /\b(?:tested|testing period|we used|hands-on)\b/i;

/**
 * Claims of hands-on testing in an article whose facts do not say it was tested (the prompts forbid them; a
 * model that writes one anyway is caught here). Listed with the figures, as "claim" entries.
 */
export function findTestingClaims(
  article: string,
  editorInput: ReadonlyArray<string | undefined | null>,
): TUnsupportedFigure[] {
  if (editorInput.some((text) => text && EDITOR_TESTED.test(text))) return [];
  const seen = new Set<string>();
  const claims: TUnsupportedFigure[] = [];
  for (const match of article.matchAll(TESTING_CLAIM)) {
    const claim = match[0];
    if (seen.has(claim.toLowerCase())) continue;
    seen.add(claim.toLowerCase());
    claims.push({ figure: claim, context: contextAround(article, match.index, claim.length) });
    if (claims.length >= 10) break;
  }
  return claims;
}
