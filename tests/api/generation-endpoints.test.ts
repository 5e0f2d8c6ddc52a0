// Every generation endpoint end to end over real HTTP: a local OpenAI-compatible server stands in for the
// provider and fixture pages shaped like the real sites are served on loopback through the fetcher's origin
// overrides. From URL to a published article at /api/articles/{slug}, and every failure on the way.
import { z } from "zod";
import { ZAdminArticle, ZAdminListItem, ZArticle, ZArticleRevisionRow } from "~/articles/article-response";
import { ZArticleAnswer, ZContentAnswer, ZSaasAnswer } from "~/generation/generation-answers";
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildFakeArticle } from "../support/generation-harness";
import { GENERATION_PATHS } from "~/generation/generation-paths";
import { ZJobDetail, ZJobList } from "~/jobs/job-protocol";
import { startModelSimulator, type TModelSimulator } from "../support/model-simulator";
import { startFixtureSite, type TFixtureSite } from "../support/fixture-site";
import { readJson } from "../support/read-json";
import { createServer } from "node:net";
import { adminSessions } from "~/db/schema";
import {
  createTestDatabase,
  startServerProcess,
  type TTestDatabase,
  type TTestServer,
  logInAsAdmin,
} from "../support/test-server";

const ACCESS_CODE = "generation-test-code";
let database: TTestDatabase;
let server: TTestServer;
let ai: TModelSimulator;
let site: TFixtureSite;
let token = "";

async function post(
  path: string,
  body: unknown,
  init: { token?: string | null; accept?: string; signal?: AbortSignal; askOnDuplicate?: boolean } = {},
) {
  // These tests generate the same fixture products many times: they write a new article each time unless a test
  // checks the question asked about an article already there.
  const generates = /generate/.test(path);
  if (generates && !init.askOnDuplicate && typeof body === "object" && body !== null && !("onDuplicate" in body)) {
    body = { ...body, onDuplicate: "new" };
  }
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  const bearer = init.token === undefined ? token : init.token;
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  if (init.accept) headers.Accept = init.accept;
  return fetch(`${server.url}${path}`, { method: "POST", headers, body: JSON.stringify(body), signal: init.signal });
}

/** The public API's status for a slug: 200 once the article is published, 404 otherwise. */
/** The NDJSON lines a streamed generation answered, in order. */
async function streamEvents<TBody = unknown>(
  response: Response,
): Promise<{ type: string; stage?: string; message?: string; status?: number; body?: TBody }[]> {
  return (await response.text())
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line));
}

async function publicStatus(slug: string): Promise<number> {
  const response = await fetch(`${server.url}/api/articles/${slug}`);
  await response.body?.cancel();
  return response.status;
}

/** A published article as the public API serves it (a refusal fails the test with its body). */
async function publishedArticle(slug: string) {
  return readJson(await fetch(`${server.url}/api/articles/${slug}`), ZArticle);
}

/** A loopback port that was free a moment ago: nothing listens there. */
function closedLoopbackPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function freshToken(): Promise<string> {
  const login = await post("/api/admin/login", { accessCode: ACCESS_CODE }, { token: null });
  return ((await login.json()) as { token: string }).token;
}

/** An admin API answer, parsed with the schema of what it should be. */
async function adminGet<TSchema extends z.ZodType>(path: string, schema: TSchema) {
  const response = await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, body: await readJson(response, schema) };
}

beforeAll(async () => {
  ai = await startModelSimulator();
  site = await startFixtureSite();
  database = await createTestDatabase();
  server = await startServerProcess({
    ...database.env,
    ADMIN_ACCESS_CODE: ACCESS_CODE,
    AI_PROVIDER: "openai-compatible",
    AI_MODEL: "fake-model",
    AI_BASE_URL: ai.baseURL,
    FETCH_ALLOW_PRIVATE: "127.0.0.1",
    FETCH_ORIGIN_OVERRIDES: site.originOverridesText,
    // Every price refresh reads every review again, without the production pause between two pages.
    PRICE_CHECK_INTERVAL_HOURS: "0",
    PRICE_REFRESH_DELAY_MS: "20",
    // Streamed follow-ups (decision 048) silent this long are asked again; the first-token test waits less.
    AI_IDLE_TIMEOUT_MS: "6000",
  });
  token = await freshToken();
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  await ai?.close();
  await site?.close();
});

beforeEach(() => {
  ai.reset();
});

describe("the gate and the provider", () => {
  it.each(GENERATION_PATHS)("%s refuses a missing token with 401", async (path) => {
    const response = await post(path, {}, { token: null });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Invalid or missing admin token. Please log in again." });
  });

  it.each(GENERATION_PATHS)("%s refuses a wrong or revoked token with 401", async (path) => {
    const wrong = await post(path, {}, { token: "not-a-real-admin-token" });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toBe('Bearer realm="admin"');
    expect(await wrong.json()).toEqual({ error: "Invalid admin token. Please log in again." });

    const revoked = await freshToken();
    await post("/api/admin/logout", {}, { token: revoked });
    const afterLogout = await post(path, {}, { token: revoked });
    expect(afterLogout.status).toBe(401);
    expect(await afterLogout.json()).toEqual({ error: "Invalid admin token. Please log in again." });
    expect(ai.requests).toHaveLength(0);
  });

  it("logging out while the article is being written never stops the job: the article is published", async () => {
    const ending = await freshToken();
    const title = "Written While The Admin Logged Out";
    // The model's answer is held until the admin has logged out.
    let answer = () => {};
    ai.enqueue({ json: buildFakeArticle({ title }), release: new Promise<void>((resolve) => (answer = resolve)) });
    const pending = post(
      "/api/content/smart-generate",
      { url: "https://www.amazon.com/dp/B0AETHERX2" },
      { token: ending },
    );
    // The first read of a server starts its page reader thread: on a loaded machine that alone takes seconds.
    await expect.poll(() => ai.requests.length, { timeout: 30_000 }).toBe(1);
    await post("/api/admin/logout", {}, { token: ending });
    answer();
    const response = await pending;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ article: { slug: "written-while-the-admin-logged-out", title } });
    expect(await publicStatus("written-while-the-admin-logged-out")).toBe(200);
  });

  it("GET /api/admin/ai-status refuses a missing or wrong token with the gate's messages", async () => {
    const missing = await fetch(`${server.url}/api/admin/ai-status`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ error: "Invalid or missing admin token. Please log in again." });
    const wrong = await fetch(`${server.url}/api/admin/ai-status`, {
      headers: { Authorization: "Bearer not-a-real-admin-token" },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: "Invalid admin token. Please log in again." });
  });

  it("names the active model for the admin screens", async () => {
    const response = await fetch(`${server.url}/api/admin/ai-status`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await response.json()).toMatchObject({ configured: true, model: "fake-model" });
  });
});

