import { describe, expect, it } from "vitest";
import type { TArticle } from "~/articles/article-shape";
import {
  articleToForm,
  articleTypeOptions,
  checkArticleForm,
  emptyArticleForm,
  hasUnsavedChanges,
} from "./article-form";

const article: TArticle = {
  id: 7,
  slug: "pixel-9-review",
  title: "Pixel 9 Review",
  excerpt: null,
  content: "## Camera\n\nSharp and **fast**.",
  metaTitle: null,
  metaDescription: "Blunt.",
  featuredImage: null,
  articleType: "how-to",
  brutalScore: 6.5,
  publishedAt: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  publishingStatus: "draft",
  category: { id: 3, slug: "phones", name: "Phones" },
  tags: [],
  author: null,
  featured: false,
  reviewSummary: null,
  testingPeriod: null,
};

describe("articleToForm", () => {
  it("turns markdown into HTML for the rich-text editor and nulls into empty fields", () => {
    const form = articleToForm(article);
    expect(form.content).toContain("<h2");
    expect(form.content).toContain("<strong>fast</strong>");
    expect(form).toMatchObject({
      excerpt: "",
      metaTitle: "",
      categoryId: "3",
      brutalScore: "6.5",
      articleType: "how-to",
    });
  });

  it("leaves HTML content as it is", () => {
    expect(articleToForm({ ...article, content: "<p>Plain.</p>" }).content).toBe("<p>Plain.</p>");
  });
});

describe("articleTypeOptions", () => {
  it("offers the editor's four types, plus the article's own when it is another", () => {
    expect(articleTypeOptions("review")).toEqual(["review", "versus", "award", "interview"]);
    expect(articleTypeOptions("how-to")).toEqual(["review", "versus", "award", "interview", "how-to"]);
  });
});

