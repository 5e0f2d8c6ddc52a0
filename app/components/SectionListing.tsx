// The body of a section page: optional filter form, the grid, "load more", the older and newer pages' links and
// the empty state. Filters and paging live in the URL, so they work as plain links and forms without JavaScript.
import { Form, Link, useLocation, useNavigation, useSubmit } from "react-router";
import { sectionPageLinks } from "~/articles/section-pages";
import type { TSectionListing } from "~/articles/section-listing.server";
import { SkeletonGrid } from "./ArticleCard";
import { CardGrid } from "./CardGrid";

export interface TSectionTexts {
  loadMoreLabel: string;
  emptyTitle: string;
  emptyText: string;
  emptyFilteredText?: string;
}

function withParams(search: string, changes: Record<string, string | number | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") params.delete(key);
    else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "?";
}

export function CategoryFilter({ listing, label = "Category" }: { listing: TSectionListing; label?: string }) {
  const submit = useSubmit();
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" preventScrollReset>
      <label className="flex flex-col gap-1 text-sm text-zinc-300">
        {label}
        <select
          name="category"
          defaultValue={listing.category || "all"}
          key={listing.category || "all"}
          onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
          className="min-w-48 rounded-md border border-line bg-panel px-3 py-2 text-white"
        >
          <option value="all">All categories</option>
          {listing.categories.map((category) => (
            <option key={category.id} value={category.slug}>
              {category.name}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className="rounded-md bg-accent-strong px-4 py-2 font-semibold text-white">
          Filter
        </button>
      </noscript>
    </Form>
  );
}

// `heading` names the grid for pages whose visible headings would otherwise jump from h1 to the cards' h3.
export function SectionGrid({
  listing,
  texts,
  heading,
  byline,
  firstPictureFirst = true,
}: {
  listing: TSectionListing;
  texts: TSectionTexts;
  heading?: string;
  byline?: "editor" | "author";
  /** False when the page shows a picture above the grid: that one is the first to load, not the first card's. */
  firstPictureFirst?: boolean;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const loadingHere = navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  const loadingMore = loadingHere && listing.articles.length > 0;

  if (listing.articles.length === 0) {
    if (loadingHere) return <SkeletonGrid count={8} />;
    const filtered = Boolean(listing.category || listing.search);
    return (
      <div className="rounded-xl border border-dashed border-line px-6 py-16 text-center">
        <h2 className="text-xl font-bold text-white">{texts.emptyTitle}</h2>
        <p className="mt-2 text-zinc-400">
          {filtered && texts.emptyFilteredText ? texts.emptyFilteredText : texts.emptyText}
        </p>
      </div>
    );
  }

  return (
    <>
      {heading && <h2 className="sr-only">{heading}</h2>}
      <CardGrid
        cards={listing.articles.map((article, index) => ({
          article,
          priority: firstPictureFirst && index === 0,
          byline,
        }))}
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        loadingMore={loadingMore}
      />
      {listing.nextLimit !== null && (
        <div className="mt-10 text-center">
          <Link
            to={withParams(location.search, { limit: listing.nextLimit })}
            preventScrollReset
            className="inline-block rounded-lg border border-line px-6 py-3 font-semibold text-white hover:bg-white/5"
          >
            {texts.loadMoreLabel}
          </Link>
        </div>
      )}
      <PageLinks listing={listing} />
    </>
  );
}

// Readers and crawlers reach every article of the list through these, a page at a time (decision 034).
function PageLinks({ listing }: { listing: TSectionListing }) {
  const location = useLocation();
  const { older, newer } = sectionPageLinks(listing);
  if (older === null && newer === null) return null;
  const linkClass = "rounded-lg px-4 py-2 font-semibold text-violet-300 hover:bg-white/5 hover:text-white";
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-4">
      {newer !== null ? (
        <Link to={`${location.pathname}${newer}`} rel="prev" className={linkClass}>
          ← Newer articles
        </Link>
      ) : (
        <span />
      )}
      {older !== null && (
        <Link to={`${location.pathname}${older}`} rel="next" className={linkClass}>
          Older articles →
        </Link>
      )}
    </nav>
  );
}

export function SectionHero({ eyebrow, title, intro }: { eyebrow?: string; title: string; intro: string }) {
  return (
    <header className="border-b border-line bg-[radial-gradient(ellipse_at_top_left,rgba(139,92,246,0.18),transparent_55%)]">
      <div className="mx-auto max-w-7xl px-4 py-14">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-widest text-violet-300">{eyebrow}</p>}
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-white sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-zinc-300">{intro}</p>
      </div>
    </header>
  );
}
