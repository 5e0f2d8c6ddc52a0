import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGenerationHarness, type TGenerationHarness } from "../../../tests/support/generation-harness";
import { isRetailerUrl } from "~/content/affiliate-links";
import { GenerationError } from "../errors";
import { describeSiteName, detectHowToSource, detectSmartSource, detectTechNewsSource } from "./detect-source-type";
import { readDiscussionThread } from "./discussion-thread.server";
import { formatSourceFacts, readSource } from "./read-source.server";
import { isRobotCheckPage, readRetailerProduct } from "./retailer-product.server";
import { readSaasLanding } from "./saas-landing.server";
import { parseTimedText, readVideoPage } from "./video-page.server";
import { readWebArticle } from "./web-article.server";

const fixture = (name: string) =>
  readFileSync(new URL(`../../../tests/fixtures/pages/${name}`, import.meta.url), "utf8");

describe("readRetailerProduct", () => {
  it("reads the product facts of a retailer page", () => {
    const product = readRetailerProduct(
      fixture("amazon-product-aether-x2.html"),
      "https://www.amazon.com/Aether-X2/dp/B0AETHERX2?th=1",
    );
    expect(product).toMatchObject({
      productUrl: "https://www.amazon.com/dp/B0AETHERX2",
      asin: "B0AETHERX2",
      title: "Aether X2 Smartphone, 6.7-inch 120Hz OLED, 256GB, 5000mAh Battery, Unlocked - Graphite",
      brand: "Aether",
      price: "$699.99",
      rating: 4.3,
      reviewCount: 2847,
      imageUrl: "https://m.media-amazon.com/images/I/71aetherX2._AC_SL1500_.jpg",
    });
    expect(product.features).toHaveLength(5);
    expect(product.features[0]).toContain("2,000 nits");
    expect(product.description).toContain("Gorilla Glass Victus");
    expect(product.specs).toContainEqual(expect.objectContaining({ name: "Weight", value: "221 grams" }));
    expect(product.reviews).toEqual([
      expect.objectContaining({ title: "Battery life is absurd in a good way", rating: 5, author: "Dana K." }),
      expect.objectContaining({
        title: "Camera smears faces in low light",
        rating: 2,
        body: expect.stringContaining("smeary mess"),
      }),
      expect.objectContaining({ title: "Great phone, gets warm while gaming", rating: 4 }),
    ]);
  });

  it("reads the second product page (brand line, plain image src)", () => {
    const product = readRetailerProduct(
      fixture("amazon-product-kestrel-k9.html"),
      "https://www.amazon.com/dp/B0KESTRELK",
    );
    expect(product).toMatchObject({ brand: "Kestrel", price: "$1,099.00", rating: 4.6, reviewCount: 11204 });
    expect(product.imageUrl).toBe("https://m.media-amazon.com/images/I/61kestrelK9._AC_SX425_.jpg");
  });

  it("recognises the robot-check page as AMAZON_BLOCKING", () => {
    const html = fixture("amazon-robot-check.html");
    expect(isRobotCheckPage(html)).toBe(true);
    expect(isRobotCheckPage(fixture("amazon-product-aether-x2.html"))).toBe(false);
    expect(() => readRetailerProduct(html, "https://www.amazon.com/dp/B0CAPTCHA1")).toThrow(
      expect.objectContaining({
        code: "AMAZON_BLOCKING",
        message: "Amazon is currently blocking scraping requests. Please try again later.",
      }),
    );
  });

  it("refuses a page without a product title", () => {
    expect(() => readRetailerProduct("<html><body>Nope</body></html>", "https://www.amazon.com/gp/help")).toThrow(
      expect.objectContaining({ code: "source_unreachable" }),
    );
  });
});

