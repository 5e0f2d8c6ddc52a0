// A post's header line of its writer's badges, what the writer did and when, read as the header it is and not as the
// post's text (issue 26, decision 045, twenty-eighth session): the text is the content block below it.
import { describe, expect, it } from "vitest";
import { readPageContent } from "./read-page-content.server";
import { formatSourceFacts, type TSourceFacts } from "./read-source.server";

function read(html: string, url: string): { facts: TSourceFacts; prompt: string } {
  const result = readPageContent({ reader: "web-page", html, url, contentType: "text/html" });
  if (!result.ok) throw new Error(result.message);
  const facts = { ...result.content, url } as TSourceFacts;
  return { facts, prompt: formatSourceFacts(facts) };
}

const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`;

describe("a post's header of what its writer did and when", () => {
  // A support forum's Q&A: each post's header (avatar, the name with its badge's tooltip, "answered on DATE") in a
  // column the software classes as the message's, its text in a content block below.
  const post = (name: string, action: string, date: string, text: string, kind = "answer") =>
    `<div class="thread-message"><div class="votes">0</div><div class="${kind}-container">
       <div class="row"><div class="messageby-col"><div class="msg-author"><img class="avatar" alt="" src="/a.gif">
         <span class="username">${name}</span><div class="badge-tooltip"><span>Expert</span><span>Level 3</span></div></div>
         <div class="msg-action">${action} on <span>${date}</span></div></div></div>
       <div><div class="msg-content">${text}</div></div></div></div>`;

  it("reads each answer's text below its header, not the header's badges and date", () => {
    const { facts, prompt } = read(
      page(
        "Grid rows lose their values when scrolled | Support Forum",
        `<h1>Grid rows lose their values when scrolled</h1>
         ${post("Ana Ruiz", "Ana Ruiz asked", "10 Feb 2019, 09:05 AM", "<p>When I scroll the grid up and down, the combo boxes in its rows show the values of other rows.</p>", "question")}
         <h2>2 Answers</h2>
         ${post("Mara", "answered", "12 Feb 2019, 10:15 AM", "<p>That sounds odd. Could you attach a small project that shows it, so we can look?</p>")}
         ${post("Tom", "answered", "03 Apr 2019, 08:40 PM", "<p>Did you find a fix? My grid does the same since the update.</p>")}`,
      ),
      "https://support.example/forums/grid-rows-lose-their-values",
    );
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Posted by: Ana Ruiz");
    expect(prompt).toContain("Original post:\nWhen I scroll the grid up and down");
    expect(prompt).toContain("- [Mara] That sounds odd. Could you attach a small project");
    expect(prompt).toContain("- [Tom] Did you find a fix? My grid does the same since the update.");
    expect(prompt).not.toContain("answered on 12 Feb 2019");
  });

  // The same header ending in the post's age alone on its last line, or after a separator the votes run into
  // ("arrow-up 7· 2 years ago"), as federated forums draw their comments' headers.
  const aged = (name: string, age: string, text: string) =>
    `<div class="thread-message"><div class="answer-container"><div class="row"><div class="messageby-col">
       <div class="msg-author"><span class="username">${name}</span><div class="badge-tooltip"><span>OP</span><span>English</span></div></div>
       ${age}</div></div><div><div class="msg-content">${text}</div></div></div></div>`;

  it("reads each comment's text below a header that ends in its age", () => {
    const { prompt } = read(
      page(
        "Grid rows lose their values when scrolled | Support Forum",
        `<h1>Grid rows lose their values when scrolled</h1>
         ${post("Ana Ruiz", "Ana Ruiz asked", "10 Feb 2019, 09:05 AM", "<p>When I scroll the grid up and down, the combo boxes in its rows show the values of other rows.</p>", "question")}
         ${aged("Mara", "<div>arrow-up 17·</div><div>1 year ago</div>", "<p>That sounds odd. Could you attach a small project that shows it, so we can look?</p>")}
         ${aged("Tom", "<div>arrow-up 7· 2 years ago</div>", "<p>Did you find a fix? My grid does the same since the update.</p>")}`,
      ),
      "https://support.example/forums/grid-rows-lose-their-values",
    );
    expect(prompt).toContain("- [Mara] That sounds odd. Could you attach a small project");
    expect(prompt).toContain("- [Tom] Did you find a fix? My grid does the same since the update.");
    expect(prompt).not.toContain("year ago");
    expect(prompt).not.toContain("years ago");
  });
});
