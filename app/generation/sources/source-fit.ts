// What a read source seems to be, told to the editor in the progress stream, and the sources of the wrong kind
// for a generator (a film for a product review, an agency's homepage for a software review, a photo post for a
// how-to), refused with a clear message before any model call.
import { sourceTitle, type TSourceFacts } from "./read-source.server";

/** What a generator needs its main source to be about. */
export type TSourcePurpose = "product-review" | "how-to" | "software-review" | "tech-news";

// Video categories of films, shows and music: no product is reviewed from them, no task taught.
const ENTERTAINMENT_CATEGORIES = /^(Film & Animation|Shows|Movies|Trailers|Music|Comedy)$/i;
const TRAILER_TITLE = /\b(official )?(movie |film )?trailer\b|\bteaser\b/i;
const SOFTWARE_SIGNS =
  /\b(pricing|plans?|free trial|sign ?up|log ?in|subscription|per (user|month|seat)|\/mo(nth)?\b|download|install|api|app|software|platform|saas|integrations?)\b/i;
const SELLS_SOFTWARE =
  /\b(free trial|sign ?up|get started for free|start for free|per (user|month|seat)|\/mo(nth)?\b|download (now|for free)|install)\b/i;
const AGENCY_SIGNS =
  /\b(agency|studio|our clients|case stud(y|ies)|our work|consultancy|consulting firm|digital strategy|we (concept|design|create|build) )/i;
// What names an agency or studio among businesses: any contractor, shop or firm speaks of "our clients" and "our
// work"; an agency calls itself one, shows case studies or sells strategy and design.
const AGENCY_NAMES =
  /\b(agency|studio|case stud(y|ies)|consultancy|consulting firm|digital strategy|we (concept|design|create|build) )/i;
// A pricing page by its address ("/pricing/", "/preise", "/tarifs"): the page a software review reads, whatever
// language its words are in.
const PRICING_PATH =
  /(?:^|\/)(?:pricing|prices|plans|preise|tarife|tarifs|prix|precios|planes|prezzi|prijzen|cennik|ceny|tarify|ценн?ы|тарифы)(?:\/|\.\w{2,4})?$/i;
// A site's home page: its root, a language's root ("/en/") or its index file.
const HOME_PATH = /^\/(?:[a-z]{2}(?:[-_][a-z]{2})?\/?)?(?:index\.\w{2,4})?$/i;

/** "a" or "an" before a word, by its first letter ("an image post", "a video post"). */
function indefinite(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}

function quote(text: string): string {
  return `"${text.length > 80 ? `${text.slice(0, 79)}…` : text}"`;
}

/** One line for the progress stream: what the page seems to be. */
export function describeSource(facts: TSourceFacts): string {
  switch (facts.kind) {
    case "retailer-product": {
      const p = facts.product;
      return `a product page: ${quote(p.title)}${p.price ? `, ${p.price}` : ", no current price on the page"}`;
    }
    case "video": {
      const v = facts.video;
      return `a video: ${quote(v.title)}${v.category ? ` (${v.category})` : ""}${v.transcript ? ", with a transcript" : ", no transcript"}`;
    }
    case "discussion": {
      const t = facts.thread;
      const kind = t.postKind && t.postKind !== "text" ? `${t.postKind} post` : "discussion thread";
      return `${indefinite(kind)}${t.community ? ` in ${t.community}` : ""}: ${quote(t.title)}, ${t.comments.length} top comments read`;
    }
    case "web-page":
      return `${facts.page.pageType ? PAGE_TYPES[facts.page.pageType] : "an article"}${facts.page.siteName ? ` on ${facts.page.siteName}` : ""}: ${quote(facts.page.title)}`;
    case "saas-landing": {
      const s = facts.landing;
      if (s.pageType) return `${PAGE_TYPES[s.pageType]}: ${quote(s.pageTitle ?? s.name)}`;
      const plans = s.pricing.length > 0 ? `${s.pricing.length} pricing plans` : "no pricing plans found";
      return `a software page for ${s.name}: ${plans}, ${s.features.length} features`;
    }
  }
}

function isEntertainmentVideo(facts: TSourceFacts): facts is Extract<TSourceFacts, { kind: "video" }> {
  if (facts.kind !== "video") return false;
  const { category, title } = facts.video;
  return Boolean(category && ENTERTAINMENT_CATEGORIES.test(category)) || TRAILER_TITLE.test(title);
}

