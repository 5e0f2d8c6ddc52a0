// Grounded writing end to end, with GENERATION_FACT_CHECK=strict and a model that misbehaves: invented links never
// become sponsored buttons on the published page, invented figures and testing claims are listed and keep the
// article a draft, a stubbornly short model leaves a draft with a link to the editor, and the testing strip shows
// only a testing period the editor recorded.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ZAdminArticle } from "~/articles/article-response";
import { ZArticleAnswer } from "~/generation/generation-answers";
import { ZGenerationEvent } from "~/generation/generation-protocol";
import {
  adversarialArticle,
  INVENTED_FIGURES,
  INVENTED_LINKS,
  plainBody,
  TESTING_CLAIM,
} from "../support/adversarial-replies";
import {
  listedRelatedArticles,
  simulateModel,
  startModelSimulator,
  type TModelSimulator,
} from "../support/model-simulator";
import { insertArticle, insertCategory } from "../support/seed";
import { readJson } from "../support/read-json";
import { startFixtureSite, type TFixtureSite } from "../support/fixture-site";
import {
  createTestDatabase,
  logInAsAdmin,
  startServerProcess,
  type TTestDatabase,
  type TTestServer,
} from "../support/test-server";

const ACCESS_CODE = "grounded-test-code";
let database: TTestDatabase;
let server: TTestServer;
let ai: TModelSimulator;
let site: TFixtureSite;
let token = "";

