// The readers' own text routines stay linear on hostile input: articles and threads here, the rest in
// hostile-input.test.ts (two files, so the unit tests' two workers share them); a generous bound for a loaded machine.
// Sizes as there: a routine alone reads 1 MB, the whole page reader and rules on a parsed page 256 KB against 64 KB.
import { describe, expect, it } from "vitest";
import { articleHeading, linesUnderHeading } from "./article-heading";
import { markedBylineName, signOffName } from "./byline-marks";
import { copyrightHolders } from "./copyright-holder";
import { isEditorsCredit, markedWriter, pageTextOf } from "./editor-credit";
import { readForumThread } from "./forum-thread.server";
import { elementsUnder, withDocument } from "./html-document.server";
import { floorPosts } from "./floor-posts";
import { isHeadedTeaserList } from "./headed-teasers";
import { imageboardPosts } from "./imageboard-posts";
import { numberedReplies } from "./numbered-replies";
import { nameBesidePhoto } from "./photo-byline";
import { isBareCaption } from "./photo-caption";
import { readPageContent } from "./read-page-content.server";
import { readSaasLanding } from "./saas-landing.server";
import { hasStoryAbovePosts } from "./story-above-posts";
import { expectFastRun, expectLinearGrowth, MB, timed } from "../../../tests/support/linear-time";

