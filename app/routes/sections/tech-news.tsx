import { loadSectionListing } from "~/articles/section-listing.server";
import { CategoryFilter, SectionGrid, SectionHero } from "~/components/SectionListing";
import { buildSectionMeta } from "~/seo/section-meta";
import { getServices } from "~/services.server";
import type { Route } from "./+types/tech-news";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSectionListing(getServices(context).db, request, "tech-news", {
    withCategories: true,
    memo: getServices(context).contentLists,
  });
}

// Tech news is never cached (spec section 7).
export function headers() {
  return { "Cache-Control": "no-store" };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return buildSectionMeta(matches, {
    title: "Tech News",
    description: "Tech news with the press release translated into plain English, and what it means for what you own.",
    path: "/tech-news",
    articles: loaderData?.articles,
    pages: loaderData,
  });
}

export default function TechNews({ loaderData }: Route.ComponentProps) {
  const count = loaderData.articles.length;
  return (
    <>
      <SectionHero
        eyebrow="Breaking, minus the hype"
        title="Tech News"
        intro="What happened, why it matters, and what the announcement left out."
      />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <CategoryFilter listing={loaderData} />
          <p className="text-sm text-zinc-400" aria-live="polite">
            Showing {count} articles
          </p>
        </div>
        <SectionGrid
          listing={loaderData}
          heading="All news"
          texts={{
            loadMoreLabel: "Load More Articles",
            emptyTitle: "No Tech News Articles Yet",
            emptyText: "The news desk has nothing published yet. Check back soon.",
            emptyFilteredText: "No news in this category yet. Try another category.",
          }}
        />
      </div>
    </>
  );
}
