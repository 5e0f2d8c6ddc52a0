// A portal's list of other stories below the text, and the page's own date over a republished story's source date.
import { describe, expect, it } from "vitest";
import { readPageContent } from "./read-page-content.server";
import { formatSourceFacts, type TSourceFacts } from "./read-source.server";

function read(html: string, url = "https://news.example/story/1"): string {
  const result = readPageContent({ reader: "web-page", html, url, contentType: "text/html" });
  if (!result.ok) throw new Error(result.message);
  return formatSourceFacts({ ...result.content, url } as TSourceFacts);
}

const page = (body: string, title = "Zverev wins in Rome") =>
  `<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`;

const story = [
  "Zverev beat Jarry 6-4, 7-5 on Sunday to win the Italian Open, his biggest title since his injury two years ago.",
  "The world number five won in Rome for the second time, a week before the French Open begins in Paris.",
  "He hurt his ankle in the semi-final in Paris in 2022 and was out of the game for months afterwards.",
].map((sentence) => `<p>${sentence}</p>`);

const teaser = (source: string, age: string, headline: string, lead: string) =>
  `<li><div class="item"><img src="/t.jpg" alt=""><div><div><span>${source}</span><span>·</span><span>${age}</span></div>
   <h4><a href="/other/${headline.length}">${headline}</a></h4><p>${lead}</p></div></div></li>`;

const lead = (subject: string) =>
  `${subject} said on Tuesday that the draw on Thursday would settle whether he plays, after a season of injuries that kept him out of twelve tournaments and left his ranking far below where it was a year ago.`;

describe("a portal's list of other stories below the text", () => {
  it("leaves out a list of headed teasers, each with its source and age, and keeps the story", () => {
    const prompt = read(
      page(`<main><article><h1>Zverev wins in Rome</h1>${story.join("")}</article>
        <section><h2>Others are also reading</h2><ul>
        ${teaser("AFP", "2 days ago", "Nadal trains before six thousand fans", lead("Nadal"))}
        <li><div class="ad"><a href="https://ads.example">Ad</a> Why this ad? This game is a must if you are over 40.</div></li>
        ${teaser("AFP", "23 hours ago", "Djokovic marks his 1100th win", lead("Djokovic"))}
        ${teaser("Reuters", "3 hours ago", "Swiatek hopes to make history", lead("Swiatek"))}
        </ul></section></main>`),
    );
    expect(prompt).toContain("Zverev beat Jarry 6-4, 7-5 on Sunday");
    expect(prompt).toContain("He hurt his ankle in the semi-final");
    expect(prompt).not.toMatch(/Nadal|Djokovic|Swiatek|Others are also reading|2 days ago/);
  });

  it("keeps a list inside the text whose items are headed links without a source or date line", () => {
    const item = (name: string) =>
      `<li><h3><a href="/p/${name}">${name}</a></h3><p>${name} is the phone we would buy for its battery, which lasted two days in our tests, and for its bright screen that stays readable in the sun.</p></li>`;
    const prompt = read(
      page(
        `<article><h1>The best phones</h1>${story.join("")}<ul>${item("Aether X2")}${item("Nova Pro")}${item("Lumen 7")}</ul></article>`,
        "The best phones",
      ),
    );
    expect(prompt).toContain("Nova Pro is the phone we would buy");
    expect(prompt).toContain("Lumen 7 is the phone we would buy");
  });
});

describe("the page's date beside the headline over a republished story's credit line", () => {
  const body = (info: string) =>
    `<div class="detail"><h1>Anniversary meeting held in Tokyo</h1><p class="info">${info}</p>
     <div class="body">${story.join("")}<p>「人民網日本語版」2023年8月11日</p></div></div>`;
  const published = (info: string) =>
    read(page(body(info), "Anniversary meeting held in Tokyo")).match(/^Published: (.*)$/m)?.[1];

  it("reads the date a publication label gives in the line under the heading, whatever else the line holds", () => {
    expect(published("出所：http://j.people.com.cn | | 発表時間：2023-08-14")).toBe("2023-08-14");
    expect(published("来源：人民网 浏览次数：1024 发布时间：2023年8月14日")).toBe("2023-08-14");
    expect(published("Source: People's Daily Online | Views: 3,201 | Published: 14 August 2023")).toBe("2023-08-14");
  });
});

describe("a photo's caption that no markup names", () => {
  const photo = '<p class="center"><img src="/cars.jpg"><br></p>';
  const text = (between: string) =>
    read(
      page(
        `<article><h1>Parking fees in the villages</h1>${story[0]}${photo}${between}${story[1]}${story[2]}</article>`,
        "Parking fees in the villages",
      ),
    );

  it("leaves out a short line under a picture that is no sentence", () => {
    const prompt = text("<p>车主们将车停在外面小树林中</p><p><b>停车乱象普遍外溢</b></p>");
    expect(prompt).not.toContain("车主们将车停在外面小树林中");
    // (the subheading in bold under it stays, and so does the story around the picture)
    expect(prompt).toContain("停车乱象普遍外溢");
    expect(prompt).toContain("The world number five won in Rome");
  });

  it("keeps a sentence, a subheading in bold and a lead-in under a picture", () => {
    expect(text("<p>The cars stand in the wood outside.</p>")).toContain("The cars stand in the wood outside.");
    expect(text("<p><strong>Parking spills over</strong></p>")).toContain("Parking spills over");
    expect(text("<p>What the villagers pay:</p>")).toContain("What the villagers pay:");
  });

  it("hands over no caption as the page's summary where the page has no description", () => {
    const prompt = read(
      page(
        `<article><h1>Parking fees in the villages</h1><figure><img src="/cars.jpg"></figure><p>Cars parked in the wood</p>${story.join("")}</article>`,
        "Parking fees in the villages",
      ),
    );
    expect(prompt).not.toContain("Cars parked in the wood");
    expect(prompt).toContain("Zverev beat Jarry");
  });
});