describe("readVideoPage", () => {
  it("reads title, channel, description and the English caption track", () => {
    const video = readVideoPage(fixture("youtube-watch.html"), "https://www.youtube.com/watch?v=AeTh3rX2rev");
    expect(video).toMatchObject({
      videoId: "AeTh3rX2rev",
      title: "Aether X2 Review: Two Days of Battery, One Big Catch",
      channel: "Gadget Grit",
      lengthSeconds: 754,
      viewCount: 184233,
      publishedAt: "2025-03-14T09:00:02-07:00",
      captionTrackUrl: "https://www.youtube.com/api/timedtext?v=AeTh3rX2rev&lang=en",
    });
    expect(video.description).toContain('04:30 Camera "problems"');
  });

  it("falls back to og tags and itemprop markup without a player response", () => {
    const html = fixture("youtube-watch.html").replace(/var ytInitialPlayerResponse = [\s\S]*?;var meta/, "var meta");
    const video = readVideoPage(html, "https://www.youtube.com/watch?v=AeTh3rX2rev");
    expect(video).toMatchObject({
      title: "Aether X2 Review: Two Days of Battery, One Big Catch",
      channel: "Gadget Grit",
      description: "I used the Aether X2 for three weeks. Here is what the spec sheet does not tell you.",
      videoId: "AeTh3rX2rev",
    });
    expect(video.captionTrackUrl).toBeUndefined();
  });

  it("parses timedtext captions, entities decoded", () => {
    const text = parseTimedText(fixture("youtube-timedtext.xml"));
    expect(text).toContain("today we're tearing into the Aether X2.");
    expect(text).toContain('the low-light camera "night mode" smears faces.');
    expect(
      parseTimedText('<timedtext format="3"><body><p t="0" d="1"><s>Hello</s><s> world</s></p></body></timedtext>'),
    ).toBe("Hello world");
  });
});

describe("readDiscussionThread", () => {
  it("reads an old-reddit thread with its top-level comments by score", () => {
    const thread = readDiscussionThread(
      fixture("reddit-old-thread.html"),
      "https://old.reddit.com/r/techsupport/comments/fan123/x/",
    );
    expect(thread).toMatchObject({
      title: "How do I stop my laptop fan from running constantly?",
      community: "r/techsupport",
      author: "quiet_please",
      score: 1432,
    });
    expect(thread?.body).toContain("CPU usage is around 5%");
    expect(thread?.comments.map((c) => [c.author, c.score])).toEqual([
      ["dust_buster", 412],
      ["repaste_rita", 156],
      ["thermal_tom", 87],
    ]);
  });

  it("reads a shreddit thread", () => {
    const thread = readDiscussionThread(
      fixture("reddit-shreddit-thread.html"),
      "https://www.reddit.com/r/HomeNetworking/comments/wifi77/x/",
    );
    expect(thread).toMatchObject({
      title: "Best way to extend Wi-Fi to a detached garage?",
      community: "r/HomeNetworking",
      score: 318,
    });
    expect(thread?.comments.map((c) => c.author)).toEqual(["cable_carl", "mesh_mike"]);
    expect(thread?.comments[0]?.body).toContain("Cat6");
  });

  it("reads the thread JSON, skipping deleted comments", () => {
    const thread = readDiscussionThread(
      fixture("reddit-thread.json"),
      "https://www.reddit.com/r/techsupport/comments/fan123/x.json",
      "application/json",
    );
    expect(thread?.title).toBe("How do I stop my laptop fan from running constantly?");
    expect(thread?.comments.map((c) => c.author)).toEqual(["dust_buster", "thermal_tom"]);
  });

  it("returns undefined for a page that is not a thread", () => {
    expect(readDiscussionThread("<html><body><p>hi</p></body></html>", "https://example.com/")).toBeUndefined();
  });
});

