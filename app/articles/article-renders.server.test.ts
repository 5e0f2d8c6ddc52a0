import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { generateLongArticle } from "~/content/sample-article";
import { RENDERER_VERSION, rendererKey } from "./article-renders.server";
import { renderArticleBody } from "./render-article-body";

const SETTINGS = { AMAZON_ASSOCIATE_TAG: "brutal-20", SITE_URL: "https://reviews.example.com" };

describe("stored renders", () => {
  it("name the renderer version and the settings that shape the output", () => {
    expect(rendererKey(SETTINGS)).toMatch(new RegExp(`^${RENDERER_VERSION}:[\\w-]{16}$`));
    expect(rendererKey(SETTINGS)).toBe(rendererKey({ ...SETTINGS }));
    expect(rendererKey({ ...SETTINGS, AMAZON_ASSOCIATE_TAG: "other-20" })).not.toBe(rendererKey(SETTINGS));
    expect(rendererKey({ ...SETTINGS, SITE_URL: "https://example.org" })).not.toBe(rendererKey(SETTINGS));
  });

  // Stored bodies are rendered again only when RENDERER_VERSION changes: when this digest changes, the renderer's
  // output did, so raise RENDERER_VERSION (every stored body is then rendered again at start-up) and update both.
  it("say when the renderer's output changed without a new RENDERER_VERSION", () => {
    const body = renderArticleBody(SETTINGS, {
      content: `${generateLongArticle(2000)}\n\nBuy it at [Amazon](https://www.amazon.com/dp/B0TEST1234).`,
      articleType: "review",
    });
    const digest = createHash("sha256").update(JSON.stringify(body)).digest("base64url").slice(0, 16);
    expect({ version: RENDERER_VERSION, digest }).toEqual({ version: 3, digest: "O6RZTEJ3fwkuCv9t" });
  });
});
