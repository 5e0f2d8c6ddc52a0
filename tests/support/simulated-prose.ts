// Varied prose for the model simulator: every call writes sentences of its own (a seeded generator drawing single
// words), so a text that restates an earlier one is a choice of the simulator, never an accident of a small
// sentence bank. No figure, no link and no testing claim appears in it.

const ADJECTIVES = (
  "bright dull sturdy flimsy quiet noisy cheap pricey clever clumsy solid fragile slim bulky warm cold honest " +
  "vague modest bold tidy messy smooth rough patient hasty loyal fickle crisp muddy plain fancy early late " +
  "handy awkward gentle harsh careful sloppy steady shaky"
).split(" ");
const NOUNS = (
  "battery screen hinge speaker app charger keyboard camera warranty wizard fan case button updater trackpad " +
  "microphone box cradle remote light service tier cable timer port strap lid stand menu manual sensor dial " +
  "fabric coating seam grille clip dock antenna latch panel switch bezel cover holster knob lens socket"
).split(" ");
const VERBS = (
  "earns loses deserves invites survives avoids attracts squanders keeps collects dodges provokes rewards " +
  "undercuts explains muddles buries rescues outlasts frustrates flatters hides reveals blunts softens sharpens " +
  "complicates simplifies spoils redeems steadies rattles shields exposes cushions drains feeds tames"
).split(" ");
const PREPOSITIONS = "beside under after before during against without beyond despite around near behind".split(" ");
const ADVERBS = (
  "frankly oddly sadly happily plainly quietly rarely often mostly barely nearly roughly clearly honestly " +
  "usually briefly openly gladly"
).split(" ");

/** mulberry32: a small deterministic generator, so a seed gives the same prose every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(next: () => number, list: readonly T[]): T {
  return list[Math.floor(next() * list.length)]!;
}

/** A sentence whose every five-word run holds at least three words drawn at random. */
function sentence(next: () => number): string {
  const adjective = () => pick(next, ADJECTIVES);
  const noun = () => pick(next, NOUNS);
  const text =
    next() < 0.5
      ? `the ${adjective()} ${noun()} ${pick(next, VERBS)} the ${adjective()} ${noun()} ${pick(next, PREPOSITIONS)} every ${adjective()} ${noun()}`
      : `${pick(next, ADVERBS)} the ${noun()} ${pick(next, VERBS)} a ${adjective()} ${noun()} and ${pick(next, VERBS)} its ${adjective()} ${noun()}`;
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

/** Paragraphs of about `words` words (never fewer), seeded: the same seed writes the same text. */
export function simulatedParagraphs(words: number, seed: number, lead?: string): string {
  const next = random(seed);
  const paragraphs: string[] = [];
  let current: string[] = lead ? [lead] : [];
  let count = lead ? lead.split(/\s+/).length : 0;
  while (count < words) {
    const text = sentence(next);
    current.push(text);
    count += text.split(/\s+/).length;
    if (current.length >= 5) {
      paragraphs.push(current.join(" "));
      current = [];
    }
  }
  if (current.length > 0) paragraphs.push(current.join(" "));
  return paragraphs.join("\n\n");
}

/** Markdown of about `words` words in `## {prefix} N` sections of about 120 words, each with prose of its own. */
export function simulatedMarkdown(words: number, prefix = "Section", seed = 1): string {
  const parts: string[] = [];
  let count = 0;
  for (let section = 1; count < words; section++) {
    const sectionWords = Math.min(120, words - count);
    const text = simulatedParagraphs(sectionWords, seed * 1_000 + section);
    parts.push(`## ${prefix} ${section}`, text);
    count += 2 + text.split(/\s+/).length;
  }
  return parts.join("\n\n");
}

export function hashSeed(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}
