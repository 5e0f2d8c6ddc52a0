// An article's writer and date where the page's head says otherwise (decision 045, twenty-sixth session): an author
// meta that names the story's editor ("编辑：NAME" under the text) gives way to the writer marked on the story's line, a
// publication date in a publishing system's own meta name ("publishdate"), and the data's article record after a record
// of the page. Each read from a small hand-written page that names no site.
import { describe, expect, it } from "vitest";
import { readPageContent } from "./read-page-content.server";
import { formatSourceFacts, type TSourceFacts } from "./read-source.server";

function read(html: string, url = "https://news.example/world/a1b2c3.shtml"): string {
  const result = readPageContent({ reader: "web-page", html, url, contentType: "text/html" });
  if (!result.ok) throw new Error(result.message);
  return formatSourceFacts({ ...result.content, url } as TSourceFacts);
}

const story = [
  "美国联邦储备委员会十四日宣布，将联邦基金利率目标区间维持不变，这一决定符合市场的普遍预期。",
  "美联储在为期两天的货币政策例会后发表声明，强调维持利率不变将使委员会能够评估更多信息。",
  "声明称，最近的指标表明美国经济活动继续温和增长，近几个月就业增长强劲，失业率保持在低位。",
  "美联储主席在记者会上说，过去六个月核心价格指数一直高于预期，官员们决定暂停加息。",
]
  .map((sentence) => `<p>${sentence.repeat(2)}</p>`)
  .join("");

/** A portal's story: its head's meta, the headline, the line of its date, source and writer, the text, the credits. */
const portalStory = (head: string, line: string, credits: string) =>
  `<!doctype html><html><head><title>美联储维持利率不变_新闻网</title>${head}</head><body>
   <div class="nav"><a href="/">首页</a> <a href="/world">国际</a></div>
   <div class="m-article"><h2 id="article_title">美联储维持利率不变</h2>
   <div class="meta"><div class="fl">${line}</div><div class="fr"><a href="#">字号减小</a><a href="#">字号增大</a></div></div>
   <div class="content">${story}</div><div class="m-editor">${credits}</div></div></body></html>`;

describe("an editor's credit is no byline where the page marks its writer (twenty-sixth session)", () => {
  it("an author meta that the page shows only as its editor's credit gives way to the writer marked on the line", () => {
    const prompt = read(
      portalStory(
        '<meta name="author" content="倪小明">',
        '<span class="pub_time">2023-06-15 08:10</span><span id="source">来源：中国新闻网</span><span id="author_name">王帆</span>',
        "编辑：倪小明 &nbsp;&nbsp;责任编辑：杨格",
      ),
    );
    expect(prompt).toMatch(/^Author: 王帆$/m);
  });

  it('in English: an author meta credited as "Editor:" under the text gives way to the marked byline', () => {
    const prompt = read(
      portalStory(
        '<meta name="author" content="Jane Miller">',
        '<span class="date">15 June 2023</span> <span class="byline-name">Tom Hughes</span>',
        "Editor: Jane Miller",
      ),
    );
    expect(prompt).toMatch(/^Author: Tom Hughes$/m);
  });

  it("an editor's credit stays the author where no writer is marked, and a name the page shows otherwise stays", () => {
    const alone = read(
      portalStory('<meta name="author" content="倪小明">', "2023-06-15 08:10 来源：中国新闻网", "编辑：倪小明"),
    );
    expect(alone).toMatch(/^Author: 倪小明$/m);
    const shown = read(
      portalStory(
        '<meta name="author" content="倪小明">',
        '<span>2023-06-15</span><span class="author">王帆</span><span>倪小明</span>',
        "编辑：倪小明",
      ),
    );
    expect(shown).toMatch(/^Author: 倪小明$/m);
  });
});

describe("a publication date in a publishing system's own meta name (twenty-sixth session)", () => {
  it('"publishdate" and "PublishDate" date the article where no other meta or data does', () => {
    const line = "<span>来源：中国新闻网</span>";
    expect(read(portalStory('<meta name="publishdate" content="2023-06-15">', line, ""))).toMatch(
      /^Published: 2023-06-15$/m,
    );
    expect(read(portalStory('<meta name="PublishDate" content="2023/06/15 08:10:00">', line, ""))).toMatch(
      /^Published: 2023-06-15$/m,
    );
  });

  it("a common meta name or the data comes first", () => {
    const head =
      '<meta name="publishdate" content="2023-06-16"><meta property="article:published_time" content="2023-06-15T08:10:00+08:00">';
    expect(read(portalStory(head, "<span>来源：中国新闻网</span>", ""))).toMatch(/^Published: 2023-06-15T08:10/m);
  });
});

describe("the data's article record after a record of the page (twenty-sixth session)", () => {
  it("the writer the article's record names, where a WebPage record without one comes first", () => {
    const data = JSON.stringify([
      { "@context": "https://schema.org", "@type": "WebPage", name: "Alibaba and online luxury" },
      {
        "@context": "https://schema.org",
        "@type": ["NewsArticle", "AdvertiserContentArticle"],
        headline: "How Alibaba is leading online luxury shopping",
        author: { "@type": "Person", name: "Morning Studio editors" },
        datePublished: "2024-05-07T16:02:43+08:00",
      },
    ]);
    const prompt = read(
      `<!doctype html><html><head><title>How Alibaba is leading online luxury shopping</title>
       <script type="application/ld+json">${data}</script></head><body><article>
       <h1>How Alibaba is leading online luxury shopping</h1><div>In partnership with: Alibaba</div>
       <div><a href="/author/morning-studio-editors">Morning Studio editors</a><button>+ FOLLOW</button></div>
       <p>Each spring, luxury watch collectors flock to Geneva for the fair, where they can glimpse the newest releases from venerated watchmakers, and this year they scrolled an app instead.</p>
       <p>This is the result of an ongoing partnership between the platform and prestigious luxury watch brands that took part in the fair this spring in Geneva.</p>
       </article></body></html>`,
      "https://news.example/native/business/article/3260907/luxury",
    );
    expect(prompt).toMatch(/^Author: Morning Studio editors$/m);
    expect(prompt).toMatch(/^Published: 2024-05-07/m);
  });
});
