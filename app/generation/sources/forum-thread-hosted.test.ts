// A forum kept under a folder of a forum host (issue 26, decision 045, twenty-eighth session): the page's first heading
// is the forum's name linking to the forum's home above the page, and each post's header line, classed as the author's,
// shows only the post's time and number ("Aug 08, 2006 #2") while a card beside it names the writer.
import { describe, expect, it } from "vitest";
import { readPageContent } from "./read-page-content.server";
import { formatSourceFacts, type TSourceFacts } from "./read-source.server";

function read(html: string, url: string): { facts: TSourceFacts; prompt: string } {
  const result = readPageContent({ reader: "web-page", html, url, contentType: "text/html" });
  if (!result.ok) throw new Error(result.message);
  const facts = { ...result.content, url } as TSourceFacts;
  return { facts, prompt: formatSourceFacts(facts) };
}

const post = (n: number, name: string, shown: string, iso: string, text: string) =>
  `<div class="post postrow p_${n}"><div class="post-profile-block"><dl class="postprofile"><dt class="avatar-username">
   <span class="username" itemprop="name">${name}</span></dt></dl></div>
   <div class="postbody"><div class="post_content"><p class="author"><i class="icon-clock"></i>
   <span class="posttime"><span class="timespan">${shown}</span></span><a class="unread" href="#p${n}"><span>#${n}</span></a>
   <time class="hide" datetime="${iso}">${iso}</time></p>
   <div class="content" itemprop="commentText">${text}</div></div></div></div>`;

const url = "https://boards.example/groups/pondkeepers/when-to-feed-koi-in-winter-t4410.html";
const html = `<!doctype html><html><head><title>When to feed koi in winter - Pond Keepers Forum</title></head><body>
  <div class="header"><h1><a href="https://boards.example/groups/pondkeepers/?sid=0a7f3c9e5b2d4f61">Pond Keepers Forum</a></h1></div>
  <div class="breadcrumbs"><a href="https://boards.example/groups/pondkeepers/">Pond Keepers Forum</a> &gt; <a href="/groups/pondkeepers/koi-f3/">Koi</a></div>
  <div id="page-body"><h1 itemprop="name">When to feed koi in winter</h1><div class="topic-posts">
  ${post(1, "Greta M", "Nov 02, 2019", "2019-11-02T09:12+00:00", "The water is down to eight degrees now and the koi still come up begging. Should I keep feeding them or stop until spring?")}
  ${post(2, "pondlife_ed", "Nov 02, 2019", "2019-11-02T11:40+00:00", "Below ten degrees their digestion slows right down, so switch to a wheatgerm food and feed only a little.")}
  ${post(3, "Harun", "Nov 03, 2019", "2019-11-03T18:05+00:00", "Stop completely under six degrees, uneaten food only fouls the water.")}
  </div></div></body></html>`;

describe("a forum host's thread: the forum's name above it, the posts' header lines showing only their time and number", () => {
  const { facts, prompt } = read(html, url);

  it("reads the topic's own title, not the forum's name linking to the forum's home above the page", () => {
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Thread title: When to feed koi in winter");
  });

  it("names each writer from the card, not the post's number, and keeps the header line out of the text", () => {
    expect(prompt).toContain("Posted by: Greta M");
    expect(prompt).toContain(
      "- [pondlife_ed] Below ten degrees their digestion slows right down, so switch to a wheatgerm food and feed only a little.",
    );
    expect(prompt).toContain("- [Harun] Stop completely under six degrees, uneaten food only fouls the water.");
  });
});
