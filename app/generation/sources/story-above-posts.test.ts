// A news story above its reader comments is an article; a forum's opening post under its title stays a thread.
import { describe, expect, it } from "vitest";
import { readPageContent } from "./read-page-content.server";
import { formatSourceFacts, type TSourceFacts } from "./read-source.server";

function read(html: string, url: string): { kind: string; prompt: string } {
  const result = readPageContent({ reader: "web-page", html, url, contentType: "text/html" });
  if (!result.ok) throw new Error(result.message);
  return { kind: result.content.kind, prompt: formatSourceFacts({ ...result.content, url } as TSourceFacts) };
}

const comment = (id: number, name: string, text: string) =>
  `<div class="CommentTreeItem"><div class="CommentHeader"><span class="Date">By <a id="UserName" class="CommentName" href="/CommentUser.aspx?user=${id}">${name}</a> on <span id="PostDate">5/15/13</span>, <strong>Rating: </strong>2</span></div><div class="CommentText">${text}</div></div>`;
const comments = [
  comment(251518, "karimtemple", "I cannot tell you how much more I wanted a new phone than this one."),
  comment(251519, "EnzoFX", "The price is far too high for a phone without a contract."),
  comment(251520, "Goty", "Stock software on this hardware is what many of us asked for."),
].join("");

describe("a news story above its reader comments", () => {
  it("reads the story and its headline, not its first comment as a thread's post", () => {
    const paragraph = (words: string) => `${words} `.repeat(4).trim();
    const { kind, prompt } = read(
      `<!doctype html><html><head><title>News - Phone maker sells an unlocked edition</title></head><body>
       <div class="ArticleInfo"><span class="ArticleCategory">Gadgets</span>
       <a class="ArticleHeadline" href="/article31563.htm">Phone maker sells an unlocked edition</a><br>
       <a class="DateStory" href="/ContactStaff.aspx?id=18">Brandon Hill</a> - <span class="DateStory">May 15, 2013 1:42 PM</span></div>
       <span class="ArticleBody">${paragraph("The company will sell a fully unlocked version of its phone with a stock system.")}<br><br>
       ${paragraph("The edition will be available from the store next month at a price of $649.")}<br><br>
       ${paragraph("Developers will be able to use the new game services on both systems this year.")}<br><br>
       ${paragraph("The company says it is on track for many more activations than last year.")}</span>
       <div class="Comments">${comments}</div></body></html>`,
      "https://news.example/Phone+maker+sells/article31563.htm",
    );
    expect(kind).toBe("web-page");
    expect(prompt).toContain("The company will sell a fully unlocked version of its phone");
    expect(prompt).toMatch(/^Title: .*Phone maker sells an unlocked edition$/m);
    expect(prompt).not.toContain("Posted by: karimtemple");
  });

  it("keeps a forum's topic a thread: only its title, breadcrumbs and a short rule line come before the opening post", () => {
    const { kind, prompt } = read(
      `<!doctype html><html><head><title>Which phone to buy - Forum</title></head><body>
       <nav><a href="/">Forum</a> › <a href="/f/phones">Phones</a></nav><h1>Which phone to buy</h1>
       <p>Be kind to each other. Read the rules before you post.</p>${comments}</body></html>`,
      "https://forum.example/t/which-phone-to-buy",
    );
    expect(kind).toBe("discussion");
    expect(prompt).toContain("Posted by: karimtemple");
  });
});
