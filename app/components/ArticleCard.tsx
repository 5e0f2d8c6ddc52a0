// A card linking to /article/{slug}: image (else the branded card), type badge, title, excerpt, date, reading time, score, tags.
// The server keeps each card's HTML and writes grids from it (card-html-memo.server.tsx, decision 057): a card's
// output must depend on its props alone (no location, no per-request context).
import { Link } from "react-router";
import type { TArticleCard } from "~/articles/article-card";
import { findSectionForType } from "~/articles/article-types";
import { EDITORIAL_AUTHOR_NAME } from "~/articles/editorial-author";
import { formatScore } from "~/content/scores";
import { ArticleImage } from "./ArticleImage";
import { IMAGE_SIZES } from "./image-sizes";
import { formatCalendarDate } from "~/lib/dates";

/**
 * `priority` marks the page's first visible picture (loaded at once, high priority); `sizes` is the grid's (the
 * three-column grid by default). `byline` "editor" prints the fixed editor name (spec: cards show a fixed editor name as byline); "author" prints
 * the article's author when it has one (the all-interviews grid).
 */
export function ArticleCard({
  article,
  priority = false,
  sizes = IMAGE_SIZES.card,
  byline = "editor",
}: {
  article: TArticleCard;
  priority?: boolean;
  sizes?: string;
  byline?: "editor" | "author";
}) {
  const section = findSectionForType(article.articleType);
  const extraTags = article.tags.length - 3;
  const bylineName = byline === "author" && article.author ? article.author.username : EDITORIAL_AUTHOR_NAME;
  return (
    <article className="group flex flex-col overflow-hidden rounded-xl border border-line bg-panel transition hover:border-accent/60">
      <Link
        to={`/article/${article.slug}`}
        className="relative block aspect-[1200/630] overflow-hidden bg-zinc-900"
        tabIndex={-1}
        aria-hidden="true"
      >
        <ArticleImage
          article={article}
          alt=""
          width={1200}
          height={630}
          sizes={sizes}
          priority={priority}
          className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.02]"
        />
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-center justify-between gap-2 text-xs">
          <span className="rounded-full bg-accent/15 px-2.5 py-1 font-semibold uppercase tracking-wide text-violet-300">
            {section.label}
          </span>
          {article.brutalScore !== null && (
            <span
              className="rounded-md bg-white/10 px-2 py-1 font-bold text-white"
              aria-label={`Brutal Score ${formatScore(article.brutalScore)} out of 10`}
            >
              {formatScore(article.brutalScore)}/10
            </span>
          )}
        </div>
        <h3 className="mt-3 text-lg font-bold leading-snug text-white">
          <Link to={`/article/${article.slug}`} className="hover:text-violet-300">
            {article.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm text-zinc-400">{article.excerpt}</p>
        {article.tags.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-1.5 text-xs" aria-label="Tags">
            {article.tags.slice(0, 3).map((tag) => (
              <li key={tag.id} className="rounded bg-white/5 px-2 py-0.5 text-zinc-300">
                {tag.name}
              </li>
            ))}
            {extraTags > 0 && <li className="px-1 py-0.5 text-zinc-400">+{extraTags} more</li>}
          </ul>
        )}
        <p className="mt-auto pt-4 text-xs text-zinc-400">
          {bylineName} · {formatCalendarDate(article.publishedAt)} · {article.readingTime} min read
        </p>
      </div>
    </article>
  );
}

export function ArticleCardSkeleton() {
  return (
    <div className="animate-pulse overflow-hidden rounded-xl border border-line bg-panel" aria-hidden="true">
      <div className="aspect-[1200/630] bg-white/5" />
      <div className="space-y-3 p-5">
        <div className="h-4 w-20 rounded bg-white/10" />
        <div className="h-5 w-4/5 rounded bg-white/10" />
        <div className="h-4 w-full rounded bg-white/5" />
      </div>
    </div>
  );
}

export function SkeletonGrid({ count }: { count: number }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label="Loading articles">
      {Array.from({ length: count }, (_, i) => (
        <ArticleCardSkeleton key={i} />
      ))}
    </div>
  );
}
