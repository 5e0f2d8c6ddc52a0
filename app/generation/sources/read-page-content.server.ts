// What a worker does with one fetched page: reads it with the reader for its kind and returns plain facts
// (structured-clone safe), or the failure as a code and a message. Runs in the page reader pool's threads.
import type { MessagePort } from "node:worker_threads";
import { GenerationError, type TGenerationErrorCode } from "../errors";
import { listsBylinedStories } from "./bylined-stories";
import { forumThreadOf, readDiscussionThread, type TDiscussionThread } from "./discussion-thread.server";
import { eventKindOf, listsEventsInData, listsTimedRows } from "./event-page";
import { normalizeText, withDocument } from "./html-document.server";
import {
  isRobotCheckPage,
  listsPricedResults,
  looksLikeProductListing,
  looksLikeProductPage,
  readRetailerProduct,
  retailerProductOfDocument,
  type TRetailerProduct,
} from "./retailer-product.server";
import { paymentButtonItem } from "./payment-button";
import { listsPicturesToOrder } from "./pictures-to-order";
import { listsTilesUnderSortControl } from "./product-tiles";
import { listsProductsByItsWords, saysNoProductFound } from "./listing-words";
import { readSaasLanding, type TSaasLanding } from "./saas-landing.server";
import {
  headingIsSiteLogo,
  isBookingFrontPage,
  isCompanyFrontPage,
  isLinkDirectoryHome,
  isShopHomepage,
  isSiteRootAddress,
} from "./shop-homepage";
import { readStructuredProduct } from "./structured-product.server";
import { readVideoPage, type TVideoFacts } from "./video-page.server";
import {
  declaresArticleInData,
  isArticlePage,
  pageTypeOf,
  readWebArticle,
  webArticleOfDocument,
  type TPageType,
  type TWebArticle,
} from "./web-article.server";
import {
  isAccountSettings,
  listsTeasers,
  listsThreadsWithCounts,
  listsCategoryTiles,
  walkPage,
  wrongKindOf,
} from "./wrong-kind-page";

export type TPageReader = "retailer-product" | "video" | "discussion" | "web-page" | "saas-landing";

export interface TReadPageTask {
  reader: TPageReader;
  /** Told when a worker starts on the page (the pool's time limit counts from then). */
  started?: MessagePort;
  html: string;
  /** The page's public address (origin overrides undone). */
  url: string;
  contentType: string;
}

export type TPageContent =
  | { kind: "retailer-product"; product: TRetailerProduct }
  | { kind: "video"; video: TVideoFacts }
  | { kind: "discussion"; thread: TDiscussionThread }
  | { kind: "web-page"; page: TWebArticle }
  | { kind: "saas-landing"; landing: TSaasLanding };

export type TReadPageResult =
  | { ok: true; content: TPageContent }
  | { ok: false; code: TGenerationErrorCode; message: string };

/** Whether the product the page's data names is the one its main heading names. A heading inside a link is the link's
 * words (a breadcrumb's "<a><h1>Digital Cameras</h1></a>" over the product's own heading), no heading of the page. */
function namesItsProduct(document: Document, name: string | undefined): boolean {
  const main = [...document.querySelectorAll("h1")].slice(0, 20).find((h1) => !h1.closest("a[href]"));
  const heading = normalizeText(main?.textContent).toLowerCase();
  return Boolean(name && heading && heading.includes(normalizeText(name).toLowerCase()));
}

/** A page of a kind no generator takes, read as a web page that says what it is (the refusal names it). */
function pageOfKind(document: Document, url: string, pageType: TPageType): TPageContent {
  return { kind: "web-page", page: { ...webArticleOfDocument(document, url), pageType } };
}

/**
 * Any web page: one that offers a product for sale (schema.org Product with an offer, a named Product that is not
 * an article's, Open Graph product meta, or a buy button beside a price) is read as a product page of its shop,
 * anything else as an article. Pages of kinds no generator takes (a sign-in form, a page not found, search results,
 * a job ad, a home to buy or rent, a shop's page of many products, an event's ticket page without product data)
 * say so. One parse either way.
 */
