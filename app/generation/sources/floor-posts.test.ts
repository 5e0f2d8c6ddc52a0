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

// A board whose every post is a table row of two cells, the writer's name (a link to his space) and status line beside
// the floor's number, the date and the text; the first post shares its box with the thread's tools and the topic's
// heading, each later post in a box of its own.
const boardPost = (n: number, name: string, words: string) =>
  `<table id="pid${n}"><tr><td class="postauthor"><cite><a href="space.php?uid=${n}0">${name}</a></cite><p>签名一句</p></td>
   <td class="postcontent"><div class="postinfo"><strong>${n}楼</strong> <em>大</em> <em>中</em> <em>小</em> 发表于 2010-6-23 0${n}:09
   <a href="viewthread.php?tid=7&amp;authorid=${n}0">只看该作者</a></div><div class="postmessage">${words}</div></td></tr>
   <tr><td></td><td><a href="post.php?action=reply&amp;repquote=${n}">引用</a> <a href="###">回复</a> TOP</td></tr></table>`;

const board = (
  posts: Array<[number, string, string]>,
) => `<!doctype html><html><head><title>申请隧道的教程 - 网络研究所 - 示例论坛</title></head>
  <body><div id="nav"><a href="index.php">示例论坛</a> » <a href="forumdisplay.php?fid=26">网络研究所</a> » 申请隧道的教程</div>
  <form method="post"><div class="mainbox viewthread"><span class="headactions"><a href="my.php?item=favorites&amp;tid=7">收藏</a>
   <a href="my.php?item=subscriptions&amp;subadd=7">订阅</a> <a href="misc.php?action=emailfriend&amp;tid=7">推荐</a>
   <a href="viewthread.php?action=printable&amp;tid=7">打印</a></span><h1>申请隧道的教程</h1>
   <ins><a href="misc.php?action=viewthreadmod&amp;tid=7">本主题由 版主 于 2010-6-23 09:38 移动</a></ins>
   ${boardPost(...posts[0]!)}</div>
   ${posts
     .slice(1)
     .map((post) => `<div class="mainbox viewthread">${boardPost(...post)}</div>`)
     .join("")}</form></body></html>`;

describe("the first floor beside the thread's tools and the topic's heading", () => {
  it("reads the starter from the first post's row, not from the tools above the topic's heading", () => {
    const facts = readAloud(
      board([
        [1, "Absurd", "首先去申请个账号，然后创建隧道。"],
        [2, "高渐离", "感谢，上去了，查IP是美国。"],
        [3, "Adon", "好贴，收藏。"],
        [4, "库存袈裟", "之前尝试用过这个VPN，路由太烂。"],
      ]),
    );
    expect(facts).toContain("Source: discussion thread");
    expect(facts).toContain("Posted by: Absurd\n");
    expect(facts).toContain("Original post:\n");
    expect(facts).toContain("首先去申请个账号，然后创建隧道。");
    expect(facts).toContain("- [高渐离] 签名一句 感谢，上去了，查IP是美国。");
    expect(facts).toContain("- [Adon] 签名一句 好贴，收藏。");
    expect(facts).toContain("- [库存袈裟] 签名一句 之前尝试用过这个VPN，路由太烂。");
    expect(facts).not.toContain("Posted by: 收藏");
  });
});