const PAGE_TYPES: Record<string, string> = {
  recipe: "a recipe",
  video: "a video clip or stream",
  film: "a film's or TV show's page (a film's, series' or episode's title: its cast, ratings and reviews, no product or story)",
  "video-page": "a video's page (one video, its player and a short description, no story or product page)",
  videos: "a list of videos (a playlist or a page of videos, each linking to its own page, no one story or product)",
  "company-home":
    "a company's or shop's homepage (its sections: about us, news, delivery, contacts; no one product, story or thread)",
  articles:
    "a list of articles, posts or ads (a blog's or site's list, a tag's or category's page: many headlines each linking to its own page, no one story or product)",
  properties: "a list of properties for sale or to rent (search results or a listing of many homes)",
  live: "a live stream (a streaming site's room: its player, chat and viewers, no story or product page)",
  music: "a music page (a song or an album)",
  event: "an event (a concert, a show, a fair or a course date)",
  "shop-home": "a shop's homepage (its departments and offers of many products, no one product)",
  "site-home": "a site's homepage (lists of links to its sections and categories, no one product, story or thread)",
  events:
    "a list of events (an events calendar, or a schedule of matches and their results: many events' dates, times and places)",
  "sign-in": "a sign-in page (a form to log in)",
  "sign-up": "a sign-up page (a form to open an account)",
  "password-reset": "a page to reset an account's password (a form to recover a sign-in, no product or story)",
  account: "a member's account page (the settings of one's own account: e-mail address, name, country)",
  "not-found": 'an error page ("page not found")',
  parked: "a parked domain (a registrar's placeholder or a domain for sale)",
  job: "a job ad",
  property: "a property for sale or to rent (a home's page)",
  search: "a page of search results",
  listing: "a list of products (a shop's listing: a category page, search results or offers of many products)",
  "forum-index": "a forum's index (a list of forums or threads, no thread of its own)",
  members:
    "a list of members (a forum's or site's member list: user names, join dates and post counts, no thread of its own)",
  profile:
    "a member's profile (a person's or account's page on a social network: name, followers and own posts, no thread or story of its own)",
  channel:
    "a messaging channel's or group's card (its name, a count of its members and a link to join it, no thread or story of its own)",
  about: "a company's or organisation's own page about itself (an \"about us\" page)",
  careers: "a company's careers page (its call to candidates and its open positions, no product, story or software)",
  "contact-form": "a form to write to the site (a contact form or a form to send a news tip)",
  place: "a place to eat, drink or stay (a restaurant's, bar's or hotel's page, or a holiday rental's listing)",
  business:
    "a local business's page (a shop's, café's, restaurant's or venue's address, rating and visitors' reviews, no one product)",
  contact: "a company's contact page (its offices' addresses, phone numbers and e-mail, no product, story or software)",
  guest: "an event's page about a guest or speaker (a convention's, festival's or conference's guest)",
  podcast: "a podcast episode (its audio player and show notes, no written story or product page)",
  brands: "a list of brands (a shop's or site's brands, each linking to its own page, no one product)",
  comparison:
    "a comparison of offers (a table of many providers' loans, cards or plans side by side: rates, fees and payments, no one product)",
  "booking-home":
    "a travel or booking site's homepage (a form to book flights, stays or trips, its offers and destinations, no one product or story)",
};

// What a generator needs, said after a refusal.
const NEEDS: Record<TSourcePurpose, string> = {
  "product-review": "A product review needs the product's page or a video about the product.",
  "how-to": "A how-to needs a page, thread or video that explains the task.",
  "software-review": "A software review needs the product's own landing or pricing page.",
  "tech-news": "A tech news article needs the page of the story itself.",
};

// What the page is not, said after what it seems to be: a how-to is taught, not reviewed.
const NOT_WHAT: Record<Exclude<TSourcePurpose, "tech-news">, string> = {
  "product-review": "not a page about a product",
  "how-to": "not a page that explains a task",
  "software-review": "not a page about a product",
};

// Kinds of page no story is written from. A story's page may still be taken for an event, a place, a guest's or a
// company's page (it reports on one), so those are left to the editor for tech news; so is a clip (a story may be its
// video), unlike a page the site files among its videos with no more than the video's description.
const NO_STORY_TYPES = new Set([
  "film",
  "search",
  "listing",
  "shop-home",
  "site-home",
  "live",
  "video-page",
  "videos",
  "company-home",
  "properties",
  "articles",
  "events",
  "sign-in",
  "sign-up",
  "password-reset",
  "account",
  "not-found",
  "parked",
  "forum-index",
  "members",
  "profile",
  "channel",
  "contact-form",
  "contact",
  "podcast",
  "brands",
  "comparison",
  "booking-home",
]);

/**
 * A site's front page given for a story: its root (or a language's root, or its index file) with no query (a story
 * addressed as "/?p=123" is a story). A story has an address of its own; a front page's teasers may read as a thread
 * and carry the newest story's date, so only the address tells.
 */
function isSiteRoot(address: string): boolean {
  if (!URL.canParse(address)) return false;
  const url = new URL(address);
  return url.search === "" && HOME_PATH.test(url.pathname);
}

// Kinds a how-to may still be taught from (a recipe's steps, a video's); every other kind teaches no task.
const TEACHING_TYPES = new Set(["recipe", "video", "video-page"]);