describe("readWebArticle", () => {
  it("reads the main text, title, date and site name of a news page", () => {
    const article = readWebArticle(fixture("news-article.html"), "https://www.theverge.com/aether-x3-delay");
    expect(article).toMatchObject({
      title: "Aether delays its X3 phone after display supplier troubles",
      siteName: "The Verge",
      publishedAt: "2025-06-02T14:30:00+00:00",
      byline: "Jordan Reyes",
      imageUrl: "https://cdn.vox-cdn.com/uploads/aether-x3-delay.jpg",
    });
    expect(article.text).toContain("first quarter of 2026");
    expect(article.text).toContain("1.2 million X2 units");
    expect(article.text).not.toContain("More from The Verge");
    expect(article.text).not.toContain("© 2025 Vox Media");
  });

  it("leaves out teasers of other stories inside the article, keeping sentences that start alike", () => {
    const paragraph =
      "The Aether X3 ships in March with a brighter panel, a larger battery and the same camera as last year's model.";
    const html = `<html><head><title>Aether X3 ships</title></head><body><article><h1>Aether X3 ships</h1>
      <p>${paragraph}</p><p>Read more: Aether X2 review, two days of battery</p><p>${paragraph.replace("March", "April")}</p>
      <p>Related: The best phones of the year</p><p>Also on example.com Ten chargers we tested</p>
      <p>Related research shows that buyers keep their phones for three years, and the company says it plans for that.</p>
      <p>${paragraph.replace("March", "May")}</p></article></body></html>`;
    const text = readWebArticle(html, "https://news.example/aether-x3").text;
    expect(text).toContain("ships in April");
    expect(text).toContain("Related research shows that buyers keep their phones");
    expect(text).not.toMatch(/Read more:|Related: The best phones|Also on example\.com/);
  });

  it("leaves out teasers, ad markers, tags and the tail of other stories in other languages too", () => {
    const paragraph =
      "Der Aether X3 kommt im März mit einem helleren Bildschirm, einem größeren Akku und der Kamera des Vorjahresmodells.";
    const html = `<html><head><title>Aether X3</title></head><body><article><h1>Aether X3</h1>
      <p>${paragraph}</p><p>Anzeige</p><p>Lesen Sie auch: Aether X2 im Test</p><p>${paragraph.replace("März", "April")}</p>
      <p>Kategorie: Smartphones</p><p>Lesen Sie auch, was der Hersteller im Herbst plant: einen Nachfolger mit Stift.</p>
      <p>${paragraph.replace("März", "Mai")}</p><h2>Weitere Artikel</h2><p>Aether X2: zwei Tage Akku, und ein Bildschirm zum Staunen.</p>
      <p>Le puede interesar: la mejor cámara del año</p></article></body></html>`;
    const text = readWebArticle(html, "https://news.example/aether-x3").text;
    expect(text).toContain("kommt im Mai");
    expect(text).toContain("Lesen Sie auch, was der Hersteller im Herbst plant");
    expect(text).not.toMatch(/Anzeige|Aether X2 im Test|Kategorie|Weitere Artikel|zwei Tage Akku|Le puede interesar/);
  });

  it("reads the page's own paragraphs when Readability settles on a short block beside them", () => {
    const paragraph =
      "The Aether X3 ships in March with a brighter panel, a larger battery and the same camera as last year's model.";
    const about =
      "Aether News is a small independent site about phones, written by three people who buy every phone they review with their own money and keep it for a month before they write a word about it. Write to us any day.";
    const html = `<html><head><title>Aether X3 ships</title></head><body>
      <div class="extra-wide"><h1>Aether X3 ships</h1>${["March", "April", "May", "June", "July", "August"].map((month) => `<p>${paragraph.replace("March", month)}</p>`).join("")}</div>
      <div class="about"><p>${about}</p></div></body></html>`;
    const text = readWebArticle(html, "https://news.example/aether-x3").text;
    expect(text).toContain("ships in March");
    expect(text).toContain("ships in August");
  });

  it("reads an article wrapped in a page-wide form or a block classed as promoted or shared, leaving out the share bar", () => {
    const paragraph =
      "The Aether X3 ships in March with a brighter panel, a larger battery and the same camera as last year's model, and the maker says the price stays where it was.";
    const months = ["March", "April", "May", "June"];
    const html = `<html><head><title>Aether X3 ships</title></head><body><form id="aspnetForm" action="/post">
      <div class="node node-article node-promoted"><div class="entry themeform share"><h1>Aether X3 ships</h1>
      ${months.map((month) => `<p>${paragraph.replace("March", month)}</p>`).join("")}
      <div class="share-buttons"><p>Share this story</p><p>on Facebook, on X and by mail</p></div></div></div>
      <div class="social-links"><p>Follow Aether News on Instagram</p></div></form></body></html>`;
    const text = readWebArticle(html, "https://news.example/aether-x3").text;
    for (const month of months) expect(text).toContain(`ships in ${month}`);
    expect(text).not.toMatch(/Share this story|Follow Aether News/);
  });

  it("leaves out lines that are half links or more, keeping sentences with a link in them", () => {
    const paragraph =
      "The Aether X3 ships in March with a brighter panel, a larger battery and the same camera as last year's model.";
    const html = `<html><head><title>Aether X3 ships</title></head><body><article><h1>Aether X3 ships</h1>
      <p>${paragraph}</p><p><a href="/phones">Phones</a> | <a href="/aether">Aether</a> | <a href="/deals">Deals</a></p>
      <p>${paragraph.replace("March", "April")}</p><p>Share: <a href="/fb">Facebook</a> <a href="/mail">Mail</a></p>
      <p>Read our <a href="/x2">review of the Aether X2</a>, which lasted two days on a charge in our tests.</p>
      <p>${paragraph.replace("March", "May")}</p></article></body></html>`;
    const text = readWebArticle(html, "https://news.example/aether-x3").text;
    expect(text).toContain("ships in May");
    expect(text).toContain("Read our review of the Aether X2, which lasted two days on a charge in our tests.");
    expect(text).not.toMatch(/Phones \||Deals|Facebook/);
  });

  it("leaves out lists of links to other stories, keeping lists that say more than their links", () => {
    const paragraph =
      "The Aether X3 ships in March with a brighter panel, a larger battery and the same camera as last year's model.";
    const html = `<html><head><title>Aether X3 ships</title></head><body><article><h1>Aether X3 ships</h1>
      <p>${paragraph}</p><ul><li><a href="/a">Aether X2 review</a></li><li><a href="/b">The best phones of the year</a></li></ul>
      <p>${paragraph.replace("March", "April")}</p>
      <ul><li><a href="/x3">Aether X3</a> for $699 at the maker's shop (was $799)</li><li><a href="/x3p">Aether X3 Pro</a> for $899</li></ul>
      <p>${paragraph.replace("March", "May")}</p>
      <h3>Related</h3><ul><li><a href="/c">Ten chargers we tested</a></li><li><a href="/d">Aether X1 review</a></li></ul>
      <p>${paragraph.replace("March", "June")}</p></article></body></html>`;
    const text = readWebArticle(html, "https://news.example/aether-x3").text;
    expect(text).toContain("- Aether X3 for $699 at the maker's shop (was $799)");
    expect(text).not.toMatch(/Aether X2 review|The best phones of the year|Related|Ten chargers|Aether X1 review/);
    // The box's heading went with its links: the article goes on after it.
    expect(text).toContain("ships in June");
  });

  it("reads every part of an article a page builder split into sections, with the headings between them", () => {
    const paragraph =
      "The Aether X3 ships in March with a brighter panel, a larger battery and the same camera as last year's model, and the maker says the price stays where it was for now.";
    const nested = (inner: string, levels: number): string =>
      levels === 0 ? inner : `<div class="co__level${levels}">${nested(inner, levels - 1)}</div>`;
    const part = (months: string[]) =>
      `<section class="co">${nested(`<div class="rte">${months.map((month) => `<p>${paragraph.replace("March", month)}</p>`).join("")}</div>`, 4)}</section>`;
    const html = `<html><head><title>Aether X3 ships</title></head><body><main><article><h1>Aether X3 ships</h1>
      ${part(["March", "April", "May", "June", "July", "August"])}
      <section class="co"><figure><img src="/x3.jpg"><figcaption>The Aether X3 in blue</figcaption></figure></section>
      <section class="co"><h2>The camera</h2></section>${part(["September", "October"])}
      <section class="co"><h2>The price</h2></section>${part(["November"])}</article></main>
      <aside><p>${paragraph.replace("Aether X3", "Zeta Z1")}</p></aside></body></html>`;
    const text = readWebArticle(html, "https://news.example/aether-x3").text;
    expect(text).toContain(`ships in August with a brighter panel`);
    expect(text).toContain(`## The camera\n${paragraph.replace("March", "September")}`);
    expect(text).toContain(`## The price\n${paragraph.replace("March", "November")}`);
    expect(text).not.toMatch(/Zeta Z1|in blue/);
  });

  it("leaves out date, credit, share, newsletter and comment lines in many languages", () => {
    const paragraph =
      "Der Aether X3 kommt im März mit einem helleren Bildschirm, einem größeren Akku und der Kamera des Vorjahresmodells.";
    const html = `<html><head><title>Aether X3</title></head><body><article><h1>Aether X3</h1>
      <p>Aktualisiert: 11.04.2020, 10:27</p><p>${paragraph}</p><p>(Foto: Aether/dpa)</p>
      <p>${paragraph.replace("März", "April")}</p><p>Termin: 29.02.2020, 19 Uhr</p><p>Artikel teilen</p>
      <p>Abonniere unseren Newsletter und verpasse keinen Test mehr.</p><p>${paragraph.replace("März", "Mai")}</p>
      <p>Keine Kommentare</p></article></body></html>`;
    const text = readWebArticle(html, "https://news.example/aether-x3").text;
    expect(text).toContain("kommt im Mai");
    expect(text).toContain("Termin: 29.02.2020, 19 Uhr");
    expect(text).not.toMatch(/Aktualisiert|Foto:|Artikel teilen|Newsletter|Keine Kommentare/);
  });

  it("finds the published date in JSON-LD when the meta tag is missing", () => {
    const html = fixture("news-article.html")
      .replace(/<meta property="article:published_time"[^>]*>/, "")
      .replace(/<time[^>]*>[^<]*<\/time>/, "");
    expect(readWebArticle(html, "https://www.theverge.com/x").publishedAt).toBe("2025-06-02T14:30:00+00:00");
  });
});

