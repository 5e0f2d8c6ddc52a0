// The readers on real pages saved by public scraper projects (tests/fixtures/real/SOURCES.md): for each page,
// the facts a person reads on it, and nothing of its scripts, styles or hidden text in what reaches the prompt.
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { readDiscussionThread, type TDiscussionThread } from "./discussion-thread.server";
import { formatSourceFacts, type TSourceFacts } from "./read-source.server";
import { readPageContent } from "./read-page-content.server";
import { readRetailerProduct, type TRetailerProduct } from "./retailer-product.server";
import { readSaasLanding } from "./saas-landing.server";
import { sourceMismatch } from "./source-fit";
import { readVideoPage } from "./video-page.server";
import { readWebArticle } from "./web-article.server";

function realPage(name: string, extension = "html"): string {
  return gunzipSync(
    readFileSync(new URL(`../../../tests/fixtures/real/${name}.${extension}.gz`, import.meta.url)),
  ).toString("utf8");
}

// Traces of scripts and styles of these pages: none may reach the prompt.
const CODE_TRACES = [
  /<\/?(script|style|div|span)\b/i,
  /P\.when\(/,
  /function\s*\(/,
  /\bvar \w+ =/,
  /window\.\w+/,
  /\{\s*[\w-]+\s*:\s*[^;{}]+;/,
  /\.aplus-v2/,
  /\/\*/,
];

function expectCleanPrompt(facts: TSourceFacts): string {
  const prompt = formatSourceFacts(facts);
  for (const trace of CODE_TRACES) expect(prompt).not.toMatch(trace);
  return prompt;
}

function product(name: string, url: string): { product: TRetailerProduct; prompt: string } {
  const read = readRetailerProduct(realPage(name), url);
  return { product: read, prompt: expectCleanPrompt({ kind: "retailer-product", url, product: read }) };
}

const SLOW = 60_000;

describe("retailer pages", { timeout: SLOW }, () => {
  it("amazon.com, 3 MB: the buy box price, the brand without 'Visit the … Store', no CSS in the specs", () => {
    const { product: p, prompt } = product("amazon-com-ansi", "https://www.amazon.com/dp/B0057OC5O8");
    expect(p).toMatchObject({
      title: "SainSmart 4-Channel Relay Module",
      brand: "SainSmart",
      price: "$8.99",
      seller: "SainSmart Official",
      rating: 4.6,
      reviewCount: 422,
      productUrl: "https://www.amazon.com/dp/B0057OC5O8",
    });
    expect(p.features[0]).toBe("5V 4-Channel Relay interface board, and each one needs 15-20mA Driver Current");
    expect(p.specs).toContainEqual(expect.objectContaining({ name: "Item model number", value: "101-70-101" }));
    expect(p.specs.map((spec) => spec.name)).not.toContain("Customer Reviews");
    expect(p.manufacturerDescription).toContain("SainSmart has served the maker community for years");
    expect(prompt).toContain("Price: $8.99 (sold by SainSmart Official)");
  });

  it("amazon.com Kindle book: the Kindle price, the author instead of a brand", () => {
    const { product: p, prompt } = product("amazon-com-product", "https://www.amazon.com/dp/B0011UCPM4");
    expect(p).toMatchObject({ title: "The Whole Truth (A. Shaw Book 1)", author: "David Baldacci", price: "$10.99" });
    expect(p.brand).toBeUndefined();
    expect(p.seller).toBe("Hachette Book Group");
    expect(p.specs).toContainEqual(expect.objectContaining({ name: "Print length", value: "497 pages" }));
    expect(prompt).not.toContain("Format: Kindle Edition");
    expect(prompt).not.toContain("Everyday low prices");
  });

  it("amazon.co.uk with only a used copy: no price of its own, the used offer labelled", () => {
    const { product: p, prompt } = product("amazon-co-uk-product", "https://www.amazon.co.uk/dp/1849757097");
    expect(p).toMatchObject({ author: "Mat Follas", rating: 4.4, reviewCount: 16 });
    expect(p.price).toBeUndefined();
    expect(p.otherOffers).toContainEqual({ price: "£4.45", label: "used, condition good, sold by Goldstone-Books" });
    expect(prompt).toContain("Price: No current price on the page");
    expect(prompt).toContain("- £4.45: used, condition good, sold by Goldstone-Books");
  });

  it("amazon.es without a buy box: no carousel price taken, the brand without 'Visita la tienda de'", () => {
    const { product: p, prompt } = product("amazon-es-product", "https://www.amazon.es/dp/B01MUGXRT9");
    expect(p).toMatchObject({ brand: "Cecotec", rating: 4.1, reviewCount: 5182 });
    expect(p.title).toMatch(/^Cecotec Robot Limpiacristales Windroid 880/);
    // €149,00 on this page is another product's (a carousel's Conga 990).
    expect(p.price).toBeUndefined();
    expect(prompt).not.toContain("149,00");
    expect(prompt).toContain("Price: No current price on the page");
    expect(p.specs).toContainEqual(expect.objectContaining({ name: "Peso del producto", value: "1,6 kg" }));
    expect(p.manufacturerDescription).toContain("Conga Excellence 990");
  });

  it("amazon.ae, currently unavailable: no price, the page's reason given", () => {
    const { product: p, prompt } = product("amazon-ae-no-buy-box", "https://www.amazon.ae/dp/B00008XVAE");
    expect(p).toMatchObject({ title: "WMF Gourmet Strainer 8 cm", brand: "WMF", rating: 4.7, reviewCount: 875 });
    expect(p.price).toBeUndefined();
    expect(prompt).toContain('Price: No current price on the page; the page says: "Currently unavailable."');
    expect(prompt).not.toContain("AED268.98");
  });

  it("another shop (schema.org Product/Offer microdata, og product meta): read as a product page", () => {
    const url = "https://www.fye.com/better-off-dead-exclusive-blu-ray-steelbook-fye.000000032429335302.html";
    const result = readPageContent({
      reader: "web-page",
      html: realPage("fye-product"),
      url,
      contentType: "text/html",
    });
    if (!result.ok || result.content.kind !== "retailer-product") throw new Error("expected a product page");
    expect(result.content.product).toMatchObject({
      title: "Better Off Dead [Exclusive Blu-ray Steelbook]",
      price: "$17.99",
      productUrl: url,
    });
    expectCleanPrompt({ kind: "retailer-product", url, product: result.content.product });
  });
});

describe("video pages", { timeout: SLOW }, () => {
  it("reads a watch page with captions listed", () => {
    const url = "https://www.youtube.com/watch?v=W6NZfCO5SIk";
    const video = readVideoPage(realPage("youtube-chapters"), url);
    expect(video).toMatchObject({
      title: "JavaScript Tutorial for Beginners: Learn JavaScript in 1 Hour",
      channel: "Programming with Mosh",
      publishedAt: "2018-04-23",
      lengthSeconds: 2897,
      viewCount: 4586491,
      category: "People & Blogs",
    });
    expect(video.captionTrackUrl).toMatch(/^https:\/\/www\.youtube\.com\/api\/timedtext\?/);
    expect(video.description).toContain("00:00 What is JavaScript");
    expectCleanPrompt({ kind: "video", url, video });
  });

  it("says 'no transcript' when the video lists no captions", () => {
    const url = "https://www.youtube.com/watch?v=x";
    const video = readVideoPage(realPage("youtube-no-captions"), url);
    expect(video).toMatchObject({ title: "Meor 2 - Screaming cat goes nuts!", lengthSeconds: 11, viewCount: 582858 });
    const prompt = expectCleanPrompt({ kind: "video", url, video });
    expect(prompt).toContain("No transcript: the video lists no captions.");
  });

  it("reads length and views from the 2016 layout's microdata", () => {
    const url = "https://www.youtube.com/watch?v=x";
    const video = readVideoPage(realPage("youtube-2016-keynote"), url);
    expect(video).toMatchObject({
      title: "ElixirConf 2016 - Keynote by José Valim",
      channel: "Confreaks",
      lengthSeconds: 3964,
      viewCount: 14358,
      category: "Science & Technology",
    });
    expect(expectCleanPrompt({ kind: "video", url, video })).toContain("Length: 66 min 4 s");
  });
});

function thread(name: string, url: string): TDiscussionThread {
  const read = readDiscussionThread(realPage(name), url);
  if (!read) throw new Error(`${name} was not read as a thread`);
  expectCleanPrompt({ kind: "discussion", url, thread: read });
  return read;
}

describe("threads", { timeout: SLOW }, () => {
  it("the 2018-2023 reddit layout: the post and its top-level comments by score", () => {
    const t = thread("reddit-2018-redesign", "https://www.reddit.com/r/Showerthoughts/comments/awx46q/x/");
    expect(t).toMatchObject({
      title: "Vanilla becoming the default flavour of ice cream is the greatest underdog story of all time.",
      community: "r/Showerthoughts",
      author: "benyacobi",
      score: 83_100,
      postKind: "text",
    });
    expect(t.body).toContain("I have learned a lot about vanilla tonight");
    expect(t.comments[0]).toEqual({
      author: "LorenzoPg",
      score: 11_000,
      body: "Fun fact: Vanilla (the real stuff) has a similar price to silver.",
    });
    expect(t.comments).toHaveLength(10);
  });

  it("reddit's JSON: the text post and its top-level comments by score, deleted ones left out", () => {
    const url = "https://www.reddit.com/r/self/comments/5bx4yx/x/";
    const read = readDiscussionThread(realPage("reddit-thread-self", "json"), url, "application/json");
    if (!read) throw new Error("expected a thread");
    expectCleanPrompt({ kind: "discussion", url, thread: read });
    expect(read).toMatchObject({
      title: "my wife passed away eight months ago, yesterday I found a post-it note she'd hidden in my office.",
      community: "r/self",
      author: "hglkgkjd",
      score: 5730,
      postKind: "text",
    });
    expect(read.body).toMatch(/^it feels like I'm losing my shit all over again/);
    expect(read.comments[0]).toMatchObject({ score: 2321, body: "I am sorry for your loss. Tell me about your wife." });
    expect(read.comments[1]).toMatchObject({ author: "barrygusey", score: 2279 });
    expect(read.comments.map((comment) => comment.body)).not.toContain("[deleted]");
  });

  it("old reddit: the photo post and its comments", () => {
    const t = thread("old-reddit-aww", "https://old.reddit.com/r/aww/comments/8dyrb3/x/");
    expect(t).toMatchObject({
      title: "Ben is very proud of himself for learning to go on walks",
      community: "r/aww",
      author: "Brookefemale",
      score: 21_427,
      postKind: "image",
    });
    expect(t.comments[0]).toMatchObject({ author: "Brookefemale", score: 690 });
    expect(t.comments[1]?.body).toContain("plays fetch and eats spaghetti");
  });

  it("the 2018-2023 layout's photo post", () => {
    const t = thread("reddit-2018-aww-photo", "https://www.reddit.com/r/aww/comments/aybw1m/x/");
    expect(t).toMatchObject({ title: "nothing to see here human", score: 96_100, postKind: "image" });
    expect(t.comments[0]).toMatchObject({ author: "qwerons", score: 205, body: "Why do the Pillows look angry" });
  });
});

describe("news pages", { timeout: SLOW }, () => {
  it("AnandTech: a spec table as a Markdown table, rowspans kept aligned; the date of a JSON-LD Review", () => {
    const url = "https://www.anandtech.com/show/11591/amd-launches-ryzen-pro-cpus";
    const page = readWebArticle(realPage("news-anandtech"), url);
    expect(page).toMatchObject({
      title: "AMD Launches Ryzen PRO CPUs: Enhanced Security, Longer Warranty, Better Quality",
      siteName: "AnandTech",
      byline: "Anton Shilov",
      publishedAt: "2017-06-29",
    });
    expect(page.text).toContain("AMD Ryzen PRO Specifications\n|  | Cores/Threads | Frequency | Frequency | Cache |");
    expect(page.text).toContain("| Ryzen 7 PRO 1700X | 8/16 | 3.5 GHz | 3.7 GHz | 4 MB | 16 MB | 95 W |");
    // The Core i5-7500 cell spans two rows: both rows carry it, each row keeps all its columns.
    const tables: string[][] = [];
    let previousWasRow = false;
    for (const line of page.text.split("\n")) {
      const isRow = line.startsWith("|");
      if (isRow && !previousWasRow) tables.push([]);
      if (isRow) tables.at(-1)?.push(line);
      previousWasRow = isRow;
    }
    expect(tables.length).toBeGreaterThanOrEqual(2);
    for (const table of tables) expect(new Set(table.map((row) => row.split(" | ").length)).size).toBe(1);
    expect(page.text).toContain(
      "| Ryzen 5 PRO 1500 | 4C/8T, 3.5/3.7 GHz, 16 MB L3 cache, 65 W | ? | Core i5-7500 | 4C/4T, 3.4/3.8 GHz, 6 MB L3 cache, 65 W | $192 - $202 |",
    );
    expectCleanPrompt({ kind: "web-page", url, page });
  });

  it("Ars Technica, The Verge, TechCrunch: title, author, date and the article's own text", () => {
    const cases = [
      {
        name: "news-arstechnica",
        url: "https://arstechnica.com/features/2017/06/youtube-changed-my-life/",
        title: "More than a decade later, how do original YouTube stars feel about the site?",
        publishedAt: "2017-06-11T14:00:33+00:00",
        text: "It can be hard to remember what life was like before YouTube.",
      },
      {
        name: "news-the-verge",
        url: "https://www.theverge.com/2016/5/24/11767114/apple-siri-sdk-echo-competitor",
        title: "Apple is reportedly building a Siri speaker to rival Amazon’s Echo",
        publishedAt: "2016-05-24T20:49:03.000Z",
        text: "Apple is working on its own competitor to the Amazon Echo",
      },
      {
        name: "news-techcrunch",
        url: "https://techcrunch.com/2016/01/12/x/",
        title: undefined,
        publishedAt: "2016-01-12T17:00:44+00:00",
        text: undefined,
      },
    ];
    for (const entry of cases) {
      const page = readWebArticle(realPage(entry.name), entry.url);
      if (entry.title) expect(page.title).toBe(entry.title);
      expect(page.publishedAt).toBe(entry.publishedAt);
      if (entry.text) expect(page.text).toContain(entry.text);
      expect(page.text.length).toBeGreaterThan(1_000);
      expectCleanPrompt({ kind: "web-page", url: entry.url, page });
    }
  });
});

describe("software pages with pricing", { timeout: SLOW }, () => {
  it("Microlink: the plans of a pricing table, with the currency and period that CSS adds", () => {
    const url = "https://microlink.io/";
    const landing = readSaasLanding(realPage("saas-microlink"), url);
    expect(landing.pricing.map(({ name, price }) => ({ name, price }))).toEqual([
      { name: "Free", price: "€0" },
      { name: "Pro", price: "€12" },
    ]);
    expect(landing.pricing[1]?.period).toBe("/month");
    const titles = landing.features.map((feature) => feature.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles.join("\n")).not.toMatch(/Data on DemandConsume/);
    const prompt = expectCleanPrompt({ kind: "saas-landing", url, landing });
    expect(prompt).toContain("- Pro: €12 /month");
  });

  it("GitHub pricing: the plans' current prices, struck and hidden prices left out", () => {
    const url = "https://github.com/pricing";
    const landing = readSaasLanding(realPage("saas-github-pricing-2023"), url);
    expect(landing.tagline).toBe("Get the complete developer platform.");
    expect(landing.pricing.slice(0, 3).map(({ name, price }) => ({ name, price }))).toEqual([
      { name: "Free", price: "$0" },
      { name: "Team", price: "$3.67" },
      { name: "Enterprise", price: "$19.25" },
    ]);
    expectCleanPrompt({ kind: "saas-landing", url, landing });
  });

  it("Postman pricing: the plans as shown (annual billing), the monthly prices hidden by display:none left out", () => {
    const url = "https://www.postman.com/pricing/";
    const landing = readSaasLanding(realPage("saas-postman-pricing-2023"), url);
    expect(landing.pricing.slice(0, 2)).toEqual([
      expect.objectContaining({ name: "Basic", price: "$14", period: "Per user/month, billed annually" }),
      expect.objectContaining({ name: "Professional", price: "$29", period: "Per user/month, billed annually" }),
    ]);
    const prompt = expectCleanPrompt({ kind: "saas-landing", url, landing });
    expect(prompt).not.toContain("$19");
    expect(prompt).toContain("Pricing section of the page:");
  });
});

describe("sources of the wrong kind", { timeout: SLOW }, () => {
  it("refuses a film for a product review", () => {
    const url = "https://www.youtube.com/watch?v=x";
    const video = readVideoPage(realPage("youtube-movie-rental"), url);
    expect(sourceMismatch({ kind: "video", url, video }, "product-review")).toBe(
      'The source https://www.youtube.com/watch?v=x seems to be a video in the "Shows" category ("Plane Crash"), not about a product or a task. A product review needs the product\'s page or a video about the product.',
    );
    const tutorial = readVideoPage(realPage("youtube-chapters"), url);
    expect(sourceMismatch({ kind: "video", url, video: tutorial }, "product-review")).toBeUndefined();
  });

  it("refuses an agency's homepage for a software review", () => {
    const url = "https://bluecadet.com/";
    const landing = readSaasLanding(realPage("agency-bluecadet-home"), url);
    expect(sourceMismatch({ kind: "saas-landing", url, landing }, "software-review")).toBe(
      "The source https://bluecadet.com/ seems to be the site of an agency or studio (Bluecadet): no plans, prices, sign-up or product features were found. A software review needs the product's own landing or pricing page.",
    );
    const github = readSaasLanding(realPage("saas-github-pricing-2023"), "https://github.com/pricing");
    expect(sourceMismatch({ kind: "saas-landing", url, landing: github }, "software-review")).toBeUndefined();
  });

  it("refuses a cat photo thread for a how-to", () => {
    const url = "https://old.reddit.com/r/aww/comments/8dyrb3/x/";
    const read = readDiscussionThread(realPage("old-reddit-aww"), url);
    if (!read) throw new Error("expected a thread");
    expect(sourceMismatch({ kind: "discussion", url, thread: read }, "how-to")).toBe(
      'The source https://old.reddit.com/r/aww/comments/8dyrb3/x/ seems to be an image post in r/aww ("Ben is very proud of himself for learning to go on walks") with no text of its own, not a discussion of how to do something. A how-to needs a thread, page or video that explains the task.',
    );
    const textThread = readDiscussionThread(realPage("reddit-2018-redesign"), url);
    if (!textThread) throw new Error("expected a thread");
    expect(sourceMismatch({ kind: "discussion", url, thread: textThread }, "how-to")).toBeUndefined();
  });
});
