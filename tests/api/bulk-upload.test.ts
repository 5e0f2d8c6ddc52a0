// POST /api/admin/bulk-upload end to end over real HTTP: CSV and xlsx sheets in, NDJSON progress out, the spec's
// result object as the last line, and every generated row published. The provider is a local OpenAI-compatible
// server and the product pages are fixtures on loopback, as in generation-endpoints.test.ts.
import http from "node:http";
import { utils, write } from "@e965/xlsx";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ZBulkPreview, parseBulkStreamLine, type TBulkStreamEvent, type TBulkUploadResult } from "~/bulk/bulk-protocol";
import { BULK_DEFAULT_WORDS } from "~/bulk/bulk-limits";
import { INVALID_FILE_TYPE_MESSAGE } from "~/bulk/parse-bulk-sheet.server";
import { SHEET_PARSER_BUSY_MESSAGE, SHEET_UPLOADS_AT_ONCE } from "~/bulk/sheet-parser-pool.server";
import { estimateUsage, sumUsage } from "~/generation/model-usage";
import { readJson } from "../support/read-json";
import { buildFakeArticle } from "../support/generation-harness";
import { listedRelatedArticles, startModelSimulator, type TModelSimulator } from "../support/model-simulator";
import { insertArticle } from "../support/seed";
import { startFixtureSite, type TFixtureSite } from "../support/fixture-site";
import {
  createTestDatabase,
  startServerProcess,
  type TTestDatabase,
  type TTestServer,
  logInAsAdmin,
} from "../support/test-server";

const ACCESS_CODE = "bulk-upload-test-code";
const AETHER = "https://www.amazon.com/dp/B0AETHERX2";
const KESTREL = "https://www.amazon.com/dp/B0KESTRELK";
const HEADER = [
  "Primary Keyword & Article Title",
  "Type",
  "Product Link 1",
  "Product Link 2",
  "Article Image",
  "Additional Instructions:",
];

let database: TTestDatabase;
let server: TTestServer;
let ai: TModelSimulator;
let site: TFixtureSite;
let token = "";
let articleNumber = 0;

interface TUploadOptions {
  token?: string | null;
  minWordCount?: string;
  signal?: AbortSignal;
  baseUrl?: string;
  /** More form fields (how the articles go public). */
  fields?: Record<string, string>;
  /** The preview (what the sheet would do) instead of the upload. */
  preview?: boolean;
}

function sheetBytes(rows: unknown[][], bookType: "csv" | "xlsx"): Uint8Array {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), "Articles");
  return new Uint8Array(write(book, { type: "buffer", bookType }) as Buffer);
}

async function upload(
  file: { name: string; bytes: Uint8Array } | null,
  options: TUploadOptions = {},
): Promise<Response> {
  const form = new FormData();
  if (file) form.set("file", new File([file.bytes.slice()], file.name));
  if (options.minWordCount !== undefined) form.set("minWordCount", options.minWordCount);
  // The sheets here repeat fixture products: each row is written unless a test asks what happens to repeats.
  form.set("duplicates", "new");
  for (const [name, value] of Object.entries(options.fields ?? {})) form.set(name, value);
  const bearer = options.token === undefined ? token : options.token;
  return fetch(`${options.baseUrl ?? server.url}/api/admin/bulk-upload${options.preview ? "/preview" : ""}`, {
    method: "POST",
    headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
    body: form,
    signal: options.signal,
  });
}

/** The whole stream: the events before the last line, and the last line as the result. */
async function readStream(
  response: Response,
): Promise<{ events: TBulkStreamEvent[]; result: TBulkUploadResult; lines: string[] }> {
  const lines = (await response.text()).split("\n").filter(Boolean);
  const events = lines.slice(0, -1).map((line) => {
    const parsed = parseBulkStreamLine(line);
    if (parsed.kind !== "event") throw new Error(`not an event line: ${line}`);
    return parsed.event;
  });
  const last = parseBulkStreamLine(lines.at(-1) ?? "");
  if (last.kind !== "result") throw new Error(`the last line is not the result: ${lines.at(-1)}`);
  return { events, result: last.result, lines };
}

function slugsByRow(events: TBulkStreamEvent[]): Map<number, string> {
  const slugs = new Map<number, string>();
  for (const event of events) if (event.type === "progress" && event.slug) slugs.set(event.row, event.slug);
  return slugs;
}