describe("smart generator", () => {
  it("turns a retailer product page into a published review with the scraped facts in the prompt", async () => {
    ai.enqueue({ json: buildFakeArticle({ title: "Aether X2 Review: Battery First, Camera Last" }) });
    const requestsBefore = site.requests.length;
    const response = await post("/api/content/smart-generate", {
      url: "https://www.amazon.com/dp/B0AETHERX2",
      minWordCount: 700,
    });
    expect(response.status).toBe(200);
    const { article } = await readJson(response, ZArticleAnswer);
    expect(article).toMatchObject({
      title: "Aether X2 Review: Battery First, Camera Last",
      articleType: "review",
      brutalScore: 7.4,
    });
    expect(article.slug).toBe("aether-x2-review-battery-first-camera-last");
    expect(ai.requests[0]!.promptText).toContain("Aether X2 Smartphone, 6.7-inch 120Hz OLED");

    const published = await publishedArticle(article.slug);
    expect(published.publishingStatus).toBe("published");
    expect(published.content).toContain("## What Actually Works");
    expect(published.content).toContain("https://www.amazon.com/dp/B0AETHERX2");
    expect(published.reviewSummary!.positives).toContain("Two-day battery life");

    // Its picture is the site's own: the shop's image, downloaded once into the media library, credited to the
    // product page it came from.
    expect(published.featuredImage).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
    const image = await fetch(`${server.url}${published.featuredImage}`);
    expect([image.status, image.headers.get("content-type")]).toEqual([200, "image/jpeg"]);
    expect(site.requests.slice(requestsBefore).filter((path) => path.startsWith("/product-images/"))).toEqual([
      "/product-images/images/I/71aetherX2._AC_SL1500_.jpg",
    ]);
    const page = await (await fetch(`${server.url}/article/${article.slug}`)).text();
    expect(page).toContain(`alt="Aether X2 Review: Battery First, Camera Last"`);
    expect(page).toContain(`Image: <a href="https://www.amazon.com/dp/B0AETHERX2" rel="nofollow noopener"`);
    expect(page).not.toContain("media-amazon.com");
  });

  it("keeps no picture it cannot download, shows the branded card, and tells the editor why", async () => {
    ai.enqueue({ json: buildFakeArticle({ title: "Kestrel K9 Review: No Picture" }) });
    const response = await post(
      "/api/content/smart-generate",
      { url: "https://www.amazon.com/dp/B0KESTRELK", imageUrl: "https://www.amazon.com/images/missing.jpg" },
      { accept: "application/x-ndjson" },
    );
    const events = await streamEvents<{ article?: { slug: string } }>(response);
    expect(events.filter((event) => event.type === "progress").map((event) => event.message)).toContain(
      "The product image could not be downloaded, so the article shows its branded card: The image at https://www.amazon.com/images/missing.jpg answered HTTP 404 (Not Found).",
    );
    const slug = events.at(-1)!.body!.article!.slug;
    expect((await publishedArticle(slug)).featuredImage).toBeNull();
    const page = await (await fetch(`${server.url}/article/${slug}`)).text();
    expect(page).toContain(`<meta property="og:image" content="http://localhost:3000/card-image/${slug}.png"/>`);
  });

  it("gives the same title a unique slug the second time", async () => {
    ai.enqueue({ json: buildFakeArticle({ title: "Aether X2 Review: Battery First, Camera Last" }) });
    const response = await post("/api/content/smart-generate", { url: "https://www.amazon.com/dp/B0AETHERX2" });
    expect((await readJson(response, ZArticleAnswer)).article.slug).toBe(
      "aether-x2-review-battery-first-camera-last-2",
    );
  });

  it("stops a second generation for the same product, naming the article; update writes a new revision of it", async () => {
    // The same product as the reviews above, through a link with tracking parameters.
    const url = "https://www.amazon.com/Aether-X2/dp/B0AETHERX2/?tag=someone-20&ref=sr_1_1";
    const refused = await post("/api/content/smart-generate", { url }, { askOnDuplicate: true });
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { error: string; duplicate: { id: number; title: string; editUrl: string } };
    expect(body.error).toBe(
      `The site already has an article about this product: "${body.duplicate.title}" (the same shop id (B0AETHERX2)). Update it (a new revision), write a new one anyway, or skip.`,
    );
    expect(body.duplicate.editUrl).toBe(`/admin/articles/edit/${body.duplicate.id}`);
    expect(ai.requests).toHaveLength(0);

    ai.enqueue({ json: buildFakeArticle({ title: "Aether X2 Review, Rewritten" }) });
    const updated = await post("/api/content/smart-generate", { url, onDuplicate: "update" }, { askOnDuplicate: true });
    expect(updated.status).toBe(200);
    const { article } = await readJson(updated, ZArticleAnswer);
    expect(article.id).toBe(body.duplicate.id);
    expect((await publishedArticle(article.slug)).title).toBe("Aether X2 Review, Rewritten");
    const revisions = (await (
      await fetch(`${server.url}/api/admin/articles/${article.id}/revisions`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { reason: string }[];
    expect(revisions.map((revision) => revision.reason)).toEqual(expect.arrayContaining(["generated", "update"]));

    const bad = await post("/api/content/smart-generate", { url, onDuplicate: "merge" }, { askOnDuplicate: true });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "onDuplicate must be update or new" });
  });

  it("reports the retailer's robot check as AMAZON_BLOCKING", async () => {
    const response = await post("/api/content/smart-generate", { url: "https://www.amazon.com/dp/B0CAPTCHA1" });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: "Amazon is currently blocking scraping requests. Please try again later.",
      code: "AMAZON_BLOCKING",
      isAmazonBlocking: true,
    });
    expect(ai.requests).toHaveLength(0);
  });

  it("refuses a private address with a clear error and calls no model", async () => {
    const response = await post("/api/content/smart-generate", { url: "http://10.0.0.1/product" });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(((await response.json()) as { error: string }).error).toMatch(/private|not allowed|blocked/i);
    expect(ai.requests).toHaveLength(0);
  });

  it.each([
    [{}, "URL Required"],
    [{ url: "" }, "URL Required"],
    [{ url: "https://www.amazon.com/dp/B0AETHERX2", minWordCount: 100 }, "Minimum word count must be at least 500"],
    [{ url: "https://www.amazon.com/dp/B0AETHERX2", minWordCount: 20000 }, "Maximum word count is 10,000"],
  ])("answers 400 for %o", async (body, message) => {
    const response = await post("/api/content/smart-generate", body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(message);
  });

  it("answers 502 when the provider fails and when its output is malformed, saving nothing", async () => {
    const articleIds = async () =>
      (await adminGet("/api/admin/articles?limit=500", ZAdminListItem.array())).body.map((article) => article.id);
    const before = await articleIds();
    ai.enqueue({ status: 500 }, { status: 500 }, { status: 500 });
    const failed = await post("/api/content/smart-generate", { url: "https://www.amazon.com/dp/B0AETHERX2" });
    expect(failed.status).toBe(502);
    expect(((await failed.json()) as { error: string }).error).toBeTruthy();

    ai.enqueue({ content: "{ this is not json" }, { content: "{ this is not json" }, { content: "{ this is not json" });
    const malformed = await post("/api/content/smart-generate", { url: "https://www.amazon.com/dp/B0AETHERX2" });
    expect(malformed.status).toBe(502);
    expect(await articleIds()).toEqual(before);
  });

  it("streams progress stages as NDJSON when asked, ending with the same body", async () => {
    ai.enqueue({ json: buildFakeArticle({ title: "Kestrel K9 Review: Streamed" }) });
    const response = await post(
      "/api/content/smart-generate",
      { url: "https://www.amazon.com/dp/B0KESTRELK" },
      { accept: "application/x-ndjson" },
    );
    expect(response.headers.get("content-type")).toContain("application/x-ndjson");
    const events = await streamEvents(response);
    const stages = events.filter((e) => e.type === "progress").map((e) => e.stage);
    expect(stages).toContain("reading-source");
    expect(stages).toContain("writing");
    const last = events.at(-1);
    expect(last).toMatchObject({
      type: "complete",
      status: 200,
      body: { article: { title: "Kestrel K9 Review: Streamed" } },
    });
  });

  it("waits the Retry-After a busy provider names, says so in the stream and the job, and reports the tokens", async () => {
    ai.enqueue(
      { status: 429, headers: { "retry-after": "1" } },
      { json: buildFakeArticle({ title: "Kestrel K9 Review: After The Rate Limit" }) },
    );
    const response = await post(
      "/api/content/smart-generate",
      { url: "https://www.amazon.com/dp/B0KESTRELK" },
      { accept: "application/x-ndjson" },
    );
    const events = await streamEvents(response);
    const waiting = "The AI provider is busy (HTTP 429): trying again in 1 second as it asked (retry 1 of 2)";
    expect(events).toContainEqual({ type: "progress", stage: "writing", message: waiting });
    const answer = ZArticleAnswer.parse(events.at(-1)!.body);
    expect(answer.article.title).toBe("Kestrel K9 Review: After The Rate Limit");
    // Both requests count; the tokens are the simulator's usage data for the answered one.
    expect(answer.usage).toMatchObject({ calls: 2 });
    expect(answer.usage!.inputTokens).toBeGreaterThan(100);
    expect(answer.usage!.outputTokens).toBeGreaterThan(100);

    const jobs = (await adminGet("/api/admin/jobs", ZJobList)).body.jobs;
    const job = jobs.find((entry) => entry.articleId === answer.article.id)!;
    expect(job.usage).toEqual(answer.usage);
    const detail = (await adminGet(`/api/admin/jobs/${job.id}`, ZJobDetail)).body;
    expect(detail.single?.stages.map((stage) => stage.message)).toContain(waiting);
  });

  it("waits out Anthropic's 529 and a 503 with their Retry-After, each wait in the stream and the job", async () => {
    ai.enqueue(
      { status: 529, headers: { "retry-after": "1" } },
      { status: 503, headers: { "retry-after-ms": "300" } },
      { json: buildFakeArticle({ title: "Kestrel K9 Review: After The Overload" }) },
    );
    const response = await post(
      "/api/content/smart-generate",
      { url: "https://www.amazon.com/dp/B0KESTRELK" },
      { accept: "application/x-ndjson" },
    );
    const events = await streamEvents(response);
    const waits = [
      "The AI provider is busy (HTTP 529): trying again in 1 second as it asked (retry 1 of 2)",
      "The AI provider is busy (HTTP 503): trying again in 0.3 seconds as it asked (retry 2 of 2)",
    ];
    const messages = events.filter((event) => event.type === "progress").map((event) => event.message);
    expect(messages.filter((message) => waits.includes(message!))).toEqual(waits);
    const answer = ZArticleAnswer.parse(events.at(-1)!.body);
    expect(answer.article.title).toBe("Kestrel K9 Review: After The Overload");
    expect(answer.usage).toMatchObject({ calls: 3 });
    const job = (await adminGet("/api/admin/jobs", ZJobList)).body.jobs.find(
      (entry) => entry.articleId === answer.article.id,
    )!;
    const detail = (await adminGet(`/api/admin/jobs/${job.id}`, ZJobDetail)).body;
    expect(detail.single?.stages.map((stage) => stage.message)).toEqual(expect.arrayContaining(waits));
  });

  it("a model slow to its first words on a streamed follow-up: the stream and the job say it is waited for", async () => {
    ai.enqueue(
      { json: buildFakeArticle({ title: "Kestrel K9 Review: Slow To Start", words: 300 }) },
      {
        json: { additionalSections: buildFakeArticle({ words: 700 }).content },
        // The server says it waits every 2 seconds (a third of its idle limit): the first notice is due first.
        delayMs: 2_500,
      },
    );
    const response = await post(
      "/api/content/smart-generate",
      { url: "https://www.amazon.com/dp/B0KESTRELK", minWordCount: 700 },
      { accept: "application/x-ndjson" },
    );
    const events = await streamEvents(response);
    const messages = events.filter((event) => event.type === "progress").map((event) => event.message!);
    expect(ai.requests.map((request) => request.stream)).toEqual([false, true]);
    const waiting = messages.filter((message) =>
      /^Still waiting for the AI model to start the follow-up \(\d+(\.\d)? seconds so far\)$/.test(message),
    );
    expect(waiting.length).toBeGreaterThan(0);
    const began = messages.find((message) => message.startsWith("The AI model began the follow-up after "));
    expect(began).toMatch(/^The AI model began the follow-up after \d+(\.\d)? seconds$/);
    const answer = ZArticleAnswer.parse(events.at(-1)!.body);
    expect(answer.article.title).toBe("Kestrel K9 Review: Slow To Start");
    const job = (await adminGet("/api/admin/jobs", ZJobList)).body.jobs.find(
      (entry) => entry.articleId === answer.article.id,
    )!;
    const detail = (await adminGet(`/api/admin/jobs/${job.id}`, ZJobDetail)).body;
    expect(detail.single?.stages.map((stage) => stage.message)).toEqual(expect.arrayContaining([...waiting, began]));
  });

  it("finishes and saves the article when the client disconnects", async () => {
    ai.enqueue({ json: buildFakeArticle({ title: "Disconnected Client Still Gets Its Review" }), delayMs: 1500 });
    const controller = new AbortController();
    const pending = post(
      "/api/content/smart-generate",
      { url: "https://www.amazon.com/dp/B0AETHERX2" },
      { signal: controller.signal },
    ).catch((e) => e);
    // The client leaves while the model is writing.
    await expect.poll(() => ai.requests.length).toBeGreaterThan(0);
    controller.abort();
    await pending;
    await expect
      .poll(async () => await publicStatus("disconnected-client-still-gets-its-review"), {
        timeout: 15_000,
        interval: 300,
      })
      .toBe(200);
  });
});

