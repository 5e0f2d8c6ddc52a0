// An article cut in two blocks (an ad's row, a full-width picture between them): Readability keeps the larger part,
// and the story's first paragraphs, in a block of their own before it, are lost. A person reads them as the story's
// start: paragraphs of the same kind as the text's first (the same class, or the same classed block around them),
// each a sentence and none a quotation set apart, right before it among the page's own paragraphs.

export interface TPageParagraph {
  text: string;
  /** The kind of block the paragraph is: its own class, else its parent's tag and class; "" when neither is classed. */
  kind: string;
  /** The characters of the page's text between the paragraph before it and this one, outside paragraphs. */
  textBefore: number;
}

// Paragraphs taken before the text's first at most, and the end of a sentence each must have.
const EARLIER_PARAGRAPHS = 12;
const ENDS_A_SENTENCE = /[.!?…。！？]["'”’»)]?$/;
// The page's text between two parts of one story, at most: an ad's label, a "Story continued below" note. A Q&A
// page's or a thread's posts share their paragraphs' kind, and between two posts the page prints who wrote the first,
// when, its votes, links and comments: separate blocks, not one story cut in two.
const TEXT_BETWEEN_PARTS = 40;
// A paragraph in quotation marks from its first word to its last: a quotation set apart (a fact check's claim, a
// pull quote), not the story's lead.
const OPENING_QUOTE = /^["'“”„«»‘’‚]/;
const CLOSING_QUOTE = /["'“”«»‘’][.!?…]?$/;

function isQuotation(text: string): boolean {
  return OPENING_QUOTE.test(text) && CLOSING_QUOTE.test(text);
}

/** A paragraph's kind: its own classes ("story-text__paragraph"), else its block's tag and classes ("div.story-text"). */
export function paragraphKind(paragraph: Element): string {
  const own = (paragraph.getAttribute("class") ?? "").trim().slice(0, 200);
  if (own) return `p.${own}`;
  const parent = paragraph.parentElement;
  const around = (parent?.getAttribute("class") ?? "").trim().slice(0, 200);
  return parent && around ? `${parent.localName}.${around}` : "";
}

/**
 * The text with the paragraphs of the same kind as its first line right before it on the page (`paragraphs`: the
 * page's own, in order), when the text does not hold them already. Linear: one look-up of the first line, one walk
 * back.
 */
export function withEarlierParts(text: string, paragraphs: readonly TPageParagraph[]): string {
  const lines = text.split("\n");
  const first = lines[0];
  if (!first) return text;
  const at = paragraphs.findIndex((paragraph) => paragraph.text === first);
  const kind = paragraphs[at]?.kind;
  if (!kind) return text;
  const earlier: string[] = [];
  for (let index = at - 1; index >= 0 && earlier.length < EARLIER_PARAGRAPHS; index--) {
    const paragraph = paragraphs[index]!;
    if (paragraphs[index + 1]!.textBefore > TEXT_BETWEEN_PARTS) break;
    if (paragraph.kind !== kind || !ENDS_A_SENTENCE.test(paragraph.text) || isQuotation(paragraph.text)) break;
    earlier.unshift(paragraph.text);
  }
  const held = new Set(lines);
  const missing = earlier.filter((line) => !held.has(line));
  return missing.length > 0 ? [...missing, ...lines].join("\n") : text;
}
