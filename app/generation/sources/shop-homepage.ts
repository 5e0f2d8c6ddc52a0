// A shop's site told by its shape, whatever the shop: its furniture (a cart, delivery or returns terms, goods
// labelled with their price), and on its homepage the departments of many products around that cart. A page that
// shows software of its own (its data, a program's file to download, an app's banner) is a software maker's.
// Used for the software review (source-fit.ts) and for a product review's source (read-page-content.server.ts).
import { elementsNamed, elementsUnder, jsonLdOfType, leadingTextOf, normalizeText } from "./html-document.server";
import { siteNameOf } from "./name-brand";

// A shop's furniture, each a short line of its own: its cart (a clothes shop's "My Bag"), its delivery or returns
// terms, goods with their price.
const SHOP_LINES: ReadonlyArray<[string, RegExp]> = [
  [
    "cart",
    /^(?:(?:view |my |your |shopping )?(?:cart|basket|shopping bag)(?: help| \(\d+\))?|(?:view |my |your )bag(?: \(\d+\))?|checkout|warenkorb|panier|mon panier|carrito|carrello|winkelwagen|koszyk|корзина|カート|買い物かご|ショッピングカート|购物车|장바구니)$/i,
  ],
  [
    "terms",
    /^(?:shipping|delivery|returns?|refunds?)(?: (?:&|and) (?:returns?|exchanges?|delivery))?(?: policy| information| info)?$|^(?:versand(?:kosten)?|lieferung|livraison|envío|spedizione)(?: (?:&|und|et|y) \S+)?$/i,
  ],
  ["goods", /^(?:our |unit |sale )?price:\s*(?:[$€£¥]\s*)?\d/i],
];
const SHOP_LINE = 60;
const SHOP_LINES_READ = 5_000;

// A site's home page: its root, a language's root ("/en/") or its index file, asked for nothing.
const HOME_PATH = /^\/(?:[a-z]{2}(?:[-_][a-z]{2})?\/?)?(?:index\.\w{2,4})?$/i;
// A shop's homepage leads to its departments: this many different pages of its own site at least.
const DEPARTMENT_LINKS = 40;
const LINKS_READ = 3_000;

// A program's file a person downloads (an installer, a disk image, a package).
const PROGRAM_FILE = /\.(?:exe|msi|msix|dmg|pkg|deb|rpm|apk|appimage|snap|flatpak)$/i;
// The banner a phone shows for a site's own app.
const APP_BANNER = 'meta[name="apple-itunes-app" i], meta[name="google-play-app" i]';

/** The signs of a shop's furniture the page shows (cart, terms, goods), each on a short line of its own (menus and
 * footers included: shops keep them there); read until `enough` are found. */
function shopSigns(document: Document, enough: number): Set<string> {
  const found = new Set<string>();
  if (!document.body) return found;
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  let read = 0;
  for (let node = walker.nextNode(); node && read < SHOP_LINES_READ; node = walker.nextNode(), read++) {
    const line = normalizeText((node.nodeValue ?? "").slice(0, SHOP_LINE + 1));
    if (!line || line.length > SHOP_LINE) continue;
    for (const [sign, pattern] of SHOP_LINES) if (!found.has(sign) && pattern.test(line)) found.add(sign);
    if (found.size >= enough) break;
  }
  return found;
}

/** Whether the page shows a shop's furniture: two of its cart, its delivery or returns terms, goods with their
 * price. */
export function showsShop(document: Document): boolean {
  return shopSigns(document, 2).size >= 2;
}

// A web archive's copy wraps each link's address in its own ("/web/20170913/https://shop.example/category/"): such a
// link leads to the address it wraps.
const WRAPPED_ADDRESS = /\/https?:\/\//i;

/** The address a link leads to: the one a web archive's link wraps, else the link's own. */
function linkTarget(href: string, origin: string): URL | undefined {
  if (!URL.canParse(href, origin)) return undefined;
  const target = new URL(href, origin);
  const path = `${target.pathname}${target.search}`;
  const at = path.search(WRAPPED_ADDRESS);
  const wrapped = at > 0 ? path.slice(at + 1) : "";
  return wrapped && URL.canParse(wrapped) ? new URL(wrapped) : target;
}

/** How many different pages of its own site (its host, by either scheme) the page links to, counted up to `enough`. */
function ownSiteLinks(document: Document, origin: string, enough: number): number {
  const pages = new Set<string>();
  const host = new URL(origin).hostname;
  for (const link of document.body ? elementsNamed(document.body, "a", LINKS_READ) : []) {
    const href = link.getAttribute("href") ?? "";
    const target = href && !href.startsWith("#") ? linkTarget(href, origin) : undefined;
    if (!target || target.hostname !== host || HOME_PATH.test(target.pathname)) continue;
    pages.add(`${target.pathname}${target.search}`);
    if (pages.size >= enough) break;
  }
  return pages.size;
}