beforeAll(async () => {
  ai = await startModelSimulator();
  site = await startFixtureSite();
  database = await createTestDatabase();
  await database.withDatabase(async (db) => {
    const phones = await insertCategory(db, "Smartphones");
    const published = { publishingStatus: "published" as const, categoryId: phones.id };
    await insertArticle(db, {
      ...published,
      title: "Aether X1 Review: The Phone Before the Battery Beast",
      slug: "aether-x1-review",
      excerpt: "Last year's Aether had the screen but not the battery.",
    });
    await insertArticle(db, {
      ...published,
      title: "Aether Buds Review: Fine Sound, Flimsy Case",
      slug: "aether-buds-review",
      excerpt: "The earbuds that come with the Aether phones, reviewed.",
    });
    await insertArticle(db, { ...published, title: "Kettle Review: It Boils", slug: "kettle-review" });
    await insertArticle(db, {
      title: "Aether X3 Review: Not Out Yet",
      slug: "aether-x3-review",
      publishingStatus: "scheduled",
      scheduledAt: new Date(Date.now() + 30 * 24 * 3_600_000),
    });
    await insertArticle(db, {
      title: "Aether X2 Pro Review Draft",
      slug: "aether-x2-pro-review",
      publishingStatus: "draft",
    });
  });
  server = await startServerProcess({
    ...database.env,
    ADMIN_ACCESS_CODE: ACCESS_CODE,
    AI_PROVIDER: "openai-compatible",
    AI_MODEL: "fake-model",
    AI_BASE_URL: ai.baseURL,
    AMAZON_ASSOCIATE_TAG: "brutal-20",
    FETCH_ALLOW_PRIVATE: "127.0.0.1",
    FETCH_ORIGIN_OVERRIDES: site.originOverridesText,
    GENERATION_FACT_CHECK: "strict",
  });
  token = await logInAsAdmin(server.url, ACCESS_CODE);
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

async function api(path: string, init: { method?: string; body?: unknown; accept?: string } = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? "GET",
    headers: {
      "Content-Type": "application/json",
      Authorization: `Bearer ${token}`,
      ...(init.accept ? { Accept: init.accept } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return response;
}

async function pageHtml(slug: string): Promise<string> {
  const response = await fetch(`${server.url}/article/${slug}`);
  expect(response.status).toBe(200);
  return response.text();
}

function sponsoredHrefs(html: string): string[] {
  return [...html.matchAll(/<a [^>]*class="affiliate-button"[^>]*>/g)].map(
    (match) => /href="([^"]*)"/.exec(match[0])?.[1] ?? "",
  );
}

describe("invented links", () => {
  it("never reach the published page as sponsored buttons; the product page that was read does", async () => {
    ai.setFallback(adversarialArticle(`Intro. ${INVENTED_LINKS}.\n\n${plainBody(600)}`));
    const response = await api("/api/content/smart-generate", {
      method: "POST",
      body: { url: "https://www.amazon.com/dp/B0AETHERX2", minWordCount: 500 },
    });
    expect(response.status).toBe(200);
    const body = await readJson(response, ZArticleAnswer);
    expect(body.article.publishingStatus).toBe("published");
    expect(body.factCheck).toEqual({ unsupportedFigures: [] });
    const html = await pageHtml(body.article.slug);
    const hrefs = sponsoredHrefs(html);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toBe("https://www.amazon.com/dp/B0AETHERX2?tag=brutal-20");
    expect(html).not.toMatch(/B000TEST0|amzn\.to\/3fAkEdL|a\.co\/d\/inv3nted|research\.invented/);
  });
});

describe("internal links", () => {
  it("the model is given the related published articles and the article keeps links only to pages readers can open", async () => {
    ai.setFallback(
      simulateModel({
        siteLinks: [
          "/article/aether-x3-review", // scheduled
          "/article/aether-x2-pro-review", // a draft
          "/article/aether-x9-review", // invented
          "https://localhost:3000/article/aether-x9-review/", // invented, on the site's origin
          "/article/kettle-review", // published, though not listed
          "/reviews?category=smartphones",
          "/reviews?category=invented-phones",
          "/admin",
        ],
      }),
    );
    const response = await api("/api/content/smart-generate", {
      method: "POST",
      body: { url: "https://www.amazon.com/dp/B0AETHERX2", minWordCount: 500, onDuplicate: "new" },
    });
    expect(response.status).toBe(200);
    const body = await readJson(response, ZArticleAnswer);

    // The prompt lists the related published articles (title, address, one line), never a scheduled or draft one.
    const listed = listedRelatedArticles(ai.requests[0]!);
    expect(listed).toEqual(
      expect.arrayContaining([
        { title: "Aether X1 Review: The Phone Before the Battery Beast", path: "/article/aether-x1-review" },
        { title: "Aether Buds Review: Fine Sound, Flimsy Case", path: "/article/aether-buds-review" },
      ]),
    );
    expect(ai.requests[0]!.promptText).toContain("about: Last year's Aether had the screen but not the battery.");
    expect(listed.map((article) => article.path)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/aether-x3|aether-x2-pro|kettle/)]),
    );

    const saved = await readJson(await api(`/api/admin/articles/${body.article.id}`), ZAdminArticle);
    expect(saved.content).toContain(
      "[Aether X1 Review: The Phone Before the Battery Beast](/article/aether-x1-review)",
    );
    expect(saved.content).toContain("[Aether Buds Review: Fine Sound, Flimsy Case](/article/aether-buds-review)");
    expect(saved.content).toContain("[our page 5](/article/kettle-review)");
    expect(saved.content).toContain("[our page 6](/reviews?category=smartphones)");
    for (const page of [1, 2, 3, 4, 7, 8]) expect(saved.content).toContain(`Also see our page ${page}.`);
    expect(saved.content).not.toMatch(/aether-x3|aether-x2-pro|aether-x9|invented-phones|\(\/admin/);

    expect(body.article.publishingStatus).toBe("published");
    const html = await pageHtml(body.article.slug);
    expect(html).toContain('href="/article/aether-x1-review"');
    expect(html).toContain('href="/reviews?category=smartphones"');
    expect(html).not.toMatch(/href="[^"]*(?:aether-x3|aether-x2-pro|aether-x9|invented-phones)/);
  });
});

