// The twenty-seventh round's pricing misses by class (decision 045, twenty-seventh session): a free plan whose price box
// holds the word for free in Chinese, Japanese or Korean ("免费", "無料", "무료") and no figure. Each read from a small
// hand-written page that names no site.
import { describe, expect, it } from "vitest";
import { formatSourceFacts } from "./read-source.server";
import { readSaasLanding } from "./saas-landing.server";

const url = "https://app.example/ja/pricing/";

/** The plans the model reads of a software page. */
function plans(body: string, title = "料金 | Acme"): string[] {
  const html = `<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`;
  const facts = formatSourceFacts({ kind: "saas-landing", url, landing: readSaasLanding(html, url) });
  const section = facts.split("\n\nPricing:\n")[1]?.split("\n\n")[0] ?? "";
  return section.split("\n").filter((line) => line.startsWith("- "));
}

const card = (label: string, name: string, price: string, items: string) =>
  `<article class="card plan"><div><span class="plan-label">${label}</span><h3>${name}</h3>
   <p>店舗の規模に合わせて選べます。</p></div><div class="price">${price}</div>
   <ul class="checks">${items}</ul></article>`;

describe("a free plan priced by the word for free in its script (twenty-seventh session)", () => {
  it("a Japanese free card's 無料 is its price beside a paid card's figure", () => {
    const read = plans(
      `<h1>無料で始めて、必要になったらアップグレード。</h1><a href="/download">無料でダウンロード</a>
       <section class="pricing">${card("無料", "Acme", "無料", "<li>注文フロー</li><li>日次締め</li>")}
       ${card("Pro", "Acme Pro", "¥980 <span>/ 月</span>", "<li>無制限印刷</li><li>現在の無料版機能すべて</li>")}</section>`,
    );
    expect(read).toEqual(["- Acme: 無料", "- Acme Pro: ¥980 / 月 (無制限印刷; 現在の無料版機能すべて)"]);
  });

  it("a Chinese free card's 免费 is its price, in a box of its own under the plan's heading", () => {
    const read = plans(
      `<main><h1>Acme 专业版</h1><div class="boxes">
       <div class="box"><h2>基础版</h2><b class="price">免费</b><a href="/start">立即开始</a>
         <ul><li>不限用户</li><li>文档分享</li></ul></div>
       <div class="box"><h2>团队版</h2><b class="price">¥99 / 月</b><a href="/buy">购买</a>
         <ul><li>包含基础版的所有功能</li><li>PDF 导出</li></ul></div></div></main>`,
      "定价 | Acme",
    );
    expect(read).toEqual([
      "- 基础版: 免费 (不限用户; 文档分享)",
      "- 团队版: ¥99 / 月 (包含基础版的所有功能; PDF 导出)",
    ]);
  });

  it("the word inside a line of a paid card (a week's free trial) leaves the card its figure", () => {
    const read = plans(
      `<h1>料金プラン</h1><section class="pricing">${card("無料", "Acme", "無料", "<li>再生</li>")}
       <article class="card plan"><div><h3>Acme Pro</h3><p>7日間無料試用</p></div>
       <div class="price">¥1,480 / 月</div><ul class="checks"><li>自動翻訳</li></ul></article></section>`,
    );
    expect(read).toEqual(["- Acme: 無料", "- Acme Pro: ¥1,480 / 月 (自動翻訳)"]);
  });
});

describe("a plan priced by the words to ask for it or that it is coming, in the page's language (twenty-eighth session)", () => {
  const germanCard = (kind: string, name: string, price: string, button: string) =>
    `<div class="pricing-model pricing-model-${kind}"><h3>${name}</h3><p class="pricing-price">${price}</p>
     <p>Für Teams jeder Größe.</p><ul><li>Buchungen</li><li>Support</li></ul><a href="/de/go" class="button">${button}</a></div>`;

  it("a German card without a figure, its own class beside the priced ones', is priced by its call to get in touch", () => {
    const read = plans(
      `<h1>Preise</h1><section class="pricing-models">${germanCard("free", "Free", "€ 0", "Kostenlos nutzen")}
       ${germanCard("pro", "Professional", "€ 0,90", "Kostenlos testen")}
       ${germanCard("enterprise", "Enterprise", "<span>Preise ab 500 Benutzern verfügbar.</span>", "Kontaktiere uns")}</section>`,
      "Preise | Acme",
    );
    expect(read).toEqual([
      "- Free: €0 (Buchungen; Support)",
      "- Professional: €0,90 (Buchungen; Support)",
      "- Enterprise: Kontaktiere uns (Buchungen; Support)",
    ]);
  });

  it("a Chinese card that says its plan is coming soon (即将到来) beside a free card", () => {
    const read = plans(
      `<main><h1>Acme 专业版</h1><div class="pricing-boxes">
       <div class="box"><h2 class="type">基础版</h2><b class="price">免费</b><a href="/start">立即开始</a>
         <ul><li>不限用户</li><li>文档分享</li></ul></div>
       <div class="box pro"><h2 class="type">专业版</h2><b class="price">即将到来</b><a href="/apply">申请试用</a>
         <ul><li>包含基础版的所有功能</li><li>PDF 导出</li></ul></div></div></main>`,
      "定价 | Acme",
    );
    expect(read).toEqual([
      "- 基础版: 免费 (不限用户; 文档分享)",
      "- 专业版: 即将到来 (包含基础版的所有功能; PDF 导出)",
    ]);
  });
});