describe("the other generators", () => {
  it("versus: two product pages, one comparison; errors carry a message field", async () => {
    ai.enqueue({ json: buildFakeArticle({ title: "Aether X2 vs Kestrel K9: The Battery Wins" }) });
    const response = await post("/api/content/versus-generate", {
      product1Url: "https://www.amazon.com/dp/B0AETHERX2",
      product2Url: "https://www.amazon.com/dp/B0KESTRELK",
      minWordCount: 700,
    });
    expect(response.status).toBe(200);
    const { article } = await readJson(response, ZArticleAnswer);
    expect(article.articleType).toBe("versus");
    const prompt = ai.requests[0]!.promptText;
    expect(prompt).toContain("Aether X2");
    expect(prompt).toContain("Kestrel");
    expect(await publicStatus(article.slug)).toBe(200);

    const invalid = await post("/api/content/versus-generate", {
      product1Url: "https://example.com/a",
      product2Url: "https://example.com/b",
    });
    expect(invalid.status).toBe(400);
    const body = (await invalid.json()) as { error: string; message: string };
    expect(body.message).toContain("Invalid URLs");
    expect(body.message).toBe(body.error);
  });

  it("brutal award: the title follows the spec's pattern", async () => {
    ai.enqueue({ json: buildFakeArticle() });
    const response = await post("/api/content/brutal-awards-generate", {
      url: "https://www.amazon.com/dp/B0AETHERX2",
      item: "Battery Phone",
      year: "2026",
      productName: "Aether X2",
      brutalScore: 9.1,
    });
    expect(response.status).toBe(200);
    const { article } = await readJson(response, ZArticleAnswer);
    expect(article.title).toBe("Brutal Award for the Best Battery Phone in 2026 goes to Aether X2");
    // The award details and the product page's facts reach the prompt the model receives.
    const awardPrompt = ai.requests[0]!.promptText;
    expect(awardPrompt).toContain(
      'The article\'s title is fixed: "Brutal Award for the Best Battery Phone in 2026 goes to Aether X2".',
    );
    expect(awardPrompt).toContain("Award score: 9.1 out of 10.");
    expect(awardPrompt).toContain(
      "Product: Aether X2 Smartphone, 6.7-inch 120Hz OLED, 256GB, 5000mAh Battery, Unlocked - Graphite",
    );
    expect(awardPrompt).toContain("Price: $699.99");
    expect(awardPrompt).toContain(
      "- 5000MAH BATTERY: up to two days of typical use; 45W wired charging, 0-50% in 22 minutes",
    );
    expect(awardPrompt).toContain('"Camera smears faces in low light" by Marcus T.');
    const published = await publishedArticle(article.slug);
    expect(published.articleType).toBe("award");
    expect(published.brutalScore).toBe(9.1);
    expect(published.content).toContain("## Why This Product Deserves Recognition");

    const missing = await post("/api/content/brutal-awards-generate", {
      url: "https://www.amazon.com/dp/B0AETHERX2",
      item: "",
      year: "2026",
      productName: "",
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: string }).error).toBe(
      "Missing Information: Please fill in Item, Year, and Product Name to generate the award",
    );
  });

  it("how-to from a question", async () => {
    ai.enqueue({ json: buildFakeArticle({ title: "How to Stop Your Phone Battery Dying by Lunch", words: 800 }) });
    const fromQuestion = await post("/api/content/how-to-generate", {
      inputType: "question",
      question: "Why does my phone battery die by lunch?",
      wordCount: 700,
    });
    expect(fromQuestion.status).toBe(200);
    expect((await readJson(fromQuestion, ZArticleAnswer)).article.articleType).toBe("how-to");
    expect(ai.requests[0]!.promptText).toContain("Why does my phone battery die by lunch?");

    const question = await post("/api/content/how-to-generate", { inputType: "question", question: "" });
    expect(question.status).toBe(400);
  });

  it("how-to from a discussion thread URL: the thread's post and top comments reach the prompt, the guide is published", async () => {
    const thread = "https://www.reddit.com/r/techsupport/comments/fan42/laptop_fan_always_on";
    const title = "How to Stop a Laptop Fan From Running Constantly";
    ai.enqueue({ json: buildFakeArticle({ title, words: 800 }) });
    const response = await post("/api/content/how-to-generate", { inputType: "url", url: thread, wordCount: 700 });
    expect(response.status).toBe(200);
    const { article } = await readJson(response, ZArticleAnswer);
    expect(article).toMatchObject({ title, articleType: "how-to" });

    expect(ai.requests).toHaveLength(1);
    const prompt = ai.requests[0]!.promptText;
    expect(prompt).toContain("Source: discussion thread");
    expect(prompt).toContain("Community: r/techsupport");
    expect(prompt).toContain("Thread title: How do I stop my laptop fan from running constantly?");
    expect(prompt).toContain("My 2-year-old laptop's fan spins at full speed even when I'm only browsing.");
    expect(prompt).toContain("Blow out the vents with compressed air");
    expect(prompt).toContain("Check the power plan first.");
    // The thread is read through its JSON address first (old reddit's HTML and the page are the fallbacks).
    expect(
      site.requests.some((path) =>
        /^\/reddit\/r\/techsupport\/comments\/fan42\/laptop_fan_always_on\.json\b/.test(path),
      ),
    ).toBe(true);
    // Only top-level comments count; the nested reply stays out.
    expect(prompt).not.toContain("Nested reply that must not count as a top comment.");
    expect(prompt).toContain("Write a title that starts with 'How to'.");

    const published = await publishedArticle(article.slug);
    expect(published).toMatchObject({ title, articleType: "how-to", publishingStatus: "published" });
    const stored = await adminGet(`/api/admin/articles/${article.id}`, ZAdminArticle);
    expect(stored.body.sourceUrls).toEqual([thread]);
    // The guide credits the thread it was written from, as a news article credits its story.
    expect(published.content).toContain(`*Source: [r/techsupport on Reddit](${thread}).*`);
    const html = await (await fetch(`${server.url}/article/${article.slug}`)).text();
    expect(html).toContain(`Source: <a href="${thread}"`);
    expect(html).toMatch(/Source: <a href="[^"]+"[^>]*>r\/techsupport on Reddit<\/a>/);
  });

  it("tech news from a news page keeps the source URL", async () => {
    ai.enqueue({
      json: buildFakeArticle({ title: "Aether Delays the X3 and Blames Its Display Supplier", words: 650 }),
    });
    const response = await post("/api/content/tech-news-generate", {
      url: "https://www.theverge.com/2026/11/20/aether-x3-delay",
      wordCount: 600,
    });
    expect(response.status).toBe(200);
    const { article } = await readJson(response, ZArticleAnswer);
    expect(article.articleType).toBe("tech-news");
    expect(ai.requests[0]!.promptText).toContain("Aether delays its X3");
  });

  it("SaaS from URL and manually answer generatedContent, saved and article {slug}", async () => {
    ai.enqueue({ json: buildFakeArticle({ title: "TaskPilot Review: Decent Boards, Pricey Seats", words: 1100 }) });
    const fromUrl = await post("/api/admin/saas-url-generate", {
      url: "https://www.taskpilot.io/",
      wordCount: 1000,
      saveToDatabase: true,
    });
    expect(fromUrl.status).toBe(200);
    const urlBody = await readJson(fromUrl, ZSaasAnswer);
    expect(urlBody.saved).toBe(true);
    expect(urlBody.generatedContent).toMatchObject({
      title: "TaskPilot Review: Decent Boards, Pricey Seats",
      brutalScore: 7.4,
    });
    const saasArticle = await publishedArticle(urlBody.article!.slug);
    expect(saasArticle.articleType).toBe("saas");
    // The review credits the product's page it was read from; one written from the editor's notes credits none.
    expect(saasArticle.content).toContain("*Source: [TaskPilot](https://www.taskpilot.io/).*");
    // The landing page's product, features and plans reach the prompt the model receives.
    const saasPrompt = ai.requests[0]!.promptText;
    expect(saasPrompt).toContain("Source: software landing page");
    expect(saasPrompt).toContain("Product: TaskPilot");
    expect(saasPrompt).toContain("Tagline: Ship projects on time without the status meetings");
    expect(saasPrompt).toContain(
      "- AI sprint planning: Drop in your backlog and TaskPilot proposes a two-week sprint based on past velocity.",
    );
    expect(saasPrompt).toContain(
      "- Pro: $12 / user / month (Unlimited projects; AI sprint planning; Standup summaries)",
    );
    expect(saasPrompt).toContain("- Business: $24 / user / month");

    ai.enqueue({ json: buildFakeArticle({ title: "NoteNest Review: A Notes App That Respects You", words: 1100 }) });
    const manual = await post("/api/admin/saas-manual-generate", {
      productName: "NoteNest",
      context: "Local-first notes",
      wordCount: 1000,
      saveToDatabase: true,
    });
    expect(manual.status).toBe(200);
    expect(ai.requests.at(-1)!.promptText).toContain("NoteNest");

    const invalid = await post("/api/admin/saas-manual-generate", { productName: "", wordCount: 5000 });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: string }).error).toMatch(/Product name is required|Maximum 4000 words/);
  });

  it("AI content generator saves and publishes, or returns the draft when not saving", async () => {
    ai.enqueue({ json: buildFakeArticle({ title: "The Best Budget Earbuds, Ranked Bluntly" }) });
    const saved = await post("/api/admin/generate-content", {
      articlePurpose: "Rank budget earbuds",
      articleType: "review",
      minWordCount: 700,
      saveToDatabase: true,
    });
    const savedBody = await readJson(saved, ZContentAnswer);
    expect(savedBody).toMatchObject({
      saved: true,
      published: true,
      generatedContent: { title: "The Best Budget Earbuds, Ranked Bluntly" },
    });
    expect(savedBody.article?.slug).toBeTruthy();

    ai.enqueue({ json: buildFakeArticle({ title: "A Draft Nobody Saved" }) });
    const draft = await post("/api/admin/generate-content", {
      articlePurpose: "Rank budget earbuds",
      minWordCount: 700,
      saveToDatabase: false,
    });
    const draftBody = await readJson(draft, ZContentAnswer);
    expect(draftBody).toMatchObject({ saved: false, published: false, article: null });
    expect(await publicStatus("a-draft-nobody-saved")).toBe(404);

    const invalid = await post("/api/admin/generate-content", { articlePurpose: "" });
    expect(((await invalid.json()) as { error: string }).error).toContain("Article purpose is required");
  });

  it("AI revise returns the changed fields only", async () => {
    ai.enqueue({
      json: { title: "Sharper Title", excerpt: null, content: null, metaDescription: "A sharper description." },
    });
    const response = await post("/api/admin/ai-revise-article", {
      articleId: 1,
      currentContent: { title: "Old Title", excerpt: "Old excerpt", content: "## Body\nText.", articleType: "review" },
      revisionPrompt: "Make the title sharper",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ title: "Sharper Title", metaDescription: "A sharper description." });

    const empty = await post("/api/admin/ai-revise-article", {
      articleId: 1,
      currentContent: { title: "t", content: "c", articleType: "review" },
      revisionPrompt: "",
    });
    expect(empty.status).toBe(400);
  });
});

