// Loads every hostile corpus entry, rendered by renderArticleContent, into real Chromium and checks nothing fires.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, BrowserContext, Page, Request } from "playwright-core";
import { launchBrowser, trackPageErrors } from "../support/browser";
import { renderArticleContent } from "~/content";
import { convertMarkdown } from "~/content/markdown";
import { ATTACKER_HOST, HOSTILE_CORPUS, SAFE_IMAGE_HOST, type THostileInput } from "../support/hostile-corpus";

// The article is shown at this origin, so relative URLs resolve as they would on the real site.
const SITE_ORIGIN = "https://site.test";
const SITE_URL = `${SITE_ORIGIN}/article`;
// Hosts rendered content may legitimately contact: the site, the embed hosts and the corpus's image host.
const ALLOWED_HOSTS = new Set(["site.test", "www.youtube.com", "www.youtube-nocookie.com", SAFE_IMAGE_HOST]);

declare global {
  interface Window {
    __pwned: unknown;
  }
}

interface TProbe {
  /** What fired: the sentinel, dialogs, navigations, popups and requests to hosts outside ALLOWED_HOSTS. */
  fired: string[];
  /** Rule breaches found by inspecting the live DOM Chromium built from the HTML. */
  breaches: string[];
  pageErrors: string[];
  visibleText: string;
}

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ javaScriptEnabled: true });
  // Nothing leaves the machine: the site's page is served here, every other request is refused
  // (and recorded by each probe).
  await context.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== SITE_ORIGIN) return route.abort();
    if (url.pathname === "/article")
      return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Article</title>" });
    return route.fulfill({ status: 404, body: "" });
  });
  await context.addInitScript(() => {
    window.__pwned = 0;
  });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

