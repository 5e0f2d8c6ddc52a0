// The public site as readers see it, in Chromium at phone and desktop sizes, against the built server.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ZArticle } from "~/articles/article-response";
import { readJson } from "../support/read-json";
import { axeViolations } from "../support/axe";
import { launchBrowser, trackPageErrors } from "../support/browser";
import { insertArticle, insertCategory } from "../support/seed";
import { createTestDatabase, startServerProcess, type TTestDatabase, type TTestServer } from "../support/test-server";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

let database: TTestDatabase;
let emptyDatabase: TTestDatabase;
let server: TTestServer;
let emptyServer: TTestServer;
let browser: Browser;

beforeAll(async () => {
  database = await createTestDatabase({ demo: true });
  await database.withDatabase(async (db) => {
    const category = await insertCategory(db, "Test Monitors");
    // One base time for all: a slow insert must not let a later article's "i seconds older" land newer.
    const base = Date.now() - 400 * 86_400_000;
    for (let i = 1; i <= 14; i++) {
      await insertArticle(db, {
        title: `Monitor ${String(i).padStart(2, "0")} Review`,
        categoryId: category.id,
        brutalScore: 5 + i / 10,
        publishedAt: new Date(base - i * 1000),
      });
    }
    await insertArticle(db, {
      title: "Broken Image Review",
      featuredImage: "/images/does-not-exist.png",
      publishedAt: new Date(Date.now() - 500 * 86_400_000),
    });
  });
  emptyDatabase = await createTestDatabase();
  [server, emptyServer, browser] = await Promise.all([
    startServerProcess(database.env),
    startServerProcess(emptyDatabase.env),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([server?.stop(), emptyServer?.stop()]);
  await Promise.all([database?.drop(), emptyDatabase?.drop()]);
});

async function open(path: string, viewport = DESKTOP, base = server.url): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport });
  const errors = trackPageErrors(page);
  await page.goto(base + path, { waitUntil: "networkidle" });
  return { page, errors };
}

