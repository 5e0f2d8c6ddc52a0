import { describe, expect, it } from "vitest";
import { ZGeneratedArticle } from "../article-schema";
import { buildFakeArticle } from "../../../tests/support/generation-harness";
import { useGenerationHarness } from "../../../tests/support/use-generation-harness";
import { generateSaasFromUrl, generateSaasManual } from "./index";

const harness = useGenerationHarness();

describe("generateSaasFromUrl", () => {
  it("reviews a landing page, features and plans in the prompt", async () => {
    const h = harness.current;
    h.ai.enqueue({
      json: buildFakeArticle({ words: 1_100, title: "TaskPilot Review: An AI Nag With a Price Tag", brutalScore: 6.2 }),
    });
    const article = await generateSaasFromUrl(h.deps, { url: "https://www.taskpilot.io/" });
    expect(ZGeneratedArticle.parse(article)).toEqual(article);
    expect(article).toMatchObject({
      articleType: "saas",
      brutalScore: 6.2,
      title: "TaskPilot Review: An AI Nag With a Price Tag",
      featuredImage: "https://www.taskpilot.io/og-card.png",
      sourceUrls: ["https://www.taskpilot.io/"],
    });
    expect(article.content).toContain("## What's Complete Garbage");
    const prompt = h.ai.requests[0]!.promptText;
    for (const fact of [
      "Product: TaskPilot",
      "- AI sprint planning: Drop in your backlog",
      "- Pro: $12 / user / month",
      "at least 1000 words",
    ]) {
      expect(prompt).toContain(fact);
    }
  });

  it("writes for the editor's title and image (imageUrl or featuredImageUrl)", async () => {
    const h = harness.current;
    h.ai.enqueue({ json: buildFakeArticle({ words: 600 }) });
    const article = await generateSaasFromUrl(h.deps, {
      url: "https://www.taskpilot.io/",
      title: "Is TaskPilot Worth $12 a Seat?",
      imageUrl: "https://images.example.com/tp.png",
      wordCount: 500,
    });
    expect(article).toMatchObject({
      title: "Is TaskPilot Worth $12 a Seat?",
      featuredImage: "https://images.example.com/tp.png",
    });
    expect(h.ai.requests[0]!.promptText).toContain('Use this exact title: "Is TaskPilot Worth $12 a Seat?"');
  });
});

describe("generateSaasManual", () => {
  it("reviews from the editor's notes and collected reviews", async () => {
    const h = harness.current;
    h.ai.enqueue({ json: buildFakeArticle({ words: 1_000 }) });
    const article = await generateSaasManual(h.deps, {
      productName: "NoteForge",
      context: "Markdown notes app with AI search, $8/month",
      customerReviews: "Sync broke twice in a week. - Jamie\nSearch is magic. - Lee",
      featuredImageUrl: "https://images.example.com/nf.png",
    });
    expect(article).toMatchObject({
      articleType: "saas",
      featuredImage: "https://images.example.com/nf.png",
      sourceUrls: [],
    });
    const prompt = h.ai.requests[0]!.promptText;
    expect(prompt).toContain("The product: NoteForge.");
    expect(prompt).toContain("Sync broke twice in a week.");
    expect(prompt).toContain("$8/month");
  });

  it("requires a product name", async () => {
    await expect(generateSaasManual(harness.current.deps, { productName: "" })).rejects.toMatchObject({
      code: "invalid_input",
      message: "Product name is required",
    });
  });
});
