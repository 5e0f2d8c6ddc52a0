// Reads a software (SaaS) landing or pricing page: product name, tagline, features and pricing plans, from
// plan cards and pricing tables (currency signs that CSS adds included), and the pricing section's own text,
// which no page-text cap cuts. Hidden and screen-reader-only text is not read.
import {
  resolvePageUrl,
  blockTextOf,
  childElementsOf,
  jsonLdOfType,
  metaContent,
  normalizeText,
  removeHiddenElements,
  spacedTextOf,
  stringField,
  tableToMarkdown,
  textOf,
  withDocument,
} from "./html-document.server";

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

export interface TSaasLanding {
  url: string;
  name: string;
  /** The site's own name (og:site_name), which may say what the site is ("X — Digital Strategy and Design"). */
  siteName?: string;
  tagline?: string;
  description?: string;
  features: TSaasFeature[];
  pricing: TSaasPlan[];
  /** The pricing section as the page shows it (tables as Markdown tables), read in full. */
  pricingText?: string;
  imageUrl?: string;
  /** Visible text of the page, for what the structured reading missed. */
  text: string;
}

const PRICE = /(?:[$€£]\s?\d[\d,]*(?:\.\d{1,2})?|\d[\d,]*(?:\.\d{1,2})?\s?(?:[€£]|USD|EUR|GBP)|\bfree\b|\bgratis\b)/i;
const PERIOD =
  /(?:(?:\/|\bper)\s*(?:user|seat|member)\s*)?(?:\/|\bper)\s*(?:month|mo|year|yr|user|seat|member)\b|\b(?:monthly|annually|yearly|one[- ]time|lifetime)\b/i;
const MAX_PRICING_TEXT = 6_000;
// Prices are looked for in the first characters of a block only: the patterns stay linear on a hostile page.
const PRICE_SCAN_CHARS = 3_000;

