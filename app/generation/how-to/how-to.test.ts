import { describe, expect, it } from "vitest";
import { ZGeneratedArticle } from "../article-schema";
import { buildFakeArticle } from "../../../tests/support/generation-harness";
import { useGenerationHarness } from "../../../tests/support/use-generation-harness";
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
    expect(article).toMatchObject({
      articleType: "how-to",
      title: "How to Stop a Laptop Fan From Running Constantly",
      featuredImage: "https://images.example.com/fan.jpg",
    });
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

  it("a bulk row's brief: the keyword is the title unless the model's title contains it; instructions and content reach the prompt", async () => {
    const h = harness.current;
    const brief = {
      primaryKeyword: "reset AirPods",
      instructions: "Cover AirPods Pro 2",
      repurposeContent: "Hold the case button for 15 seconds.",
    };
    h.ai.enqueue({ json: buildFakeArticle({ words: 750, title: "How to Reset AirPods When They Refuse to Pair" }) });
    const kept = await generateHowToArticle(h.deps, { inputType: "question", question: "reset AirPods" }, undefined, {
      brief,
    });
    expect(kept.title).toBe("How to Reset AirPods When They Refuse to Pair");
    const prompt = h.ai.requests[0]!.promptText;
    expect(prompt).toContain('Primary keyword: "reset AirPods".');
    expect(prompt).toContain("The editor's additional instructions (follow them): Cover AirPods Pro 2");
    expect(prompt).toContain("Hold the case button for 15 seconds.");
    expect(prompt).not.toContain("Write a title that starts with 'How to'.");

    h.ai.enqueue({ json: buildFakeArticle({ words: 750, title: "Fixing Your Earbuds" }) });
    const replaced = await generateHowToArticle(
      h.deps,
      { inputType: "question", question: "reset AirPods" },
      undefined,
      { brief },
    );
    expect(replaced.title).toBe("reset AirPods");
  });

  it("a video source gives its thumbnail as featured image and a link to the video; a web page's photo is not reused", async () => {
    const h = harness.current;
    h.ai.enqueue({ json: buildFakeArticle({ words: 450, title: "How to Get Two Days From an Aether X2 Battery" }) });
    const fromVideo = await generateHowToArticle(h.deps, {
      inputType: "url",
      url: "https://www.youtube.com/watch?v=AeTh3rX2rev",
      wordCount: 400,
    });
    expect(fromVideo.featuredImage).toBe("https://i.ytimg.com/vi/AeTh3rX2rev/maxresdefault.jpg");
    expect(fromVideo.content).toContain(
      "**Watch it in action:** [Aether X2 Review: Two Days of Battery, One Big Catch](https://www.youtube.com/watch?v=AeTh3rX2rev)",
    );

    h.ai.enqueue({ json: buildFakeArticle({ words: 450, title: "How to Live With a Delayed Phone Launch" }) });
    const fromPage = await generateHowToArticle(h.deps, {
      inputType: "url",
      url: "https://www.theverge.com/2026/11/20/aether-x3-delay",
      wordCount: 400,
    });
    expect(fromPage.featuredImage).toBeUndefined();
    expect(fromPage.content).not.toContain("Watch it in action");

    h.ai.enqueue({ json: buildFakeArticle({ words: 450, title: "How to Pick Your Own Picture" }) });
    const chosen = await generateHowToArticle(h.deps, {
      inputType: "url",
      url: "https://www.youtube.com/watch?v=AeTh3rX2rev",
      featuredImageUrl: "https://images.example.com/mine.jpg",
      wordCount: 400,
    });
    expect(chosen.featuredImage).toBe("https://images.example.com/mine.jpg");
  });

  it("needs a URL in URL mode and a question in question mode", async () => {
    const h = harness.current;
    await expect(generateHowToArticle(h.deps, { inputType: "url" })).rejects.toMatchObject({ message: "URL Required" });
    await expect(generateHowToArticle(h.deps, { inputType: "question", question: " " })).rejects.toMatchObject({
      message: "Question Required",
    });
  });
});
