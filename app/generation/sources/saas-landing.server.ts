// Reads a software (SaaS) landing page: product name, tagline, features and pricing plans.
import {
  absoluteUrl,
  jsonLdOfType,
  metaContent,
  normalizeText,
  stringField,
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
  tagline?: string;
  description?: string;
  features: TSaasFeature[];
  pricing: TSaasPlan[];
  imageUrl?: string;
  /** Visible text of the page, for what the structured reading missed. */
  text: string;
}

const PRICE = /(?:[$€£]\s?\d[\d,]*(?:\.\d{1,2})?|\d[\d,]*(?:\.\d{1,2})?\s?(?:USD|EUR|GBP)|\bfree\b)/i;
const PERIOD =
  /(?:(?:\/|\bper)\s*(?:user|seat|member)\s*)?(?:\/|\bper)\s*(?:month|mo|year|yr|user|seat|member)\b|\b(?:monthly|annually|yearly|one[- ]time|lifetime)\b/i;

function matchesSection(element: Element, pattern: RegExp): boolean {
  return pattern.test(
    `${element.id} ${element.getAttribute("class") ?? ""} ${element.getAttribute("aria-label") ?? ""}`,
  );
}

function sections(document: Document, pattern: RegExp): Element[] {
  const found = [...document.querySelectorAll("section, div, article, ul")].filter((element) =>
    matchesSection(element, pattern),
  );
  // Keep the outermost matches only.
  return found.filter((element) => !found.some((other) => other !== element && other.contains(element)));
}

function readName(document: Document): string {
  const app = jsonLdOfType(document, "SoftwareApplication", "WebApplication", "Product");
  const fromTitle = textOf(document.querySelector("title")).split(/\s[|–—:-]\s/)[0];
  return (
    metaContent(document, "og:site_name", "application-name") ??
    stringField(app, "name") ??
    (normalizeText(fromTitle) ||
      textOf(document.querySelector("header .logo, .logo, [class*=brand]")) ||
      "Unnamed product")
  );
}

function readFeatures(document: Document): TSaasFeature[] {
  const features: TSaasFeature[] = [];
  for (const section of sections(document, /feature|benefit|capabilit/i)) {
    const headings = [...section.querySelectorAll("h3, h4")];
    if (headings.length > 0) {
      for (const heading of headings) {
        const detailElement =
          heading.nextElementSibling?.tagName === "P"
            ? heading.nextElementSibling
            : heading.parentElement?.querySelector("p");
        const detail = textOf(detailElement);
        features.push({ title: textOf(heading), ...(detail ? { detail } : {}) });
      }
    } else {
      for (const item of section.querySelectorAll("li")) features.push({ title: textOf(item) });
    }
  }
  return features.filter((feature) => feature.title).slice(0, 20);
}

function readPricing(document: Document): TSaasPlan[] {
  const plans: TSaasPlan[] = [];
  const seen = new Set<Element>();
  for (const section of sections(document, /pricing|price|plans?\b/i)) {
    for (const heading of section.querySelectorAll("h3, h4")) {
      // The plan card is the closest ancestor of the plan's name that also shows a price.
      let card: Element | null = heading.parentElement;
      while (card && card !== section && !PRICE.test(textOf(card))) card = card.parentElement;
      if (!card || card === section || seen.has(card)) continue;
      seen.add(card);
      const priceElement = card.querySelector("[class*=price], [class*=amount]");
      const priceText = textOf(priceElement) || textOf(card);
      const price = PRICE.exec(priceText)?.[0];
      if (!price) continue;
      const period = PERIOD.exec(priceText)?.[0];
      plans.push({
        name: textOf(heading),
        price: normalizeText(price),
        ...(period ? { period: normalizeText(period) } : {}),
        features: [...card.querySelectorAll("li")]
          .map((item) => textOf(item))
          .filter(Boolean)
          .slice(0, 12),
      });
    }
  }
  return plans.slice(0, 8);
}

export function readSaasLanding(html: string, pageUrl: string): TSaasLanding {
  return withDocument(html, pageUrl, (document) => {
    const name = readName(document);
    const tagline = textOf(document.querySelector("h1")) || undefined;
    const description = metaContent(document, "description", "og:description");
    const imageUrl = absoluteUrl(metaContent(document, "og:image", "twitter:image"), pageUrl);
    const features = readFeatures(document);
    const pricing = readPricing(document);
    for (const element of document.querySelectorAll("script, style, noscript, svg, nav")) element.remove();
    return {
      url: pageUrl,
      name,
      ...(tagline ? { tagline } : {}),
      ...(description ? { description } : {}),
      features,
      pricing,
      ...(imageUrl ? { imageUrl } : {}),
      text: textOf(document.body),
    };
  });
}