describe("hostile input: articles and threads", () => {
  it("looks for an editor's credit in 1 MB of credits and a marked writer among 10,000 marked names in time bounded by the budget", () => {
    // (the page's text is read once; a name is looked for at most 20 times, and at most 10 marked names are weighed)
    const credits = `<p>${"编辑：倪小明 责任编辑：张三 ".repeat(MB / 32)}</p>`;
    const marked = `<div>${'<span class="author">张三</span>'.repeat(10_000)}<span class="author">王帆</span></div>`;
    withDocument(`<html><body>${credits}${marked}</body></html>`, "https://news.example/a", (document) => {
      const text = pageTextOf(document);
      expect(expectFastRun(() => isEditorsCredit(text, "倪小明"), 500)).toBe(true);
      expect(expectFastRun(() => markedWriter(document, text, "倪小明"), 2_000)).toBeUndefined();
    });
  });

  it("looks for a name beside a photo under the heading in 64 KB of photos and words in time bounded by the budget", () => {
    // (three blocks and three photos in each are looked at, each photo's next few nodes and the bar's first words)
    const bar = `<p>${'<img width="40" height="40"> Anna '.repeat(30)}${"word ".repeat(3_000)}</p>`;
    withDocument(`<h1>Story</h1>${bar.repeat(4)}`, "https://news.example/s", (document) => {
      const heading = document.querySelector("h1")!;
      expect(expectFastRun(() => nameBesidePhoto(heading, () => false), 500)).toBeUndefined();
    });
  });

  it(
    "reads 128 KB of hostile byline sentences, dates with slashes and blog lines above the heading, CJK dates, update lines, member name marks, reply controls, name and time lines, order forms, script brands, name brands, previous-page links, long threads, a linked sentence behind empty elements and one running on out of its link, soft hyphens and initials, appended stories, dialogs and hover cards in linear time (four times the page, about four times the time)",
    { timeout: 300_000 },
    () => {
      const pages = [
        (size: number) =>
          `${"<span>6/1/2020<br>1/1/2020 9:00 am 的个人博客</span>".repeat(size / 256)}<h1>x</h1><p>Published ${"by on ".repeat(size / 12)}</p><div class="byline">Updated ${"1 June ".repeat(size / 14)}${"1/12/201".repeat(size / 64)} AM</div>`,
        (size: number) =>
          `<h1>x</h1><p class="date">${"2019年2".repeat(size / 6)}</p>${`<span>Updated ${"年月日 ".repeat(30)}</span>`.repeat(size / 135)}`,
        (size: number) =>
          `<meta property="article:modified_time" content="2019-01-01"><h1>x</h1><p>${"updated ".repeat(size / 8)}<time datetime="2019-01-01T00:00">x</time></p>`,
        (size: number) =>
          `<script type="application/ld+json">{"@type":"Article"}</script><h1>x</h1>${'<div class="c"><a class="user__nick" href="/@a">a</a><div class="content">words of a reply here</div></div>'.repeat(size / 100)}`,
        // (and posts headed by a line of a name's link and a time, each under a teaser's heading linking elsewhere)
        (size: number) =>
          `<h1>x</h1><div class="post"><p class="author"><a href="/p">Post</a> by <a class="username">r</a></p><div class="content">the one post of the topic</div></div>${'<a href="?mode=reply" title="Reply">Reply</a>'.repeat(size / 90)}${'<div><p><a href="/ann">ann</a> · <span>May 9th, 2024 05:18 AM</span></p><h2><a href="/s">a story</a></h2><p>words of a post of the thread</p></div>'.repeat(size / 300)}`,
        (size: number) =>
          `<h1>x</h1><form action="/cart/">${`<li>${"New € 1 ".repeat(40)}</li>`.repeat(size / 329)}<b>€ 2</b><button>OK</button></form>`,
        (size: number) =>
          `<script type="application/ld+json">{"@type":"Product","name":"a b","offers":{"price":"1"}}</script><script>${'{"brand":"'.repeat(size / 10)}${'"vendor":"a a a'.repeat(size / 15)}${'"itmCondition":"'.repeat(size / 16)}</script><h1>a b</h1>`,
        // A name's brand looked for among links of long words and addresses, brand labels among alternatives.
        (size: number) =>
          `<script type="application/ld+json">{"@type":"Product","name":"Asus tor b","offers":{"price":"1"}}</script><h1>Asus tor b</h1>${`<a href="https://a${"-b".repeat(40)}.example/brand/">${"Asus tor ".repeat(12)}</a><span>make/${"a/".repeat(20)}: <b>x</b></span>`.repeat(size / 330)}`,
        // A long thread of answers beside previous-page links with long addresses, and team names on author links.
        (size: number) =>
          `<h1>x</h1>${`<link rel="prev" href="/t/${"p-1".repeat(300)}.html?${"page=1&".repeat(50)}">`.repeat(20)}${'<div class="message" data-author="m"><div class="message-body">an answer of the thread</div></div><a href="/author/team">Support Team</a>'.repeat(size / 130)}`,
        // A paragraph whose words link elsewhere, its first link behind a run of empty elements and its sentence running
        // on out of its last link over another: read back once each way; words full of soft hyphens under a writer's
        // box's heading; a line of names whose initials end no sentence.
        (size: number) =>
          `<h1>x</h1><p>${"A sentence of the article that goes on long enough to be prose and not a caption. ".repeat(3)}</p><p>Words of its own here, ${"<i></i>".repeat(size / 56)}<a href="/l">and a linked sentence longer than those words.</a></p><p>The news is final. <a href="/s">A linked statement longer than the words around it</a>${"<i></i>".repeat(size / 56)} every day.</p><h4 class="author__title">About The Author</h4><p>${"schlen&shy;dern. ".repeat(size / 34)}</p><p>${"Anna B. Novak, ".repeat(size / 60)}</p>`,
        // A story followed by appended stories, each an article with a heading, prose, a stack of dialogs and a
        // paragraph of names with hover cards.
        (size: number) =>
          `<title>Story x</title><article><h1>Story x</h1><p>${"A sentence of the story that goes on. ".repeat(5)}</p></article>${`<article><h1>y</h1><p>${"Another story that goes on and on. ".repeat(100)}</p>${'<div class="b-dialog" role="dialog"><div class="login-modal"><p>Sign in</p></div></div>'.repeat(40)}<p>${'Rep. <span><a href="/p/a">Ann Lee</a><span><img src="/a.jpg"><a href="/p/a">Ann Lee</a><a href="/s/1">A story</a></span></span> said so. '.repeat(20)}</p></article>`.repeat(size / 8192)}`,
      ];
      const readTime = (html: string) =>
        timed(() => readPageContent({ reader: "web-page", html, url: "https://x.example/", contentType: "text/html" }));
      let quarter = 0;
      let whole = 0;
      for (const pageOf of pages) {
        const small = readTime(pageOf(MB / 32));
        const large = readTime(pageOf(MB / 8));
        expect(large.result.ok).toBe(true);
        quarter += small.ms;
        whole += large.ms;
      }
      // A quadratic rule would take sixteen times as long for four times the page; linear ones about four times.
      const readAll = (size: number) => pages.reduce((sum, pageOf) => sum + readTime(pageOf(size)).ms, 0);
      expectLinearGrowth([quarter, whole], () => [readAll(MB / 32), readAll(MB / 8)], { limit: 10, floorMs: 1 });
    },
  );

  it(
    "weighs the prose and the links of 256 KB of paragraphs and share bars in share wrappers nested in a page-wide form in linear time (four times the page, about four times the time)",
    { timeout: 300_000 },
    () => {
      const sentence = "A sentence of the article that goes on long enough to be prose and not a caption or a teaser. ";
      // A page-wide form and share wrappers 50 deep around 256 KB of prose paragraphs and bars of share links:
      // the prose and the links under every element are counted once from the leaves up, and the densest block of
      // prose is found along one path.
      const page = (size: number) =>
        `<title>x</title><body><form>${'<div class="share promo">'.repeat(50)}${`<p>${sentence.repeat(6)}</p><div class="social"><a href="/s">Share</a> <a href="/t">Post</a></div>`.repeat(size / 660)}${"</div>".repeat(50)}</form></body>`;
      const readTime = (html: string) =>
        timed(() => readPageContent({ reader: "web-page", html, url: "https://x.example/", contentType: "text/html" }));
      const small = readTime(page(MB / 16));
      const large = readTime(page(MB / 4));
      const text = large.result.ok && large.result.content.kind === "web-page" ? large.result.content.page.text : "";
      expect(text).toContain("A sentence of the article");
      expect(text).not.toContain("Share");
      // A quadratic rule would take sixteen times as long for four times the page; linear ones about four times.
      expectLinearGrowth([small.ms, large.ms], () => [readTime(page(MB / 16)).ms, readTime(page(MB / 4)).ms], {
        limit: 10,
        floorMs: 20,
      });
    },
  );

  it(
    "finds the article's heading and the lines under it in 256 KB of hostile headings, nests and empty elements in linear time (four times the page, about four times the time)",
    { timeout: 300_000 },
    () => {
      const title = "Neon is the symbol of a century";
      const pages = [
        // Headings that agree with the title, each deeper under a hidden block than the last (nests 50 deep: parsing
        // far deeper ones is jsdom's cost, not this routine's).
        (size: number) =>
          `<div style="display:none">${`${`<div><h1>${title}</h1>`.repeat(50)}${"</div>".repeat(50)}`.repeat(size / 2_500)}</div>`,
        // A heading over nests of blocks, each holding the rest of its nest's text.
        (size: number) => `<h1>${title}</h1>${`${"<div>a b ".repeat(50)}${"</div>".repeat(50)}`.repeat(size / 750)}`,
        // A heading over runs of empty elements, then long text nodes.
        (size: number) => `<h1>${title}</h1>${"<i></i>".repeat(size / 14)}<p>${"words ".repeat(size / 12)}</p>`,
        // Headings of a page's size in words.
        (size: number) => `<h1>${`${title} `.repeat(size / 32)}</h1><h1 itemprop="headline">${title}</h1>`,
      ];
      const headingTime = (html: string) =>
        withDocument(html, "https://news.example/p", (document) =>
          timed(() => {
            const heading = articleHeading(document, [title], ["News"]);
            return heading ? linesUnderHeading(heading) : [];
          }),
        );
      // The faster of two reads of each page, parsed once: one collection or a busy moment of the machine is not the
      // rule's time.
      const fasterOfTwo = (html: string) =>
        withDocument(html, "https://news.example/p", (document) => {
          const read = () => {
            const heading = articleHeading(document, [title], ["News"]);
            return heading ? linesUnderHeading(heading) : [];
          };
          return Math.min(timed(read).ms, timed(read).ms);
        });
      let quarter = 0;
      let whole = 0;
      for (const pageOf of pages) {
        quarter += fasterOfTwo(pageOf(MB / 16));
        whole += fasterOfTwo(pageOf(MB / 4));
      }
      // A quadratic rule would take sixteen times as long for four times the page; linear ones about four times.
      const headingAll = (size: number) => pages.reduce((sum, pageOf) => sum + fasterOfTwo(pageOf(size)), 0);
      expectLinearGrowth([quarter, whole], () => [headingAll(MB / 16), headingAll(MB / 4)], { limit: 10, floorMs: 20 });
      expect(headingTime(`<h1>${title}</h1><div><span>${"By Ann • Nov 11, 2020"}</span></div>`).result).toEqual([
        "By Ann • Nov 11, 2020",
      ]);
    },
  );

  it(
    "reads forum posts out of 256 KB of hostile forum markup in linear time (four times the page, about four times the time)",
    {
      timeout: 300_000,
    },
    () => {
      // Authored posts by the thousand, quotes nested deep, name marks inside name marks, microdata comments too
      // short to be posts (so every way of finding posts runs).
      const page = (size: number) =>
        [
          "<h1>t</h1>",
          '<div class="post"><span class="author">a</span><div class="content">some words of a post</div></div>'.repeat(
            size / 360,
          ),
          `<div class="message" data-author="a"><div class="content">${'<blockquote class="quote">x wrote: y'.repeat(300)}${"words ".repeat(size / 24)}</div></div>`,
          `<div>${'<div class="username">a<div class="username">b'.repeat(300)}</div>`,
          '<span class="username">c</span>'.repeat(size / 124),
          '<div itemscope itemtype="https://schema.org/Comment"><span itemprop="author">a</span><p itemprop="text">short</p></div>'.repeat(
            size / 520,
          ),
          // answers that name an author and no text, starter words, page counts and sign-in forms by the thousand
          '<div itemscope itemtype="https://schema.org/Answer"><span itemprop="author"><a href="/member/1">n</a></span><div class="content">words of an answer</div></div>'.repeat(
            size / 640,
          ),
          "<p>Page 1 of page page of started by <b>started by</b></p>".repeat(size / 560),
          '<form action="/login"><input class="username"><label class="username">u</label></form>'.repeat(size / 880),
        ].join("");
      // Only the forum reading is timed (jsdom's parse is not this routine's); a quadratic rule would take 16 times.
      const forumTime = (size: number) =>
        withDocument(page(size), "https://forum.example/t/1", (document) => timed(() => readForumThread(document)));
      const quarter = forumTime(MB / 16);
      const whole = forumTime(MB / 4);
      expectLinearGrowth([quarter.ms, whole.ms], () => [forumTime(MB / 16).ms, forumTime(MB / 4).ms], {
        limit: 10,
        floorMs: 1,
      });
      expect(whole.result?.posts.length).toBeGreaterThan(100);
    },
  );

  it(
    "reads a BBS's posts out of 128 KB of hostile profile links, teasers, quotes and signatures in linear time (four times the page, about four times the time)",
    { timeout: 300_000 },
    () => {
      // No element marks a writer, so the posts are found by their profile links: thousands of them in table rows
      // with hidden text, signature lines and quote blocks; sidebar teasers typed Article, microdata comments of a
      // work and their contributors too short to be posts, later-page words everywhere.
      const page = (size: number) =>
        [
          "<h1>t</h1>",
          '<tr><td><a href=javascript:myhref("/user_info/a/1")>a</a><span style="display:none">hidden words of a</span></td><td><p>the words of a post<br>--<br>sig</p><div class="postbody">_____ sig</div><div class="quotecontent">x wrote: y</div><div>Quote: a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a wrote: y</div></td></tr>'.repeat(
            size / 400,
          ),
          `<table><tr><td>${'<a href="/member.php?u=1">m</a>'.repeat(size / 128)}</td></tr></table>`,
          '<article itemscope itemtype="https://schema.org/Article"><h3 itemprop="headline"><a href="/n">n</a></h3></article>'.repeat(
            size / 440,
          ),
          '<div itemscope itemtype="https://schema.org/CreativeWork"><div itemprop="comment" itemscope itemtype="https://schema.org/Comment"><span itemprop="contributor">c</span><p itemprop="text">short</p></div></div>'.repeat(
            size / 800,
          ),
          "<p>صفحه 2 از 3 Страница page of</p>".repeat(size / 400),
        ].join("");
      const forumTime = (size: number) =>
        withDocument(`<table>${page(size)}</table>`, "https://bbs.example/t/1", (document) =>
          timed(() => readForumThread(document)),
        );
      const quarter = forumTime(MB / 32);
      const whole = forumTime(MB / 8);
      expectLinearGrowth([quarter.ms, whole.ms], () => [forumTime(MB / 32).ms, forumTime(MB / 8).ms], {
        limit: 10,
        floorMs: 1,
      });
      expect(whole.result?.posts.length).toBeGreaterThan(100);
    },
  );

  it(
    "reads posts out of 64 KB of hostile writers' cards, menus, likes, chat lines, mentions, quotes and sidebars in linear time (four times the page, about four times the time)",
    { timeout: 300_000 },
    () => {
      // Posts named only by profile links beside cards with their lines, options menus and likes with more profile
      // links, chat lines, mentions inside quotes inside quotes, sidebars of member boxes, headings naming writers.
      const page = (size: number) =>
        [
          "<h1>t</h1><table>",
          '<tr><td class="left-panel"><div class="mini-profile"><a href="/user/1" class="user-link">a</a><div class="info">Posts: 75 ID: 63884</div></div></td><td><article><span class="likes"><a href="/user/2">l</a></span><ul class="options_menu hide"><li><a href="/user/1/gift">Give Gift</a></li></ul><h3>Post by a on <abbr class="time">Nov 26</abbr></h3><div class="message">the words of a post</div></article></td></tr>'.repeat(
            size / 480,
          ),
          "</table>",
          `<div class="shoutbox">${'<div class="shoutbox-post"><a href="/user/3">s</a>: <span class="message">a line of the chat box</span></div>'.repeat(size / 480)}</div>`,
          `<div class="message" data-author="q">${'<blockquote class="quote"><div class="content"><a class="username" href="/members/4/">@m</a> quoted words'.repeat(200)}</div>`,
          `<div class="sidebar">${'<dl><dt>Latest member</dt><dd><a class="username" href="/members/5/">z</a></dd></dl>'.repeat(size / 640)}</div>`,
        ].join("");
      const forumTime = (size: number) =>
        withDocument(page(size), "https://forum.example/thread/1", (document) =>
          timed(() => readForumThread(document)),
        );
      const quarter = forumTime(MB / 64);
      const whole = forumTime(MB / 16);
      expectLinearGrowth([quarter.ms, whole.ms], () => [forumTime(MB / 64).ms, forumTime(MB / 16).ms], {
        limit: 10,
        floorMs: 1,
      });
      expect(whole.result?.posts.length).toBeGreaterThan(100);
    },
  );

  it(
    "reads 256 KB of previous-page links, headlines of no work, code boxes and date-like ids in linear time (four times the page, about four times the time)",
    { timeout: 300_000 },
    () => {
      // "Previous page" links to other threads (and words that almost say so) by the thousand, headline properties in
      // items of no work, posts of a code box with loose lines beside it, and blocks whose ids name a date beside
      // dotted figures that are no dates.
      const page = (size: number) =>
        [
          '<title>t</title><h1 itemprop="headline">t</h1>',
          '<a href="/showthread.php?threadid=9&amp;pagenumber=4" title="Previous page">‹</a><a href="?x=1">Previous pages of</a>'.repeat(
            size / 1_000,
          ),
          '<div itemscope itemtype="https://schema.org/WPHeader"><h3 itemprop="headline">h</h3></div>'.repeat(
            size / 1_000,
          ),
          '<div class="post"><span class="author">a</span><div class="content">loose words of a line<br><div class="codebox"><pre><code>code of the box of the post</code></pre></div></div></div>'.repeat(
            size / 1_000,
          ),
          '<div id="cmsDate">2019.1.2.3 2019. 12. 12.12.12</div>'.repeat(size / 1_000),
        ].join("");
      const readTime = (size: number) => {
        const html = page(size);
        return timed(() =>
          readPageContent({
            reader: "web-page",
            html,
            url: "https://forum.example/showthread.php?threadid=7&pagenumber=5",
            contentType: "text/html",
          }),
        );
      };
      const quarter = readTime(MB / 16);
      const whole = readTime(MB / 4);
      expect(whole.result.ok).toBe(true);
      expectLinearGrowth([quarter.ms, whole.ms], () => [readTime(MB / 16).ms, readTime(MB / 4).ms], {
        limit: 10,
        floorMs: 20,
      });
    },
  );

  it(
    "reads an article's writer, lead and text out of 128 KB of hostile byline-like lines, mail links, mail dates, summary-like lines and donation links around its heading in linear time (four times the page, about four times the time)",
    { timeout: 300_000 },
    () => {
      // Lines that open as a byline but name no one, in blocks classed as sidebars and comments, before the heading;
      // after it, links to write to a sender beside no name and lines of digits, times and zones like a mail's date,
      // blocks that start as the page's summary does, and links to a donation page in boxes that speak for the site;
      // a meta author that the footer's thousands of credit links name as the site's maker.
      const summary = "The summary of the page as its meta description says it, long enough";
      const page = (size: number) =>
        `<meta name="description" content="${summary}"><meta name="author" content="Jo Maker"><footer>${'<a href="/c">Jo Maker</a>'.repeat(size / 256)}</footer><div class="content-sidebar">${'<p class="sidebar">By the way</p><div class="comments"><p>Von hier By By By a</p></div>'.repeat(size / 192)}<h1>Heading</h1>${`<b>@@</b><a href="mailto:x">x at y</a><i>Jan 1 22:23:52 PST 22:23:52 PST 1 1</i><div><div>${summary.slice(0, 50)}</div></div><span>help us <a href="/donate">give</a></span>`.repeat(size / 256)}<p>${"words ".repeat(200)}</p></div>`;
      const articleTime = (size: number) => {
        const html = page(size);
        return timed(() =>
          readPageContent({
            reader: "web-page",
            html,
            url: "https://blog.example/2025/02/a",
            contentType: "text/html",
          }),
        );
      };
      const quarter = articleTime(MB / 32);
      const whole = articleTime(MB / 8);
      const byline =
        whole.result.ok && whole.result.content.kind === "web-page" ? whole.result.content.page.byline : "";
      expect(byline).toBeUndefined();
      expectLinearGrowth([quarter.ms, whole.ms], () => [articleTime(MB / 32).ms, articleTime(MB / 8).ms], {
        limit: 10,
        floorMs: 20,
      });
    },
  );

  it(
    "reads 128 KB of replies nested in replies, writer cards without a writer's link, 'by' lines, reply forms and link lines in linear time",
    { timeout: 300_000 },
    () => {
      // A writer's link before the first marked post (so the profile links read the thread too), then replies nested
      // in replies, four deep (short Chinese text, a header of numbers), "by" lines before links of another class,
      // reply forms around writers' links, lines that are links alone or a script's control; and apart, Q&A items
      // whose "asked" and "answered" lines lead to no writer's page.
      const reply = (index: number) =>
        `<p>by <a class="site" href="/user/by${index}">b</a></p><form><textarea></textarea><a href="/user/r${index}">r</a></form><div class="inner"><strong class="userName"><a href="/user/n${index}" class="who">n${index}</a></strong><small>#${index} - 2020-5-4 10:58</small><div class="message">头像清心寡欲<br><a href="http://x.example/${index}">http://x.example/${index}</a><br><a href="javascript:void(0)">[Select]</a> code</div>`;
      const answer = `<div itemscope itemtype="https://schema.org/Answer"><div itemprop="text"><p>words of an answer without a writer</p></div>${"<span>asked</span> <a href='#'>z</a> <span>answered</span> ".repeat(20)}</div>`;
      const pages = (size: number) => {
        const count = size / 800;
        return [
          `<title>Topic</title><h1>Topic</h1><div><a href="/user/first">first</a></div>${Array.from({ length: count / 4 }, (_, index) => `${reply(4 * index)}${reply(4 * index + 1)}</div>${reply(4 * index + 2)}</div>${reply(4 * index + 3)}</div></div>`).join("")}`,
          `<title>Topic</title><h1>Topic</h1>${answer.repeat(size / answer.length)}`,
        ];
      };
      const threadTime = (size: number) => {
        const [nested, cards] = pages(size).map((html) =>
          withDocument(html, "https://forum.example/t/1", (document) => timed(() => readForumThread(document))),
        );
        return { nested: nested!.result, cards: cards!.result, ms: nested!.ms + cards!.ms };
      };
      const quarter = threadTime(MB / 32);
      const whole = threadTime(MB / 8);
      // (each reply read with its own short text, those that hold replies too)
      expect(whole.nested?.posts.slice(0, 4).map((post) => [post.author, post.body.slice(0, 6)])).toEqual(
        [0, 1, 2, 3].map((index) => [`n${index}`, "头像清心寡欲"]),
      );
      expect(whole.cards?.posts.length).toBeGreaterThan(50);
      expect(whole.cards?.posts.every((post) => post.author === undefined)).toBe(true);
      expectLinearGrowth([quarter.ms, whole.ms], () => [threadTime(MB / 32).ms, threadTime(MB / 8).ms], {
        limit: 10,
        floorMs: 20,
      });
    },
  );

  it(
    "reads 256 KB of replies each nested in the one before (with mentions and time lines), of comment tables nested with writer cards, of a topic above replies with letter avatars, thank-you lists, lines of activity and a noscript copy, of answers under a bare question with adverts and quoted lines (128 KB) or in the page's data as escaped markup, of posts named by avatars in a page typed as a work and of a first post typed as a work before comments, of comments under a question's card in an Article's body with writers' lines after them, controls and status lines, and of a Q&A plugin's answers in microdata (32 KB each), in linear time",
    { timeout: 300_000 },
    () => {
      // A chain of replies each nested in the one before, thousands deep (the page's depth bound lays the deepest out
      // as one row), each with a writer's mark, a time line and a text that opens with a mention; and a chain of
      // comment tables nested in the cell of the one before, each writer named only by a card of counts ("Joined: …
      // Posts: …"). Each post's block is read once: never the posts held inside it.
      const reply = (index: number) =>
        `<div class="reply"><a class="username" href="/member/a${index}">a${index}</a> <span class="ago">4 小时 55 分钟前 via Android</span><div class="reply_content">@<a href="/member/b${index}">b${index}</a> words of reply ${index} in the chain</div>`;
      const row = (index: number) =>
        `<table class="comment"><tr><td><b>w${index}</b><br><span>Joined: 03 Apr 2003<br>Posts: ${index}</span></td><td><span class="postbody">words of row ${index} in the nested tables</span>`;
      // And a topic's post above its replies in the block that holds them ("By @top"), each reply named by a letter
      // avatar's link and its writer's link (a letter avatar inside it too), its text opened by its date line, a
      // thank-you list of members under it, a line of who replied to it and who edited it, and a link to sign in; the
      // replies again in a noscript copy.
      const linked = (index: number) =>
        `<div class="post"><a class="avatar" href="/u/x${index}">X</a><a href="/u/a${index}"><span class="Avatar">A</span>a${index}</a><div class="p"><div>March 3, 2024 at 10:15</div>words of reply ${index} in the list</div><div>Thanked by: <a href="/u/c${index}">c${index}</a></div><div><span><a class="username" href="/u/d${index}">d${index}</a> and 2 others replied to this.</span> Last edited by <a href="/u/e${index}">e${index}</a>; 3 March 2024</div><p><a href="/user/login">Log in</a> to join</p></div>`;
      // And a Q&A page whose question is its heading alone: answers marked as such, each writer a "uname" shown with a
      // handle, a rank card, a quote under its "@X said in <a>topic</a>:" line, an advertiser's box after each answer.
      const answered = (index: number) =>
        `<div class="bd answer" id="answer-${index}"><div class="replyer"><span class="replyer-uname">n${index} @n${index}</span><div class="level-rank-content">Answers: ${index} Accepted: 95%</div></div><div class="answer-text"><p><a href="/uid/${index}">@m${index}</a> said in <a href="/post/${index}">Topic</a>:</p><blockquote><p>quoted</p></blockquote><p>words of answer ${index} in the list</p></div></div><div class="knowledge-answer"><span class="knowledge-answer-uname">ads${index}</span><span>广告</span><div class="knowledge-answer-content">words of an advert beside answer ${index}</div></div>`;
      // And posts whose writers only an avatar names (the name beside a picture of the same words, a badge in it, over a
      // time), each opening on the topic's title, inside a site's page typed as a work headed "Forum" among headings;
      // and a topic's first post typed as a work after a run of works, before replies typed as comments.
      const carded = (index: number) =>
        `<div class="w"><div class="a"><img alt="n${index}"><img alt="Avatar border"></div><div class="c">n${index}<span></span></div><time>13-05-2024 07:06</time><div class="c">Topic of the cards</div><div class="c">words of post ${index} in the cards</div></div>`;
      const typed = (index: number, type: string) =>
        `<li class="b-post" itemscope itemtype="http://schema.org/${type}"><div itemprop="author" itemscope itemtype="http://schema.org/Person"><a href="/member/${index}">m${index}</a></div><div itemprop="text">words of item ${index} in the data</div></li>`;
      // And a Q&A page that calls itself an Article, its body the question's card (its text in a link to itself, its
      // writer's line after it, "- asker May 04, 2008 | Flag") and comments each over a writer's line of bare words and
      // controls, a bar of controls and a moderator's status line; and a Q&A plugin's answers in microdata, each card
      // naming its writer before "Posted …" beside a reputation's count, the status line under it (an eighth each).
      const lined = (index: number) =>
        `<div class="comment"><div class="commentBody"><p>words of comment ${index} here</p><span class="author">- n${index} <abbr>May 04, 2008</abbr> | <a href="/flag?id=${index}">Flag</a> <a>Reply</a> <a href="/r">[Quote]</a></span></div><div class="line info"><div class="answers-operator">评论 分享 举报</div></div><div class="post-history"><a href="/profile/mod/">Mod</a> Changed status to publish January 9, 2024</div></div>`;
      const pluginAnswer = (index: number) =>
        `<div itemprop="suggestedAnswer" itemscope itemtype="https://schema.org/Answer"><div class="metas"><a href="/profile/v${index}/">v${index}</a><a href="/profile/v${index}/rep">10</a> <a href="/a/${index}"><time>Posted January 9, 2024</time></a></div><div itemprop="text"><p>words of answer ${index} here</p></div><div class="hist"><a href="/profile/mod/">Mod</a> Changed status to publish January 9, 2024</div></div>`;
      const pages = (size: number) => {
        const cards = Math.floor(size / 2 / carded(0).length);
        const items = Math.floor(size / 2 / typed(0, "Comment").length);
        const replies = Math.floor(size / reply(0).length);
        const rows = Math.floor(size / row(0).length);
        const listed = Math.floor(size / linked(0).length);
        const answers = Math.floor(size / 2 / answered(0).length);
        return [
          `<title>Topic</title><h1>Topic</h1>${Array.from({ length: replies }, (_, index) => reply(index)).join("")}${"</div>".repeat(replies)}`,
          `<title>Topic</title><h1>Topic</h1>${Array.from({ length: rows }, (_, index) => row(index)).join("")}${"</td></tr></table>".repeat(rows)}`,
          `<title>Topic</title><h1>Topic</h1><div class="t"><div class="hd">By <a href="/u/top">@top</a></div><div><div class="post topic"><div class="p">words of the topic</div></div><div>${Array.from({ length: listed / 2 }, (_, index) => linked(index)).join("")}</div></div></div><noscript>${Array.from({ length: listed / 2 }, (_, index) => linked(index)).join("")}</noscript>`,
          `<title>Topic</title><h1>Topic</h1><div class="answers">${Array.from({ length: answers }, (_, index) => answered(index)).join("")}</div>`,
          // (and a question's data whose answer is escaped markup, unclosed "<" and "&lt;" without end: a quarter)
          `<title>Topic of the cards - Board</title><article itemscope itemtype="https://schema.org/CreativeWork"><h1 itemprop="headline">Forum</h1>${"<h2>Topic</h2>".repeat(10)}<h1>Topic of the cards</h1><div>${Array.from({ length: cards }, (_, index) => carded(index)).join("")}</div></article>`,
          `<title>Topic</title><h1>Topic</h1><ul>${'<li itemscope itemtype="http://schema.org/CreativeWork">w</li>'.repeat(items / 2)}${typed(0, "CreativeWork")}${Array.from({ length: items / 2 }, (_, index) => typed(index + 1, "Comment")).join("")}</ul>`,
          `<title>Topic</title><div itemscope itemtype="http://schema.org/Article"><h1 itemprop="headline">Topic</h1><div itemprop="articleBody"><ul><li class="question"><div class="authorContent1"><span class="entry"><a href="/t/1"><p>${"words of the question ".repeat(5)}</p></a><span class="author">- <a href="/user?id=1">asker</a> <abbr>May 04, 2008</abbr> | <a href="/flag">Flag</a></span></span></div></li></ul><div class="answers-title">answers</div>${Array.from({ length: Math.floor(size / 8 / lined(0).length) }, (_, index) => lined(index)).join("")}</div></div>`,
          `<title>Topic</title><h1>Topic</h1><div itemscope itemtype="https://schema.org/QAPage"><div itemscope itemtype="https://schema.org/Question" itemprop="mainEntity"><span itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">asker</span></span><div itemprop="text">words of the question</div></div>${Array.from({ length: Math.floor(size / 8 / pluginAnswer(0).length) }, (_, index) => pluginAnswer(index)).join("")}</div>`,
          `<title>Topic</title><script type="application/ld+json">${JSON.stringify({ "@type": "QAPage", mainEntity: { "@type": "Question", name: "Topic", text: "words of the question", author: "q", suggestedAnswer: [{ "@type": "Answer", author: "a", text: `words of the answer ${"&lt;p&gt;&quot;x&quot; <b ".repeat(size / 4 / 32)}` }] } })}</script><h1>Topic</h1>`,
        ];
      };
      // Only the reader is timed (jsdom's parse is not its own).
      const threadTime = (size: number) => {
        // (the cards' page and the page that calls itself an Article read as any page, whose work is asked whether it is
        // the page's article; the others as a known discussion site's)
        const [chain, tables, list, qa, cards, items, asArticle, plugin, data] = pages(size).map((html, index) =>
          withDocument(html, "https://forum.example/t/1", (document) =>
            timed(() => readForumThread(document, index !== 4 && index !== 6)),
          ),
        );
        return {
          chain: chain!.result,
          list: list!.result,
          qa: qa!.result,
          cards: cards!.result,
          items: items!.result,
          asArticle: asArticle!.result,
          plugin: plugin!.result,
          data: data!.result,
          ms:
            chain!.ms + tables!.ms + list!.ms + qa!.ms + cards!.ms + items!.ms + asArticle!.ms + plugin!.ms + data!.ms,
        };
      };
      const quarter = threadTime(MB / 16);
      const whole = threadTime(MB / 4);
      expect(whole.list?.posts[0]).toEqual({ author: "top", body: "words of the topic" });
      expect(whole.list?.posts[1]).toEqual({ author: "a0", body: "words of reply 0 in the list" });
      expect(whole.list?.posts.filter((post) => post.body === "words of reply 0 in the list")).toHaveLength(1);
      // (the answers read after a question without a post, each by its shown name, its own words, no advert)
      expect(whole.qa?.posts.slice(0, 2)).toEqual([
        { body: "" },
        { author: "n0", body: "words of answer 0 in the list" },
      ]);
      expect(whole.qa?.posts.some((post) => post.author?.startsWith("ads"))).toBe(false);
      // (the question by the writer its line names, its text in its own link; each comment by its line's bare name,
      // never "Flag" nor the moderator, its bar of controls left out; each plugin's answer by the name before "Posted")
      expect(whole.asArticle?.posts.slice(0, 2)).toEqual([
        { author: "asker", body: "words of the question ".repeat(5).trim() },
        { author: "n0", body: "words of comment 0 here" },
      ]);
      expect(whole.plugin?.posts.slice(0, 2)).toEqual([
        { author: "asker", body: "words of the question" },
        { author: "v0", body: "words of answer 0 here" },
      ]);
      expect(whole.data?.posts[1]?.body).toMatch(/^words of the answer "x" <b "x" <b/);
      // (each card's post by the name beside its avatar, the topic's title over it no text of it)
      expect(whole.cards?.posts.slice(0, 2)).toEqual([
        { author: "n0", body: "words of post 0 in the cards" },
        { author: "n1", body: "words of post 1 in the cards" },
      ]);
      // (the data's first post typed as a work leads the comments)
      expect(whole.items?.posts.slice(0, 2)).toEqual([
        { author: "m0", body: "words of item 0 in the data" },
        { author: "m1", body: "words of item 1 in the data" },
      ]);
      // (each reply read is its own words, its mention kept, never its time line nor a reply it holds)
      expect(whole.chain?.posts.length).toBeGreaterThan(10);
      for (const post of whole.chain?.posts ?? [])
        expect(post.body).toMatch(/^(?:@b\d+ )?words of reply \d+ in the chain$/);
      expectLinearGrowth([quarter.ms, whole.ms], () => [threadTime(MB / 16).ms, threadTime(MB / 4).ms], {
        limit: 10,
        floorMs: 20,
      });
    },
  );

  it(
    "titles a thread from a long title and many headings, and drops quote blocks headed 'X posted:', in linear time",
    { timeout: 120_000 },
    () => {
      const page = (size: number) =>
        `<title>${"Topic words ".repeat(size / 48)}</title>${"<h1>Topic words</h1><h2>Site.example</h2>".repeat(size / 128)}${Array.from({ length: size / 512 }, (_, index) => `<table class="post"><tr><td class="userinfo"><dl class="userinfo"><dt class="author">ann${index}</dt></dl></td><td class="postbody"><div class="bbc-block"><h4><a href="#p1">bob posted:</a></h4><blockquote>quoted words</blockquote></div><br> own words of post ${index}</td></tr></table>`).join("")}`;
      // Only the reader is timed (jsdom's parse is not its own).
      const threadTime = (size: number) =>
        withDocument(page(size), "https://forum.example/t/1", (document) =>
          timed(() => readForumThread(document, true)),
        );
      const quarter = threadTime(MB / 16);
      const whole = threadTime(MB / 4);
      expect(whole.result?.title).toBe("Topic words");
      // (the reader keeps a few hundred posts; each the reply's own words, the quote and its "posted:" line left out)
      expect(whole.result?.posts.at(-1)?.body).toMatch(/^own words of post \d+$/);
      // Four times the page: about four times the time; a quadratic step would take sixteen.
      expectLinearGrowth([quarter.ms, whole.ms], () => [threadTime(MB / 16).ms, threadTime(MB / 4).ms], {
        limit: 10,
        floorMs: 20,
      });
    },
  );

  it(
    "reads 1 MB of Q&A posts closed by 'X answered' lines, numbered posts and breadcrumb trails under a time bound",
    { timeout: 120_000 },
    () => {
      // Trails whose last steps run on, under a heading that names a step; posts each numbered and closed by a line of
      // its writer's action, every third's name and time running on.
      const page = `<title>${"Topic words ".repeat(MB / 48)}</title><h1>Forums</h1>${`<div class="breadcrumb"><a href="/f/">Forums</a> › <span>${"Topic words ".repeat(MB / 1200)}</span></div>`.repeat(40)}<div class="entry"><span class="num">#24</span><div class="body">the question's own words here</div><p><a href="/">ann</a> asked <a href="/q">2 years ago</a></p></div>${Array.from({ length: 300 }, (_, index) => `<div class="entry"><span class="num">#${index + 25}</span><div class="body">an answer's own words ${index}</div><p><a href="/">${index % 3 ? `bob${index}` : `bob ${"answered ".repeat(MB / 8192)}`}</a> answered <a href="/a">${"2 years ago ".repeat(index % 3 ? 1 : MB / 8192)}</a></p></div>`).join("")}`;
      // Only the reader is timed (jsdom's parse is not its own): about half a second when linear.
      const thread = withDocument(page, "https://forum.example/t/1", (document) =>
        expectFastRun(() => readForumThread(document, true), 10_000),
      );
      // (the page starts mid-topic: its first post is numbered 24; the question's writer, then each answer's)
      expect(thread?.startsMidTopic).toBe(true);
      expect(thread?.posts.slice(1, 3).map((post) => post.author)).toEqual(["ann", "bob1"]);
    },
  );

  it(
    "reads an article's body from 1 MB of data (short lines, tags left open) in linear time, its lines kept",
    { timeout: 300_000 },
    () => {
      // The data's body is split into lines and checked for markup once: "<a" left open before 300 characters of
      // text, thousands of line breaks.
      const body = (size: number) =>
        `${"<a ".repeat(4)}${"x".repeat(300)} a line of the article's text that goes on.\n\r\n`.repeat(size / 360);
      const page = (size: number) =>
        `<title>x</title><script type="application/ld+json">${JSON.stringify({ "@type": "NewsArticle", articleBody: body(size) })}</script><body><h1>x</h1><figure><figcaption>A photo.</figcaption></figure></body>`;
      const readTime = (html: string) =>
        timed(() => readPageContent({ reader: "web-page", html, url: "https://x.example/", contentType: "text/html" }));
      const small = readTime(page(MB / 4));
      const large = readTime(page(MB));
      const text = large.result.ok && large.result.content.kind === "web-page" ? large.result.content.page.text : "";
      expect(text).toContain("a line of the article's text that goes on.\n<a <a");
      expectLinearGrowth([small.ms, large.ms], () => [readTime(page(MB / 4)).ms, readTime(page(MB)).ms], {
        limit: 10,
        floorMs: 50,
      });
    },
  );
  it(
    "looks for a story above 1 MB of paragraph runs before a post, and for marked bylines and sign-offs in 1 MB of credit lines, in linear time",
    { timeout: 300_000 },
    () => {
      // Runs of a story's sentences between breaks, each with a credit's marks, a Korean title and a label: the runs
      // before the post are read once (5,000 at most); a line is looked at only up to a byline's length, a text's end
      // only for its last lines.
      const credit =
        "文● 取材・文：オカモト／ASCII編集部 김창욱 기자 (kim@example.com) Texte : Anne Martin. كتب سيد الخلفاوى The story goes on. ";
      const page = (size: number) =>
        `<body><h1>x</h1><span>${`${credit}<br>`.repeat(size / 100)}</span><div class="post">a reply</div></body>`;
      const readTime = (size: number) =>
        withDocument(page(size), "https://x.example/", (document) =>
          timed(() => {
            const story = hasStoryAbovePosts(document.querySelector(".post")!, "a reply");
            const lines = `${credit}\n`.repeat(size / 100);
            return [story, markedBylineName(lines), signOffName(lines)] as const;
          }),
        );
      const quarter = readTime(MB / 4);
      const whole = readTime(MB);
      expect(whole.result).toEqual([true, undefined, undefined]);
      expectLinearGrowth([quarter.ms, whole.ms], () => [readTime(MB / 4).ms, readTime(MB).ms], {
        limit: 10,
        floorMs: 20,
      });
    },
  );
  it(
    "reads 1 MB of copyright lines, a starter's line of one post and a help article's heading of maker words in bounded time",
    { timeout: 300_000 },
    () => {
      // Copyright lines (5,000 text nodes read at most, 200 characters of each, 20 holders), a long line of a member's
      // link and times under a topic's heading over a long post, a heading of a maker's name repeated. Only the
      // readers are timed where the page is parsed apart (jsdom's parse is not theirs).
      const line = `<p>Copyright © ${"Daily ".repeat(8)}. ${"© 2024 by ".repeat(200)}</p>`;
      const holders = withDocument(line.repeat(MB / line.length), "https://x.example/", (document) =>
        expectFastRun(() => copyrightHolders(document), 5_000),
      );
      expect(holders).toHaveLength(20);
      const topic = `<title>A topic</title><h1>A topic</h1><span><a href="/user/1">ann</a> - ${"2 years ago (edited) ".repeat(MB / 42)}</span><p>${"words of the post ".repeat(MB / 36)}</p>`;
      const thread = withDocument(topic, "https://forum.example/thread/1/", (document) =>
        expectFastRun(() => readForumThread(document), 10_000),
      );
      expect(thread).toBeUndefined();
      const help = `<title>Support in Acme | Knowledge Base</title><h1>${"Acme ".repeat(MB / 5)}</h1>`;
      const name = expectFastRun(() => readSaasLanding(help, "https://kb.acme.example/content/1").name, 20_000);
      expect(name.length).toBeLessThan(100);
    },
  );
  it(
    "reads 1 MB of short posts marked as the starter's, nested text blocks, and a table of price rows in bounded time",
    { timeout: 300_000 },
    () => {
      // Cards marked as the topic author's, each holding a name's mark and text blocks nested deep (200 elements of a
      // card read, eight levels up from each); a comparison table of long rows labelled "Price" (200 rows read).
      const card = `<div class="topic-author"><span class="author-name">ann</span>${'<div class="reply-content">'.repeat(12)}ok${"</div>".repeat(12)}</div>`;
      const posts = `<title>A topic</title><h1>A topic</h1>${card.repeat(MB / card.length)}`;
      withDocument(posts, "https://forum.example/topic/1/", (document) =>
        expectFastRun(() => readForumThread(document), 20_000),
      );
      const row = `<tr><td>Price</td><td>${"Free ".repeat(1000)}</td><td>Free</td></tr>`;
      const table = `<title>Pricing - Acme</title><h1>Pricing</h1><table><tr><th>x</th><th>A</th><th>B</th></tr>${row.repeat(MB / row.length)}</table>`;
      const plans = expectFastRun(() => readSaasLanding(table, "https://acme.example/pricing/").pricing, 20_000);
      expect(plans.length).toBeLessThanOrEqual(8);
    },
  );
  it("weighs 48 KB of lists of headed teasers, nested in each other and wide, and of paragraphs under pictures in bounded time", () => {
    // 16 KB of lists each inside the item of the one before, 200 deep (each item's first 30 elements read, across the
    // nest: a list that read all it holds would read the nest 200 times), a list of 16 KB of items of a heading, its
    // link, a source line and 40 elements without words (40 items read, 30 elements of each), and 16 KB of pictures
    // in blocks of many elements, each before a paragraph of many elements (11 and 100 nodes read).
    const level = '<ul><li><h4><a href="/s">a story</a></h4><span>AFP 2 days ago</span>';
    const nest = `<div>${level.repeat(200)}${"</li></ul>".repeat(200)}</div>`;
    const item = `<li><h4><a href="/s">a story</a></h4><span>AFP · 2 days ago</span>${"<i></i>".repeat(40)}</li>`;
    const picture = `<p><img src="/p.jpg">${"<i></i>".repeat(20)}</p><p>${"<b>a</b>".repeat(60)}</p><p><img src="/p.jpg"></p><p>a caption</p>`;
    const html = `<h1>x</h1>${nest}<ul>${item.repeat(MB / 64 / item.length)}</ul>${picture.repeat(MB / 64 / picture.length)}`;
    const [lists, captions] = withDocument(html, "https://news.example/s", (document) =>
      expectFastRun(
        () => {
          const elements = elementsUnder(document);
          return [elements.filter(isHeadedTeaserList).length, elements.filter(isBareCaption).length];
        },
        1_000,
        { tries: 1 },
      ),
    );
    // (a list of one item is no list of other stories)
    expect(lists).toBe(1);
    expect(captions).toBe(Math.floor(MB / 64 / picture.length));
  });
  it("reads 64 KB of floors, each with many runs of words and links after its number, in bounded time", () => {
    // 50 floors counting up, each a writer's link, 25 runs of words in elements of their own (a text node each, read
    // with their hidden-ness), 10 links after the number (never read for the writer), and a last block of about 14 KB of
    // links and words with no number of its own, read only as far as the text's bound.
    const floor = (n: number) =>
      `<div class="p"><a href="/u/${n}">ann</a><div>${"<span>words of a floor </span>".repeat(25)}</div><span>${n}楼</span>${'<a href="/x">x</a>'.repeat(10)}</div>`;
    const floors = Array.from({ length: 50 }, (_, n) => floor(n + 1)).join("");
    const tail = `<div>${'<a href="/y">y</a> more words '.repeat((MB / 16 - floors.length) / 32)}</div>`;
    const posts = withDocument(
      `<title>A topic</title><h3>A topic</h3>${floors}${tail}`,
      "https://bbs.example/p/1",
      (document) => expectFastRun(() => floorPosts(document), 1_000, { tries: 1 }),
    );
    expect(posts?.length).toBe(50);
  });
  it("reads 240 KB of imageboard posts, nested quotes, long headers and names of many empty elements in bounded time", () => {
    // 1,000 blockquotes read at most: headers of many numbers ("No.1 No.2 …", 300 characters of a node read), names
    // classed as names holding 100 empty elements (40 read), 20 earlier siblings read a post, each post's text its
    // first 1,000 nodes; then 64 KB of blockquotes nested 50 deep in one another, each under a number (parsing far deeper
    // ones is jsdom's cost).
    const post = (n: number) =>
      `<div><span class="name">${"<i></i>".repeat(100)}ann</span>${"<b></b>".repeat(30)}${"No.1 ".repeat(60)}No.${n}<blockquote>${"<i>word</i> ".repeat(40)}</blockquote></div>`;
    const posts = Array.from({ length: 100 }, (_, n) => post(n + 2)).join("");
    const nested = `${"No.999 <blockquote>".repeat(50)}words${"</blockquote>".repeat(50)}`.repeat(MB / 16 / 1_605);
    const read = withDocument(
      `<title>A board</title>${posts}${nested}`,
      "https://board.example/b/res/1.htm",
      (document) => expectFastRun(() => imageboardPosts(document), 2_000, { tries: 1 }),
    );
    expect(read?.length).toBe(1_000);
    expect(read?.[0]?.author).toBeUndefined();
  });
  it("reads 224 KB of poster lines, a long line before a link and a reply's long text in bounded time", () => {
    // 32 KB of lines of a poster's link (the first one kept), 64 KB of reply headers' words before one link (200
    // characters of a line read as its header), and one reply whose text is 128 KB (20,000 characters of it read).
    const poster = `<div>Posted By: <a href="/members/1">${"ann ".repeat(20)}</a></div>`;
    const line = `<p>${"Reply 1 - Posted by: ".repeat(MB / 16 / 21)}<a href="/members/1">ann</a></p>`;
    const reply = `<div>Reply 1 - Posted by: <a href="/members/2">bob</a></div><div>${"words of a reply ".repeat(MB / 8 / 17)}</div>`;
    const html = `<title>An item</title><h1>An item</h1>${poster.repeat(MB / 32 / poster.length)}${line}${reply}`;
    const replies = withDocument(html, "https://forum.example/2024/item.html", (document) =>
      expectFastRun(() => numberedReplies(document), 1_000),
    );
    expect(replies).toBeUndefined();
  });
  it(
    "reads 32 KB of names in wrappers of one block, header lines ending in a time, name-and-time lines and text classes in bounded time",
    { timeout: 300_000 },
    () => {
      // (32 KB: the page's older paths read this shape at about 20 ms a kilobyte, before and after these rules)
      // Profile links nested in 30 wrappers each (24 levels climbed), a header line of name, tagline and time after
      // each (80 elements, 200 characters read), a writer's line of a name then a time (30 elements), 40 text classes
      // a post (200 elements read for them), headlines and a work's texts (10 and 20 read).
      const wrap = (html: string) => `${"<div>".repeat(30)}${html}${"</div>".repeat(30)}`;
      const answer = `<div class="answer_content">${wrap('<a href="/profile/a">ann</a>')}<div><span>Owner · </span><span> · Mar 24</span></div><div class="w"><span>bo</span><span>2020.06.09 09:42 发布</span></div>${'<div class="a-content b-text">'.repeat(40)}w${"</div>".repeat(40)}</div>`;
      const html = `<title>A topic</title><h1>site</h1><article itemscope itemtype="https://schema.org/CreativeWork">${'<h3 itemprop="headline">x</h3><div itemprop="text"></div>'.repeat(50)}${answer.repeat((MB / 32 - 2_000) / answer.length)}</article>`;
      withDocument(html, "https://answers.example/q/1", (document) =>
        expectFastRun(() => readForumThread(document), 20_000),
      );
    },
  );
});