function readWebPage(html: string, url: string): TPageContent {
  if (isRobotCheckPage(html)) return { kind: "retailer-product", product: readRetailerProduct(html, url) };
  return withDocument(html, url, (document): TPageContent => {
    // (one walk of the page for the wrong kinds' rules and the list rules asked below)
    const walk = walkPage(document);
    const wrongKind = wrongKindOf(document, url, walk);
    // (a question and its answers above the form to answer them, "Add your solution here" with a message box and the
    // sign-in's e-mail field: a Q&A page whatever form follows)
    const answered = wrongKind === "contact-form" ? forumThreadOf(document, url) : undefined;
    if (answered && answered.comments.length > 0) return { kind: "discussion", thread: answered };
    // (a search's results of homes, each with its price, beds and baths, is a list of them, no one home's page)
    if (wrongKind === "property" && listsPricedResults(document)) return pageOfKind(document, url, "properties");
    if (wrongKind) return pageOfKind(document, url, wrongKind);
    const product = readStructuredProduct(document);
    // (Open Graph's "article" on a page whose data (microdata or JSON-LD, with or without an offer) names a product
    // it shows with a price and a buy button is the shop template's word for every page: the page sells the product)
    const article =
      isArticlePage(document) && !(product?.name && !declaresArticleInData(document) && looksLikeProductPage(document));
    const structured = Boolean(product && (product.offers.length > 0 || (Boolean(product.name) && !article)));
    const declared = pageTypeOf(document);
    // (an agency's or venue's list of events, each tile marked up as an Event, is no one event's page)
    if (declared === "event" && !article && listsEventsInData(document)) return pageOfKind(document, url, "events");
    // A shop's list of products (each card with its own buy button or price) is no product page, unless the page's
    // data names the product its main heading names; a clip's or a recipe's page says what it is itself.
    if (!article && !declared && !namesItsProduct(document, product?.name)) {
      if (looksLikeProductListing(document, url, structured) || listsTilesUnderSortControl(document, url))
        return pageOfKind(document, url, "listing");
    }
    // (a ticket page with its dates shows prices and buy buttons of no one product)
    const event = !structured && !article && !declared ? eventKindOf(document) : undefined;
    if (event) return pageOfKind(document, url, event);
    // (a shop's homepage whose only main heading is its logo: a product's price and buy button there are an offer's
    // of many, no one product's page)
    if (!structured && !article && !declared && headingIsSiteLogo(document, url) && isShopHomepage(document, url))
      return pageOfKind(document, url, "shop-home");
    // (a payment provider's buy-now form sells the page's one item, on a blog post too)
    if (structured || (!article && looksLikeProductPage(document)) || paymentButtonItem(document)) {
      return { kind: "retailer-product", product: retailerProductOfDocument(document, url) };
    }
    // A forum thread or Q&A page: its posts with their authors, not an article made of them. An article with
    // reader comments stays an article, and a recipe's, a song's or a clip's comments make no thread either.
    // (a forum's list of discussions, each row a thread's title beside its counts, is no thread of its first row's;
    // Open Graph's "article" is many a forum's word for its every page, and the list holds no story's prose)
    if (!declared && listsThreadsWithCounts(document, url, walk)) return pageOfKind(document, url, "forum-index");
    const thread = declared ? undefined : forumThreadOf(document, url);
    // (a section's stream of stories, each a headline linking away and a byline, is a list, no thread's posts)
    if (thread && listsBylinedStories(url, walk)) return pageOfKind(document, url, "articles");
    // (a thread found at the site's root is its homepage's teasers: featured reviews, the latest stories)
    if (thread && isSiteRootAddress(url)) return pageOfKind(document, url, "site-home");
    if (thread) return { kind: "discussion", thread };
    // A shop's homepage (its cart and departments at the site's root) where no one product's block was found.
    if (!article && !declared && isShopHomepage(document, url)) return pageOfKind(document, url, "shop-home");
    // A directory's or price comparison's homepage: lists of links to its categories at the site's root, no words of
    // its own.
    if (!article && !declared && isLinkDirectoryHome(document, url)) return pageOfKind(document, url, "site-home");
    // A travel or booking site's front page: a form to book with two dates and a count of travellers, at its root.
    if (!article && !declared && isBookingFrontPage(document, url)) return pageOfKind(document, url, "booking-home");
    // A company's or shop's front page of sections (about us, news, delivery, contacts), no products' tiles.
    if (!article && !declared && isCompanyFrontPage(document, url)) return pageOfKind(document, url, "company-home");
    // A shop's list whose cards a script fills: its count of products and its sort control, no product's block.
    if (!article && !declared && listsProductsByItsWords(document)) return pageOfKind(document, url, "listing");
    // A shop's category or search that shows no product: its own line says none was found or matches.
    if (!article && !declared && saysNoProductFound(document)) return pageOfKind(document, url, "listing");
    // A member's own account's settings: an e-mail address filled in beside the account's name, country or picture.
    if (!article && !declared && isAccountSettings(walk.elements)) return pageOfKind(document, url, "account");
    // A list of articles, posts or ads: many headings each linking to a page of its own, no story's prose (Open
    // Graph's "article" is many a blog's word for its every page).
    if (!declared && listsTeasers(document, url, walk)) return pageOfKind(document, url, "articles");
    // A category of items without prices: a filter or a count of its items above tiles, each a picture and a link to
    // its item.
    if (!article && !declared && listsCategoryTiles(document, url, walk)) return pageOfKind(document, url, "listing");
    // A store's page of pictures, each linking to where it is sold above a call to order ("Click to order"), no prose.
    if (!declared && listsPicturesToOrder(url, walk)) return pageOfKind(document, url, "listing");
    // A schedule or a table of results: rows each a time of day and an event (a match, a show) of its own page.
    if (!article && !declared && listsTimedRows(walk.elements, url, walk.prose))
      return pageOfKind(document, url, "events");
    return { kind: "web-page", page: webArticleOfDocument(document, url) };
  });
}

function readContent(task: TReadPageTask): TPageContent {
  const { html, url } = task;
  switch (task.reader) {
    case "retailer-product":
      return { kind: "retailer-product", product: readRetailerProduct(html, url) };
    case "video":
      return { kind: "video", video: readVideoPage(html, url) };
    case "discussion": {
      const thread = readDiscussionThread(html, url, task.contentType);
      return thread ? { kind: "discussion", thread } : { kind: "web-page", page: readWebArticle(html, url) };
    }
    case "saas-landing":
      return { kind: "saas-landing", landing: readSaasLanding(html, url) };
    case "web-page":
      return readWebPage(html, url);
  }
}

export function readPageContent(task: TReadPageTask): TReadPageResult {
  try {
    return { ok: true, content: readContent(task) };
  } catch (error) {
    if (error instanceof GenerationError) return { ok: false, code: error.code, message: error.message };
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, code: "source_unreachable", message: `The page at ${task.url} could not be read: ${detail}` };
  }
}
