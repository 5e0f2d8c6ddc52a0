// Small display rules from the spec: reading time, excerpt fallback, relative age, score text and bar width.
import { contentToHtml } from "./markdown";
import { parseHtml, plainTextOf } from "./dom";
import { stripTags } from "./strip-markup";

export const WORDS_PER_MINUTE = 250;
export const EXCERPT_LENGTH = 150;

/**
 * Spec: "content length divided by 250, rounded up, in minutes". Read as the length in words (250
 * is a reading speed in words per minute; 250 characters a minute would make a 1,500-word review a
 * 40-minute read). Tags are ignored and markdown markers are not words. At least 1 minute.
 */
export function readingTimeMinutes(content: string): number {
  return readingTimeForWordCount(countWords(content));
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * The words of a body as reading time counts them: tags ignored, markdown markers are not words. A word is a run of
 * non-space characters holding a letter or digit. Linear in the length of the body: the text is split on
 * whitespace and each run tested once (a pattern such as /\S*[\p{L}\p{N}]\S*\/ backtracks quadratically over a long
 * run of punctuation).
 */
export function countWords(content: string): number {
  let words = 0;
  for (const run of stripTags(content, " ").split(/\s+/)) if (WORD_CHARACTER.test(run)) words += 1;
  return words;
}

/** Reading time from a word count stored with the article (countWords at save time). */
export function readingTimeForWordCount(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

// The excerpt needs only the start of the body; rendering a bounded prefix keeps this cheap.
const EXCERPT_SOURCE_CHARS = 4000;

/**
 * How much of the start of a body excerptFallback reads (it looks one character past its cut for a line end):
 * a query can select just this prefix, e.g. left(content, EXCERPT_PREFIX_CHARS), and get the same excerpt.
 * PostgreSQL counts characters where JavaScript counts UTF-16 units, so such a prefix is never shorter.
 */
export const EXCERPT_PREFIX_CHARS = EXCERPT_SOURCE_CHARS + 1;

/**
 * The characters String.prototype.trim() removes (ECMAScript WhiteSpace and LineTerminator), for SQL that must
 * decide as `excerpt?.trim()` does whether an excerpt is blank: btrim(excerpt, JS_TRIM_CHARACTERS).
 */
export const JS_TRIM_CHARACTERS =
  "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff";

/** Plain text of a body (markdown or HTML), markup stripped, whitespace collapsed. */
export function toPlainText(content: string): string {
  return plainTextOf(parseHtml(contentToHtml(content)).children);
}

/** Spec: card excerpt fallback is the first 150 characters of the content, markup stripped. */
export function excerptFallback(content: string): string {
  let source = content;
  if (source.length > EXCERPT_SOURCE_CHARS) {
    const cut = source.lastIndexOf("\n", EXCERPT_SOURCE_CHARS);
    source = source.slice(0, cut > EXCERPT_SOURCE_CHARS / 2 ? cut : EXCERPT_SOURCE_CHARS);
  }
  const characters = Array.from(toPlainText(source));
  return characters.slice(0, EXCERPT_LENGTH).join("").trim();
}

export { formatRelativeAge } from "./relative-age";
export { formatScore, formatScoreOutOfTen, scoreBarWidth } from "./scores";
