import { Link } from "react-router";
import { loadSectionListing } from "~/articles/section-listing.server";
import { ArticleImage } from "~/components/ArticleImage";
import { IMAGE_SIZES } from "~/components/image-sizes";
import { SectionGrid, SectionHero } from "~/components/SectionListing";
import { buildSectionMeta } from "~/seo/section-meta";
import { getServices } from "~/services.server";
import type { Route } from "./+types/interviews";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSectionListing(getServices(context).db, request, "interview", { memo: getServices(context).contentLists });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return buildSectionMeta(matches, {
    title: "Interviews",
    description: "Conversations with the people who repair, build and break technology for a living.",
    path: "/interviews",
    articles: loaderData?.articles,
    pages: loaderData,
  });
}

export default function Interviews({ loaderData }: Route.ComponentProps) {
  // The two newest interviews are featured; the grid lists them all.
  const featured = loaderData.articles.slice(0, 2);
  return (
    <>
      <SectionHero
        eyebrow="Straight talk"
        title="Interviews"
        intro="No PR handlers, no talking points: people who know the hardware and the software from the inside."
      />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
        {featured.length > 0 && (
          <section aria-labelledby="featured-interviews">
            <h2 id="featured-interviews" className="text-2xl font-bold text-white">
              Featured Interviews
            </h2>
            <div className="mt-6 grid gap-6 md:grid-cols-2">
              {featured.map((article, index) => (
                <Link
                  key={article.id}
                  to={`/article/${article.slug}`}
                  className="group overflow-hidden rounded-xl border border-line bg-panel hover:border-accent/60"
                >
                  <ArticleImage
                    article={article}
                    alt=""
                    width={1200}
                    height={630}
                    sizes={IMAGE_SIZES.half}
                    priority={index === 0}
                    className="aspect-[1200/630] w-full object-cover"
                  />
                  <div className="p-6">
                    <h3 className="text-xl font-bold text-white group-hover:text-violet-300">{article.title}</h3>
                    <p className="mt-2 text-zinc-400">{article.excerpt}</p>
                    {article.author && <p className="mt-4 text-sm text-zinc-400">By {article.author.username}</p>}
                  </div>
                </Link>
              ))}
            </div>
          </section>
        )}
        <section aria-labelledby="all-interviews" className="space-y-6">
          <h2 id="all-interviews" className="text-2xl font-bold text-white">
            All Interviews
          </h2>
          <SectionGrid
            firstPictureFirst={false}
            listing={loaderData}
            byline="author"
            texts={{
              loadMoreLabel: "Load More Interviews",
              emptyTitle: "No Interviews Found",
              emptyText: "No interviews published yet. Check back soon.",
            }}
          />
        </section>
      </div>
    </>
  );
}
