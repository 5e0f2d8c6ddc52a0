import { describe, expect, it } from "vitest";
import { ZGeneratedArticle } from "../article-schema";
import { buildFakeArticle } from "../../../tests/support/generation-harness";
import { useGenerationHarness } from "../../../tests/support/use-generation-harness";
import { extractLinks, generateAiContentArticle } from "./index";

const harness = useGenerationHarness();

describe("generateAiContentArticle", () => {
  it("writes to the brief, reading the product links and video it names", async () => {
    const h = harness.current;
    h.ai.enqueue({
      json: buildFakeArticle({ words: 760, title: "Best Battery Phones: The Two We Would Actually Buy" }),
    });
    const article = await generateAiContentArticle(h.deps, {
      articlePurpose: "Recommend the best battery-life phones for travellers",
      productsToRecommend:
        "Aether X2 https://www.amazon.com/dp/B0AETHERX2, Kestrel K9 Pro https://www.amazon.com/dp/B0KESTRELK",
      additionalKeywords: "battery life, travel phone",
      sampleArticle: "Sample in our usual style.",
      articleType: "pillar",
      imageLink: "https://images.example.com/phones.jpg",
      youtubeLink: "https://www.youtube.com/watch?v=AeTh3rX2rev",
    });
    expect(ZGeneratedArticle.parse(article)).toEqual(article);
    expect(article).toMatchObject({
      articleType: "review",
      brutalScore: 7.4,
      featuredImage: "https://images.example.com/phones.jpg",
    });
    expect(article.sourceUrls).toEqual([
      "https://www.amazon.com/dp/B0AETHERX2",
      "https://www.amazon.com/dp/B0KESTRELK",
      "https://www.youtube.com/watch?v=AeTh3rX2rev",
    ]);
    const prompt = h.ai.requests[0]!.promptText;
    for (const fact of [
      "Recommend the best battery-life phones for travellers",
      "pillar article",
      "battery life, travel phone",
      "Sample in our usual style.",
      "$699.99",
      "$1,099.00",
      "Gadget Grit",
    ]) {
      expect(prompt).toContain(fact);
    }
  });

  it("extracts at most five distinct links", () => {
    expect(
      extractLinks(
        "a https://x.io/1, b https://x.io/1. c https://x.io/2 d https://x.io/3 https://x.io/4 https://x.io/5 https://x.io/6",
      ),
    ).toEqual(["https://x.io/1", "https://x.io/2", "https://x.io/3", "https://x.io/4", "https://x.io/5"]);
  });
});
