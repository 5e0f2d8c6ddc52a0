// A maker a shop names only in its link to the maker's other products: "Mehr von <a>Müllermöbel</a>", "<a>More from
// Acme</a>", "Plus de produits <a>Moulinex</a>". The link's words are the maker; the words before them say it is
// one ("more from", "all products by", in the languages shops write them in). A page linking several makers so
// (a list of products, each card with its own) names none.
import { normalizeText } from "./html-document.server";
import { foldBrand } from "./name-brand";

// The words before a maker's name in a link to its other products, whole words, at the text's start.
const MORE_FROM =
  /^(?:(?:see |shop |view )?(?:more|all)(?: products| items)? (?:from|by)|(?:see |shop |view )?(?:the )?other products (?:from|by)|mehr von|mehr (?:produkte|artikel) von|weitere (?:produkte|artikel) von|alle (?:produkte|artikel) von|alles von|plus de produits|tous les produits|(?:voir )?(?:les )?autres produits(?: de)?|m[aá]s productos de|todos los productos de|(?:ver )?(?:los )?otros productos de|altri prodotti(?: di)?|tutti i prodotti(?: di)?|meer van|alle producten van|więcej (?:produktów )?(?:od|marki)|wszystkie produkty|další (?:produkty|zboží) (?:od|značky)|ďalšie produkty (?:od|značky)|mais produtos de|todos os produtos de|flere produkter fra|fler produkter från|больше от|все товары(?: бренда)?|другие товары(?: бренда)?)\s*:?$/i;
// A name that opens with a pronoun or a pointing word is no maker: "More from our blog", "more from this seller",
// "Mehr von uns", "Mehr von diesem Hersteller".
const NO_MAKER =
  /^(?:our|your|my|this|these|that|the same|unser\p{L}*|uns|euch|dies\p{L}*|notre|nos|votre|ce|cette|nuestr\p{L}*|est[aeo]s?|nostr\p{L}*|quest\p{L}*|onze|deze|naszego|tego|tej|tohoto|této|nossa|nosso|этого|нас)(?:\s|$)/iu;
const NOT_THE_PRODUCTS = "header, nav, footer, aside, [class*=related i], [id*=related i], [class*=recommend i]";
const MAX_LINKS = 5_000;

/** The maker the page's one "more from X" link names, if the page has such links for one maker only. */
export function moreFromBrand(document: Document, shop: string): string | undefined {
  const names = new Map<string, string>();
  const links = document.querySelectorAll("a[href]");
  for (let index = 0; index < links.length && index < MAX_LINKS; index++) {
    const link = links[index]!;
    const text = normalizeText((link.textContent ?? "").slice(0, 120));
    if (!text || text.length > 80 || link.closest(NOT_THE_PRODUCTS)) continue;
    // ("More from Acme" as the link's words, or "Mehr von" written before the link)
    let name: string | undefined;
    for (let split = text.indexOf(" "); split > 0 && !name; split = text.indexOf(" ", split + 1)) {
      if (MORE_FROM.test(text.slice(0, split))) name = text.slice(split + 1);
    }
    if (!name) {
      const before = link.previousSibling;
      const lead = before?.nodeType === 3 ? normalizeText((before.textContent ?? "").slice(-60)) : "";
      if (lead && MORE_FROM.test(lead)) name = text;
    }
    name = name?.replace(/^[„“"«]|[”“"»]$/g, "").trim();
    if (!name || name.length > 40 || name.split(" ").length > 4 || !/\p{L}/u.test(name) || NO_MAKER.test(name))
      continue;
    if (foldBrand(name) === foldBrand(shop)) continue;
    names.set(foldBrand(name), name);
    if (names.size > 1) return undefined;
  }
  return names.size === 1 ? names.values().next().value : undefined;
}
