import { describe, expect, it } from "vitest";
import { ZGeneratedArticle } from "../article-schema";
import { buildFakeArticle } from "../../../tests/support/generation-harness";
import { useGenerationHarness } from "../../../tests/support/use-generation-harness";
import { generateTechNewsArticle } from "./index";

const harness = useGenerationHarness();

describe("generateTechNewsArticle", () => {
  it("rewrites a news story, crediting the site by name", async () => {
    const h = harness.current;
    h.ai.enqueue({ json: buildFakeArticle({ words: 650, title: "Aether X3 Slips to 2026" }) });
    const article = await generateTechNewsArticle(
      h.deps,
      { url: "https://www.theverge.com/2025/6/2/aether-x3-delay" },
      h.onProgress,
    );
    expect(ZGeneratedArticle.parse(article)).toEqual(article);
    expect(article).toMatchObject({
      articleType: "tech-news",
      title: "Aether X3 Slips to 2026",
      sourceUrls: ["https://www.theverge.com/2025/6/2/aether-x3-delay"],
    });
    // The news site's photo is not reused without the editor choosing it.
    expect(article.featuredImage).toBeUndefined();
    const prompt = h.ai.requests[0]!.promptText;
    expect(prompt).toContain("The story was reported by The Verge");
    expect(prompt).toContain("Originally published: 2025-06-02T14:30:00+00:00");
    expect(prompt).toContain("Mara Lindqvist");
    expect(prompt).toContain("at least 600 words");
    expect(h.progress[0]?.message).toBe(
      "Reading the story on The Verge: https://www.theverge.com/2025/6/2/aether-x3-delay",
    );
  });

  it("uses the editor's title and image", async () => {
    const h = harness.current;
    h.ai.enqueue({ json: buildFakeArticle({ words: 350 }) });
    const article = await generateTechNewsArticle(h.deps, {
      url: "https://www.theverge.com/aether-x3-delay",
      manualTitle: "Aether Blinks: X3 Delayed",
      featuredImageUrl: "https://images.example.com/x3.jpg",
      wordCount: 300,
    });
    expect(article).toMatchObject({
      title: "Aether Blinks: X3 Delayed",
      featuredImage: "https://images.example.com/x3.jpg",
    });
  });

  it("reports an unreachable news page", async () => {
    await expect(generateTechNewsArticle(harness.current.deps, { url: "http://10.0.0.1/news" })).rejects.toMatchObject({
      code: "source_unreachable",
      message:
        "Could not read the source page. Refused to fetch http://10.0.0.1/news: 10.0.0.1 is a private network address. Only public web pages can be used as sources.",
    });
  });
});
