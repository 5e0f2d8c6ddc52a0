// Reads a retailer product page: title, brand (or author), the product's own price, other offers (used,
// other sellers) labelled as such, rating, features, description (A+ content included), specifications,
// reviews and image. schema.org Product/Offer (JSON-LD, microdata) and Open Graph product meta are read first,
// for every shop; Amazon's own markup fills in the rest. A robot-check page is reported as AMAZON_BLOCKING.
import { AMAZON_BLOCKING_MESSAGE, GenerationError } from "../errors";
import {
  resolvePageUrl,
  blockTextOf,
  childElementsOf,
  elementsUnder,
  leadingSpacedTextOf,
  leadingTextOf,
  metaContent,
  normalizeText,
  ownTextOf,
  parseCompactNumber,
  isHiddenByClass,
  isHiddenElement,
  removeHiddenElements,
  spacedTextOf,
  textOf,
  withDocument,
} from "./html-document.server";
import { isBreadcrumbTrail, lastUnlinkedStep } from "./breadcrumb-trail";
import { plainAvailability, plainCondition, type TAvailability, type TCondition } from "./offer-status";
import { classifiedAd } from "./classified-ad";
import { labelledProductTable, productTableName } from "./labelled-product-table";
import { paymentButtonItem } from "./payment-button";
import { quantityTiers } from "./quantity-tiers";
import { brandLineBesideName, brandLinkInHeading, logoBrand } from "./logo-brand";
import { headingMakerLine, makerCreditedInName, makerLine } from "./maker-line";
import { moreFromBrand } from "./more-from-brand";
import { isOrderForm } from "./order-form";
import { brandInName, foldBrand, markedBrand, siteNameOf } from "./name-brand";
import { readProductFeatures } from "./product-features";
import { listsProductsInData } from "./product-list-data";
import { readProductSpecs, type TProductSpec } from "./product-specs";
import { pageShowsAmount } from "./shown-figures";
import {
  readStructuredProduct,
  scriptBrand,
  scriptCondition,
  scriptSalePrice,
  type TFactSource,
  type TStructuredOffer,
} from "./structured-product.server";

export interface TRetailerReview {
  title: string;
  body: string;
  rating?: number;
  author?: string;
}

/** An offer that is not the product's own new price: a used copy, another seller. */
export interface TRetailerOffer {
  price: string;
  label: string;
}

export interface TRetailerProduct {
  /** The product's canonical address on the retailer, used for the article's buy links. */
  productUrl: string;
  /** The shop that was read (its site name, or its address), named on the article's buy button. */
  shop: string;
  asin?: string;
  title: string;
  brand?: string;
  /** Books: the author(s) from the byline, instead of a brand. */
  author?: string;
  /** The product's own current price (the buy box or the page's own offer); never another product's. */
  price?: string;
  /** Who sells at that price, when the page says. */
  seller?: string;
  /** Why there is no price, when there is none ("No current price on the page …"). */
  priceNote?: string;
  /** Whether the product's own offer can be bought now, as the page says. */
  availability?: TAvailability;
  /** The own offer's condition (a used copy is not sold as new). */
  condition?: TCondition;
  /** Used and other sellers' offers, each labelled. */
  otherOffers: TRetailerOffer[];
  rating?: number;
  reviewCount?: number;
  features: string[];
  description?: string;
  /** The manufacturer's own description block (Amazon "A+ content"). */
  manufacturerDescription?: string;
  specs: Array<{ name: string; value: string; from?: TFactSource }>;
  reviews: TRetailerReview[];
  imageUrl?: string;
  /** Where each fact was read (JSON-LD, microdata, Open Graph, the visible page or a visible table). */
  from: Partial<Record<"title" | "price" | "availability" | "condition" | "brand", TFactSource>>;
}

export const NO_CURRENT_PRICE = "No current price on the page";

const ROBOT_CHECK_SIGNS = [
  "/errors/validatecaptcha",
  "enter the characters you see below",
  "type the characters you see in this image",
  "to discuss automated access to amazon data",
  "<title>robot check</title>",
];

export function isRobotCheckPage(html: string): boolean {
  const lower = html.slice(0, 200_000).toLowerCase();
  return ROBOT_CHECK_SIGNS.some((sign) => lower.includes(sign));
}

export function extractAsin(url: string): string | undefined {
  return /\/(?:dp|gp\/product|gp\/aw\/d|product-reviews)\/([A-Z0-9]{10})(?:[/?]|$)/i.exec(url)?.[1]?.toUpperCase();
}

/** "4.6 out of 5 stars", "4,1 de 5 estrellas", "4,5 von 5 Sternen", "4,3 sur 5 étoiles". */
function parseRating(text: string | null | undefined): number | undefined {
  // A rating line is short; the cap keeps the pattern linear on a hostile page.
  const match = /(\d+(?:[.,]\d+)?)\s*(?:out of|de|von|sur|su|van|из|på|z)\s*5/i.exec((text ?? "").slice(0, 200));
  return match?.[1] ? Number(match[1].replace(",", ".")) : undefined;
}

const DIRECTION_MARKS = /[\u200e\u200f\u202a-\u202e]/g;

function clean(text: string): string {
  return normalizeText(text.replace(DIRECTION_MARKS, ""));
}

// "Visit the X Store", "Visita la tienda de X", "Besuchen Sie den X-Store", "Visitez la boutique X",
// "Visita lo Store di X", "Brand: X", "Marca: X", "Marke: X", "Marque : X".
const BRAND_PATTERNS: RegExp[] = [
  /^Visit the (.+?) Store$/i,
  /^Visita la tienda de (.+)$/i,
  /^Besuchen Sie den (.+?)-Store$/i,
  /^Visitez la boutique (.+)$/i,
  /^Visita lo Store di (.+)$/i,
  // "Ver mais artigos da Marca: Roborock", "Brand: X": the words after the label.
  /(?:^|\s)(?:Brand|Marca|Marke|Marque|Merk|Marka)\s*:\s*(.+)$/i,
];

export function cleanBrand(text: string | undefined): string | undefined {
  const value = clean(text ?? "");
  // (a brand without a letter is a shop's internal number, "4248", never the maker a person reads; a template's
  // placeholder the shop left unfilled, "$metabrand" or "{{ brand }}", is none either)
  if (!value || !/\p{L}/u.test(value) || /^\$\w+$|\{\{|\}\}/.test(value)) return undefined;
  for (const pattern of BRAND_PATTERNS) {
    const match = pattern.exec(value);
    if (match?.[1]) return clean(match[1]);
  }
  return value;
}

/** Book bylines: "by David Baldacci (Author) Format: Kindle Edition" → the authors' names. */
function readAuthors(document: Document): string | undefined {
  const names = [...document.querySelectorAll("#bylineInfo .author")]
    .filter((author) => /author|autor|auteur|autore/i.test(textOf(author.querySelector(".contribution"))))
    .map((author) => textOf(author.querySelector("a")))
    .filter(Boolean);
  return names.length > 0 ? [...new Set(names)].join(", ") : undefined;
}

function readBrandLine(document: Document): string | undefined {
  if (document.querySelector("#bylineInfo .author")) return undefined;
  const link = document.querySelector("a#bylineInfo, #bylineInfo a");
  return cleanBrand(textOf(link) || textOf(document.querySelector("#bylineInfo")));
}

function readLandingImage(document: Document, base: string): string | undefined {
  const image = document.querySelector("#landingImage, #imgBlkFront, #ebooksImgBlkFront, #main-image");
  if (!image) return undefined;
  const hires = image.getAttribute("data-old-hires");
  if (hires) return resolvePageUrl(hires, base);
  const dynamic = image.getAttribute("data-a-dynamic-image");
  if (dynamic) {
    try {
      const first = Object.keys(JSON.parse(dynamic) as Record<string, unknown>)[0];
      if (first) return resolvePageUrl(first, base);
    } catch {
      // Fall through to the plain src.
    }
  }
  return resolvePageUrl(image.getAttribute("src"), base);
}

function readReviews(document: Document): TRetailerReview[] {
  return [...document.querySelectorAll('[data-hook="review"]')]
    .map((review) => {
      const titleElement = review.querySelector('[data-hook="review-title"]');
      // The title element also holds the star text; the last span is the title itself.
      const titleSpans = titleElement
        ? [...titleElement.querySelectorAll(":scope > span")].filter((s) => !s.classList.contains("a-letter-space"))
        : [];
      const title = textOf(titleSpans.at(-1) ?? titleElement).replace(/^\d(?:[.,]\d)? out of 5 stars\s*/i, "");
      const ratingElement = review.querySelector(
        '[data-hook="review-star-rating"], [data-hook="cmps-review-star-rating"]',
      );
      const rating = parseRating(textOf(ratingElement)) ?? parseRating(textOf(titleElement));
      const author = textOf(review.querySelector(".a-profile-name")) || undefined;
      return {
        title,
        body: spacedTextOf(review.querySelector('[data-hook="review-body"]')).replace(/\s*Read more$/i, ""),
        ...(rating === undefined ? {} : { rating }),
        ...(author ? { author } : {}),
      };
    })
    .filter((review) => review.body)
    .slice(0, 12);
}

// Rows whose facts are read elsewhere (the rating) or are not facts (feedback links).
const SKIPPED_SPEC_NAMES = /customer reviews|valoraci[oó]n media|kundenrezensionen|commentaires client|recensioni/i;

function readSpecs(document: Document): Array<{ name: string; value: string }> {
  const rows = [
    ...document.querySelectorAll(
      "#productDetails_techSpec_section_1 tr, #productDetails_techSpec_section_2 tr, #productDetails_detailBullets_sections1 tr, #productOverview_feature_div tr, #technicalSpecifications_section_1 tr",
    ),
  ].map((row) => ({
    name: clean(spacedTextOf(row.querySelector("th, td:first-child"))),
    value: clean(spacedTextOf(row.querySelector("td:last-child"))),
  }));
  const bullets = [...document.querySelectorAll("#detailBullets_feature_div li, #detailBulletsWrapper_feature_div li")]
    .filter((item) => !item.querySelector("li"))
    .map((item) => {
      const [name = "", ...rest] = clean(spacedTextOf(item)).split(/\s*:\s*/);
      return { name: name.trim(), value: rest.join(": ").trim() };
    });
  const seen = new Set<string>();
  return [...rows, ...bullets]
    .filter((spec) => spec.name && spec.value && spec.name !== spec.value && !SKIPPED_SPEC_NAMES.test(spec.name))
    .filter((spec) => !seen.has(spec.name) && seen.add(spec.name))
    .slice(0, 25);
}

const BUY_BOX = [
  "#corePrice_feature_div",
  "#corePriceDisplay_desktop_feature_div",
  "#corePrice_desktop",
  "#corePrice_mobile_feature_div",
];
const OWN_PRICE_ELEMENTS = [
  "#kindle-price",
  "#price_inside_buybox",
  "#newBuyBoxPrice",
  "#priceblock_ourprice",
  "#priceblock_dealprice",
  "#priceblock_saleprice",
  "#tp_price_block_total_price_ww .a-offscreen",
];
// A price with its currency, before or after the figure, as shops in many countries write it ("$17.99",
// "99,95 €", "499,45 TL", "￥27,800", "131 990 тг.", "2,900원", "CHF 12.50", "EUR110.00"); a figure may group its thousands with spaces.
// Arabic-script currencies are words and abbreviations on either side of the figure ("جنيه 265", "150 ر.س", "درهم",
// "دينار"), and shops of those countries write local abbreviations in Latin letters ("L.E 12.00", "LE 329" for the
// Egyptian pound, "SR", "Dhs", "QR", "KD"), in capitals as price labels write them.
const ARABIC_CURRENCY = String.raw`(?:تومان|ریال|جنيه|ج\.\s?م|ريال|ر\.\s?[سقع]|درهم|دراهم|د\.\s?[إاأكبمجت]|دينار|دنانير|ليرة|ل\.\s?[لس])`;
const LOCAL_CURRENCY = String.raw`(?:L\.E\.?|LE|SR|Dhs?|DH|QR|KD)(?![\p{L}\p{N}])`;
const CURRENCY_CODE = String.raw`AED|USD|EUR|GBP|CAD|AUD|INR|SAR|CHF|PLN|CZK|HUF|SEK|NOK|DKK|RUB|KZT|TWD|KRW|JPY|CNY|ILS|CLP|ARS|MXN|PKR|BRL|RON|HRK|EGP|QAR|KWD|BHD|OMR|JOD|MAD|TND|LBP|IQD|TRY`;
// (digits may be Arabic-Indic or Eastern Arabic-Indic, "٢٦٥ جنيه", "۱۲٬۵۰۰ تومان", with their own separators)
const DIGIT = String.raw`[\d\u0660-\u0669\u06f0-\u06f9]`;
const FIGURE = String.raw`${DIGIT}(?:[\d\u0660-\u0669\u06f0-\u06f9.,\u066b\u066c]|[\u00a0\u202f ](?=${DIGIT}{3}))*`;
export const PRICE_TEXT = new RegExp(
  String.raw`(?:R\$|NT\$|[$€£¥￥₹₩₪₽₸₺₴]|(?<![\p{L}\p{N}])(?:${CURRENCY_CODE}|${LOCAL_CURRENCY})(?![A-Za-z])|${ARABIC_CURRENCY})\s?${FIGURE}` +
    String.raw`|${FIGURE}\s?(?:[€₩₪₽₸₺₴원元円]|тг\.?|руб|грн(?![\p{L}\p{N}])|zł|Kč|[Kk]n(?![\p{L}\p{N}])|lei(?![\p{L}\p{N}])|Ft(?![\p{L}\p{N}])|kr(?![\p{L}\p{N}])|TL(?![\p{L}\p{N}])|${ARABIC_CURRENCY}|(?<![\p{L}\p{N}])(?:${CURRENCY_CODE}|${LOCAL_CURRENCY})(?![\p{L}\p{N}]))`,
  "u",
);

function priceIn(text: string): string | undefined {
  // A price sits at the start of its element; the cap keeps the pattern linear on a hostile page.
  return westernDigits(PRICE_TEXT.exec(clean(text.slice(0, 300)))?.[0]?.trim());
}

const ARABIC_FIGURES = /[\u0660-\u0669\u06f0-\u06f9\u066b\u066c]/g;

