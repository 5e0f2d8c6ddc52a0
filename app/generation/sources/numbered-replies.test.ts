import { describe, expect, it } from "vitest";
import { readPageContent } from "./read-page-content.server";
import { formatSourceFacts, type TSourceFacts } from "./read-source.server";

const address = "https://news-forum.example/2024/05/12/an-act-is-the-antidote_128386.html";

function readAloud(html: string): string {
  const result = readPageContent({ reader: "web-page", html, url: address, contentType: "text/html" });
  if (!result.ok) throw new Error(result.message);
  return formatSourceFacts({ ...result.content, url: address } as TSourceFacts);
}

const reply = (n: number, name: string, words: string) =>
  `<div class="reply"><div class="details">Reply ${n} - Posted by: <a href="/members/${n}/${name}.html">${name}</a> 5/12/2024 12:0${n}:29 PM (No. 17165${n})</div>
   <div class="text">${words}</div></div>`;

const postedItem = (replies: string) => `<!doctype html><html><head><title>An Act Is the Antidote | News Forum</title>
  <meta property="og:type" content="article"></head><body>
  <h1>An Act Is the Antidote <br>to Division</h1><p>Daily Paper, by Ann Writer</p>
  <p class="posted">Posted By: <a href="/members/17329/moritz55.html">Moritz55</a>, 5/12/2024 11:53:43 AM</p>
  <p>${"Last week the House passed the act with a broad majority, and the vote was a surprise to many. ".repeat(6)}</p>
  ${replies}
  <h3>Most Recent Articles posted by Moritz55</h3><div><a href="/2024/05/11/other_1.html">Another posted story</a> Posted By: <a href="/members/17329/moritz55.html">Moritz55</a></div></body></html>`;

describe("a posted item followed by numbered replies", () => {
  it("reads the item's poster as the starter and each numbered reply with its writer, the poster's other items left out", () => {
    const facts = readAloud(
      postedItem(
        reply(1, "Jesuslover54", "Dream on, man.") +
          reply(
            2,
            "mc squared",
            "No, no, no. I agree in principle but an act protecting another group will spawn even more.",
          ) +
          reply(3, "sunset", "How about protections for everyone?"),
      ),
    );
    expect(facts).toContain("Source: discussion thread");
    expect(facts).toContain("Thread title: An Act Is the Antidote to Division");
    expect(facts).toContain("Posted by: Moritz55");
    expect(facts).toContain("- [Jesuslover54] Dream on, man.");
    expect(facts).toContain("- [mc squared] No, no, no. I agree in principle");
    expect(facts).toContain("- [sunset] How about protections for everyone?");
    expect(facts).not.toContain("Another posted story");
  });

  it("keeps an article with one numbered reply, or replies whose numbers do not count up, an article", () => {
    expect(readAloud(postedItem(reply(1, "Jesuslover54", "Dream on, man.")))).not.toContain("discussion thread");
    expect(
      readAloud(postedItem(reply(2, "Jesuslover54", "Dream on, man.") + reply(1, "sunset", "How about it?"))),
    ).not.toContain("discussion thread");
  });
});
