// Fetches a generator's source page, reads it with the reader for its kind, and renders the facts
// as a capped text block for the prompt.
import { AMAZON_BLOCKING_MESSAGE, FetchPageError, GenerationError } from "../errors";
import type { TFetchedPage, TFetchPage, TFetchPageCallOptions } from "../page-fetcher.server";
import { isRetailerUrl } from "~/content/affiliate-links";
import type { TSourceKind } from "./detect-source-type";
import { redditThreadAddresses, type TDiscussionThread } from "./discussion-thread.server";
import { capMiddle, capText } from "./html-document.server";
import { readPageInWorker } from "./page-reader-pool.server";
import { describeAvailability } from "./offer-status";
import type { TRetailerProduct } from "./retailer-product.server";
import type { TSaasLanding } from "./saas-landing.server";
import { readTranscript, type TVideoFacts } from "./video-page.server";
import type { TWebArticle } from "./web-article.server";

export type TSourceFacts =
  | { kind: "retailer-product"; url: string; product: TRetailerProduct }
  | { kind: "video"; url: string; video: TVideoFacts }
  | { kind: "discussion"; url: string; thread: TDiscussionThread }
  | { kind: "web-page"; url: string; page: TWebArticle }
  | { kind: "saas-landing"; url: string; landing: TSaasLanding };

export const MAX_SOURCE_PROMPT_CHARS = 36_000;
/** An article's main text in the prompt: a longer one keeps its start and its end (a review's verdict). */
export const MAX_MAIN_TEXT_CHARS = 30_000;
// Room kept beside the main text for its section title and the note of a cut middle.
const MAIN_TEXT_OVERHEAD = 100;

function toSourceError(error: FetchPageError, kind: TSourceKind): GenerationError {
  // The retailer answers 503 to scrapers it has spotted: that is blocking, not an outage.
  if (kind === "retailer-product" && error.code === "http_status" && (error.status === 503 || error.status === 429)) {
    return new GenerationError("AMAZON_BLOCKING", AMAZON_BLOCKING_MESSAGE, { cause: error });
  }
  return new GenerationError("source_unreachable", `Could not read the source page. ${error.message}`, {
    cause: error,
  });
}

/** Fetches one page, turning fetch failures into GenerationErrors (source_unreachable, AMAZON_BLOCKING). */
async function fetchSourcePage(
  fetchPage: TFetchPage,
  url: string,
  kind: TSourceKind,
  options: TFetchPageCallOptions,
): Promise<TFetchedPage> {
  try {
    return await fetchPage(url, options);
  } catch (error) {
    if (error instanceof FetchPageError) throw toSourceError(error, kind);
    throw error;
  }
}

/** A thread's page: its JSON first, then old reddit's HTML, then the address given (each may be refused). */
async function fetchThreadPage(fetchPage: TFetchPage, url: string, signal?: AbortSignal): Promise<TFetchedPage> {
  const addresses = redditThreadAddresses(url);
  let lastError: unknown;
  for (const address of addresses) {
    const json = address.includes(".json");
    try {
      const page = await fetchSourcePage(fetchPage, address, "discussion", {
        ...(signal ? { signal } : {}),
        ...(json ? { accept: "application/json" } : {}),
      });
      return address === url ? page : { ...page, url, finalUrl: json ? url : page.finalUrl };
    } catch (error) {
      if (signal?.aborted) throw error;
      lastError = error;
    }
  }
  throw lastError;
}

/** Fetches and reads one source. The page is read in the page reader pool, off the request path. */
export async function readSource(
  fetchPage: TFetchPage,
  url: string,
  kind: TSourceKind,
  options: { signal?: AbortSignal } = {},
): Promise<TSourceFacts> {
  const signalOption = options.signal ? { signal: options.signal } : {};
  const page =
    kind === "discussion"
      ? await fetchThreadPage(fetchPage, url, options.signal)
      : await fetchSourcePage(fetchPage, url, kind, signalOption);
  const publicUrl = page.finalUrl;
  const reader = kind === "web-page" && isRetailerUrl(publicUrl) ? "retailer-product" : kind;
  const content = await readPageInWorker(
    { reader, html: page.html, url: publicUrl, contentType: page.contentType },
    options.signal,
  );
  if (content.kind === "video") {
    try {
      return { kind: "video", url: publicUrl, video: await readTranscript(fetchPage, content.video, options.signal) };
    } catch (error) {
      if (error instanceof FetchPageError) throw toSourceError(error, kind);
      throw error;
    }
  }
  return { ...content, url: publicUrl } as TSourceFacts;
}

export function sourceTitle(facts: TSourceFacts): string {
  switch (facts.kind) {
    case "retailer-product":
      return facts.product.title;
    case "video":
      return facts.video.title;
    case "discussion":
      return facts.thread.title;
    case "web-page":
      return facts.page.title;
    case "saas-landing":
      return facts.landing.name;
  }
}

export function sourceImage(facts: TSourceFacts): string | undefined {
  switch (facts.kind) {
    case "retailer-product":
      return facts.product.imageUrl;
    case "video":
      return facts.video.thumbnailUrl;
    case "web-page":
      return facts.page.imageUrl;
    case "saas-landing":
      return facts.landing.imageUrl;
    case "discussion":
      return undefined;
  }
}

function lines(entries: ReadonlyArray<[string, string | number | undefined]>): string {
  return entries
    .filter(([, value]) => value !== undefined && value !== "")
    .map(([label, value]) => `${label}: ${value}`)
    .join("\n");
}

function section(title: string, body: string | undefined): string {
  return body?.trim() ? `${title}:\n${body.trim()}` : "";
}

