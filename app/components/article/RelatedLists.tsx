// Related Tech News (news only), Related Reading (same type) and the Related Articles grid.
import { Link } from "react-router";
import type { TArticleCard } from "~/articles/article-card";
import { formatRelativeAge } from "~/content/relative-age";
import { CardGrid } from "../CardGrid";

export function RelatedTechNews({ items, hasMore, now }: { items: TArticleCard[]; hasMore: boolean; now: string }) {
  return (
    <section aria-labelledby="related-news" className="rounded-xl border border-line bg-panel p-6">
      <h2 id="related-news" className="text-lg font-bold text-white">
        Related Tech News
      </h2>
      <p className="text-sm text-zinc-400">Stay updated with more breaking tech news</p>
      {items.length === 0 ? (
        <p className="mt-4 text-sm text-zinc-400">No other news yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-line">
          {items.map((item) => (
            <li key={item.id} className="flex items-baseline justify-between gap-4 py-3">
              <Link to={`/article/${item.slug}`} className="font-medium text-zinc-200 hover:text-white">
                {item.title}
              </Link>
              <span className="shrink-0 text-xs text-zinc-400">
                {item.publishedAt ? formatRelativeAge(item.publishedAt, new Date(now)) : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
      {hasMore && (
        <Link to="/tech-news" className="mt-4 inline-block text-sm font-semibold text-violet-300 hover:text-violet-200">
          View All Tech News
        </Link>
      )}
    </section>
  );
}

export function RelatedReading({ items }: { items: TArticleCard[] }) {
  if (items.length === 0) return null;
  return (
    <aside aria-labelledby="related-reading" className="rounded-xl border border-line bg-panel p-6">
      <h2 id="related-reading" className="text-lg font-bold text-white">
        Related Reading
      </h2>
      <ul className="mt-4 space-y-4">
        {items.map((item) => (
          <li key={item.id}>
            <Link to={`/article/${item.slug}`} className="font-semibold text-zinc-100 hover:text-violet-300">
              {item.title}
            </Link>
            <p className="mt-1 text-sm text-zinc-400">
              {item.excerpt.length > 100 ? `${item.excerpt.slice(0, 100).trimEnd()}...` : item.excerpt}
            </p>
          </li>
        ))}
      </ul>
    </aside>
  );
}

export function RelatedArticles({ items }: { items: TArticleCard[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="related-articles">
      <h2 id="related-articles" className="text-2xl font-bold text-white">
        Related Articles
      </h2>
      <CardGrid
        cards={items.map((article) => ({ article, priority: false, byline: undefined }))}
        className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      />
    </section>
  );
}