describe("from the request to the published article at /api/articles/{slug}", () => {
  it("tech news: the news page's facts in the prompt, a published tech-news article crediting its source", async () => {
    const title = "Aether Pushes the X3 Back and Points at Its Display Supplier";
    ai.enqueue({ json: buildFakeArticle({ title, words: 650 }) });
    const url = "https://www.theverge.com/2026/11/20/aether-x3-delay";
    const response = await post("/api/content/tech-news-generate", { url, wordCount: 600 });
    expect(response.status).toBe(200);
    const { article } = await readJson(response, ZArticleAnswer);
    const prompt = ai.requests[0]!.promptText;
    expect(prompt).toContain("The story was reported by The Verge");
    expect(prompt).toContain("Aether delays its X3");
    expect(prompt).toContain("Mara Lindqvist");
    const published = await publishedArticle(article.slug);
    expect(published).toMatchObject({ title, articleType: "tech-news", publishingStatus: "published" });
    expect((await adminGet(`/api/admin/articles/${article.id}`, ZAdminArticle)).body.sourceUrls).toEqual([url]);
  });

  it("SaaS manual input: product, context and reviews in the prompt, a published saas review with its summary", async () => {
    const title = "NoteNest Review: Local-First Notes That Actually Sync";
    ai.enqueue({ json: buildFakeArticle({ title, words: 1100 }) });
    const response = await post("/api/admin/saas-manual-generate", {
      productName: "NoteNest",
      context: "Local-first notes app with end-to-end encrypted sync, $4 a month",
      customerReviews: "Sync conflicts ate my grocery list twice.",
      wordCount: 1000,
      saveToDatabase: true,
    });
    expect(response.status).toBe(200);
    const body = await readJson(response, ZSaasAnswer);
    expect(body).toMatchObject({ saved: true, generatedContent: { title } });
    const prompt = ai.requests[0]!.promptText;
    expect(prompt).toContain("NoteNest");
    expect(prompt).toContain("Local-first notes app with end-to-end encrypted sync, $4 a month");
    expect(prompt).toContain("Sync conflicts ate my grocery list twice.");
    const published = await publishedArticle(body.article!.slug);
    expect(published).toMatchObject({
      title,
      articleType: "saas",
      publishingStatus: "published",
      brutalScore: 7.4,
    });
    expect(published.reviewSummary!.negatives).toContain("Low-light camera smears faces");
  });

  it("AI Content Generator with product links: every product page's facts in the prompt, buy links in the published review", async () => {
    const title = "Aether X2 or Kestrel K9 Pro: Which Phone Survives a Commute";
    ai.enqueue({ json: buildFakeArticle({ title }) });
    const response = await post("/api/admin/generate-content", {
      articlePurpose: "Help commuters pick between two flagship phones",
      articleType: "review",
      productsToRecommend: "https://www.amazon.com/dp/B0AETHERX2\nhttps://www.amazon.com/dp/B0KESTRELK",
      minWordCount: 700,
      saveToDatabase: true,
    });
    expect(response.status).toBe(200);
    const body = await readJson(response, ZContentAnswer);
    expect(body).toMatchObject({ saved: true, published: true });
    const prompt = ai.requests[0]!.promptText;
    expect(prompt).toContain("Help commuters pick between two flagship phones");
    expect(prompt).toContain("Aether X2 Smartphone, 6.7-inch 120Hz OLED");
    expect(prompt).toContain('Kestrel K9 Pro 5G, 6.8" LTPO AMOLED, 512GB, Titanium Blue');
    const published = await publishedArticle(body.article!.slug);
    expect(published).toMatchObject({ title, articleType: "review", publishingStatus: "published" });
    expect(published.content).toContain("https://www.amazon.com/dp/B0AETHERX2");
    expect(published.content).toContain("https://www.amazon.com/dp/B0KESTRELK");
  });

  it("how-to from a question: the question in the prompt, a published how-to guide", async () => {
    const title = "How to Make a Phone Battery Last Until Bedtime";
    ai.enqueue({ json: buildFakeArticle({ title, words: 800 }) });
    const response = await post("/api/content/how-to-generate", {
      inputType: "question",
      question: "How do I make my phone battery last a whole day?",
      wordCount: 700,
    });
    expect(response.status).toBe(200);
    const { article } = await readJson(response, ZArticleAnswer);
    const prompt = ai.requests[0]!.promptText;
    expect(prompt).toContain("The reader's question: How do I make my phone battery last a whole day?");
    expect(prompt).toContain("There is no source page");
    const published = await publishedArticle(article.slug);
    expect(published).toMatchObject({ title, articleType: "how-to", publishingStatus: "published" });
    expect((await adminGet(`/api/admin/articles/${article.id}`, ZAdminArticle)).body.sourceUrls).toEqual([]);
  });

  it("smart from a video URL: the video's details and transcript in the prompt, a published review", async () => {
    const title = "Aether X2 Review From the Video: Battery Yes, Camera No";
    ai.enqueue({ json: buildFakeArticle({ title }) });
    const url = "https://www.youtube.com/watch?v=AeTh3rX2rev";
    const response = await post("/api/content/smart-generate", { url, minWordCount: 700 });
    expect(response.status).toBe(200);
    const { article } = await readJson(response, ZArticleAnswer);
    const prompt = ai.requests[0]!.promptText;
    expect(prompt).toContain("Aether X2 Review: Two Days of Battery, One Big Catch");
    expect(prompt).toContain("Channel: Gadget Grit");
    expect(prompt).toContain("two full days, 7 hours of screen time each");
    const published = await publishedArticle(article.slug);
    expect(published).toMatchObject({ title, articleType: "review", publishingStatus: "published" });
    expect(published.content).toContain("## What Actually Works");
    expect((await adminGet(`/api/admin/articles/${article.id}`, ZAdminArticle)).body.sourceUrls).toEqual([url]);
  });
});

