// Reads a news or general web page: the main text through Readability (on jsdom), title, published
// date (meta, article:published_time, JSON-LD) and site name.
import { Readability } from "@mozilla/readability";
import {
  absoluteUrl,
  blockTextOf,
  jsonLdOfType,
  metaContent,
  normalizeText,
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

const ARTICLE_TYPES = ["NewsArticle", "Article", "BlogPosting", "ReportageNewsArticle", "TechArticle", "WebPage"];

export function readWebArticle(html: string, pageUrl: string): TWebArticle {
  return withDocument(html, pageUrl, (document) => {
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
      stringField(ld, "datePublished") ??
      (normalizeText(document.querySelector("time[datetime]")?.getAttribute("datetime")) || undefined);
    const description = metaContent(document, "og:description", "description", "twitter:description");
    const imageUrl = absoluteUrl(metaContent(document, "og:image", "twitter:image"), pageUrl);
    const author = metaContent(document, "author", "article:author") ?? stringField(ld, "author");
    const fallbackTitle = textOf(document.querySelector("h1")) || textOf(document.querySelector("title"));

    const article = new Readability(document, { charThreshold: 200 }).parse();
    let text = "";
    if (article?.content) {
      const container = document.createElement("div");
      container.innerHTML = article.content;
      text = blockTextOf(container);
    }
    if (!text) text = blockTextOf(document.body);
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
  });
}