function formatDuration(seconds: number | undefined): string | undefined {
  if (!seconds) return undefined;
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

function formatFacts(facts: TSourceFacts, maxChars: number): string {
  switch (facts.kind) {
    case "retailer-product": {
      const p = facts.product;
      return [
        lines([
          ["Source", "retailer product page"],
          ["Product", p.title],
          ["Brand", p.brand],
          ["Author", p.author],
          ["Shop", p.shop],
          ["Price", p.price ? `${p.price}${p.seller ? ` (sold by ${p.seller})` : ""}` : p.priceNote],
          ["Availability", describeAvailability(p.availability)],
          ["Condition", p.condition],
          ["Average rating", p.rating === undefined ? undefined : `${p.rating} out of 5`],
          ["Number of ratings", p.reviewCount],
          ["Product URL (use for buy links)", p.productUrl],
        ]),
        section(
          "Other offers (not the product's own price)",
          p.otherOffers.map((offer) => `- ${offer.price}: ${offer.label}`).join("\n"),
        ),
        section("Feature bullets", p.features.map((f) => `- ${f}`).join("\n")),
        section("Specifications", p.specs.map((s) => `- ${s.name}: ${s.value}`).join("\n")),
        section("Description", p.description),
        section("From the manufacturer", p.manufacturerDescription),
        section(
          "Customer reviews",
          p.reviews
            .map(
              (r) =>
                `- ${r.rating === undefined ? "" : `${r.rating}/5 `}"${r.title}"${r.author ? ` by ${r.author}` : ""}: ${r.body}`,
            )
            .join("\n"),
        ),
      ]
        .filter(Boolean)
        .join("\n\n");
    }
    case "video": {
      const v = facts.video;
      return [
        lines([
          ["Source", "video"],
          ["Video title", v.title],
          ["Channel", v.channel],
          ["Category", v.category],
          ["Published", v.publishedAt],
          ["Length", formatDuration(v.lengthSeconds)],
          ["Views", v.viewCount],
          ["URL", v.url],
        ]),
        section("Description", v.description),
        v.transcript
          ? section("Transcript", capText(v.transcript, 8_000))
          : (v.transcriptNote ?? "No transcript: none was available."),
      ]
        .filter(Boolean)
        .join("\n\n");
    }
    case "discussion": {
      const t = facts.thread;
      return [
        lines([
          ["Source", "discussion thread"],
          ["Community", t.community],
          ["Thread title", t.title],
          ["Posted by", t.author],
          ["Score", t.score],
          ["URL", t.url],
        ]),
        t.startsMidTopic
          ? "The page starts mid-topic: a later page of the topic, its opening post (and who started it) not on it; every post below is a reply."
          : "",
        section("Original post", t.body),
        section(
          t.comments.some((c) => c.score !== undefined)
            ? "Top comments (highest score first)"
            : "Answers and replies (in page order)",
          t.comments
            .map(
              (c) =>
                `- [${c.score === undefined ? "" : `${c.score} points`}${c.score !== undefined && c.author ? ", " : ""}${c.author ?? ""}] ${c.body.replace(/\s*\n+\s*/g, " / ")}`,
            )
            .join("\n"),
        ),
        t.moreComments
          ? `(${t.moreComments} more ${t.moreComments === 1 ? "answer" : "answers"} on the page, not shown here.)`
          : "",
      ]
        .filter(Boolean)
        .join("\n\n");
    }
    case "web-page": {
      const w = facts.page;
      const head = [
        lines([
          ["Source", "web page"],
          ["Site", w.siteName],
          ["Title", w.title],
          ["Author", w.byline],
          ["Published", w.publishedAt],
          ["URL", w.url],
        ]),
        section("Summary", w.excerpt),
      ]
        .filter(Boolean)
        .join("\n\n");
      // The main text gets the room the lines above leave and is cut in its middle, never at its end by the
      // prompt's cap: a long review keeps its verdict whatever the page's summary holds.
      const room = Math.max(0, Math.min(MAX_MAIN_TEXT_CHARS, maxChars - head.length - MAIN_TEXT_OVERHEAD));
      return [head, section("Main text", capMiddle(w.text, room))].filter(Boolean).join("\n\n");
    }
    case "saas-landing": {
      const s = facts.landing;
      return [
        lines([
          ["Source", "software landing page"],
          ["Product", s.name],
          ["Maker", s.app?.maker],
          ["App price", s.app?.price],
          ["Rating", s.app?.rating],
          ["Tagline", s.tagline],
          ["Description", s.description],
          ["URL", s.url],
        ]),
        section("Features", s.features.map((f) => `- ${f.title}${f.detail ? `: ${f.detail}` : ""}`).join("\n")),
        s.pricing.length === 0
          ? s.pricesUnread
            ? "Pricing: The page shows prices in plan-like blocks, but they could not be read into plans; state no plan or price."
            : s.app?.price && !s.app.priceNotShown
              ? `Pricing: No plans on the page; the app's own price is ${s.app.price}.`
              : s.app?.price
                ? `Pricing: No prices on the page; only the page's data gives the app's price, ${s.app.price}.`
                : "Pricing: No prices on the page."
          : section(
              "Pricing",
              s.pricing
                .map(
                  (plan) =>
                    `- ${plan.name}: ${plan.price}${plan.period ? ` ${plan.period}` : ""}${plan.features.length ? ` (${plan.features.join("; ")})` : ""}`,
                )
                .join("\n"),
            ),
        section("Pricing section of the page", s.pricingText),
        section("Page text", capText(s.text, 5_000)),
      ]
        .filter(Boolean)
        .join("\n\n");
    }
  }
}

/** The facts as prompt text, capped so one source cannot crowd out the instructions. */
export function formatSourceFacts(facts: TSourceFacts, maxChars = MAX_SOURCE_PROMPT_CHARS): string {
  return capText(formatFacts(facts, maxChars), maxChars);
}
