// Grounded writing with an adversarial model: what it invents never reaches the article.
import { describe, expect, it } from "vitest";
import { renderArticleContent } from "~/content";
import { adversarialArticle, INVENTED_LINKS } from "../../tests/support/adversarial-replies";
import { buildMarkdownBody } from "./testing/harness";
import { useGenerationHarness } from "./testing/generator-test-setup";
import { generateHowToArticle } from "./how-to";
import { generateSaasManual } from "./saas";
import { generateTechNewsArticle } from "./tech-news";

const harness = useGenerationHarness();

function sponsoredButtons(markdown: string): number {
  return (renderArticleContent(markdown, { affiliateTag: "brutal-20" }).html.match(/class="affiliate-button"/g) ?? [])
    .length;
}

describe("link policy with a model that invents links", () => {
  const body = `Intro. ${INVENTED_LINKS}.\n\n${buildMarkdownBody(700)}`;

  it("how-to, tech news and SaaS articles keep no invented link and show no sponsored button", async () => {
    const h = harness.current;
    h.ai.setFallback(adversarialArticle(body));
    const articles = [
      await generateHowToArticle(h.deps, {
        inputType: "question",
        question: "How do I calibrate a phone battery?",
        wordCount: 500,
      }),
      await generateTechNewsArticle(h.deps, {
        url: "https://www.theverge.com/2025/6/2/aether-x3-delay",
        wordCount: 500,
      }),
      await generateSaasManual(h.deps, { productName: "TaskPilot", wordCount: 500 }),
    ];
    for (const article of articles) {
      expect(article.content).not.toMatch(/B000TEST0|amzn\.to\/|a\.co\/d|research\.invented/);
      expect(sponsoredButtons(article.content)).toBe(0);
    }
  });
});
