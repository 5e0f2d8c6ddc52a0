// What a reader stumbled on, checked the way it was found: in Chromium at phone (390x844) and desktop (1366x900)
// width, with computed geometry where a DOM check alone passed while the page was unreadable. Pictures of the phone
// menu and of a review at phone width are taken by `npm run screenshots`, for a person to look at.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDITORIAL_AUTHOR } from "~/articles/editorial-author";
import { launchBrowser, trackPageErrors } from "../support/browser";
import { insertArticle, insertCategory } from "../support/seed";
import {
  createTestDatabase,
  logInAsAdmin,
  startServerProcess,
  type TTestDatabase,
  type TTestServer,
} from "../support/test-server";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const ACCESS_CODE = "reader-fixes-access-code";
const DAY = 86_400_000;

const LEAD = "The Pixel 9a is the cheapest phone we would tell a friend to buy, and the battery is why.";
const REVIEW_CONTENT = [
  LEAD,
  "",
  "## Design",
  "A plain slab of glass and aluminium. ".repeat(20),
  "",
  "## Battery",
  "Two days of mixed use, measured on our rundown test. ".repeat(20),
  "",
  "## Camera",
  "Good in daylight, soft at night. ".repeat(20),
  "",
  "## Brutal Summary",
  "Buy it for the battery.",
  "",
  "## Positives",
  "- Two-day battery",
  "- Seven years of updates",
  "",
  "## Negatives",
  "- Slow charging",
].join("\n");

let database: TTestDatabase;
let server: TTestServer;
let browser: Browser;
let reviewSlug: string;
let newsSlug: string;

// A shared 2-core machine under load can take a minute to start a server.
const SERVER_START_MS = 120_000;
const SETUP_MS = 240_000;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.withDatabase(async (db) => {
    const phones = await insertCategory(db, "Phones");
    const aiTools = await insertCategory(db, "AI Tools");
    const policy = await insertCategory(db, "Policy");
    const draftsOnly = await insertCategory(db, "Drafts Only");
    const review = await insertArticle(db, {
      title: "Google Pixel 9a Review: Two Days of Battery for Less",
      content: REVIEW_CONTENT,
      categoryId: phones.id,
      brutalScore: 8.5,
      excerpt: "The cheapest phone we would recommend.",
      featuredImage: null,
    });
    reviewSlug = review.slug;
    await insertArticle(db, { title: "Phone Case Roundup Review", categoryId: phones.id, brutalScore: 6 });
    await insertArticle(db, { title: "Notion AI Review", articleType: "saas", categoryId: aiTools.id, brutalScore: 7 });
    for (let i = 1; i <= 6; i++) {
      const news = await insertArticle(db, {
        title: `Regulators Move on Chargers, Part ${i}`,
        articleType: "tech-news",
        categoryId: policy.id,
        publishedAt: new Date(Date.now() - i * DAY),
      });
      if (i === 1) newsSlug = news.slug;
    }
    await insertArticle(db, { title: "Policy Explainer How-To", articleType: "how-to", categoryId: policy.id });
    await insertArticle(db, {
      title: "Unpublished Draft News",
      articleType: "tech-news",
      categoryId: draftsOnly.id,
      publishingStatus: "draft",
    });
  });
  [server, browser] = await Promise.all([
    startServerProcess(
      {
        ...database.env,
        ADMIN_ACCESS_CODE: ACCESS_CODE,
        SOCIAL_X_URL: "https://x.com/brutaltechreviews",
        SOCIAL_YOUTUBE_URL: "https://www.youtube.com/@brutaltechreviews",
      },
      SERVER_START_MS,
    ),
    launchBrowser(),
  ]);
}, SETUP_MS);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.drop();
});

async function open(pathname: string, viewport = DESKTOP): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage(
    viewport === PHONE ? { viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : { viewport },
  );
  const errors = trackPageErrors(page);
  await page.goto(server.url + pathname, { waitUntil: "networkidle" });
  return { page, errors };
}