describe("failures answered by the endpoints, with their exact texts", () => {
  it("an unreachable URL (a loopback port with nothing listening) answers 422 and calls no model", async () => {
    const port = await closedLoopbackPort();
    const url = `http://127.0.0.1:${port}/product`;
    const response = await post("/api/content/smart-generate", { url });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: `Could not read the source page. Could not reach ${url}: the connection was refused.`,
      code: "source_unreachable",
    });
    expect(ai.requests).toHaveLength(0);
  });

  it("a page larger than 5 MB answers 422 and calls no model", async () => {
    const url = site.url("/huge?mb=6");
    const response = await post("/api/content/tech-news-generate", { url });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: `Could not read the source page. The page at ${url} is larger than 5 MB, the most we read.`,
      code: "source_unreachable",
    });
    expect(ai.requests).toHaveLength(0);
  });

  it.each([
    ["/api/admin/saas-manual-generate", { productName: "", wordCount: 1000 }, "Product name is required"],
    ["/api/admin/saas-manual-generate", { productName: "NoteNest", wordCount: 5000 }, "Maximum 4000 words"],
    ["/api/admin/saas-manual-generate", { productName: "NoteNest", wordCount: 100 }, "Minimum 500 words"],
    ["/api/admin/saas-url-generate", { url: "not a web address", wordCount: 1000 }, "Please enter a valid URL"],
    ["/api/admin/saas-url-generate", { url: "https://www.taskpilot.io/", wordCount: 4500 }, "Maximum 4000 words"],
  ])("%s answers 400 for %o with exactly '%s'", async (path, body, message) => {
    const response = await post(path, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message, code: "invalid_input" });
    expect(ai.requests).toHaveLength(0);
  });
});

