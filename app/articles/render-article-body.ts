// An article body rendered for display, as stored in article_renders: a pure function of the body and the settings
// that shape it. The server runs it in the body render pool (body-render-pool.server.ts), never on its own thread.
import { escapeHtmlText } from "~/content/escape-html";
import { readingTimeMinutes, renderArticleContent, type TAwardSections, type TTocEntry } from "~/content";
import type { TEnv } from "~/config/env.server";
import type { TReviewSummary } from "./article-shape";

export interface TArticleBody {
  html: string;
  toc: TTocEntry[];
  reviewSummary: TReviewSummary | null;
  award: TAwardSections | null;
  readingMinutes: number;
}

export type TRenderSettings = Pick<TEnv, "AMAZON_ASSOCIATE_TAG" | "SITE_URL">;

export interface TBodySource {
  content: string;
  articleType: string;
}

export function renderArticleBody(settings: TRenderSettings, article: TBodySource): TArticleBody {
  const rendered = renderArticleContent(article.content, {
    affiliateTag: settings.AMAZON_ASSOCIATE_TAG,
    extractAward: article.articleType === "award",
    siteOrigin: settings.SITE_URL,
  });
  return {
    html: rendered.html,
    toc: rendered.toc,
    reviewSummary: rendered.reviewSummary,
    award: rendered.award,
    readingMinutes: readingTimeMinutes(article.content),
  };
}

/**
 * A stored body that could not be rendered in time, shown as its own text: paragraphs of escaped text, no markup.
 * Only a body the save path never accepted gets it (one stored before the render had a time bound).
 */
export function renderBodyAsText(article: TBodySource): TArticleBody {
  const html = article.content
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim() !== "")
    .map((paragraph) => `<p>${escapeHtmlText(paragraph)}</p>`)
    .join("");
  return { html, toc: [], reviewSummary: null, award: null, readingMinutes: readingTimeMinutes(article.content) };
}
