// The brand a product's name opens with, read only when the page's own words say those words are a maker: a
// price-comparison page names "Asustor AS6210T, 4x Gb LAN" and links to asustor.com, a shop's breadcrumb has a
// "TP-Link" step, a link to the shop's page of the brand says "Casio". A first word nothing on the page confirms
// ("Washing Machine 6kg", "Metal garage") is never taken for a brand.

/** Letters and digits only, lower-cased: "TP-Link" and "TP Link" are the same maker. */
export function foldBrand(text: string): string {
  return text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/**
 * The name's own spelling of its first one to three words whose letters and digits are the given brand's ("TP
 * Link" for "TP-Link Tapo C200" gives "TP-Link"), or undefined when the name does not open with the brand.
 */
export function nameOpeningWith(productName: string, brand: string): string | undefined {
  const wanted = foldBrand(brand);
  if (!wanted) return undefined;
  const words = productName.trim().split(/\s+/, 3);
  for (let count = 1; count <= words.length; count++) {
    const opening = words
      .slice(0, count)
      .join(" ")
      .replace(/[,;:.]+$/, "");
    const folded = foldBrand(opening);
    if (folded === wanted) return opening;
    if (!wanted.startsWith(folded)) return undefined;
  }
  return undefined;
}

// A link's address that is a shop's page of one brand ("/brand/casio", "/marken/asustor", "/hersteller/…").
const BRAND_PAGE_PATH =
  /\/(?:brands?|marken?|marques?|marcas?|marchi|merken?|hersteller|manufacturers?|fabricants?|producers?|vendors?)(?:[/=_-]|$)/i;
const SITE_FURNITURE = "header, nav, footer, aside";
const BREADCRUMB = '[class*="breadcrumb" i], [id*="breadcrumb" i], [itemtype*="BreadcrumbList"]';
// Labels of an address that are its public suffix ("co.uk", "com.tw"), not the site's name.
const SUFFIX_LABEL = /^(?:com|co|org|net|gov|edu|ac|ne|or|go)$/;

/** The label of a host that names the site: "asustor" for www.asustor.com, "tp-link" for www.tp-link.co.uk. */
export function siteNameOf(host: string): string {
  const labels = host.toLowerCase().split(".").filter(Boolean);
  labels.pop();
  while (labels.length > 1 && SUFFIX_LABEL.test(labels.at(-1)!)) labels.pop();
  return labels.at(-1) ?? "";
}

const MAX_LINKS = 5_000;
// A menu's heading over a list of the makers a shop sells ("Brands", "Shop by brand", "Top Marken", "Nos marques").
const BRANDS_HEADING =
  /^(?:(?:shop |browse |all |top |our |popular |featured )?(?:by )?(?:brands?|makers?|manufacturers?|designers?)|(?:alle |top |unsere )?(?:marken|hersteller)|(?:nos |toutes les )?marques|(?:nuestras |todas las )?marcas|(?:i nostri |tutti i )?marchi|merken|producenci|značky|бренды)$/i;
const LIST_LEVELS = 3;

/** Whether a link is an item of a list of makers: a list (three levels up at most) whose heading, the element just
 * before it, says "Brands" or "Shop by brand". */
function inBrandsList(link: Element): boolean {
  let list: Element | null = link.parentElement;
  for (let level = 0; list && level < LIST_LEVELS && list.localName !== "ul" && list.localName !== "ol"; level++)
    list = list.parentElement;
  if (!list || (list.localName !== "ul" && list.localName !== "ol")) return false;
  const heading = list.previousElementSibling;
  const text = (heading?.textContent ?? "").slice(0, 41).replace(/\s+/g, " ").trim();
  return text.length > 0 && text.length <= 40 && BRANDS_HEADING.test(text);
}

/**
 * The brand the product's name opens with (its first one or two words, in the name's own spelling) when a link of
 * the page confirms it: a link to the maker's own site (another site whose name is those words) outside the page's
 * header, menus and footer, a breadcrumb step that says exactly those words, or a link that says them and leads to
 * the shop's page of a brand or stands in the shop's list of brands (a menu headed "Brands").
 */
export function brandInName(document: Document, productName: string, pageUrl: string): string | undefined {
  const words = productName.trim().split(/\s+/, 3);
  // (the name goes on after its brand: a breadcrumb's last step naming the whole product is no brand)
  const openings = [words.slice(0, 2), words.slice(0, 1)]
    .filter((opening) => opening.length < words.length)
    .map((opening) => opening.join(" ").replace(/[,;:.]+$/, ""))
    .filter((opening) => /\p{L}/u.test(opening) && foldBrand(opening).length >= 3);
  if (openings.length === 0) return undefined;
  const ownSite = URL.canParse(pageUrl) ? siteNameOf(new URL(pageUrl).hostname) : "";
  const folded = new Map(openings.map((opening) => [foldBrand(opening), opening]));
  if (folded.has(foldBrand(ownSite))) return undefined;
  const links = document.querySelectorAll("a[href]");
  for (let index = 0; index < links.length && index < MAX_LINKS; index++) {
    const link = links[index]!;
    const href = link.getAttribute("href") ?? "";
    const address = URL.canParse(href, pageUrl) ? new URL(href, pageUrl) : undefined;
    if (!address) continue;
    const site = siteNameOf(address.hostname);
    // (a shop's header, menus and footer link its payment and social accounts: "Apple Pay", a YouTube channel)
    if (site !== ownSite && folded.has(foldBrand(site)) && !link.closest(SITE_FURNITURE))
      return folded.get(foldBrand(site));
    const text = (link.textContent ?? "").slice(0, 80).replace(/\s+/g, " ").trim();
    const named = text.length <= 60 ? folded.get(foldBrand(text)) : undefined;
    if (named && (BRAND_PAGE_PATH.test(address.pathname) || link.closest(BREADCRUMB) || inBrandsList(link)))
      return named;
  }
  return undefined;
}

// A name that opens with a registered or trade mark's words, one to three words each opening with a capital or a
// figure, then more words: "Dunkin' Donuts® One Pound French Vanilla Ground Coffee", "Acme™ Kettle 2 l". The words
// carry no spaces inside, so each try of the pattern ends at the first mark or at the fourth word.
const MARKED_OPENING =
  /^((?:[\p{Lu}\p{N}][\p{L}\p{N}'’&.-]*\s){0,2}[\p{Lu}\p{N}][\p{L}\p{N}'’&.-]*)\s?[®™]\s*[\p{L}\p{N}]/u;
const MARKED_CHARS = 120;

/** The brand the product's name or the page's title opens with where it marks it as a registered or trade mark
 * (see MARKED_OPENING) and the marked words are the shop's own name or its address's ("Dunkin' Donuts®" on
 * dunkindonuts.com): on a maker's own shop the brand is the shop's name, and the mark says so. A product's own mark
 * ("C E Ferulic®" on a skincare maker's shop) names the product, not its maker. */
export function markedBrand(document: Document, productName: string, shopNames: readonly string[]): string | undefined {
  const owners = shopNames.map(foldBrand).filter((name) => name.length >= 3);
  for (const name of [productName, document.title]) {
    const marked = MARKED_OPENING.exec(
      name
        .slice(0, MARKED_CHARS * 2)
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, MARKED_CHARS),
    )?.[1];
    const folded = marked ? foldBrand(marked) : "";
    if (folded.length >= 3 && owners.some((owner) => owner.startsWith(folded) || folded.startsWith(owner)))
      return marked;
  }
  return undefined;
}