function findPrice(text: string): string | undefined {
  return PRICE.exec(text.slice(0, PRICE_SCAN_CHARS))?.[0];
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
  /^(pricing|prices|plans?|download|downloads|home|homepage|features|overview|welcome|compare|buy)\b/i;
// A greeting before the product's name ("Welcome to Firefox Developer Edition").
const GREETING = /^(?:welcome to|meet|introducing|say hello to)\s+/i;
// A wiki's page path ("BeginnersGuide/Download"): a page of the site, named by its last part.
const PAGE_PATH = /^(?:[\p{L}\p{N}]+\/)+/u;

/** The product's name: its software data, else the page title's part that is neither the site's name nor a page
 * of the site ("owner/tool" of "Site - owner/tool: A tool"), else the site's name. */
function readName(document: Document): string {
  const app = jsonLdOfType(document, "SoftwareApplication", "WebApplication", "MobileApplication", "Product");
  const site = metaContent(document, "og:site_name", "application-name");
  const title = metaContent(document, "og:title", "twitter:title") ?? textOf(document.querySelector("title"));
  const part = (title ?? "")
    .split(/\s[|–—·:-]\s|:\s/)
    .map((text) => normalizeText(text).replace(GREETING, ""))
    .find(
      (text) =>
        text &&
        text.toLowerCase() !== site?.toLowerCase() &&
        !GENERIC_TITLE_PART.test(text) &&
        !(PAGE_PATH.test(text) && GENERIC_TITLE_PART.test(text.replace(PAGE_PATH, ""))),
    );
  return (
    stringField(app, "name") ??
    part ??
    site ??
    (textOf(document.querySelector("header .logo, .logo, [class*=brand]")) || "Unnamed product")
  );
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

/** Plan cards: a heading with the plan's name inside the closest block that also shows a price. */
function readPlanCards(scope: Element, seen: Set<Element>): TSaasPlan[] {
  const plans: TSaasPlan[] = [];
  for (const heading of scope.querySelectorAll("h2, h3, h4")) {
    const name = spacedTextOf(heading);
    // A heading that is itself a price ("$ 0 per month") names no plan.
    // Nor does a question (a FAQ entry) or a sentence.
    if (!name || /^[$€£]|^\d/.test(name) || name.endsWith("?") || name.length > 40 || NOT_A_PLAN.test(name)) continue;
    let card: Element | null = heading.parentElement;
    while (card && card !== scope && !findPrice(spacedTextOf(card))) card = card.parentElement;
    if (!card || card === scope || seen.has(card)) continue;
    // A block holding several headings of the plan name's level is the plan list, not one card.
    if (card.querySelectorAll(heading.tagName).length > 1 || inNonPlanBlock(card, scope)) continue;
    seen.add(card);
    const priceElement = [...card.querySelectorAll("[class*=price], [class*=amount], [class*=cost]")].find((element) =>
      findPrice(spacedTextOf(element)),
    );
    // Without a price element, the price is read outside the plan's feature list: a figure in a feature (a
    // hosting credit) is not the plan's price.
    const outsideFeatures = card.cloneNode(true) as Element;
    for (const list of outsideFeatures.querySelectorAll("ul, ol")) list.remove();
    const priceText = spacedTextOf(priceElement) || spacedTextOf(outsideFeatures);
    const price = findPrice(priceText);
    if (!price) continue;
    const period = findPeriod(priceText);
    const billed = /billed (annually|yearly|monthly)/i.exec(priceText.slice(0, PRICE_SCAN_CHARS))?.[0];
    plans.push({
      name,
      price: normalizeText(price).replace(/^([$€£])\s+/, "$1"),
      ...(period ? { period: normalizeText(billed ? `${period}, ${billed}` : period) } : {}),
      features: [...card.querySelectorAll("li")]
        .map((item) => spacedTextOf(item))
        .filter(Boolean)
        .slice(0, 12),
    });
  }
  return plans;
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

function plansIn(sections: readonly Element[], seen: Set<Element>): TSaasPlan[] {
  const plans: TSaasPlan[] = [];
  for (const section of sections) {
    const tables = section.tagName === "TABLE" ? [section] : [...section.querySelectorAll("table")];
    const fromTables = tables.flatMap((table) => readPricingTable(table));
    plans.push(...(fromTables.length > 0 ? fromTables : readPlanCards(section, seen)));
  }
  return plans;
}

/** Plans of the pricing blocks; a page without one named so shows plans only as two or more cards with prices. */
function readPricing(document: Document): TSaasPlan[] {
  const seen = new Set<Element>();
  const named = pricingSections(document);
  let plans = plansIn(named, seen);
  if (named.length === 0 && document.body) {
    const cards = plansIn([document.body], seen);
    plans = cards.length >= 2 && cards.some((plan) => /\d/.test(plan.price)) ? cards : [];
  }
  const unique = plans.filter(
    (plan, index) => plans.findIndex((other) => other.name === plan.name && other.price === plan.price) === index,
  );
  return unique.slice(0, 8);
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

/** Struck-through prices (a former price beside the current one) are not the price. */
function removeStruckPrices(document: Document): void {
  const struck = "del, s, strike, [class*=line-through], [class*=line_through], [class*=strike], [class*=crossed]";
  for (const element of document.querySelectorAll(struck)) element.remove();
}

export function readSaasLanding(html: string, pageUrl: string): TSaasLanding {
  return withDocument(html, pageUrl, (document) => {
    const name = readName(document);
    const siteName = metaContent(document, "og:site_name", "application-name");
    const description = metaContent(document, "description", "og:description");
    const imageUrl = resolvePageUrl(metaContent(document, "og:image", "twitter:image"), pageUrl);
    removeHiddenElements(document);
    removeStruckPrices(document);
    for (const element of document.querySelectorAll("nav, footer, [role=navigation]")) element.remove();
    // The page's own headline: in main when there is one, never a dialog's or a form's.
    const headline = [...document.querySelectorAll("main h1, h1")].find(
      (h1) => !h1.closest("dialog, [role=dialog], form, details, [class*=modal]") && spacedTextOf(h1),
    );
    const tagline = spacedTextOf(headline) || undefined;
    const features = readFeatures(document);
    const pricing = readPricing(document);
    const pricingText = readPricingText(document);
    return {
      url: pageUrl,
      name,
      ...(siteName ? { siteName } : {}),
      ...(tagline ? { tagline } : {}),
      ...(description ? { description } : {}),
      features,
      pricing,
      ...(pricingText ? { pricingText } : {}),
      ...(imageUrl ? { imageUrl } : {}),
      text: blockTextOf(document.body),
    };
  });
}
