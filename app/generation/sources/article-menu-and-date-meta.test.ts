// An article's writer and date where the page's furniture says otherwise (decision 045, twenty-seventh session): the
// "my blog" item of a blog platform's account menu ("我的博客") names the visitor, no writer, and of a meta named only
// "date" (the page's last change or crawl) and the data's datePublished, the one whose day the page shows dates the
// article. Each read from a small hand-written page that names no site.
import { describe, expect, it } from "vitest";
import { readPageContent } from "./read-page-content.server";
import { formatSourceFacts, type TSourceFacts } from "./read-source.server";

function read(html: string, url = "https://blog.example/u/a1b2/article/details/1007"): string {
  const result = readPageContent({ reader: "web-page", html, url, contentType: "text/html" });
  if (!result.ok) throw new Error(result.message);
  return formatSourceFacts({ ...result.content, url } as TSourceFacts);
}

const post = [
  "众所周知，JavaScript 一直在快速变化，新的版本带来了很多很棒的特性，我们大都已经迫不及待地尝试了。",
  "下面列出一些有用的技巧，相信总有一天会对你有所帮助，也能让代码变得更简短、更清晰。",
  "函数的参数可以设置默认值，有了这个，我们可以实现一个验证方法参数不能为空的巧妙技巧。",
  "要从数组中获得唯一的值，过去需要使用过滤方法，但是有了新的集合对象，事情就变得非常简单了。",
]
  .map((sentence) => `<p>${sentence.repeat(2)}</p>`)
  .join("");

/** A blog platform's post: the toolbar with the visitor's account menu, the blog's own header, the post. */
const blogPost = (menu: string, header: string) =>
  `<!doctype html><html><head><title>十个实用的 JavaScript 技巧</title></head><body>
   <div class="toolbar"><div class="toolbar-user"><div class="menu-item"><a href="/account">帐号设置</a></div>
   <div class="menu-item">${menu}</div><div class="menu-item"><a href="/logout">退出</a></div></div></div>
   <div class="blog-header">${header}</div>
   <div class="main"><article><h1 class="title-article">十个实用的 JavaScript 技巧</h1>
   <div class="article-info"><span class="time">2020-07-02 08:25:00</span> <span>阅读数 495</span></div>
   ${post}</article></div></body></html>`;

describe("a visitor's account menu names no writer (twenty-seventh session)", () => {
  it('the menu\'s "我的博客" ("my blog") gives way to the blog\'s own "NAME的博客" after it', () => {
    const prompt = read(blogPost('<a href="/">我的博客</a>', '<a href="/u/a1b2">张小明的博客</a>'));
    expect(prompt).toMatch(/^Author: 张小明$/m);
  });

  it('a menu\'s "我的博客" or "私のブログ" alone names no writer at all', () => {
    expect(read(blogPost('<a href="/">我的博客</a>', ""))).not.toMatch(/^Author:/m);
    expect(read(blogPost('<a href="/">私のブログ</a>', ""))).not.toMatch(/^Author:/m);
  });
});

/** A news story: a meta named "date" in its head, its data's NewsArticle, the date it shows under its headline. */
const newsStory = (head: string, shown = "Apr 22, 2024") =>
  `<!doctype html><html><head><title>Receiver focused on the season ahead | Club News</title>${head}</head><body>
   <article><h1>Receiver focused on the season ahead</h1><div class="byline">By Sam Carter · ${shown}</div>
   <p>THOUSAND OAKS – Hearing the receiver describe it, the physical and mental toll of last year's injuries was plain.</p>
   <p>He said the rehab process took basically the entire offseason away, up until the start of training camp.</p>
   <p>What helped him through it was a mindset of being present, whether that be on or off the field each day.</p>
   <p>On Monday, he carried the same attitude as he looked ahead to the months of preparation before the season.</p>
   </article></body></html>`;

const newsData = (published: string) =>
  `<script type="application/ld+json">${JSON.stringify({
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: "Receiver focused on the season ahead",
    datePublished: published,
    author: { "@type": "Person", name: "Sam Carter" },
  })}</script>`;

describe('of a meta named only "date" and the data\'s datePublished, the day the page shows (twenty-seventh session)', () => {
  it("the data's publication day, which the page shows, over a later day in the generic date meta", () => {
    const prompt = read(
      newsStory(`<meta name="date" content="2024-04-25T15:47:59.000Z">${newsData("2024-04-22T22:44:32.799Z")}`),
    );
    expect(prompt).toMatch(/^Published: 2024-04-22T22:44:32\.799Z$/m);
  });

  it("the generic date meta stays where the page shows its day, not the data's (a story first published earlier)", () => {
    const prompt = read(
      newsStory(
        `<meta name="date" content="September 5, 2025">${newsData("2025-09-01T14:10:40+01:00")}`,
        "Sep 5, 2025",
      ),
    );
    expect(prompt).toMatch(/^Published: September 5, 2025$/m);
  });

  it("the generic date meta still dates a page whose data gives no date", () => {
    expect(read(newsStory('<meta name="date" content="2024-04-22">'))).toMatch(/^Published: 2024-04-22$/m);
  });
});
