import { describe, expect, it } from "vitest";
import { ZRevisionSnapshot } from "./revision-snapshot";

const row = {
  id: 4,
  title: "Pixel 9a Review",
  slug: "pixel-9a-review",
  excerpt: null,
  content: "<p>Body</p>",
  metaTitle: null,
  articleType: "review",
  publishingStatus: "published",
  brutalScore: 8.5,
  categoryId: 2,
  createdAt: "2026-11-23T10:00:00.000Z",
  tags: [{ id: 1 }],
};

describe("ZRevisionSnapshot", () => {
  it("reads a stored article row, missing optional fields as null", () => {
    expect(ZRevisionSnapshot.parse(row)).toEqual({
      title: "Pixel 9a Review",
      slug: "pixel-9a-review",
      excerpt: null,
      content: "<p>Body</p>",
      metaTitle: null,
      metaDescription: null,
      featuredImage: null,
      articleType: "review",
      publishingStatus: "published",
      brutalScore: 8.5,
      categoryId: 2,
      reviewSummary: null,
      tags: [{ id: 1 }],
    });
  });

  it("refuses a damaged copy instead of writing 'undefined' into the article", () => {
    expect(ZRevisionSnapshot.safeParse({ ...row, title: undefined }).success).toBe(false);
    expect(ZRevisionSnapshot.safeParse({ ...row, content: 42 }).success).toBe(false);
    expect(ZRevisionSnapshot.safeParse({ ...row, tags: [{ id: "1" }] }).success).toBe(false);
    expect(ZRevisionSnapshot.safeParse(null).success).toBe(false);
  });
});
