import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ZGeneratedArticle } from "../article-schema";
import {
  buildFakeArticle,
  startGenerationHarness,
  type TGenerationHarness,
} from "../../../tests/support/generation-harness";
import { generateSmartArticle } from "./index";

let harness: TGenerationHarness;
beforeAll(async () => {
  harness = await startGenerationHarness();
});
afterAll(async () => {
  await harness.close();
});
beforeEach(() => {
  harness.ai.reset();
  harness.progress.length = 0;
});

describe("generateSmartArticle", () => {
  it("writes a review from a retailer page, with the scraped facts in the prompt", async () => {
    harness.ai.enqueue({
      json: buildFakeArticle({
        words: 800,
        content: `# Aether X2 Review\n\nIntro with a [hallucinated link](https://www.amazon.com/dp/B0WRONG000).\n\n${buildFakeArticle({ words: 800 }).content as string}\n\n## Brutal Summary\n\nDuplicate summary the model should not have written.`,
      }),
    });
    const article = await generateSmartArticle(
      harness.deps,
      {
        url: "https://www.amazon.com/Aether-X2/dp/B0AETHERX2?ref=abc",
        youtubeUrl: "https://www.youtube.com/watch?v=AeTh3rX2rev",
        minWordCount: 700,
      },
      harness.onProgress,
    );

    expect(ZGeneratedArticle.parse(article)).toEqual(article);
    expect(article).toMatchObject({
      articleType: "review",
      brutalScore: 7.4,
      title: "Aether X2 Review: Two Days of Battery, One Big Catch",
      slug: "aether-x2-review-two-days-of-battery-one-big-catch",
      featuredImage: "https://m.media-amazon.com/images/I/71aetherX2._AC_SL1500_.jpg",
      reviewSummary: {
        brutalSummary: "A great battery phone with a camera that falls apart after sunset.",
        positives: ["Two-day battery life", "Bright 120Hz OLED screen"],
        negatives: ["Low-light camera smears faces", "No charger in the box"],
      },
      tags: ["smartphones", "Aether", "battery life"],
      categoryName: "Smartphones",
      sourceUrls: [
        "https://www.amazon.com/Aether-X2/dp/B0AETHERX2?ref=abc",
        "https://www.youtube.com/watch?v=AeTh3rX2rev",
      ],
    });
    expect(article.metaDescription.length).toBeLessThanOrEqual(160);

    // Body conventions: no h1, an invented retailer link loses its address (the buy link points at the scraped
    // product), one summary block at the end.
    expect(article.content).not.toMatch(/^# /m);
    expect(article.content).toContain("Intro with a hallucinated link.");
    expect(article.content).not.toContain("B0WRONG000");
    expect(article.content).toContain("on Amazon](https://www.amazon.com/dp/B0AETHERX2)");
    expect(article.content).toContain(
      "[Aether X2 Review: Two Days of Battery, One Big Catch](https://www.youtube.com/watch?v=AeTh3rX2rev)",
    );
    expect(article.content.match(/## Brutal Summary/g)).toHaveLength(1);
    expect(article.content).toMatch(
      /## What Actually Works\n- Two-day battery life\n- Bright 120Hz OLED screen\n\n## What's Complete Garbage\n- Low-light camera smears faces\n- No charger in the box\n\n## Brutal Summary\nA great battery phone with a camera that falls apart after sunset\.$/,
    );
    expect(article.content).not.toContain("Duplicate summary");

    const request = harness.ai.requests[0]!;
    expect(request.body.response_format?.type).toBe("json_schema");
    for (const fact of [
      "$699.99",
      "4.3 out of 5",
      "2,000 nits",
      "Camera smears faces in low light",
      "https://www.amazon.com/dp/B0AETHERX2",
      "two full days, 7 hours of screen time",
      "at least 700 words",
    ]) {
      expect(request.promptText).toContain(fact);
    }
    expect(harness.progress.map((p) => p.stage)).toEqual([
      "reading-source",
      "reading-source",
      "reading-source",
      "reading-source",
      "writing",
      "validating",
      "validating",
    ]);
    // After each read, the editor is told what the page seems to be.
    expect(harness.progress[1]?.message).toBe(
      'The source page seems to be a product page: "Aether X2 Smartphone, 6.7-inch 120Hz OLED, 256GB, 5000mAh Battery, Unlocked - G…", $699.99.',
    );
    expect(harness.progress.find((p) => p.stage === "writing")?.message).toContain("fake-model (test)");
  });

  it("uses the editor's image and reads a plain website", async () => {
    harness.ai.enqueue({ json: buildFakeArticle({ words: 600 }) });
    const article = await generateSmartArticle(harness.deps, {
      url: "https://www.theverge.com/aether-x3-delay",
      imageUrl: "https://images.example.com/x3.jpg",
      minWordCount: "500",
    });
    expect(article.featuredImage).toBe("https://images.example.com/x3.jpg");
    expect(harness.ai.requests[0]?.promptText).toContain("Source: web page");
    expect(harness.ai.requests[0]?.promptText).toContain("1.2 million X2 units");
  });

  it("stops with AMAZON_BLOCKING before calling the model when the retailer shows a robot check", async () => {
    await expect(
      generateSmartArticle(harness.deps, { url: "https://www.amazon.com/dp/B0CAPTCHA1" }),
    ).rejects.toMatchObject({
      code: "AMAZON_BLOCKING",
      message: "Amazon is currently blocking scraping requests. Please try again later.",
    });
    expect(harness.ai.requests).toHaveLength(0);
  });

  it("refuses a missing URL", async () => {
    await expect(generateSmartArticle(harness.deps, { url: "" })).rejects.toMatchObject({
      code: "invalid_input",
      message: "URL Required",
    });
  });
});
