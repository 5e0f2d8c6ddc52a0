// The mixed-load scenario shared by `npm run load-test` and tests/api/load.test.ts: readers walk every public page
// and API while admins create and update articles and run generations against a fake provider, for a fixed time.
// Every answer must have its expected status, and every acknowledged write must be there afterwards, as written.
import { SECTIONS, ARTICLE_TYPES } from "~/articles/article-types";
import { buildFakeArticle, buildMarkdownBody } from "../../tests/support/generation-harness";
import { startModelSimulator, type TModelSimulator } from "../../tests/support/model-simulator";
import { startServerProcess, type TTestDatabase, type TTestServer } from "../../tests/support/test-server";
import { BENCH_BRANDS, BENCH_TAGS } from "./generate-bench-articles";
import { seedBenchArticles } from "./seed-bench-articles";

const ACCESS_CODE = "load-test-access-code";
const REQUEST_TIMEOUT_MS = 30_000;
const SEARCH_WORD = BENCH_BRANDS[2]!.toLowerCase();

export interface TLoadEnvironment {
  server: TTestServer;
  ai: TModelSimulator;
  token: string;
  /** Published slugs present before the run. */
  seededSlugs: string[];
  tagIds: number[];
  close(): Promise<void>;
}

/** Seeds a few hundred articles into the fresh database, then starts the fake provider and the server on it. */
export async function startLoadEnvironment(database: TTestDatabase, articles = 400): Promise<TLoadEnvironment> {
  await database.withDatabase((db) => seedBenchArticles(db, { count: articles, seed: 21 }));
  const ai = await startModelSimulator();
  let generated = 0;
  ai.setFallback(() => ({
    json: buildFakeArticle({ title: `Load Generated Guide ${++generated}`, words: 700 }),
    delayMs: 50,
  }));
  let server: TTestServer;
  try {
    server = await startServerProcess({
      ...database.env,
      ADMIN_ACCESS_CODE: ACCESS_CODE,
      AI_PROVIDER: "openai-compatible",
      AI_MODEL: "fake-model",
      AI_BASE_URL: ai.baseURL,
    });
  } catch (error) {
    await ai.close();
    throw error;
  }
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ accessCode: ACCESS_CODE }),
  });
  const { token } = (await login.json()) as { token: string };
  const listed = (await (await fetch(`${server.url}/api/articles?limit=200`)).json()) as { slug: string }[];
  const tags = (await (await fetch(`${server.url}/api/tags`)).json()) as { id: number; name: string }[];
  return {
    server,
    ai,
    token,
    seededSlugs: listed.map((article) => article.slug),
    tagIds: tags.filter((tag) => (BENCH_TAGS as readonly string[]).includes(tag.name)).map((tag) => tag.id),
    close: async () => {
      await server.stop();
      await ai.close();
    },
  };
}

interface TTrackedArticle {
  id: number;
  /** Each admin edits only its own articles, so no save is refused as stale. */
  adminIndex: number;
  slug: string;
  title: string;
  content: string;
  version: number;
  tagIds: number[];
}

