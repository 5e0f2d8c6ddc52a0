import { describe, expect, it } from "vitest";
import { ZGeneratedArticle } from "../article-schema";
import { buildFakeArticle } from "../testing/harness";
import { useGenerationHarness } from "../testing/generator-test-setup";
import { generateHowToArticle } from "./index";

const harness = useGenerationHarness();

describe("generateHowToArticle", () => {
  it("writes a guide from a discussion thread, top comments in the prompt", async () => {
    const h = harness.current;
    h.ai.enqueue({ json: buildFakeArticle({ words: 450, title: "How to Stop a Laptop Fan From Running Constantly" }) });
    const article = await generateHowToArticle(h.deps, {
      inputType: "url",
      url: "https://www.reddit.com/r/techsupport/comments/fan123/how_do_i_stop_my_laptop_fan/",
      featuredImageUrl: "https://images.example.com/fan.jpg",
      wordCount: 400,
    });
    expect(ZGeneratedArticle.parse(article)).toEqual(article);
    expect(article).toMatchObject({ articleType: "how-to", title: "How to Stop a Laptop Fan From Running Constantly", featuredImage: "https://images.example.com/fan.jpg" });
    expect(article.brutalScore).toBeUndefined();
    expect(article.content).not.toContain("Brutal Summary");
    const prompt = h.ai.requests[0]!.promptText;
    expect(prompt).toContain("Source: discussion thread");
    expect(prompt).toContain("[412 points, dust_buster] Two years old = dust.");
    expect(prompt).not.toContain("Nested reply");
  });

  it("writes a guide from a question with the editor's title", async () => {
    const h = harness.current;
    h.ai.enqueue({ json: buildFakeArticle({ words: 750 }) });
    const article = await generateHowToArticle(h.deps, {
      inputType: "question",
      question: "How do I move my photos from an old phone to a new one?",
      manualTitle: "How to Move Your Photos to a New Phone Without Losing Any",
    });
    expect(article.title).toBe("How to Move Your Photos to a New Phone Without Losing Any");
    expect(article.sourceUrls).toEqual([]);
    expect(h.ai.requests[0]!.promptText).toContain("How do I move my photos from an old phone to a new one?");
    expect(h.ai.requests[0]!.promptText).toContain("at least 700 words");
  });

  it("needs a URL in URL mode and a question in question mode", async () => {
    const h = harness.current;
    await expect(generateHowToArticle(h.deps, { inputType: "url" })).rejects.toMatchObject({ message: "URL Required" });
    await expect(generateHowToArticle(h.deps, { inputType: "question", question: " " })).rejects.toMatchObject({ message: "Question Required" });
  });
});
