import { Link } from "react-router";
import { findPublishedArticleCards } from "~/articles/find-published-articles.server";
import { ArticleCard } from "~/components/ArticleCard";
import { buildItemListJsonLd } from "~/seo/json-ld";
import { buildOrganizationJsonLd, buildWebSiteJsonLd } from "~/seo/website-json-ld";
import { buildPageMeta, findSite } from "~/seo/page-meta";
import { getServices } from "~/services.server";
import type { Route } from "./+types/home";

const HOME_GRID_SIZE = 12;

export async function loader({ context }: Route.LoaderArgs) {
  const { db, contentLists } = getServices(context);
  // Read once per content change (the memo forgets it on every change).
  const articles = await contentLists.get(`home:${HOME_GRID_SIZE}`, () =>
    findPublishedArticleCards(db, { limit: HOME_GRID_SIZE, sort: "newest" }),
  );
  return { articles };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const site = findSite(matches);
  return buildPageMeta({
    site,
    title: `${site.siteName} - Honest tech reviews without the marketing fluff`,
    description:
      "Blunt, tested reviews, comparisons and awards for laptops, phones, audio, smart home gear and software. No sponsored verdicts.",
    path: "/",
    jsonLd: [
      buildWebSiteJsonLd(site),
      buildOrganizationJsonLd(site),
      ...(loaderData?.articles.length
        ? [
            buildItemListJsonLd(
              site,
              loaderData.articles.map((a) => ({ name: a.title, path: `/article/${a.slug}` })),
            ),
          ]
        : []),
    ],
  });
}

const FEATURES = [
  { to: "/reviews", title: "Reviews", text: "Weeks of real use, then a score we will defend." },
  { to: "/versus", title: "Versus", text: "Two products, one winner, no fence-sitting." },
  { to: "/awards", title: "Brutal Awards", text: "The few products that earned it this year." },
  { to: "/interviews", title: "Interviews", text: "People who fix, build and break tech for a living." },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { articles } = loaderData;
  return (
    <>
      <section className="border-b border-line bg-[radial-gradient(ellipse_at_top,rgba(139,92,246,0.25),transparent_60%)]">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:py-28">
          <p className="text-sm font-semibold uppercase tracking-widest text-violet-300">No sponsored verdicts</p>
          <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight text-white sm:text-6xl">
            Honest tech reviews without the marketing fluff.
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-zinc-300">
            We buy it, use it for weeks, and tell you what actually works and what is complete garbage.
          </p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Link
              to="/reviews"
              className="rounded-lg bg-accent-strong px-6 py-3 font-semibold text-white hover:bg-violet-800"
            >
              Read the Reviews
            </Link>
            <Link
              to="/versus"
              className="rounded-lg border border-line px-6 py-3 font-semibold text-white hover:bg-white/5"
            >
              See the Comparisons
            </Link>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16" aria-labelledby="latest-heading">
        <h2 id="latest-heading" className="text-2xl font-bold text-white">
          Latest Articles
        </h2>
        {articles.length === 0 ? (
          <p className="mt-8 text-zinc-400">No articles found. Check back soon for brutal reviews!</p>
        ) : (
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {articles.map((article, i) => (
              <ArticleCard key={article.id} article={article} priority={i === 0} />
            ))}
          </div>
        )}
      </section>

      <section className="mx-auto max-w-7xl px-4 pb-8" aria-label="Sections">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((f) => (
            <Link key={f.to} to={f.to} className="rounded-xl border border-line bg-panel p-6 hover:border-accent/60">
              <h2 className="text-lg font-bold text-white">{f.title}</h2>
              <p className="mt-2 text-sm text-zinc-400">{f.text}</p>
            </Link>
          ))}
        </div>
      </section>
    </>
  );
}
