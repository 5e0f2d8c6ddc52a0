import { Form, useSubmit } from "react-router";
import { loadSectionListing } from "~/articles/section-listing.server";
import { SectionGrid, SectionHero } from "~/components/SectionListing";
import { buildSectionMeta } from "~/seo/section-meta";
import { getServices } from "~/services.server";
import type { Route } from "./+types/software";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSectionListing(getServices(context).db, request, "saas", { memo: getServices(context).contentLists });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return buildSectionMeta(matches, {
    title: "Software",
    description: "SaaS and AI tool reviews that read the pricing page's small print so you do not have to.",
    path: "/software",
    articles: loaderData?.articles,
    pages: loaderData,
    robots: loaderData?.search ? "noindex, follow" : undefined,
  });
}

const SORT_OPTIONS = [
  { value: "newest", label: "Newest first" },
  { value: "rating", label: "Highest rated" },
  { value: "title", label: "Alphabetical" },
] as const;

export default function Software({ loaderData }: Route.ComponentProps) {
  const submit = useSubmit();
  return (
    <>
      <SectionHero
        eyebrow="SaaS & AI tools"
        title="Software"
        intro="Subscriptions, free tiers and AI wrappers, tested on real work and priced honestly."
      />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-10">
        <Form
          method="get"
          role="search"
          className="flex flex-wrap items-end gap-3"
          preventScrollReset
          key={`${loaderData.search}|${loaderData.sort}`}
        >
          <label className="flex flex-1 flex-col gap-1 text-sm text-zinc-300">
            Search software
            <input
              type="search"
              name="search"
              defaultValue={loaderData.search}
              maxLength={200}
              placeholder="Search by name or description"
              className="rounded-md border border-line bg-panel px-3 py-2 text-white placeholder:text-zinc-400"
            />
          </label>
          <label className="flex flex-col gap-1 text-sm text-zinc-300">
            Sort by
            <select
              name="sort"
              defaultValue={loaderData.sort}
              onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
              className="rounded-md border border-line bg-panel px-3 py-2 text-white"
            >
              {SORT_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          <button
            type="submit"
            className="rounded-md bg-accent-strong px-5 py-2 font-semibold text-white hover:bg-violet-800"
          >
            Search
          </button>
        </Form>
        <SectionGrid
          listing={loaderData}
          heading="All software reviews"
          texts={{
            loadMoreLabel: "Load More Reviews",
            emptyTitle: "No Software Reviews Yet",
            emptyText: "No software reviews published yet. Check back soon.",
            emptyFilteredText: "Nothing matches that search. Try a shorter term.",
          }}
        />
      </div>
    </>
  );
}