describe("readSaasLanding", () => {
  it("reads name, tagline, features and pricing plans", () => {
    const landing = readSaasLanding(fixture("saas-landing.html"), "https://www.taskpilot.io/");
    expect(landing).toMatchObject({
      name: "TaskPilot",
      tagline: "Ship projects on time without the status meetings",
      description: expect.stringContaining("plans your sprints"),
      imageUrl: "https://www.taskpilot.io/og-card.png",
    });
    expect(landing.features.map((f) => f.title)).toEqual([
      "AI sprint planning",
      "Automatic standups",
      "Deadline risk alerts",
      "Integrations",
    ]);
    expect(landing.features[0]?.detail).toContain("past velocity");
    expect(landing.pricing).toEqual([
      { name: "Free", price: "$0", features: ["Up to 3 users", "1 project", "Community support"] },
      {
        name: "Pro",
        price: "$12",
        period: "/ user / month",
        features: ["Unlimited projects", "AI sprint planning", "Standup summaries"],
      },
      {
        name: "Business",
        price: "$24",
        period: "/ user / month",
        features: ["SSO and audit log", "Deadline risk alerts", "Priority support"],
      },
    ]);
  });
});

describe("source type detection", () => {
  it("detects the smart generator's sources", () => {
    expect(detectSmartSource("https://www.amazon.com/dp/B0AETHERX2")).toBe("retailer-product");
    expect(detectSmartSource("https://www.amazon.co.uk/dp/B0AETHERX2")).toBe("retailer-product");
    expect(detectSmartSource("https://amzn.to/3xYz")).toBe("retailer-product");
    expect(detectSmartSource("https://youtu.be/AeTh3rX2rev")).toBe("video");
    expect(detectSmartSource("https://www.youtube.com/watch?v=AeTh3rX2rev")).toBe("video");
    expect(detectSmartSource("https://www.bestbuy.com/site/aether-x2")).toBe("web-page");
    expect(isRetailerUrl("https://amazon.evil.example/dp/B0AETHERX2")).toBe(false);
  });

  it("detects the how-to generator's sources", () => {
    expect(detectHowToSource("https://www.reddit.com/r/techsupport/comments/fan123/x/")).toBe("discussion");
    expect(detectHowToSource("https://old.reddit.com/r/techsupport/comments/fan123/x/")).toBe("discussion");
    expect(detectHowToSource("https://m.youtube.com/watch?v=AeTh3rX2rev")).toBe("video");
    expect(detectHowToSource("https://support.example.com/fan-noise")).toBe("web-page");
  });

  it("names tech news sources by site", () => {
    expect(detectTechNewsSource("https://www.theverge.com/2025/6/2/aether")).toEqual({
      kind: "web-page",
      siteName: "The Verge",
    });
    expect(detectTechNewsSource("https://arstechnica.com/gadgets/x")).toEqual({
      kind: "web-page",
      siteName: "Ars Technica",
    });
    expect(describeSiteName("https://news.smallblog.dev/post")).toBe("news.smallblog.dev");
  });
});