async function publicArticle(slug: string) {
  const response = await fetch(`${server.url}/api/articles/${slug}`);
  return {
    status: response.status,
    body: (await response.json()) as { articleType: string; publishingStatus: string; title: string },
  };
}

function replyWithUniqueTitles(delayMs = 0) {
  ai.setFallback(() => ({
    json: buildFakeArticle({ title: `Bulk Article Number ${++articleNumber}` }),
    ...(delayMs ? { delayMs } : {}),
  }));
}

beforeAll(async () => {
  ai = await startModelSimulator();
  site = await startFixtureSite();
  database = await createTestDatabase();
  // A published article about the Kestrel K9 Pro, so its rows always have one related article to link to.
  await database.withDatabase((db) =>
    insertArticle(db, {
      title: "Kestrel Ships Its Night Mode Update",
      slug: "kestrel-night-mode",
      articleType: "tech-news",
    }),
  );
  server = await startServerProcess({
    ...database.env,
    ADMIN_ACCESS_CODE: ACCESS_CODE,
    AI_PROVIDER: "openai-compatible",
    AI_MODEL: "fake-model",
    AI_BASE_URL: ai.baseURL,
    FETCH_ALLOW_PRIVATE: "127.0.0.1",
    FETCH_ORIGIN_OVERRIDES: site.originOverridesText,
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

describe("a mixed sheet", () => {
  it("CSV: streams progress, generates the good rows once, reports the bad ones with their sheet row numbers", async () => {
    replyWithUniqueTitles();
    const csv = sheetBytes(
      [
        HEADER,
        ["Aether X2 Review for Commuters", "Review", AETHER, "", "", "Focus on battery life"], // 2
        ["Aether X2 vs Nothing", "Versus", AETHER], // 3: one link only
        ["How to Stop Your Phone Battery Dying by Lunch", "How-To"], // 4
        ["aether x2 review for commuters", "review", AETHER], // 5: duplicate of 2
        ["", "Review", AETHER], // 6: no keyword
        ["Foldables Ranked", "Listicle"], // 7: unknown type
        ["Best Battery Phone | Aether X2", "Award", AETHER], // 8
        ["Aether X2 vs Kestrel K9", "versus", AETHER, KESTREL], // 9
      ],
      "csv",
    );
    const response = await upload({ name: "articles.csv", bytes: csv }, { minWordCount: "700" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/x-ndjson");
    const { events, result } = await readStream(response);

    // Four rows to generate, each of 700 words: one model call each.
    const each = estimateUsage(700);
    expect(events[0]).toEqual({
      type: "start",
      total: 8,
      toGenerate: 4,
      percent: 0,
      estimate: { calls: 4, inputTokens: 4 * each.inputTokens, outputTokens: 4 * each.outputTokens },
    });
    const progress = events.filter((event) => event.type === "progress");
    expect(
      progress
        .filter((event) => event.status === "started")
        .map((event) => event.row)
        .sort(),
    ).toEqual([2, 4, 8, 9]);
    expect(progress.every((event) => event.percent <= 90)).toBe(true);
    expect(progress.at(-1)).toMatchObject({ done: 8, total: 8, percent: 90 });

    expect(result.success).toBe(false);
    expect(result.articlesCreated).toBe(4);
    expect(result.errors).toEqual([
      { row: 3, error: expect.stringContaining("Versus rows need two retailer product links") },
      { row: 6, error: expect.stringContaining("'Primary Keyword & Article Title' is empty") },
      { row: 7, error: "Unknown Type 'Listicle': use Review, Versus, How-To or Award." },
    ]);
    expect(result.details.map((detail) => detail.status)).toEqual([
      "success",
      "error",
      "success",
      "skipped",
      "error",
      "error",
      "success",
      "success",
    ]);
    expect(result.details[3]).toEqual({
      title: "aether x2 review for commuters",
      status: "skipped",
      message: "Skipped: duplicate of row 2 (same keyword and type), generated once.",
    });
    for (const detail of result.details) expect(Object.keys(detail).sort()).toEqual(["message", "status", "title"]);

    // One model call per generated row; the keyword, instructions and scraped product facts reach the prompts.
    expect(ai.requests).toHaveLength(4);
    const prompts = ai.requests.map((request) => request.promptText).join("\n");
    expect(prompts).toContain("Aether X2 Review for Commuters");
    expect(prompts).toContain("Focus on battery life");
    expect(prompts).toContain("Aether X2 Smartphone, 6.7-inch 120Hz OLED");

    const slugs = slugsByRow(events);
    const expectedTypes: [number, string][] = [
      [2, "review"],
      [4, "how-to"],
      [8, "award"],
      [9, "versus"],
    ];
    for (const [row, articleType] of expectedTypes) {
      const article = await publicArticle(slugs.get(row)!);
      expect(article.status, `row ${row}`).toBe(200);
      expect(article.body).toMatchObject({ articleType, publishingStatus: "published" });
    }
    expect((await publicArticle(slugs.get(4)!)).body.title).toBe("How to Stop Your Phone Battery Dying by Lunch");
    expect((await publicArticle(slugs.get(8)!)).body.title).toBe(
      `Brutal Award for the Best Battery Phone in ${new Date().getFullYear()} goes to Aether X2`,
    );
    expect(result.details[0]!.message).toBe(`Published at /article/${slugs.get(2)}`);
  });

  it("a row whose product page cannot be read fails alone, with one server log line naming its cause", async () => {
    replyWithUniqueTitles();
    const missing = "https://www.amazon.com/dp/B0MISSING01";
    const response = await upload({
      name: "missing.csv",
      bytes: sheetBytes(
        [HEADER, ["Missing Phone Review", "Review", missing], ["How to Clean a Keyboard", "How-To"]],
        "csv",
      ),
    });
    const { result } = await readStream(response);
    expect(result.articlesCreated).toBe(1);
    expect(result.details.map((detail) => detail.status)).toEqual(["error", "success"]);
    const failures = server
      .output()
      .split("\n")
      .filter((line) => line.startsWith("Generation failed [") && line.includes("B0MISSING01"));
    expect(failures, server.output().slice(-3000)).toHaveLength(1);
    expect(failures[0]).toContain(result.details[0]!.message);
  });

  it("xlsx: blank rows keep the sheet's numbering; invalid award keyword and duplicates are reported", async () => {
    replyWithUniqueTitles();
    const xlsx = sheetBytes(
      [
        HEADER,
        ["Kestrel K9 Long-Term Review", "Review", KESTREL, "", "https://cdn.example.com/k9.jpg"], // 2
        [], // 3: blank
        ["Budget Earbuds", "Award", KESTREL], // 4: no 'Item | Product'
        ["How to Clean a Phone Speaker", "how to"], // 5
        ["HOW TO CLEAN A PHONE SPEAKER", "HowTo"], // 6: duplicate of 5
      ],
      "xlsx",
    );
    const response = await upload({ name: "Bulk Articles.XLSX", bytes: xlsx }, { minWordCount: "800" });
    expect(response.status).toBe(200);
    const { events, result } = await readStream(response);
    expect(result).toMatchObject({
      success: false,
      articlesCreated: 2,
      errors: [{ row: 4, error: expect.stringContaining("'Item | Product Name'") }],
    });
    expect(result.details.map((detail) => detail.status)).toEqual(["success", "error", "success", "skipped"]);
    const slugs = slugsByRow(events);
    expect([...slugs.keys()].sort()).toEqual([2, 5]);
    for (const slug of slugs.values()) expect((await publicArticle(slug)).body.publishingStatus).toBe("published");
    expect(ai.requests.map((request) => request.promptText).join("\n")).toMatch(/800/);
  });

  it("a sheet of valid rows answers success, with the estimate first and the tokens each row spent", async () => {
    replyWithUniqueTitles();
    const response = await upload({
      name: "one.csv",
      bytes: sheetBytes([HEADER, ["Is the Aether X2 Worth It", "Review"]], "csv"),
    });
    const { result, events } = await readStream(response);
    // Before any row is generated the batch says what it should take: one call for an article of the default length.
    expect(events[0]).toMatchObject({ type: "start", estimate: estimateUsage(BULK_DEFAULT_WORDS) });
    expect(estimateUsage(BULK_DEFAULT_WORDS).calls).toBe(1);
    // The row's line reports its tokens; the result line keeps the spec's shape.
    const done = events.find((event) => event.type === "progress" && event.status === "success");
    expect(done).toMatchObject({ usage: { calls: 1 } });
    const usage = done?.type === "progress" ? done.usage! : null;
    expect(usage!.inputTokens).toBeGreaterThan(100);
    expect(usage!.outputTokens).toBeGreaterThan(100);
    expect(result).toEqual({
      success: true,
      articlesCreated: 1,
      errors: [],
      // The model's title did not contain the row's keyword, so the keyword is the title. The row had no source,
      // so the fact check lists the model's one figure.
      details: [
        {
          title: "Is the Aether X2 Worth It",
          status: "success",
          message:
            'Published at /article/is-the-aether-x2-worth-it (Fact check: 1 figure or claim not found in the sources: "120Hz".)',
        },
      ],
    });
  });
});

describe("how a batch goes public", () => {
  it("drips the rows' articles N a day in the editor's hours and time zone, and says so per row", async () => {
    replyWithUniqueTitles();
    const rows = ["Drip One", "Drip Two", "Drip Three"].map((keyword) => [`${keyword} Worth It`, "Review"]);
    const response = await upload(
      { name: "drip.csv", bytes: sheetBytes([HEADER, ...rows], "csv") },
      {
        fields: {
          publish: "drip",
          dripPerDay: "2",
          dripFrom: "09:00",
          dripTo: "17:00",
          dripStart: "2030-01-07",
          timeZone: "Europe/Berlin",
        },
      },
    );
    const { result, events } = await readStream(response);
    expect(result.articlesCreated, JSON.stringify(result)).toBe(3);
    const times = result.details.map((detail) => /^Scheduled for (.+?) at \/article\//.exec(detail.message)?.[1]);
    expect(times.sort()).toEqual([
      "2030-01-07 09:00 (Europe/Berlin)",
      "2030-01-07 13:00 (Europe/Berlin)",
      "2030-01-08 09:00 (Europe/Berlin)",
    ]);
    // Not public before its time; the Jobs screen's list has each with its UTC time.
    for (const slug of slugsByRow(events).values()) expect((await publicArticle(slug)).status).toBe(404);
    const scheduled = (await (
      await fetch(`${server.url}/api/admin/scheduled`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { articles: { slug: string; scheduledAt: string }[] };
    expect(
      scheduled.articles.filter((a) => [...slugsByRow(events).values()].includes(a.slug)).map((a) => a.scheduledAt),
    ).toEqual(["2030-01-07T08:00:00.000Z", "2030-01-07T12:00:00.000Z", "2030-01-08T08:00:00.000Z"]);
  });

  it("saves drafts when asked, and refuses a drip without its hours", async () => {
    replyWithUniqueTitles();
    const response = await upload(
      { name: "drafts.csv", bytes: sheetBytes([HEADER, ["Draft Only Worth It", "Review"]], "csv") },
      { fields: { publish: "draft" } },
    );
    const { result } = await readStream(response);
    expect(result.details[0]!.message).toMatch(/^Saved as a draft at \/admin\/articles\/edit\/\d+/);
    const refused = await upload(
      { name: "drip.csv", bytes: sheetBytes([HEADER, ["Never Written", "Review"]], "csv") },
      {
        fields: {
          publish: "drip",
          dripPerDay: "2",
          dripFrom: "17:00",
          dripTo: "09:00",
          dripStart: "2030-01-07",
          timeZone: "Europe/Berlin",
        },
      },
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: "Until must be later than From" });
  });
});

describe("rows about a product the site already has", () => {
  it("are skipped by default and say which article; with update they write a new revision of it", async () => {
    replyWithUniqueTitles();
    const first = await upload({
      name: "first.csv",
      bytes: sheetBytes([HEADER, ["Kestrel Buyers Guide Worth It", "Review", KESTREL]], "csv"),
    });
    const created = await readStream(first);
    const slug = [...slugsByRow(created.events).values()][0]!;
    const again = sheetBytes(
      [
        HEADER,
        ["Is the Kestrel Worth Buying", "Review", `${KESTREL}?tag=other-20`],
        ["Quite Another Gadget", "Review"],
      ],
      "csv",
    );
    const skipped = await readStream(
      await upload({ name: "again.csv", bytes: again }, { fields: { duplicates: "skip" } }),
    );
    expect(skipped.result.details[0]).toEqual({
      title: "Is the Kestrel Worth Buying",
      status: "skipped",
      message: `Skipped: the site already has "${(await publicArticle(slug)).body.title}" at /article/${slug} (the same shop id (B0KESTRELK)). Upload it again choosing to update that article or to write a new one.`,
    });
    expect(skipped.result.details[1]!.status).toBe("success");

    const updated = await readStream(
      await upload({ name: "again.csv", bytes: again }, { fields: { duplicates: "update" } }),
    );
    expect(updated.result.details[0]!.message).toMatch(
      new RegExp(`^Published at /article/${slug} .*written as a new revision of`),
    );
  });

  it("are shown in the preview, with the rows to write, the refused ones and the batch's estimate, before any model call", async () => {
    replyWithUniqueTitles();
    const first = await readStream(
      await upload({
        name: "first.csv",
        bytes: sheetBytes([HEADER, ["Aether Preview Original Review", "Review", AETHER]], "csv"),
      }),
    );
    const slug = [...slugsByRow(first.events).values()][0]!;
    const existing = (await publicArticle(slug)).body.title;
    const jobIds = async () =>
      (
        (await (
          await fetch(`${server.url}/api/admin/jobs`, { headers: { Authorization: `Bearer ${token}` } })
        ).json()) as { jobs: { id: number }[] }
      ).jobs.map((job) => job.id);
    const jobsBefore = await jobIds();
    const requestsBefore = ai.requests.length;
    const sheet = {
      name: "preview.csv",
      bytes: sheetBytes(
        [
          HEADER,
          ["Is the Aether Worth It", "Review", `${AETHER}?tag=preview-20`], // row 2: the site has it
          ["Brand New Gadget Review", "Review"], // row 3: written
          ["brand new gadget review", "review"], // row 4: repeats row 3
          ["Foldables Ranked", "Listicle"], // row 5: refused
          ["Laptop Fan Guide", "How-To"], // row 6: written
        ],
        "csv",
      ),
    };
    const response = await upload(sheet, { preview: true, minWordCount: "900", fields: { duplicates: "skip" } });
    expect(response.status).toBe(200);
    const preview = await readJson(response, ZBulkPreview);
    expect(preview).toEqual({
      fileName: "preview.csv",
      totalRows: 5,
      toGenerate: 2,
      estimate: sumUsage([estimateUsage(900), estimateUsage(900)]),
      rows: [
        {
          row: 2,
          title: "Is the Aether Worth It",
          action: "skip",
          message: `Skipped: the site already has "${existing}" at /article/${slug} (the same shop id (B0AETHERX2)). Upload it again choosing to update that article or to write a new one.`,
          duplicate: { title: existing, slug, publishingStatus: "published", reason: "the same shop id (B0AETHERX2)" },
        },
        {
          row: 3,
          title: "Brand New Gadget Review",
          type: "Review",
          action: "generate",
          message: "Review, 900 words",
          estimate: estimateUsage(900),
        },
        {
          row: 4,
          title: "brand new gadget review",
          action: "skip",
          message: "Skipped: duplicate of row 3 (same keyword and type), generated once.",
        },
        {
          row: 5,
          title: "Foldables Ranked",
          action: "refuse",
          message: "Unknown Type 'Listicle': use Review, Versus, How-To or Award.",
        },
        {
          row: 6,
          title: "Laptop Fan Guide",
          type: "How-To",
          action: "generate",
          message: "How-To, 900 words",
          estimate: estimateUsage(900),
        },
      ],
    });
    // Choosing to update the article: the row is written as a new revision of it, and counts in the estimate.
    const update = await readJson(
      await upload(sheet, { preview: true, minWordCount: "900", fields: { duplicates: "update" } }),
      ZBulkPreview,
    );
    expect(update.toGenerate).toBe(3);
    expect(update.estimate).toEqual(sumUsage([estimateUsage(900), estimateUsage(900), estimateUsage(900)]));
    expect(update.rows[0]).toMatchObject({
      action: "update",
      message: `Review, 900 words; written as a new revision of "${existing}" (the same shop id (B0AETHERX2))`,
      duplicate: { slug },
    });
    // A sheet the upload would refuse is refused by the preview with the same message.
    const broken = await upload(
      { name: "cols.csv", bytes: sheetBytes([["Primary Keyword & Article Title"], ["A"]], "csv") },
      { preview: true },
    );
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: string }).error).toContain("Missing required column: 'Type'");
    // Nothing reached the model and no batch was stored.
    expect(ai.requests.length).toBe(requestsBefore);
    expect(await jobIds()).toEqual(jobsBefore);
  });
});

describe("every column reaches the matching generator", () => {
  it("versus and award rows: keyword, instructions and content to repurpose are in the prompt; a word count outside versus's range is reported", async () => {
    // Answer by the kind of article the prompt asks for, so the order of the concurrent rows does not matter.
    ai.setFallback((request) =>
      request.promptText.includes("head-to-head comparison")
        ? { json: buildFakeArticle({ title: "Aether X2 vs Kestrel K9 Pro for Photographers: The Camera Decides" }) }
        : { json: buildFakeArticle() },
    );
    const header = [
      "Primary Keyword & Article Title",
      "Type",
      "Product Link 1",
      "Product Link 2",
      "Repurpose this content:",
      "Additional Instructions:",
    ];
    const csv = sheetBytes(
      [
        header,
        [
          "Aether X2 vs Kestrel K9 Pro for Photographers",
          "Versus",
          AETHER,
          KESTREL,
          "Our 2025 camera shoot-out notes: the K9 won at night.",
          "Compare night photos first",
        ], // 2
        [
          "Best Camera Phone | Kestrel K9 Pro",
          "Award",
          KESTREL,
          "",
          "Reader poll: 61% picked the K9 for low light.",
          "Mention the reader poll",
        ], // 3
      ],
      "csv",
    );
    const response = await upload({ name: "columns.csv", bytes: csv }, { minWordCount: "600" });
    const { events, result } = await readStream(response);
    expect(result.success).toBe(true);
    expect(ai.requests).toHaveLength(2);

    const versusPrompt = ai.requests.find((request) =>
      request.promptText.includes("head-to-head comparison"),
    )!.promptText;
    expect(versusPrompt).toContain('Primary keyword: "Aether X2 vs Kestrel K9 Pro for Photographers".');
    expect(versusPrompt).toContain(
      'Title: use "Aether X2 vs Kestrel K9 Pro for Photographers" as the title, or a better title that contains "Aether X2 vs Kestrel K9 Pro for Photographers" word for word',
    );
    expect(versusPrompt).toContain("The editor's additional instructions (follow them): Compare night photos first");
    expect(versusPrompt).toContain("Our 2025 camera shoot-out notes: the K9 won at night.");
    expect(versusPrompt).toContain("at least 700 words");
    // Rows are given the site's related published articles to link to, as single generations are.
    for (const kind of ["head-to-head comparison", "Brutal Awards"]) {
      const listed = listedRelatedArticles(ai.requests.find((candidate) => candidate.promptText.includes(kind))!);
      expect(listed.length).toBeGreaterThan(0);
      for (const { path } of listed) expect((await fetch(`${server.url}${path}`)).status, path).toBe(200);
    }

    const awardPrompt = ai.requests.find((request) => request.promptText.includes("Brutal Awards"))!.promptText;
    expect(awardPrompt).toContain('Primary keyword: "best Camera Phone".');
    expect(awardPrompt).toContain("The editor's additional instructions (follow them): Mention the reader poll");
    expect(awardPrompt).toContain("Reader poll: 61% picked the K9 for low light.");
    expect(awardPrompt).toContain('Product: Kestrel K9 Pro 5G, 6.8" LTPO AMOLED, 512GB, Titanium Blue');
    const slugs = slugsByRow(events);
    // The model's versus title contains the keyword, so it stands; the award keeps its own title format.
    expect((await publicArticle(slugs.get(2)!)).body.title).toBe(
      "Aether X2 vs Kestrel K9 Pro for Photographers: The Camera Decides",
    );
    expect((await publicArticle(slugs.get(3)!)).body.title).toBe(
      `Brutal Award for the Best Camera Phone in ${new Date().getFullYear()} goes to Kestrel K9 Pro`,
    );
    expect(result.details[0]!.message).toBe(
      `Published at /article/${slugs.get(2)} (word count 600 is below the versus generator's minimum: written to 700 words)`,
    );
    expect(result.details[1]!.message).toBe(`Published at /article/${slugs.get(3)}`);
  });
});

describe("refused uploads", () => {
  it("refuses a missing token with 401", async () => {
    const response = await upload(
      { name: "a.csv", bytes: sheetBytes([HEADER, ["A", "Review"]], "csv") },
      { token: null },
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Invalid or missing admin token. Please log in again." });
  });

  it("refuses a wrong token with 401 and generates nothing", async () => {
    const response = await upload(
      { name: "a.csv", bytes: sheetBytes([HEADER, ["A", "Review"]], "csv") },
      { token: "not-a-real-admin-token" },
    );
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toBe('Bearer realm="admin"');
    expect(await response.json()).toEqual({ error: "Invalid admin token. Please log in again." });
    expect(ai.requests).toHaveLength(0);
  });

  it.each([
    ["a text file", "notes.txt", new TextEncoder().encode("Primary Keyword & Article Title,Type\nA,Review\n")],
    [
      "random bytes named .xlsx",
      "data.xlsx",
      Uint8Array.from({ length: 3000 }, (_, index) => (index * 7919 + 13) % 256),
    ],
    ["an image", "photo.png", Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
  ])("refuses %s with the spec's message", async (_label, name, bytes) => {
    const response = await upload({ name, bytes });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Invalid file type: Please upload a CSV or Excel file." });
    expect(ai.requests).toHaveLength(0);
  });

  it("refuses no file, an empty sheet, a missing column and bad word counts with 400", async () => {
    const cases: [Response, string][] = [
      [await upload(null), "No file uploaded"],
      [await upload({ name: "empty.csv", bytes: new Uint8Array() }), "The uploaded file is empty."],
      [await upload({ name: "blank.xlsx", bytes: sheetBytes([], "xlsx") }), "The sheet is empty"],
      [
        await upload({ name: "cols.csv", bytes: sheetBytes([["Primary Keyword & Article Title"], ["A"]], "csv") }),
        "Missing required column: 'Type'",
      ],
      [
        await upload({ name: "a.csv", bytes: sheetBytes([HEADER, ["A", "Review"]], "csv") }, { minWordCount: "100" }),
        "Minimum word count must be at least 500",
      ],
      [
        await upload({ name: "a.csv", bytes: sheetBytes([HEADER, ["A", "Review"]], "csv") }, { minWordCount: "20000" }),
        "Maximum word count is 10,000",
      ],
    ];
    for (const [response, message] of cases) {
      expect(response.status, message).toBe(400);
      expect(((await response.json()) as { error: string }).error, message).toContain(message);
    }
    const notMultipart = await fetch(`${server.url}/api/admin/bulk-upload`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(notMultipart.status).toBe(400);
    expect(ai.requests).toHaveLength(0);
  });

  it("refuses an oversize file with 413", async () => {
    const big = new Uint8Array(6 * 1024 * 1024).fill(0x41);
    const response = await upload({ name: "big.csv", bytes: big });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toContain("too large");
  });
});

interface TSlowUpload {
  /** The answer with its body, once the server answers. */
  answer: Promise<{ status: number; retryAfter: string | undefined; body: string }>;
  answered: boolean;
  /** Sends the rest of the body. */
  finish(): void;
  /** Drops the connection halfway through the body. */
  abort(): void;
}

// An upload whose body comes slowly: the headers and the first kilobyte now, the rest when the test says. The file is
// a .txt, which the parser refuses with a 400 once it has the whole body (no batch starts).
function slowUpload(): TSlowUpload {
  const boundary = "slow-upload-boundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="rows.txt"\r\nContent-Type: text/plain\r\n\r\n`;
  const body = Buffer.concat([
    Buffer.from(head),
    Buffer.alloc(256 * 1024, "a"),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const request = http.request(`${server.url}/api/admin/bulk-upload`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${token}`,
      "Content-Type": `multipart/form-data; boundary=${boundary}`,
      "Content-Length": String(body.length),
    },
  });
  const upload: TSlowUpload = {
    answered: false,
    answer: new Promise((resolve, reject) => {
      request.once("response", (response) => {
        upload.answered = true;
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.once("end", () =>
          resolve({ status: response.statusCode ?? 0, retryAfter: response.headers["retry-after"], body: text }),
        );
      });
      request.once("error", reject);
    }),
    finish: () => request.end(body.subarray(1024)),
    abort: () => request.destroy(),
  };
  // An aborted upload's answer is a connection error, which the test does not wait for.
  upload.answer.catch(() => {});
  request.write(body.subarray(0, 1024));
  return upload;
}

describe("uploads at once", () => {
  it(`${SHEET_UPLOADS_AT_ONCE}+5 slow uploads: five answer 503 with Retry-After before their bodies are read, and every place comes back`, async () => {
    const uploads = Array.from({ length: SHEET_UPLOADS_AT_ONCE + 5 }, () => slowUpload());
    // The refused ones are answered while every body is still on its way.
    await expect.poll(() => uploads.filter((upload) => upload.answered).length).toBe(5);
    for (const refused of uploads.filter((upload) => upload.answered)) {
      const answer = await refused.answer;
      expect([answer.status, answer.retryAfter, JSON.parse(answer.body)]).toEqual([
        503,
        "60",
        { error: SHEET_PARSER_BUSY_MESSAGE },
      ]);
    }
    const taken = uploads.filter((upload) => !upload.answered);
    expect(taken).toHaveLength(SHEET_UPLOADS_AT_ONCE);
    // Two leave halfway; the others send the rest and are read and parsed (the parser refuses a .txt).
    taken[0]!.abort();
    taken[1]!.abort();
    for (const upload of taken.slice(2)) upload.finish();
    for (const upload of taken.slice(2)) {
      const answer = await upload.answer;
      expect([answer.status, JSON.parse(answer.body)]).toEqual([400, { error: INVALID_FILE_TYPE_MESSAGE }]);
    }
    // Every place is free again, those of the two that left included.
    const next = Array.from({ length: SHEET_UPLOADS_AT_ONCE }, () => slowUpload());
    for (const upload of next) upload.finish();
    expect((await Promise.all(next.map((upload) => upload.answer))).map((answer) => answer.status)).toEqual(
      Array(SHEET_UPLOADS_AT_ONCE).fill(400),
    );
    expect(ai.requests).toHaveLength(0);
  });
});

describe("detached from the client", () => {
  it("keeps generating and publishing every row after the client disconnects", async () => {
    ai.setFallback({ json: buildFakeArticle(), delayMs: 700 });
    const keywords = [1, 2, 3, 4, 5].map((n) => `How to Survive a Dropped Connection Part ${n}`);
    const controller = new AbortController();
    const response = await upload(
      { name: "detached.csv", bytes: sheetBytes([HEADER, ...keywords.map((keyword) => [keyword, "How-To"])], "csv") },
      { signal: controller.signal },
    );
    expect(response.status).toBe(200);
    // The first line (the start event) arrives while the rows are still being written: then the client leaves.
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('"type":"start"');
    const lastSlug = keywords
      .at(-1)!
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-");
    expect(
      (await publicArticle(lastSlug)).status,
      "the first line must arrive before the batch ends (not buffered)",
    ).toBe(404);
    controller.abort();
    await reader.cancel().catch(() => undefined);

    for (const keyword of keywords) {
      const slug = keyword.toLowerCase().replace(/[^a-z0-9]+/g, "-");
      await expect.poll(async () => (await publicArticle(slug)).status, { timeout: 20_000, interval: 250 }).toBe(200);
    }
  });
});

describe("a large sheet", () => {
  // Each row is a durable job (its record, events and article written in their own transactions, decision 018):
  // about 0.2 s of database work a row on PGlite, measured in docs/benchmarks.md.
  it("generates 200 rows with the instant fake provider in under two minutes", async () => {
    replyWithUniqueTitles();
    const rows = Array.from({ length: 200 }, (_, index) => [`Gadget Number ${index + 1} Honest Review`, "Review"]);
    const started = Date.now();
    const response = await upload({ name: "two-hundred.xlsx", bytes: sheetBytes([HEADER, ...rows], "xlsx") });
    const { events, result } = await readStream(response);
    expect(Date.now() - started).toBeLessThan(120_000);
    expect(result.success).toBe(true);
    expect(result.articlesCreated).toBe(200);
    expect(result.details).toHaveLength(200);
    expect(events.filter((event) => event.type === "progress" && event.status === "success")).toHaveLength(200);
    const slugs = [...slugsByRow(events).values()];
    expect(new Set(slugs).size).toBe(200);
    for (const slug of [slugs[0]!, slugs[99]!, slugs[199]!])
      expect((await publicArticle(slug)).body.publishingStatus).toBe("published");
  }, 150_000);
});

describe("without a provider", () => {
  it("answers 503 naming the AI variables before reading any row", async () => {
    const bare = await createTestDatabase();
    const other = await startServerProcess({ ...bare.env, ADMIN_ACCESS_CODE: ACCESS_CODE });
    try {
      const otherToken = await logInAsAdmin(other.url, ACCESS_CODE);
      const response = await upload(
        { name: "a.csv", bytes: sheetBytes([HEADER, ["A", "Review"]], "csv") },
        { baseUrl: other.url, token: otherToken },
      );
      expect(response.status).toBe(503);
      const { error } = (await response.json()) as { error: string };
      for (const variable of ["AI_PROVIDER", "AI_MODEL", "AI_BASE_URL", "AI_API_KEY"])
        expect(error).toContain(variable);
    } finally {
      await other.stop();
      await bare.drop();
    }
  });
});
