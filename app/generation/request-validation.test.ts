// Every validation message of the generator forms (spec section 5), through the shared request schemas.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { ZAiContentGenerateRequest } from "./ai-content/schema";
import { PROMPT_FIELD_MAX_CHARS, PROMPT_FIELD_TOO_LONG } from "./request-fields";
import { AWARD_MISSING_INFORMATION, ZBrutalAwardGenerateRequest } from "./brutal-award/schema";
import { ZHowToGenerateRequest } from "./how-to/schema";
import { REVISION_PROMPT_REQUIRED, ZReviseArticleRequest } from "./revise/schema";
import { ZSaasManualGenerateRequest, ZSaasUrlGenerateRequest } from "./saas/schema";
import { ZSmartGenerateRequest } from "./smart/schema";
import { ZTechNewsGenerateRequest } from "./tech-news/schema";
import { ZVersusGenerateRequest } from "./versus/schema";

function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const amazon = "https://www.amazon.com/dp/B0AETHERX2";

describe("AI Content Generator", () => {
  it.each([
    [{}, "Article purpose is required"],
    [{ articlePurpose: "   " }, "Article purpose is required"],
    [{ articlePurpose: "x", minWordCount: 499 }, "Minimum word count must be at least 500"],
    [{ articlePurpose: "x", minWordCount: 10_001 }, "Maximum word count is 10,000"],
    [{ articlePurpose: "x", imageLink: "not a url" }, "Please enter a valid URL"],
    [{ articlePurpose: "x", youtubeLink: "javascript:alert(1)" }, "Please enter a valid URL"],
  ])("%j gives %s", (input, message) => {
    expect(messages(ZAiContentGenerateRequest, input)).toContain(message);
  });

  it("refuses a field past the prompt's size cap with a message that says so, and takes one at it", () => {
    const long = "word ".repeat(PROMPT_FIELD_MAX_CHARS / 5);
    expect(messages(ZAiContentGenerateRequest, { articlePurpose: "x", repurposeContent: `${long}x` })).toContain(
      PROMPT_FIELD_TOO_LONG,
    );
    expect(messages(ZAiContentGenerateRequest, { articlePurpose: `${long}x` })).toContain(PROMPT_FIELD_TOO_LONG);
    expect(ZAiContentGenerateRequest.parse({ articlePurpose: "x", repurposeContent: long }).repurposeContent).toBe(
      long.trim(),
    );
  });

  it("applies the defaults and treats empty links as absent", () => {
    expect(ZAiContentGenerateRequest.parse({ articlePurpose: "Best phones", imageLink: "", youtubeLink: "" })).toEqual({
      articlePurpose: "Best phones",
      articleType: "review",
      minWordCount: 700,
    });
  });
});

describe("Smart", () => {
  it.each([
    [{}, "URL Required"],
    [{ url: "" }, "URL Required"],
    [{ url: "amazon dot com" }, "Please enter a valid URL"],
    [{ url: amazon, minWordCount: 100 }, "Minimum word count must be at least 500"],
    [{ url: amazon, minWordCount: 20_000 }, "Maximum word count is 10,000"],
  ])("%j gives %s", (input, message) => {
    expect(messages(ZSmartGenerateRequest, input)).toContain(message);
  });

  it("defaults to 700 words and accepts form strings", () => {
    expect(ZSmartGenerateRequest.parse({ url: amazon }).minWordCount).toBe(700);
    expect(ZSmartGenerateRequest.parse({ url: amazon, minWordCount: "1200" }).minWordCount).toBe(1200);
  });
});

describe("Versus", () => {
  it.each([
    [{ product2Url: amazon }, "Missing Information"],
    [{ product1Url: amazon, product2Url: " " }, "Missing Information"],
    [{ product1Url: amazon, product2Url: "https://www.bestbuy.com/site/x" }, "Invalid URLs"],
    [{ product1Url: "amazon.com/dp/x", product2Url: amazon }, "Invalid URLs"],
    [{ product1Url: amazon, product2Url: amazon, minWordCount: 699 }, "Minimum word count must be at least 700"],
    [{ product1Url: amazon, product2Url: amazon, minWordCount: 5_001 }, "Maximum word count is 5,000"],
  ])("%j gives %s", (input, message) => {
    expect(messages(ZVersusGenerateRequest, input)).toContain(message);
  });

  it("defaults to 700 words", () => {
    expect(
      ZVersusGenerateRequest.parse({ product1Url: amazon, product2Url: "https://www.amazon.co.uk/dp/B0KESTRELK" })
        .minWordCount,
    ).toBe(700);
  });
});

