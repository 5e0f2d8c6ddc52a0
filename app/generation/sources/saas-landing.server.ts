// Reads a software (SaaS) landing or pricing page: product name, tagline, features and pricing plans, from
// plan cards and pricing tables (currency signs that CSS adds included), and the pricing section's own text,
// which no page-text cap cuts. Hidden and screen-reader-only text is not read.
import {
  resolvePageUrl,
  blockTextOf,
  childElementsOf,
  elementsUnder,
  jsonLdOfType,
  leadingSpacedTextOf,
  leadingTextOf,
  metaContent,
  normalizeText,
  removeHiddenElements,
  spacedTextOf,
  stringField,
  tableToMarkdown,
  textOf,
  withDocument,
} from "./html-document.server";
import { copyrightHolder } from "./copyright-holder";
import { cardFee, freeTierAbove, speaksOfFees, withoutPictographs } from "./fee-cards";
import { foldBrand, siteNameOf } from "./name-brand";
import { PRICE_TEXT } from "./retailer-product.server";
import { isShopHomepage, offersSoftware, showsShop } from "./shop-homepage";
import { lonePriceLine } from "./unit-price";
import { showsWebTool } from "./web-tool";
import { wrongKindOf, type TWrongKind } from "./wrong-kind-page";

export interface TSaasFeature {
  title: string;
  detail?: string;
}

export interface TSaasPlan {
  name: string;
  price: string;
  period?: string;
  features: string[];
}

/** What a store's or a maker's data says of an app (schema.org's SoftwareApplication and its kinds). */
export interface TAppFacts {
  /** Its price as the page shows it ("Free", "$4.99"). */
  price?: string;
  /** The price is the data's only: no word or figure of the page's text shows it (a package registry's page whose
   * data gives a price of nothing while its text shows no price at all). */
  priceNotShown?: true;
  /** Its maker or seller ("Acme Ltd"). */
  maker?: string;
  /** Its rating ("2.5 of 5, 3027 ratings"). */
  rating?: string;
}

export interface TSaasLanding {
  url: string;
  name: string;
  /** The site's own name (og:site_name), which may say what the site is ("X — Digital Strategy and Design"). */
  siteName?: string;
  tagline?: string;
  description?: string;
  features: TSaasFeature[];
  pricing: TSaasPlan[];
  /** No plan could be read, yet the page shows a row of plan-like cards with prices: it is not a page without prices. */
  pricesUnread?: boolean;
  /** The app's price, maker and rating, where the page's data gives them (a store's page of an app). */
  app?: TAppFacts;
  /** The pricing section as the page shows it (tables as Markdown tables), read in full. */
  pricingText?: string;
  imageUrl?: string;
  /** Visible text of the page, for what the structured reading missed. */
  text: string;
  /** What the page is when it is of a kind no generator takes (a sign-in form, a page not found, …). */
  pageType?: TWrongKind;
  /** The window's title of such a page, quoted in its refusal: the name read for a product there may be any picture's
   * text (a badge's alt text on a customer portal's sign-in page). */
  pageTitle?: string;
  /** The page shows a shop's furniture: two of a cart, delivery or returns terms, goods labelled with their price. */
  sellsGoods?: boolean;
  /** The page is a free web tool's front page: its one box to type in, or its list of tools (web-tool.ts). */
  webTool?: boolean;
  /** The page is a shop's homepage: its cart and its departments at the site's root (shop-homepage.ts). */
  shopHomepage?: boolean;
  /** The page shows software of its own: its data, a program's file to download, an app's banner, a web tool. */
  offersSoftware?: boolean;
}

// A plan's price in any currency a shop writes ("$14", "38,700원", "990 руб", "CHF 12"), or a free plan: "Free", or
// the word a Chinese, Japanese or Korean card prints in its price box ("免费", "免費", "無料", "무료"; these scripts
// write no spaces, so the words stand without word bounds).
const PRICE = new RegExp(`${PRICE_TEXT.source}|\\b(?:[Ff]ree|FREE|[Gg]ratis|GRATIS)\\b|免费|免費|無料|무료`, "u");
// (a free plan's period is for ever: "$0 / forever", "$0" over "Forever free")
const PERIOD =
  /(?:(?:\/|\bper)\s*(?:user|seat|member)\s*)?(?:\/|\bper)\s*(?:month|mo|year|yr|user|seat|member)\b|\b(?:monthly|annually|yearly|one[- ]time|life ?time|forever free|free forever)\b|\/\s?(?:forever\b|月|年|월|년)/i;
const MAX_PRICING_TEXT = 6_000;
// Prices are looked for in the first characters of a block only: the patterns stay linear on a hostile page.
const PRICE_SCAN_CHARS = 3_000;

function findPrice(text: string): string | undefined {
  // (a figure's grouping sign before the sentence goes on is no part of it: "$14, billed")
  return PRICE.exec(text.slice(0, PRICE_SCAN_CHARS))?.[0].replace(/[.,\s]+$/, "");
}

// A plan's price is its first figure: a free word before it is a feature's ("FREE for unlimited viewers" over a
// feature list the plan writes in blocks, its "$20/month/editor" after them).
const FIGURE_PRICE = new RegExp(PRICE.source, "gu");
const PRICE_WORDS_READ = 20;

/** The first figure price of a text's first characters, its first twenty price words looked at. */
function findFigure(text: string): RegExpExecArray | undefined {
  FIGURE_PRICE.lastIndex = 0;
  const scanned = text.slice(0, PRICE_SCAN_CHARS);
  for (let read = 0; read < PRICE_WORDS_READ; read++) {
    const match = FIGURE_PRICE.exec(scanned);
    if (!match) return undefined;
    if (/\d/.test(match[0])) return match;
  }
  return undefined;
}

function findPeriod(text: string): string | undefined {
  return PERIOD.exec(text.slice(0, PRICE_SCAN_CHARS))?.[0];
}

function matchesSection(element: Element, pattern: RegExp): boolean {
  return pattern.test(
    `${element.id} ${element.getAttribute("class") ?? ""} ${element.getAttribute("aria-label") ?? ""}`,
  );
}

function sections(document: Document, pattern: RegExp): Element[] {
  const found = [...document.querySelectorAll("section, div, article, ul, table")].filter((element) =>
    matchesSection(element, pattern),
  );
  // Keep the outermost matches only.
  return found.filter((element) => !found.some((other) => other !== element && other.contains(element)));
}

// Title parts that name a page of the site, not its product ("Pricing · Plans for every team · Site").
const GENERIC_TITLE_PART =
  /^(pricing|prices|plans?|download|downloads|home|homepage|features|overview|welcome|compare|buy|übersicht|startseite|preise|funktionen|accueil|tarifs|fonctionnalités|inicio|precios|funciones|prezzi|funzionalità|prijzen|cennik|цены|тарифы|главная|定价|价格|价目|首页|主页|下载|料金|価格|ホーム|요금|가격|홈)(?![\p{L}\p{N}])/iu;
