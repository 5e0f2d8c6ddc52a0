import { Link } from "react-router";
import type { TArticleCard } from "~/articles/article-card";
import { findAwardHighlights } from "~/articles/find-award-highlights.server";
import { loadSectionListing } from "~/articles/section-listing.server";
import { ArticleImage } from "~/components/ArticleImage";
import { IMAGE_SIZES } from "~/components/image-sizes";
import { SectionGrid, SectionHero } from "~/components/SectionListing";
import { awardBand, formatScore } from "~/content/scores";
import { buildSectionMeta } from "~/seo/section-meta";
import { getServices } from "~/services.server";
import type { Route } from "./+types/awards";

interface TAwardCategoryCard {
  label: string;
  note: string;
  article: TArticleCard | null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const [listing, highlights] = await Promise.all([loadSectionListing(db, request, "award"), findAwardHighlights(db)]);
  const latest = listing.articles[0] ?? null;
  const year = latest?.publishedAt ? new Date(latest.publishedAt).getUTCFullYear() : new Date().getUTCFullYear();
  const categories: TAwardCategoryCard[] = [
    { label: "Best Overall Product", note: "The highest award score we handed out.", article: highlights.bestOverall },
    { label: "Best Value", note: "The most product per dollar.", article: highlights.bestValue },
    { label: "Most Disappointing", note: "The lowest review score we gave.", article: highlights.mostDisappointing },
  ];
  return { ...listing, year, latest, awardCategories: categories };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return buildSectionMeta(matches, {
    title: `Brutal Awards ${loaderData?.year ?? ""}`.trim(),
    description: "The few products that survived our testing with their reputation intact, and the ones that did not.",
    path: "/awards",
    articles: loaderData?.articles,
    pages: loaderData,
  });
}

export default function Awards({ loaderData }: Route.ComponentProps) {
  const { latest, awardCategories, year } = loaderData;
  const band = latest ? awardBand(latest.brutalScore) : null;
  return (
    <>
      <SectionHero
        eyebrow="Earned, not bought"
        title={`Brutal Awards ${year}`}
        intro="Awards go to products that survived weeks of testing. Nobody can pay for one, and most products do not get one."
      />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
        {loaderData.articles.length === 0 ? (
          <div className="rounded-xl border border-dashed border-line px-6 py-16 text-center">
            <h2 className="text-xl font-bold text-white">Awards Coming Soon</h2>
            <p className="mt-2 text-zinc-400">
              We are still testing. Awards are announced when a product has earned one.
            </p>
          </div>
        ) : (
          <>
            {latest && band && (
              <section
                aria-labelledby="latest-winner"
                className="overflow-hidden rounded-2xl border border-amber-400/30 bg-panel md:grid md:grid-cols-2"
              >
                <ArticleImage
                  article={latest}
                  alt=""
                  width={1200}
                  height={630}
                  sizes={IMAGE_SIZES.half}
                  priority
                  className="h-full w-full object-cover"
                />
                <div className="p-8">
                  <p className="text-sm font-semibold uppercase tracking-widest text-amber-300">Latest Award Winner</p>
                  <h2 id="latest-winner" className="mt-2 text-2xl font-extrabold text-white">
                    {latest.title}
                  </h2>
                  <p className="mt-3 font-semibold text-amber-200">
                    {band.label} · {formatScore(latest.brutalScore)}/10
                  </p>
                  <p className="mt-4 text-zinc-300">{latest.excerpt}</p>
                  <Link
                    to={`/article/${latest.slug}`}
                    className="mt-6 inline-block rounded-lg bg-accent-strong px-6 py-3 font-semibold text-white hover:bg-violet-800"
                  >
                    Read Why It Won
                  </Link>
                </div>
              </section>
            )}
            <section aria-label="Award categories" className="grid gap-6 md:grid-cols-3">
              {awardCategories.map((category) => (
                <div key={category.label} className="rounded-xl border border-line bg-panel p-6">
                  <h2 className="text-lg font-bold text-white">{category.label}</h2>
                  <p className="mt-1 text-sm text-zinc-400">{category.note}</p>
                  {category.article ? (
                    <Link
                      to={`/article/${category.article.slug}`}
                      className="mt-4 block font-semibold text-violet-300 hover:text-violet-200"
                    >
                      {category.article.title}
                      {category.article.brutalScore !== null && (
                        <span className="ml-2 text-zinc-400">{formatScore(category.article.brutalScore)}/10</span>
                      )}
                    </Link>
                  ) : (
                    <p className="mt-4 text-zinc-400">Not awarded yet.</p>
                  )}
                </div>
              ))}
            </section>
            <section aria-labelledby="all-winners" className="space-y-6">
              <h2 id="all-winners" className="text-2xl font-bold text-white">
                All Award Winners
              </h2>
              <SectionGrid
                firstPictureFirst={!latest}
                listing={loaderData}
                texts={{ loadMoreLabel: "Load More Awards", emptyTitle: "Awards Coming Soon", emptyText: "" }}
              />
            </section>
          </>
        )}
      </div>
    </>
  );
}
