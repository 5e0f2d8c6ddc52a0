// A product's feature bullets as any shop shows them ("About this item", "Highlights", "Key features", a list of
// selling points beside the buy box): the items of a list the page marks as features, or the list that follows a
// features heading, or the bullet lines of the product's own description. Navigation, reviews and other products'
// blocks are not read; links-only items (menus) are no features.
import { repairMojibake } from "./mojibake";
import { childElementsOf, normalizeText, spacedTextOf, textOf } from "./html-document.server";

const MAX_FEATURES = 15;
const MIN_CHARS = 8;
const MAX_CHARS = 400;
// Blocks whose lists are not the product's features.
const NOT_FEATURES =
  "nav, header, footer, aside, form, dialog, [role=dialog], [role=navigation], [class*=menu i], [class*=breadcrumb i], [class*=cookie i], [class*=consent i], [class*=review i], [id*=review i], [class*=related i], [id*=related i], [class*=recommend i], [class*=cart i], [class*=filter i], [class*=footer i]";
// A list the page names as the product's features, by its class or id.
const FEATURE_LIST =
  "ul[class*=feature i], ul[id*=feature i], ul[class*=highlight i], ul[id*=highlight i], ul[class*=bullet i], ul[class*=key-point i], [class*=feature i] > ul, [id*=feature i] > ul, [class*=highlight i] > ul, [class*=bullet i] > ul";
// A heading over the product's features, in the languages shops write.
const FEATURE_HEADING =
  /^(?:about this item|(?:key |product |main )?features|highlights|key (?:benefits|points)|at a glance|why you'll love it|produktmerkmale|merkmale|highlights|vorteile|caract[ée]ristiques(?: principales)?|points forts|caracter[íi]sticas(?: principales| destacadas)?|caratteristiche(?: principali)?|punti di forza|kenmerken|cechy(?: produktu)?|особенности|преимущества)\s*:?$/i;
const SHOP_PROMISE =
  /free (?:shipping|delivery|returns?)|\d+[- ]day returns|money back|banii înapoi|livraison (?:gratuite|offerte)|versandkostenfrei|kostenlose? (?:versand|rücksendung)|envío gratis|spedizione gratuita|darmowa dostawa|cardul|gift card/i;
// A bullet at the start of a description line.
const BULLET_LINE = /^\s*(?:[•●▪■◆✓✔►▶*-]|\d{1,2}[.)])\s+(.+)$/;

function usable(text: string): boolean {
  return text.length >= MIN_CHARS && text.length <= MAX_CHARS && !/^https?:\/\//.test(text);
}

/** The items of a list as features: each item's text, links-only items (a menu) left out. */
function listItems(list: Element): string[] {
  return childElementsOf(list)
    .filter((item) => item.tagName === "LI")
    .filter((item) => {
      const links = [...item.querySelectorAll("a")].map((link) => textOf(link)).join(" ");
      return normalizeText(links) !== textOf(item);
    })
    .map((item) => normalizeText(spacedTextOf(item)));
}

/** The list that follows a features heading (the heading's next list, or the first list of its next block). */
function listAfter(heading: Element): Element | undefined {
  let next = heading.nextElementSibling;
  for (let step = 0; next && step < 3; step++, next = next.nextElementSibling) {
    if (next.tagName === "UL" || next.tagName === "OL") return next;
    const inner = next.querySelector("ul, ol");
    if (inner) return inner;
  }
  return undefined;
}

/** The bullet lines of a description text ("• Waterproof to 50 m"). */
function descriptionBullets(description: string | undefined): string[] {
  return (description ?? "")
    .slice(0, 20_000)
    .split(/\n|<br\s*\/?>|(?=\s[•●▪■◆✓✔►▶]\s)/i)
    .map((line) => BULLET_LINE.exec(line.slice(0, MAX_CHARS + 10))?.[1])
    .filter((line): line is string => Boolean(line))
    .map((line) => normalizeText(line.replace(/<[^>]{0,200}>/g, " ")));
}

/** A product page's feature bullets: marked feature lists, lists under a features heading, then the description's
 * bullet lines; each once, at most 15. */
export function readProductFeatures(document: Document, description?: string): string[] {
  const lists = [...document.querySelectorAll(FEATURE_LIST)].slice(0, 50);
  for (const heading of [...document.querySelectorAll("h2, h3, h4, h5, strong, dt, [class*=title i]")].slice(
    0,
    2_000,
  )) {
    if (textOf(heading).length > 60 || !FEATURE_HEADING.test(textOf(heading))) continue;
    const list = listAfter(heading.tagName === "STRONG" ? (heading.parentElement ?? heading) : heading);
    if (list) lists.push(list);
  }
  const seen = new Set<string>();
  const features: string[] = [];
  const add = (shown: string) => {
    const text = repairMojibake(shown);
    const key = text.toLowerCase();
    if (features.length >= MAX_FEATURES || seen.has(key) || !usable(text)) return;
    seen.add(key);
    features.push(text);
  };
  for (const list of lists) {
    if (list.closest(NOT_FEATURES)) continue;
    const items = listItems(list);
    // The shop's promises (free delivery, returns, card points) are not the product's features.
    if (items.some((item) => SHOP_PROMISE.test(item.slice(0, 200)))) continue;
    for (const item of items) add(item);
  }
  if (features.length === 0) for (const line of descriptionBullets(description)) add(line);
  return features;
}
