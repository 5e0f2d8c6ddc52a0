// The Jobs tab in Chromium: a batch uploaded from another tab appears in the list, and its rows are followed live
// until every article is published, with links to them; closing the uploading tab stops nothing.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFakeArticle } from "../support/generation-harness";
import { ZJobDetail, ZJobList, type TJobSummary } from "~/jobs/job-protocol";
import { storeAdminSession } from "../support/admin-browser-session";
import { launchBrowser, trackPageErrors } from "../support/browser";
import { startModelSimulator, type TModelSimulator } from "../support/model-simulator";
import { createTestDatabase, startServerProcess, type TTestDatabase, type TTestServer } from "../support/test-server";

const ACCESS_CODE = "jobs-screen-access-code";
const CSV =
  "Primary Keyword & Article Title,Type\nScreen Row One,How-To\nScreen Row Two,How-To\nScreen Row Three,How-To\n";

let ai: TModelSimulator;
let database: TTestDatabase;
let server: TTestServer;
let browser: Browser;
// The fake model answers once this gate is open: a test holds it while it looks at a batch in the middle of its run
// (or cancels it), then opens it, instead of giving every answer a delay long enough for the look.
let gate: Promise<void> = Promise.resolve();
function holdAnswers(): () => void {
  let open = () => {};
  gate = new Promise<void>((resolve) => (open = resolve));
  return () => {
    open();
    gate = Promise.resolve();
  };
}

beforeAll(async () => {
  ai = await startModelSimulator();
  let calls = 0;
  ai.setFallback(() => ({
    json: buildFakeArticle({ title: `Screen Article ${++calls}`, words: 700 }),
    release: gate,
  }));
  database = await createTestDatabase();
  server = await startServerProcess({
    ...database.env,
    ADMIN_ACCESS_CODE: ACCESS_CODE,
    AI_PROVIDER: "openai-compatible",
    AI_MODEL: "fake-model",
    AI_BASE_URL: ai.baseURL,
    GENERATION_CONCURRENCY: "1",
  });
  browser = await launchBrowser();
});

/** How many rows of the newest batch uploaded as `fileName` the server holds as cancelled. */
async function cancelledRows(token: string, fileName: string): Promise<number> {
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  const { jobs } = ZJobList.parse(await (await fetch(`${server.url}/api/admin/jobs`, auth)).json());
  const batch = jobs
    .filter((job) => job.kind === "batch" && job.title === fileName)
    .reduce<TJobSummary | undefined>((newest, job) => (newest && newest.id > job.id ? newest : job), undefined);
  if (!batch) return 0;
  const { rows } = ZJobDetail.parse(await (await fetch(`${server.url}/api/admin/jobs/${batch.id}`, auth)).json());
  return rows.filter((row) => row.state === "cancelled").length;
}

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.drop();
  await ai?.close();
});

