// Threads laid out as forum and Q&A software writes them (issue 26, decision 045, eighteenth session): a topic opened
// at a later page, a topic's title only in its breadcrumbs, a Q&A plugin's posts closed by "X answered 2 years ago".
import { describe, expect, it } from "vitest";
import { readPageContent } from "./read-page-content.server";
import { formatSourceFacts, type TSourceFacts } from "./read-source.server";

function read(html: string, url: string): { facts: TSourceFacts; prompt: string } {
  const result = readPageContent({ reader: "web-page", html, url, contentType: "text/html" });
  if (!result.ok) throw new Error(result.message);
  const facts = { ...result.content, url } as TSourceFacts;
  return { facts, prompt: formatSourceFacts(facts) };
}

const page = (head: string, body: string) => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

describe("a topic opened at a later page, its posts numbered", () => {
  const post = (name: string, number: string, text: string) =>
    `<div class="topic-post"><div class="creator"><a href="/users/${name}"><b class="username">${name}</b></a> <time>2016-07-25 22:50 UTC</time> <span class="post-number">${number}</span></div><div class="post"><p>${text}</p></div></div>`;
  const topic = (first: string, second: string) =>
    read(
      page(
        "<title>The Pi Has Changed Emulation - blog - Example Discussion</title>",
        `<h1><a href="/t/the-pi-has-changed-emulation/4462">The Pi Has Changed Emulation</a></h1>
         ${post("Eldon", first, "I make and sell kits like these in my spare time, the bartop kit is mine.")}
         ${post("sunk818", second, "Has anyone looked into games with a non-standard controller layout?")}`,
      ),
      "https://discuss.example/t/the-pi-has-changed-emulation/4462?page=2",
    );

  it("says the page starts mid-topic where its first post is numbered past 1: that post is a reply, no starter", () => {
    const { facts, prompt } = topic("#24", "#25");
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain(
      "The page starts mid-topic: a later page of the topic, its opening post (and who started it) not on it; every post below is a reply.",
    );
    expect(prompt).not.toContain("Posted by");
    expect(prompt).toContain("- [Eldon] I make and sell kits like these");
    expect(prompt).toContain("- [sunk818] Has anyone looked into games");
  });

  it("reads the first post numbered 1 as the topic's opening post", () => {
    const { prompt } = topic("#1", "#2");
    expect(prompt).not.toContain("mid-topic");
    expect(prompt).toContain("Posted by: Eldon");
    expect(prompt).toContain("- [sunk818] Has anyone looked into games");
  });
});

describe("a topic whose heading is its forum section's name", () => {
  const reply = (name: string, text: string) =>
    `<li class="topic-reply"><div class="reply-author"><a href="/forums/users/${name}/" class="author-name">${name}</a> Participant</div><div class="reply-content"><p>${text}</p></div></li>`;
  const topic = (title: string, heading: string) =>
    read(
      page(
        `<title>${title} - Example Tricks</title>`,
        `<h1 class="page-title">${heading}</h1>
         <div class="forum-breadcrumb"><p><a href="/">Home</a> › <a href="/forums/">Forums</a> › <a href="/forums/forum/css/">CSS</a> › <span class="breadcrumb-current">.last-child or???</span></p></div>
         <ul class="replies">${reply("helson", "I want to style the last col differently, how can I do that?")}${reply("Mattia", "Try .sliders .slider:nth-child(2) .col:last-child { background-color: red; }")}</ul>`,
      ),
      "https://tricks.example/forums/topic/last-child-or/",
    );

  it("takes the trail's last step for the title where the heading names a section the trail links to", () => {
    const { prompt } = topic(".last-child or???", "Forums");
    expect(prompt).toContain("Thread title: .last-child or???\n");
    expect(prompt).toContain("Posted by: helson");
    expect(prompt).toContain("- [Mattia] Try .sliders");
  });

  it("keeps the heading where the title does not hold the trail's last step, or the heading names no step", () => {
    expect(topic("Forums", "Forums").prompt).toContain("Thread title: Forums\n");
    expect(topic(".last-child or???", "Styling the last column").prompt).toContain(
      "Thread title: Styling the last column\n",
    );
  });
});