describe("Brutal Award", () => {
  const valid = { item: "Phone", year: 2025, productName: "Aether X2", url: amazon };
  it.each([
    [{ ...valid, item: "" }, AWARD_MISSING_INFORMATION],
    [{ ...valid, productName: undefined }, AWARD_MISSING_INFORMATION],
    [{ ...valid, year: "next year" }, AWARD_MISSING_INFORMATION],
    [{ ...valid, year: "" }, AWARD_MISSING_INFORMATION],
    [{ ...valid, year: "   " }, AWARD_MISSING_INFORMATION],
    [{ ...valid, year: null }, AWARD_MISSING_INFORMATION],
    [{ ...valid, url: "" }, "URL Required"],
    [{ ...valid, brutalScore: 0.5 }, "Brutal score must be between 1 and 10"],
    [{ ...valid, brutalScore: 11 }, "Brutal score must be between 1 and 10"],
    [{ ...valid, minWordCount: 499 }, "Minimum word count must be at least 500"],
  ])("%j gives %s", (input, message) => {
    expect(messages(ZBrutalAwardGenerateRequest, input)).toContain(message);
  });

  it("reads the exact missing-information message", () => {
    expect(AWARD_MISSING_INFORMATION).toBe(
      "Missing Information: Please fill in Item, Year, and Product Name to generate the award",
    );
  });

  it("defaults an absent year (not a cleared one), score and word count", () => {
    expect(
      ZBrutalAwardGenerateRequest.parse({ item: valid.item, productName: valid.productName, url: valid.url }),
    ).toMatchObject({
      year: new Date().getFullYear(),
      brutalScore: 9,
      minWordCount: 700,
    });
  });
});

describe("How-To", () => {
  it.each([
    [{ inputType: "url" }, "URL Required"],
    [{ inputType: "url", url: "nope" }, "Please enter a valid URL"],
    [{ inputType: "question" }, "Question Required"],
    [{ inputType: "question", question: "Why?", wordCount: 399 }, "Minimum 400 words"],
    [{ inputType: "question", question: "Why?", wordCount: 4_001 }, "Maximum 4000 words"],
  ])("%j gives %s", (input, message) => {
    expect(messages(ZHowToGenerateRequest, input)).toContain(message);
  });

  it("defaults to URL mode and 700 words", () => {
    expect(ZHowToGenerateRequest.parse({ url: "https://www.reddit.com/r/x/comments/y/z/" })).toMatchObject({
      inputType: "url",
      wordCount: 700,
    });
  });
});

describe("Tech News", () => {
  it.each([
    [{}, "URL Required"],
    [{ url: "https://www.theverge.com/x", wordCount: 299 }, "Minimum 300 words"],
    [{ url: "https://www.theverge.com/x", wordCount: 2_001 }, "Maximum 2000 words"],
    [{ url: "https://www.theverge.com/x", featuredImageUrl: "image.jpg" }, "Please enter a valid URL"],
  ])("%j gives %s", (input, message) => {
    expect(messages(ZTechNewsGenerateRequest, input)).toContain(message);
  });

  it("defaults to 600 words", () => {
    expect(ZTechNewsGenerateRequest.parse({ url: "https://www.theverge.com/x" }).wordCount).toBe(600);
  });
});

describe("SAAS", () => {
  it.each([
    [ZSaasUrlGenerateRequest, { url: "taskpilot" }, "Please enter a valid URL"],
    [ZSaasUrlGenerateRequest, {}, "Please enter a valid URL"],
    [ZSaasUrlGenerateRequest, { url: "https://taskpilot.io", imageUrl: "nope" }, "Please enter a valid URL"],
    [ZSaasUrlGenerateRequest, { url: "https://taskpilot.io", wordCount: 499 }, "Minimum 500 words"],
    [ZSaasUrlGenerateRequest, { url: "https://taskpilot.io", wordCount: 4_001 }, "Maximum 4000 words"],
    [ZSaasManualGenerateRequest, { productName: "" }, "Product name is required"],
    [ZSaasManualGenerateRequest, {}, "Product name is required"],
    [ZSaasManualGenerateRequest, { productName: "X", wordCount: 4_001 }, "Maximum 4000 words"],
  ])("%#: gives %s", (schema, input, message) => {
    expect(messages(schema, input)).toContain(message);
  });

  it("defaults to 1000 words and takes the image from imageUrl or featuredImageUrl", () => {
    expect(
      ZSaasUrlGenerateRequest.parse({ url: "https://taskpilot.io", imageUrl: "https://i.example.com/a.png" }),
    ).toEqual({
      url: "https://taskpilot.io",
      wordCount: 1000,
      featuredImageUrl: "https://i.example.com/a.png",
    });
    expect(
      ZSaasManualGenerateRequest.parse({
        productName: "X",
        featuredImageUrl: "https://i.example.com/b.png",
        imageUrl: "",
      }),
    ).toMatchObject({
      featuredImageUrl: "https://i.example.com/b.png",
    });
  });
});

describe("AI revise", () => {
  it("requires the revision prompt", () => {
    const currentContent = { title: "T", excerpt: "", content: "C", articleType: "review" };
    expect(messages(ZReviseArticleRequest, { articleId: 1, currentContent, revisionPrompt: "" })).toEqual([
      REVISION_PROMPT_REQUIRED,
    ]);
    expect(REVISION_PROMPT_REQUIRED).toBe(
      "Revision Prompt Required: Please enter a prompt describing how you want to revise the article.",
    );
  });
});