describe("checkArticleForm", () => {
  it("gives each field the shared schema's first message", () => {
    const check = checkArticleForm(
      { ...emptyArticleForm(), featuredImage: "nope", brutalScore: "abc", metaDescription: "x".repeat(161) },
      [],
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toEqual({
      title: "Title is required",
      slug: "Slug is required",
      content: "Content is required",
      featuredImage: "Must be a valid URL",
      brutalScore: "Brutal score must be a number from 1 to 10",
      metaDescription: "Meta description should be under 160 characters",
    });
  });

  it("returns the request body the API accepts", () => {
    const check = checkArticleForm(
      {
        ...emptyArticleForm(),
        title: " A ",
        slug: "a",
        content: "<p>x</p>",
        categoryId: "3",
        brutalScore: "7.5",
        featuredImage: "",
      },
      [{ id: 2 }],
    );
    expect(check).toEqual({
      ok: true,
      input: expect.objectContaining({
        title: "A",
        categoryId: 3,
        brutalScore: 7.5,
        featuredImage: null,
        excerpt: null,
        tags: [{ id: 2 }],
      }),
    });
  });

  const filled = { ...emptyArticleForm(), title: "Pixel 9", slug: "pixel-9", content: "<p>Sharp.</p>" };

  it.each(["review", "versus", "award", "saas"] as const)(
    "checks and sends the score of a %s, a type that shows one",
    (articleType) => {
      const check = checkArticleForm({ ...filled, articleType, brutalScore: "11" }, [], 6.5);
      expect(check).toEqual({ ok: false, errors: { brutalScore: "Brutal score must be at most 10" } });
      expect(checkArticleForm({ ...filled, articleType, brutalScore: "8.2" }, [], 6.5)).toEqual({
        ok: true,
        input: expect.objectContaining({ brutalScore: 8.2 }),
      });
    },
  );

  it("sends the testing period the editor recorded, and an empty one as none", () => {
    const tested = checkArticleForm({ ...filled, testingPeriod: " six weeks " }, []);
    expect(tested.ok && tested.input.testingPeriod).toBe("six weeks");
    const untested = checkArticleForm(filled, []);
    expect(untested.ok && untested.input.testingPeriod).toBeNull();
    expect(articleToForm({ ...article, testingPeriod: "six weeks" }).testingPeriod).toBe("six weeks");
  });

  it("neither checks nor sends a hidden score: the save keeps the score the article was loaded with", () => {
    // Typed as a review, then switched to interview: the field is hidden, its bad text blocks nothing.
    const invalid = checkArticleForm({ ...filled, articleType: "interview", brutalScore: "11" }, [], 6.5);
    expect(invalid).toEqual({
      ok: true,
      input: expect.objectContaining({ articleType: "interview", brutalScore: 6.5 }),
    });
    // A valid hidden text does not change the stored score either.
    const valid = checkArticleForm({ ...filled, articleType: "how-to", brutalScore: "3" }, [], 6.5);
    expect(valid).toEqual({ ok: true, input: expect.objectContaining({ brutalScore: 6.5 }) });
    // A new article has no stored score.
    expect(checkArticleForm({ ...filled, articleType: "interview", brutalScore: "abc" }, [])).toEqual({
      ok: true,
      input: expect.objectContaining({ brutalScore: null }),
    });
  });

  it.each([
    "<p>&nbsp;</p>",
    "<p><br></p>",
    '<p><br data-mce-bogus="1"></p>',
    "<p>&#160;</p>\n<p> </p>",
    "<div><span></span></div><!-- note -->",
  ])("refuses the empty markup %s with 'Content is required'", (content) => {
    expect(checkArticleForm({ ...filled, content }, [])).toEqual({
      ok: false,
      errors: { content: "Content is required" },
    });
  });

  it.each([
    '<p><img src="/uploads/a.png" alt=""></p>',
    '<iframe src="https://www.youtube.com/embed/abc"></iframe>',
    "<p>&amp;</p>",
    "## Heading",
  ])("accepts %s as content", (content) => {
    expect(checkArticleForm({ ...filled, content }, []).ok).toBe(true);
  });
});

describe("hasUnsavedChanges", () => {
  const loaded = articleToForm({ ...article, content: "<h2>Camera</h2>\n<p>Sharp.</p>" });

  it("sees an edited field, or edited content", () => {
    expect(hasUnsavedChanges(loaded, loaded)).toBe(false);
    expect(hasUnsavedChanges({ ...loaded, excerpt: "New." }, loaded)).toBe(true);
    expect(hasUnsavedChanges({ ...loaded, articleType: "review" }, loaded)).toBe(true);
    expect(
      hasUnsavedChanges({ ...loaded, content: "<h2>Camera</h2>\n<p>Sharp and <strong>fast</strong>.</p>" }, loaded),
    ).toBe(true);
  });

  it("ignores what the rich-text editor changes by loading the body", () => {
    expect(hasUnsavedChanges({ ...loaded, content: '<h2 data-mce-style="">Camera</h2><p>Sharp.</p>' }, loaded)).toBe(
      false,
    );
  });
});

describe("the verdict in the form", () => {
  const review: TArticle = {
    ...article,
    articleType: "review",
    content: "Intro.\n\n## What Actually Works\n- Fit\n\n## Brutal Summary\nGood.\n\n<div>Tip box</div>",
  };

  it("moves a verdict the body spells out into the verdict fields, out of the content", () => {
    const form = articleToForm(review);
    expect(form).toMatchObject({ verdictSummary: "Good.", verdictPositives: "Fit", verdictNegatives: "" });
    expect(form.content).not.toContain("What Actually Works");
    expect(form.content).toContain("Tip box");
  });

  it("prefers the stored verdict and sends it with the save", () => {
    const stored = {
      brutalSummary: "Stored.",
      positives: ["A"],
      negatives: ["B"],
      criteria: [{ name: "X", score: 7 }],
    };
    const form = articleToForm({ ...review, reviewSummary: stored });
    expect(form.verdictSummary).toBe("Stored.");
    const check = checkArticleForm(form, []);
    expect(check.ok && check.input.reviewSummary).toEqual(stored);
  });

  it("sends no verdict for a type without one", () => {
    const check = checkArticleForm(articleToForm(article), []);
    expect(check.ok && "reviewSummary" in check.input && check.input.reviewSummary).toBeFalsy();
  });
});