describe("a Q&A page whose posts close with 'X asked' and 'Y answered'", () => {
  const comment = (name: string, text: string) =>
    `<li class="qa-comment"><span class="comment-author"><a href="/" class="qa-user">${name}</a></span> <span>2 years ago</span><div class="comment-main">${text}</div></li>`;
  const entry = (kind: string, name: string, action: string, text: string, comments: string) =>
    `<div class="qa-entry qa-entry-${kind}"><div class="qa-side"><span class="qa-votes">3</span></div><div class="qa-main"><div class="qa-body"><p>${text}</p></div><div class="qa-tags"><a href="/tags/cms">cms</a></div><div class="qa-row"><ul class="qa-activity"><li><a href="/" class="qa-user">${name}</a> ${action} <a href="/q/1" title="October 30, 2008">16 years ago</a></li></ul></div><ul class="qa-comments">${comments}</ul></div></div>`;
  const html = page(
    "<title>Is there any CMS better than WordPress? - Example Answers</title>",
    `<h1>Is there any CMS better than WordPress?</h1>
     <div id="qa-body">${entry("question", "Arthur", "asked", "I am building a small business site and want to give the client some control over its content.", comment("Annette", "If you are a programmer at heart, give Django a serious look.") + comment("Jimmy", "It is both, and I am starting to get a little weirded out."))}</div>
     <div class="qa-answers">${entry("answer", "Arthur", "answered", "Given that the question is tagged ASP.NET, I would recommend looking at N2.", comment("Judith", "Having written my own CMS, it is an ordeal."))}${entry("answer", "Douglas", "answered", "Try a real CMS like Textpattern, simple and fast but powerful.", "")}</div>`,
  );

  it("reads the question's writer from its line, and each answer as a post by the writer its line names", () => {
    const { facts, prompt } = read(html, "https://answers.example/questions/question/is-there-any-cms");
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Posted by: Arthur");
    expect(prompt).toContain("Original post:\nI am building a small business site");
    expect(prompt).toContain("- [Arthur] Given that the question is tagged ASP.NET");
    expect(prompt).toContain("- [Douglas] Try a real CMS like Textpattern");
    // (the comments under a post are no posts of their own, and no commenter asked the question)
    expect(prompt).not.toContain("Posted by: Annette");
    expect(prompt).not.toContain("- [Annette]");
  });

  it("reads answers' lines without a question's line above them as no such page", () => {
    const { prompt } = read(
      html.replace(" asked ", " wrote "),
      "https://answers.example/questions/question/is-there-any-cms",
    );
    expect(prompt).not.toContain("- [Douglas] Try a real CMS like Textpattern");
  });
});

describe("a topic whose posts are headed by a date and a number, the starter's replies marked as the topic author's", () => {
  const post = (name: string, starter: boolean, number: number, text: string) =>
    `<li><div class="reply-header"><span class="post-date">2021-05-2${number} at 3:49 pm</span> <a href="#post-${number}">#${number}</a></div>
     <div class="post-${number} reply${starter ? " topic-author" : ""}"><div class="reply-author"><a href="/members/${name.toLowerCase()}/" class="author-link"><span class="author-name">${name}</span></a><div class="author-role">${starter ? "Keymaster" : "Participant"}</div></div>
     <div class="reply-content"><p>${text}</p></div></div></li>`;
  const topic = (wrapper: (posts: string) => string) =>
    read(
      page(
        "<title>Who is in your Top 3 Mentalists of all time? - Example Magic</title>",
        wrapper(`<h1 itemprop="headline">Who is in your Top 3 Mentalists of all time?</h1>
          <ul class="replies">${post("Kenny", true, 1, "If you want to, tell us who the top mentalist is.")}
          ${post("Bernie", false, 2, "Obviously top billing goes to Banachek and in no particular order Max Maven and Kreskin.")}
          ${post("Kenny", true, 3, "Great answer Bernie.")}
          ${post("Bernie", false, 4, "I just found out that Banachek originally lived in South Africa, in Port Elizabeth.")}</ul>`),
      ),
      "https://magic.example/forums/topic/top-3-mentalists/",
    );

  it("reads each short post of the starter's as a post, not as the writer's name", () => {
    const { facts, prompt } = topic((posts) => `<main>${posts}</main>`);
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Posted by: Kenny\n");
    expect(prompt).toContain("- [Kenny] Great answer Bernie.");
  });
});
