// Reads a retailer (Amazon-style) product page: title, brand, price, rating, features, description,
// reviews and image. A robot-check page is recognised and reported as AMAZON_BLOCKING.
import { AMAZON_BLOCKING_MESSAGE, GenerationError } from "../errors";
import { absoluteUrl, blockTextOf, normalizeText, textOf, withDocument } from "./html-document.server";

export interface TRetailerReview {
  title: string;
  body: string;
  rating?: number;
  author?: string;
}

export interface TRetailerProduct {
  /** The product's canonical address on the retailer, used for the article's buy links. */
  productUrl: string;
  asin?: string;
  title: string;
  brand?: string;
  price?: string;
  rating?: number;
  reviewCount?: number;
  features: string[];
  description?: string;
  specs: Array<{ name: string; value: string }>;
  reviews: TRetailerReview[];
  imageUrl?: string;
}

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

function parseRating(text: string | null | undefined): number | undefined {
  const match = /(\d+(?:[.,]\d+)?)\s*out of\s*5/i.exec(text ?? "");
  return match?.[1] ? Number(match[1].replace(",", ".")) : undefined;
}

function parseCount(text: string): number | undefined {
  const match = /([\d.,]+)/.exec(text);
  if (!match?.[1]) return undefined;
  const value = Number(match[1].replace(/[.,](?=\d{3}\b)/g, "").replace(",", "."));
  return Number.isFinite(value) ? value : undefined;
}

function cleanBrand(text: string): string | undefined {
  const brand = normalizeText(
    text
      .replace(/^Visit the\s+/i, "")
      .replace(/\s+Store$/i, "")
      .replace(/^Brand:\s*/i, ""),
  );
  return brand || undefined;
}

function readLandingImage(document: Document, base: string): string | undefined {
  const image = document.querySelector("#landingImage, #imgBlkFront, #main-image");
  if (!image) return undefined;
  const hires = image.getAttribute("data-old-hires");
  if (hires) return absoluteUrl(hires, base);
  const dynamic = image.getAttribute("data-a-dynamic-image");
  if (dynamic) {
    try {
      const first = Object.keys(JSON.parse(dynamic) as Record<string, unknown>)[0];
      if (first) return absoluteUrl(first, base);
    } catch {
      // Fall through to the plain src.
    }
  }
  return absoluteUrl(image.getAttribute("src"), base);
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
        body: textOf(review.querySelector('[data-hook="review-body"]')).replace(/\s*Read more$/i, ""),
        ...(rating === undefined ? {} : { rating }),
        ...(author ? { author } : {}),
      };
    })
    .filter((review) => review.body)
    .slice(0, 12);
}

function readSpecs(document: Document): Array<{ name: string; value: string }> {
  const rows = [
    ...document.querySelectorAll(
      "#productDetails_techSpec_section_1 tr, #productDetails_detailBullets_sections1 tr, #productOverview_feature_div tr",
    ),
  ].map((row) => ({
    name: textOf(row.querySelector("th, td:first-child")),
    value: textOf(row.querySelector("td:last-child")),
  }));
  const bullets = [...document.querySelectorAll("#detailBullets_feature_div li")].map((item) => {
    const [name = "", ...rest] = textOf(item).split(/\s*:\s*/);
    return {
      name: name.replace(/[\u200e\u200f]/g, "").trim(),
      value: rest
        .join(": ")
        .replace(/[\u200e\u200f]/g, "")
        .trim(),
    };
  });
  const seen = new Set<string>();
  return [...rows, ...bullets]
    .filter((spec) => spec.name && spec.value && spec.name !== spec.value)
    .filter((spec) => !seen.has(spec.name) && seen.add(spec.name))
    .slice(0, 25);
}

/** Reads a product page; `pageUrl` is its public address (origin overrides undone). */
export function readRetailerProduct(html: string, pageUrl: string): TRetailerProduct {
  if (isRobotCheckPage(html)) throw new GenerationError("AMAZON_BLOCKING", AMAZON_BLOCKING_MESSAGE);
  return withDocument(html, pageUrl, (document) => {
    const title = textOf(document.querySelector("#productTitle")) || textOf(document.querySelector("#title"));
    if (!title) {
      throw new GenerationError(
        "source_unreachable",
        `The page at ${pageUrl} does not look like a product page (no product title found). Check the link.`,
      );
    }
    const asin =
      extractAsin(pageUrl) ?? (document.querySelector("#ASIN, input[name='ASIN']")?.getAttribute("value") || undefined);
    const origin = URL.canParse(pageUrl) ? new URL(pageUrl).origin : "https://www.amazon.com";
    const priceElement =
      document.querySelector(
        "#corePrice_feature_div .a-price .a-offscreen, #corePriceDisplay_desktop_feature_div .a-price .a-offscreen",
      ) ?? document.querySelector(".a-price .a-offscreen, #priceblock_ourprice, #priceblock_dealprice");
    const acr = document.querySelector("#acrPopover");
    const rating = parseRating(acr?.getAttribute("title")) ?? parseRating(textOf(acr?.querySelector(".a-icon-alt")));
    const reviewCountText = textOf(document.querySelector("#acrCustomerReviewText"));
    const reviewCount = reviewCountText ? parseCount(reviewCountText) : undefined;
    const brand = cleanBrand(textOf(document.querySelector("#bylineInfo")));
    const description = blockTextOf(document.querySelector("#productDescription")) || undefined;
    const imageUrl = readLandingImage(document, pageUrl);
    const price = textOf(priceElement) || undefined;
    return {
      productUrl: asin ? `${origin}/dp/${asin}` : pageUrl,
      ...(asin ? { asin } : {}),
      title,
      ...(brand ? { brand } : {}),
      ...(price ? { price } : {}),
      ...(rating === undefined ? {} : { rating }),
      ...(reviewCount === undefined ? {} : { reviewCount }),
      features: [...document.querySelectorAll("#feature-bullets li")]
        .map((item) => textOf(item))
        .filter((text) => text && !/^make sure this fits/i.test(text))
        .slice(0, 15),
      ...(description ? { description } : {}),
      specs: readSpecs(document),
      reviews: readReviews(document),
      ...(imageUrl ? { imageUrl } : {}),
    };
  });
}