/** A price's figures in the digits the model and the price checks read ("٢٦٥ جنيه" → "265 جنيه"). */
function westernDigits(price: string | undefined): string | undefined {
  return price?.replace(ARABIC_FIGURES, (figure) => {
    const code = figure.charCodeAt(0);
    if (code === 0x066b) return ".";
    if (code === 0x066c) return ",";
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/** The buy box's own price: the price to pay, never a list price, a unit price or another product's. */
function readBuyBoxPrice(document: Document): string | undefined {
  for (const selector of BUY_BOX) {
    const box = document.querySelector(selector);
    if (!box) continue;
    const element =
      box.querySelector(".priceToPay .a-offscreen, .apexPriceToPay .a-offscreen") ??
      box.querySelector(".a-price:not(.a-text-price) .a-offscreen") ??
      box.querySelector(".a-price .a-offscreen");
    const price = priceIn(textOf(element));
    if (price) return price;
  }
  for (const selector of OWN_PRICE_ELEMENTS) {
    const price = priceIn(textOf(document.querySelector(selector)));
    if (price) return price;
  }
  return undefined;
}

function readSeller(document: Document): string | undefined {
  // Kindle books: a "Sold by:" row in the price table.
  const soldByRow = document
    .querySelector("#kindle-price")
    ?.closest("table")
    ?.querySelector(".print-sold-by, [id$=SoldBy]");
  const kindle = textOf(soldByRow?.querySelector("td:last-child .a-color-base, td:last-child span"));
  if (kindle) return clean(kindle);
  const profile = textOf(document.querySelector("#sellerProfileTriggerId"));
  if (profile) return clean(profile);
  const merchant = spacedTextOf(document.querySelector("#merchant-info, #merchantInfoFeature_feature_div"));
  const match =
    /(?:Sold by|Vendido por|Verkauf durch|Vendu par|Venduto da)\s*:?\s*(.+?)(?=\s+(?:Sold by|and Fulfilled|and ships)|\.|$)/i.exec(
      merchant,
    );
  return match?.[1] ? clean(match[1]) : undefined;
}

function readUsedOffer(document: Document): TRetailerOffer | undefined {
  const section = document.querySelector("#usedBuySection, #usedbuyBox, #usedBuyBox");
  if (!section) return undefined;
  const box = document.querySelector("#usedbuyBox") ?? section;
  const price =
    priceIn(textOf(section.querySelector(".a-color-price, .offer-price"))) ?? priceIn(spacedTextOf(section));
  if (!price) return undefined;
  const text = spacedTextOf(box);
  const condition =
    /Condition:\s*Used:\s*([\w ]+?)(?:\s+Comment:|\s*$)/i.exec(text)?.[1] ?? /Used:\s*(\w+(?: \w+)?)/i.exec(text)?.[1];
  const seller = /Sold by\s+(.+?)\s+Condition:/i.exec(text)?.[1];
  const label = [
    "used",
    condition ? `condition ${clean(condition).toLowerCase()}` : "",
    seller ? `sold by ${clean(seller)}` : "",
  ]
    .filter(Boolean)
    .join(", ");
  return { price, label };
}

function readOtherSellers(document: Document): TRetailerOffer | undefined {
  const text = spacedTextOf(document.querySelector("#olp_feature_div"));
  const price = priceIn(text);
  return price ? { price, label: `other sellers (${text})` } : undefined;
}

function labelOffer(offer: TStructuredOffer): string {
  return [offer.condition, offer.seller ? `sold by ${offer.seller}` : "", offer.availability]
    .filter(Boolean)
    .join(", ");
}

function readAvailability(document: Document): string | undefined {
  const element = document.querySelector("#availability, #outOfStock");
  const text = spacedTextOf(
    element?.querySelector(".a-color-price, .a-color-state, .a-color-success, span") ?? element,
  );
  // The first sentence is the status ("Currently unavailable."); the rest is delivery chatter.
  const first = /^.+?[.!](?=\s|$)/.exec(text)?.[0] ?? text;
  return first ? first.slice(0, 160) : undefined;
}

function readManufacturerDescription(document: Document): string | undefined {
  const aplus = document.querySelector("#aplus_feature_div #aplus, #aplus, #aplus_feature_div");
  if (!aplus) return undefined;
  const copy = aplus.cloneNode(true) as Element;
  removeHiddenElements(copy);
  const text = blockTextOf(copy);
  // Some pages put the product details table in the A+ slot; that is read as specifications already.
  if (!text || /^(## )?(Product details|Detalles del producto|Produktinformation)\b/i.test(text)) return undefined;
  return text.length > 4_000 ? `${text.slice(0, 4_000)}…` : text;
}

function readDescription(document: Document): string | undefined {
  for (const selector of [
    "#productDescription",
    "#bookDescription_feature_div .a-expander-content",
    "#bookDescription_feature_div",
  ]) {
    const element = document.querySelector(selector);
    if (!element) continue;
    const copy = element.cloneNode(true) as Element;
    removeHiddenElements(copy);
    const text = blockTextOf(copy);
    if (text) return text;
  }
  return undefined;
}

/** Reads a product page; `pageUrl` is its public address (origin overrides undone). */
export function readRetailerProduct(html: string, pageUrl: string): TRetailerProduct {
  if (isRobotCheckPage(html)) throw new GenerationError("AMAZON_BLOCKING", AMAZON_BLOCKING_MESSAGE);
  return withDocument(html, pageUrl, (document) => retailerProductOfDocument(document, pageUrl));
}

// The names a shop gives its brand or maker row, in the languages shops write them in.
const BRAND_SPEC_NAMES =
  /^(brand|brand name|make|manufacturer|trademark|marke|hersteller|marque|fabricant|marca|fabricante|marchio|produttore|merk|fabrikant|marka|producent|značka|výrobca|výrobce|znamka|proizvajalec|proizvođač|proizvodjač|gyártó|márka|producător|marcă|kaubamärk|tootja|zīmols|ražotājs|prekės ženklas|gamintojas|varumärke|tillverkare|mærke|merke|produsent|valmistaja|tuotemerkki|üretici|бренд|марка|производитель|виробник|κατασκευαστής|品牌|ブランド|メーカー|브랜드|제조사)$/i;
// (the label in the major shop languages: Portuguese "Condição", Turkish "Ürün durumu", Indonesian "Kondisi",
// Vietnamese "Tình trạng", Hebrew "מצב פריט", Arabic "حالة المنتج", Japanese "商品の状態", Chinese "成色", Korean
// "상품상태", Thai "สภาพสินค้า"; a full-width colon as East Asian shops write it)
const CONDITION_LABEL_WORDS = String.raw`(?:item\s+|product\s+)?(?:condition|starost|zustand|état|etat|estado|condizioni|condizione|condição|condicao|condición|condicion|stan|stav|állapot|állapota|состояние|стан|kunto|tilstand|skick|staat|ürün durumu|durumu|durum|kondisi|tình trạng|מצב(?: ה?פריט| המוצר)?|(?:ال)?حالة(?: المنتج| السلعة| المنتَج)?|商品の状態|状態|コンディション|成色|新旧程度|商品状态|商品狀態|상품\s?상태|상태|สภาพสินค้า|สภาพ|وضعیت(?: کالا| محصول)?)`;
const CONDITION_SPEC_NAMES = new RegExp(
  String.raw`^${CONDITION_LABEL_WORDS}(?: de l'objet| dell'oggetto| del artículo| des artikels)?$`,
  "iu",
);
const ADD_TO_CART =
  /add to (?:your )?(cart|basket|bag|trolley)|buy now|order now|bestellen|commander|acquista|naroči|v košarico|kup teraz|koupit|köp|購買|購入|구매하기|바로구매|in den warenkorb|jetzt kaufen|ajouter au panier|(?:añadir|agregar) al carr(?:o|ito)|añadir a la cesta|aggiungi al carrello|do koszyka|в корзину|купить|adicionar ao carrinho|comprar|in winkelwagen|lägg i varukorg|kosárba|do košíka|pridať do košíka|pievienot grozam|lisa ostukorvi|加入購物車|カートに入れる|장바구니|^kupi(?:te)?$|ielikt grozā|u košaricu|do košíku|lisää ostoskoriin|sepete ekle|satın al|加入购物车|立即购买|^acheter$|^buy!?$|in winkelmand|legg i handlekurven|læg i kurv|[أاإ]ضف (?:إلى|الى|ل)\s?(?:ال)?(?:سلة|عربة)|[إا]ضافة (?:إلى|الى|ل)\s?(?:ال)?(?:سلة|عربة)|اشتر[يى]? الآن|اشتري الان|افزودن به سبد|הוסף לסל/i;

/** The shop's own name: its site name, else its address without "www.". */
function shopName(document: Document, pageUrl: string, isAmazon: boolean): string {
  if (isAmazon) return "Amazon";
  const host = URL.canParse(pageUrl) ? new URL(pageUrl).hostname.replace(/^www\./, "") : "the shop";
  const site = metaContent(document, "og:site_name");
  return site && site.length <= 40 && !/^https?:/.test(site) ? site : host;
}

/** Words of a text, for matching a heading against the page's title. */
function wordSet(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 1),
  );
}

// An element a shop marks as the product's heading or name by its class or id ("product-name", "page_headers",
// "tovarfullname", "h1").
const NAME_MARK = /name|title|head|(?:^|\s)h1(?:\s|$)/i;
const NAME_CANDIDATES_READ = 30_000;
// Headings and names placed against the buy button: a page shows its product's name once or twice.
const NAMES_COMPARED = 50;

/** The texts the page repeats for its product where no heading is read: images' alternative texts and titles, a
 * link's title, and the last step of its breadcrumb trail (the product itself, not a link to a category). */
function repeatedNames(document: Document): Set<string> {
  const names = new Set<string>();
  for (const element of elementsUnder(document.body ?? document, NAME_CANDIDATES_READ)) {
    for (const attribute of element.localName === "img"
      ? ["alt", "title"]
      : element.localName === "a"
        ? ["title"]
        : []) {
      const text = normalizeText(element.getAttribute(attribute)).toLowerCase();
      if (text.length >= 3 && text.length <= 200) names.add(text);
    }
    if (!isBreadcrumbTrail(element)) continue;
    const last = lastUnlinkedStep(element).toLowerCase();
    if (last.length >= 3) names.add(last);
  }
  return names;
}

/** The product's name when the page gives none in its data: the heading that shares most words with the page's
 * title (a shop's first heading may be "My account" or "Similar items"), a heading or an element marked as the
 * product's name that the page repeats for its product (its image's text, its breadcrumb's last step) first: that
 * is the name a person reads above the buy box, over a title of the shop's search words. Where no heading shares a
 * word with the title, a repeated name above the buy button; else the title without the shop's name, unless it names
 * only the site (a shop's name and slogan, "Shopname - Health for all"): then the main heading nearest above the buy
 * button. */
export function visibleProductName(document: Document, shop: string, pageUrl: string): string | undefined {
  const titleParts = [metaContent(document, "og:title", "twitter:title"), textOf(document.querySelector("title"))]
    .filter((text): text is string => Boolean(text))
    .map((text) => text.split(/\s[|–—·]\s|\s-\s(?=[^-]*$)/));
  const titles = titleParts
    .map((parts) => parts.find((part) => part.trim().toLowerCase() !== shop.toLowerCase())?.trim())
    .filter((text): text is string => Boolean(text));
  const titleWords = wordSet(titles.join(" "));
  const score = (text: string) => [...wordSet(text)].filter((word) => titleWords.has(word)).length;
  let best: { text: string; score: number } | undefined;
  let firstMain: string | undefined;
  for (const heading of document.querySelectorAll("h1, h2")) {
    if (heading.closest("nav, footer, aside, dialog, form, [role=dialog]") || inPageHeader(heading)) continue;
    const text = clean(spacedTextOf(heading));
    if (!text || text.length > 300) continue;
    if (heading.tagName === "H1") firstMain ??= text;
    const shared = score(text);
    if (shared > 0 && (!best || shared > best.score)) best = { text, score: shared };
  }
  const named = repeatedNameElements(document, shop).map((element) => ({
    element,
    text: clean(spacedTextOf(element)),
  }));
  const agreeing = named.reduce<{ text: string; score: number } | undefined>((found, { text }) => {
    const shared = score(text);
    return shared > 0 && (!found || shared > found.score) ? { text, score: shared } : found;
  }, undefined);
  if (agreeing) return agreeing.text;
  if (best) return best.text;
  // (a repeated name above the buy button; else the title, unless it names only the site: then the main heading above
  // the buy button)
  const repeatedAbove = headingAboveTheBuyButton(document, named, false);
  if (repeatedAbove) return repeatedAbove;
  const host = URL.canParse(pageUrl) ? new URL(pageUrl).hostname : "";
  const namesTheSite = titles[0] !== undefined && foldBrand(titles[0]) === foldBrand(siteNameOf(host));
  // (old shop software's table of label and value rows: the bold line above it that names the product with its code)
  const table = labelledProductTable(document, priceOf);
  const tableName = table ? productTableName(table) : undefined;
  if (tableName) return tableName;
  // (a classifieds ad's heading, which the title opens with: "Audi Q5 3.0 TDI QUATTRO …" under "Audi Q5 :: Site ::")
  const adName = classifiedAd(document, priceOf)?.name;
  if (adName) return adName;
  if (titles[0] && !namesTheSite) return titles[0];
  // (where no heading names it either, a title opened by the address's name names the product after it: "oldlamps -
  // Teak desk lamp" on oldlamps.example, a shop that sets no site name)
  const siteName = foldBrand(siteNameOf(host));
  const afterSiteName = titleParts
    .map((parts) =>
      siteName.length >= 3 && parts.length > 1 && foldBrand(parts[0]!) === siteName ? parts[1]!.trim() : undefined,
    )
    .find(Boolean);
  return headingAboveTheBuyButton(document, named, true) ?? afterSiteName ?? titles[0] ?? firstMain;
}

/** Whether an element is in the page's header (the site's name and menus), not in an article's or a section's own
 * header (a blog post's "entry-header" holding its title). */
function inPageHeader(element: Element): boolean {
  const header = element.closest("header");
  return Boolean(header && !header.parentElement?.closest("article, main, section"));
}

/** The elements marked as a heading or as the product's name (see NAME_MARK) whose text the page repeats for its
 * product (see repeatedNames), outside site furniture, links and other products' blocks, in page order. */
function repeatedNameElements(document: Document, shop: string): Element[] {
  const repeated = repeatedNames(document);
  const found: Element[] = [];
  for (const element of elementsUnder(document.body ?? document, NAME_CANDIDATES_READ)) {
    const marked =
      /^h[1-3]$/.test(element.localName) || NAME_MARK.test(`${element.getAttribute("class") ?? ""} ${element.id}`);
    if (!marked) continue;
    const lead = leadingTextOf(element, 201);
    if (lead.length < 3 || lead.length > 200 || element.querySelector("a[href], h1, h2, h3, p, div, li, td")) continue;
    const text = clean(spacedTextOf(element)).toLowerCase();
    if (!repeated.has(text) || text === shop.toLowerCase()) continue;
    if (element.closest("a[href], nav, header, footer, aside, dialog") || isOtherProducts(element)) continue;
    if (!isHiddenElement(element)) found.push(element);
  }
  return found;
}

/** The product's own live buy button: the first one outside the page's furniture, other products' blocks and
 * hidden elements. */
function productBuyButton(document: Document): Element | undefined {
  return buyButtons(document).find(
    (element) =>
      !element.closest("nav, footer, aside, [hidden]") && !isOtherProducts(element) && !isHiddenElement(element),
  );
}

const PRODUCT_BLOCK_LEVELS = 10;

/** The product's own block: the nearest block around the page's main heading that holds its live buy button (ten
 * levels up at most), when the page has both. */
function productBlock(document: Document): Element | undefined {
  const button = productBuyButton(document);
  const heading = button
    ? [...document.querySelectorAll("h1")]
        .slice(0, NAMES_COMPARED)
        .find((element) => !element.closest("nav, header, footer, aside") && !isOtherProducts(element))
    : undefined;
  let block = heading?.parentElement;
  for (let level = 0; block && level < PRODUCT_BLOCK_LEVELS; level++, block = block.parentElement) {
    if (block === document.body) return undefined;
    if (block.contains(button!)) return block;
  }
  return undefined;
}

/** The main heading or repeated name nearest above the page's live buy button (the one a person reads over the buy
 * box), when the page has such a button. */
function headingAboveTheBuyButton(
  document: Document,
  named: ReadonlyArray<{ element: Element; text: string }>,
  withMainHeadings: boolean,
): string | undefined {
  const button = productBuyButton(document);
  if (!button) return undefined;
  const headings = [...(withMainHeadings ? document.querySelectorAll("h1") : [])]
    .slice(0, NAMES_COMPARED)
    .filter(
      (heading) => !heading.closest("nav, header, footer, aside, dialog, [role=dialog]") && !isOtherProducts(heading),
    )
    .map((element) => ({ element, text: clean(spacedTextOf(element)) }))
    .filter(({ text }) => text && text.length <= 300);
  let above: { element: Element; text: string } | undefined;
  for (const candidate of [...headings, ...named.slice(0, NAMES_COMPARED)]) {
    const before = candidate.element.compareDocumentPosition(button) & 4; /* Node.DOCUMENT_POSITION_FOLLOWING */
    if (!before) continue;
    if (!above || above.element.compareDocumentPosition(candidate.element) & 4) above = candidate;
  }
  return above?.text;
}

// Blocks of other products: related, recommended, "others also viewed".
const ELSEWHERE = "[class*=related i], [id*=related i], [class*=recommend i], [id*=recommend i]";

// A block headed as other products' ("Recommended Products", "You may also like", "Often bought with this item",
// "Ähnliche Artikel"), whatever its classes say.
const OTHER_PRODUCTS_HEADING =
  /^(?:recommended|related|similar|you (?:may|might) also|customers (?:who|also)|(?:others|people) (?:also|who)|frequently bought|often bought|also (?:bought|viewed)|more (?:from|products|items)|recently viewed|useful additions|ähnliche|empfohlene|das könnte|kunden (?:kauften|haben)|vous aimerez|(?:produits|articles) (?:similaires|associés|recommandés)|productos (?:relacionados|similares|recomendados)|prodotti (?:correlati|simili|consigliati)|podobne|polecane|похожие|рекомендуем|с этим товаром|вам (?:также )?(?:может|могут|понравится)|также покупают|вас (?:также )?может заинтересовать)/i;
const HEADINGS_READ = 30_000;
const OTHER_PRODUCTS_HEADING_CHARS = 120;
const otherProductBlocksOf = new WeakMap<Document, Set<Element>>();

/** The blocks a heading of their own names as other products' (the heading's parent), never one holding the page's
 * main heading. Found once per page. */
function otherProductBlocks(document: Document): Set<Element> {
  const known = otherProductBlocksOf.get(document);
  if (known) return known;
  const blocks = new Set<Element>();
  const main = document.querySelector("h1");
  for (const heading of elementsUnder(document.body ?? document, HEADINGS_READ)) {
    if (!/^H[2-6]$/.test(heading.tagName)) continue;
    // (a heading in two languages writes its words twice: "Customers Who Viewed This Product Also Viewed/العملاء …")
    const text = leadingTextOf(heading, OTHER_PRODUCTS_HEADING_CHARS + 1);
    if (text.length > OTHER_PRODUCTS_HEADING_CHARS || !OTHER_PRODUCTS_HEADING.test(text)) continue;
    const block = heading.parentElement;
    if (block && block !== document.body && !(main && block.contains(main))) blocks.add(block);
  }
  otherProductBlocksOf.set(document, blocks);
  return blocks;
}

/** Whether an element stands in a block of other products (by its class, or by the heading over it). */
function isOtherProducts(element: Element): boolean {
  if (element.closest(ELSEWHERE)) return true;
  const blocks = otherProductBlocks(element.ownerDocument);
  for (let node: Element | null = element; node && blocks.size > 0; node = node.parentElement) {
    if (blocks.has(node)) return true;
  }
  return false;
}

// (`[class*=old i]` finds the candidates; only a class with "old" as a word of its own marks a former price:
// "old-price", "price--old", "price_old", "oldPrice", "priceOld", never "bold", "holder" or "golden")
const STRUCK_MARK =
  "del, s, strike, [class*=was i], [class*=before i], [class*=list-price i], [class*=strike i], [class*=crossed i], [class*=regular i], [class*=original i]";
const STRUCK_PRICE = `${STRUCK_MARK}, [class*=old i]`;
const OLD_WORD = /(?:^|[^A-Za-z])(?:old|Old|OLD)(?![a-z])|[a-z]Old(?![a-z])/;

/** Whether an element's tag or class marks a struck or former price (see STRUCK_PRICE). */
function hasStruckMark(element: Element): boolean {
  return element.matches(STRUCK_MARK) || OLD_WORD.test((element.getAttribute("class") ?? "").slice(0, 300));
}

// A block classed as a former or regular price whose own words open with a label of the price to pay ("Our Price
// $22.95" in a block classed "regular-price", "Retail Price: $29.95" beside it): the price a person pays, not a
// struck one.
const PRICE_TO_PAY_LABEL =
  /^(?:(?:our|your|sale|special|offer|member|today'?s) price|(?:unser|ihr) preis|(?:notre|votre) prix|(?:nuestro|su) precio|(?:il )?nostro prezzo)(?![\p{L}])/iu;

/** Whether an element is marked as a struck or former price (see STRUCK_PRICE) and not labelled as the price to pay.
 * The page's body is no price: its classes name the page ("product-arnold-promise-witch-hazel" holds "old"). */
function isStruckPrice(element: Element): boolean {
  return (
    element.tagName !== "BODY" &&
    element.tagName !== "HTML" &&
    hasStruckMark(element) &&
    !PRICE_TO_PAY_LABEL.test(leadingTextOf(element, 40))
  );
}

/** Whether an element stands in a struck or former price (see isStruckPrice). */
function inStruckPrice(element: Element): boolean {
  // (the nearest block a struck class's letters name may be no struck price, "bold"; one further up may be)
  for (let struck = element.closest(STRUCK_PRICE); struck; struck = struck.parentElement?.closest(STRUCK_PRICE) ?? null)
    if (hasStruckMark(struck)) return isStruckPrice(struck);
  return false;
}

// A price shown without tax (a shop for trade buyers shows both): its element or its block says so.
const EXCLUDING_TAX = "[class*=excl i], [id*=excl i], [class*=without-tax i], [class*=net-price i], [class*=netto i]";

// A price that is not the one to pay: without tax (Japanese "税別", "税抜"), per unit, a monthly instalment.
const NOT_THE_PRICE_TO_PAY =
  /税別|税抜|\b(?:excl\.?|excluding|without|ohne|zzgl\.?|hors|sin|senza|brez|bez|netto|net of)\b.{0,12}(?:vat|tax|mwst|tva|iva|ddv|dph|pdv)|\bHT\b|\/\s?(?:mo|month|monat|mois|mes|kg|l|m|100 ?g)\b|\bper (?:month|unit|kg)\b|x\s?\d+\s?(?:months|meses|rate|raten)/i;

// A row whose own label names another price than the one to pay: a list, retail or former price, a saving, a
// delivery charge, a bundle ("Retail Price:", "Your Savings:", "UVP:", "Versandkosten:", "Price for both:"). Only the
// label right before the figure counts: a tax or delivery note after the price to pay ("729,00 € inkl. MwSt. zzgl.
// Versandkosten") belongs to that price, and "zzgl. Versand" before a price says what is added to it.
const OTHER_PRICE_LABEL =
  /(?<!(?:zzgl|inkl|incl|excl|exkl|plus|hors|sans|sin|con|with|without|\+)\.?\s?)(?<![\p{L}])(?:retail|list|regular|original|former|old|was|reference|compare at|rrp|msrp|srp|uvp|statt|vorher|unverbindliche preisempfehlung|streichpreis|prix (?:de référence|conseillé|barré|public)|ancien prix|precio (?:anterior|de lista|recomendado)|prezzo (?:di listino|consigliato)|cena katalogowa|poprzednia cena|běžná cena|původní cena|savings?|you save|sie sparen|ersparnis|économisez|économie|ahorra|ahorro|risparmi|shipping|delivery|postage|versand|versandkosten|lieferkosten|porto|livraison|frais de port|envío|gastos de envío|spedizione|verzendkosten|dostawa|wysyłka|doprava|poštovné|доставка|экономия|старая цена|for both|for all|bundle)(?![\p{L}])(?:\s+(?:price|preis|prix|precio|prezzo|cena|цена|pris|costs?|charges?|fees?|amount|value|des herstellers|du fabricant))*\s*:?\s*$/iu;

/** Whether the label right before an element's price (in its own words, else in its row: a `dt`, a bold label, the
 * text before it) names another price than the one to pay (see OTHER_PRICE_LABEL). */
function labelNamesAnotherPrice(element: Element): boolean {
  let shown = leadingTextOf(element, 120);
  const figure = /\d/.exec(shown);
  let before = figure ? shown.slice(0, figure.index).replace(/[^\p{L}\s:.]+$/u, "") : "";
  // (the label in the row around the price: up two levels, in the row's first 400 characters)
  for (let row = element.parentElement, level = 0; !/\p{L}/u.test(before) && row && level < 2; level++) {
    const text = leadingTextOf(row, 400);
    const at = shown ? text.indexOf(shown.slice(0, 20)) : -1;
    if (at < 0) break;
    before = text.slice(0, at);
    shown = text;
    row = row.parentElement;
  }
  return OTHER_PRICE_LABEL.test(before.slice(-60));
}

/** The price an element shows, its struck-through former price left out. */
function shownPrice(element: Element): string | undefined {
  if (element.closest(EXCLUDING_TAX) || isHiddenElement(element)) return undefined;
  const content = element.getAttribute("content");
  if (content && /\d/.test(content)) return priceIn(content);
  let text = textOf(element);
  // A former price beside the current one is left out; a block whose only price is marked "old" shows it as its
  // price.
  const prices = text.slice(0, 300).match(new RegExp(PRICE_TEXT.source, "gu")) ?? [];
  if (prices.length > 1) {
    for (const struck of element.querySelectorAll(STRUCK_PRICE))
      if (isStruckPrice(struck)) text = text.replace(textOf(struck), " ");
  }
  if (
    NOT_THE_PRICE_TO_PAY.test(text.slice(0, 120)) ||
    labelNamesAnotherPrice(element) ||
    columnNamesAnotherPrice(element)
  )
    return undefined;
  return priceOf(text);
}

/** Whether the header cell over a price's table column names another price than the one to pay: an order table's
 * "参考基準価格(税別)" and "販売価格(税別)" beside "販売価格(税込)", "List price" beside "Price", "Price excl. VAT". */
function columnNamesAnotherPrice(element: Element): boolean {
  const cell = element.closest("td");
  const row = cell?.parentElement;
  const table = row?.closest("table");
  if (!cell || !row || !table) return false;
  const headerRow = table.querySelector("thead tr") ?? table.querySelector("tr");
  if (!headerRow || headerRow === row) return false;
  const index = childElementsOf(row).indexOf(cell);
  const header = childElementsOf(headerRow)[index];
  if (header?.localName !== "th") return false;
  const label = leadingTextOf(header, 80);
  return NOT_THE_PRICE_TO_PAY.test(label) || OTHER_PRICE_LABEL.test(label);
}

/** The price a text shows, a price of nothing ("0.00 руб.", a placeholder where the shop has none) left out. */
function priceOf(text: string): string | undefined {
  const price = priceIn(text);
  return price && priceDigits(price) ? price : undefined;
}

/** A price written in pieces, its figure and its currency in elements or lines of their own ("<span>870</span><br>
 * руб"): a short element of a few childless elements whose text shows a price that none of them shows alone. */
function isSplitPrice(element: Element): boolean {
  const parts = childElementsOf(element);
  if (parts.length > 4 || parts.some((part) => part.firstElementChild || STRUCK.has(part.localName))) return false;
  const text = leadingTextOf(element, 41);
  return (
    text.length <= 40 &&
    priceOf(text) !== undefined &&
    parts.every((part) => priceOf(leadingTextOf(part, 41)) === undefined)
  );
}
const STRUCK = new Set(["del", "s", "strike"]);

/**
 * The price the buy box shows where no element is classed as a price: the first short text with a price in the
 * nearest block around the buy button ("Cena s DPH: | 21 777 Kč" in the table that holds "Koupit"), a struck,
 * tax-excluded or per-unit price left out.
 */
function buyBoxLeafPrice(document: Document): string | undefined {
  const button = productBuyButton(document);
  let box = button?.parentElement;
  for (let level = 0; box && level < 6 && box !== document.body; level++, box = box.parentElement) {
    const leaves = elementsUnder(box, 2_000)
      .filter((element) => !element.firstElementChild || isSplitPrice(element))
      .slice(0, 300);
    for (const leaf of leaves) {
      const text = leadingTextOf(leaf, 41);
      if (text.length > 40 || inStruckPrice(leaf) || isHiddenElement(leaf)) continue;
      const price = priceOf(text);
      if (!price) continue;
      // (the row it stands in: "Cena bez DPH: | 17 997 Kč" is the price without tax, "Versandkosten: | 29,00 €" a
      // delivery charge)
      if (!NOT_THE_PRICE_TO_PAY.test(leadingTextOf(leaf.parentElement, 120)) && !labelNamesAnotherPrice(leaf))
        return price;
    }
  }
  return undefined;
}

/** The side column that holds the page's buy button where no buy button stands outside side columns: a shop may lay
 * its buy box (the format, the price, "Add to Bag") in an aside beside the product's heading, the two in one block. */
function buyBoxAside(document: Document): Element | undefined {
  if (productBuyButton(document)) return undefined;
  const button = buyButtons(document).find(
    (element) =>
      !element.closest("nav, footer, [hidden]") &&
      !isOtherProducts(element) &&
      !element.hasAttribute("disabled") &&
      !isHiddenElement(element),
  );
  const aside = button?.closest("aside");
  const heading = [...document.querySelectorAll("h1")]
    .slice(0, NAMES_COMPARED)
    .find((element) => !element.closest("nav, header, footer, aside"));
  return aside && heading && aside.parentElement?.contains(heading) ? aside : undefined;
}

/** A visible price on a page without price data: the price-classed element nearest the page's buy button (the
 * buy box), else the first price-classed element that shows a price. Side columns are furniture, but for the one
 * that holds the buy box (see buyBoxAside). */
function visiblePrice(document: Document): string | undefined {
  const aside = buyBoxAside(document);
  const candidates = [...document.querySelectorAll('[itemprop="price"], [class*=price i], [id*=price i]')]
    .slice(0, 500)
    .filter(
      (element) =>
        !element.closest("nav, footer") &&
        (!element.closest("aside") || (aside?.contains(element) ?? false)) &&
        !inStruckPrice(element) &&
        !isOtherProducts(element),
    );
  const priced = new Map<Element, string>();
  for (const element of candidates) {
    const price = shownPrice(element);
    if (price) priced.set(element, price);
  }
  if (priced.size === 0) {
    return (
      buyBoxLeafPrice(document) ??
      orderFormOffer(document)?.price ??
      bareFigurePrice(document, candidates) ??
      labelledProductTable(document, priceOf)?.price ??
      classifiedAd(document, priceOf)?.price
    );
  }
  return nearestTheBuyButton(document, priced) ?? priced.values().next().value;
}

/** Of elements with a value each, the value of the one nearest the page's buy button (eight levels up at most). */
function nearestTheBuyButton<T>(document: Document, values: ReadonlyMap<Element, T>): T | undefined {
  const button = buyButtons(document).find((element) => !element.closest("nav, footer, aside, [hidden]"));
  let box = button?.parentElement;
  for (let level = 0; box && level < 8; level++, box = box.parentElement) {
    for (const [element, value] of values) if (box.contains(element)) return value;
  }
  return undefined;
}

// A price element whose whole text is a figure with cents and no currency ("69.<sup>99</sup>", the currency shown by
// the shop's style sheet or in a footnote).
const BARE_FIGURE = /^\d{1,3}(?:[.,\s]?\d{3})*[.,]\d{2}\*?$/;
const PRICES_FOR_CURRENCY = 200;

/** The currency every price the page shows is written in ("€" where the cart shows "0,00 €" and the delivery
 * "29,00 €"), or undefined when the page shows none or more than one. */
function pageCurrency(document: Document): string | undefined {
  const currencies = new Set<string>();
  let read = 0;
  for (const leaf of elementsUnder(document.body ?? document)) {
    if (leaf.firstElementChild) continue;
    const price = priceIn(leadingTextOf(leaf, 41));
    if (!price) continue;
    currencies.add(price.replace(/[\d.,\s\u00a0\u202f]+/g, ""));
    if (++read >= PRICES_FOR_CURRENCY || currencies.size > 1) break;
  }
  return currencies.size === 1 ? [...currencies][0] : undefined;
}

/** The buy box's price shown as a bare figure, in the one currency of the page's other prices. */
function bareFigurePrice(document: Document, candidates: readonly Element[]): string | undefined {
  const figures = new Map<Element, string>();
  for (const element of candidates) {
    const figure = textOf(element).replace(/\s+/g, "");
    if (BARE_FIGURE.test(figure) && priceDigits(figure) && !isHiddenElement(element)) figures.set(element, figure);
  }
  const figure = figures.size > 0 ? nearestTheBuyButton(document, figures) : undefined;
  const currency = figure ? pageCurrency(document) : undefined;
  if (!figure || !currency) return undefined;
  return /^[$£¥₹₩₪]|^[A-Z]{3}$/.test(currency)
    ? `${currency}${figure.replace("*", "")}`
    : `${figure.replace("*", "")} ${currency}`;
}

/** Availability the page shows: a schema.org availability property, else a stock or availability element, else
 * a live buy button or a seller to contact (a page that sells the product now, though it writes no stock word). */
function visibleAvailability(document: Document): TAvailability | undefined {
  for (const element of document.querySelectorAll('[itemprop~="availability"]')) {
    const found = plainAvailability(element.getAttribute("href") ?? element.getAttribute("content") ?? textOf(element));
    if (found) return found;
  }
  for (const element of document.querySelectorAll(
    "[class*=availab i], [id*=availab i], [class*=stock i], [id*=stock i], [class*=sold-out i], [class*=soldout i], [class*=status i]",
  )) {
    // A status the page keeps hidden until a script shows it ("Product not available", display: none) is not shown.
    if (element.closest("nav, footer, aside") || isOtherProducts(element)) continue;
    if (isHiddenElement(element) || isHiddenByClass(element)) continue;
    const text = textOf(element);
    if (text.length > 160) continue;
    const found = plainAvailability(text);
    if (found) return found;
  }
  const labelled = labelledAvailability(document);
  if (labelled) return labelled;
  const counted = stockCountInBuyBox(document);
  if (counted) return counted;
  // A page that sells the product now says so by its live buy button alone; a classified ad is bought by writing to
  // or calling its seller: a listed ad (one that says no "sold") is for sale. Neither is a stock word.
  if (hasLiveBuyButton(document)) return "buy button only";
  return contactsTheSeller(document) ? "seller contact only" : undefined;
}

// A line of the buy box that counts the stock: "72 in stock", "3 auf Lager", "Current Stock/المخزن: 67".
const STOCK_COUNT_LINE =
  /^(\d{1,6})\s+(?:in stock|auf lager|en stock|op voorraad|in magazzino|na skladě|na stanie|на складе|в наличии)$|^(?:current |in )?stock(?:\/[^:\d]{1,20})?\s*:\s*(\d{1,6})$/i;
const STOCK_COUNT_LEVELS = 4;
const STOCK_COUNT_ELEMENTS = 200;

/** The availability a line of the buy box (the blocks around the product's live buy button) states by a count of
 * the stock: more than none is in stock, none is out of stock. Each element's own text lines only. */
function stockCountInBuyBox(document: Document): TAvailability | undefined {
  let box = productBuyButton(document)?.parentElement;
  for (let level = 0; box && level < STOCK_COUNT_LEVELS && box !== document.body; level++, box = box.parentElement) {
    for (const element of elementsUnder(box, STOCK_COUNT_ELEMENTS)) {
      if (isHiddenElement(element)) continue;
      for (let node = element.firstChild, read = 0; node && read < 40; node = node.nextSibling, read++) {
        if (node.nodeType !== 3) continue;
        let text = clean((node.textContent ?? "").slice(0, 61));
        // (a label cell and its count in the cell after it: "<div>Current Stock:</div><div>67</div>")
        if (text.endsWith(":") && text === clean(leadingTextOf(element, 61)) && element.nextElementSibling)
          text = `${text} ${clean(leadingTextOf(element.nextElementSibling, 21))}`;
        const count = text.length <= 80 ? STOCK_COUNT_LINE.exec(text) : null;
        if (count) return Number(count[1] ?? count[2]) > 0 ? "in stock" : "out of stock";
      }
    }
  }
  return undefined;
}

// A line labelled as the stock's status ("Availability: <span>In Stock</span>", "Verfügbarkeit: sofort lieferbar").
const AVAILABILITY_LABEL =
  /^(?:availability|stock|stock status|verfügbarkeit|lieferbarkeit|lagerstatus|disponibilité|disponibilidad|disponibilità|beschikbaarheid|dostępność|dostupnost|dostupnosť|elérhetőség|наличие|наличие на складе|наявність|tillgänglighet|saatavuus)\s*:\s*(\S.{0,60})$/i;
const LABELLED_LINES_READ = 20_000;

const LABEL_LINE_NODES_READ = 8;
// Elements that end a line: a line break and blocks.
const LINE_BREAKING = /^(?:BR|P|DIV|LI|UL|OL|DL|DT|DD|TABLE|TR|TD|TH|H[1-6]|SECTION|ARTICLE|FORM|HEADER|FOOTER|NAV)$/;

/** An element's text, and where it is a label alone ("<span>Availability:</span> In Stock<br>"), the rest of its
 * line after it, up to the next line break or block. */
function labelledLine(element: Element): string {
  let line = leadingTextOf(element, 101);
  if (!line.endsWith(":")) return line;
  let read = 0;
  for (
    let node = element.nextSibling;
    node && line.length <= 100 && read < LABEL_LINE_NODES_READ;
    node = node.nextSibling
  ) {
    read++;
    if (node.nodeType === 3) line += ` ${(node.textContent ?? "").slice(0, 101)}`;
    else if (node.nodeType !== 1 || LINE_BREAKING.test((node as Element).tagName)) break;
    else line += ` ${leadingTextOf(node as Element, 101)}`;
  }
  return normalizeText(line).slice(0, 101);
}

/** The availability a line labelled as the stock's status states, outside site furniture and other products. */
function labelledAvailability(document: Document): TAvailability | undefined {
  for (const element of elementsUnder(document.body ?? document, LABELLED_LINES_READ)) {
    // (a label alone, or the whole line in one element: "Availability: This item is currently unavailable!")
    const own = ownTextOf(element, 101);
    if (!own || own.length > 100 || !/:/.test(own)) continue;
    const stated = AVAILABILITY_LABEL.exec(labelledLine(element))?.[1];
    const found = stated ? plainAvailability(stated) : undefined;
    if (!found || element.closest("nav, footer, aside") || isOtherProducts(element) || isHiddenElement(element))
      continue;
    return found;
  }
  return undefined;
}

// The buttons of a classified ad or a price comparison: write to, call or reply to the seller.
const CONTACT_SELLER =
  /^(?:reply|reply to (?:the )?ad|(?:contact|email|message|call|write to) (?:the )?(?:seller|user|advertiser|owner)|show (?:the )?(?:phone|number|phone number)|telefonnummer anzeigen|(?:anbieter|verkäufer|inserent) kontaktieren|nachricht (?:senden|schreiben)|contacter le vendeur|répondre à l'annonce|voir le numéro|contactar(?: con el)? (?:vendedor|anunciante)|ver teléfono|contatta il venditore|mostra (?:il )?numero|показать телефоны?|написать продавцу|pokaż numer|napisz do sprzedającego|zobrazit telefon|kontaktovat prodejce|kapcsolat a hirdetővel|üzenet a hirdetőnek|hirdető telefonszáma)$/i;

function contactsTheSeller(document: Document): boolean {
  return elementsUnder(document)
    .filter(isButtonLike)
    .slice(0, 3_000)
    .some((element) => {
      const text = buttonText(element);
      // An ad's contact box often stands in the page's side column: only navigation and footers are left out.
      return text.length <= 40 && CONTACT_SELLER.test(text) && !element.closest("nav, footer, [hidden]");
    });
}

/** A buy button the reader can press: not disabled, hidden, or in the page's navigation, footer or a side column
 * other than the buy box's (see buyBoxAside). */
function hasLiveBuyButton(document: Document): boolean {
  const aside = buyBoxAside(document);
  // (a button only its class names add-to-cart may be one the page keeps for another state: not live by itself)
  return buyButtons(document, false).some(
    (element) =>
      !element.closest("nav, footer, [hidden]") &&
      (!element.closest("aside") || (aside?.contains(element) ?? false)) &&
      !element.hasAttribute("disabled") &&
      !isHiddenElement(element),
  );
}

// What shops make their buy buttons of: buttons, links, and elements styled as buy or cart buttons.
const BUTTON_CLASS_OR_ID = /buy|cart/i;

/** A button, a submit or image input, a link, an element with a button's role or a class or id saying buy or cart. */
function isButtonLike(element: Element): boolean {
  const tag = element.tagName;
  const type = tag === "INPUT" ? element.getAttribute("type")?.toLowerCase() : undefined;
  return (
    tag === "BUTTON" ||
    tag === "A" ||
    type === "submit" ||
    type === "image" ||
    type === "button" ||
    element.getAttribute("role") === "button" ||
    BUTTON_CLASS_OR_ID.test(element.getAttribute("class") ?? "") ||
    BUTTON_CLASS_OR_ID.test(element.id)
  );
}

/** A button's words: its text, else what its value, image text or label says ("Add to Cart" on an image), else the
 * words of the image it is drawn as. */
function buttonText(element: Element): string {
  return normalizeText(
    textOf(element) ||
      element.getAttribute("value") ||
      element.getAttribute("alt") ||
      element.getAttribute("title") ||
      element.getAttribute("aria-label") ||
      drawnButtonWords(element),
  );
}

const DRAWN_BUTTON_LEVELS = 3;

/**
 * The words of a button drawn as an image inside a link or button with no text of its own (`<a href="order?id=7">
 * <img alt="Buy - add to cart"></a>`): the image's alt text, else its file name's words ("AddToCart.png", "add_to_cart.gif"
 * read "Add To Cart"), the words a person reads on the picture. Only the element's first few levels are looked at.
 */
function drawnButtonWords(element: Element): string {
  let image: Element | null = element.firstElementChild;
  for (let level = 1; image && image.tagName !== "IMG" && level < DRAWN_BUTTON_LEVELS; level++) {
    image = image.nextElementSibling ? null : image.firstElementChild;
  }
  if (!image || image.tagName !== "IMG" || image.nextElementSibling) return "";
  const alt = image.getAttribute("alt")?.trim();
  if (alt) return alt;
  const file = /([^/?#]{1,80})\.(?:png|gif|jpe?g|svg|webp)(?:[?#]|$)/i.exec(
    (image.getAttribute("src") ?? "").slice(-300),
  )?.[1];
  return file ? file.replace(/([a-z])(?=[A-Z])/g, "$1 ").replace(/[-_.+]+/g, " ") : "";
}

/** The elements that say "add to cart" or "buy" in a short text of their own (a button, not a block of text), and
 * the submit button of an order form ("Valider", "OK" under a choice of offers). */
function buyButtons(document: Document, byClass = true): Element[] {
  return elementsUnder(document)
    .filter(isButtonLike)
    .filter((element) => {
      const text = buttonText(element);
      return (
        text.length <= 40 &&
        (ADD_TO_CART.test(text) || isOrderFormSubmit(element) || (byClass && isClassedAddToCart(element)))
      );
    });
}

// A control the shop's markup names as its add-to-cart button ("btn-cart", "addtocart-button", "add-to-basket",
// "add_cart"),
// whatever its words say (an icon, a label in a language not listed, a title the script fills in).
const ADD_TO_CART_MARK = /add[-_]?(?:to[-_]?)?(?:cart|basket|bag)|btn[-_]?cart|cart[-_]?button|buy[-_]?button/i;

function isClassedAddToCart(element: Element): boolean {
  const control =
    element.tagName === "BUTTON" ||
    element.tagName === "A" ||
    (element.tagName === "INPUT" && /^(?:submit|button|image)$/i.test(element.getAttribute("type") ?? ""));
  return control && ADD_TO_CART_MARK.test(`${element.getAttribute("class") ?? ""} ${element.id}`.slice(0, 300));
}

function isOrderFormSubmit(element: Element): boolean {
  const type = (element.getAttribute("type") ?? "").toLowerCase();
  const submits =
    element.tagName === "BUTTON" ? type === "" || type === "submit" : element.tagName === "INPUT" && type === "submit";
  return submits && isOrderForm(element.closest("form"));
}

/**
 * The first offer an order form shows with a price (a page without price markup: "Neuf 22,50 €" beside "Occasion
 * Non disponible"), with the condition its row names.
 */
function orderFormOffer(document: Document): { price: string; condition?: TCondition } | undefined {
  for (const form of elementsUnder(document).filter(isOrderForm).slice(0, 20)) {
    const leaves = elementsUnder(form)
      .filter((element) => !element.firstElementChild)
      .slice(0, 2_000);
    for (const leaf of leaves) {
      const text = textOf(leaf);
      const price = text.length <= 40 && !isHiddenElement(leaf) ? priceIn(text) : undefined;
      if (!price) continue;
      // The offer's row: the label, list item or table row that holds the price.
      const row = leaf.closest("label, li, tr");
      const condition = row && form.contains(row) ? plainCondition(textOf(row).replace(text, " ")) : undefined;
      return { price, ...(condition ? { condition } : {}) };
    }
  }
  return undefined;
}

function visibleCondition(document: Document): TCondition | undefined {
  const element = document.querySelector('[itemprop~="itemCondition"]');
  return (
    plainCondition(element?.getAttribute("content") ?? element?.getAttribute("href") ?? textOf(element)) ??
    orderFormOffer(document)?.condition
  );
}

/** A brand row's name, alone or among alternatives ("make/manufacturer", "Brand / Hersteller"). */
function isBrandLabel(name: string): boolean {
  return name.split(/\s*\/\s*/, 4).some((part) => BRAND_SPEC_NAMES.test(part));
}

// The brand rows that name the company that made the product rather than its brand ("Manufacturer", "Hersteller").
const MAKER_SPEC_NAMES =
  /^(manufacturer|hersteller|fabricant|fabricante|produttore|fabrikant|producent|výrobca|výrobce|proizvajalec|proizvođač|proizvodjač|gyártó|producător|tootja|ražotājs|gamintojas|tillverkare|produsent|valmistaja|üretici|производитель|виробник|κατασκευαστής|メーカー|제조사)$/i;

/** A brand row's name that names only the maker ("Hersteller"), not the brand ("Marke", "Brand / Hersteller"). */
function isMakerLabel(name: string): boolean {
  return name.split(/\s*\/\s*/, 4).every((part) => MAKER_SPEC_NAMES.test(part));
}

// A row that gives the brand and the model in one ("Brand & Model", "Marke/Modell", "Make and model").
const LABEL_PARTS = /\s*(?:[/&+]|\band\b|\bund\b|\bet\b|\by\b|\be\b|\bi\b)\s*/i;
const MODEL_SPEC_NAMES =
  /^(?:model|model name|model number|modell|modellname|modèle|modelo|modello|typ|type|модель|型号|型番|모델)$/i;

function isBrandAndModelLabel(name: string): boolean {
  const parts = name.split(LABEL_PARTS, 4);
  return parts.some((part) => BRAND_SPEC_NAMES.test(part)) && parts.some((part) => MODEL_SPEC_NAMES.test(part));
}

/**
 * The brand a "Brand & Model" row gives ("No.1 G2"): its value without the model a "Model" row of the page gives,
 * else the first of its two words when the second is a model code (holds a figure: "G2", "S10"). A longer value
 * ("Western Digital Blue 1TB") is not split by guess.
 */
function brandOfBrandAndModel(value: string, specs: readonly TProductSpec[]): string | undefined {
  const model = specs.find((spec) => MODEL_SPEC_NAMES.test(spec.name))?.value.trim();
  if (model && value.length > model.length && value.toLowerCase().endsWith(` ${model.toLowerCase()}`)) {
    return value.slice(0, -model.length).trim();
  }
  const words = value.trim().split(/\s+/);
  return words.length === 2 && /\p{L}/u.test(words[0]!) && /\d/.test(words[1]!) ? words[0] : undefined;
}

// A stock-keeping row: the shop's own code for the item ("SKU", "Item #", "Part No.", "MPN"), never a model row (a
// model's name holds words and figures of its own: "Galaxy S10").
const CODE_SPEC_NAMES =
  /^(?:sku\s?#?|item\s?(?:#|no\.?|number|code)|part\s?(?:#|no\.?|number)|mpn|manufacturer part number|product code)$/i;
// A code row's value of a maker's name and its part number: one to three words each opening with a capital letter
// (or "&"), then one code of letters, figures and dashes that holds both a letter and a figure ("Treasure Garden
// UM9109-3462").
const MAKER_AND_PART =
  /^((?:\p{Lu}[\p{L}'’.]*|&)(?: (?:\p{Lu}[\p{L}'’.]*|&)){0,2}) ([\p{L}\p{N}][\p{L}\p{N}./-]{3,39})$/u;

/**
 * The maker a stock-keeping row names before its part number ("SKU: Treasure Garden UM9109-3462"): shops that key
 * their stock by maker and part number write the maker's name first. A code alone ("SKU: 14448AT50HJP"), words
 * alone ("MPN: Fake Wounds") and a code of figures alone ("Item #: Box 1234") name no maker.
 */
function brandOfCodeRow(specs: readonly TProductSpec[]): string | undefined {
  for (const spec of specs) {
    if (!CODE_SPEC_NAMES.test(spec.name.trim())) continue;
    const found = MAKER_AND_PART.exec(spec.value.trim().replace(/\s+/g, " ").slice(0, 100));
    const code = found?.[2] ?? "";
    if (found && /\d/.test(code) && /\p{L}/u.test(code) && /\p{L}{3}/u.test(found[1]!)) return found[1];
  }
  return undefined;
}

/** Whether a brand is the shop's own name: its site name or the address's name, one holding the other. */
function namesTheShop(brand: string, shop: string, pageUrl: string): boolean {
  const folded = foldBrand(brand);
  const site = URL.canParse(pageUrl) ? foldBrand(siteNameOf(new URL(pageUrl).hostname)) : "";
  const shopName = foldBrand(shop);
  return (
    folded.length >= 3 &&
    ((site.length >= 3 && folded.includes(site)) ||
      (shopName.length >= 3 && (folded.includes(shopName) || shopName.includes(folded))))
  );
}

// A row that credits the maker by a credit word alone ("By: White Mountain Puzzles", "Made by", "Hergestellt von"):
// the brand where no brand row is.
const MAKER_ROW_NAMES =
  /^(?:by|made by|manufactured by|produced by|hergestellt von|fabriqué par|fabricado por|prodotto da|vervaardigd door)$/i;

/** The brand the page's specification rows give: a brand row's value, or the brand of a "Brand & Model" row, else
 * the maker a "By" row credits. */
function brandOfSpecs(specs: readonly TProductSpec[]): string | undefined {
  let maker: string | undefined;
  for (const spec of specs) {
    if (isBrandAndModelLabel(spec.name)) {
      const brand = brandOfBrandAndModel(spec.value, specs);
      if (brand) return brand;
    } else if (isBrandLabel(spec.name)) {
      // (a maker's row, "Hersteller: Galderma Laboratorium GmbH, Toulouser Allee 23a", names the company; a brand
      // row beside it, "Marke: Cetaphil", the name on the pack a person reads as the brand)
      if (!isMakerLabel(spec.name)) return spec.value;
      maker ??= spec.value;
    }
  }
  return maker ?? specs.find((spec) => MAKER_ROW_NAMES.test(spec.name))?.value;
}

// Rows naming who made or designed the product, which a name credits as its maker ("Eau Duelle by Diptyque").
const MAKER_CREDIT_NAMES = /^(?:designer|designed by|design|créateur|diseñador|stilista|ontwerper|projektant|maison)$/i;
// How a product's name credits its maker: "… by Diptyque", "… von Hugo Boss", "… par Guerlain".
const CREDIT_WORDS = ["by", "von", "par", "door", "od"];

/**
 * The maker row whose value the product's name credits ("Eau Duelle by Diptyque Eau De Toilette" with "Brand: Eau
 * Duelle" and "Designer: Diptyque"): the shop's "Brand" row then names the product's line, not its maker. A
 * designer row no name credits is no brand (a furniture designer is not the maker).
 */
function creditedMaker(name: string, specs: readonly TProductSpec[]): string | undefined {
  const folded = ` ${name.toLowerCase().replace(/\s+/g, " ").slice(0, 300)} `;
  return specs.find((spec) => {
    if (!isBrandLabel(spec.name) && !MAKER_CREDIT_NAMES.test(spec.name)) return false;
    const value = spec.value.toLowerCase().replace(/\s+/g, " ");
    return value.length >= 2 && CREDIT_WORDS.some((word) => folded.includes(` ${word} ${value} `));
  })?.value;
}

const INLINE_VALUE = new Set(["A", "B", "STRONG", "SPAN", "EM", "I", "FONT"]);
// A tab's label (a button, an element with a tab's role) names the tab after it; a header row's cell, the column.
const TAB_OR_HEADER = "button, [role=tab], [role=tablist], thead";

/** Whether a label and the element after it are tabs or a table's header cells ("Бренд | Дополнительная
 * информация", "make | model | year"): names of what follows, never a label and its value. A row's header cell
 * before its data cell ("<th>Brand</th><td>Sony</td>") is a label and its value. */
function namesWhatFollows(label: Element, value: Element | null | undefined): boolean {
  if (label.closest(TAB_OR_HEADER)) return true;
  return Boolean(value && (value.tagName === "TH" || value.closest(TAB_OR_HEADER)));
}

/**
 * A maker named under its label as two elements ("<p>Manufacturer</p><p>Apple</p>"), or as a label with its value
 * inside ("<span>make/manufacturer: <b>Indesit</b></span>", "Производитель:<a>Humminbird</a> США"), outside site
 * furniture.
 */
function labelledBrand(document: Document): string | undefined {
  const labels = document.querySelectorAll("p, span, div, dt, th, td, strong, b, label, h3, h4, h5");
  for (const label of [...labels].slice(0, 5_000)) {
    // (a label with its value in the element after it: "Производитель:<a>Humminbird</a> <img> США")
    const first = label.firstElementChild;
    const inner = first && label.firstChild?.nodeType === 3 && INLINE_VALUE.has(first.tagName) ? first : undefined;
    if (first && !inner) continue;
    const name = normalizeText(inner ? label.firstChild!.textContent : label.textContent);
    if (inner && !name.endsWith(":")) continue;
    const bare = name.replace(/\s*:$/, "");
    if (!bare || bare.length > 30 || !isBrandLabel(bare)) continue;
    // (a search or log-in form's labels are not the product's; the order form around the product is its own)
    const form = label.closest("form");
    if (label.closest("nav, footer, aside") || (form && !isOrderForm(form)) || isOtherProducts(label)) continue;
    const valueElement = inner ?? label.nextElementSibling ?? label.parentElement?.nextElementSibling;
    // (a tab's label beside the next tab, "Бренд | Дополнительная информация", or a table's header cell beside the
    // next one, "make | model | year", names no value: those are the names of what follows)
    if (namesWhatFollows(label, valueElement)) continue;
    const value = normalizeText(spacedTextOf(valueElement));
    if (value && value.length <= 60 && !isBrandLabel(value)) return value;
  }
  return undefined;
}

/**
 * The price to pay when the data's price is not it: the data gives the price the buy box shows struck through (a
 * former price) or without tax, and the buy box shows another price beside it; or the page shows the data's price
 * nowhere while its buy box shows one price of its own (a campaign price the data does not know). Undefined when the
 * data's price is the one to pay.
 */
function payableInsteadOf(document: Document, dataPrice: string): string | undefined {
  const digits = priceDigits(dataPrice);
  const box = buyBox(document);
  if (!digits || !box) return undefined;
  const notPayable = [...box.querySelectorAll(`${STRUCK_PRICE}, ${EXCLUDING_TAX}`)]
    .slice(0, 50)
    .filter((element) => element.matches(EXCLUDING_TAX) || isStruckPrice(element))
    .some((element) => priceDigits(priceIn(textOf(element)) ?? "") === digits);
  const shown = visiblePrice(document);
  if (!shown || priceDigits(shown) === digits) return undefined;
  if (notPayable) return shown;
  // (a data price of one offer only: an aggregate of sellers' offers prices one seller of many, and the box may show
  // another's)
  const prices = boxPrices(box);
  return prices.size === 1 &&
    prices.has(priceDigits(shown)) &&
    !offersOfManySellers(document) &&
    !pageShowsAmount(document, dataPrice)
    ? shown
    : undefined;
}

/** Whether the page's data gives an aggregate of sellers' offers (schema.org AggregateOffer). */
function offersOfManySellers(document: Document): boolean {
  if (document.querySelector('[itemtype*="AggregateOffer" i]')) return true;
  return [...document.querySelectorAll('script[type="application/ld+json"]')]
    .slice(0, 20)
    .some((script) => /"AggregateOffer"/i.test(script.textContent?.slice(0, 200_000) ?? ""));
}

/** The digits of each price the buy box shows, one element's own price each. */
function boxPrices(box: Element): Set<string> {
  const found = new Set<string>();
  for (const leaf of elementsUnder(box, 500)) {
    if (leaf.firstElementChild || isHiddenElement(leaf)) continue;
    const price = priceIn(leadingTextOf(leaf, 41));
    if (price) found.add(priceDigits(price));
  }
  return found;
}

/** The block around the page's live buy button that shows a price (the buy box), up to eight levels up. */
function buyBox(document: Document): Element | undefined {
  const button = buyButtons(document).find(
    (element) => !element.closest("nav, footer, aside, [hidden]") && !isHiddenElement(element),
  );
  let box = button?.parentElement;
  for (let level = 0; box && level < 8; level++, box = box.parentElement) {
    // (the spaced text where the glued one hides a price: "499,45 TL" glued to the button's "Sepete Ekle")
    if (PRICE_TEXT.test(textOf(box).slice(0, 2_000)) || PRICE_TEXT.test(leadingSpacedTextOf(box, 2_000))) return box;
  }
  return undefined;
}

// Words that say the stock is gone, not that one way of buying is ("Unavailable for store pickup", "the in-store
// option is temporarily unavailable").
const STOCK_STATEMENT =
  /out of stock|sold out|not in stock|нет в наличии|не в наличии|ausverkauft|nicht (?:auf lager|vorrätig)|épuisé|rupture de stock|agotado|sin stock|sin existencias|esaurito|uitverkocht|niet op voorraad|brak w magazynie|brak na stanie|wyprzedan|vyprodáno|není skladem|nie je na sklade|vypredané|nincs raktáron|nincs készleten|ni na zalogi|nema na stanju|stoc epuizat|esgotado|sem estoque|slut i lager|slutsåld|tillfälligt slut|ikke på lager|udsolgt|utsolgt|loppuunmyyty|tükendi|stokta yok|немає в наявності|няма наличност|εξαντλήθηκε|hết hàng|stok habis|品切れ|在庫切れ|缺貨|售完|품절/i;

// Where a buy box lists a choice of sizes or colours, whose own "out of stock" says nothing of the product.
const VARIANT_CHOICE = "option, select, label, li, [class*=size i], [class*=variant i], [class*=swatch i]";

/**
 * Whether the buy box says in words that the product cannot be bought ("This product is out of stock online",
 * "Нет в наличии" beside the price and the cart button): what a person reads there, over the page's data.
 */
function buyBoxSaysOutOfStock(document: Document): boolean {
  const box = buyBox(document);
  if (!box) return false;
  return elementsUnder(box, 500).some((element) => {
    // (an element's own words: a status line beside an icon, not the block around it)
    const text = ownTextOf(element, 201);
    if (!text || text.length > 200 || element.closest(VARIANT_CHOICE)) return false;
    if (isHiddenElement(element) || isHiddenByClass(element)) return false;
    return STOCK_STATEMENT.test(text) && plainAvailability(text) === "out of stock";
  });
}

// A status line or button that says only "pre-order" in a shop's language ("Pre-order now", "Vorbestellen",
// "Précommande", "Предзаказ", "予約受付中"): the whole of its own words, so "Reserve in store" or a sentence about a
// past pre-order says nothing.
const PRE_ORDER_SHOWN =
  /^(?:pre-?order(?: now| today)?|vorbestell(?:en|ung)(?: jetzt)?|jetzt vorbestellen|pr[ée]-?command(?:e|er)|preordina(?:re)?|pre-?venta|reservar ya|voorbestellen|przedsprzedaż|zamów przedpremierowo|předobjednávka|предзаказ|предварительный заказ|оформить предзаказ|передзамовлення|予約(?:注文|受付中|する|商品)?|预订|预售|預購|예약(?:\s?구매|\s?주문)?)[.!]?$/iu;
const PRE_ORDER_CANDIDATES =
  "button, a, [role=button], input[type=submit], [class*=availab i], [id*=availab i], [class*=stock i], [id*=stock i], [class*=status i]";
const PRE_ORDER_ELEMENTS_READ = 2_000;

/** Whether the page shows the product as a pre-order, on a status line or its buy button, outside site furniture and
 * other products' blocks: what a person reads over the data's "in stock" or "out of stock" (schema.org's PreOrder). */
function showsPreOrder(document: Document): boolean {
  return [...document.querySelectorAll(PRE_ORDER_CANDIDATES)].slice(0, PRE_ORDER_ELEMENTS_READ).some((element) => {
    const text = normalizeText(leadingTextOf(element, 41) || element.getAttribute("value")?.slice(0, 41));
    if (!text || text.length > 40 || !PRE_ORDER_SHOWN.test(text)) return false;
    return (
      !element.closest("nav, header, footer, aside, [hidden]") && !isOtherProducts(element) && !isHiddenElement(element)
    );
  });
}

// A condition the buy box states in words: "Vendu neuf par <the shop>", "Zustand: Neu", a line saying only "Használt"
// or "Б/у". Whole words only: "New arrivals" or "Newsletter" say nothing of the copy sold.
const SOLD_AS =
  /^(?:sold|vendu|vendue|verkauft|vendido|vendida|venduto|venduta|sprzedawany|prodáváno|eladó)\s+(?:as\s+|comme\s+|als\s+|como\s+)?(\p{L}+)/iu;
const CONDITION_LABEL = new RegExp(String.raw`^${CONDITION_LABEL_WORDS}\s*[:：]\s*(\p{L}[\p{L}\p{M}/ -]{0,30})$`, "iu");
const CONDITION_WORD =
  /^(?:new|brand new|used|pre-owned|refurbished|renewed|neu|neuware|fabrikneu|gebraucht|generalüberholt|neuf|neuve|occasion|d'occasion|reconditionné|nuevo|nueva|usado|usada|reacondicionado|nuovo|nuova|usato|usata|ricondizionato|nieuw|gebruikt|nowy|nowa|używany|używana|odnowiony|nový|nová|použitý|použitá|repasovaný|új|használt|felújított|novo|nova|seminovo|recondicionado|новый|новая|новое|б\/у|бу|подержанный|восстановленный|yeni|ikinci el|kullanılmış|yenilenmiş|baru|bekas|mới|đã qua sử dụng|tân trang|חדש|משומש|מחודש|جديد|جديدة|مستعمل|مستعملة|مجدد|مجددة|ใหม่|มือสอง|新品|中古|中古品|未使用|整備済み|全新|二手|翻新|새상품|새제품|중고|리퍼|open[- ]?box|b-ware|ausstellungsstück|vorführgerät|نو|کارکرده|دست ?دوم)$/iu;

/** The condition the buy box states (see SOLD_AS, CONDITION_LABEL, CONDITION_WORD), or undefined. */
export function buyBoxCondition(document: Document): TCondition | undefined {
  const box = buyBox(document);
  if (!box) return undefined;
  for (const element of elementsUnder(box, 500)) {
    const text = ownTextOf(element, 61);
    if (!text || text.length > 60 || element.closest(VARIANT_CHOICE) || isHiddenElement(element)) continue;
    const stated =
      SOLD_AS.exec(text)?.[1] ?? CONDITION_LABEL.exec(text)?.[1] ?? (CONDITION_WORD.test(text) ? text : "");
    const condition = stated && CONDITION_WORD.test(stated.trim()) ? plainCondition(stated) : undefined;
    if (condition) return condition;
  }
  return undefined;
}

// The page says in a sentence of its own that the item sold is new: "This is brand new, perfect, first quality
// merchandise", "The item is 100% brand new", "Brand new in box", "Neu und originalverpackt". Never "like new" or
// "looks brand new" (a used item's state), and no sentence that names a used or refurbished item.
const STATED_NEW =
  /(?:(?<![\p{L}])(?:this|the|item|product|unit|it)(?:\s+(?:item|product|unit|article))?\s+(?:is|comes)\s+(?:100\s?%\s+)?brand[- ]new(?![\p{L}])|^\s*(?:100\s?%\s+)?brand[- ]new(?:\s+(?:in (?:the )?(?:box|package|original packaging)|and unused|never used|sealed|condition))?\s*(?:[.,!]|$)|(?<![\p{L}])(?:neu und originalverpackt|neu in ovp|neuf sous blister|neuf jamais (?:utilisé|servi)|nuevo a estrenar|nuovo mai usato)(?![\p{L}]))/iu;
const STATEMENT_BLOCKS_READ = 20_000;
const NOT_THE_ITEMS_WORDS =
  "nav, header, footer, aside, form[action*=search i], [class*=review i], [id*=review i], [class*=comment i], [id*=comment i]";

// A second-hand or vintage dealer's description says the item it sells is in a used state: "This example is in good
// vintage condition", "The lamp is in excellent pre-owned condition", "in fair used condition". A condition word
// after "in" alone ("available in new and used condition") or a new item's "vintage style" says no such thing.
const STATED_USED =
  /(?<![\p{L}])(?:is|are|comes|remains)\s+in\s+(?:(?:very\s+|really\s+|overall\s+)?(?:good|great|fair|excellent|nice|lovely|superb|fine|decent|reasonable|honest|original|working|clean)\s+)?(?:vintage|used|pre-?owned|second-?hand|antique)\s+condition(?![\p{L}])/iu;

/** "new" when a sentence of the page's own text says the item sold is new (see STATED_NEW), "used" when one says it
 * is in a used or vintage state (see STATED_USED), else undefined. */
export function statedItemCondition(document: Document): TCondition | undefined {
  for (const element of elementsUnder(document.body ?? document, STATEMENT_BLOCKS_READ)) {
    const text = ownTextOf(element, 600);
    if (text.length < 9 || !/new|neu|nuevo|nuovo|condition/i.test(text)) continue;
    for (const sentence of text.slice(0, 1_200).split(/(?<=[.!?])\s+/, 20)) {
      const stated = STATED_NEW.test(sentence) ? "new" : STATED_USED.test(sentence) ? "used" : undefined;
      if (!stated) continue;
      const said =
        stated === "new" ? plainCondition(sentence.replace(/brand[- ]new|neu|neuf|nuevo|nuovo/gi, " ")) : undefined;
      if (said && said !== "new") continue;
      if (element.closest(NOT_THE_ITEMS_WORDS) || isOtherProducts(element) || isHiddenElement(element)) break;
      return stated;
    }
  }
  return undefined;
}

const MAX_LISTING_BUTTONS = 300;

/**
 * The products the page offers with buy buttons of their own, in page order: for each live buy button outside site
 * furniture and other products' blocks, the nearest block around it that shows a price (its card). A product page
 * has one such card (its buy box) or a few more (related products, sizes); a shop's category or search page has one
 * per product.
 */
export function offeredProductCards(document: Document): Set<Element> {
  const cards = new Set<Element>();
  const buttons = buyButtons(document)
    .filter(
      (element) =>
        !element.closest("nav, header, footer, aside, [hidden]") &&
        !isOtherProducts(element) &&
        !isHiddenElement(element),
    )
    .slice(0, MAX_LISTING_BUTTONS);
  for (const button of buttons) {
    // (a button-like block around a button is the same control)
    if (buttons.some((other) => other !== button && button.contains(other))) continue;
    let card = button.parentElement;
    for (let level = 0; card && level < 6 && card !== document.body; level++, card = card.parentElement) {
      if (PRICE_TEXT.test(leadingTextOf(card, 1_000))) {
        cards.add(card);
        break;
      }
    }
  }
  // (a tile whose price is a word, "Free", climbs to the list around the other tiles: a block that holds cards is the
  // list, no card)
  for (const card of cards) if ([...cards].some((other) => other !== card && card.contains(other))) cards.delete(card);
  return cards;
}

const LISTING_CARDS = 4;
// Pages of a shop that are no product: the cart, the account, a wish list, a comparison, the home page.
const NOT_A_PRODUCT_ADDRESS =
  /cart|basket|panier|warenkorb|carrito|carrello|koszyk|korzin|checkout|account|login|wish|compare/i;

/** The address of another product's page a card links to (its name or picture), if any. */
export function productLinkOf(card: Element, pageUrl: string): string | undefined {
  const page = URL.canParse(pageUrl) ? new URL(pageUrl) : undefined;
  for (const link of [...card.querySelectorAll("a[href]")].slice(0, 20)) {
    const href = link.getAttribute("href") ?? "";
    const address = page && URL.canParse(href, page) ? new URL(href, page) : undefined;
    if (!address || !/^https?:$/.test(address.protocol) || address.hostname !== page!.hostname) continue;
    const path = `${address.pathname}${address.search}`;
    const home = /^\/(?:index\.\w+)?$/.test(address.pathname) && !address.search;
    if (home || path === `${page!.pathname}${page!.search}` || NOT_A_PRODUCT_ADDRESS.test(path)) continue;
    return path;
  }
  return undefined;
}

/**
 * Whether the page is a shop's list of products (a category, search or offers page), the wrong kind for a review:
 * four or more products offered with buy buttons of their own, each card linking to its product's own page, the
 * first card among them (a product page's own buy box comes first and links to no other product's page, whatever
 * related products follow it), and no card holding the page's main heading (a product sold in sizes or colours may
 * have a form for each, each under the product's heading).
 */
function listsProductsWithButtons(document: Document, pageUrl: string): boolean {
  const cards = [...offeredProductCards(document)];
  if (cards.length < LISTING_CARDS) return false;
  const heading = [...document.querySelectorAll("h1")].find((h1) => !h1.closest("nav, header, footer, aside"));
  if (heading && cards.some((card) => card.contains(heading))) return false;
  // (a card's link may sit beside its price block: looked for up to three blocks up, in blocks of that card alone)
  const cardsUnder = new Map<Element, number>();
  for (const card of cards) {
    for (let block = card.parentElement, level = 0; block && level < 3; block = block.parentElement, level++)
      cardsUnder.set(block, (cardsUnder.get(block) ?? 0) + 1);
  }
  const links = cards.map((card) => {
    let found = productLinkOf(card, pageUrl);
    for (
      let block = card.parentElement, level = 0;
      !found && block && level < 3;
      block = block.parentElement, level++
    ) {
      if ((cardsUnder.get(block) ?? 0) > 1) break;
      found = productLinkOf(block, pageUrl);
    }
    return found;
  });
  return links[0] !== undefined && new Set(links.filter(Boolean)).size >= LISTING_CARDS;
}

/** Whether a page without product data offers a product: a buy button and a price shown. */
export function looksLikeProductPage(document: Document): boolean {
  return (
    (buyButtons(document).length > 0 &&
      (visiblePrice(document) !== undefined ||
        showsPriceOfNothing(document) ||
        someElementNearBuyButton(
          document,
          (element) => isPriceDrawnByScript(element) || isBareFigurePrice(element),
        ))) ||
    labelledProductTable(document, priceOf) !== undefined ||
    classifiedAd(document, priceOf) !== undefined ||
    showsSoldOutProduct(document)
  );
}

/** Whether the page shows one product sold out: no buy button, a line labelled as the stock saying it is out of
 * stock ("Availability: This item is currently unavailable!") and a price the page shows beside it. */
function showsSoldOutProduct(document: Document): boolean {
  return labelledAvailability(document) === "out of stock" && visiblePrice(document) !== undefined;
}

// A price element's figure, or a range of two ("5499.00-6799.00", one price a storage size), with no currency
// beside it: the currency is an icon of the shop's font or its style sheet's.
const BARE_FIGURE_OR_RANGE = /^\d{1,3}(?:[.,]?\d{3})*[.,]\d{2}(?:[-–~]\d{1,3}(?:[.,]?\d{3})*[.,]\d{2})?$/;

/** Whether a price-classed element shows a bare figure or range of figures (the shop's page shows a price whose
 * currency sign is drawn by its font). */
function isBareFigurePrice(element: Element): boolean {
  if (element.firstElementChild || !/price/i.test(`${element.getAttribute("class") ?? ""} ${element.id}`.slice(0, 200)))
    return false;
  const text = leadingTextOf(element, 41).replace(/\s+/g, "");
  return (
    BARE_FIGURE_OR_RANGE.test(text) &&
    Boolean(priceDigits(text)) &&
    !inStruckPrice(element) &&
    !isHiddenElement(element) &&
    !isOtherProducts(element)
  );
}

// A price's label and its currency with no figure ("Price: <strong>$</strong>"): the shop's script draws the figure.
const PRICE_LABEL_WITHOUT_FIGURE =
  /^(?:(?:our |unit |your |sale |retail )?price|prix|preis|precio|prezzo|preço|cena|цена)\s*:?\s*(?:[$€£¥₹]|USD|EUR|GBP|CAD|AUD)$/i;
const SCRIPT_PRICE_LEVELS = 6;
const SCRIPT_PRICE_ELEMENTS = 300;

// A currency alone as a price's label ("Eur" in a cell beside the empty cell the shop's script writes the figure in).
const CURRENCY_ALONE = /^(?:[$€£¥₹]|usd|eur|euro|gbp|cad|aud|chf)$/i;

/** Whether a table's cell stands beside an empty cell: no text, no picture, no field with a value. */
function emptyCellBeside(element: Element): boolean {
  const next = element.nextElementSibling;
  return Boolean(
    (element.tagName === "TD" || element.tagName === "TH") &&
    next?.tagName === "TD" &&
    !leadingTextOf(next, 1) &&
    !elementsUnder(next, 20).some((inner) => inner.tagName === "IMG" || inner.getAttribute("value")),
  );
}

/** Whether an element of the block around the product's live buy button is a price's label and currency without a
 * figure, the figure drawn by the shop's script (a card shop's "Price: $" above "72 in stock" and "Buy!"; a cell "Eur"
 * beside an empty cell). */
function isPriceDrawnByScript(element: Element): boolean {
  const text = leadingTextOf(element, 31);
  if (text.length > 30 || isHiddenElement(element)) return false;
  return PRICE_LABEL_WITHOUT_FIGURE.test(text) || (CURRENCY_ALONE.test(text) && emptyCellBeside(element));
}

/** Whether an element of the blocks around the product's live buy button (a few levels up, a few hundred elements
 * each) passes `test`: one walk for every sign of a price the page draws beside that button. */
function someElementNearBuyButton(document: Document, test: (element: Element) => boolean): boolean {
  let box = productBuyButton(document)?.parentElement;
  for (let level = 0; box && level < SCRIPT_PRICE_LEVELS && box !== document.body; level++, box = box.parentElement) {
    if (elementsUnder(box, SCRIPT_PRICE_ELEMENTS).some(test)) return true;
  }
  return false;
}

// A shop's page of many products without buy buttons a reader names (a category, search results): three cards or more
// of the same markup, each with its own link and price. The walk up from a price to its card stops at a few levels
// whatever the page's depth.
const PRICED_CARDS_OF_A_LISTING = 3;
const CARD_LEVELS = 8;
const PRICES_READ = 2_000;
const LINK_TO_A_PAGE = /^(?!#|javascript:)./i;
// The page's furniture and menus (a side menu's "Party drinks $169 up"): no product's card.
const NOT_CONTENT = "nav, header, footer, aside, [role=navigation], [role=banner], [id*=menu i], [class*=menu i]";
// A forum writer's card or signature ("This space for rent - $9.95" under each of a member's posts): a price there is
// no product's, and the posts that repeat it make no list of products.
const WRITERS_CARD =
  "[class*=userinfo i], [class*=user-info i], [class*=user_info i], [class*=usercard i], [class*=user-card i], [class*=signature i], [class*=postprofile i], [class*=mini-profile i]";

/** The first link to another page under each block, for the blocks a few levels above each link. */
function linkedBlocks(body: Element): Map<Element, string> {
  const blocks = new Map<Element, string>();
  for (const link of elementsUnder(body)) {
    if (link.localName !== "a") continue;
    const href = link.getAttribute("href") ?? "";
    if (!LINK_TO_A_PAGE.test(href)) continue;
    let block: Element | null = link;
    for (let level = 0; block && level <= CARD_LEVELS && !blocks.has(block); level++, block = block.parentElement)
      blocks.set(block, href);
  }
  return blocks;
}

/** The card a price stands in: its nearest block that holds a link to another page (a product's name or image). */
function cardOf(leaf: Element, linked: ReadonlyMap<Element, string>): Element | undefined {
  let block = leaf.parentElement;
  for (let level = 0; block && level < CARD_LEVELS && block.localName !== "body"; level++) {
    if (linked.has(block)) return block;
    block = block.parentElement;
  }
  return undefined;
}

/** Cards alike: the same element with the same classes. */
function cardMarkup(card: Element): string {
  return `${card.localName}.${card.getAttribute("class") ?? ""}`;
}

/**
 * Whether a page without product data lists many products (a category or search page of a shop): the first price
 * of its content stands in a card, and three cards or more of the same markup show a price each, with links to
 * different pages. A product page's own price comes first in its buy box, before any cards of other products.
 */
function listsPricedCards(document: Document, least = PRICED_CARDS_OF_A_LISTING, fromFields = true): boolean {
  if (!document.body) return false;
  const cards = new Map<string, Map<string, Element>>();
  let firstCard: Element | undefined;
  let prices = 0;
  const linked = linkedBlocks(document.body);
  for (const leaf of elementsUnder(document.body)) {
    if (leaf.firstElementChild) continue;
    const text = leadingTextOf(leaf, 41);
    if (text.length > 40 || !/\d/.test(text) || !priceOf(text)) continue;
    if (leaf.closest(NOT_CONTENT) || leaf.closest(WRITERS_CARD) || isOtherProducts(leaf) || isHiddenElement(leaf))
      continue;
    if (!fromFields && leaf.closest(FIELD)) continue;
    if (++prices > PRICES_READ) break;
    const card = cardOf(leaf, linked);
    if (prices === 1) firstCard = card;
    if (!card) continue;
    const link = linked.get(card);
    const alike = cards.get(cardMarkup(card)) ?? new Map<string, Element>();
    cards.set(cardMarkup(card), alike);
    if (link && !alike.has(link)) alike.set(link, card);
  }
  return firstCard !== undefined && (cards.get(cardMarkup(firstCard))?.size ?? 0) >= least;
}

// A filter's fields (a choice of price ranges, "€25,000" … "€1,000,000"): their prices are no result's.
const FIELD = "select, option, datalist, label, input, button";
// Search results or a listing of many things of the same kind (homes, cars), each with its price and its own page.
const PRICED_RESULTS_OF_A_LIST = 5;

const FILTERS_READ = 50;

/** Whether the page offers a filter by price: a choice whose options are prices ("€25,000", "€50,000" …). */
function filtersByPrice(document: Document): boolean {
  for (const select of [...document.querySelectorAll("select")].slice(0, FILTERS_READ)) {
    let prices = 0;
    for (const option of [...select.querySelectorAll("option")].slice(0, FILTERS_READ)) {
      if (PRICE_TEXT.test(leadingTextOf(option, 41)) && ++prices >= 2) return true;
    }
  }
  return false;
}

/**
 * Whether the page is a search's results: a filter by price, and five things or more in cards of the same markup,
 * each with its own price and link, the first price shown outside the filters' fields among them (homes for sale
 * under their search's price filters). One thing's page shows its own price before any cards of similar things; a
 * building's page of its flats' plans offers no filter by price.
 */
export function listsPricedResults(document: Document): boolean {
  return filtersByPrice(document) && listsPricedCards(document, PRICED_RESULTS_OF_A_LIST, false);
}

/**
 * Whether the page is a shop's list of products (a category, search or offers page): four products or more offered
 * with buy buttons of their own, or described side by side in its data (`listsProductsInData`), or, on a page whose data offers no product, three cards or more of the same markup
 * each with its own price and link, the first price of the page among them.
 */
export function looksLikeProductListing(document: Document, pageUrl: string, offersProduct = false): boolean {
  return (
    listsProductsWithButtons(document, pageUrl) ||
    listsProductsInData(document) ||
    (!offersProduct && listsPricedCards(document))
  );
}

/** A buy box whose price is nothing ("0.00 руб." beside "В корзину"): a product page whose shop shows no price. */
function showsPriceOfNothing(document: Document): boolean {
  const box = buyBox(document);
  const shown = box ? priceIn(textOf(box)) : undefined;
  return shown !== undefined && !priceDigits(shown);
}

/** The figures of a price text, digits only ("€ 18,00" → "1800"), to compare a shown price with an offer's. */
function priceDigits(text: string): string {
  return (/\d[\d.,\s]*/.exec(text.slice(0, 60))?.[0] ?? "").replace(/\D/g, "").replace(/^0+/, "");
}

/** The digits of each price the page shows struck through or as the former price. */
function struckPrices(document: Document): Set<string> {
  const found = new Set<string>();
  const struck = document.querySelectorAll(`${STRUCK_PRICE}, [class*=barred i], [class*=full-price i]`);
  for (const element of [...struck].slice(0, 200)) {
    if (!element.matches("[class*=barred i], [class*=full-price i]") && !hasStruckMark(element)) continue;
    const digits = priceDigits(textOf(element));
    if (digits) found.add(digits);
  }
  return found;
}

/**
 * The product's own offer among those the page's data lists: the first new one (or one that gives no condition)
 * whose price the page does not show struck through (a former price written as a second offer); on a page whose
 * offers are all used or refurbished (a listing of a used item), the first of them.
 */
function ownOffer(document: Document, offers: readonly TStructuredOffer[]): TStructuredOffer | undefined {
  const fresh = offers.filter((offer) => !offer.condition || offer.condition === "new");
  if (fresh.length === 0) return offers[0];
  if (fresh.length === 1) return fresh[0];
  const struck = struckPrices(document);
  return fresh.find((offer) => !struck.has(priceDigits(offer.price))) ?? fresh[0];
}

// An auction's bid count ("2 bids"), shown beside the current bid.
const BID_COUNT = /^(\d{1,4})\s+(?:bids?|Gebote?|offres|ofertas|offerte)$/i;

/** On an auction page the offer's price is where bidding started; the current bid, shown before the number of
 * bids, is the price now. The product's own bid box shows the starting price too (other lots' boxes do not). */
function currentBid(document: Document, startingPrice: string): string | undefined {
  const start = priceDigits(startingPrice);
  // A few boxes and their first elements: a hostile page's nesting stays cheap.
  for (const box of [...document.querySelectorAll("[class*=bid i], [id*=bid i]")].slice(0, 20)) {
    if (box.closest("nav, footer, aside") || isOtherProducts(box)) continue;
    for (const count of [...box.querySelectorAll("span, div")].slice(0, 200)) {
      const bids = BID_COUNT.exec(textOf(count).slice(0, 40));
      const shown = count.previousElementSibling ?? count.parentElement?.previousElementSibling;
      const bid = bids && shown ? priceIn(textOf(shown)) : undefined;
      if (!bid || priceDigits(bid) === start) continue;
      const rest = textOf(box).slice(0, 300).replace(textOf(shown), "");
      if ([...rest.matchAll(/\d[\d.,]*/g)].some(([figure]) => priceDigits(figure) === start)) {
        return `${bid} (current bid, ${bids![1]} bids)`;
      }
    }
  }
  return undefined;
}

// At most this many words before the data's name in the heading: a maker's name, not a sentence.
const HEADING_WORDS_BEFORE_NAME = 4;

/** The page's main heading where it ends with the data's name whole after a few words more (the maker's). */
function headingHoldingName(document: Document, dataName: string): string | undefined {
  const heading = [...document.querySelectorAll("h1")]
    .slice(0, 20)
    .find((element) => !element.closest("nav, footer, aside, dialog, [role=dialog]") && !isHiddenElement(element));
  const text = heading ? clean(leadingSpacedTextOf(heading, 400)) : "";
  const lower = text.toLowerCase();
  const at = lower.indexOf(dataName.toLowerCase());
  // (a letter whose lower case is longer, "İ", would shift the positions: such a heading is left as it is)
  if (!text || at < 0 || text.length === dataName.length || lower.length !== text.length) return undefined;
  // (the name whole, not a word's part: "Pro" is not held by "Product X")
  const edges = `${text.charAt(at - 1)}${text.charAt(at + dataName.length)}`;
  if (/[\p{L}\p{N}]/u.test(edges)) return undefined;
  // (the maker's words before the name; words after it are a badge or a note, "<small>new</small>", read elsewhere)
  if (/[\p{L}\p{N}]/u.test(text.slice(at + dataName.length))) return undefined;
  // (words of letters or figures: a dash between the maker and the model is no word)
  const before = text
    .slice(0, at)
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  return before.length <= HEADING_WORDS_BEFORE_NAME ? text : undefined;
}

// A name cut short for a narrow box: its words, then an ellipsis ("… Car Seat Pad Pain...").
const CUT_NAME = /(?:\.{3}|…)$/;
const CUT_NAME_HEADINGS = 60;

/** The page's heading that writes out whole a data name cut with an ellipsis (the data's "… Seat Pad Pain..." under
 * the heading "… Seat Pad Pain Relief Pillow Color Opt" above the price): the name a person reads. */
function headingPastCutName(document: Document, dataName: string): string | undefined {
  const name = clean(dataName);
  if (!CUT_NAME.test(name)) return undefined;
  const opening = name.replace(CUT_NAME, "").trimEnd().toLowerCase();
  if (opening.length < 2) return undefined;
  for (const heading of [...document.querySelectorAll("h1, h2, h3")].slice(0, CUT_NAME_HEADINGS)) {
    if (heading.closest("nav, footer, aside, dialog, [role=dialog]") || isHiddenElement(heading)) continue;
    const text = clean(leadingSpacedTextOf(heading, 400));
    if (text.length > opening.length && !CUT_NAME.test(text) && text.toLowerCase().startsWith(opening)) return text;
  }
  return undefined;
}

/** The data's name after the data's maker, where the page's title opens with both and the name lacks the maker
 * ("Nike Blue Backpack - Buy Online" over the data's "Blue Backpack" by "Nike", the maker drawn large beside it): the
 * name a person reads. */
function makerBeforeNameInTitle(document: Document, dataName: string, brand: string): string | undefined {
  const name = normalizeText(dataName);
  const maker = normalizeText(brand);
  if (!maker || name.toLowerCase().includes(maker.toLowerCase())) return undefined;
  const full = `${maker} ${name}`;
  const title = normalizeText(document.title.slice(0, full.length + 1));
  if (title.slice(0, full.length).toLowerCase() !== full.toLowerCase()) return undefined;
  // (the name whole: the title's next character is no letter or figure, "Nike Blue Backpacks" names no product)
  return /[\p{L}\p{N}]/u.test(title.charAt(full.length)) ? undefined : full;
}

/** The product facts of a parsed page (see readRetailerProduct). */
export function retailerProductOfDocument(document: Document, pageUrl: string): TRetailerProduct {
  // Truncated texts come twice (cut and full); the full one is kept.
  for (const cut of document.querySelectorAll(".a-truncate-cut")) cut.remove();
  const structured = readStructuredProduct(document);
  const asin =
    extractAsin(pageUrl) ?? (document.querySelector("#ASIN, input[name='ASIN']")?.getAttribute("value") || undefined);
  const isAmazon = Boolean(document.querySelector("#productTitle, #dp, #dp-container, #ppd")) || Boolean(asin);
  const shop = shopName(document, pageUrl, isAmazon);
  const from: TRetailerProduct["from"] = {};
  const amazonTitle = isAmazon
    ? textOf(document.querySelector("#productTitle")) || textOf(document.querySelector("#title"))
    : "";
  // An Open Graph title is written for social cards, often with the shop's words ("… 6468744 | ChristmasCentral"):
  // the page's own heading that it holds is the name a person reads.
  const socialName = !amazonTitle && structured?.from === "Open Graph" ? structured.name : undefined;
  const shownName = socialName ? visibleProductName(document, shop, pageUrl) : undefined;
  const headingInSocial =
    shownName && shownName.length < socialName!.length && socialName!.toLowerCase().includes(shownName.toLowerCase())
      ? shownName
      : undefined;
  // A data name the page's own heading holds with a few more words (the maker left off the data, "SE3631 - …" under
  // the heading "LDNIO SE3631 - …"): the heading is the name a person reads.
  const fullerHeading =
    !amazonTitle && !socialName && structured?.name
      ? (headingPastCutName(document, structured.name) ?? headingHoldingName(document, structured.name))
      : undefined;
  const titledWithMaker =
    !amazonTitle && !socialName && !fullerHeading && structured?.name && structured.brand
      ? makerBeforeNameInTitle(document, structured.name, structured.brand)
      : undefined;
  // (a payment provider's buy-now form names the one item a page without a shop sells)
  const paymentItem = structured ? undefined : paymentButtonItem(document);
  const title =
    amazonTitle ||
    headingInSocial ||
    fullerHeading ||
    titledWithMaker ||
    structured?.name ||
    visibleProductName(document, shop, pageUrl) ||
    paymentItem?.name;
  if (!title) {
    throw new GenerationError(
      "source_unreachable",
      `The page at ${pageUrl} does not look like a product page (no product title found). Check the link.`,
    );
  }
  from.title =
    amazonTitle || headingInSocial || fullerHeading || titledWithMaker
      ? "visible page"
      : structured?.name
        ? structured.from
        : "visible page";
  const origin = URL.canParse(pageUrl) ? new URL(pageUrl).origin : "https://www.amazon.com";

  // The product's own offer: structured data first, then the buy box. Never the first price on the page.
  const structuredOffers = structured?.offers ?? [];
  const ownStructured = ownOffer(document, structuredOffers);
  const bid = ownStructured ? currentBid(document, ownStructured.price) : undefined;
  const buyBox =
    ownStructured || structured?.pricedAtZero
      ? undefined
      : isAmazon
        ? readBuyBoxPrice(document)
        : (paymentItem?.price ?? visiblePrice(document));
  // The data's price may be the one the page shows struck through or without tax, beside the price to pay.
  // Or the page draws its sale price by script, from a state whose regular price is the data's.
  const payable =
    ownStructured && !bid && !isAmazon
      ? (payableInsteadOf(document, ownStructured.price) ?? scriptSalePrice(document, ownStructured.price))
      : undefined;
  // (a data price without its currency, "87.50" where the page shows "£87.50": the shown price with the same figures)
  const shownForBare =
    ownStructured && !bid && !payable && !isAmazon && !PRICE_TEXT.test(ownStructured.price)
      ? visiblePrice(document)
      : undefined;
  const withCurrency =
    shownForBare && priceDigits(shownForBare) === priceDigits(ownStructured!.price) ? shownForBare : undefined;
  // An Open Graph offer is written for social cards and may be stale: a price the page nowhere shows ("26.5000" where
  // it shows "Price from: $94.00") gives way to the price the page shows, and its stock to the page's stock words.
  const staleSocial =
    ownStructured?.from === "Open Graph" && !isAmazon && !pageShowsAmount(document, ownStructured.price);
  const shownOverSocial = staleSocial && !bid && !payable && !withCurrency ? visiblePrice(document) : undefined;
  const price = bid ?? payable ?? withCurrency ?? shownOverSocial ?? ownStructured?.price ?? buyBox;
  if (price)
    from.price =
      ownStructured && !bid && !payable && !withCurrency && !shownOverSocial ? ownStructured.from : "visible page";
  const otherOffers: TRetailerOffer[] = structuredOffers
    .filter((offer) => offer !== ownStructured)
    .map((offer) => ({ price: offer.price, label: labelOffer(offer) || "other offer" }));
  // (a price by quantity, "1 - 14 | 15 - 49 | 100+" over their prices: the first tier's is the price for one, the
  // others are larger orders' prices)
  const tiers = price && !ownStructured && !isAmazon ? quantityTiers(document, priceOf, isOtherProducts) : [];
  if (tiers.length > 1 && priceDigits(tiers[0]!.price) === priceDigits(price!)) {
    for (const tier of tiers.slice(1))
      otherOffers.push({ price: tier.price, label: `for a quantity of ${tier.quantity}` });
  }
  if (isAmazon) {
    const used = readUsedOffer(document);
    if (used) otherOffers.push(used);
    const others = readOtherSellers(document);
    if (others) otherOffers.push(others);
  }
  const availabilityText = isAmazon ? readAvailability(document) : undefined;
  const shownAvailability = plainAvailability(availabilityText);
  // A product sold in sizes or colours has an offer for each: it can be bought when any of them can.
  // The data of a product sold in sizes may describe one size: sold out there, while the page's buy button for
  // the product is live.
  const socialStock = staleSocial ? visibleAvailability(document) : undefined;
  const shownOverSocialStock = socialStock === "in stock" || socialStock === "out of stock" ? socialStock : undefined;
  const offeredAvailability =
    shownOverSocialStock ??
    (structuredOffers.some((offer) => offer.availability === "in stock") ||
    (ownStructured?.availability === "out of stock" && hasLiveBuyButton(document))
      ? "in stock"
      : (ownStructured?.availability ?? structured?.availability));
  const boxOutOfStock = !isAmazon && !shownAvailability && buyBoxSaysOutOfStock(document);
  const preOrder = !isAmazon && !shownAvailability && !boxOutOfStock && showsPreOrder(document);
  const availability =
    shownAvailability ??
    (boxOutOfStock ? "out of stock" : undefined) ??
    (preOrder ? "pre-order" : undefined) ??
    offeredAvailability ??
    visibleAvailability(document);
  if (availability)
    from.availability =
      shownAvailability || boxOutOfStock || preOrder || shownOverSocialStock || !offeredAvailability
        ? "visible page"
        : (structuredOffers[0]?.from ?? structured!.from);
  // An offer that says "new" at the own offer's price tells the condition the own offer leaves out.
  const offeredCondition = structuredOffers.find(
    (offer) => offer.price === ownStructured?.price && offer.condition === "new",
  )?.condition;
  const condition =
    ownStructured?.condition ??
    offeredCondition ??
    (structuredOffers.length === 0 ? visibleCondition(document) : undefined);
  if (condition)
    from.condition =
      ownStructured?.condition || offeredCondition
        ? structuredOffers[0]!.from
        : document.querySelector('[itemprop~="itemCondition"]')
          ? "microdata"
          : "visible page";
  const seller = bid ? undefined : (ownStructured?.seller ?? (isAmazon ? readSeller(document) : undefined));
  const priceNote = price
    ? undefined
    : `${NO_CURRENT_PRICE}${otherOffers.length > 0 ? " for a new copy from the seller itself (other offers below)" : ""}${availabilityText ? `; the page says: "${availabilityText}"` : ""}.`;

  const acr = document.querySelector("#acrPopover");
  const rating =
    parseRating(acr?.getAttribute("title")) ??
    parseRating(textOf(acr?.querySelector(".a-icon-alt"))) ??
    structured?.rating;
  const reviewCountText = textOf(document.querySelector("#acrCustomerReviewText"));
  const reviewCount = (reviewCountText ? parseCompactNumber(reviewCountText) : undefined) ?? structured?.reviewCount;
  const author = readAuthors(document);
  const amazonSpecs = isAmazon ? readSpecs(document) : [];
  const specs =
    amazonSpecs.length > 0
      ? amazonSpecs.map((spec) => ({ ...spec, from: "visible table" as const }))
      : readProductSpecs(document, structured?.properties);
  const brandSpec = creditedMaker(title, specs) ?? brandOfSpecs(specs);
  // A listing's "Condition" row says what the data leaves out ("Used: An item that has been used previously").
  const conditionSpec = condition ? undefined : specs.find((spec) => CONDITION_SPEC_NAMES.test(spec.name));
  const specCondition = plainCondition(conditionSpec?.value);
  if (specCondition) from.condition = conditionSpec!.from ?? "visible table";
  const boxCondition = condition || specCondition || isAmazon ? undefined : buyBoxCondition(document);
  if (boxCondition) from.condition = "visible page";
  const stateCondition = condition || specCondition || boxCondition || isAmazon ? undefined : scriptCondition(document);
  if (stateCondition) from.condition = "page script";
  const statedCondition =
    condition || specCondition || boxCondition || stateCondition || isAmazon
      ? undefined
      : statedItemCondition(document);
  if (statedCondition) from.condition = "visible page";
  // (a brand of the data that is the shop's own name, its logo block, gives way to the maker a line under the
  // product's name credits: "From Hawthorne Village")
  const dataBrand = cleanBrand(structured?.brand);
  const lineMaker = dataBrand && namesTheShop(dataBrand, shop, pageUrl) ? makerLine(document, title) : undefined;
  const creditedLine = lineMaker && !namesTheShop(lineMaker, shop, pageUrl) ? lineMaker : undefined;
  const structuredBrand = creditedLine ? undefined : dataBrand;
  const shownBrand = author
    ? undefined
    : (cleanBrand(brandSpec) ??
      creditedLine ??
      structuredBrand ??
      (isAmazon
        ? readBrandLine(document)
        : (cleanBrand(labelledBrand(document)) ??
          brandLinkInHeading(document) ??
          brandLineBesideName(document, title) ??
          headingMakerLine(document, title) ??
          logoBrand(document, pageUrl, shop, productBlock(document)) ??
          moreFromBrand(document, shop) ??
          makerCreditedInName(document, title))));
  const stateBrand = author || shownBrand || isAmazon ? undefined : scriptBrand(document, title);
  // (a maker's own shop: the name or title marks the maker's name, the shop's own, with ® or ™)
  const brand =
    shownBrand ??
    stateBrand ??
    (author || isAmazon
      ? undefined
      : (brandInName(document, title, pageUrl) ??
        markedBrand(document, title, [shop, URL.canParse(pageUrl) ? siteNameOf(new URL(pageUrl).hostname) : ""]) ??
        brandOfCodeRow(specs)));
  if (brand)
    from.brand = brandSpec
      ? "visible table"
      : structuredBrand && !creditedLine
        ? structured!.from
        : stateBrand
          ? "page script"
          : "visible page";
  // A shop's meta description is an advert for the shop ("Everyday low prices…"), not the product's: only
  // the page's own description block or the structured description are read.
  const description = readDescription(document) ?? structured?.description;
  const manufacturerDescription = readManufacturerDescription(document);
  const amazonFeatures = [...document.querySelectorAll("#feature-bullets li, #featurebullets_feature_div li")]
    .filter((item) => !item.closest(".aok-hidden, [hidden]"))
    .map((item) => clean(spacedTextOf(item)))
    .filter((text) => text && !/^make sure this fits/i.test(text))
    .filter((text, index, all) => all.indexOf(text) === index)
    .slice(0, 15);
  // Any other shop: its "about this item", highlights or key-features list, else its description's bullet lines.
  const features = amazonFeatures.length > 0 ? amazonFeatures : readProductFeatures(document, structured?.description);
  const imageUrl =
    readLandingImage(document, pageUrl) ??
    resolvePageUrl(structured?.image ?? metaContent(document, "og:image"), pageUrl);
  const canonical = resolvePageUrl(document.querySelector('link[rel="canonical"]')?.getAttribute("href"), pageUrl);
  return {
    productUrl: asin ? `${origin}/dp/${asin}` : (canonical ?? pageUrl),
    shop,
    ...(asin ? { asin } : {}),
    title,
    ...(brand ? { brand } : {}),
    ...(author ? { author } : {}),
    ...(price ? { price } : {}),
    ...(price && seller ? { seller } : {}),
    ...(priceNote ? { priceNote } : {}),
    ...(availability ? { availability } : {}),
    ...(condition || specCondition || boxCondition || stateCondition || statedCondition
      ? { condition: condition ?? specCondition ?? boxCondition ?? stateCondition ?? statedCondition }
      : {}),
    otherOffers,
    ...(rating === undefined ? {} : { rating }),
    ...(reviewCount === undefined ? {} : { reviewCount }),
    features,
    ...(description ? { description } : {}),
    ...(manufacturerDescription ? { manufacturerDescription } : {}),
    specs,
    reviews: readReviews(document),
    ...(imageUrl ? { imageUrl } : {}),
    from,
  };
}