describe("internal links in every kind of article", () => {
  const kinds: Array<[string, Record<string, unknown>]> = [
    [
      "/api/content/versus-generate",
      {
        product1Url: "https://www.amazon.com/dp/B0AETHERX2",
        product2Url: "https://www.amazon.com/dp/B0KESTRELK",
        minWordCount: 700,
      },
    ],
    [
      "/api/content/brutal-awards-generate",
      {
        url: "https://www.amazon.com/dp/B0AETHERX2",
        item: "Battery Phone",
        year: "2026",
        productName: "Aether X2",
        brutalScore: 9.1,
      },
    ],
    [
      "/api/content/how-to-generate",
      { inputType: "question", question: "How do I make the Aether X2 battery last?", wordCount: 500 },
    ],
    ["/api/content/tech-news-generate", { url: "https://www.theverge.com/2026/11/20/aether-x3-delay", wordCount: 500 }],
    [
      "/api/admin/saas-manual-generate",
      {
        productName: "Aether Cloud Backup",
        context: "The Aether phones' backup service",
        wordCount: 500,
        saveToDatabase: true,
      },
    ],
    [
      "/api/admin/generate-content",
      { articlePurpose: "Rank the Aether phones", minWordCount: 500, saveToDatabase: true },
    ],
  ];

  it.each(kinds)("%s is given the related articles and keeps only links to open pages", async (path, request) => {
    ai.setFallback(simulateModel({ siteLinks: ["/article/aether-x9-review", "/article/aether-x3-review"] }));
    const response = await api(path, { method: "POST", body: { ...request, onDuplicate: "new" } });
    expect(response.status).toBe(200);
    const { article } = (await response.json()) as { article: { id: number } };
    expect(listedRelatedArticles(ai.requests[0]!).map((listed) => listed.path)).toContain("/article/aether-x1-review");
    const saved = await readJson(await api(`/api/admin/articles/${article.id}`), ZAdminArticle);
    expect(saved.content).toContain("](/article/aether-x1-review)");
    expect(saved.content).toContain("Also see our page 1.");
    expect(saved.content).not.toMatch(/\/article\/aether-x9|\/article\/aether-x3/);
    // Taken off the site again, so the next kind's related articles are still the seeded ones.
    expect((await api(`/api/admin/articles/${article.id}`, { method: "DELETE" })).status).toBeLessThan(300);
  });
});

describe("related articles for the editor's link suggestions", () => {
  it("are published ones only, by the title's words, and a bad id is a clear 400", async () => {
    const response = await api(`/api/admin/related-articles?${new URLSearchParams({ title: "Aether X2 Review" })}`);
    expect(response.status).toBe(200);
    const { articles } = (await response.json()) as { articles: Array<{ title: string; path: string }> };
    const paths = articles.map((article) => article.path);
    expect(paths).toEqual(expect.arrayContaining(["/article/aether-x1-review", "/article/aether-buds-review"]));
    expect(paths).not.toEqual(expect.arrayContaining([expect.stringMatching(/aether-x3|aether-x2-pro|kettle/)]));

    const bad = await api("/api/admin/related-articles?title=Aether&exclude=abc");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "exclude must be an id" });
  });
});