describe("navigation", () => {
  it("highlights the current section and links the brand home on desktop", async () => {
    const { page, errors } = await open("/reviews");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect.poll(() => nav.getByRole("link", { name: "Reviews" }).getAttribute("aria-current")).toBe("page");
    expect(await nav.getByRole("link", { name: "Versus" }).getAttribute("aria-current")).toBeNull();
    const labels = await nav.getByRole("link").allTextContents();
    expect(labels).toEqual([
      "Reviews",
      "Versus",
      "Brutal Awards",
      "How To",
      "Tech News",
      "Software",
      "Interviews",
      "About",
    ]);
    // The section links are the server's kept HTML (decision 060): React hydrated them, so a click navigates within
    // the page and the highlight follows.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await nav.getByRole("link", { name: "Versus" }).click();
    await expect.poll(() => nav.getByRole("link", { name: "Versus" }).getAttribute("aria-current")).toBe("page");
    expect(await nav.getByRole("link", { name: "Reviews" }).getAttribute("aria-current")).toBeNull();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    await page.getByRole("link", { name: "Brutal Tech Reviews" }).first().click();
    await expect.poll(() => page.locator("h1").textContent()).toBe("Honest tech reviews without the marketing fluff.");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("opens the right-side drawer on a phone and closes it when a link is tapped", async () => {
    const { page, errors } = await open("/", PHONE);
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    const box = await drawer.getByRole("navigation").boundingBox();
    expect(box!.x + box!.width).toBeGreaterThan(PHONE.width - 2);
    await drawer.getByRole("link", { name: "Tech News" }).click();
    await expect.poll(() => page.locator("h1").textContent()).toBe("Tech News");
    expect(await drawer.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("keeps keyboard focus in the open drawer, closes it with Escape and locks the page behind", async () => {
    const { page, errors } = await open("/reviews", PHONE);
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await menuButton.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    const focusInDrawer = () => page.evaluate(() => Boolean(document.activeElement?.closest("#mobile-menu")));
    const focusedName = () =>
      page.evaluate(
        () => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent ?? "",
      );
    // Focus moves in: to the drawer's first control.
    await expect.poll(focusInDrawer).toBe(true);
    expect(await focusedName()).toBe("Close menu");
    // Tab runs through the close button and the eight links, then wraps; Shift+Tab wraps back.
    const visited: string[] = [];
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press("Tab");
      expect(await focusInDrawer()).toBe(true);
      visited.push(await focusedName());
    }
    expect(visited).toEqual([
      "Reviews",
      "Versus",
      "Brutal Awards",
      "How To",
      "Tech News",
      "Software",
      "Interviews",
      "About",
      "Close menu",
      "Reviews",
    ]);
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    expect(await focusedName()).toBe("About");
    // The page behind does not scroll while the drawer is open.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    // The wheel reached the page, and two frames were drawn after it: a scroll would have happened by then.
    await page.evaluate(() => {
      (window as unknown as { wheeled: Promise<void> }).wheeled = new Promise((resolve) =>
        window.addEventListener("wheel", () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {
          once: true,
          capture: true,
        }),
      );
    });
    await page.mouse.wheel(0, 1500);
    await page.evaluate(() => (window as unknown as { wheeled: Promise<void> }).wheeled);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Escape closes it and focus returns to the menu button.
    await page.keyboard.press("Escape");
    await expect.poll(() => drawer.count()).toBe(0);
    expect(await menuButton.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("has the footer groups and the current year, and its links navigate within the page", async () => {
    const { page, errors } = await open("/about");
    const footer = page.locator("footer");
    for (const label of ["Privacy Policy", "Terms of Service", "Contact"])
      expect(await footer.getByRole("link", { name: label }).count()).toBe(1);
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()}`);
    // No SOCIAL_*_URL is configured for this server: no Follow block, no placeholder links.
    expect(await footer.getByRole("heading", { name: "Follow" }).count()).toBe(0);
    expect(await footer.locator('a[target="_blank"]').count()).toBe(0);
    // The footer is the server's kept HTML (decision 060), hydrated: its links navigate without a reload.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await footer.getByRole("link", { name: "Privacy Policy" }).click();
    await expect.poll(() => page.locator("h1").textContent()).toBe("Privacy Policy");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("section pages", () => {
  // Layout differs between phone and desktop, so the listings are checked at both sizes.
  describe.each([
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ])("at %s size", (_size, viewport) => {
    it.each([
      ["/reviews", "Reviews"],
      ["/versus", "Versus"],
      ["/awards", `Brutal Awards ${new Date().getFullYear()}`],
      ["/how-to", "How To"],
      ["/tech-news", "Tech News"],
      ["/software", "Software"],
      ["/interviews", "Interviews"],
    ])("%s lists its articles and fits the screen", async (path, heading) => {
      const { page, errors } = await open(path, viewport);
      expect(await page.locator("h1").textContent()).toBe(heading);
      expect(await page.locator("#main article").count()).toBeGreaterThan(0);
      expect(await page.locator("#main article").first().isVisible()).toBe(true);
      // Nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(errors).toEqual([]);
      await page.close();
    });
  });

  it.each([
    ["/", "No articles found. Check back soon for brutal reviews!"],
    ["/reviews", "No Reviews Found"],
    ["/versus", "No Comparisons Found"],
    ["/awards", "Awards Coming Soon"],
    ["/how-to", "No How To Guides Found"],
    ["/tech-news", "No Tech News Articles Yet"],
    ["/software", "No Software Reviews Yet"],
    ["/interviews", "No Interviews Found"],
  ])("%s shows its empty state", async (path, text) => {
    const { page } = await open(path, DESKTOP, emptyServer.url);
    expect(await page.locator("#main").textContent()).toContain(text);
    await page.close();
  });

  it("loads 12 reviews, then 12 more with 'Load More Reviews', and hides the button when the list ends", async () => {
    const { page } = await open("/reviews");
    expect(await page.locator("#main article").count()).toBe(12);
    await page.getByRole("link", { name: "Load More Reviews" }).click();
    await expect.poll(() => page.locator("#main article").count()).toBe(22);
    expect(await page.getByRole("link", { name: "Load More Reviews" }).count()).toBe(0);
    await page.close();
  });

  it("filters reviews by category and shows the filtered empty text for an empty category", async () => {
    const { page } = await open("/reviews");
    await page.getByLabel("Category").selectOption({ label: "Test Monitors" });
    await expect.poll(() => page.url()).toContain("category=test-monitors");
    await expect
      .poll(() => page.locator("#main article h3").allTextContents())
      .toEqual(Array.from({ length: 12 }, (_, i) => `Monitor ${String(i + 1).padStart(2, "0")} Review`));
    await page.goto(`${server.url}/reviews?category=no-such-category`);
    expect(await page.locator("#main").textContent()).toContain("No reviews in this category yet.");
    await page.close();
  });

  it("shows 'Showing N articles' on tech news", async () => {
    const { page } = await open("/tech-news");
    const count = await page.locator("#main article").count();
    expect(await page.getByText(/Showing \d+ articles/).textContent()).toBe(`Showing ${count} articles`);
    await page.close();
  });

  it("searches and sorts software", async () => {
    const { page } = await open("/software");
    const all = await page.locator("#main article h3").allTextContents();
    expect(all.length).toBeGreaterThan(1);
    await page.getByLabel("Sort by").selectOption("title");
    await expect.poll(() => page.url()).toContain("sort=title");
    await expect
      .poll(() => page.locator("#main article h3").allTextContents())
      .toEqual([...all].sort((a, b) => a.localeCompare(b)));
    const word = all[0]!.split(" ")[0]!;
    await page.getByLabel("Search software").fill(word.toUpperCase());
    await page.getByRole("button", { name: "Search" }).click();
    await expect.poll(() => page.url()).toContain(`search=${encodeURIComponent(word.toUpperCase())}`);
    // The URL changes before the filtered listing renders: wait for the listing itself.
    const matching = async () =>
      (await page.locator("#main article").allTextContents()).every((card) =>
        card.toLowerCase().includes(word.toLowerCase()),
      );
    await expect.poll(matching).toBe(true);
    const cards = await page.locator("#main article").allTextContents();
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThan(all.length + 1);
    for (const card of cards) expect(card.toLowerCase()).toContain(word.toLowerCase());
    await page.getByLabel("Search software").fill("zzzz-nothing-matches");
    await page.getByRole("button", { name: "Search" }).click();
    await expect.poll(() => page.locator("#main").textContent()).toContain("No Software Reviews Yet");
    await page.close();
  });

  it("features the latest comparison with real contenders and the award year", async () => {
    const versus = await open("/versus");
    expect(await versus.page.getByRole("link", { name: "Read Full Comparison" }).getAttribute("href")).toMatch(
      /^\/article\//,
    );
    await versus.page.close();
    const awards = await open("/awards");
    expect(await awards.page.locator("h1").textContent()).toBe(`Brutal Awards ${new Date().getFullYear()}`);
    for (const label of ["Best Overall Product", "Best Value", "Most Disappointing", "All Award Winners"]) {
      expect(await awards.page.getByRole("heading", { name: label }).count()).toBe(1);
    }
    await awards.page.close();
  });
});

describe("article page", () => {
  async function firstSlug(type: string): Promise<string> {
    const response = await fetch(`${server.url}/api/articles?type=${type}&limit=1`);
    return ((await response.json()) as { slug: string }[])[0]!.slug;
  }

  it("shows the article skeleton while a clicked article loads, then the article", async () => {
    const { page, errors } = await open("/reviews", PHONE);
    // A slow network: the article's data takes a second and a half to arrive.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/article\/[^/]+\.data/, async (route) => {
      await held;
      await route.continue();
    });
    const card = page.locator("#main article a").first();
    const title = (await page.locator("#main article h3").first().textContent())!.trim();
    await card.click();
    await expect.poll(() => page.getByRole("status", { name: "Loading article" }).count()).toBe(1);
    expect(await page.locator("h1").count()).toBe(0);
    release();
    await expect.poll(() => page.locator("h1").textContent()).toBe(title);
    expect(await page.locator("[data-article-skeleton]").count()).toBe(0);
    // The blocks a document gets as server HTML come in the data of a client navigation.
    const bio = page.getByRole("region", { name: "About the Author" });
    expect(await bio.getByText("Senior Technology Journalist").count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each([
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ])(
    "shows a review's breadcrumbs, verdict boxes (no testing strip without a recorded period), table of contents, tags and author at %s size",
    async (_size, viewport) => {
      const slug = await firstSlug("review");
      const { page, errors } = await open(`/article/${slug}`, viewport);
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      expect(await crumbs.getByRole("link").allTextContents()).toEqual(["Home", "Reviews"]);
      expect(await crumbs.getByRole("link", { name: "Reviews" }).getAttribute("href")).toBe("/reviews");
      for (const heading of [
        "Brutal Summary",
        "Positives",
        "Negatives",
        "Table of Contents",
        "About the Author",
        "Related Reading",
        "Related Articles",
      ]) {
        expect(await page.getByRole("heading", { name: heading, exact: true }).count(), heading).toBe(1);
      }
      expect(await page.getByRole("meter", { name: "Brutal Score" }).getAttribute("aria-valuenow")).toMatch(/^\d/);
      // The demo review records no testing period, so no testing is claimed.
      expect(await page.getByRole("heading", { name: "Testing & Verification" }).count()).toBe(0);
      expect(await page.getByText("of real-world testing").count()).toBe(0);
      expect(await page.getByRole("heading", { name: "Brutal Summary", exact: true }).isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it("collapses the table of contents and scrolls to a heading with the hash in the URL", async () => {
    const slug = await firstSlug("review");
    const { page } = await open(`/article/${slug}`);
    const toc = page.getByRole("navigation", { name: "Table of Contents" });
    const entries = toc.getByRole("link");
    const firstEntry = entries.first();
    const href = (await firstEntry.getAttribute("href"))!;
    expect(href).toMatch(/^#toc-/);
    await firstEntry.click();
    await expect.poll(() => page.url()).toContain(href);
    await expect
      .poll(() =>
        page.evaluate((id) => Math.abs(document.getElementById(id)!.getBoundingClientRect().top) < 200, href.slice(1)),
      )
      .toBe(true);
    await toc.getByRole("button", { name: "Hide" }).click();
    expect(await entries.count()).toBe(0);
    await toc.getByRole("button", { name: "Show" }).click();
    expect(await entries.count()).toBeGreaterThan(2);
    await page.close();
  });

  it("shows the award renderer on an award", async () => {
    const { page } = await open(`/article/${await firstSlug("award")}`);
    for (const heading of [
      "Award Recognition Score",
      "Why This Product Deserves Recognition",
      "What Customers Are Saying",
      "Award Summary",
    ]) {
      expect(await page.getByRole("heading", { name: heading, exact: true }).count(), heading).toBe(1);
    }
    expect(await page.locator("#main").textContent()).toMatch(
      /Exceptional Award Winner|Outstanding Recognition|Well-Deserved Award|Good Recognition|Notable Mention|Participation Award/,
    );
    await page.close();
  });

  it("shows related tech news on a news article", async () => {
    const { page } = await open(`/article/${await firstSlug("tech-news")}`);
    expect(await page.getByText("Stay updated with more breaking tech news").count()).toBe(1);
    expect(await page.getByRole("heading", { name: "Brutal Summary" }).count()).toBe(0);
    await page.close();
  });

  it.each(["versus", "interview", "how-to", "saas"])("renders a %s article without errors", async (type) => {
    const { page, errors } = await open(`/article/${await firstSlug(type)}`, PHONE);
    expect(await page.locator("h1").count()).toBe(1);
    expect(await page.locator(".article-body h2").count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("copies the link when native sharing is unavailable", async () => {
    const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
    const page = await context.newPage();
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    });
    const slug = await firstSlug("review");
    await page.goto(`${server.url}/article/${slug}`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Share this article" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Link copied" }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${server.url}/article/${slug}`);
    await context.close();
  });

  it("hides a featured image that fails to load", async () => {
    const { page, errors } = await open("/article/broken-image-review");
    await expect.poll(() => page.locator("figure img").count()).toBe(0);
    // The browser logs the failed image request itself; nothing else may fail.
    expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
    await page.close();
  });

  it("shows 'Article Not Found' with status 404 for an unknown slug", async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${server.url}/article/no-such-article`);
    expect(response?.status()).toBe(404);
    expect(await page.locator("h1").textContent()).toBe("Article Not Found");
    expect(await page.getByText("The article you're looking for doesn't exist or has been removed.").count()).toBe(1);
    expect(await page.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
    await page.close();
  });
});

describe("without JavaScript", () => {
  it.each([
    "/",
    "/reviews",
    "/versus",
    "/awards",
    "/how-to",
    "/tech-news",
    "/software",
    "/interviews",
    "/about",
    "/privacy",
    "/terms",
    "/contact",
  ])("%s shows its content and links", async (path) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(server.url + path);
    expect(response?.status()).toBe(200);
    expect((await page.locator("h1").textContent())!.length).toBeGreaterThan(2);
    expect(await page.locator("footer a[href='/reviews']").count()).toBe(1);
    await context.close();
  });

  it("on a phone, every section is one tap away and a review reads whole", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    const sections = page.getByRole("navigation", { name: "Sections" }).first();
    expect(await sections.isVisible()).toBe(true);
    expect(await sections.getByRole("link").allTextContents()).toEqual([
      "Reviews",
      "Versus",
      "Brutal Awards",
      "How To",
      "Tech News",
      "Software",
      "Interviews",
      "About",
    ]);
    await sections.getByRole("link", { name: "How To" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/how-to");
    const [{ slug }] = await readJson(
      await fetch(`${server.url}/api/articles?type=review&limit=1`),
      z.tuple([ZArticle]),
    );
    await page.goto(`${server.url}/article/${slug}`);
    expect(await page.getByRole("heading", { name: "Brutal Summary" }).count()).toBe(1);
    expect(await page.locator(".article-body h2").count()).toBeGreaterThan(1);
    // The page fits the phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  it("loads more and filters through plain links and forms", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/reviews`);
    await page.getByRole("link", { name: "Load More Reviews" }).click();
    await expect.poll(() => page.locator("#main article").count()).toBe(22);
    const [{ slug }] = await readJson(
      await fetch(`${server.url}/api/articles?type=award&limit=1`),
      z.tuple([ZArticle]),
    );
    await page.goto(`${server.url}/article/${slug}`);
    expect(await page.getByRole("heading", { name: "Award Summary" }).count()).toBe(1);
    await context.close();
  });
});

describe("accessibility of the public pages", () => {
  it.each([
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const)(
    "axe finds no violation on the home page, the sections, a review, search and a 404 (%s)",
    async (_name, viewport) => {
      const listed = (await (await fetch(`${server.url}/api/articles?type=review&limit=1`)).json()) as {
        slug: string;
      }[];
      const pages = [
        "/",
        "/reviews",
        "/versus",
        "/awards",
        "/how-to",
        "/tech-news",
        "/software",
        "/interviews",
        "/about",
        `/article/${listed[0]!.slug}`,
        "/search?q=battery",
        "/search?q=zzzznothing",
        "/no-such-page",
      ];
      const found: Record<string, string[]> = {};
      const page = await browser.newPage({ viewport });
      for (const path of pages) {
        await page.goto(server.url + path, { waitUntil: "networkidle" });
        found[path] = await axeViolations(page);
      }
      expect(Object.entries(found).filter(([, violations]) => violations.length > 0)).toEqual([]);
      await page.close();
    },
  );
});
