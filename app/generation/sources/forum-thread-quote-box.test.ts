// A post's body held in a blockquote that opens with a box quoting another post (issue 26, decision 045, twenty-eighth
// session): vBulletin holds each post so, and its printable view labels the box "Quote:" over "Originally Posted by X";
// the box is the quote, the post's own words after it stay.
import { describe, expect, it } from "vitest";
import { readPageContent } from "./read-page-content.server";
import { formatSourceFacts, type TSourceFacts } from "./read-source.server";

function read(html: string, url: string): { facts: TSourceFacts; prompt: string } {
  const result = readPageContent({ reader: "web-page", html, url, contentType: "text/html" });
  if (!result.ok) throw new Error(result.message);
  const facts = { ...result.content, url } as TSourceFacts;
  return { facts, prompt: formatSourceFacts(facts) };
}

const post = (n: number, name: string, body: string) =>
  `<li class="postbit blockbody" id="post_${n}"><div class="header"><div class="datetime">03-14-2011</div>
   <span class="username">${name}</span></div><div class="content"><blockquote class="restore">${body}</blockquote></div></li>`;
const quoteBox = (name: string, words: string) =>
  `<div class="bbcode_container"><div class="bbcode_description">Quote:</div><div class="bbcode_quote printable"><hr />
   <div>Originally Posted by <strong>${name}</strong> <a href="/t-post2.html#post2"><img src="/viewpost.gif" alt="View Post" /></a></div>
   <div class="message">${words}</div><hr /></div></div>`;

describe("a printable thread whose reply opens with a labelled box quoting another post", () => {
  const { facts, prompt } = read(
    `<!doctype html><html><head><title> Why does my loop never end?</title></head><body>
     <div id="header"><a href="https://forum.example/"><img src="/logo.png" alt="Forum"></a></div>
     <div id="content"><h1><a href="https://forum.example/t-123.html">Why does my loop never end?</a></h1>
     <div class="smallfont">Printable View</div><ul id="postlist">
     ${post(1, "rowan_b", "My while loop keeps running after the counter passes ten and I cannot see why it does not stop.")}
     ${post(2, "Tamsin", "You compare the counter with a string, so the test never becomes false.")}
     ${post(3, "rowan_b", `${quoteBox("Tamsin", "You compare the counter with a string, so the test never becomes false.")}<br />That was it, the value came from a form field as text and now the loop stops.`)}
     </ul></div><div id="footer">All times are GMT. Powered by forum software.</div></body></html>`,
    "https://forum.example/t-123.html",
  );

  it("keeps the reply's own words, by its writer, and leaves the quoted words to the post they quote", () => {
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Posted by: rowan_b");
    expect(prompt).toContain("- [Tamsin] You compare the counter with a string, so the test never becomes false.");
    expect(prompt).toContain(
      "- [rowan_b] That was it, the value came from a form field as text and now the loop stops.",
    );
  });
});

describe("a blockquote headed by a quote's title line alone stays a quote of another post", () => {
  const { prompt } = read(
    `<!doctype html><html><head><title>Which grease for a bike chain?</title></head><body>
     <h1>Which grease for a bike chain?</h1>
     <div class="post"><div class="author">Imogen</div><div class="body">Is a wax lubricant better than oil for a chain that sees rain every day?</div></div>
     <div class="post"><div class="author">Farid</div><div class="body">Wax stays cleaner, but oil copes with rain far better in my experience.</div></div>
     <div class="post"><div class="author">Imogen</div><div class="body"><blockquote><div>Quote: Farid wrote:</div>Wax stays cleaner, but oil copes with rain far better in my experience.</blockquote>Thanks, I will try a wet oil this winter then.</div></div>
     </body></html>`,
    "https://forum.example/topic/88",
  );

  it("leaves the quoted words out of the reply", () => {
    expect(prompt).toContain("- [Imogen] Thanks, I will try a wet oil this winter then.");
    expect(prompt).not.toMatch(/\[Imogen\][^\n]*Wax stays cleaner/);
  });
});