export interface TRouteStats {
  label: string;
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface TLoadReport {
  seconds: number;
  requests: number;
  reads: number;
  creates: number;
  updates: number;
  generations: number;
  routes: TRouteStats[];
  /** Answers with a status other than the expected one, or no answer at all. */
  unexpected: string[];
  /** Acknowledged writes missing or different afterwards. */
  lostWrites: string[];
}

export interface TLoadOptions {
  seconds: number;
  readers: number;
  admins: number;
  /** Every Nth admin step runs a generation. */
  generationEvery?: number;
  log?: (line: string) => void;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function runLoadScenario(env: TLoadEnvironment, options: TLoadOptions): Promise<TLoadReport> {
  const baseUrl = env.server.url;
  if (new URL(baseUrl).hostname !== "127.0.0.1") throw new Error(`Loopback only, not ${baseUrl}`);
  const started = Date.now();
  const deadline = started + options.seconds * 1000;
  const timings = new Map<string, number[]>();
  const unexpected: string[] = [];
  const tracked = new Map<number, TTrackedArticle>();
  const generatedSlugs: string[] = [];
  const readableSlugs = [...env.seededSlugs];
  const counts = { requests: 0, reads: 0, creates: 0, updates: 0, generations: 0 };
  const adminHeaders = { "Content-Type": "application/json", Authorization: `Bearer ${env.token}` };

  async function call(label: string, path: string, expected: number, init: RequestInit = {}): Promise<Response | null> {
    const begin = performance.now();
    counts.requests++;
    try {
      const response = await fetch(`${baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      const body = await response.arrayBuffer();
      const list = timings.get(label) ?? [];
      list.push(performance.now() - begin);
      timings.set(label, list);
      if (response.status !== expected) {
        unexpected.push(
          `${init.method ?? "GET"} ${path}: ${response.status} (expected ${expected}) ${Buffer.from(body).toString("utf8").slice(0, 200)}`,
        );
        return null;
      }
      return new Response(body, { status: response.status, headers: response.headers });
    } catch (error) {
      unexpected.push(
        `${init.method ?? "GET"} ${path}: no answer (${error instanceof Error ? error.message : String(error)})`,
      );
      return null;
    }
  }

  const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
  const readerRoutes: (() => [string, string, number])[] = [
    () => ["home", "/", 200],
    () => {
      const section = pick(SECTIONS);
      return [`section ${section.path}`, section.path, 200];
    },
    () => ["article page", `/article/${pick(readableSlugs)}`, 200],
    () => ["article page", `/article/${pick(readableSlugs)}`, 200],
    () => ["article API", `/api/articles/${pick(readableSlugs)}`, 200],
    () => ["list API", "/api/articles?limit=20", 200],
    () => ["list API by type", `/api/articles?type=${pick(ARTICLE_TYPES)}&limit=10`, 200],
    () => ["search API", `/api/articles?search=${SEARCH_WORD}&limit=20`, 200],
    () => ["search page", `/search?q=${pick([SEARCH_WORD, "battery", "load generated"])}`, 200],
    () => ["categories API", "/api/categories", 200],
    () => ["tags API", "/api/tags", 200],
    () => ["sitemap", "/sitemap.xml", 200],
    () => ["rss", "/rss.xml", 200],
    () => ["robots", "/robots.txt", 200],
    () => ["missing article page", "/article/no-such-article-anywhere", 404],
    () => ["missing article API", "/api/articles/no-such-article-anywhere", 404],
  ];

  async function reader(): Promise<void> {
    while (Date.now() < deadline) {
      const [label, path, expected] = pick(readerRoutes)();
      await call(label, path, expected);
      counts.reads++;
    }
  }

  function articleBody(adminIndex: number, n: number, version: number) {
    const tagIds = [...new Set([pick(env.tagIds), pick(env.tagIds)])];
    return {
      title: `Load Article ${adminIndex}-${n} Version ${version}`,
      content: `load-body-${adminIndex}-${n}-v${version}\n\n${buildMarkdownBody(400 + version * 50)}`,
      tagIds,
    };
  }

  async function admin(adminIndex: number): Promise<void> {
    for (let step = 1; Date.now() < deadline; step++) {
      if (options.generationEvery && step % options.generationEvery === 0) {
        const response = await call("generation (how-to)", "/api/content/how-to-generate", 200, {
          method: "POST",
          headers: adminHeaders,
          body: JSON.stringify({
            inputType: "question",
            question: `How do I keep load test ${adminIndex}-${step} honest?`,
            wordCount: 700,
          }),
        });
        if (response) {
          const { article } = (await response.json()) as { article: { slug: string } };
          generatedSlugs.push(article.slug);
          readableSlugs.push(article.slug);
          counts.generations++;
        }
        continue;
      }
      // Create, then update what was just created; now and then update an older one again.
      const first = articleBody(adminIndex, step, 1);
      const slug = `load-article-${adminIndex}-${step}-${started.toString(36)}`;
      const created = await call("admin create", "/api/admin/articles", 201, {
        method: "POST",
        headers: adminHeaders,
        body: JSON.stringify({
          title: first.title,
          slug,
          content: first.content,
          excerpt: `Written under load by admin ${adminIndex}.`,
          articleType: pick(ARTICLE_TYPES),
          publishingStatus: "published",
          tags: first.tagIds.map((id) => ({ id })),
        }),
      });
      if (!created) continue;
      const { id, version } = (await created.json()) as { id: number; version: number };
      const record: TTrackedArticle = {
        id,
        adminIndex,
        slug,
        title: first.title,
        content: first.content,
        version,
        tagIds: first.tagIds,
      };
      tracked.set(id, record);
      readableSlugs.push(slug);
      counts.creates++;

      const target = step % 3 === 0 ? pick([...tracked.values()].filter((t) => t.adminIndex === adminIndex)) : record;
      await updateArticle(adminIndex, target);
    }
  }

  async function updateArticle(adminIndex: number, target: TTrackedArticle): Promise<void> {
    const next = articleBody(adminIndex, target.id, target.version + 1);
    const response = await call("admin update", `/api/admin/articles/${target.id}`, 200, {
      method: "PUT",
      headers: adminHeaders,
      body: JSON.stringify({
        title: next.title,
        slug: target.slug,
        content: next.content,
        articleType: "review",
        publishingStatus: "published",
        tags: next.tagIds.map((id) => ({ id })),
        version: target.version,
      }),
    });
    if (!response) return;
    const { version } = (await response.json()) as { version: number };
    Object.assign(target, { title: next.title, content: next.content, version, tagIds: next.tagIds });
    counts.updates++;
  }

  const progress = setInterval(() => {
    options.log?.(
      `${Math.round((Date.now() - started) / 1000)} s: ${counts.requests} requests, ${counts.creates} creates, ${counts.updates} updates, ${counts.generations} generations, ${unexpected.length} unexpected`,
    );
  }, 10_000);
  try {
    await Promise.all([
      ...Array.from({ length: options.readers }, () => reader()),
      ...Array.from({ length: options.admins }, (_, index) => admin(index)),
    ]);
  } finally {
    clearInterval(progress);
  }
  const seconds = (Date.now() - started) / 1000;

  // Afterwards: every acknowledged write, as last acknowledged, through the admin API and the public API and page.
  const lostWrites: string[] = [];
  for (const article of tracked.values()) {
    const response = await fetch(`${baseUrl}/api/admin/articles/${article.id}`, { headers: adminHeaders });
    if (response.status !== 200) {
      lostWrites.push(`article ${article.id}: admin API answered ${response.status}`);
      continue;
    }
    const stored = (await response.json()) as {
      title: string;
      content: string;
      version: number;
      tags: { id: number }[];
    };
    const tagIds = stored.tags.map((tag) => tag.id).sort((a, b) => a - b);
    const expectedTags = [...article.tagIds].sort((a, b) => a - b);
    if (
      stored.title !== article.title ||
      stored.content !== article.content ||
      stored.version !== article.version ||
      tagIds.join() !== expectedTags.join()
    ) {
      lostWrites.push(
        `article ${article.id}: stored "${stored.title}" v${stored.version}, acknowledged "${article.title}" v${article.version}`,
      );
    }
    if (
      !(await seesWithin(`${baseUrl}/api/articles/${article.slug}`, (text) =>
        text.includes(JSON.stringify(article.title)),
      ))
    ) {
      lostWrites.push(`article ${article.id}: the public API does not show "${article.title}"`);
    }
  }
  for (const article of [...tracked.values()].slice(-20)) {
    if (!(await seesWithin(`${baseUrl}/article/${article.slug}`, (text) => text.includes(article.title)))) {
      lostWrites.push(`article ${article.id}: the public page does not show "${article.title}"`);
    }
  }
  for (const slug of generatedSlugs) {
    if ((await fetch(`${baseUrl}/api/articles/${slug}`)).status !== 200)
      lostWrites.push(`generated ${slug}: not published`);
  }

  const routes = [...timings.entries()]
    .map(([label, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return {
        label,
        count: list.length,
        p50Ms: percentile(sorted, 50),
        p99Ms: percentile(sorted, 99),
        maxMs: sorted.at(-1) ?? 0,
      };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
  return { seconds, ...counts, routes, unexpected, lostWrites };
}

/** A page or API answer may come from a response cache that is being invalidated: allow it two seconds. */
async function seesWithin(url: string, check: (text: string) => boolean, timeoutMs = 2_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(url);
    if (response.status === 200 && check(await response.text())) return true;
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function formatLoadReport(kind: string, report: TLoadReport): string {
  const lines = [
    `Load on ${kind}: ${report.requests} requests in ${report.seconds.toFixed(1)} s (${(report.requests / report.seconds).toFixed(0)}/s); ` +
      `${report.reads} reads, ${report.creates} creates, ${report.updates} updates, ${report.generations} generations.`,
    "",
    "| route | requests | p50 ms | p99 ms | max ms |",
    "|---|---:|---:|---:|---:|",
    ...report.routes.map(
      (r) => `| ${r.label} | ${r.count} | ${r.p50Ms.toFixed(1)} | ${r.p99Ms.toFixed(1)} | ${r.maxMs.toFixed(1)} |`,
    ),
    "",
    `Unexpected answers: ${report.unexpected.length}. Lost writes: ${report.lostWrites.length}.`,
    ...report.unexpected.slice(0, 20).map((line) => `  unexpected: ${line}`),
    ...report.lostWrites.slice(0, 20).map((line) => `  lost: ${line}`),
  ];
  return lines.join("\n");
}
