// An article's date and writer as the page shows them where no meta or data gives them (decision 045, twenty-eighth
// session): a heading that is a date alone (blog themes print the day over or under the title), a nickname linked
// over the date (blog platforms). Each read from a small hand-written page that names no site.
import { describe, expect, it } from "vitest";
import { readPageContent } from "./read-page-content.server";
import { formatSourceFacts, type TSourceFacts } from "./read-source.server";

function read(html: string, url: string): string {
  const result = readPageContent({ reader: "web-page", html, url, contentType: "text/html" });
  if (!result.ok) throw new Error(result.message);
  return formatSourceFacts({ ...result.content, url } as TSourceFacts);
}

const howTo = [
  "With a single-board computer you can make very simple toys. I started with the hello world of interactive apps.",
  "The controller sends its events to a pipe, and a short awk script reads each line and plays the matching sound.",
  "stdbuf is very useful when playing with pipes where the input command is blocking and buffers its whole output.",
  "The second toy reads a tag with a cheap reader and plays the song whose name the tag holds, in the same way.",
]
  .map((sentence) => `<p>${sentence}</p>`)
  .join("");

describe("a heading that is a date alone (twenty-eighth session)", () => {
  const url = "https://blog.example/awk-driven-toys.html";

  it("dates the post under its title and subtitle, as a blog theme prints it", () => {
    const page = `<!doctype html><html><head><title>Random thoughts - awk driven toys</title></head><body>
      <header><nav><a href="/">Home</a> <a href="/archives">Archives</a></nav></header>
      <article><div class="title"><h1> awk driven toys </h1><h2> Making toys with traditional unix tools</h2></div>
      <div class="when"><h2> July 05, 2017 </h2></div><div class="content">${howTo}</div></article></body></html>`;
    expect(read(page, url)).toMatch(/^Published: 2017-07-05$/m);
  });

  it("dates the post over its title, as a classic blog theme prints the day", () => {
    const page = `<!doctype html><html><head><title>Ins neue Jahr « Tagebuch</title></head><body>
      <h1 id="header"><a href="/">Tagebuch</a></h1><div id="content"><h2>2019-01-01</h2>
      <div class="post"><h3 class="storytitle">Ins neue Jahr</h3>${howTo}</div></div></body></html>`;
    expect(read(page, url)).toMatch(/^Published: 2019-01-01$/m);
  });

  it("a heading that says more than its date dates nothing", () => {
    const page = `<!doctype html><html><head><title>Random thoughts - awk driven toys</title></head><body>
      <article><h1>awk driven toys</h1><h2>What changed in the tools between July 05, 2017 and this year</h2>
      ${howTo}</article></body></html>`;
    expect(read(page, url)).not.toMatch(/^Published:/m);
  });
});

const chinesePost = [
  "众所周知，JavaScript 一直在快速变化，新的版本带来了很多很棒的特性，我们大都已经迫不及待地尝试了。",
  "下面列出一些有用的技巧，相信总有一天会对你有所帮助，也能让代码变得更简短、更清晰。",
  "函数的参数可以设置默认值，有了这个，我们可以实现一个验证方法参数不能为空的巧妙技巧。",
  "要从数组中获得唯一的值，过去需要使用过滤方法，但是有了新的集合对象，事情就变得非常简单了。",
]
  .map((sentence) => `<p>${sentence.repeat(2)}</p>`)
  .join("");

/** A blog platform's post: the headline, then a bar of a link, the date and the counts. */
const platformPost = (link: string) =>
  `<!doctype html><html><head><title>十个实用的 JavaScript 技巧</title></head><body>
   <div class="main"><article><h1 class="title-article">十个实用的 JavaScript 技巧</h1>
   <div class="article-bar">${link} <span class="time">2020-07-02 08:25:00</span> <span class="read-count">495</span></div>
   ${chinesePost}</article></div></body></html>`;

describe("a nickname linked over the date (twenty-eighth session)", () => {
  const url = "https://blog.example/a1b2/article/details/1007";

  it("names the writer by the link the page marks as a nickname or a user's name", () => {
    expect(
      read(platformPost('<a class="follow-nickName" href="https://me.blog.example/a1b2">小明@前端世界</a>'), url),
    ).toMatch(/^Author: 小明@前端世界$/m);
    expect(read(platformPost('<a class="author-nick" href="https://blog.example/a1b2">dev_ann</a>'), url)).toMatch(
      /^Author: dev_ann$/m,
    );
  });

  it("a link marked as no person (a category over the date) names no writer", () => {
    expect(read(platformPost('<a class="category" href="/c/frontend">前端开发</a>'), url)).not.toMatch(/^Author:/m);
  });
});
