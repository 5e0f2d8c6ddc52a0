// A grid of cards taken from the card memo is the HTML React renders for the same cards, and the memo keeps within
// its bytes.
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { TArticleCard } from "~/articles/article-card";
import type { TSectionListing } from "~/articles/section-listing.server";
import { CardHtmlMemo } from "./card-html-memo.server";
import { CardsHtmlContext } from "./card-html";
import { SectionGrid } from "./SectionListing";

function card(id: number, changes: Partial<TArticleCard> = {}): TArticleCard {
  return {
    id,
    slug: `card-${id}-review`,
    title: `Card ${id} Review: loud fans & "quiet" claims <tested>`,
    excerpt: `Excerpt of card ${id}, with an ampersand & a quote ".`,
    featuredImage: null,
    articleType: "review",
    brutalScore: id % 3 === 0 ? null : 6.25,
    publishedAt: new Date(Date.UTC(2026, 10, id % 28)).toISOString(),
    readingTime: 4 + (id % 5),
    category: { id: 1, slug: "laptops", name: "Laptops" },
    tags: Array.from({ length: id % 6 }, (_, i) => ({ id: i + 1, name: `Tag ${i + 1}` })),
    author: id % 2 === 0 ? { username: "Dana Interviewer" } : null,
    ...changes,
  };
}

function listing(articles: TArticleCard[]): TSectionListing {
  return {
    articles,
    limit: articles.length,
    nextLimit: null,
    categories: [],
    category: "",
    search: "",
    sort: "newest",
    start: null,
    olderBefore: null,
    newerAfter: null,
  };
}

const TEXTS = { loadMoreLabel: "Load More Reviews", emptyTitle: "No Reviews Found", emptyText: "None yet." };

function renderGrid(articles: TArticleCard[], memo: CardHtmlMemo | null, byline?: "editor" | "author"): string {
  const Stub = createRoutesStub([
    { path: "/reviews", Component: () => <SectionGrid listing={listing(articles)} texts={TEXTS} byline={byline} /> },
  ]);
  return renderToString(
    <CardsHtmlContext.Provider value={memo?.gridHtml ?? null}>
      <Stub initialEntries={["/reviews"]} />
    </CardsHtmlContext.Provider>,
  );
}

const UPLOADED = `/media/${"a".repeat(64)}.jpg`;

describe("card memo", () => {
  it("gives a grid the same HTML React renders for its cards, the first time and from the memo", () => {
    const articles = [
      card(1, { featuredImage: UPLOADED }),
      ...Array.from({ length: 40 }, (_, i) => card(i + 2)),
      card(50, { featuredImage: "https://images.example.com/a.jpg" }),
      card(51, { articleType: "tech-news", brutalScore: null, publishedAt: null }),
    ];
    const memo = new CardHtmlMemo();
    for (const byline of [undefined, "author"] as const) {
      const rendered = renderGrid(articles, null, byline);
      expect(rendered).toContain("Card 7 Review: loud fans &amp; &quot;quiet&quot; claims &lt;tested&gt;");
      expect(renderGrid(articles, memo, byline)).toBe(rendered);
      expect(renderGrid(articles, memo, byline)).toBe(rendered);
    }
    expect(memo.size.cards).toBe(articles.length * 2);
  });

  it("shows a changed card as it is now", () => {
    const memo = new CardHtmlMemo();
    renderGrid([card(1), card(2)], memo);
    const changed = renderGrid([card(1, { title: "Card 1 Review, retitled", brutalScore: 9.5 }), card(2)], memo);
    expect(changed).toContain("Card 1 Review, retitled");
    expect(changed).toContain(`aria-label="Brutal Score 9.5 out of 10"`);
    expect(changed).not.toContain("Card 1 Review: loud fans");
    expect(memo.size.cards).toBe(3);
  });

  it("leaves a grid to React when its first picture is an outside image, whose preload React hoists", () => {
    const articles = [card(1, { featuredImage: "https://images.example.com/first.jpg" }), card(2), card(3)];
    const memo = new CardHtmlMemo();
    const rendered = renderGrid(articles, null);
    expect(rendered).toContain('rel="preload"');
    expect(renderGrid(articles, memo)).toBe(rendered);
    expect(renderGrid(articles, memo)).toBe(rendered);
  });

  it("keeps within its bytes, the least recently shown cards leaving first", () => {
    const memo = new CardHtmlMemo(20_000);
    const articles = Array.from({ length: 60 }, (_, i) => card(i + 1));
    const rendered = renderGrid(articles, null);
    expect(renderGrid(articles, memo)).toBe(rendered);
    expect(memo.size.bytes).toBeLessThanOrEqual(20_000);
    expect(memo.size.cards).toBeGreaterThan(3);
    expect(memo.size.cards).toBeLessThan(60);
    expect(renderGrid(articles, memo)).toBe(rendered);
  });
});
