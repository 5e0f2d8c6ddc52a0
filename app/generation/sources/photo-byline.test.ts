// A writer beside his photo in an unlabelled bar under the headline (decision 045, twenty-first session), read from a
// small hand-written page as the web page reader reads it.
import { describe, expect, it } from "vitest";
import { readPageContent } from "./read-page-content.server";
import { formatSourceFacts, type TSourceFacts } from "./read-source.server";

function read(html: string, url = "https://news.example/story/1"): string {
  const result = readPageContent({ reader: "web-page", html, url, contentType: "text/html" });
  if (!result.ok) throw new Error(result.message);
  return formatSourceFacts({ ...result.content, url } as TSourceFacts);
}

const story = `<p>${"The second match of the series was won by seven wickets after a steady chase in the evening. ".repeat(6)}</p>
  <p>${"The openers put on a century stand before the middle order finished the job with an over to spare. ".repeat(6)}</p>`;

const page = (bar: string) =>
  `<!doctype html><html lang="ur"><head><title>پاکستان دوسرے ٹی ٹونٹی میں کامیاب</title><meta property="og:type" content="article"></head>
   <body><div class="news"><h1>پاکستان دوسرے ٹی ٹونٹی میں کامیاب</h1><h2>سیریز 1-1 سے برابر</h2>${bar}
   <div class="text">${story}</div></div></body></html>`;

const photo = (size: number) =>
  `<img class="reps" width="${size}" height="${size}" alt="Zeeshan Mehtab" src="https://cdn.news.example/admin/40x40/1.png">`;

describe("a writer beside his photo under the headline (twenty-first session)", () => {
  it("the name beside a small photo in a bar with the date is the byline", () => {
    const bar = (img: string, date: string) =>
      `<p class="info"><span>${img} ذیشان مہتاب </span><span>اتوار <span>12</span> مئی <span>${date}</span></span></p>`;
    expect(read(page(bar(photo(40), "2024")))).toMatch(/^Author: ذیشان مہتاب$/m);
    // (a picture of the story's size is no portrait; a bar without a date is no byline's line)
    expect(read(page(bar(photo(360), "2024")))).not.toMatch(/^Author:/m);
    expect(read(page(bar(photo(40), "")))).not.toMatch(/^Author:/m);
  });

  it("a photo that links elsewhere (a section's icon) or a name of more than four words is no byline", () => {
    const linked = `<p><a href="/sports">${photo(40)}</a> Sports <span>12 May 2024</span></p>`;
    expect(read(page(linked))).not.toMatch(/^Author:/m);
    const sentence = `<p>${photo(40)} the match was played in the evening <span>12 May 2024</span></p>`;
    expect(read(page(sentence))).not.toMatch(/^Author:/m);
  });
});