describe("the fact check in strict mode", () => {
  it("lists invented figures and testing claims in the stream and the result, and keeps the article a draft", async () => {
    ai.setFallback(adversarialArticle(`Intro. ${INVENTED_FIGURES} ${TESTING_CLAIM}\n\n${plainBody(600)}`));
    const response = await api("/api/content/smart-generate", {
      method: "POST",
      // The same product again: written as another article.
      body: { url: "https://www.amazon.com/dp/B0AETHERX2", minWordCount: 500, onDuplicate: "new" },
      accept: "application/x-ndjson",
    });
    const events = (await response.text())
      .trim()
      .split("\n")
      .map((line) => ZGenerationEvent.parse(JSON.parse(line)));
    const expectedSummary =
      'Fact check: 9 figures or claims not found in the sources: "$1,499", "80%", "19 minutes", "6,200mAh", "14", "2019", "8.7", "We tested", and 1 more.';
    expect(events.flatMap((event) => (event.type === "progress" ? [event.message] : []))).toContain(expectedSummary);
    const last = events.at(-1);
    expect(last).toMatchObject({ type: "complete", status: 200 });
    const { article, factCheck, draft } = ZArticleAnswer.parse(last?.type === "complete" ? last.body : null);
    expect(factCheck.unsupportedFigures.map((entry) => entry.figure)).toEqual([
      "$1,499",
      "80%",
      "19 minutes",
      "6,200mAh",
      "14",
      "2019",
      "8.7",
      "We tested",
      "in our testing",
    ]);
    expect(article.publishingStatus).toBe("draft");
    expect(draft).toEqual({
      reason: `${expectedSummary} Saved as a draft (GENERATION_FACT_CHECK=strict): check them, then publish.`,
      editUrl: `/admin/articles/edit/${article.id}`,
    });
    // A draft is not public, and the editor has it with the figures recorded.
    expect((await fetch(`${server.url}/api/articles/${article.slug}`)).status).toBe(404);
    const saved = await readJson(await api(`/api/admin/articles/${article.id}`), ZAdminArticle);
    expect(saved.publishingStatus).toBe("draft");
    expect(saved.content).toContain("It costs $1,499");
    // The editor reads the findings with the article, to show them highlighted.
    expect(saved.generation?.draftReason).toBe(draft?.reason);
    expect(saved.generation?.unsupportedFigures).toEqual(factCheck.unsupportedFigures);
  });
});

describe("nothing paid for is lost", () => {
  it("a stubbornly short model leaves a draft with its reason and the editor's link, not a 502", async () => {
    ai.setFallback((request) =>
      request.body.response_format?.json_schema?.name === "article_extension"
        ? { json: { additionalSections: "## A Little More\n\nThe owners say little else." } }
        : adversarialArticle(plainBody(120)),
    );
    const response = await api("/api/content/how-to-generate", {
      method: "POST",
      body: { inputType: "question", question: "How do I stop a phone overheating?", wordCount: 700 },
    });
    expect(response.status).toBe(200);
    const body = await readJson(response, ZArticleAnswer);
    expect(body.article.publishingStatus).toBe("draft");
    expect(body.draft?.reason).toMatch(
      /^The AI model wrote \d+ words but at least 700 were requested, even after 2 follow-up requests\. Saved as a draft/,
    );
    expect(body.draft?.editUrl).toBe(`/admin/articles/edit/${body.article.id}`);
    expect(ai.requests).toHaveLength(3);
    const saved = await readJson(await api(`/api/admin/articles/${body.article.id}`), ZAdminArticle);
    expect(saved.content).toContain("The owners say little else.");
  });
});

describe("the testing strip", () => {
  async function createArticle(fields: Record<string, unknown>): Promise<string> {
    const slug = `strip-${Math.random().toString(36).slice(2, 10)}`;
    const response = await api("/api/admin/articles", {
      method: "POST",
      body: {
        title: `Strip ${slug}`,
        slug,
        content: "<h2>Design</h2><p>Thick bezels.</p>",
        articleType: "review",
        publishingStatus: "published",
        ...fields,
      },
    });
    expect(response.status).toBe(201);
    return slug;
  }

  it("shows only the testing period the editor recorded, never on news or interviews, never a fixed claim", async () => {
    const tested = await pageHtml(await createArticle({ testingPeriod: "six weeks" }));
    expect(tested).toContain("Testing &amp; Verification");
    expect(tested).toContain("six weeks<!-- --> of real-world testing");
    expect(tested).not.toContain("2-3 weeks");
    expect(tested).not.toContain("Purchased and tested independently");

    const untested = await pageHtml(await createArticle({}));
    expect(untested).not.toContain("Testing &amp; Verification");
    expect(untested).not.toContain("of real-world testing");

    for (const articleType of ["tech-news", "interview"]) {
      const html = await pageHtml(await createArticle({ articleType, testingPeriod: "six weeks" }));
      expect(html).not.toContain("of real-world testing");
    }
  });
});