function pageFor(body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Article</title></head><body><main id="article">${body}</main></body></html>`;
}

// Hovers, focuses and clicks every element and toggles <details> (settle() then lets what that started finish).
// Clicks on ordinary http(s)/mailto links are cancelled so that only a script URL could act.
async function interact(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.addEventListener(
      "click",
      (event) => {
        const link = (event.target as Element | null)?.closest?.("a[href]");
        if (link instanceof HTMLAnchorElement && /^(https?|mailto|tel):$/.test(link.protocol)) event.preventDefault();
      },
      true,
    );
    for (const element of Array.from(document.querySelectorAll("#article *"))) {
      for (const type of ["mouseover", "mouseenter", "mousedown", "mouseup", "pointerdown", "focus", "focusin"]) {
        element.dispatchEvent(new Event(type, { bubbles: true }));
      }
      if (element instanceof HTMLElement) {
        element.focus();
        element.click();
      } else if (element instanceof SVGElement) {
        element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
      }
    }
  });
}

/**
 * Resolves once nothing the page asked for is still loading and its queued tasks (error and load handlers, a
 * zero-delay refresh) have run, twice in a row: what an attack could do has then been done, however slow the
 * machine. Bounded, for a page that never settles (that probe then reports what it saw by then).
 */
async function settle(page: Page, loading: { idle(): Promise<void> }): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (let quietRounds = 0; quietRounds < 2 && Date.now() < deadline; quietRounds++) {
    await Promise.race([
      loading.idle(),
      new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now())).unref()),
    ]);
    const ranQueuedTasks = await page
      .evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
      .then(() => true)
      .catch(() => false);
    // A page that went away (navigated by the attack) has nothing more to run.
    if (!ranQueuedTasks) return;
  }
}

/** Follows the page's requests; `idle()` resolves when none is in flight. */
function trackLoading(page: Page): { idle(): Promise<void> } {
  const inFlight = new Set<Request>();
  let waiters: (() => void)[] = [];
  const finished = (request: Request) => {
    inFlight.delete(request);
    if (inFlight.size > 0) return;
    for (const wake of waiters) wake();
    waiters = [];
  };
  page.on("request", (request) => inFlight.add(request));
  page.on("requestfinished", finished);
  page.on("requestfailed", finished);
  return {
    idle: () => (inFlight.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
  };
}

// The output rules, checked on the DOM Chromium actually built (not on the HTML string).
function inspectDom(): string[] {
  const breaches: string[] = [];
  const forbiddenTags = new Set([
    "SCRIPT",
    "STYLE",
    "OBJECT",
    "EMBED",
    "FORM",
    "INPUT",
    "BUTTON",
    "META",
    "BASE",
    "LINK",
    "TEMPLATE",
    "svg",
    "math",
    "VIDEO",
    "AUDIO",
    "SOURCE",
    "TEXTAREA",
    "NOSCRIPT",
    "FRAME",
    "FRAMESET",
  ]);
  const embed = /^https:\/\/www\.youtube(-nocookie)?\.com\/embed\/[A-Za-z0-9_-]{11}(\?.*)?$/;
  for (const element of Array.from(document.querySelectorAll("#article *"))) {
    const tag = element.tagName;
    if (forbiddenTags.has(tag)) breaches.push(`forbidden element <${tag.toLowerCase()}>`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith("on")) breaches.push(`event handler ${name} on <${tag.toLowerCase()}>`);
      if (
        ["srcdoc", "srcset", "formaction", "action", "ping", "poster", "background", "xlink:href", "name"].includes(
          name,
        )
      ) {
        breaches.push(`attribute ${name} on <${tag.toLowerCase()}>`);
      }
      if (name === "id" && !attribute.value.startsWith("toc-")) breaches.push(`id ${attribute.value}`);
      if (name === "class" && attribute.value !== "affiliate-button" && !/^language-[\w-]+$/.test(attribute.value)) {
        breaches.push(`class ${attribute.value}`);
      }
    }
    if (
      element instanceof HTMLAnchorElement &&
      element.hasAttribute("href") &&
      !/^(https?|mailto|tel):$/.test(element.protocol)
    ) {
      breaches.push(`link protocol ${element.protocol}`);
    }
    if (element instanceof HTMLImageElement && !/^https?:$/.test(new URL(element.src).protocol)) {
      breaches.push(`image protocol ${element.src.slice(0, 30)}`);
    }
    if (element instanceof HTMLIFrameElement && !embed.test(element.getAttribute("src") ?? "")) {
      breaches.push(`iframe ${element.getAttribute("src")}`);
    }
    const style = getComputedStyle(element);
    if (style.position === "fixed" || style.position === "sticky") breaches.push(`position ${style.position}`);
    if (style.backgroundImage !== "none") breaches.push(`background-image ${style.backgroundImage.slice(0, 40)}`);
  }
  return breaches;
}

async function probe(html: string): Promise<TProbe> {
  const page = await context.newPage();
  const fired: string[] = [];
  const pageErrors = trackPageErrors(page);
  page.on("dialog", (dialog) => {
    fired.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("request", (request) => {
    const url = new URL(request.url());
    if ((url.protocol === "http:" || url.protocol === "https:") && !ALLOWED_HOSTS.has(url.hostname)) {
      fired.push(`request: ${request.url()}`);
    }
  });
  page.on("popup", (popup) => fired.push(`popup: ${popup.url()}`));
  try {
    await page.goto(SITE_URL);
    // Same-document moves (a click on href="#") are not navigations away from the article.
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame() && frame.url().split("#")[0] !== SITE_URL)
        fired.push(`navigation: ${frame.url()}`);
    });
    const loading = trackLoading(page);
    await page.setContent(pageFor(html), { waitUntil: "load" });
    await interact(page).catch((error: unknown) =>
      fired.push(`page replaced during interaction: ${String(error).slice(0, 80)}`),
    );
    await settle(page, loading);
    const pwned = await page.evaluate(() => window.__pwned).catch(() => "page gone");
    if (pwned !== 0) fired.push(`sentinel: ${String(pwned)}`);
    const breaches = await page.evaluate(inspectDom).catch((error: unknown) => [`inspection failed: ${String(error)}`]);
    const visibleText = await page
      .evaluate(() => document.querySelector("#article")?.textContent ?? "")
      .catch(() => "");
    // Aborted requests to allowed hosts log "Failed to load resource"; those are expected here.
    return {
      fired,
      breaches,
      pageErrors: pageErrors.filter((e) => !e.includes("Failed to load resource")),
      visibleText,
    };
  } finally {
    await page.close();
  }
}

function unsanitised(entry: THostileInput): string {
  return entry.markdown ? convertMarkdown(entry.input) : entry.input;
}

// Runs probes a few pages at a time (each probe has its own page, listeners and sentinel).
async function probeAll<T>(items: readonly T[], html: (item: T) => string): Promise<TProbe[]> {
  const results: TProbe[] = [];
  for (let start = 0; start < items.length; start += 4) {
    results.push(...(await Promise.all(items.slice(start, start + 4).map((item) => probe(html(item))))));
  }
  return results;
}

describe("hostile content in Chromium", () => {
  describe("with the sanitiser bypassed", () => {
    const controls = HOSTILE_CORPUS.filter((entry) => entry.tripsWhenUnsanitised);
    let results: TProbe[] = [];

    // Probing some twenty pages is setup, bounded by the hook's time-out, not the test's: it took over a minute
    // on a busy 2-core machine.
    beforeAll(async () => {
      results = await probeAll(controls, unsanitised);
    }, 180_000);

    test("the harness sees each kind of attack when the sanitiser is bypassed", () => {
      expect(controls.length).toBeGreaterThanOrEqual(20);
      const blind = controls.filter((_entry, index) => results[index]!.fired.length === 0).map((entry) => entry.name);
      expect(blind).toEqual([]);
    });
  });

  describe("after renderArticleContent", () => {
    const rendered = new Map<string, { renderMs: number; probe: TProbe }>();

    beforeAll(async () => {
      const outputs = HOSTILE_CORPUS.map((entry) => {
        const started = performance.now();
        const { html } = renderArticleContent(entry.input, { affiliateTag: "brutal-20" });
        return { html, renderMs: performance.now() - started };
      });
      const probes = await probeAll(outputs, (output) => output.html);
      HOSTILE_CORPUS.forEach((entry, index) =>
        rendered.set(entry.name, { renderMs: outputs[index]!.renderMs, probe: probes[index]! }),
      );
    }, 180_000);

    test.each(HOSTILE_CORPUS.map((entry) => [entry.name, entry] as const))("%s: nothing fires", (name, entry) => {
      const { renderMs, probe: result } = rendered.get(name)!;
      // A guard against a hang (an exponential input takes minutes), not a benchmark: on a loaded 2-core machine,
      // with Chromium beside it, a cold render of the 5,000-level inputs took 3.4 s. The same bound as the unit test
      // (app/content/hostile-corpus.test.ts); the linear-time tests (app/content/linear-text.test.ts) hold 1 MB inputs.
      expect(renderMs).toBeLessThan(10_000);
      expect(result.fired).toEqual([]);
      expect(result.breaches).toEqual([]);
      expect(result.pageErrors).toEqual([]);
      if (entry.keepsText) expect(result.visibleText).toContain(entry.keepsText);
    });
  });

  test("the editor's own output survives and loads: button, box, YouTube embed", async () => {
    const { buildButtonHtml, buildBoxHtml, buildVideoEmbedHtml } = await import("~/content");
    const body = [
      buildButtonHtml({ text: "Buy it", url: "https://www.amazon.com/dp/B0TEST" }),
      buildBoxHtml({ content: "Boxed content" }),
      buildVideoEmbedHtml("https://www.youtube.com/watch?v=dQw4w9WgXcQ"),
      `<img src="https://${SAFE_IMAGE_HOST}/photo.png" alt="Photo">`,
    ].join("");
    const { html } = renderArticleContent(body);
    const page = await context.newPage();
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    try {
      await page.goto(SITE_URL);
      await page.setContent(pageFor(html), { waitUntil: "load" });
      const facts = await page.evaluate(() => {
        const link = document.querySelector("a.affiliate-button");
        const box = document.querySelector("#article > div:not(:has(iframe))");
        const frame = document.querySelector("iframe");
        const wrapper = frame?.parentElement;
        return {
          linkBackground: link ? getComputedStyle(link).backgroundColor : null,
          linkRel: link?.getAttribute("rel") ?? null,
          boxBackground: box ? getComputedStyle(box).backgroundColor : null,
          boxBorder: box ? getComputedStyle(box).borderTopColor : null,
          frameSrc: frame?.getAttribute("src") ?? null,
          ratio: wrapper && frame ? Math.round((frame.clientHeight / frame.clientWidth) * 10000) / 10000 : null,
        };
      });
      expect(facts).toEqual({
        linkBackground: "rgb(139, 92, 246)",
        linkRel: "sponsored nofollow noopener",
        boxBackground: "rgba(16, 185, 129, 0.1)",
        boxBorder: "rgb(16, 185, 129)",
        frameSrc: "https://www.youtube.com/embed/dQw4w9WgXcQ",
        ratio: 0.5625,
      });
      expect(requests.some((url) => url.startsWith("https://www.youtube.com/embed/dQw4w9WgXcQ"))).toBe(true);
      expect(requests.filter((url) => new URL(url).hostname === ATTACKER_HOST)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
