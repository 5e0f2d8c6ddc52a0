import { describe, expect, it } from "vitest";
import { articleSocialImageUrl } from "~/articles/article-image";
import { parseMediaVariantName } from "./media-path";
import { pictureSources } from "./picture-sources";
import { expectFastRun } from "../../tests/support/linear-time";

const hash = "c".repeat(64);

describe("pictureSources", () => {
  it("offers an uploaded image in AVIF and WebP at every width, and an 800-pixel JPEG to browsers without either", () => {
    expect(pictureSources(`/media/${hash}.jpg`)).toEqual({
      sources: [
        {
          type: "image/avif",
          srcSet: [400, 800, 1200, 1600].map((w) => `/media/${hash}-${w}w.avif ${w}w`).join(", "),
        },
        {
          type: "image/webp",
          srcSet: [400, 800, 1200, 1600].map((w) => `/media/${hash}-${w}w.webp ${w}w`).join(", "),
        },
      ],
      src: `/media/${hash}-800w.jpg`,
    });
  });

  it("offers the branded card in WebP at the listing widths, its PNG as the fallback", () => {
    expect(pictureSources("/card-image/pixel-9a-review.png")).toEqual({
      sources: [
        {
          type: "image/webp",
          srcSet:
            "/card-image/pixel-9a-review-400w.webp 400w, /card-image/pixel-9a-review-800w.webp 800w, /card-image/pixel-9a-review-1200w.webp 1200w",
        },
      ],
      src: "/card-image/pixel-9a-review.png",
    });
  });

  it("leaves GIFs, SVGs and outside addresses as they are", () => {
    for (const src of [
      `/media/${hash}.gif`,
      "/images/demo/pixel.svg",
      "https://example.com/photo.jpg",
      `https://example.com/media/${hash}.jpg`,
    ]) {
      expect(pictureSources(src), src).toBeNull();
    }
  });

  it("shares an uploaded image's 1200 x 630 JPEG, and the branded card for none or an SVG", () => {
    expect(articleSocialImageUrl({ slug: "a", featuredImage: `/media/${hash}.png` })).toBe(`/media/${hash}-1200w.jpg`);
    expect(articleSocialImageUrl({ slug: "a", featuredImage: null })).toBe("/card-image/a.png");
    expect(articleSocialImageUrl({ slug: "a", featuredImage: "/images/demo/a.svg" })).toBe("/card-image/a.png");
  });

  it("reads 1 MB of hostile addresses and names in linear time", () => {
    expectFastRun(() => {
      expect(pictureSources(`/card-image/${"a".repeat(1_000_000)}.pn`)).toBeNull();
      expect(pictureSources(`/media/${"a".repeat(1_000_000)}.jpg`)).toBeNull();
      expect(parseMediaVariantName(`${hash}-${"9".repeat(1_000_000)}w.avif`)).toBeNull();
      expect(pictureSources(`/card-image/${"-800w.webp".repeat(100_000)}`)).toBeNull();
    }, 2000);
  });
});