describe("failures that need a server of their own (a short AI_TIMEOUT_MS, a session expired by time)", () => {
  let shortDatabase: TTestDatabase;
  let shortServer: TTestServer;
  const shortEnv = () => ({
    ...shortDatabase.env,
    ADMIN_ACCESS_CODE: ACCESS_CODE,
    AI_PROVIDER: "openai-compatible",
    AI_MODEL: "fake-model",
    AI_BASE_URL: ai.baseURL,
    // Long enough for a warm read of the fixture's product page on a loaded machine: a warm-up cut short by the time
    // limit stops the page reader's thread, so the next one would start cold again.
    AI_TIMEOUT_MS: "4000",
    FETCH_ALLOW_PRIVATE: "127.0.0.1",
    FETCH_ORIGIN_OVERRIDES: site.originOverridesText,
  });
  const postTo = (path: string, body: unknown, bearer: string) =>
    fetch(`${shortServer.url}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${bearer}` },
      body: JSON.stringify(body),
    });
  const loginTo = async () =>
    (
      (await (
        await fetch(`${shortServer.url}/api/admin/login`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ accessCode: ACCESS_CODE }),
        })
      ).json()) as { token: string }
    ).token;

  beforeAll(async () => {
    shortDatabase = await createTestDatabase();
    shortServer = await startServerProcess(shortEnv());
  });
  afterAll(async () => {
    await shortServer?.stop();
    await shortDatabase?.drop();
  });

  it("a provider slower than AI_TIMEOUT_MS answers 504 with the time-out text, and nothing is published", async () => {
    const shortToken = await loginTo();
    // One quick generation first (a draft, not saved), so the server's page reader thread has loaded its parser:
    // the 4 s budget below is then the model's, as on a server that has been up for a while.
    await expect
      .poll(
        async () => {
          ai.enqueue({ json: buildFakeArticle({ title: "Warm Up Draft" }) });
          const warm = await postTo(
            "/api/content/smart-generate",
            { url: "https://www.amazon.com/dp/B0AETHERX2", saveToDatabase: false },
            shortToken,
          );
          return warm.status;
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe(200);
    ai.reset();
    ai.enqueue({ json: buildFakeArticle({ title: "Too Slow To Publish" }), delayMs: 20_000 });
    const started = Date.now();
    const response = await postTo(
      "/api/content/smart-generate",
      { url: "https://www.amazon.com/dp/B0AETHERX2" },
      shortToken,
    );
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({
      error:
        "AI generation timed out after 4 seconds. This can happen with complex products. Please try again with a shorter word count.",
      code: "timeout",
    });
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(ai.requests).toHaveLength(1);
    expect((await fetch(`${shortServer.url}/api/articles/too-slow-to-publish`)).status).toBe(404);
  });

  it("a token expired by time is refused with 401 on every generation endpoint, the message saying 'expired'", async () => {
    const expiring = await loginTo();
    await shortServer.stop();
    // PGlite's directory is held by the running server, so the clock is moved while it is stopped.
    await shortDatabase.withDatabase((db) => db.update(adminSessions).set({ expiresAt: new Date(Date.now() - 1000) }));
    shortServer = await startServerProcess(shortEnv());
    for (const path of GENERATION_PATHS) {
      const response = await postTo(path, { url: "https://www.amazon.com/dp/B0AETHERX2" }, expiring);
      expect(response.status, path).toBe(401);
      expect(await response.json(), path).toEqual({ error: "Admin session expired. Please log in again." });
    }
    expect(ai.requests).toHaveLength(0);
  });
});

