import { describe, expect, it } from "vitest";
import { ZGeneratedArticle } from "../article-schema";
import { buildFakeArticle } from "../../../tests/support/generation-harness";
import { useGenerationHarness } from "../../../tests/support/use-generation-harness";
import { buildAwardTitle, generateBrutalAwardArticle } from "./index";

const harness = useGenerationHarness();

describe("generateBrutalAwardArticle", () => {
  it("writes the award article with its fixed title, score and award block", async () => {
    const h = harness.current;
    h.ai.enqueue({ json: buildFakeArticle({ words: 700, title: "A title the model should not get to choose" }) });
    const article = await generateBrutalAwardArticle(h.deps, {
      item: "Battery Phone",
      year: 2025,
      productName: "Aether X2",
      url: "https://www.amazon.com/dp/B0AETHERX2",
      brutalScore: 8.7,
    });
    expect(ZGeneratedArticle.parse(article)).toEqual(article);
    expect(article).toMatchObject({
      articleType: "award",
      title: "Brutal Award for the Best Battery Phone in 2025 goes to Aether X2",
      slug: "brutal-award-for-the-best-battery-phone-in-2025-goes-to-aether-x2",
      brutalScore: 8.7,
      featuredImage: "https://m.media-amazon.com/images/I/71aetherX2._AC_SL1500_.jpg",
    });
    expect(article.content).toMatch(
      /## Why This Product Deserves Recognition\n- Best battery life in its class\n- Five years of updates\n\n## What Customers Are Saying\n- Owners praise the two-day battery\n- Some report heat while gaming\n\n## Award Summary\nIt wins because it lasts; it is not perfect because its camera is not\.$/,
    );
    expect(article.content).toContain("](https://www.amazon.com/dp/B0AETHERX2)");
    const prompt = h.ai.requests[0]!.promptText;
    expect(prompt).toContain(
      'The article\'s title is fixed: "Brutal Award for the Best Battery Phone in 2025 goes to Aether X2"',
    );
    expect(prompt).toContain("Award score: 8.7 out of 10");
    expect(prompt).toContain("Dana K.");
  });

  it("defaults the year to the current one and the score to 9", async () => {
    const h = harness.current;
    h.ai.enqueue({ json: buildFakeArticle({ words: 700 }) });
    const article = await generateBrutalAwardArticle(h.deps, {
      item: "Landing Page Tool",
      productName: "TaskPilot",
      url: "https://www.taskpilot.io/",
      imageUrl: "https://images.example.com/taskpilot.png",
    });
    const year = new Date().getFullYear();
    expect(article.title).toBe(buildAwardTitle({ item: "Landing Page Tool", year, productName: "TaskPilot" }));
    expect(article.brutalScore).toBe(9);
    expect(article.featuredImage).toBe("https://images.example.com/taskpilot.png");
  });
});
