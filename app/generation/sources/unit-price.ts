// A page's one price per unit with no plan's name ("$5 per endpoint" on a line of its own under a pricing page's
// heading): a person reads it as the product's price, a plan of its own (decision 045).
import { leadingSpacedTextOf } from "./html-document.server";
import { PRICE_TEXT } from "./retailer-product.server";

// The line: a figure price, then "per" or a slash and the unit's one to three words, nothing else.
const UNIT_LINE = new RegExp(
  String.raw`^(${PRICE_TEXT.source})\s?((?:per|/)\s?\p{L}[\p{L}-]*(?:\s\p{L}[\p{L}-]*){0,2})$`,
  "u",
);
const UNIT_LINE_CHARS = 40;
const TEXT_NODES_READ = 5_000;
const LINE_BLOCKS = new Set(["P", "DIV", "DD", "TD", "TH", "H1", "H2", "H3", "H4", "H5", "H6"]);
const NOT_A_LINE_OF_ITS_OWN = new Set(["UL", "OL", "NAV", "FOOTER", "FORM"]);

/** The block a text node's line is, where no list, menu, footer or form holds it. */
function lineBlockOf(node: Node): Element | undefined {
  let block: Element | undefined;
  for (let element = node.parentElement; element; element = element.parentElement) {
    if (NOT_A_LINE_OF_ITS_OWN.has(element.tagName)) return undefined;
    if (!block && LINE_BLOCKS.has(element.tagName)) block = element;
  }
  return block;
}

/** The page's one line that is a price per unit alone, as its price and unit ("$5", "per endpoint"); none where the
 * page shows two such lines or more (several prices are plans of their own), or where the line is in a list (a
 * plan's feature). Each block is read once, its first characters only. */
export function lonePriceLine(root: Element): { price: string; per: string } | undefined {
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const found = new Map<string, { price: string; per: string }>();
  const read = new Set<Element>();
  let nodes = 0;
  for (let node = walker.nextNode(); node && nodes < TEXT_NODES_READ; node = walker.nextNode(), nodes++) {
    if (!/\d/.test((node.nodeValue ?? "").slice(0, UNIT_LINE_CHARS * 2))) continue;
    const block = lineBlockOf(node);
    if (!block || read.has(block)) continue;
    read.add(block);
    const line = leadingSpacedTextOf(block, UNIT_LINE_CHARS + 1);
    if (line.length > UNIT_LINE_CHARS) continue;
    const match = UNIT_LINE.exec(line);
    if (match) found.set(line, { price: match[1]!, per: match[2]! });
    if (found.size > 1) return undefined;
  }
  return [...found.values()][0];
}
