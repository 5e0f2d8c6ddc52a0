// A fee schedule read as plans (decision 045): modules or services each priced as a percentage of what passes through
// them ("FlowPay" over "0.25%" over when it is taken), beside a free tier stated as a title ("Core Tools: Completely
// Free"). A person reads each card as a plan whose price is its fee.
import { leadingSpacedTextOf } from "./html-document.server";

// A card's line that is a percentage alone ("0.25%", "1 %", "2,5%"): the fee it takes.
const PERCENT_LINE = /^\d{1,2}(?:[.,]\d{1,3})?\s?%$/;
// Words that say a row's percentages are fees ("a platform fee", "per transaction", "commission"), not discounts.
const FEE_WORDS =
  /\b(?:fees?|commissions?|per transaction|transaction fees?|per payment|frais|gebühr|gebühren|comisión|commissione|taxa|opłata|комиссия)\b/iu;
const FEE_TEXT_READ = 4_000;
const FEE_NOTE_CHARS = 200;

/** Whether the words of a row of cards speak of fees (one of the cards' lines is enough). */
export function speaksOfFees(lines: readonly string[]): boolean {
  let text = "";
  for (const line of lines) {
    if (text.length >= FEE_TEXT_READ) break;
    text += ` ${line.slice(0, FEE_TEXT_READ)}`;
  }
  return FEE_WORDS.test(text.slice(0, FEE_TEXT_READ));
}

/** A card's fee: its first line that is a percentage alone, with the card's next line (when it is taken) as its note. */
export function cardFee(lines: readonly string[]): { price: string; period: string; note?: string } | undefined {
  const index = lines.findIndex((line) => PERCENT_LINE.test(line));
  if (index < 0) return undefined;
  const note = lines[index + 1]?.slice(0, FEE_NOTE_CHARS);
  return { price: lines[index]!.replace(/\s/g, ""), period: "fee", ...(note ? { note } : {}) };
}

// A pictograph before a card's name ("💸 FlowPay", "🛡️ VaultGuard"): a decoration, no part of the name.
const LEADING_PICTOGRAPHS = /^[\p{Extended_Pictographic}\u{FE0F}\u{200D}\s]+/u;

const PICTOGRAPHS_READ = 64;

/** A card's name without the pictographs before it (its first characters looked at). */
export function withoutPictographs(name: string): string {
  const leading = LEADING_PICTOGRAPHS.exec(name.slice(0, PICTOGRAPHS_READ))?.[0].length ?? 0;
  return name.slice(leading) || name;
}

// A title that names a tier and says it costs nothing ("Core Tools: Completely Free", "Starter — always free").
const FREE_TIER_TITLE =
  /^([^:–—]{2,40}?)\s*[:–—]\s*(?:completely |totally |always |entirely |100\s?% )?(?:free|gratis)(?: of charge)?\.?$/i;
const BLOCKS_BEFORE_ROW = 3;
const TITLE_CHARS = 80;

/**
 * A free tier stated above a row of priced cards: of the blocks just before the row, one whose first line is a
 * tier's name and "free" after a colon or dash. Returns the tier's name.
 */
export function freeTierAbove(row: Element): string | undefined {
  let block = row.previousElementSibling;
  for (let read = 0; block && read < BLOCKS_BEFORE_ROW; read++, block = block.previousElementSibling) {
    const first = block.firstElementChild ?? block;
    const title = leadingSpacedTextOf(first, TITLE_CHARS);
    const match = FREE_TIER_TITLE.exec(title);
    if (match) return withoutPictographs(match[1]!.trim());
  }
  return undefined;
}
