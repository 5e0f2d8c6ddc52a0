// Reads a news or general web page: the main text through Readability (on jsdom), title, published
// date (meta, article:published_time, JSON-LD) and site name.
import { Readability } from "@mozilla/readability";
import {
  resolvePageUrl,
  blockTextOf,
  jsonLdOfType,
  metaContent,
  normalizeText,
  readJsonLd,
  removeHiddenElements,
  stringField,
  textOf,
  withDocument,
} from "./html-document.server";

export interface TWebArticle {
  url: string;
  title: string;
  siteName?: string;
  byline?: string;
  publishedAt?: string;
  excerpt?: string;
  text: string;
  imageUrl?: string;
}

const ARTICLE_TYPES = [
  "NewsArticle",
  "Article",
  "BlogPosting",
  "ReportageNewsArticle",
  "TechArticle",
  "Review",
  "AnalysisNewsArticle",
  "OpinionNewsArticle",
  "WebPage",
];

// Blocks around an article that are not the article: related links, newsletter boxes, share bars.
const NOT_THE_ARTICLE =
  "aside, nav, footer, form, [class*=related], [class*=recirc], [class*=newsletter], [class*=share], [class*=social], [class*=promo], [id*=related]";
// A heading that starts the page's tail ("Related videos", "More from …"): the article ends before it.
const TAIL_HEADING =
  /^## (Related|More from|More stories|Read more|Read next|Recommended|Most popular|Most read|Trending|Further reading|You might also like|Comments)\b/im;

/** The publication date: the article's JSON-LD first, then a JSON-LD date of any type (a Review, a WebPage). */
function jsonLdDate(document: Document): string | undefined {
  const items = readJsonLd(document);
  const article = jsonLdOfType(document, ...ARTICLE_TYPES);
  const withDate = [article, ...items].find(
    (item) => typeof item?.datePublished === "string" || typeof item?.dateCreated === "string",
  );
  return stringField(withDate, "datePublished") ?? stringField(withDate, "dateCreated");
}

export function readWebArticle(html: string, pageUrl: string): TWebArticle {
  return withDocument(html, pageUrl, (document) => webArticleOfDocument(document, pageUrl));
}

/** The article facts of a parsed page (see readWebArticle); Readability rewrites the document. */
export function webArticleOfDocument(document: Document, pageUrl: string): TWebArticle {
  {
    // Metadata first: Readability rewrites the document it parses.
    const ld = jsonLdOfType(document, ...ARTICLE_TYPES);
    const metaTitle = metaContent(document, "og:title", "twitter:title") ?? stringField(ld, "headline");
    const siteName = metaContent(document, "og:site_name", "application-name") ?? stringField(ld, "publisher");
    const publishedAt =
      metaContent(
        document,
        "article:published_time",
        "og:article:published_time",
        "datePublished",
        "date",
        "pubdate",
        "publish-date",
      ) ??
      jsonLdDate(document) ??
      (normalizeText(document.querySelector("time[datetime]")?.getAttribute("datetime")) || undefined);
    const description = metaContent(document, "og:description", "description", "twitter:description");
    const imageUrl = resolvePageUrl(metaContent(document, "og:image", "twitter:image"), pageUrl);
    const author = metaContent(document, "author", "article:author") ?? stringField(ld, "author");
    const fallbackTitle = textOf(document.querySelector("h1")) || textOf(document.querySelector("title"));

    removeHiddenElements(document);
    const article = new Readability(document, { charThreshold: 200, keepClasses: true }).parse();
    let text = "";
    if (article?.content) {
      const container = document.createElement("div");
      container.innerHTML = article.content;
      for (const element of container.querySelectorAll(NOT_THE_ARTICLE)) element.remove();
      text = blockTextOf(container);
    }
    if (!text) text = blockTextOf(document.body);
    const tail = TAIL_HEADING.exec(text);
    if (tail && tail.index > text.length / 3) text = text.slice(0, tail.index).trimEnd();
    const title = metaTitle ?? normalizeText(article?.title) ?? fallbackTitle;
    const byline = author ?? (normalizeText(article?.byline) || undefined);
    const published = publishedAt ?? (normalizeText(article?.publishedTime) || undefined);
    const excerpt = description ?? (normalizeText(article?.excerpt) || undefined);
    const site = siteName ?? (normalizeText(article?.siteName) || undefined);
    return {
      url: pageUrl,
      title: title || fallbackTitle || pageUrl,
      ...(site ? { siteName: site } : {}),
      ...(byline ? { byline } : {}),
      ...(published ? { publishedAt: published } : {}),
      ...(excerpt ? { excerpt } : {}),
      text,
      ...(imageUrl ? { imageUrl } : {}),
    };
  }
}
