// /search?q=: full-text search of the published articles. A plain GET form, so it works without
// JavaScript; result pages are kept out of search engines' indexes but their links are followed.
import { Form, Link, useNavigation } from "react-router";
import { loadSearchPage, type TSearchResult } from "~/articles/search-articles.server";
import { MAX_SEARCH_QUERY_LENGTH } from "~/articles/search-text";
import { findSectionForType } from "~/articles/article-types";
import { formatCalendarDate } from "~/lib/dates";
import { formatScore } from "~/content/scores";
import { buildPageMeta, findSite } from "~/seo/page-meta";
import { getServices } from "~/services.server";
import type { Route } from "./+types/search";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  // An upgraded site fills its older articles' search vectors in the background: until then search misses them.
  return { ...(await loadSearchPage(services.db, request)), indexing: services.searchBackfill.indexing };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = findSite(matches);
  const query = loaderData?.query ?? "";
  return buildPageMeta({
    site,
    title: query ? `Search results for "${query}" - ${site.siteName}` : `Search - ${site.siteName}`,
    description: `Search every review, comparison, award, guide and news story on ${site.siteName}.`,
    path: "/search",
    robots: "noindex, follow",
  });
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, results, nextLimit, indexing } = loaderData;
  const navigation = useNavigation();
  const searching = navigation.state !== "idle" && navigation.location?.pathname === "/search";

  return (
    <>
      <header className="border-b border-line bg-[radial-gradient(ellipse_at_top_left,rgba(139,92,246,0.18),transparent_55%)]">
        <div className="mx-auto max-w-3xl px-4 py-12">
          <h1 className="text-4xl font-extrabold tracking-tight text-white">Search</h1>
          <Form method="get" action="/search" role="search" className="mt-6 flex gap-3">
            <label htmlFor="search-q" className="sr-only">
              Search articles
            </label>
            <input
              id="search-q"
              key={query}
              type="search"
              name="q"
              defaultValue={query}
              maxLength={MAX_SEARCH_QUERY_LENGTH}
              placeholder="Search reviews, comparisons, guides..."
              className="min-w-0 flex-1 rounded-lg border border-line bg-panel px-4 py-3 text-white placeholder:text-zinc-400"
            />
            <button
              type="submit"
              className="rounded-lg bg-accent-strong px-6 py-3 font-semibold text-white hover:bg-violet-800"
            >
              Search
            </button>
          </Form>
        </div>
      </header>
      <div className="mx-auto min-h-[40vh] max-w-3xl px-4 py-10" aria-busy={searching || undefined}>
        {query && indexing && (
          <p className="mb-6 rounded-lg border border-line bg-panel px-4 py-3 text-sm text-zinc-300">
            Search is still indexing older articles: some of them may be missing from these results.
          </p>
        )}
        {!query ? (
          <p className="text-zinc-300">
            Type a product, a brand or a question. Use quotes for an exact phrase (<kbd>"noise cancelling"</kbd>), a
            minus to leave a word out (<kbd>laptop -gaming</kbd>) and <kbd>or</kbd> for either word.
          </p>
        ) : results.length === 0 ? (
          <div className="rounded-xl border border-dashed border-line px-6 py-12 text-center" role="status">
            <h2 className="text-xl font-bold text-white">No results for "{query}"</h2>
            <p className="mt-2 text-zinc-400">
              Check the spelling, try fewer or more general words, or browse the sections above.
            </p>
          </div>
        ) : (
          <>
            <p className="text-sm text-zinc-400" role="status">
              {nextLimit === null ? results.length : `${results.length}+`} {results.length === 1 ? "result" : "results"}{" "}
              for "{query}"
            </p>
            <ol className="mt-6 space-y-6">
              {results.map((result) => (
                <SearchResultItem key={result.article.id} result={result} />
              ))}
            </ol>
            {nextLimit !== null && (
              <div className="mt-10 text-center">
                <Link
                  to={`?${new URLSearchParams({ q: query, limit: String(nextLimit) })}`}
                  preventScrollReset
                  className="inline-block rounded-lg border border-line px-6 py-3 font-semibold text-white hover:bg-white/5"
                >
                  Load More Results
                </Link>
              </div>
            )}
          </>
        )}
      </div>
    </>
  );
}

function SearchResultItem({ result }: { result: TSearchResult }) {
  const { article, snippet } = result;
  const section = findSectionForType(article.articleType);
  return (
    <li>
      <article className="rounded-xl border border-line bg-panel p-5">
        <div className="flex items-center gap-3 text-xs">
          <span className="rounded-full bg-accent/15 px-2.5 py-1 font-semibold uppercase tracking-wide text-violet-300">
            {section.label}
          </span>
          {article.brutalScore !== null && (
            <span className="font-bold text-white">{formatScore(article.brutalScore)}/10</span>
          )}
          <span className="text-zinc-400">{formatCalendarDate(article.publishedAt)}</span>
        </div>
        <h2 className="mt-3 text-lg font-bold leading-snug text-white">
          <Link to={`/article/${article.slug}`} className="hover:text-violet-300">
            {article.title}
          </Link>
        </h2>
        {snippet.length > 0 && (
          <p className="mt-2 text-sm text-zinc-300">
            {snippet.map((segment, index) =>
              segment.match ? (
                <mark key={index} className="rounded-sm bg-violet-500/30 px-0.5 text-white">
                  {segment.text}
                </mark>
              ) : (
                <span key={index}>{segment.text}</span>
              ),
            )}
          </p>
        )}
      </article>
    </li>
  );
}