/** A shop's homepage: the site's root, asked for nothing, with the shop's cart and links to its departments (forty
 * pages of its own site or more). The caller has found no one product's block on it. */
export function isShopHomepage(document: Document, pageUrl: string): boolean {
  if (!document.body || !URL.canParse(pageUrl)) return false;
  const address = new URL(pageUrl);
  if (!HOME_PATH.test(address.pathname) || address.search) return false;
  if (!shopSigns(document, SHOP_LINES.length).has("cart")) return false;
  return ownSiteLinks(document, address.origin, DEPARTMENT_LINKS) >= DEPARTMENT_LINKS;
}

// A heading that is the site's logo: its class or id says logo, or it holds a link to the site's root alone or no
// words, or its words are the site's name (Open Graph's site name, or the name in the site's address: "Example" on
// www.example.com).
const LOGO_MARK = /logo|site-?name|site-?title/i;
const HEADINGS_READ = 20;
const NAME_READ = 200;

/** Whether an `h1` is the site's name or logo rather than a heading of the page's own. */
function isLogoHeading(heading: Element, siteName: string, page: URL): boolean {
  const marks = `${heading.getAttribute("class") ?? ""} ${heading.id}`.slice(0, NAME_READ);
  if (LOGO_MARK.test(marks)) return true;
  const text = normalizeText(heading.textContent?.slice(0, NAME_READ)).toLowerCase();
  if (
    !text ||
    text === siteName ||
    text.replace(/[^\p{L}\p{N}]+/gu, "") === siteNameOf(page.hostname).replace(/[^\p{L}\p{N}]+/gu, "")
  )
    return true;
  const links = elementsNamed(heading, "a", 3);
  const href = links.length === 1 ? (links[0]!.getAttribute("href") ?? "") : "";
  const target = href ? linkTarget(href, page.origin) : undefined;
  return Boolean(target && target.hostname === page.hostname && HOME_PATH.test(target.pathname) && !target.search);
}

/** Whether the page's main headings (its `h1`s, one at least) are all the site's name or logo: a homepage's header,
 * no product's, story's or thread's name. */
export function headingIsSiteLogo(document: Document, pageUrl: string): boolean {
  if (!document.body || !URL.canParse(pageUrl)) return false;
  const headings = elementsNamed(document.body, "h1", HEADINGS_READ);
  if (headings.length === 0) return false;
  const siteName = normalizeText(
    document.querySelector('meta[property="og:site_name" i]')?.getAttribute("content")?.slice(0, NAME_READ),
  ).toLowerCase();
  const page = new URL(pageUrl);
  return headings.every((heading) => isLogoHeading(heading, siteName, page));
}

/** Whether the page shows software of its own: software data (an application's JSON-LD or microdata), a program's
 * file to download, or the banner of its app. */