describe("revisions of a generated article", () => {
  it("a generated article has exactly one 'generated' revision; a later edit adds a normal one", async () => {
    const title = "Kestrel K9 Review: Revisions Start Here";
    ai.enqueue({ json: buildFakeArticle({ title }) });
    const response = await post("/api/content/smart-generate", { url: "https://www.amazon.com/dp/B0KESTRELK" });
    expect(response.status).toBe(200);
    const { article } = await readJson(response, ZArticleAnswer);

    const first = await adminGet(`/api/admin/articles/${article.id}/revisions`, ZArticleRevisionRow.array());
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(1);
    expect(first.body[0]).toMatchObject({ version: 1, reason: "generated", title });

    const stored = (await adminGet(`/api/admin/articles/${article.id}`, ZAdminArticle)).body;
    expect(stored.version).toBe(1);
    const edit = {
      title: "Kestrel K9 Review: Edited by a Human",
      slug: stored.slug,
      excerpt: stored.excerpt,
      content: `${stored.content}\n\nAn editor's note added by hand.`,
      metaTitle: stored.metaTitle,
      metaDescription: stored.metaDescription,
      featuredImage: stored.featuredImage ?? "",
      categoryId: stored.category?.id ?? null,
      articleType: stored.articleType,
      publishingStatus: "published",
      brutalScore: stored.brutalScore,
      tags: stored.tags.map((tag) => ({ id: tag.id })),
      version: stored.version,
    };
    const put = await fetch(`${server.url}/api/admin/articles/${article.id}`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify(edit),
    });
    expect(put.status).toBe(200);
    expect((await readJson(put, ZAdminArticle)).version).toBe(2);

    const after = (await adminGet(`/api/admin/articles/${article.id}/revisions`, ZArticleRevisionRow.array())).body;
    expect(after).toHaveLength(2);
    expect(after.filter((revision) => revision.reason === "generated")).toEqual([
      expect.objectContaining({ version: 1, title }),
    ]);
    expect(after.filter((revision) => revision.reason !== "generated")).toEqual([
      expect.objectContaining({ version: 1, reason: "update", title }),
    ]);
    expect((await publishedArticle(stored.slug)).title).toBe("Kestrel K9 Review: Edited by a Human");
  });
});