describe("the phone menu", () => {
  it("covers the screen with an opaque panel over a dimmed page", async () => {
    const { page, errors } = await open("/", PHONE);
    await page.getByRole("button", { name: "Open menu" }).tap();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const geometry = await dialog.evaluate((element) => {
      const panel = element.querySelector("nav")!;
      const backdrop = element.firstElementChild as HTMLElement;
      const box = (el: Element) => {
        const r = el.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
      };
      return {
        dialog: box(element),
        panel: box(panel),
        panelBackground: getComputedStyle(panel).backgroundColor,
        backdropBackground: getComputedStyle(backdrop).backgroundColor,
        // What a finger on the middle of the last link would touch.
        lastLinkHit: (() => {
          const links = panel.querySelectorAll("a");
          const r = links[links.length - 1]!.getBoundingClientRect();
          return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.textContent ?? "";
        })(),
      };
    });
    expect(geometry.dialog).toEqual({ top: 0, bottom: PHONE.height, left: 0, right: PHONE.width });
    expect(geometry.panel.top).toBe(0);
    expect(geometry.panel.bottom).toBe(PHONE.height);
    expect(geometry.panel.right).toBe(PHONE.width);
    expect(geometry.panel.right - geometry.panel.left).toBeGreaterThanOrEqual(280);
    // An opaque panel (no alpha) and a dimming backdrop.
    expect(geometry.panelBackground).toBe("rgb(20, 20, 28)");
    expect(geometry.backdropBackground).toMatch(/^(rgba\(0, 0, 0, 0\.6\)|oklab\(0 0 0 \/ 0\.6\))$/);
    expect(geometry.lastLinkHit).toBe("About");
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Tech News" }).tap();
    await expect.poll(() => page.locator("h1").textContent()).toBe("Tech News");
    expect(await dialog.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("the footer", () => {
  it("links the social profiles that are configured, and only those", async () => {
    const { page, errors } = await open("/about");
    const footer = page.locator("footer");
    expect(await footer.getByRole("heading", { name: "Follow" }).count()).toBe(1);
    const links = await footer
      .locator('a[target="_blank"]')
      .evaluateAll((anchors) => anchors.map((a) => [a.getAttribute("aria-label"), a.getAttribute("href")]));
    expect(links).toEqual([
      ["X (Twitter)", "https://x.com/brutaltechreviews"],
      ["YouTube", "https://www.youtube.com/@brutaltechreviews"],
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("a review on a phone", () => {
  it("leads with the headline, the score and the first paragraph, and folds the contents list", async () => {
    const { page, errors } = await open(`/article/${reviewSlug}`, PHONE);
    const lead = page.locator("article p", { hasText: LEAD });
    const leadTop = await lead.evaluate((el) => el.getBoundingClientRect().top);
    expect(leadTop).toBeLessThan(PHONE.height);
    expect(await page.getByText("Brutal Score 8.5/10", { exact: true }).isVisible()).toBe(true);
    // The body still follows in order, once: the lead is not repeated.
    expect(await page.getByText(LEAD, { exact: true }).count()).toBe(1);
    const toc = page.getByRole("navigation", { name: "Table of Contents" });
    await expect.poll(() => toc.getByRole("button", { name: "Show" }).getAttribute("aria-expanded")).toBe("false");
    expect(await toc.getByRole("link", { name: /Battery/ }).count()).toBe(0);
    await toc.getByRole("button", { name: "Show" }).tap();
    await expect.poll(() => toc.getByRole("link", { name: /Battery/ }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("keeps the contents list open on a desktop", async () => {
    const { page } = await open(`/article/${reviewSlug}`, DESKTOP);
    const toc = page.getByRole("navigation", { name: "Table of Contents" });
    await expect.poll(() => toc.getByRole("button", { name: "Hide" }).getAttribute("aria-expanded")).toBe("true");
    expect(await toc.getByRole("link", { name: /Battery/ }).isVisible()).toBe(true);
    await page.close();
  });
});

describe("bylines", () => {
  it("name the same author on the card, under the title and in 'About the Author' for an article written in the admin", async () => {
    const token = await logInAsAdmin(server.url, ACCESS_CODE);
    const response = await fetch(`${server.url}/api/admin/articles`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: "Hand Written Byline Check Review",
        slug: "hand-written-byline-check-review",
        content: "A review written in the editor.\n\n## One\nText.",
        articleType: "review",
        publishingStatus: "published",
      }),
    });
    expect(response.status).toBe(201);
    const { slug } = (await response.json()) as { slug: string };
    const { page } = await open(`/article/${slug}`);
    const byline = page.locator("article header p").first();
    expect(await byline.textContent()).toMatch(new RegExp(`^By ${EDITORIAL_AUTHOR.name} · `));
    const bio = page.getByRole("region", { name: "About the Author" });
    expect(await bio.getByText(EDITORIAL_AUTHOR.name, { exact: true }).count()).toBe(1);
    await page.goto(`${server.url}/reviews`, { waitUntil: "networkidle" });
    const card = page.locator("article", { hasText: "Hand Written Byline Check Review" });
    expect(await card.textContent()).toContain(`${EDITORIAL_AUTHOR.name} ·`);
    await page.close();
  });
});

describe("related lists", () => {
  it("never list a story twice on a news article", async () => {
    const { page } = await open(`/article/${newsSlug}`);
    const news = await page.getByRole("region", { name: "Related Tech News" }).getByRole("link").allTextContents();
    const reading = await page
      .getByRole("complementary", { name: "Related Reading" })
      .getByRole("link")
      .allTextContents();
    const related = await page.getByRole("region", { name: "Related Articles" }).locator("h3").allTextContents();
    expect(news.filter((t) => t.startsWith("Regulators")).length).toBe(4);
    // A news story's Related Reading comes from its category, past the stories Related Tech News shows.
    expect(reading).toContain("Policy Explainer How-To");
    const all = [...news.filter((t) => t !== "View All Tech News"), ...reading, ...related];
    expect(new Set(all).size).toBe(all.length);
    await page.close();
  });
});

describe("category filters", () => {
  it("offer only categories with published articles in the section", async () => {
    const { page } = await open("/tech-news");
    const options = () => page.getByLabel("Category").locator("option").allTextContents();
    expect(await options()).toEqual(["All categories", "Policy"]);
    await page.goto(`${server.url}/reviews`, { waitUntil: "networkidle" });
    expect(await options()).toEqual(["All categories", "Phones"]);
    await page.close();
  });
});

describe("article pictures", () => {
  it("show a branded card for an article without a picture, sized for the listing, and share its PNG as the Open Graph image", async () => {
    const { page, errors } = await open("/reviews");
    const card = page.locator("article", { hasText: "Google Pixel 9a Review" });
    const image = card.locator("img");
    expect(await image.getAttribute("src")).toBe(`/card-image/${reviewSlug}.png`);
    await image.scrollIntoViewIfNeeded();
    // The browser takes the card's WebP at the listing's width rather than the 1200-pixel PNG.
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && new URL(img.currentSrc).pathname))
      .toMatch(new RegExp(`^/card-image/${reviewSlug}-(400|800|1200)w\\.webp$`));
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThanOrEqual(400);
    expect(await page.getByText("No image", { exact: true }).count()).toBe(0);

    await page.goto(`${server.url}/article/${reviewSlug}`, { waitUntil: "networkidle" });
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(new URL(ogImage!).pathname).toBe(`/card-image/${reviewSlug}.png`);

    const png = await fetch(`${server.url}/card-image/${reviewSlug}.png`);
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    const etag = png.headers.get("etag")!;
    expect((await png.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    const again = await fetch(`${server.url}/card-image/${reviewSlug}.png`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    const missing = await fetch(`${server.url}/card-image/no-such-article.png`);
    expect([missing.status, await missing.json()]).toEqual([404, { error: "Article not found" }]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a phone gets the branded card as a small WebP sized for its screen, not the 1200-pixel PNG", async () => {
    const { page, errors } = await open("/reviews", PHONE);
    const image = page.locator("article", { hasText: "Google Pixel 9a Review" }).locator("img");
    await image.scrollIntoViewIfNeeded();
    const loaded = async () =>
      image.evaluate((img: HTMLImageElement) => {
        if (!img.complete || !img.currentSrc) return null;
        const entry = performance.getEntriesByName(img.currentSrc)[0] as PerformanceResourceTiming | undefined;
        return { path: new URL(img.currentSrc).pathname, bytes: entry?.encodedBodySize ?? -1 };
      });
    await expect
      .poll(async () => (await loaded())?.path)
      .toMatch(new RegExp(`^/card-image/${reviewSlug}-(400|800)w\\.webp$`));
    // A 390-pixel screen at twice the density needs at most the 800-pixel card: tens of KB, not the PNG's ~135 KB.
    const { bytes } = (await loaded())!;
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(80_000);
    expect(errors).toEqual([]);
    await page.close();
  });
});
