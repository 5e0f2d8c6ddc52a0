// Where a link to a related article fits in the text being edited, found without a model: the phrases that name
// the article (its title, and each part of it without words like "Review", such as the product "Aether X1"), the
// first place a phrase stands in the text as whole words, and the sentence around it to show the editor.
import { isGenericWord } from "~/articles/topic-words";

// A title's parts: "Aether X1 Review: The Catch", "Pixel 9 vs Aether X1", "Setup — a guide".
const TITLE_PARTS = /\s*(?::|\s[-\u2013\u2014|]\s|\s(?:vs\.?|versus)\s)\s*/iu;
const SENTENCE_END = /[.!?]/u;
/** A sentence shown is at most this many characters either side of the phrase. */
const SENTENCE_REACH = 240;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The phrases that name an article, longest first: the whole title, then its parts without generic words. */
export function linkPhrases(title: string): string[] {
  const phrases = new Set<string>();
  const whole = title.replace(/\s+/g, " ").trim();
  if (whole.length >= 3) phrases.add(whole);
  title.split(TITLE_PARTS).forEach((part, index) => {
    const words = part.trim().split(/\s+/u).filter(Boolean);
    while (words.length > 0 && isGenericWord(words[0]!.replace(/[^\p{L}\p{N}]/gu, ""))) words.shift();
    while (words.length > 0 && isGenericWord(words.at(-1)!.replace(/[^\p{L}\p{N}]/gu, ""))) words.pop();
    const phrase = words.join(" ");
    if (phrase.length < 3) return;
    // One word names the article only when it is the product part (the first) or has a figure, as model names do.
    if (words.length === 1 && index > 0 && !/\p{N}/u.test(phrase)) return;
    phrases.add(phrase);
  });
  return [...phrases].sort((a, b) => b.length - a.length);
}

/** One pattern for the phrases: each as whole words, spaces matching any run of white space, any case. */
export function phrasePattern(phrases: readonly string[]): RegExp | null {
  if (phrases.length === 0) return null;
  const alternatives = phrases.map((phrase) => phrase.split(" ").map(escapeRegExp).join("\\s+"));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}])`, "iu");
}

export interface TLinkPlace {
  /** The words to link, as the text writes them. */
  anchor: string;
  /** Where they start in the text. */
  start: number;
  /** The sentence around them, as the text writes it (cut at SENTENCE_REACH characters either side). */
  sentence: string;
  /** Where the words start in the sentence. */
  anchorStart: number;
}

/** The first place the pattern's phrases stand in a text, with its sentence; null when none does. */
export function findLinkPlace(text: string, pattern: RegExp): TLinkPlace | null {
  const match = pattern.exec(text);
  if (!match) return null;
  const start = match.index;
  const end = start + match[0].length;
  let from = start;
  const earliest = Math.max(0, start - SENTENCE_REACH);
  while (from > earliest && !(SENTENCE_END.test(text[from - 1]!) && /\s/u.test(text[from] ?? ""))) from--;
  let to = end;
  const latest = Math.min(text.length, end + SENTENCE_REACH);
  while (to < latest && !SENTENCE_END.test(text[to]!)) to++;
  if (to < text.length && SENTENCE_END.test(text[to]!)) to++;
  const leading = text.slice(from, start).length - text.slice(from, start).trimStart().length;
  return {
    anchor: match[0],
    start,
    sentence: text.slice(from + leading, to).trimEnd(),
    anchorStart: start - from - leading,
  };
}