describe("without a provider", () => {
  it("every generation endpoint answers 503 naming the variables to set", async () => {
    const bare = await createTestDatabase();
    const other = await startServerProcess({ ...bare.env, ADMIN_ACCESS_CODE: ACCESS_CODE });
    try {
      const otherToken = await logInAsAdmin(other.url, ACCESS_CODE);
      for (const path of GENERATION_PATHS) {
        const response = await fetch(`${other.url}${path}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${otherToken}` },
          body: JSON.stringify({ url: "https://www.amazon.com/dp/B0AETHERX2" }),
        });
        expect(response.status, path).toBe(503);
        const { error } = (await response.json()) as { error: string };
        for (const variable of ["AI_PROVIDER", "AI_MODEL", "AI_BASE_URL", "AI_API_KEY"])
          expect(error).toContain(variable);
      }
    } finally {
      await other.stop();
      await bare.drop();
    }
  });
});

describe("prices that stay true", () => {
  it("a refresh re-reads each review's product page: price with its time beside the buy button, a moved price and an unavailable product flagged, the history kept, the text untouched", async () => {
    const page = await readFile(new URL("../fixtures/pages/amazon-product-aether-x2.html", import.meta.url), "utf8");
    const serve = (html: string) => (_request: unknown, response: import("node:http").ServerResponse) => {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(html);
    };
    site.route("/amazon/dp/B0PRICEUP1", serve(page));
    site.route("/amazon/dp/B0PRICEGO1", serve(page));
    const slugs: string[] = [];
    for (const [asin, title] of [
      ["B0PRICEUP1", "Price Watch Phone Review"],
      ["B0PRICEGO1", "Vanishing Phone Review"],
    ] as const) {
      ai.enqueue({ json: buildFakeArticle({ title }) });
      const response = await post("/api/content/smart-generate", { url: `https://www.amazon.com/dp/${asin}` });
      slugs.push((await readJson(response, ZArticleAnswer)).article.slug);
    }
    const [moving, vanishing] = slugs as [string, string];
    const refresh = () => post("/api/admin/prices/refresh", {});
    expect((await refresh()).status).toBe(200);
    const pageText = async (slug: string) => (await fetch(`${server.url}/article/${slug}`)).text();
    const today = new Date().toLocaleDateString("en-US", {
      year: "numeric",
      month: "short",
      day: "numeric",
      timeZone: "UTC",
    });
    await expect.poll(async () => (await pageText(moving)).includes("Buy for $699.99")).toBe(true);
    expect((await pageText(moving)).includes(`Price checked on ${today}`)).toBe(true);
    const textBefore = (await publishedArticle(moving)).content;

    site.route("/amazon/dp/B0PRICEUP1", serve(page.replaceAll("$699.99", "$899.99")));
    site.route(
      "/amazon/dp/B0PRICEGO1",
      serve(
        page.replace(
          /<div id="corePrice_feature_div">[\s\S]*?<\/div>\s*<\/div>/,
          '<div id="availability">Currently unavailable.</div>',
        ),
      ),
    );
    const second = (await (await refresh()).json()) as { checked: number; flagged: number };
    expect(second.flagged).toBeGreaterThanOrEqual(2);
    await expect.poll(() => pageText(moving)).toContain("Buy for $899.99");
    await expect
      .poll(() => pageText(vanishing))
      .toContain(`Currently unavailable at the retailer (checked on ${today})`);
    expect((await publishedArticle(moving)).content).toBe(textBefore);

    const flagged = await adminGet("/api/admin/articles?flag=price&limit=100", z.array(ZAdminListItem));
    const alerts = new Map(flagged.body.map((article) => [article.slug, article.priceAlert]));
    expect(alerts.get(moving)).toBe("Price moved: $699.99 → $899.99");
    expect(alerts.get(vanishing)).toBe("Product unavailable");
    const id = flagged.body.find((article) => article.slug === moving)!.id;
    const history = await adminGet(
      `/api/admin/prices/${id}`,
      z.object({ checks: z.array(z.object({ price: z.string().nullable(), available: z.boolean().nullable() })) }),
    );
    expect(history.body.checks.map((check) => check.price)).toEqual(["$899.99", "$699.99"]);
  });
});
