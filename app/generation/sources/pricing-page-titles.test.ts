// A pricing page's title led by its word for pricing or plans in any language (decision 045, twenty-sixth session):
// "定价方案 - X", "方案與定價 — X", "料金プラン | X", "Tarife – X". The part that is only that word names a page of the
// site, never the product. Each read from a small hand-written page that names no site.
import { describe, expect, it } from "vitest";
import { readSaasLanding } from "./saas-landing.server";

const url = "https://app.example/pricing.html";

/** The product's name the software reader gives a pricing page of this title (and of this social title). */
function productOf(title: string, socialTitle?: string): string {
  const social = socialTitle ? `<meta property="og:title" content="${socialTitle}">` : "";
  const html = `<!doctype html><html><head><title>${title}</title>${social}</head><body>
    <header><span class="mark">ACME°</span></header>
    <main><h2>Choose a plan</h2>
      <div class="cards">
        <div class="card"><h3>Free</h3><p>¥0 /永久</p></div>
        <div class="card"><h3>Pro</h3><p>¥49 /月</p></div>
      </div></main></body></html>`;
  return readSaasLanding(html, url).name;
}

describe("a title part that is only the page's word for pricing or plans (twenty-sixth session)", () => {
  it("in Chinese, the words written together with no space, is no product: the next part is", () => {
    expect(productOf("定价方案 - 阿克米 Acme | 多模型协作工具")).toBe("阿克米 Acme");
    expect(productOf("价格方案 - Acme BaaS 平台")).toBe("Acme BaaS 平台");
    expect(productOf("方案與定價 — Acme 雲端備考平台", "方案與定價 — Acme")).toBe("Acme");
  });

  it("in Japanese, Korean and European languages", () => {
    expect(productOf("料金プラン | Acme Reply")).toBe("Acme Reply");
    expect(productOf("요금제 | Acme")).toBe("Acme");
    expect(productOf("Tarife – Acme")).toBe("Acme");
    expect(productOf("Precios y planes | Acme")).toBe("Acme");
    expect(productOf("Pricing plans | Acme")).toBe("Acme");
  });

  it("a name that only opens with such a word stays the product's", () => {
    expect(productOf("PlanGrid - 定价")).toBe("PlanGrid");
    expect(productOf("方案宝 - 定价方案")).toBe("方案宝");
  });
});
