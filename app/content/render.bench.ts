// Rendering speed of a 10,000-word markdown article (budget: under 20 ms per render).
// Run: npx vitest bench --run app/content/render.bench.ts
import { expect, test } from "vitest";
import { renderArticleContent } from "./render";
import { generateLongArticle } from "./sample-article";

const article = generateLongArticle(10_000);

test("renders a 10,000-word markdown article in under 20 ms on average", async ({ bench }) => {
  const result = await bench("renderArticleContent, 10,000 words", () => {
    renderArticleContent(article, { affiliateTag: "brutal-20" });
  }).run();
  expect(result.latency.mean).toBeLessThan(20);
});
