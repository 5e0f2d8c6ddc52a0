// An article's date in the forms pages write it that no date reading took (decision 045, twenty-eighth session): a
// meta or data date in ISO 8601's basic format ("20180619T055000+0900", no hyphens or colons), and a date shown only on
// the story's source line in an element marked as the publishing time ("pubtime", "publish-time"), with no meta, data
// or `<time>`. Each read from a small hand-written page that names no site.
import { describe, expect, it } from "vitest";
import { readPageContent } from "./read-page-content.server";
import { formatSourceFacts, type TSourceFacts } from "./read-source.server";

function read(html: string, url = "https://news.example/articles/2024/1007"): string {
  const result = readPageContent({ reader: "web-page", html, url, contentType: "text/html" });
  if (!result.ok) throw new Error(result.message);
  return formatSourceFacts({ ...result.content, url } as TSourceFacts);
}

const text = [
  "The central bank left its benchmark lending rates unchanged on Monday, as economists had widely expected.",
  "The one-year rate stayed at 3.45 percent and the five-year rate, a reference for mortgages, at 3.95 percent.",
  "Analysts said room for further cuts had narrowed as banks' margins shrank to record lows this spring.",
  "Some still expect a reduction later in the year should the recovery in consumer spending lose momentum.",
]
  .map((sentence) => `<p>${sentence} ${sentence}</p>`)
  .join("");

const story = (head: string, underHeading = "") =>
  `<!doctype html><html><head><title>Lending rates unchanged for a fourth month | Daily</title>${head}</head><body>
   <article><h1>Lending rates unchanged for a fourth month</h1>${underHeading}${text}</article></body></html>`;

describe("a date in ISO 8601's basic format (twenty-eighth session)", () => {
  it("a meta's article:published_time without hyphens or colons is read in the extended format", () => {
    const prompt = read(story('<meta property="article:published_time" content="20210504T132005+0200">'));
    expect(prompt).toMatch(/^Published: 2021-05-04T13:20:05\+02:00$/m);
  });

  it("so is the data's datePublished, and a date alone", () => {
    const data = (date: string) =>
      `<script type="application/ld+json">${JSON.stringify({
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        headline: "Lending rates unchanged for a fourth month",
        datePublished: date,
      })}</script>`;
    expect(read(story(data("20180619T055000+0900")))).toMatch(/^Published: 2018-06-19T05:50:00\+09:00$/m);
    expect(read(story(data("20180619")))).toMatch(/^Published: 2018-06-19$/m);
  });

  it("a figure of eight digits that names no day is no date made", () => {
    expect(read(story('<meta property="article:published_time" content="20181340">'))).toMatch(
      /^Published: 20181340$/m,
    );
  });
});

/** A portal's story: its title in a block of its own (no heading element), the source line with the time under it. */
const portalStory = (sourceLine: string) =>
  `<!doctype html><html><head><title>5月贷款报价利率维持不变_经济_财经频道</title></head><body>
   <div class="nav">首页 宏观 金融 产经</div>
   <div class="art-title">5月贷款报价利率维持不变</div>
   <div class="art-source">${sourceLine} <a href="#">打印</a></div>
   <div class="art-text"><p>${"本报讯 5月20日，贷款市场报价利率公布，1年期为3.45%，5年期以上为3.95%，两项报价均与上月持平。".repeat(3)}</p>
   <p>${"分析人士表示，银行净息差持续收窄，短期内进一步下调的空间有限，但下半年仍有调整的可能。".repeat(3)}</p></div>
   </body></html>`;

describe("a date on the source line marked as the publishing time (twenty-eighth session)", () => {
  it('an element whose id names the publishing time ("pubtime") dates the story', () => {
    const prompt = read(portalStory('本文来源于某某商报　<span id="pubtime_main">2024-05-20 09:47:48</span>'));
    expect(prompt).toMatch(/^Published: 2024-05-20$/m);
  });

  it('so does one whose class names it ("publish-time")', () => {
    const prompt = read(portalStory('来源：某某商报　<span class="publish-time">2024-05-20 09:47</span>'));
    expect(prompt).toMatch(/^Published: 2024-05-20$/m);
  });
});
