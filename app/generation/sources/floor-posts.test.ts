import { describe, expect, it } from "vitest";
import { readPageContent } from "./read-page-content.server";
import { formatSourceFacts, type TSourceFacts } from "./read-source.server";

const address = "https://bbs.example/p/8057560733";

function readAloud(html: string): string {
  const result = readPageContent({ reader: "web-page", html, url: address, contentType: "text/html" });
  if (!result.ok) throw new Error(result.message);
  return formatSourceFacts({ ...result.content, url: address } as TSourceFacts);
}

// A floor: the writer's header (his picture's link, his name's link, his fan level), the text, then the footer line
// "来自 Android客户端 N楼 date", and the sub-replies under it.
const floor = (n: number | string, name: string, words: string, under = "") =>
  `<div class="post"><div class="head"><a href="/home/${name}"><img src="/face.png"></a><ul><li><a href="/home/${name}">${name}</a></li>
     <li><a href="/level"><div>初级粉丝</div><div>1</div></a></li></ul></div>
   <div class="main"><div class="content">${words}</div>
     <div class="tail"><span>来自<a href="/client">Android客户端</a></span><span>${typeof n === "number" ? `${n}楼` : n}</span><span>2022-11-26 15:19</span></div>
     ${under}</div></div>`;

const topic = (
  floors: string,
) => `<!doctype html><html><head><title>什么样的人才算是佛系？在线等_佛系吧_示例贴吧</title></head><body>
  <div class="bar"><a href="/f?kw=1">佛系吧</a> 关注： 1,858 贴子： 4,488</div>
  <h3 class="title">什么样的人才算是佛系？在线等</h3><span>只看楼主</span> <span>收藏</span> <span>回复</span>
  <div class="posts">${floors}</div></body></html>`;

const ad = `<div class="ad"><a href="https://ads.example/">新一代炒股软件</a> 立即查看 广告</div>`;

describe("posts footed by their floors' numbers", () => {
  it("reads the first floor's writer as the starter and each later floor as an answer, a sub-reply under its floor", () => {
    const facts = readAloud(
      topic(
        floor(1, "绫清逸", "#佛系#") +
          floor(
            2,
            "逝者如斯不舍昼夜",
            "我就很佛系",
            `<div class="sub"><a href="/home/z">张无极</a> : 其实就是不攀比</div>`,
          ) +
          ad +
          floor(3, "Molkt", '现在这社会<img src="/smiley.png">佛系别想了') +
          floor(6, "agrdcgy", "随缘吧"),
      ),
    );
    expect(facts).toContain("Source: discussion thread");
    expect(facts).toContain("Thread title: 什么样的人才算是佛系？在线等\n");
    expect(facts).toContain("Posted by: 绫清逸");
    expect(facts).toContain("Original post:\n#佛系#");
    expect(facts).toContain("- [逝者如斯不舍昼夜] 我就很佛系 张无极 : 其实就是不攀比");
    expect(facts).toContain("- [Molkt] 现在这社会佛系别想了");
    expect(facts).toContain("- [agrdcgy] 随缘吧");
    expect(facts).not.toContain("初级粉丝");
    expect(facts).not.toContain("炒股");
  });

  it("reads as before floors that do not count up from the first, or two floors only", () => {
    const unnumbered = (floors: Array<[number, string, string]>) =>
      readAloud(topic(floors.map(([, name, words]) => floor("", name, words)).join("")));
    const numbered = (floors: Array<[number, string, string]>) =>
      readAloud(topic(floors.map(([n, name, words]) => floor(n, name, words)).join("")));
    const fromTheSecond: Array<[number, string, string]> = [
      [2, "绫清逸", "#佛系#"],
      [3, "Molkt", "现在这社会佛系别想了"],
      [4, "agrdcgy", "随缘吧"],
    ];
    expect(numbered(fromTheSecond)).toBe(unnumbered(fromTheSecond));
    const two: Array<[number, string, string]> = [
      [1, "绫清逸", "#佛系#"],
      [2, "Molkt", "现在这社会佛系别想了"],
    ];
    expect(numbered(two)).toBe(unnumbered(two));
  });
});
