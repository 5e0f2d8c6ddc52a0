// Threads whose posts a page shows as its members' (issue 26, decision 045, twenty-first session): a topic whose writer
// answers among the comments, answers nested in wrappers under a header of name, tagline and time, a writer's line of
// a name and a time, a journal's entry whose writer wears the commenters' badge, a topic inside a work's text.
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { decodeBody } from "../page-fetch/read-body.server";
import { readPageContent } from "./read-page-content.server";
import { formatSourceFacts, type TSourceFacts } from "./read-source.server";

function read(html: string, url: string): { facts: TSourceFacts; prompt: string } {
  const result = readPageContent({ reader: "web-page", html, url, contentType: "text/html" });
  if (!result.ok) throw new Error(result.message);
  const facts = { ...result.content, url } as TSourceFacts;
  return { facts, prompt: formatSourceFacts(facts) };
}

const page = (head: string, body: string) => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

describe("a topic whose writer answers among the comments, shown as they are", () => {
  const comment = (id: number, name: string, text: string) =>
    `<div class="comment"><a href="/user/${id}" class="avatar"><img src="/a/${id}.jpg" alt="${name}"></a><div class="comment-main"><div class="comment-meta"><a href="/user/${id}" class="comment-nickname">${name}</a><time>2021-01-01 10:34</time></div><div class="comment-content"><p>${text}</p></div></div></div>`;
  const topic = (starterAnswers: boolean) =>
    read(
      page(
        "<title>Holidays are coming - Example Club</title>",
        `<article class="topic-detail"><div class="topic-header"><div class="topic-nickname"><a href="/user/3006">Lulu</a></div><span>posted <time>2020-12-30 19:24</time></span></div>
         <div class="topic-content content"><h1 class="topic-title">Holidays are coming</h1><p>Happy new year to everyone here, three days off at last!</p></div></article>
         <div class="comments">${starterAnswers ? comment(3006, "Lulu", "Rest well and come back happy after the holidays.") : ""}${comment(4437, "Akira", "I was let go before the holidays, no pay at all; I will look again after the new year.")}${comment(3408, "Lee", "We get one day off, then one day at work, then one day off again.")}</div>`,
      ),
      "https://club.example/topic/1666",
    );

  it("reads the topic as a thread where its writer answers with the same member's link as the lead's", () => {
    const { facts, prompt } = topic(true);
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Posted by: Lulu\n");
    expect(prompt).toContain("- [Akira] I was let go before the holidays");
    expect(prompt).toContain("- [Lee] We get one day off");
  });

  it("keeps a page whose writer is not among the commenters a web page", () => {
    expect(topic(false).facts.kind).toBe("web-page");
  });
});

describe("answers nested in wrappers, each under a header of the writer's name, a tagline and a time", () => {
  // (script-built markup: the name sits a dozen wrappers of one block deep; the tagline and the time share a line)
  const wrap = (html: string, levels: number) => "<div>".repeat(levels) + html + "</div>".repeat(levels);
  const answer = (name: string, tagline: string, text: string) =>
    `<div class="q-box">${wrap(
      `<div class="q-flex"><div class="answer_header">${wrap(`<a href="/profile/${name.replace(" ", "-")}">${wrap(`<span>${name}</span>`, 3)}</a>`, 6)}<span> · </span><span>Follow</span></div><div class="credential"><span>${tagline}</span><span> · </span><a href="/answer/${name.replace(" ", "-")}">Mar 24</a></div></div>`,
      6,
    )}<div class="answer_content"><div class="qu-userSelect--text"><p><span>${text}</span></p></div></div></div>`;
  const html = page(
    "<title>What is the value of sport at school? - Example Answers</title>",
    `<h1>What is the value of sport at school?</h1><div class="answers">${answer("Mohan Subedi", "Owner at a small company (2020–present)", "Sport at school offers many benefits, fitness and teamwork among them.")}${answer("Onish Tyagi", "Studied at a university", "It promotes physical health, discipline and social skills in children.")}</div>`,
  );

  it("reads each answer's text with its writer, the tagline left out, the question leading them", () => {
    const { facts, prompt } = read(html, "https://answers.example/What-is-the-value-of-sport-at-school");
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("- [Mohan Subedi] Sport at school offers many benefits");
    expect(prompt).toContain("- [Onish Tyagi] It promotes physical health");
    expect(prompt).not.toContain("Owner at a small company");
    expect(prompt).not.toContain("Posted by:");
  });
});

describe("a writer's line of a name and a time, then the board the topic is in", () => {
  const reply = (name: string, floor: number, text: string) =>
    `<div class="comment-item"><div class="comment-user-card-wrap"><div class="pointer"><img src="/a/${floor}.jpg"><div class="comment-user-title">${name}</div></div><div class="comment-user-time">2020.06.09 09:4${floor} 发布</div><div class="floor-id">#${floor}</div></div><div class="rich-text-content-wrap comment-comment"><p>${text}</p></div></div>`;
  const html = page(
    "<title>2020专利直播课程正在筹备中 - 示例社区</title>",
    `<div class="detail"><div class="title">2020专利直播课程正在筹备中</div><div class="bbs-author"><div class="pointer"><span>软唐小傅</span></div><span>2020.06.09 09:37</span><span>发布于</span><a href="/section/263">社区管理</a><span>746</span></div>
     <div class="rich-text-content-wrap bbs-post-content"><p>大家还记得之前的直播课程吗？今年直播课即将再次启动，大家期待改写哪个案子呢？</p></div></div>
     <div class="comment-list">${reply("香樟树", 1, "想听听关于生物医药类专利的改写，谢谢老师")}${reply("资料搬运工", 2, "我感觉可以讲机械类的，因为最常用")}</div>`,
  );

  it("names the starter by the name before the time, not the board's link, and reads the replies", () => {
    const { facts, prompt } = read(html, "https://bbs.example/post/detail/433");
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Posted by: 软唐小傅\n");
    expect(prompt).toContain("- [香樟树] 想听听关于生物医药类专利的改写");
    expect(prompt).toContain("- [资料搬运工] 我感觉可以讲机械类的");
  });
});