export function offersSoftware(document: Document): boolean {
  if (jsonLdOfType(document, "SoftwareApplication", "WebApplication", "MobileApplication")) return true;
  if (document.querySelector('[itemtype*="SoftwareApplication" i], [itemtype*="MobileApplication" i]')) return true;
  if (document.querySelector(APP_BANNER)) return true;
  for (const link of document.body ? elementsNamed(document.body, "a", LINKS_READ) : []) {
    const href = link.getAttribute("href") ?? "";
    const path = href.split(/[?#]/, 1)[0] ?? "";
    if (PROGRAM_FILE.test(path.slice(-20))) return true;
  }
  return false;
}

// A directory's or price comparison's homepage (an A-Z index, its categories, its most searched): at the site's root,
// links to many pages of its own and next to no words outside them (a line of its own outside any link is a
// paragraph's, a story's teaser, a product's card, a post). A classifieds site's root heads its lists of categories
// and its latest ads with labels of its own ("Motoryzacja", "Najnowsze ogłoszenia:", an ad's price): where every line
// outside the links is such a label, three fifths of its words in links do. The notice of the site's cookies says
// nothing of the page and is not read.
const DIRECTORY_LINK_SHARE = 0.8;
const LABELLED_DIRECTORY_LINK_SHARE = 0.6;
const DIRECTORY_LABEL = 60;
const DIRECTORY_OWN_LINE = 200;
const DIRECTORY_TEXT_READ = 5_000;
const COOKIE_NOTICE = /(?:^|[^\p{L}])cookies?(?![\p{L}])/iu;

/** A site's homepage made of lists of links (its categories, an A-Z index), with no product, story or thread: the
 * site's root, asked for nothing, links to forty pages of its own or more, four fifths of its words in links (three
 * fifths where its other lines are labels, none longer than 60 characters) and no line of 200 characters outside
 * them but the cookies' notice. The caller has found no one product's block and no thread on it. */
export function isLinkDirectoryHome(document: Document, pageUrl: string): boolean {
  if (!document.body || !URL.canParse(pageUrl)) return false;
  const address = new URL(pageUrl);
  if (!HOME_PATH.test(address.pathname) || address.search) return false;
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  let linked = 0;
  let all = 0;
  let read = 0;
  let labels = true;
  for (let node = walker.nextNode(); node && read < DIRECTORY_TEXT_READ; node = walker.nextNode(), read++) {
    const line = normalizeText((node.nodeValue ?? "").slice(0, DIRECTORY_OWN_LINE * 2));
    if (line.length === 0) continue;
    const inLink = Boolean(node.parentElement?.closest("a"));
    if (!inLink && line.length > DIRECTORY_LABEL && COOKIE_NOTICE.test(line)) continue;
    all += line.length;
    if (inLink) linked += line.length;
    else if (line.length >= DIRECTORY_OWN_LINE) return false;
    else if (line.length > DIRECTORY_LABEL) labels = false;
  }
  const share = labels ? LABELLED_DIRECTORY_LINK_SHARE : DIRECTORY_LINK_SHARE;
  if (all === 0 || linked < share * all) return false;
  return ownSiteLinks(document, address.origin, DEPARTMENT_LINKS) >= DEPARTMENT_LINKS;
}

// A company's or shop's front page made of its sections, each under a heading that names a part of the site (about
// us, news, delivery and payment, contacts or a form to write, its addresses, a word to partners), in the languages
// sites write them in; three different ones at least. A product's, story's or thread's page heads its own parts.
const SITE_SECTIONS: ReadonlyArray<[string, RegExp]> = [
  [
    "about",
    /^(?:about(?: us| the company| our company)?|who we are|our story|über uns|à propos(?: de nous)?|qui sommes-nous|quiénes somos|sobre nosotros|chi siamo|sobre nós|quem somos|over ons|o nas|o firmie|о компании|о нас|о магазине|会社概要|会社案内|关于我们|關於我們|회사 ?소개)$/i,
  ],
  [
    "news",
    /^(?:(?:latest |our )?news|news (?:&|and) events|aktuelles|neuigkeiten|actualités|noticias|novedades|notizie|novità|nieuws|aktualności|новости|お知らせ|ニュース|新闻|最新消息|뉴스|소식)$/i,
  ],
  [
    "contact",
    /^(?:contacts?(?: us)?|get in touch|write to us|kontakte?|contactez-nous|contacto|contáctenos|contatti|contato|fale conosco|kontakty?|контакты|напишите нам|связаться с нами|обратная связь|お問い合わせ|联系我们|聯絡我們|연락처|문의하기)$/i,
  ],
  [
    "delivery",
    /^(?:shipping|delivery|payment|(?:payment|delivery|shipping) (?:&|and) (?:payment|delivery|shipping|returns)|versand|lieferung|zahlung und versand|versand und zahlung|livraison|paiement et livraison|envíos?|pago y envío|spedizioni?|pagamento e spedizione|dostawa|płatność i dostawa|доставка|оплата|оплата и доставка|доставка и оплата|配送|送料|配送方式|배송)$/i,
  ],
  [
    "address",
    /^(?:address(?:es)?|our (?:address|stores|shops|locations)|where to find us|find us|adressen?|adresses?|direcci[oó]n|direcciones|indirizz[oi]|endereços?|adres|adresy|адрес|адреса|наши магазины|地址|주소)$/i,
  ],
  [
    "partners",
    /^(?:(?:for )?partners|partnerships?|partenaires|partner|partnerzy|партнерам|партнёрам|партнеры|для партнеров|оптовикам|合作伙伴)$/i,
  ],
];
const SECTIONS_OF_A_FRONT_PAGE = 3;
const SECTION_HEADINGS_READ = 200;
const SECTION_HEADING = 40;

/** Whether an address is its site's root, asked for nothing, and routed nowhere by its fragment (a single-page app's
 * "/#/post?id=123" is a post's address): a thread found there is the homepage's teasers (featured reviews with their
 * reviewers' counts, the latest stories), since a thread, as a story, has an address of its own. */
export function isSiteRootAddress(pageUrl: string): boolean {
  if (!URL.canParse(pageUrl)) return false;
  const page = new URL(pageUrl);
  return HOME_PATH.test(page.pathname) && !page.search && !/^#[/!]/.test(page.hash);
}

/** Whether the page is its site's front page: its address is the site's root, asked for nothing, or its canonical
 * address (or Open Graph's) is. */
function isSiteRootPage(document: Document, page: URL): boolean {
  if (HOME_PATH.test(page.pathname) && !page.search) return true;
  const declared =
    document.querySelector('link[rel="canonical" i]')?.getAttribute("href") ??
    document.querySelector('meta[property="og:url" i]')?.getAttribute("content");
  const target = declared ? linkTarget(declared.slice(0, NAME_READ * 5), page.origin) : undefined;
  return Boolean(target && target.hostname === page.hostname && HOME_PATH.test(target.pathname) && !target.search);
}

/** A company's or shop's homepage without products' tiles (its delivery terms, its story, its news and a form to write,
 * each under a heading of its own): the site's front page, no main heading of its own (no `h1`, or the site's logo),
 * and three of a site's sections headed in its content. The caller has found no product's block, thread or article. */
export function isCompanyFrontPage(document: Document, pageUrl: string): boolean {
  if (!document.body || !URL.canParse(pageUrl)) return false;
  const page = new URL(pageUrl);
  if (!isSiteRootPage(document, page)) return false;
  const found = new Set<string>();
  for (const heading of [...document.body.querySelectorAll("h2, h3, h4")].slice(0, SECTION_HEADINGS_READ)) {
    if (heading.closest("nav, header, footer")) continue;
    const text = normalizeText(leadingTextOf(heading, SECTION_HEADING + 1)).replace(/[.:!]$/, "");
    if (!text || text.length > SECTION_HEADING) continue;
    for (const [section, pattern] of SITE_SECTIONS) if (pattern.test(text)) found.add(section);
    if (found.size >= SECTIONS_OF_A_FRONT_PAGE) break;
  }
  if (found.size < SECTIONS_OF_A_FRONT_PAGE) return false;
  return elementsNamed(document.body, "h1", 1).length === 0 || headingIsSiteLogo(document, pageUrl);
}

// A travel or booking site's front page (an airline's, a hotel chain's, a travel agency's): a form to book, with two
// dates (out and back, arrival and departure, check-in and check-out) and a count of travellers, guests or rooms to
// choose. A date field is of type date, or named or labelled as a date by its code ("departDate", "check_in_date",
// "datum"), or shows a date's pattern as its placeholder ("dd.mm.yyyy"); a count is a choice of small numbers only.
const DATE_FIELD_NAME =
  /(?<!up)date|datum|fecha|(?:^|[^a-z])(?:data|dato|checkin|checkout|check_in|check_out)(?:[^a-z]|$)/i;
const DATE_PATTERN =
  /^(?:dd|jj|tt|mm|gg)[./-](?:mm|dd)[./-](?:yy|yyyy|aaaa|jjjj|aa)$|^(?:yyyy|jjjj|aaaa)[./-]mm[./-]dd$/i;
const DATES_OF_A_BOOKING = 2;
// A count's options: small numbers only ("1" to "9"), three of them at least.
const COUNT_OPTION = /^\d{1,2}\+?$/;
const COUNT_OPTIONS = 3;
const BOOKING_FORMS_READ = 20;
const BOOKING_FIELDS_READ = 2_000;

/** A date field of a form (see DATE_FIELD_NAME). */
function isDateField(field: Element): boolean {
  if (field.localName !== "input") return false;
  const type = (field.getAttribute("type") ?? "text").toLowerCase();
  if (type === "date") return true;
  if (type !== "text") return false;
  const names = `${field.getAttribute("name") ?? ""} ${field.id}`.slice(0, NAME_READ);
  return DATE_FIELD_NAME.test(names) || DATE_PATTERN.test(normalizeText(field.getAttribute("placeholder")));
}

/** A choice of a count (see COUNT_OPTION): a select whose options are all small numbers, or a number field. */
function isCountField(field: Element): boolean {
  if (field.localName === "input") return (field.getAttribute("type") ?? "").toLowerCase() === "number";
  if (field.localName !== "select") return false;
  const options = elementsNamed(field, "option", 50).map((option) => normalizeText(option.textContent));
  return options.length >= COUNT_OPTIONS && options.every((text) => COUNT_OPTION.test(text));
}

/** A travel or booking site's front page (see DATE_FIELD_NAME): the site's front page, and a form on it with two
 * date fields and a count of travellers, guests or rooms. A maker's homepage of one product offers no trip to book;
 * the caller asks it where no product, thread or article was found. */
export function isBookingFrontPage(document: Document, pageUrl: string): boolean {
  if (!document.body || !URL.canParse(pageUrl) || !isSiteRootPage(document, new URL(pageUrl))) return false;
  for (const form of elementsNamed(document.body, "form", BOOKING_FORMS_READ)) {
    const fields = elementsUnder(form, BOOKING_FIELDS_READ);
    if (fields.filter(isDateField).length >= DATES_OF_A_BOOKING && fields.some(isCountField)) return true;
  }
  return false;
}
