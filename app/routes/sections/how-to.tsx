import { loadSectionListing } from "~/articles/section-listing.server";
import { CategoryFilter, SectionGrid, SectionHero } from "~/components/SectionListing";
import { buildSectionMeta } from "~/seo/section-meta";
import { getServices } from "~/services.server";
import type { Route } from "./+types/how-to";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSectionListing(getServices(context).db, request, "how-to", {
    withCategories: true,
    memo: getServices(context).contentLists,
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return buildSectionMeta(matches, {
    title: "How To",
    description: "Step-by-step tech guides that skip the filler: fix it, set it up, make it last.",
    path: "/how-to",
    articles: loaderData?.articles,
    pages: loaderData,
  });
}

export default function HowTo({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SectionHero
        eyebrow="Guides"
        title="How To"
        intro="Practical, tested steps. No ten-paragraph intro before step one."
      />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-10">
        <CategoryFilter listing={loaderData} />
        <SectionGrid
          listing={loaderData}
          heading="All guides"
          texts={{
            loadMoreLabel: "Load More Guides",
            emptyTitle: "No How To Guides Found",
            emptyText: "No guides published yet. Check back soon.",
            emptyFilteredText: "No guides in this category yet. Try another category.",
          }}
        />
      </div>
    </>
  );
}
