// The editor's preview: the article body as the public page shows it, built from the public page's own blocks
// (verdict boxes, award panel, featured image, table of contents, `.article-body`) so what the admin checks is what
// readers get. Only the page around the body (breadcrumbs, byline, related lists) is left out.
import { useMemo } from "react";
import type { TReviewSummary } from "~/articles/article-shape";
import { findSectionForType, typeHasVerdict, type TArticleType } from "~/articles/article-types";
import { AwardPanel } from "~/components/article/AwardPanel";
import { FeaturedImage } from "~/components/article/FeaturedImage";
import { TableOfContents } from "~/components/article/TableOfContents";
import { VerdictBoxes } from "~/components/article/VerdictBoxes";
import { renderArticleContent } from "~/content/render";

export interface TPreviewArticle {
  title: string;
  excerpt: string;
  content: string;
  articleType: TArticleType;
  featuredImage: string;
  /** The score the page would show (null when none, or while the score field is hidden and nothing is stored). */
  brutalScore: number | null;
  /** The verdict of the editor's fields; the preview shows the one a body still spells out when there is none. */
  verdict: TReviewSummary | null;
}

export function ArticlePreview({ article }: { article: TPreviewArticle }) {
  const { content, articleType } = article;
  // Rendered the way the article page's loader renders it; the affiliate tag lives on the server only.
  const rendered = useMemo(
    () => renderArticleContent(content, { extractAward: articleType === "award", siteOrigin: window.location.origin }),
    [content, articleType],
  );
  const section = findSectionForType(articleType);
  const hasVerdict = typeHasVerdict(articleType);
  const reviewSummary = article.verdict ?? rendered.reviewSummary;

  return (
    <article aria-label="Preview" className="min-w-0 space-y-8 rounded-xl border border-line bg-ink p-6 md:p-10">
      <header>
        <p className="text-xs font-semibold uppercase tracking-widest text-zinc-500">Preview</p>
        <span className="mt-3 inline-block rounded-full bg-accent/15 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-violet-300">
          {section.label}
        </span>
        <h2 className="mt-4 text-3xl font-extrabold leading-tight tracking-tight text-white sm:text-4xl">
          {article.title || "Untitled"}
        </h2>
        {article.excerpt && <p className="mt-3 text-lg text-zinc-300">{article.excerpt}</p>}
      </header>

      {hasVerdict && <VerdictBoxes summary={reviewSummary} score={article.brutalScore} />}
      {articleType === "award" && <AwardPanel award={rendered.award} score={article.brutalScore} />}
      {article.featuredImage && (
        <FeaturedImage key={article.featuredImage} src={article.featuredImage} title={article.title} />
      )}
      <TableOfContents entries={rendered.toc} />
      <div className="article-body" dangerouslySetInnerHTML={{ __html: rendered.html }} />
    </article>
  );
}