/** The refusal message when the source is plainly of the wrong kind for the purpose, else undefined. */
export function sourceMismatch(facts: TSourceFacts, purpose: TSourcePurpose): string | undefined {
  if (purpose === "tech-news") {
    const type = facts.kind === "web-page" ? facts.page.pageType : undefined;
    if (facts.kind === "web-page" && type && NO_STORY_TYPES.has(type)) {
      return `The source ${facts.url} seems to be ${PAGE_TYPES[type]} (${quote(facts.page.title)}), not a news story. ${NEEDS[purpose]}`;
    }
    // (a magazine's front page of teasers and deals may read as a shop's product page: its root address still tells)
    const title = facts.kind === "video" || facts.kind === "saas-landing" ? "" : sourceTitle(facts);
    if (title && isSiteRoot(facts.url)) {
      return `The source ${facts.url} seems to be a site's homepage (its latest stories and sections, no one story) (${quote(title)}), not a news story. ${NEEDS[purpose]}`;
    }
    return undefined;
  }
  if (facts.kind === "web-page" && facts.page.pageType) {
    const type = facts.page.pageType;
    // A how-to may be taught by a recipe or a video; music, an event's announcement, a form or a list teach no task
    // and review no product.
    if (purpose !== "how-to" || !TEACHING_TYPES.has(type)) {
      return `The source ${facts.url} seems to be ${PAGE_TYPES[type]} (${quote(facts.page.title)}), ${NOT_WHAT[purpose]}. ${NEEDS[purpose]}`;
    }
  }
  if (facts.kind === "saas-landing" && facts.landing.pageType) {
    // (its window's title, as a web page's refusal quotes it: the product's name read there may be any picture's text)
    const { pageType, pageTitle, name } = facts.landing;
    return `The source ${facts.url} seems to be ${PAGE_TYPES[pageType]} (${quote(pageTitle ?? name)}), ${NOT_WHAT[purpose]}. ${NEEDS[purpose]}`;
  }
  if ((purpose === "product-review" || purpose === "how-to") && isEntertainmentVideo(facts)) {
    const what = facts.video.category ? `a video in the "${facts.video.category}" category` : "a film trailer";
    return `The source ${facts.url} seems to be ${what} (${quote(facts.video.title)}), not about a product or a task. ${NEEDS[purpose]}`;
  }
  if (purpose === "how-to" && facts.kind === "discussion") {
    const { postKind, body, title, community } = facts.thread;
    if (postKind && postKind !== "text" && postKind !== "link" && !body) {
      return `The source ${facts.url} seems to be ${indefinite(`${postKind} post`)}${community ? ` in ${community}` : ""} (${quote(title)}) with no text of its own, not a discussion of how to do something. A how-to needs a thread, page or video that explains the task.`;
    }
  }
  if (purpose === "software-review" && facts.kind === "saas-landing") {
    const s = facts.landing;
    const wordsOf = [s.tagline, s.description, s.pricingText, s.text.slice(0, 20_000)].filter(Boolean).join("\n");
    // (a free web tool's front page, its box to type in or its list of tools, is the product's page; so is a page
    // addressed as the pricing page, whose prices may be a picture)
    const path = URL.canParse(facts.url) ? new URL(facts.url).pathname : "";
    const signsOfSoftware = Boolean(s.webTool) || SOFTWARE_SIGNS.test(wordsOf) || PRICING_PATH.test(path);
    // An agency's site speaks of the software it builds for clients: its own words (title, tagline,
    // description) naming an agency or studio, with no plan, trial or sign-up, say what it is.
    const agency = AGENCY_SIGNS.test(`${s.name}\n${s.siteName ?? ""}\n${s.tagline ?? ""}\n${s.description ?? ""}`);
    const sellsSoftware = SELLS_SOFTWARE.test(
      [s.tagline, s.description, s.pricingText, s.text.slice(0, 20_000)].join("\n"),
    );
    // A shop's site (its cart, its delivery terms, goods with their price; or its homepage's cart and departments)
    // that shows no software of its own (no software data, program to download, app banner or web tool).
    if (s.pricing.length === 0 && (s.sellsGoods || s.shopHomepage) && !s.offersSoftware) {
      return `The source ${facts.url} seems to be a shop's site (goods for sale, no software) (${s.name}): no plans, prices of software, downloads or product features were found. A software review needs the product's own landing or pricing page.`;
    }
    if (s.pricing.length === 0 && (!signsOfSoftware || (agency && !sellsSoftware))) {
      const what = AGENCY_NAMES.test(
        `${s.siteName ?? ""}\n${s.tagline ?? ""}\n${s.description ?? ""}\n${s.text.slice(0, 5_000)}`,
      )
        ? "the site of an agency or studio"
        : HOME_PATH.test(path)
          ? "the site of a business or company (its services or goods, no software)"
          : "a page with no software product on it";
      return `The source ${facts.url} seems to be ${what} (${s.name}): no plans, prices, sign-up or product features were found. A software review needs the product's own landing or pricing page.`;
    }
  }
  return undefined;
}
