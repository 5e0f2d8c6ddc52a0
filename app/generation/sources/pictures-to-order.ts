// A store's page of pictures to order (a webcomic's or an author's store, a band's merchandise): three items or more,
// each a picture that links to the page that sells it and a short call to order under or beside it ("Click to order",
// "Buy now", "Jetzt kaufen"), with no price and no prose of the page's own. It lists products; it reviews none. A
// product page's own buy button is read before this is asked, and a roundup's products each under a "Buy now" come
// with the roundup's prose.
import { elementsUnder, normalizeText, ownTextOf, SITE_FURNITURE } from "./html-document.server";
import type { TPageWalk } from "./wrong-kind-page";

// A call to order, alone on its line, in the languages shops write it in.
const ORDER_CALL =
  /^(?:click (?:here )?to (?:order|buy|purchase)|order (?:now|here|it here|online)|buy (?:now|it now|here|online|on amazon)|shop now|purchase (?:now|here)|jetzt (?:kaufen|bestellen)|hier (?:kaufen|bestellen)|acheter(?: maintenant)?|commander(?: maintenant)?|comprar(?: ahora| ya| agora)?|acquista(?: ora)?|compra(?: ora| subito)?|kup teraz|zamów teraz|bestel nu|koop nu|купить|заказать|购买|立即购买|今すぐ購入|購入する)[.!]?$/i;
const ORDER_CALL_TEXT = 40;
// An item is the call's block a few levels up that holds a picture's link.
const ITEM_LEVELS = 3;
const ITEM_ELEMENTS = 60;
const CALLS_READ = 200;
const ITEMS_OF_A_STORE = 3;
// The elements read as page furniture.
const NOT_CONTENT = SITE_FURNITURE;

/** The address of the linked picture an item shows (a link holding an image), when it leads away from the page. */
function pictureLinkOf(item: Element, page: URL): string | undefined {
  for (const link of elementsUnder(item, ITEM_ELEMENTS)) {
    if (link.localName !== "a" || !elementsUnder(link, 10).some((inner) => /^(?:img|picture)$/.test(inner.localName)))
      continue;
    const href = link.getAttribute("href");
    if (!href || !URL.canParse(href, page)) continue;
    const target = new URL(href, page);
    const address = `${target.origin}${target.pathname}${target.search}`;
    if (address !== `${page.origin}${page.pathname}${page.search}`) return address;
  }
  return undefined;
}

/** A store's page of pictures to order (see the module's head): three calls to order or more in the page's content,
 * each in a block (its nearest few ancestors) with a linked picture of its own address, on a page without prose. */
export function listsPicturesToOrder(pageUrl: string, walk: TPageWalk): boolean {
  if (walk.prose || !URL.canParse(pageUrl)) return false;
  const page = new URL(pageUrl);
  const addresses = new Set<string>();
  let calls = 0;
  for (const element of walk.elements) {
    if (/^(?:script|style|noscript|template)$/.test(element.localName)) continue;
    const text = ownTextOf(element, ORDER_CALL_TEXT + 1);
    if (!text || text.length > ORDER_CALL_TEXT || !ORDER_CALL.test(normalizeText(text))) continue;
    if (element.closest(NOT_CONTENT)) continue;
    if (++calls > CALLS_READ) break;
    let block = element.parentElement;
    for (let level = 0; block && level < ITEM_LEVELS; level++, block = block.parentElement) {
      const address = pictureLinkOf(block, page);
      if (!address) continue;
      addresses.add(address);
      break;
    }
    if (addresses.size >= ITEMS_OF_A_STORE) return true;
  }
  return false;
}
