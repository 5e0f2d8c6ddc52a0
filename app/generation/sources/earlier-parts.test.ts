// A story cut in two blocks by a row of the page (an ad's, a full-width picture's): its first paragraphs, in a block
// of their own before the part Readability keeps, are the story's start.
import { describe, expect, it } from "vitest";
import { readPageContent } from "./read-page-content.server";
import { formatSourceFacts, type TSourceFacts } from "./read-source.server";

function mainText(html: string, url = "https://news.example/2019/12/30/retirement"): string {
  const result = readPageContent({ reader: "web-page", html, url, contentType: "text/html" });
  if (!result.ok) throw new Error(result.message);
  const prompt = formatSourceFacts({ ...result.content, url } as TSourceFacts);
  return prompt.slice(prompt.indexOf("Main text:\n") + "Main text:\n".length).trim();
}

const page = (body: string) =>
  `<!doctype html><html><head><title>A surprise retirement - News</title></head><body><h1>A surprise retirement</h1>${body}</body></html>`;

const later = [
  "Party officials in the district said they had not been told of the plan before the announcement on Tuesday evening.",
  "Several local candidates who had waited for years for the seat to open said the timing had left them no chance to run.",
  "One councilman said it was very discourteous to the Republicans who had respected the congressman and stayed out.",
  "A dozen candidates filed before the deadline, but the field is notably short of the local politicians who usually run.",
  "The congressman's office declined to comment for this story when it was reached by phone on Monday afternoon.",
  "The state held two special elections this year, one of them ordered after fraud was found in a race a year ago.",
];

// Two rows of the page, each with its own block of the story's paragraphs, an ad's row between them.
const splitStory = (first: string[], paragraph = (text: string) => `<p class="story-text__paragraph">${text}</p>`) =>
  `<section class="row"><div class="column"><div class="story-text">${first.map(paragraph).join("")}
   <aside class="story-enhancement"><p class="story-continued">Story continued below</p></aside></div></div></section>
   <section class="row ad-row"><div class="ad-slot" aria-label="Advertisement"></div></section>
   <section class="row"><div class="column"><div class="story-text">${later.map(paragraph).join("")}</div></div></section>`;

describe("a story cut in two blocks by a row of the page", () => {
  it("starts with the paragraphs of the first block, of the same kind as the text's first", () => {
    const first = [
      "The congressman's surprise retirement, revealed a day before the filing deadline, has angered some Republicans in the state.",
      "He will leave the House for a role in the administration, a decision he disclosed in an interview on Tuesday.",
    ];
    expect(mainText(page(splitStory(first))).split("\n")).toEqual([...first, ...later]);
  });

  it("starts with them when the paragraphs carry no class and their blocks do", () => {
    const first = [
      "The congressman's surprise retirement, revealed a day before the filing deadline, has angered some Republicans in the state.",
    ];
    expect(mainText(page(splitStory(first, (text) => `<p>${text}</p>`))).split("\n")).toEqual([...first, ...later]);
  });

  it("leaves out a quotation set apart in a block of that kind before the text (a fact check's claim)", () => {
    const claim = [
      "“A cause for serious concern is the situation in the south, where the bandits continue to block every convoy of aid.”",
    ];
    expect(mainText(page(splitStory(claim, (text) => `<p>${text}</p>`))).split("\n")).toEqual(later);
  });
});

describe("a Q&A page's posts, whose paragraphs share one kind", () => {
  const question = [
    "I would like to render a transparent pixel from a controller action without a template. Is there a cleaner way?",
    "Would appreciate some cleaner way to do it than my own.",
  ];
  const answer = [
    "You can send the bytes of the image straight from the action, with the content type set before the response goes.",
    "Decode the pixel once when the module loads, keep it in an attribute of the module and send that in every request.",
    "Set the cache headers too, so that a browser asks for the pixel once and keeps it for as long as the page is open.",
    "This keeps the action small and avoids a template, a view and a file on disk for what is only forty-three bytes.",
    "If you need more than one image, a small plug that serves them from a map of names to bytes does the same work.",
    "The tests for such an action only check the status, the content type and the length of the body that comes back.",
  ];
  const post = (paragraphs: string[]) =>
    `<div class="post-text">${paragraphs.map((text) => `<p>${text}</p>`).join("")}</div>`;
  const html = page(
    `<div class="question">${post(question)}
     <div class="post-menu"><a href="/q/1">share</a> | <a href="/posts/1/edit">improve this question</a></div>
     <div class="user-info">asked Oct 18 '15 at 6:23 <a href="/users/1/owyongsk">owyongsk</a> 776 7 16</div>
     <div class="comments"><a class="js-add-link">add a comment</a></div></div>
     <div id="answers"><h2>1 Answer</h2><div class="answer"><div class="vote">4</div>${post(answer)}
     <div class="user-info">answered Oct 19 '15 at 1:02 <a href="/users/2/ann">Ann</a></div></div></div>`,
  );

  it("keeps an answer's text apart from the question above it (the page's text between two posts)", () => {
    expect(mainText(html, "https://qa.example/questions/1/a-transparent-pixel").split("\n")).toEqual(answer);
  });
});