describe("a journal's entry whose writer wears the commenters' badge", () => {
  const badge = (name: string) =>
    `<span class="ljuser"><a href="https://${name}.journal.example/profile/" class="user-profile"><img src="/i/userhead.svg"></a><a href="https://${name}.journal.example/" class="user-username"><b>${name}</b></a></span>`;
  const comment = (name: string, text: string, nameBadge: string) =>
    `<article class="j-c"><div class="j-c-head"><div class="j-c-poster">${nameBadge}</div><time>May 13th, 2024, 03:50 am</time></div><div class="j-c-text">${text}</div><a href="?replyto=1">Reply</a></article>`;
  const entry = (commenterBadge: (name: string) => string) =>
    read(
      page(
        `<title>A fan left hurt after a singer's stage dive - Example Community — Journal</title><meta property="og:type" content="article">`,
        `<h1 class="j-user-name">examplecommunity</h1><article class="j-e" itemscope itemtype="http://schema.org/BlogPosting"><div class="j-e-user-name"><span itemprop="author">${badge("carmela")}</span></div>
         <h3 class="j-e-title" itemprop="headline"><a href="/128386917.html">A fan left hurt after a singer's stage dive</a></h3><div class="j-e-text" itemprop="articleBody">A concertgoer was left partly paralysed after the band's singer dove into the crowd; the band paid $5,000 of her costs.</div></article>
         <div class="comments">${comment("xdecadentx", "Yeah at the very least they should have covered the full amount.", commenterBadge("xdecadentx"))}${comment("nigel", "Or at least 50% to 60% of the cost, it was his fault.", commenterBadge("nigel"))}</div>`,
      ),
      "https://examplecommunity.journal.example/128386917.html",
    );

  it("reads the entry as a thread, titled by its headline under the journal's name, its comments as replies", () => {
    const { facts, prompt } = entry(badge);
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Thread title: A fan left hurt after a singer's stage dive\n");
    expect(prompt).toContain("Posted by: carmela\n");
    expect(prompt).toContain("- [xdecadentx] Yeah at the very least");
    expect(prompt).toContain("- [nigel] Or at least 50% to 60% of the cost");
  });

  it("keeps an entry whose commenters are shown otherwise than its writer an article", () => {
    const plain = (name: string) => `<a href="https://${name}.example/" class="url">${name}</a>`;
    expect(entry(plain).facts.kind).toBe("web-page");
  });
});

describe("a forum's topic inside a work's text, its posts marked as replies", () => {
  const post = (name: string, kind: string, text: string) =>
    `<div class="${kind} type-${kind} hentry"><div class="bbp-reply-author"><a href="/forums/users/${name.toLowerCase()}/">${name}</a></div><div class="bbp-reply-content"><p>${text}</p></div></div>`;
  const html = page(
    "<title>Who is in your top three mentalists? – Example Magic</title>",
    `<article class="topic type-topic" itemscope itemtype="https://schema.org/CreativeWork"><h1 itemprop="headline">Who is in your top three mentalists?</h1><div class="entry-content" itemprop="text"><div class="bbpress-forums">
     ${post("Kenny", "topic", "If you want to, tell us who the best three mentalists of all time are and why.")}${post("Bernie", "reply", "Obviously top billing goes to the one who taught the rest of them.")}${post("Kenny", "reply", "Great answer Bernie.")}</div></div></article>`,
  );

  it("reads the work's posts as the thread where they are its text", () => {
    const { facts, prompt } = read(html, "https://magic.example/forums/topic/top-3-mentalists/");
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Posted by: Kenny\n");
    expect(prompt).toContain("- [Bernie] Obviously top billing goes to");
    expect(prompt).toContain("- [Kenny] Great answer Bernie.");
  });
});

// Real pages of trafilatura's evaluation set (tests/fixtures/real/SOURCES.md): stories with their readers' comments,
// or a comment form, each an article, not a thread, under the rules above.
describe("articles whose bylines and comment forms look like posts", () => {
  const realPage = (name: string) =>
    decodeBody(
      gunzipSync(readFileSync(new URL(`../../../tests/fixtures/real/${name}.html.gz`, import.meta.url))),
      "text/html",
    );
  it.each([
    // a byline and the comments' writers share "author", no member's badge: the story's writer is no member among them
    ["article-taz-comments", "https://taz.de/Siemens-und-die-Kohlemine-Adani/!5655255/", "Siemens"],
    // WordPress's comment form: its "Name *" field names no writer of a post
    [
      "article-limespace-comment-form",
      "https://www.limespace.de/2019/10/22/professionell-entloeten-so-machen-sie-alte-elektrogeraete-wieder-einsatzbereit/",
      "Entlötstation",
    ],
  ])("%s stays an article", (name, url, words) => {
    const { facts, prompt } = read(realPage(name), url);
    expect(facts.kind).toBe("web-page");
    expect(prompt).toContain(words);
    expect(prompt).not.toContain("Name *");
  });
});
