import { Link } from "react-router";
import { loadSectionListing } from "~/articles/section-listing.server";
import { ArticleImage } from "~/components/ArticleImage";
import { IMAGE_SIZES } from "~/components/image-sizes";
import { SectionGrid, SectionHero } from "~/components/SectionListing";
import { buildSectionMeta } from "~/seo/section-meta";
import { getServices } from "~/services.server";
import type { Route } from "./+types/versus";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSectionListing(getServices(context).db, request, "versus", { memo: getServices(context).contentLists });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return buildSectionMeta(matches, {
    title: "Versus",
    description: "Head-to-head comparisons that pick a winner. Two products, tested side by side, no fence-sitting.",
    path: "/versus",
    articles: loaderData?.articles,
    pages: loaderData,
  });
}

// "Bose QC Ultra Earbuds vs Sony WF-1000XM5: Which..." names its two contenders.
export function splitContenders(title: string): [string, string] | null {
  const match = /^(.+?)\s+(?:vs\.?|versus)\s+(.+?)(?:\s*[:?|–—]\s.*)?$/i.exec(title);
  return match ? [match[1]!.trim(), match[2]!.replace(/[:?].*$/, "").trim()] : null;
}

export default function Versus({ loaderData }: Route.ComponentProps) {
  const featured = loaderData.articles[0];
  const contenders = featured ? splitContenders(featured.title) : null;
  return (
    <>
      <SectionHero
        eyebrow="Head to head"
        title="Versus"
        intro="Two products, the same tests, one winner. We say which one and why."
      />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
        {featured && (
          <section
            aria-labelledby="featured-comparison"
            className="overflow-hidden rounded-2xl border border-line bg-panel md:grid md:grid-cols-2"
          >
            <ArticleImage
              article={featured}
              alt=""
              width={1200}
              height={630}
              sizes={IMAGE_SIZES.half}
              priority
              className="h-full w-full object-cover"
            />
            <div className="p-8">
              <p className="text-sm font-semibold uppercase tracking-widest text-violet-300">Featured Comparison</p>
              <h2 id="featured-comparison" className="mt-2 text-2xl font-extrabold text-white">
                {featured.title}
              </h2>
              {contenders && (
                <div className="mt-6 grid grid-cols-[1fr_auto_1fr] items-center gap-3 text-center">
                  <span className="rounded-lg border border-line bg-ink px-3 py-4 font-semibold text-white">
                    {contenders[0]}
                  </span>
                  <span className="text-sm font-black text-warn">VS</span>
                  <span className="rounded-lg border border-line bg-ink px-3 py-4 font-semibold text-white">
                    {contenders[1]}
                  </span>
                </div>
              )}
              <p className="mt-6 text-zinc-300">{featured.excerpt}</p>
              <Link
                to={`/article/${featured.slug}`}
                className="mt-6 inline-block rounded-lg bg-accent-strong px-6 py-3 font-semibold text-white hover:bg-violet-800"
              >
                Read Full Comparison
              </Link>
            </div>
          </section>
        )}
        <section aria-labelledby="all-comparisons" className="space-y-6">
          <h2 id="all-comparisons" className="text-2xl font-bold text-white">
            All Comparisons
          </h2>
          <SectionGrid
            firstPictureFirst={false}
            listing={loaderData}
            texts={{
              loadMoreLabel: "Load More Comparisons",
              emptyTitle: "No Comparisons Found",
              emptyText: "No comparisons published yet. Check back soon.",
            }}
          />
        </section>
      </div>
    </>
  );
}
