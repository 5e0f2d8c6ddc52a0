import { loadSectionListing } from "~/articles/section-listing.server";
import { CategoryFilter, SectionGrid, SectionHero } from "~/components/SectionListing";
import { buildSectionMeta } from "~/seo/section-meta";
import { getServices } from "~/services.server";
import type { Route } from "./+types/reviews";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSectionListing(getServices(context).db, request, "review", {
    withCategories: true,
    memo: getServices(context).contentLists,
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return buildSectionMeta(matches, {
    title: "Reviews",
    description:
      "Brutally honest product reviews: weeks of real-world testing, measured numbers and a score we will defend.",
    path: "/reviews",
    articles: loaderData?.articles,
    pages: loaderData,
  });
}

export default function Reviews({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SectionHero
        eyebrow="Tested for weeks"
        title="Reviews"
        intro="We buy it, live with it, measure it, then tell you what actually works and what is complete garbage."
      />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-10">
        <CategoryFilter listing={loaderData} />
        <SectionGrid
          listing={loaderData}
          heading="All reviews"
          texts={{
            loadMoreLabel: "Load More Reviews",
            emptyTitle: "No Reviews Found",
            emptyText: "We have not published any reviews yet. Check back soon for brutal reviews!",
            emptyFilteredText: "No reviews in this category yet. Try another category.",
          }}
        />
      </div>
    </>
  );
}