describe("the Jobs tab", () => {
  it("shows a batch started in another tab and follows it live to the end", { timeout: 180_000 }, async () => {
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ accessCode: ACCESS_CODE }),
    });
    const { token } = (await login.json()) as { token: string };
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const jobsPage = await context.newPage();
    const errors = trackPageErrors(jobsPage);
    await storeAdminSession(jobsPage, server.url, token);
    await jobsPage.goto(`${server.url}/admin?tab=jobs`);
    await expect.poll(() => jobsPage.getByText("No generations yet.").isVisible(), { timeout: 30_000 }).toBe(true);

    // Another tab uploads the sheet, then is closed before the batch is done.
    const openAnswers = holdAnswers();
    const uploadPage = await context.newPage();
    await uploadPage.goto(`${server.url}/healthz`);
    const status = await uploadPage.evaluate(
      async ({ csv, bearer }) => {
        const form = new FormData();
        form.set("file", new File([csv], "screen.csv", { type: "text/csv" }));
        const response = await fetch("/api/admin/bulk-upload", {
          method: "POST",
          headers: { Authorization: `Bearer ${bearer}` },
          body: form,
        });
        return response.status;
      },
      { csv: CSV, bearer: token },
    );
    expect(status).toBe(200);
    await uploadPage.close();

    const batch = jobsPage.getByRole("list", { name: "Generation jobs" }).getByRole("button", { name: /screen\.csv/ });
    await batch.waitFor({ timeout: 30_000 });
    await batch.click();
    const progress = jobsPage.getByTestId("job-progress");
    await expect.poll(() => progress.textContent(), { timeout: 60_000 }).toMatch(/^Running · [0-2] of 3 rows$/);
    openAnswers();
    await expect.poll(() => progress.textContent(), { timeout: 90_000 }).toBe("Done · 3 of 3 rows");
    // What the batch cost, from the provider's usage data: one call a row, each row's tokens in its line.
    await expect
      .poll(() => jobsPage.getByTestId("job-usage").textContent())
      .toMatch(/^Cost: 3 model calls, [\d,]+ tokens in, [\d,]+ out$/);
    expect(await jobsPage.locator("[data-row-usage]").allTextContents()).toEqual([
      expect.stringMatching(/^[\d,]+ \/ [\d,]+$/),
      expect.stringMatching(/^[\d,]+ \/ [\d,]+$/),
      expect.stringMatching(/^[\d,]+ \/ [\d,]+$/),
    ]);
    const links = jobsPage.getByRole("table").getByRole("link");
    expect(await links.count()).toBe(3);
    expect(await links.first().getAttribute("href")).toMatch(/^\/article\/screen-row-(one|two|three)$/);
    expect(await jobsPage.getByRole("button", { name: "Download results (CSV)" }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ["phone", { width: 390, height: 844 }],
    ["desktop", { width: 1366, height: 900 }],
  ] as const)(
    "follows a batch after Retry failed rows to its end, fits the screen, and shows a single generation's article and stages (%s)",
    { timeout: 180_000 },
    async (name, viewport) => {
      const login = await fetch(`${server.url}/api/admin/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ accessCode: ACCESS_CODE }),
      });
      const { token } = (await login.json()) as { token: string };
      const context = await browser.newContext(
        name === "phone" ? { viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : { viewport },
      );
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      await storeAdminSession(page, server.url, token);
      const questions: string[] = [];
      page.on("dialog", (dialog) => {
        questions.push(dialog.message());
        void dialog.accept();
      });
      // The first row's answer is held, so the other two are still waiting when the batch is cancelled.
      const openAnswers = holdAnswers();
      const upload = await page.evaluate(
        async ({ csv }) => {
          const form = new FormData();
          form.set("file", new File([csv], "retry.csv", { type: "text/csv" }));
          const response = await fetch("/api/admin/bulk-upload", { method: "POST", body: form });
          await response.body?.cancel();
          return response.status;
        },
        { csv: CSV.replaceAll("Screen Row", `Retry ${name} Row`) },
      );
      expect(upload).toBe(200);
      await page.goto(`${server.url}/admin?tab=jobs`);
      await page
        .getByRole("list", { name: "Generation jobs" })
        .getByRole("button", { name: /retry\.csv/ })
        .first()
        .click();
      const progress = page.getByTestId("job-progress");
      await page.getByRole("button", { name: "Cancel batch" }).click();
      expect(questions[0]).toContain("Cancel this batch?");
      // The waiting rows are cancelled on the server; the running one then finishes and so ends the batch.
      await expect.poll(() => cancelledRows(token, "retry.csv"), { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
      openAnswers();
      await expect.poll(() => progress.textContent(), { timeout: 60_000 }).toMatch(/^Cancelled/);
      await page.getByRole("button", { name: "Retry failed rows" }).click();
      // Followed to its end without a reload.
      await expect.poll(() => progress.textContent(), { timeout: 90_000 }).toBe("Done · 3 of 3 rows");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `test-results/screenshots/jobs-batch-${name}.png`, fullPage: true });

      // A single generation: its article's title, Done once, its stages, and the way to the article.
      const single = await page.evaluate(async (title) => {
        const response = await fetch("/api/content/how-to-generate", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ inputType: "question", question: `How do I test ${title}?`, wordCount: 700 }),
        });
        return ((await response.json()) as { article: { title: string } }).article.title;
      }, name);
      await page.reload();
      await page.getByRole("list", { name: "Generation jobs" }).getByRole("button").first().click();
      await expect.poll(() => page.getByRole("heading", { level: 3 }).textContent()).toBe(single);
      expect(await progress.textContent()).toBe("Done");
      expect(await page.getByRole("list", { name: "Stages" }).getByRole("listitem").count()).toBeGreaterThan(0);
      expect(await page.getByRole("link", { name: "Open in the editor" }).count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `test-results/screenshots/jobs-single-${name}.png`, fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