// A help site's name ("Acme Help Center", "Acme Documentation", "七嗖云盘帮助文档"): the product is the name before it.
const HELP_SITE =
  /(?:\s*(?:help ?(?:center|centre|docs)|documentation|knowledge ?base|hilfe-?center|dokumentation|centre d'aide|centro de ayuda|documentaci[oó]n|帮助文档|帮助中心|使用文档|使用手册|ヘルプセンター|ドキュメント|도움말)|\s+(?:help|docs|manual|user (?:guide|manual)|handbuch|hilfe|aide|ayuda))$/iu;
// A title part that is a topic of a help or documentation page, not a product ("License and pricing", "FAQ",
// "Download & Installation", "Lizenz und Preise"): its words are topics only, joined by "and", "&" or commas.
// (a page's word for its plans and prices in other languages too: "Tarife", "Precios y planes", "料金プラン",
// "定价方案", "方案與定價", "요금제"; words of East Asian scripts follow each other with no space, "定价" + "方案")
const TOPIC = String.raw`(?:licen[cs]e|licen[cs]es|licen[cs]ing|pricing|prices|price|plans?|purchase|buying|download|downloads|installation|install|setup|faqs?|frequently asked questions|features|documentation|docs|support|help|getting started|system requirements|requirements|release notes|changelog|terms|subscription|lizenz|lizenzen|preise|tarife|pakete|installation|funktionen|licence et tarifs|tarifs|abonnements?|forfaits|licencia|precios|planes|licenza|prezzi|piani|preços|planos|prijzen|licencja|cennik|ceny|лицензия|цены|тарифы|许可|授权|价格|價格|定价|定價|价目|價目|方案|套餐|订阅|訂閱|常见问题|下载|ライセンス|価格|料金|プラン|よくある質問|라이선스|가격|요금제|요금|플랜)`;
// (a separator word, a space, or nothing: one alternative for each, so a part is split into its words one way only)
const TOPIC_SEPARATOR = String.raw`(?:\s*(?:,|&|\+|/|和|与|與|及|、|・)\s*|\s+(?:(?:and|und|et|y|e|i|и)\s+)?|)`;
const TOPIC_PART = new RegExp(String.raw`^${TOPIC}(?:${TOPIC_SEPARATOR}${TOPIC})*$`, "iu");
const TOPIC_PART_CHARS = 80;
const isTopic = (part: string) => part.length <= TOPIC_PART_CHARS && TOPIC_PART.test(part);
// A title part that names the page by what the software does and the page's topic, in sentence case ("Fund
// accounting software pricing", "Team plans"): a description of the page, no product's name (a name's words open
// with capitals, "Acme Pricing Engine").
const TOPIC_TAIL = new RegExp(String.raw`\s${TOPIC}$`, "iu");
const isDescribedPage = (part: string) =>
  part.length <= TOPIC_PART_CHARS &&
  TOPIC_TAIL.test(part) &&
  part
    .split(/\s+/)
    .slice(1)
    .every((word) => !/^\p{Lu}/u.test(word));

// A call to action ("order now", "Get started", "Jetzt bestellen") names what a visitor does, never the product: a
// page titled by its button (an order form's "order now") is named by its site.
const CALL_TO_ACTION =
  /^(?:order(?: now| online| here| today)?|place (?:an|your) order|buy(?: now| online| it now| today)?|shop now|get started(?: now| today| for free| free)?|start(?: now| today| for free| free| your free trial| a free trial)|try(?: it)?(?: now| today| free| for free)|free trial|sign[\s-]?up(?: now| today| free| for free)?|register(?: now| today)?|subscribe(?: now| today)?|join(?: now| today| free| for free)|download now|contact(?: us| sales)|request a (?:demo|quote)|book a demo|get a (?:demo|quote)|jetzt (?:bestellen|kaufen|starten|testen|registrieren)|bestellen|kaufen|commander(?: maintenant)?|acheter(?: maintenant)?|commencer|s'inscrire|comprar(?: ahora| ya)?|pedir(?: ahora)?|empezar|reg[ií]strate|registrarse|ordina(?: ora)?|acquista(?: ora)?|iscriviti|bestel(?: nu)?|koop(?: nu)?|zam[oó]w(?: teraz)?|kup(?: teraz)?|заказать|купить|оформить заказ|начать|зарегистрироваться|注文する|今すぐ購入|購入する|立即购买|立即订购|立即注册|免费试用|지금 구매|주문하기)[.!]?$/iu;

// A greeting before the product's name ("Welcome to Firefox Developer Edition").
const GREETING = /^(?:welcome to|meet|introducing|say hello to)\s+/i;
// A wiki's page path ("BeginnersGuide/Download"): a page of the site, named by its last part.
const PAGE_PATH = /^(?:[\p{L}\p{N}]+\/)+/u;

// A title part that reads as a claim, not a name ("Plugins for the Serious. Support & More", "Smart software
// for creative people", "Your Blogging Superpowers"): a small word after its first, an opening that
// speaks to the reader, a sentence's end, or five words and more.
const CLAIM_WORD =
  /\s(?:for|the|your|our|you|we|to|of|with|in|on|by|is|are|that|every|all|more|better|faster|smarter|simple|easy|made)\b/i;
const CLAIM_OPENING =
  /^(?:your|our|you|we|make|build|get|create|start|discover|the (?:best|easiest|fastest|world's))\b/i;
const isClaim = (part: string) =>
  CLAIM_WORD.test(part) || CLAIM_OPENING.test(part) || /[.!?]$/.test(part) || part.split(/\s+/).length >= 5;

// A site's home page: its root, a language's root ("/en/", "/de-de/") or its index file.
const HOME_PATH = /^\/(?:[a-z]{2}(?:[-_][a-z]{2})?\/?)?(?:index\.\w{2,4})?$/i;
const LOGO = /logo|brand/i;

/** The logo's text alternative ("Acme" of the header's logo image), not a word like "Logo". */
function logoAlt(document: Document): string | undefined {
  for (const image of [...document.querySelectorAll("img[alt]")].slice(0, 300)) {
    const marks = `${image.getAttribute("src") ?? ""} ${image.id} ${image.getAttribute("class") ?? ""}`;
    const holder = image.closest("[class*=logo i], [id*=logo i], [class*=brand i], [id*=brand i]");
    if (!LOGO.test(marks) && !holder) continue;
    const alt = normalizeText(image.getAttribute("alt")).replace(/\s+logo$/i, "");
    if (alt && alt.length <= 40 && !/^(?:logo|home|homepage|brand)$/i.test(alt)) return alt;
  }
  return undefined;
}

/** What the site says its maker or product is called: its Open Graph or application name, its organisation's
 * data, its logo's text alternative, the holder of its copyright line. */
function brandEvidence(document: Document): string[] {
  const organisation = jsonLdOfType(document, "Organization", "Corporation", "WebSite");
  return [
    metaContent(document, "og:site_name", "application-name"),
    stringField(organisation, "name"),
    logoAlt(document),
    copyrightHolder(document),
  ].filter((name): name is string => Boolean(name));
}

const NAME_OF_A_SITE = 80;
const HEADING_NAME_CHARS = 60;

/** A title part that names a thing on the site ("Acme Notes on the App Store", "Acme Notes at Example Store"):
 * the thing, without the site's name the part ends with. */
function withoutSiteSuffix(part: string, site: string | undefined): string {
  if (!site || site.length > NAME_OF_A_SITE || part.length <= site.length) return part;
  const end = part.slice(-site.length);
  if (foldBrand(end) !== foldBrand(site)) return part;
  const before = part.slice(0, -site.length);
  const linked = /\s(?:on|at|in|from|via|for|auf|bei|im|sur|chez|en|dans|su|em|na|в|на)(?:\s+the)?\s+$/iu.exec(before);
  return linked && linked.index > 0 ? part.slice(0, linked.index) : part;
}

/** The page's heading where the site's name would name the product: a store's or a host's page names what it offers
 * in its `h1`, which the page's title repeats ("Get Acme Notes - Example Store" over the heading "Acme Notes"), and
 * a site's name is never the product's where a heading names one. */
function headingNamedByTitle(
  document: Document,
  title: string | undefined,
  site: string | undefined,
): string | undefined {
  if (!title) return undefined;
  const h1 = [...document.querySelectorAll("h1")].find(
    (heading) => !heading.closest("nav, header, footer, dialog, [role=dialog], form, aside") && spacedTextOf(heading),
  );
  const heading = spacedTextOf(h1);
  if (!heading || heading.length > HEADING_NAME_CHARS || isClaim(heading) || GENERIC_TITLE_PART.test(heading))
    return undefined;
  const folded = foldBrand(heading);
  // (a heading that is the site's own name, its logo's "Acme" of "Acme.com", names no other thing)
  if (folded.length < 2 || (site && foldBrand(site).startsWith(folded))) return undefined;
  return foldBrand(title).includes(folded) ? heading : undefined;
}

/** The product a site is named for: a help site's name without its help words ("Acme Help Center" → "Acme"). */
function productOfSite(name: string | undefined): string | undefined {
  // (a name is short; a long one is no help site's name, and is not searched for its ending)
  return name ? (name.length <= NAME_OF_A_SITE ? name.replace(HELP_SITE, "") : "") || name : undefined;
}

/**
 * The site's own name where the page's software data names another listing of it: a maker's pricing page whose data
 * copies its app's store listing ("Acme : Track Keywords") while its title ends with its site's name, which its Open
 * Graph site name repeats ("Pricing | Acme by Example", og:site_name "Acme by Example"), and neither names the
 * listing. A store's page names the app it lists in its title ("Acme Notes on the App Store"), so its data's name
 * stands.
 */
function ownNameOverListing(document: Document, appName: string, site: string | undefined): string | undefined {
  const title = normalizeText(textOf(document.querySelector("title")));
  const siteName = normalizeText(site);
  if (!title || !siteName || siteName.length > NAME_OF_A_SITE) return undefined;
  const listing = foldBrand(appName);
  const own = foldBrand(siteName);
  if (listing.length < 2 || own.length < 2 || foldBrand(title).includes(listing) || own.includes(listing))
    return undefined;
  const parts = title.split(/\s[|–—·-]\s/).map(foldBrand);
  return parts.length > 1 && (parts[0] === own || parts.at(-1) === own) ? siteName : undefined;
}

/** The product's name: its software data (unless it names another listing of the site's own product), else the page title's part that is neither the site's name nor a page
 * of the site ("owner/tool" of "Site - owner/tool: A tool"), unless that part is a claim where another part is the
 * brand the page names (its site name, logo, organisation or copyright line; on a home page every other part is
 * the brand's claim), else the brand, else the site's name, never a claim where the page names its brand. */
function readName(document: Document, pageUrl: string): string {
  const app = jsonLdOfType(document, "SoftwareApplication", "WebApplication", "MobileApplication", "Product");
  const appName = stringField(app, "name");
  const site = metaContent(document, "og:site_name", "application-name");
  if (appName) return ownNameOverListing(document, appName, site) ?? appName;
  const social = normalizeText(metaContent(document, "og:title", "twitter:title"));
  // (a social title that is the page's call to action or its page's name alone: the page's own title says more)
  const title =
    social && !CALL_TO_ACTION.test(social) && !(GENERIC_TITLE_PART.test(social) && !/\s/.test(social))
      ? social
      : textOf(document.querySelector("title")) || social;
  const parts = (title ?? "")
    .split(/\s[|–—·:-]\s|:\s/)
    .map((text) => withoutSiteSuffix(normalizeText(text).replace(GREETING, ""), site))
    .filter((text) => text && !CALL_TO_ACTION.test(text));
  const candidates = parts.filter(
    (text) =>
      text.toLowerCase() !== site?.toLowerCase() &&
      !GENERIC_TITLE_PART.test(text) &&
      !isTopic(text) &&
      !isDescribedPage(text) &&
      !(PAGE_PATH.test(text) && GENERIC_TITLE_PART.test(text.replace(PAGE_PATH, ""))),
  );
  const evidence = brandEvidence(document).map(foldBrand);
  const isBrand = (part: string) => {
    const folded = foldBrand(part);
    return folded.length > 1 && evidence.some((name) => name.startsWith(folded));
  };
  const brandPart = parts.find(isBrand);
  // A claim that opens with the brand in its own spelling ("AcmeTrack Software Solutions for …", the site's name
  // written "Acme Track"): the brand, as the title writes it.
  const brandOpening = candidates
    .map((text) => {
      const words = text.split(/\s+/);
      for (let count = 1; count <= Math.min(3, words.length - 1); count++) {
        const opening = words.slice(0, count).join(" ");
        const folded = foldBrand(opening);
        if (folded.length > 1 && evidence.includes(folded)) return opening;
      }
      return undefined;
    })
    .find(Boolean);
  const home = URL.canParse(pageUrl) && HOME_PATH.test(new URL(pageUrl).pathname);
  // (a part that ends in the page's topic and holds no brand the page names, "Simple and Transparent Pricing" beside
  // the site's name, is the page's heading, not a product's name)
  const namesTopicOnly = (text: string) =>
    TOPIC_TAIL.test(text) && !evidence.some((name) => name.length > 1 && foldBrand(text).includes(name));
  const part = candidates.find((text) =>
    brandPart ? text === brandPart || (!home && !isClaim(text) && !namesTopicOnly(text)) : !isClaim(text),
  );
  // (a part that is the help site's name, "Acme Editor Help" of a help page, names the product before its help words)
  const name =
    productOfSite(part) ??
    (brandPart && site && foldBrand(brandPart) === foldBrand(site)
      ? headingNamedByTitle(document, title, site)
      : undefined) ??
    productOfSite(brandPart) ??
    brandOpening ??
    headingNamedByTitle(document, title, site) ??
    productOfSite(site) ??
    brandEvidence(document)[0] ??
    candidates[0] ??
    (textOf(document.querySelector("header .logo, .logo, [class*=brand]")) || "Unnamed product");
  // (a help site's own name alone, "Knowledge Base", names no product: its article's heading does, by the maker's name)
  return (name.length <= NAME_OF_A_SITE && !name.replace(HELP_SITE, "") && productInHeading(document, pageUrl)) || name;
}

// The words of a product's name after its maker's, at most.
const PRODUCT_WORDS_AFTER_MAKER = 3;

/**
 * The product a help article's main heading names by its maker's name, the name its address is made of, and the
 * words after it that open with a capital ("Acronis True Image" of "60440: macOS High Sierra(10.13) support in
 * Acronis True Image" on kb.acronis.example); undefined where no heading names the maker.
 */
function productInHeading(document: Document, pageUrl: string): string | undefined {
  const maker = URL.canParse(pageUrl) ? siteNameOf(new URL(pageUrl).hostname) : "";
  if (maker.length < 2) return undefined;
  for (const heading of [...document.querySelectorAll("h1")].slice(0, 10)) {
    const words = spacedTextOf(heading).slice(0, 300).split(/\s+/);
    const at = words.findIndex((word) => foldBrand(word) === maker);
    if (at < 0) continue;
    let end = at + 1;
    while (end < words.length && end - at <= PRODUCT_WORDS_AFTER_MAKER && /^\p{Lu}/u.test(words[end]!)) end++;
    return words
      .slice(at, end)
      .join(" ")
      .replace(/[.,:;!?]+$/, "");
  }
  return undefined;
}

function readFeatures(document: Document): TSaasFeature[] {
  const features: TSaasFeature[] = [];
  const seen = new Set<string>();
  const add = (feature: TSaasFeature) => {
    const key = feature.title.toLowerCase();
    // Carousels repeat their slides; each feature is read once.
    if (!feature.title || seen.has(key)) return;
    seen.add(key);
    features.push(feature);
  };
  for (const section of sections(document, /feature|benefit|capabilit/i)) {
    const headings = [...section.querySelectorAll("h3, h4")];
    if (headings.length > 0) {
      for (const heading of headings) {
        const detailElement =
          heading.nextElementSibling?.tagName === "P"
            ? heading.nextElementSibling
            : heading.parentElement?.querySelector("p");
        const detail = spacedTextOf(detailElement);
        add({ title: spacedTextOf(heading), ...(detail ? { detail } : {}) });
      }
    } else {
      for (const item of section.querySelectorAll("li")) add({ title: spacedTextOf(item) });
    }
  }
  return features.slice(0, 20);
}

/** The page's pricing blocks; a page without one shows no plans (its FAQ, downloads and vouchers are none). */
function pricingSections(document: Document): Element[] {
  return sections(document, /pricing|price|plans?\b/i);
}

// Blocks inside a pricing section that are not plans: add-ons, comparison tables, questions and answers.
const NOT_A_PLAN = /add-?ons?|extras?\b|compar|faq|questions?|vouchers?|coupons?|downloads?/i;
// The same blocks named by a class or id word ("faq", "addons-list", "js-compare-table").
const NOT_A_PLAN_CLASS =
  /^(?:js-)?(?:add-?ons?|compare|comparison|faqs?|questions?|vouchers?|coupons?|downloads?)(?:[-_]|$)/i;

/** A card inside an add-on, comparison or FAQ block: its class says so, or the section heading above it does. */
function inNonPlanBlock(card: Element, scope: Element): boolean {
  for (let block: Element | null = card; block && block !== scope; block = block.parentElement) {
    const tokens = `${block.id} ${block.getAttribute("class") ?? ""}`.split(/\s+/);
    if (tokens.some((token) => NOT_A_PLAN_CLASS.test(token))) return true;
  }
  let above: Element | undefined;
  for (const heading of scope.querySelectorAll("h1, h2")) {
    if (card.contains(heading)) break;
    if (heading.compareDocumentPosition(card) & 4) above = heading;
    else break;
  }
  return Boolean(above && NOT_A_PLAN.test(spacedTextOf(above)));
}

// A plan sold at a price one asks for ("Contact sales", "Let's talk", "Auf Anfrage", "Kontaktiere uns", "お問い合わせ"),
// or not sold yet ("Coming soon", "即将到来"), in a card like the priced ones, in the languages pricing pages are
// written in (the scripts that write no spaces have no word boundary to test).
const ASKED_PRICE =
  /\b(?:contact (?:us|sales)|talk to (?:us|sales)|let's talk|get (?:a|in) (?:quote|touch)|request (?:a )?(?:quote|demo)|custom pricing|on request|coming soon|auf anfrage|preis auf anfrage|kontakt aufnehmen|kontaktiere uns|kontaktieren sie uns|demnächst|sur devis|nous contacter|contactez-nous|bientôt disponible|contáctanos|cont[aá]ctenos|a consultar|próximamente|su richiesta|contattaci|prossimamente|fale conosco|entre em contato|neem contact op|skontaktuj się|связаться с нами|скоро)(?![\p{L}])|お問い合わせ|お問合せ|要相談|近日公開|联系我们|聯絡我們|聯繫我們|联系销售|即将到来|即将推出|敬请期待|문의하기|출시 예정/iu;
// The price a toggle shows for monthly and for yearly billing, by the words its elements' classes or data carry.
const MONTHLY_MARK = /month/i;
const YEARLY_MARK = /year|annual/i;

function marksOf(element: Element): string {
  return [
    element.id,
    element.getAttribute("class") ?? "",
    ...element.getAttributeNames().filter((name) => name.startsWith("data-")),
  ]
    .join(" ")
    .slice(0, 300);
}

/** A toggle's two prices in a card: the one its markup marks monthly and the one it marks yearly, when both show. */
function toggledPrices(card: Element): { monthly: string; yearly: string } | undefined {
  let monthly: string | undefined;
  let yearly: string | undefined;
  for (const element of [...card.querySelectorAll("*")].slice(0, 400)) {
    if (element.closest("ul, ol")) continue;
    const marks = marksOf(element);
    const isMonthly = MONTHLY_MARK.test(marks);
    const isYearly = YEARLY_MARK.test(marks);
    if (isMonthly === isYearly) continue;
    const price = findPrice(spacedTextOf(element));
    if (!price || !/\d/.test(price)) continue;
    if (isMonthly) monthly ??= price;
    else yearly ??= price;
  }
  return monthly && yearly && monthly !== yearly ? { monthly, yearly } : undefined;
}

// A heading that names a group of offers ("Course Packages", "Team License Packages", "Our plans"), not one plan.
const GROUP_HEADING = /\b(?:packages|plans|licen[cs]es|options|tiers|editions|bundles|offers|pricing)$/i;
// A free plan says so on a short line of its own ("Free", "Free forever", "$0"), not in a sentence ("a set of free
// video series" in a writer's biography).
const FREE_LINE = 30;
const FREE_LINE_WORDS = 3;

/** The block without its lists (a plan's feature list), as its words read. */
function outsideListsText(block: Element): string {
  const copy = block.cloneNode(true) as Element;
  for (const list of copy.querySelectorAll("ul, ol")) list.remove();
  return spacedTextOf(copy);
}

// A Chinese, Japanese or Korean card's free price is the word alone on its line ("免费", "無料"): these scripts write no
// spaces, so a line holding the word among others is a sentence or a feature ("7日間無料試用", a week's free trial).
const CJK_FREE_LINE = /^(?:免费|免費|無料|무료)$/u;

/** How a short line of the block, outside its lists, says the plan is free: "Free", or the word of its script
 * ("無料"); nothing when no line does. */
function freeWordOf(block: Element): string | undefined {
  const walker = block.ownerDocument.createTreeWalker(block, 4 /* NodeFilter.SHOW_TEXT */);
  let read = 0;
  for (let node = walker.nextNode(); node && read < 400; node = walker.nextNode(), read++) {
    const line = normalizeText((node.nodeValue ?? "").slice(0, FREE_LINE + 1));
    if (!line || line.length > FREE_LINE || node.parentElement?.closest("ul, ol")) continue;
    if (line.split(" ").length <= FREE_LINE_WORDS && /\b(?:free|gratis)\b/i.test(line)) return "Free";
    if (CJK_FREE_LINE.test(line)) return line;
  }
  return undefined;
}

/** Whether a short line of the block, outside its lists, says the plan is free. */
function saysFree(block: Element): boolean {
  return freeWordOf(block) !== undefined;
}

/** The price a block shows as a plan's: outside its feature lists (a "$25 hosting credit" is a feature), and a free
 * plan on a short line of its own. */
function planPriceOf(block: Element): string | undefined {
  if (!findPrice(spacedTextOf(block))) return undefined;
  const text = outsideListsText(block);
  const price = findPrice(text);
  if (!price || /\d/.test(price)) return price;
  // (a free word on a line of its own is the plan's price; in a longer line it is a feature's, and a figure after it
  // is the price: "FREE for unlimited viewers … $20/month/editor")
  return saysFree(block) ? price : findFigure(text)?.[0].replace(/[.,\s]+$/, "");
}

const ASKED_CARD_ELEMENTS = 400;
// Headings looked at for a card of their own beside the priced ones (each costs a walk of its blocks).
const OWN_BLOCKS_READ = 20;
const FEATURE_CHARS = 200;

// A plan's label above its heading: one or two words ("FREE", "PRO", "Team plan"), no figure, no sentence's mark.
const PLAN_LABEL_CHARS = 20;
// A heading that says what a plan is for rather than naming it: a claim (five words, a small word), or parts joined by a
// list's or a sentence's mark ("見る・整理する・切り抜く", "Build, share, ship").
const TAGLINE_MARK = /[・、。，,;:!?！？]/u;
const isTagline = (text: string) => isClaim(text) || TAGLINE_MARK.test(text);

/** The short label a card shows over its heading when the heading is a tagline: the label is the plan's name
 * (FREE over "見る・整理する・切り抜く", PRO over "字幕・翻訳を制作へつなげる"); a badge, a price or a call to action is
 * none. The label is the heading's element before it in the card, or its block's; the card stands beside a card of its
 * shape (the same element and first class). */
function labelOverTagline(heading: Element, card: Element): string | undefined {
  const name = spacedTextOf(heading);
  if (!isTagline(name)) return undefined;
  // (a plan's card stands in a row of cards of its shape: a section's heading under its own label is no plan's)
  const shape = cardShape(card);
  const besideItsLike = [card.previousElementSibling, card.nextElementSibling].some(
    (other) => other && cardShape(other) === shape,
  );
  if (!besideItsLike) return undefined;
  let before = heading.previousElementSibling;
  if (!before && heading.parentElement && heading.parentElement !== card)
    before = heading.parentElement.previousElementSibling;
  if (!before || !card.contains(before)) return undefined;
  const label = leadingTextOf(before, PLAN_LABEL_CHARS + 1);
  if (!label || label.length > PLAN_LABEL_CHARS || label.split(" ").length > 2 || !/\p{L}/u.test(label))
    return undefined;
  if (/\d/.test(label) || TAGLINE_MARK.test(label) || CARD_BADGE.test(label) || CALL_TO_ACTION.test(label))
    return undefined;
  return label.length < name.length ? label : undefined;
}

/** Plan cards: a heading with the plan's name inside the closest block that also shows a plan's price (not a
 * block that holds other plans' cards), and cards of the same markup whose price is asked for ("Contact sales"). */
function readPlanCards(scope: Element, seen: Set<Element>): TSaasPlan[] {
  const plans: Array<{ plan: TSaasPlan; card: Element }> = [];
  const unpriced: Element[] = [];
  const pricedHeadings: Element[] = [];
  // (each block's price read once: the headings' walks up share their blocks)
  const prices = new Map<Element, string | undefined>();
  const priceOf = (block: Element) => {
    if (!prices.has(block)) prices.set(block, planPriceOf(block));
    return prices.get(block);
  };
  for (const heading of scope.querySelectorAll("h2, h3, h4")) {
    const name = spacedTextOf(heading);
    // A heading that is itself a price ("$ 0 per month") names no plan.
    // Nor does a question (a FAQ entry), a sentence or a group of offers.
    if (!name || /^[$€£]|^\d/.test(name) || name.endsWith("?") || name.length > 40 || NOT_A_PLAN.test(name)) continue;
    if (GROUP_HEADING.test(name)) continue;
    let card: Element | null = heading.parentElement;
    while (card && card !== scope && !priceOf(card)) card = card.parentElement;
    if (!card || card === scope || seen.has(card)) {
      unpriced.push(heading);
      continue;
    }
    // A block holding several headings of the plan name's level is the plan list, not one card.
    if (inNonPlanBlock(card, scope)) continue;
    // (the heading's own card then shows no price: it may ask for one, "Contact Us", beside priced cards)
    if (card.querySelectorAll(heading.tagName).length > 1) {
      unpriced.push(heading);
      continue;
    }
    seen.add(card);
    pricedHeadings.push(heading);
    const label = labelOverTagline(heading, card);
    // A price outside the plan's feature list: a figure in a feature (a hosting credit) is not the plan's price.
    const priceElement = [...card.querySelectorAll("[class*=price], [class*=amount], [class*=cost]")].find(
      (element) => !element.closest("ul, ol") && findPrice(spacedTextOf(element)),
    );
    const outsideFeatures = card.cloneNode(true) as Element;
    for (const list of outsideFeatures.querySelectorAll("ul, ol")) list.remove();
    const priceText = spacedTextOf(priceElement) || spacedTextOf(outsideFeatures);
    const toggle = toggledPrices(card);
    const word = findPrice(priceText);
    const price =
      toggle?.monthly ??
      (word && !/\d/.test(word) && !saysFree(card) ? findFigure(priceText)?.[0].replace(/[.,\s]+$/, "") : word);
    if (!price) continue;
    // (the period may stand beside the price element: "$12" over "per user / month")
    const period = toggle ? "per month" : (findPeriod(priceText) ?? findPeriod(spacedTextOf(outsideFeatures)));
    const billed = toggle
      ? `${toggle.yearly} with yearly billing`
      : /billed (annually|yearly|monthly)/i.exec(priceText.slice(0, PRICE_SCAN_CHARS))?.[0];
    const features = [...card.querySelectorAll("li")]
      .map((item) => spacedTextOf(item))
      .filter(Boolean)
      .slice(0, 12);
    plans.push({
      card,
      plan: {
        name: label ?? name,
        price: normalizeText(price).replace(/^([$€£])\s+/, "$1"),
        ...(period ? { period: normalizeText(billed ? `${period}, ${billed}` : period) } : {}),
        // (a tagline the label names is what the plan is for: the first thing the model reads of it)
        features: label ? [name, ...features] : features,
      },
    });
  }
  // A card like the priced ones (the same element and classes, or those and a class of its own: "pricing-card
  // agency-card" beside "pricing-card") that asks the reader to get in touch for its price.
  const classesOf = (element: Element) =>
    new Set((element.getAttribute("class") ?? "").slice(0, 300).split(/\s+/).filter(Boolean));
  const markups = plans.map(({ card }) => ({ tag: card.localName, classes: classesOf(card) }));
  const likeThePricedCards = (card: Element) => {
    const classes = classesOf(card);
    return markups.some(
      (markup) =>
        markup.tag === card.localName &&
        (markup.classes.size === 0 ? classes.size === 0 : [...markup.classes].every((token) => classes.has(token))),
    );
  };
  // (each text node apart from the next: a price's element and the line beside it, "<span>Contact Us</span><span>
  // custom pricing</span>", are two lines to a reader; the card's first characters only, as prices are read)
  const askedPlan = (card: Element, heading: Element): boolean => {
    const words = leadingTextOf(card, PRICE_SCAN_CHARS);
    const asked = ASKED_PRICE.exec(words)?.[0];
    if (!asked || seen.has(card) || findPrice(words)) return false;
    seen.add(card);
    // (its first elements only, each feature by its first words: such cards may nest, each read once)
    const features = elementsUnder(card, ASKED_CARD_ELEMENTS)
      .filter((element) => element.tagName === "LI")
      .map((item) => leadingTextOf(item, FEATURE_CHARS))
      .filter(Boolean);
    plans.push({ card, plan: { name: spacedTextOf(heading), price: asked, features: features.slice(0, 12) } });
    return true;
  };
  // A heading written as the priced plans' are (the same element and classes) names a plan of its own in the largest
  // block around it that holds no other such heading ("Enterprise" over "Custom pricing" beside "Business" over
  // "$99.99", the two cards' blocks built apart).
  const headingMarkups = new Set(
    pricedHeadings.map((heading) => `${heading.localName} ${heading.getAttribute("class") ?? ""}`),
  );
  let ownBlocksRead = 0;
  const ownBlock = (heading: Element): Element | undefined => {
    if (ownBlocksRead >= OWN_BLOCKS_READ) return undefined;
    if (!headingMarkups.has(`${heading.localName} ${heading.getAttribute("class") ?? ""}`)) return undefined;
    ownBlocksRead++;
    let block: Element | null = heading.parentElement;
    for (let level = 0; block && block !== scope && level < 6; level++) {
      const parent: Element | null = block.parentElement;
      if (!parent || parent === scope || parent.querySelectorAll(heading.localName).length > 1) return block;
      block = parent;
    }
    return undefined;
  };
  for (const heading of plans.length > 0 ? unpriced : []) {
    let card: Element | null = heading.parentElement;
    let like = false;
    for (let level = 0; card && card !== scope && level < 6; level++, card = card.parentElement) {
      if (!likeThePricedCards(card)) continue;
      like = true;
      askedPlan(card, heading);
      break;
    }
    const own = like ? undefined : ownBlock(heading);
    if (own) askedPlan(own, heading);
  }
  // (a block around other plans' cards is their list, whatever its heading says)
  const holdsCards = new Set<Element>();
  for (const { card } of plans) {
    for (let block = card.parentElement; block && block !== scope; block = block.parentElement) holdsCards.add(block);
  }
  return plans
    .filter(({ card }) => !holdsCards.has(card))
    .sort((a, b) => (a.card.compareDocumentPosition(b.card) & 4 ? -1 : 1))
    .map(({ plan }) => plan);
}

// A table row's label that says the row gives the prices ("Price", "Pricing", "Cost", "Preis", "Prix", "価格").
const PRICE_ROW_LABEL =
  /^(?:prices?|pricing|cost|license price|preis|preise|kosten|prix|tarif|precio|prezzo|prijs|cena|цена|стоимость|价格|價格|価格|料金|가격)(?:\s*\(.{0,40}\))?:?$/iu;
const PRICE_ROWS_READ = 200;

/** A comparison table on a page without a pricing block whose row labelled as the price ("Price | Free | Free")
 * gives each column's price: its columns are plans even when every one is free (no figure on the page). */
function hasPriceRow(scope: Element): boolean {
  return [...scope.querySelectorAll("tr")].slice(0, PRICE_ROWS_READ).some((row) => {
    const [label, ...rest] = childElementsOf(row).filter((cell) => cell.tagName === "TD" || cell.tagName === "TH");
    return (
      PRICE_ROW_LABEL.test(normalizeText(leadingTextOf(label, 60))) &&
      rest.filter((cell) => findPrice(spacedTextOf(cell))).length >= 2
    );
  });
}

/** Pricing tables: the plans are the header's columns, the price the first row showing prices. */
function readPricingTable(table: Element): TSaasPlan[] {
  const rows = [...table.querySelectorAll("tr")].filter((row) => row.closest("table") === table);
  const cells = (row: Element) => childElementsOf(row).filter((cell) => cell.tagName === "TD" || cell.tagName === "TH");
  const header = rows[0];
  if (!header) return [];
  const names = cells(header).map((cell) => spacedTextOf(cell));
  const priceRow = rows.slice(1).find((row) => cells(row).filter((cell) => findPrice(spacedTextOf(cell))).length >= 2);
  if (!priceRow) return [];
  const priceCells = cells(priceRow);
  const offset = names.length - priceCells.length;
  const plans: TSaasPlan[] = [];
  names.forEach((name, index) => {
    const cellText = spacedTextOf(priceCells[index - offset]);
    const price = findPrice(cellText);
    if (!name || !price) return;
    const period = findPeriod(cellText);
    plans.push({
      name,
      price: normalizeText(price),
      ...(period ? { period: normalizeText(period) } : {}),
      features: rows
        .slice(1)
        .filter((row) => row !== priceRow)
        .map((row) => {
          const rowCells = cells(row);
          const label = spacedTextOf(rowCells[0]);
          const value = spacedTextOf(rowCells[index - offset + (rowCells.length - priceCells.length)]);
          return label && value ? `${label}: ${value}` : "";
        })
        .filter(Boolean)
        .slice(0, 12),
    });
  });
  return plans;
}

const COLUMN_ROW_CHILDREN = 8;
const COLUMN_CELL_TEXT = 80;
const COLUMN_CELL_ELEMENTS = 50;
const COLUMN_ELEMENTS_READ = 20_000;

/** Each element's text length and number of elements inside, both capped, counted once from the leaves up. */
function smallSubtrees(elements: readonly Element[]): Map<Element, { text: number; elements: number }> {
  const sizes = new Map<Element, { text: number; elements: number }>();
  for (let index = elements.length - 1; index >= 0; index--) {
    const element = elements[index]!;
    let text = 0;
    let count = 0;
    for (const node of element.childNodes) {
      if (node.nodeType === 3) text += (node.nodeValue ?? "").trim().length;
      else if (node.nodeType === 1) {
        const inner = sizes.get(node as Element) ?? { text: COLUMN_CELL_TEXT + 1, elements: COLUMN_CELL_ELEMENTS + 1 };
        text += inner.text;
        count += inner.elements + 1;
      }
      if (text > COLUMN_CELL_TEXT && count > COLUMN_CELL_ELEMENTS) break;
    }
    sizes.set(element, {
      text: Math.min(text, COLUMN_CELL_TEXT + 1),
      elements: Math.min(count, COLUMN_CELL_ELEMENTS + 1),
    });
  }
  return sizes;
}

/**
 * Plans laid out as a table built of blocks (a comparison of tiers): a row whose two to eight cells each name a tier
 * ("Basic", "Plus") and a later row styled alike (a class they share) with as many cells, each showing a price, in
 * the same order. Cells are small blocks, so each is read once and the walk stays linear.
 */
function readBlockColumns(scope: Element): TSaasPlan[] {
  const elements = elementsUnder(scope, COLUMN_ELEMENTS_READ);
  const sizes = smallSubtrees(elements);
  const cellTexts = (row: Element): string[] | undefined => {
    const cells = childElementsOf(row);
    if (cells.length < 2 || cells.length > COLUMN_ROW_CHILDREN) return undefined;
    const texts: string[] = [];
    for (const cell of cells) {
      const size = sizes.get(cell);
      if (!size || size.text > COLUMN_CELL_TEXT || size.elements > COLUMN_CELL_ELEMENTS) return undefined;
      texts.push(spacedTextOf(cell));
    }
    return texts;
  };
  const nameRows = new Map<string, { names: string[]; row: Element }>();
  for (const row of elements) {
    const classes = (row.getAttribute("class") ?? "").split(/\s+/).filter(Boolean);
    if (classes.length === 0 || row.children.length < 2 || row.children.length > COLUMN_ROW_CHILDREN) continue;
    const texts = cellTexts(row);
    if (!texts) continue;
    const prices = texts.map((text) => findPrice(text));
    if (texts.every((text, index) => text && text.length <= 40 && !prices[index] && !/^\d|\?$/.test(text))) {
      for (const name of classes) if (!nameRows.has(name)) nameRows.set(name, { names: texts, row });
      continue;
    }
    if (!prices.every((price) => price && /\d/.test(price))) continue;
    const header = classes.map((name) => nameRows.get(name)).find((found) => found?.names.length === texts.length);
    if (!header || !(header.row.compareDocumentPosition(row) & 4)) continue;
    return header.names.map((name, index) => {
      const period = findPeriod(texts[index]!);
      return {
        name,
        price: normalizeText(prices[index]).replace(/^([$€£])\s+/, "$1"),
        ...(period ? { period: normalizeText(period) } : {}),
        features: [],
      };
    });
  }
  return [];
}

const CARD_GROUPS_READ = 300;
const CARDS_IN_A_ROW = 12;
const CARD_NODES_READ = 400;
// (a card may write its features as blocks before its price: the price after a dozen of them is still read)
const CARD_LINE_CHARS = 1_200;
const CARD_NAME_CHARS = 40;
// A card's ribbon, above its plan's name ("Most popular", "Best value"): no plan's name.
// A ribbon may say the plan is not sold yet ("🚀 COMING SOON", "Beta"), a pictograph before it.
const CARD_BADGE =
  /^(?:most popular|popular|recommended|best value|best deal|new|save \d+\s?%|\d+\s?% off|(?:coming|launching|available) soon|soon|beta|early access|limited time(?: offer)?)$/i;

/** A card's lines outside its feature lists, text node by text node, its first nodes only (a card costs no more than
 * its opening, whatever it holds). */
function cardLines(card: Element): string[] {
  const walker = card.ownerDocument.createTreeWalker(
    card,
    5 /* NodeFilter.SHOW_ELEMENT | SHOW_TEXT */,
    (node) =>
      node.nodeType === 1 && /^(?:ul|ol|script|style|template)$/i.test((node as Element).localName)
        ? 2 /* NodeFilter.FILTER_REJECT */
        : 1 /* NodeFilter.FILTER_ACCEPT */,
  );
  const lines: string[] = [];
  let chars = 0;
  let visited = 0;
  for (
    let node = walker.nextNode();
    node && chars < CARD_LINE_CHARS && visited < CARD_NODES_READ;
    node = walker.nextNode()
  ) {
    visited++;
    if (node.nodeType !== 3) continue;
    const line = normalizeText((node.nodeValue ?? "").slice(0, CARD_LINE_CHARS));
    if (!line) continue;
    lines.push(line);
    chars += line.length;
  }
  return lines;
}

/** A card's name: its first short line with a letter, past a ribbon, that is no price, question or call to action. */
function cardNameOf(lines: readonly string[]): string | undefined {
  const found = lines.find((line) => !CARD_BADGE.test(withoutPictographs(line)));
  const name = found && withoutPictographs(found);
  if (!name || name.length > CARD_NAME_CHARS || !/\p{L}/u.test(name) || /\d/.test(findPrice(name) ?? ""))
    return undefined;
  return name.endsWith("?") || CALL_TO_ACTION.test(name) ? undefined : name;
}

/** The shape a repeated card shares with its siblings: its element and first class ("div box" of "box free"). */
function cardShape(element: Element): string {
  const first = (element.getAttribute("class") ?? "").slice(0, 200).trim().split(/\s+/)[0] ?? "";
  return `${element.localName} ${first}`;
}

// What one pays per, after the period: "/editor", "/5k Colla" (a short unit on the period's own line).
const SLASH_UNIT = /^\s?\/\s?[\p{L}\p{N}][^/]{0,23}$/u;

/** A figure price in a card's lines read as one line ("<em>$49</em> / Month" is "$49 / Month"), with the words
 * right after it that say its period. */
function cardFigure(lines: readonly string[]): { price: string; period?: string } | undefined {
  const text = lines.join(" ");
  const match = findFigure(text);
  if (!match) return undefined;
  const end = match.index + match[0].length;
  const said = PERIOD.exec(text.slice(end, end + 40));
  if (!said) return { price: match[0].replace(/[.,\s]+$/, "") };
  // (a unit after the period, on its line, after another slash: "$20/month/editor", "$10/month/5k Colla")
  const periodEnd = end + said.index + said[0].length;
  let lineEnd = 0;
  for (const line of lines) {
    lineEnd += line.length + 1;
    if (lineEnd > periodEnd) break;
  }
  const unit = text.slice(periodEnd, lineEnd - 1);
  const period = SLASH_UNIT.test(unit) ? `${said[0]}${unit}` : said[0];
  return { price: match[0].replace(/[.,\s]+$/, ""), period };
}

const RIBBON_ELEMENTS_READ = 30;

/** The first two elements of a card that hold words of their own, outside its lists. */
function firstLineElements(card: Element): Element[] {
  const found: Element[] = [];
  for (const element of elementsUnder(card, RIBBON_ELEMENTS_READ)) {
    if (element.closest("ul, ol")) continue;
    const own = [...element.childNodes].some((node) => node.nodeType === 3 && normalizeText(node.nodeValue ?? ""));
    if (own) found.push(element);
    if (found.length === 2) break;
  }
  return found;
}

/**
 * A card's first line when it is a ribbon of that card alone: its element's class is found in no other card of the
 * row, while the next line's element's class is found in another card (the plans' names, written alike). Its line.
 */
function ribbonOf(card: Element, cards: readonly Element[]): string | undefined {
  const [first, next] = firstLineElements(card);
  const classOf = (element: Element | undefined) =>
    (element?.getAttribute("class") ?? "").slice(0, 200).trim().split(/\s+/)[0] ?? "";
  const ribbonClass = classOf(first);
  const nameClass = classOf(next);
  if (!first || !ribbonClass || !nameClass || ribbonClass === nameClass) return undefined;
  const others = cards.filter((other) => other !== card);
  if (others.some((other) => other.getElementsByClassName(ribbonClass).length > 0)) return undefined;
  if (!others.some((other) => other.getElementsByClassName(nameClass).length > 0)) return undefined;
  return normalizeText(leadingTextOf(first, CARD_LINE_CHARS)) || undefined;
}

/**
 * Plan cards whatever their tags: sibling blocks of one shape (the same element and first class), two or more of
 * them showing a figure price, each named by its first short line (a `<strong>`, a `<b>`, a `<div>`, not only a
 * heading). A card without a figure is a plan when it says it is free or asks the reader to get in touch. Of cards
 * nested in cards, the innermost; the first such row of the scope. `pricesShown` says a row of priced cards was
 * seen, whether or not its plans could be named. In a row whose words speak of fees, a card's percentage alone is
 * its price (a fee schedule, fee-cards.ts), and a free tier titled just above the row is a plan too.
 */
function readSiblingCards(scope: Element, withPeriod: boolean): { plans: TSaasPlan[]; pricesShown: boolean } {
  const figureOf = (
    lines: readonly string[],
    fees = false,
  ): { price: string; period?: string; note?: string } | undefined => {
    const figure = cardFigure(lines);
    if (figure && (!withPeriod || figure.period)) return figure;
    return fees ? cardFee(lines) : undefined;
  };
  const rows: Array<{ parent: Element; cards: Element[]; fees: boolean }> = [];
  let groupsRead = 0;
  let pricesShown = false;
  // (the scope itself may be the row: a pricing block whose children are the cards)
  for (const parent of [scope, ...elementsUnder(scope, COLUMN_ELEMENTS_READ)]) {
    if (groupsRead >= CARD_GROUPS_READ) break;
    const children = childElementsOf(parent);
    if (children.length < 2) continue;
    const byShape = new Map<string, Element[]>();
    for (const child of children) {
      const shape = cardShape(child);
      const cards = byShape.get(shape);
      if (cards) cards.push(child);
      else byShape.set(shape, [child]);
    }
    for (const cards of byShape.values()) {
      // (a row of plans is short: a long row of priced blocks is a list of goods or a table's cells)
      if (cards.length < 2 || cards.length > CARDS_IN_A_ROW || groupsRead >= CARD_GROUPS_READ) continue;
      groupsRead++;
      const lines = cards.map((card) => cardLines(card));
      const fees = speaksOfFees(lines.flat());
      if (lines.filter((card) => figureOf(card, fees)).length < 2) continue;
      pricesShown = true;
      // (a row of prices alone, a card's monthly and yearly figures, names no plans; nor do add-ons or a comparison)
      if (
        lines.filter((card) => cardNameOf(card) && figureOf(card, fees)).length >= 2 &&
        !inNonPlanBlock(parent, scope)
      )
        rows.push({ parent, cards, fees });
    }
  }
  // (a row whose cards hold another row of named priced cards is their wrapper: the inner row is the plans; each
  // row's blocks above it are walked once, up to the scope)
  const aboveRows = new Set<Element>();
  for (const { parent } of rows) {
    for (
      let block: Element | null = parent;
      block && block !== scope && !aboveRows.has(block);
      block = block.parentElement
    )
      aboveRows.add(block);
  }
  const row = rows.find(({ cards }) => !cards.some((card) => aboveRows.has(card)));
  if (!row) return { plans: [], pricesShown };
  const plans: TSaasPlan[] = [];
  const freeTier = row.fees ? freeTierAbove(row.parent) : undefined;
  if (freeTier) plans.push({ name: freeTier, price: "Free", features: [] });
  for (const card of row.cards) {
    const all = cardLines(card);
    // (a ribbon of one card, "👑 Heavy users' choice" over "Premium", is no name: the lines after it are the card's)
    const ribbon = ribbonOf(card, row.cards);
    const lines = ribbon !== undefined && all[0] === ribbon ? all.slice(1) : all;
    const name = cardNameOf(lines);
    if (!name) continue;
    const rest = lines.slice(lines.findIndex((line) => withoutPictographs(line) === name) + 1);
    const toggle = toggledPrices(card);
    const figure = figureOf(rest, row.fees);
    const features = elementsUnder(card, ASKED_CARD_ELEMENTS)
      .filter((element) => element.tagName === "LI")
      .map((item) => leadingTextOf(item, FEATURE_CHARS))
      .filter(Boolean)
      .slice(0, 12);
    if (figure?.note && features.length === 0) features.push(figure.note);
    if (toggle || figure) {
      const price = normalizeText(toggle?.monthly ?? figure?.price).replace(/^([$€£])\s+/, "$1");
      const period = toggle ? `per month, ${toggle.yearly} with yearly billing` : figure?.period;
      plans.push({ name, price, ...(period ? { period: normalizeText(period) } : {}), features });
      continue;
    }
    const asked = ASKED_PRICE.exec(rest.join(" ").slice(0, PRICE_SCAN_CHARS))?.[0];
    const free = /^(?:free|gratis)\b/i.test(name) ? "Free" : freeWordOf(card);
    if (free) plans.push({ name, price: free, features });
    else if (asked) plans.push({ name, price: asked, features });
  }
  const named = new Set(plans.map((plan) => foldPlanName(plan.name)));
  const figures = plans.filter((plan) => /\d/.test(plan.price)).length;
  return { plans: named.size === plans.length && figures >= 2 ? plans : [], pricesShown: true };
}

function plansIn(sections: readonly Element[], seen: Set<Element>): TSaasPlan[] {
  const plans: TSaasPlan[] = [];
  for (const section of sections) {
    const tables = section.tagName === "TABLE" ? [section] : [...section.querySelectorAll("table")];
    const fromTables = tables.flatMap((table) => readPricingTable(table));
    plans.push(...(fromTables.length > 0 ? fromTables : readPlanCards(section, seen)));
  }
  return plans;
}

const CHOICES_READ = 100;
const CHOICE_TEXT = 120;

/** The words after a choice's radio button, up to the next line break, field or block ("어베스트 엔드포인트
 * 38,700원 부터"), or its label's words. */
function choiceText(radio: Element): string {
  const label = radio.closest("label");
  if (label) return leadingSpacedTextOf(label, CHOICE_TEXT);
  let text = "";
  for (let node = radio.nextSibling; node && text.length < CHOICE_TEXT; node = node.nextSibling) {
    if (
      node.nodeType === 1 &&
      /^(?:br|input|select|div|p|li|tr|td|table|form|label)$/i.test((node as Element).localName)
    )
      break;
    text += ` ${node.nodeType === 1 ? spacedTextOf(node as Element) : (node.textContent ?? "")}`;
  }
  return normalizeText(text).slice(0, CHOICE_TEXT);
}

/**
 * Products or editions offered as choices with their prices (a vendor's or reseller's order form: a radio button
 * before each edition's name and price): two or more, each read as a plan named by the words before its price.
 */
function readPricedChoices(document: Document): TSaasPlan[] {
  const plans: TSaasPlan[] = [];
  const radios = [...document.querySelectorAll('input[type="radio" i]')].slice(0, CHOICES_READ);
  for (const radio of radios) {
    const text = choiceText(radio);
    const price = findPrice(text);
    if (!price || !/\d/.test(price)) continue;
    const name = normalizeText(text.slice(0, text.indexOf(price))).replace(/[\s:–—-]+$/, "");
    if (name && name.length <= 60) plans.push({ name, price: normalizeText(price), features: [] });
  }
  return plans.length >= 2 ? plans : [];
}

/** A plan's name as its letters and figures, a "+" read as the word it stands for: "Agency+" is a plan of its own
 * beside "Agency" (the same as "Agency Plus"), where "Pro-Team" and "Pro Team" are one. */
function foldPlanName(name: string): string {
  return foldBrand(name.replace(/\+/g, " plus "));
}

/** Plans of the pricing blocks; a page without one named so shows plans only as two or more cards with prices, or
 * as two or more priced choices of an order form. */
/** The page's plans, and whether it shows priced plan-like cards none of which could be read as a plan. */
function readPricing(document: Document): { plans: TSaasPlan[]; pricesUnread: boolean } {
  const seen = new Set<Element>();
  const named = pricingSections(document);
  let plans = plansIn(named, seen);
  if (named.length === 0 && document.body) {
    const cards = plansIn([document.body], seen);
    plans =
      cards.length >= 2 && (cards.some((plan) => /\d/.test(plan.price)) || hasPriceRow(document.body)) ? cards : [];
  }
  // (tiers compared in a table of blocks, beside or instead of the plan cards: those the cards do not name)
  for (const section of named) {
    const read = new Set(plans.map((plan) => foldPlanName(plan.name)));
    plans.push(...readBlockColumns(section).filter((plan) => !read.has(foldPlanName(plan.name))));
  }
  // (else cards named by no heading: in the pricing blocks, or anywhere on a page with none when they say a period)
  // (read once: whether such cards show prices tells the model, when no plan is read, that prices are shown unread)
  const sibling =
    plans.length === 0 ? siblingCardScopes(document, named).map((scope) => readSiblingCards(...scope)) : [];
  if (plans.length === 0) plans = sibling.flatMap((read) => read.plans);
  // (pricing blocks that are only parts of cards, each card's price line, hold no row: the page's row of cards whose
  // prices say their period is read as a page without pricing blocks reads it)
  if (plans.length === 0 && named.length > 0 && document.body) {
    const page = readSiblingCards(document.body, true);
    sibling.push(page);
    plans = page.plans;
  }
  if (plans.length === 0) plans = readPricedChoices(document);
  // A plan named twice is one plan: its card's price is the plan's, not a later table row's figure under its name
  // (an add-on's "$15 per user/month" in the comparison below the cards).
  const unique = plans.filter(
    (plan, index) => plans.findIndex((other) => foldPlanName(other.name) === foldPlanName(plan.name)) === index,
  );
  return {
    plans: unique.slice(0, 8),
    pricesUnread: unique.length === 0 && sibling.some((read) => read.pricesShown),
  };
}

/** Where plan cards without headings are looked for: the pricing blocks, else the page, where a figure is a plan's
 * price only with its period ("/ month", "per user": a shop's goods have none). */
function siblingCardScopes(document: Document, named: readonly Element[]): Array<[Element, boolean]> {
  if (named.length > 0) return named.map((section) => [section, false]);
  return document.body ? [[document.body, true]] : [];
}

function readPricingText(document: Document): string | undefined {
  const found = sections(document, /pricing|plans?\b/i);
  const text = found
    .map((section) => (section.tagName === "TABLE" ? tableToMarkdown(section) : blockTextOf(section)))
    .filter(Boolean)
    .join("\n\n");
  if (!text) return undefined;
  return text.length > MAX_PRICING_TEXT ? `${text.slice(0, MAX_PRICING_TEXT)}…` : text;
}

// A tab pane, as tab widgets of any framework mark it (role="tabpanel", "tab-pane", "w-tab-pane", "tabs-panel").
const TAB_PANE_CLASS = /^(?:[\w-]*[-_])?tabs?[-_]?(?:pane|panel)$/i;
// The pane a tab widget shows: "active", "is-active", "w--tab-active", "show", "current", "selected", "open".
const ACTIVE_CLASS = /(?:^|[-_])(?:active|current|selected|show|shown|open|visible)$/i;

function isTabPane(element: Element): boolean {
  return (
    element.getAttribute("role") === "tabpanel" ||
    (element.getAttribute("class") ?? "").split(/\s+/).some((name) => TAB_PANE_CLASS.test(name))
  );
}

function isActivePane(element: Element): boolean {
  return (element.getAttribute("class") ?? "").split(/\s+/).some((name) => ACTIVE_CLASS.test(name));
}

/** The tabs a reader does not see: of sibling tab panes (a billing period's, a leftover template's), the ones not
 * marked active where one is; tab widgets hide the others by their style sheet, which the page's markup omits. */
function removeInactiveTabPanes(document: Document): void {
  if (!document.body) return;
  const panesByParent = new Map<Element, Element[]>();
  for (const element of elementsUnder(document.body)) {
    if (!element.parentElement || !isTabPane(element)) continue;
    const panes = panesByParent.get(element.parentElement) ?? [];
    panes.push(element);
    panesByParent.set(element.parentElement, panes);
  }
  for (const panes of panesByParent.values()) {
    if (panes.length < 2 || !panes.some(isActivePane)) continue;
    for (const pane of panes) if (!isActivePane(pane)) pane.remove();
  }
}

/** Struck-through prices (a former price beside the current one) are not the price. */
function removeStruckPrices(document: Document): void {
  const struck = "del, s, strike, [class*=line-through], [class*=line_through], [class*=strike], [class*=crossed]";
  for (const element of document.querySelectorAll(struck)) element.remove();
}

const APP_TYPES = ["SoftwareApplication", "MobileApplication", "WebApplication", "VideoGame"];
const APP_ITEMTYPE = /schema\.org\/(?:SoftwareApplication|MobileApplication|WebApplication|VideoGame)\/?$/i;
const ITEMS_READ = 300;
const APP_FIELD_CHARS = 80;

/** A price as data gives it: the text shown, else its figure and currency, a figure of nothing being free. */
function appPrice(
  shown: string | undefined,
  figure: string | undefined,
  currency: string | undefined,
): string | undefined {
  if (shown && shown.length <= APP_FIELD_CHARS) return shown;
  if (!figure || !/^\d+(?:\.\d+)?$/.test(figure)) return undefined;
  return Number(figure) === 0 ? "Free" : currency ? `${figure} ${currency}` : undefined;
}

function appRating(value: string | undefined, count: string | undefined, best: string | undefined): string | undefined {
  const rating = Number(value);
  if (!value || !Number.isFinite(rating) || rating <= 0) return undefined;
  const of = Number(best) > 0 ? Number(best) : 5;
  // (a count as data or as shown: "3027", "3027 Ratings", "3,027")
  const figure = /^\d[\d,.]*/.exec(count ?? "")?.[0];
  const ratings = figure ? `, ${figure} ratings` : "";
  return `${Math.round(rating * 10) / 10} of ${of}${ratings}`;
}

/** The app's price, maker and rating from the page's data: JSON-LD, else microdata (an itemscope typed as an app). */
function readAppFacts(document: Document): TAppFacts | undefined {
  const data = jsonLdOfType(document, ...APP_TYPES);
  const offers = (Array.isArray(data?.offers) ? data.offers[0] : data?.offers) as Record<string, unknown> | undefined;
  const rating = data?.aggregateRating as Record<string, unknown> | undefined;
  let price = appPrice(undefined, stringField(offers, "price"), stringField(offers, "priceCurrency"));
  let maker = stringField(data, "author") ?? stringField(data, "publisher");
  let stars = appRating(
    stringField(rating, "ratingValue"),
    stringField(rating, "ratingCount") ?? stringField(rating, "reviewCount"),
    stringField(rating, "bestRating"),
  );
  const item = [...document.querySelectorAll("[itemscope][itemtype]")]
    .slice(0, ITEMS_READ)
    .find((element) => APP_ITEMTYPE.test((element.getAttribute("itemtype") ?? "").trim()));
  if (item) {
    const prop = (root: Element | null | undefined, name: string) => root?.querySelector(`[itemprop~="${name}"]`);
    const valueOf = (element: Element | null | undefined) =>
      normalizeText(element?.getAttribute("content") ?? textOf(element)).slice(0, APP_FIELD_CHARS) || undefined;
    const priceElement = prop(prop(item, "offers"), "price");
    price ??= appPrice(
      textOf(priceElement) || undefined,
      priceElement?.getAttribute("content") ?? undefined,
      valueOf(prop(prop(item, "offers"), "priceCurrency")),
    );
    const author = prop(item, "author") ?? prop(item, "publisher") ?? prop(item, "creator");
    maker ??= valueOf(prop(author, "name") ?? author);
    const aggregate = prop(item, "aggregateRating");
    stars ??= appRating(
      valueOf(prop(aggregate, "ratingValue")),
      valueOf(prop(aggregate, "ratingCount") ?? prop(aggregate, "reviewCount")),
      valueOf(prop(aggregate, "bestRating")),
    );
  }
  const facts = {
    ...(price ? { price } : {}),
    ...(maker && maker.length <= APP_FIELD_CHARS ? { maker } : {}),
    ...(stars ? { rating: stars } : {}),
  };
  return Object.keys(facts).length > 0 ? facts : undefined;
}

// The words a page shows an app's price of nothing with, in the store languages ("Free", "Gratis", "Kostenlos",
// "Gratuit", "Бесплатно", "免费", "無料", "무료"), or a figure of nothing with a currency.
const FREE_SHOWN =
  /(?<![\p{L}])(?:free|gratis|gratuit|gratuita?|kostenlos|darmowa|zdarma|ingyenes|ücretsiz|бесплатно|безкоштовно|miễn phí|gratuito)(?![\p{L}])|免费|免費|無料|무료|(?<![\d.,])0(?:[.,]00?)?\s?(?:[$€£¥₹]|usd|eur|gbp)|(?:[$€£¥₹])\s?0(?![\d.,]*[1-9])/iu;
const SHOWN_TEXT_READ = 200_000;

/** Whether the page's text shows the app's price: its price of nothing in words, or its figure. */
function showsAppPrice(price: string, text: string): boolean {
  const shown = text.slice(0, SHOWN_TEXT_READ);
  if (price === "Free") return FREE_SHOWN.test(shown);
  const figure = /\d[\d.,]*/.exec(price)?.[0];
  return !figure || shown.includes(figure);
}

const DIGIT_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
// Words that name a tier or a billing period, not the product ("Basic", "Monthly").
const TIER_WORD =
  /^(?:free|basic|starter|standard|plus|pro|premium|team|teams|business|enterprise|personal|individual|professional|growth|advanced|ultimate|monthly|yearly|annual|lifetime|the|plan)$/i;

/**
 * The product's name as its plans write it, where the name read is the site's short name from its address
 * ("2do" of 2doapp.example) and every plan opens with one word that spells it out ("Twodo Monthly",
 * "Twodo Plus": the digits as words, or the short name's letters inside it).
 */
function nameOnPlans(name: string, plans: readonly TSaasPlan[], pageUrl: string): string {
  if (plans.length < 2 || !URL.canParse(pageUrl)) return name;
  const short = foldBrand(name);
  const labels = new URL(pageUrl).hostname.toLowerCase().split(".");
  if (short.length < 3 || !labels.some((label) => foldBrand(label).startsWith(short))) return name;
  const openings = new Set(plans.map((plan) => plan.name.split(/\s+/)[0] ?? ""));
  const [opening] = openings;
  if (openings.size !== 1 || !opening || !/^\p{Lu}\p{L}{2,}$/u.test(opening) || TIER_WORD.test(opening)) return name;
  if (plans.some((plan) => plan.name.trim() === opening)) return name;
  const folded = foldBrand(opening);
  const spelled = short.replace(/\d/g, (digit) => DIGIT_WORDS[Number(digit)]!);
  const letters = short.replace(/\d/g, "");
  return folded === spelled || (letters.length >= 4 && folded !== short && folded.includes(letters)) ? opening : name;
}

export function readSaasLanding(html: string, pageUrl: string): TSaasLanding {
  return withDocument(html, pageUrl, (document) => {
    const pageType = wrongKindOf(document, pageUrl);
    const pageTitle = normalizeText(document.title);
    const titleName = readName(document, pageUrl);
    const siteName = metaContent(document, "og:site_name", "application-name");
    const description = metaContent(document, "description", "og:description");
    const imageUrl = resolvePageUrl(metaContent(document, "og:image", "twitter:image"), pageUrl);
    const sellsGoods = showsShop(document);
    const shopHomepage = isShopHomepage(document, pageUrl);
    const webTool = showsWebTool(document, pageUrl);
    const ownSoftware = webTool || offersSoftware(document);
    // (the data's rating may sit in a hidden element: data, read before hidden text leaves)
    const app = readAppFacts(document);
    removeHiddenElements(document);
    removeInactiveTabPanes(document);
    removeStruckPrices(document);
    for (const element of document.querySelectorAll("nav, footer, [role=navigation]")) element.remove();
    // The page's own headline: in main when there is one, never a dialog's or a form's.
    const headline = [...document.querySelectorAll("main h1, h1")].find(
      (h1) => !h1.closest("dialog, [role=dialog], form, details, [class*=modal]") && spacedTextOf(h1),
    );
    const tagline = spacedTextOf(headline) || undefined;
    const features = readFeatures(document);
    const { plans: read, pricesUnread } = readPricing(document);
    // (no plan read: a price per unit alone on its line is the product's one plan, named by the product)
    const lone = read.length === 0 && document.body ? lonePriceLine(document.body) : undefined;
    const pricing = lone ? [{ name: titleName, price: lone.price, period: lone.per, features: [] }] : read;
    const name = nameOnPlans(titleName, pricing, pageUrl);
    const pricingText = readPricingText(document);
    const text = blockTextOf(document.body);
    if (app?.price && !showsAppPrice(app.price, text)) app.priceNotShown = true;
    return {
      url: pageUrl,
      name,
      ...(siteName ? { siteName } : {}),
      ...(tagline ? { tagline } : {}),
      ...(description ? { description } : {}),
      features,
      pricing,
      ...(pricingText ? { pricingText } : {}),
      ...(pricesUnread ? { pricesUnread } : {}),
      ...(app ? { app } : {}),
      ...(imageUrl ? { imageUrl } : {}),
      text,
      ...(pageType ? { pageType } : {}),
      ...(pageType && pageTitle ? { pageTitle } : {}),
      ...(sellsGoods ? { sellsGoods } : {}),
      ...(shopHomepage ? { shopHomepage } : {}),
      ...(webTool ? { webTool } : {}),
      ...(ownSoftware ? { offersSoftware: true } : {}),
    };
  });
}