describe("readSource over HTTP", () => {
  let harness: TGenerationHarness;
  beforeAll(async () => {
    harness = await startGenerationHarness();
  });
  afterAll(async () => {
    await harness.close();
  });

  it("fetches a video page and its transcript through the caption track", async () => {
    const facts = await readSource(harness.fetchPage, "https://www.youtube.com/watch?v=AeTh3rX2rev", "video");
    expect(facts.kind).toBe("video");
    if (facts.kind !== "video") return;
    expect(facts.video.transcript).toContain("two full days, 7 hours of screen time each");
    expect(harness.site.requests).toContain("/youtube/api/timedtext?v=AeTh3rX2rev&lang=en");
    expect(formatSourceFacts(facts)).toContain("Transcript:");
  });

  it("goes on without a transcript the caption server refuses, and says so", async () => {
    harness.site.route("/youtube/api/timedtext", (_request, response) => {
      response.writeHead(404);
      response.end();
    });
    const facts = await readSource(harness.fetchPage, "https://www.youtube.com/watch?v=AeTh3rX2rev", "video");
    if (facts.kind !== "video") throw new Error("expected a video");
    expect(facts.video.transcript).toBeUndefined();
    expect(facts.video.transcriptNote).toBe("No transcript: the captions could not be fetched (HTTP 404).");
    expect(formatSourceFacts(facts)).not.toContain("timedtext");
  });

  it("turns the robot-check page and the retailer's 503 into AMAZON_BLOCKING", async () => {
    for (const url of ["https://www.amazon.com/dp/B0CAPTCHA1", "https://www.amazon.com/dp/B0BLOCKED5"]) {
      const error = await readSource(harness.fetchPage, url, "retailer-product").catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(GenerationError);
      expect(error).toMatchObject({ code: "AMAZON_BLOCKING", isAmazonBlocking: true });
    }
  });

  it("reports an unreachable page as source_unreachable", async () => {
    const error = await readSource(harness.fetchPage, "https://www.amazon.com/dp/B0MISSING0", "retailer-product").catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ code: "source_unreachable" });
    expect((error as Error).message).toBe(
      "Could not read the source page. The page at https://www.amazon.com/dp/B0MISSING0 answered HTTP 404 (Not Found).",
    );
  });

  it("caps the facts handed to the prompt, a web page's main text in its middle so that its end stays", async () => {
    const facts = await readSource(harness.fetchPage, "https://www.theverge.com/aether-x3-delay", "web-page");
    const capped = formatSourceFacts(facts, 500);
    expect(capped.length).toBeLessThanOrEqual(500);
    expect(capped).toContain("characters of the middle left out");
    expect(capped).not.toContain("[…cut to 500 characters]");
    if (facts.kind !== "web-page") throw new Error("not read as a web page");
    expect(capped.endsWith(facts.page.text.slice(-20))).toBe(true);
  });
});
