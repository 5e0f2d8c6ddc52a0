import { describe, expect, it } from "vitest";
import { ZGeneratedArticle } from "../article-schema";
import { buildFakeArticle } from "../../../tests/support/generation-harness";
import { useGenerationHarness } from "../../../tests/support/use-generation-harness";
import { generateVersusArticle } from "./index";

const harness = useGenerationHarness();

describe("generateVersusArticle", () => {
  it("compares two retailer products, both sets of facts in the prompt", async () => {
    const h = harness.current;
    h.ai.enqueue({
      json: buildFakeArticle({
        words: 800,
        title: "Aether X2 vs Kestrel K9 Pro: Battery Beats Zoom",
        content: `Short answer first. [Buy the Kestrel](https://www.amazon.com/dp/B0KESTRELK?tag=x) or [this mystery one](https://www.amazon.com/dp/B0NOTREAL0).\n\n${buildFakeArticle({ words: 800 }).content as string}\n\n## Final Verdict\n\nThe Aether wins for most people.`,
      }),
    });
    const article = await generateVersusArticle(
      h.deps,
      {
        product1Url: "https://www.amazon.com/dp/B0AETHERX2",
        product2Url: "https://www.amazon.com/Kestrel-K9/dp/B0KESTRELK",
        product2YoutubeUrl: "https://www.youtube.com/watch?v=AeTh3rX2rev",
        minWordCount: 700,
      },
      h.onProgress,
    );
    expect(ZGeneratedArticle.parse(article)).toEqual(article);
    expect(article).toMatchObject({
      articleType: "versus",
      title: "Aether X2 vs Kestrel K9 Pro: Battery Beats Zoom",
      featuredImage: "https://m.media-amazon.com/images/I/71aetherX2._AC_SL1500_.jpg",
    });
    expect(article.brutalScore).toBeUndefined();
    expect(article.content).toContain("[Buy the Kestrel](https://www.amazon.com/dp/B0KESTRELK)");
    expect(article.content).toContain("this mystery one.");
    expect(article.content).toContain("## Final Verdict");
    // The product the body did not link gets a buy link from its scraped URL.
    expect(article.content).toContain("](https://www.amazon.com/dp/B0AETHERX2)");
    expect(article.content).not.toContain("What Actually Works");
    const prompt = h.ai.requests[0]!.promptText;
    for (const fact of [
      "$699.99",
      "$1,099.00",
      "200MP main camera",
      "5000MAH BATTERY",
      "Gadget Grit",
      "at least 700 words",
    ]) {
      expect(prompt).toContain(fact);
    }
    // Three sources, each announced and then described.
    expect(h.progress.filter((p) => p.stage === "reading-source")).toHaveLength(6);
  });

  it("reports retailer blocking in a way the versus screen recognises", async () => {
    await expect(
      generateVersusArticle(harness.current.deps, {
        product1Url: "https://www.amazon.com/dp/B0AETHERX2",
        product2Url: "https://www.amazon.com/dp/B0CAPTCHA1",
      }),
    ).rejects.toMatchObject({ code: "AMAZON_BLOCKING", message: expect.stringContaining("blocking scraping") });
    expect(harness.current.ai.requests).toHaveLength(0);
  });

  it("refuses links that are not the retailer's", async () => {
    await expect(
      generateVersusArticle(harness.current.deps, {
        product1Url: "https://www.amazon.com/dp/B0AETHERX2",
        product2Url: "https://www.bestbuy.com/site/x",
      }),
    ).rejects.toMatchObject({ code: "invalid_input", message: "Invalid URLs" });
  });
});
