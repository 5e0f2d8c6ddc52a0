// The server entry, bundled by Vite with the app: boots the services, then serves the route table over HTTP.
import { clearLoginLockouts } from "~/admin/clear-lockouts.server";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import compression from "compression";
import { sql } from "drizzle-orm";
import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { ResponseCache } from "~/cache/response-cache.server";
import { CardHtmlMemo } from "~/components/card-html-memo.server";
import { ContentMemo } from "~/cache/content-memo.server";
import { parseContentChange } from "~/cache/content-change";
import { renderStaleBodies } from "~/articles/article-renders.server";
import { SearchBackfill } from "~/articles/search-backfill.server";
import { closeWorkerPools } from "~/lib/worker-pools.server";
import { findPagesToWarm } from "~/cache/pages-to-warm.server";
import { findPublishedArticleIds } from "~/articles/find-published-articles.server";
import { gatherContentChanges, markContentChanges } from "~/cache/refresh-after-change.server";
import { OwnWritesShown } from "~/cache/own-writes-shown.server";
import { createReactRouterHandler, type TReactRouterHandler } from "./react-router-handler";
import type { ViteDevServer } from "vite";
import { prepareAccessCode } from "~/admin/access-code.server";
import {
  createLanguageModel,
  createPageFetcher,
  pageFetcherOptionsFromEnv,
  startPageReaderPool,
} from "~/generation/index.server";
import { findAnalyticsConfigProblem, getAnalyticsConfig } from "~/analytics";
import { buildSecurityHeaders } from "~/security/security-headers.server";
import { createRequestGuard } from "~/security/request-guard.server";
import { sharedPageContext } from "~/security/cached-page-policy.server";
// The stylesheet every document inlines (app/entry.server.tsx puts it in the page).
import siteStylesheet from "~/app.css?inline";
import { EnvError, parseEnv, type TEnv } from "~/config/env.server";
import { analyzeWhatHasNoStatistics } from "~/db/analyze-new-columns.server";
import { openDatabase, type TDatabaseHandle } from "~/db/client.server";
import { restoreBackup } from "~/db/restore-backup.server";
import { isStorageFull, StorageFullError, storageFullAtStartMessage } from "~/db/storage-full";
import { fillMissingWordCounts } from "~/articles/fill-missing-word-counts.server";
import { analyzeDatabase, isDatabaseEmpty, loadDemoContent } from "~/seed/load-demo-content.server";
import { createGenerationJobs } from "~/jobs/generation-jobs.server";
import { createGenerationQueue, installJobQueue, type TGenerationQueue } from "~/jobs/generation-queue.server";
import { createJobEventHub, type TJobEventHub } from "~/jobs/job-event-hub.server";
import { JOB_EVENTS_CHANNEL } from "~/jobs/job-records.server";
import { startServerHtmlIslands } from "~/document/server-html-islands";
import { ReadersFirst } from "~/lib/readers-first.server";
import { clientAddressContext, servicesContext, type TAppServices } from "~/services.server";

const SHUTDOWN_GRACE_MS = 5000;
// Compressed pages: about 34 KB a long article (gzip and brotli), so the start-up warm-up's 5,000 newest pages take
// about 170 MB and readers' lists and searches the rest. Sized for a server under 1 GB at 100,000 articles on PGlite
// (decision 053): the process without the cache holds about 630 MB there.
const RESPONSE_CACHE_BYTES = 256 * 1024 * 1024;
// Articles' page data kept between content changes (decision 062): a long review's is about 60 KB, so the few
// hundred most read articles render without a query.
const ARTICLE_PAGES_BYTES = 16 * 1024 * 1024;

// Every file under `dir`, as URL paths ("/favicon.svg", "/images/demo/x.svg").
function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`);
}

export interface TStartOptions {
  mode: "production" | "development";
  task: "serve" | "migrate" | "seed" | "restore" | "clear-lockouts";
  // The client address whose lockout the clear-lockouts task clears (all when unset).
  lockoutClient?: string;
  // The backup file for the restore task.
  restoreFrom?: string;
  viteDevServer?: ViteDevServer;
}

async function bootServices(
  env: TEnv,
  readersFirst: ReadersFirst,
): Promise<{ services: TAppServices; handle: TDatabaseHandle; queue: TGenerationQueue; jobEvents: TJobEventHub }> {
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    readersFirst,
    compileFirst: true,
  });
  const migrated = await handle.migrate();
  const counted = await fillMissingWordCounts(handle.db);
  if (counted > 0) {
    // Counts rewrite rows: they leave dead tuples and GIN pending entries, which PGlite has no autovacuum to clear.
    await analyzeDatabase(handle.db);
  } else if (migrated > 0) {
    // New columns and tables get the planner's statistics, and only they (analyze-new-columns.server.ts). No migration
    // rewrites rows since decision 054, and a VACUUM of every table and index held an upgraded site of 100,000
    // articles for 12 s more before its first answer.
    await analyzeWhatHasNoStatistics(handle.db);
  }
  if (counted > 0) console.log(`Counted the words of ${counted} articles.`);
  const accessCode = await prepareAccessCode(handle.db, env.ADMIN_ACCESS_CODE);
  const ai = createLanguageModel(env);
  const fetcher = createPageFetcher(pageFetcherOptionsFromEnv(env));
  if (ai) {
    console.log(`AI generation uses ${ai.label}.`);
    // Source pages are parsed in a worker thread; it starts now so the first generation does not wait for it.
    startPageReaderPool();
  }
  const queue: TGenerationQueue = createGenerationQueue(
    handle,
    () => (ai ? { db: handle.db, env, fetchPage: fetcher, ai, publications: queue } : null),
    {
      concurrency: env.GENERATION_CONCURRENCY,
      retryDelaySeconds: env.GENERATION_RETRY_DELAY_SECONDS,
    },
    { db: handle.db, env, fetchPage: fetcher },
  );
  const jobEvents = createJobEventHub();
  const jobs = createGenerationJobs(handle.db, queue, jobEvents);
  return {
    services: {
      env,
      db: handle.db,
      dbKind: handle.kind,
      backup: handle.backup,
      accessCode,
      ai,
      fetchPage: fetcher,
      jobs,
      contentLists: new ContentMemo(),
      articlePages: new ContentMemo({ maxBytes: ARTICLE_PAGES_BYTES }),
      cardHtml: new CardHtmlMemo(),
      publications: queue,
      searchBackfill: new SearchBackfill(),
    },
    handle,
    queue,
    jobEvents,
  };
}

async function seedIfEmpty(services: TAppServices, force: boolean): Promise<void> {
  if (!force && !services.env.SEED_DEMO_CONTENT) return;
  if (!(await isDatabaseEmpty(services.db))) {
    if (force) console.log("The database already holds articles: demo content not loaded again.");
    return;
  }
  const inserted = await loadDemoContent(services.db, services.env);
  await analyzeDatabase(services.db);
  console.log(`Loaded ${inserted} demo articles.`);
}

async function createApp(
  services: TAppServices,
  options: TStartOptions,
  cache: ResponseCache | null,
  readersFirst: ReadersFirst,
  ownWrites: OwnWritesShown,
): Promise<{ app: express.Express; warmer: Pick<TReactRouterHandler, "warm" | "stopWarming"> }> {
  const app = express();
  app.disable("x-powered-by");
  // Never `true`: Express would then take the left-most X-Forwarded-For entry, which the client writes.
  app.set("trust proxy", services.env.TRUST_PROXY);
  // Responses compressed per request are cache misses and API answers (the response cache keeps its own level-6
  // gzip copy of hits). zlib's default level 6 took 2.5 ms for a 178 KB list answer, level 4 half that for 8 %
  // more bytes: a quarter of that request's server time, for a few kilobytes.
  app.use(compression({ level: 4 }));
  const securityHeaders = buildSecurityHeaders({
    analytics: getAnalyticsConfig(services.env),
    https: services.env.SITE_URL.startsWith("https://"),
    development: options.mode === "development",
  });
  app.use((_req, res, next) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    next();
  });
  // Methods, Host headers and cross-site writes the app cannot or must not serve, answered before any routing.
  app.use(createRequestGuard({ siteUrl: services.env.SITE_URL }));

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (options.viteDevServer) {
    const vite = options.viteDevServer;
    app.use(vite.middlewares);
    build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const clientDir = path.resolve("build/client");
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    // The other public files (favicon, images, robots of the build) are listed once: a page request does not
    // cost a failed stat() of its path on disk, which took a fifth of the server's time under load.
    const serveFile = express.static(clientDir, { maxAge: "1h", index: false });
    const publicFiles = new Set(listFiles(clientDir).filter((file) => !file.startsWith("/assets/")));
    app.use((req, res, next) => (publicFiles.has(req.path) ? serveFile(req, res, next) : next()));
    // The build itself, not a function returning it: given a function, React Router imports the build and
    // rebuilds its route table on every request (about half a millisecond each), which only development needs.
    build = (await import("virtual:react-router/server-build")) as ServerBuild;
  }

  const handler = createReactRouterHandler({
    build,
    mode: options.mode,
    cache,
    siteUrl: services.env.SITE_URL,
    onBackgroundError: (error) => console.error("Refreshing a cached page failed:", error),
    bypassToken: services.env.RESPONSE_CACHE_BYPASS_TOKEN,
    readersFirst,
    // An editor's write is answered once this server's cache shows it (own-writes-shown.server.ts).
    afterWrite: cache ? () => ownWrites.afterWrite() : undefined,
    keyLookups: {
      // Kept until the next content change; searches (free text) are asked afresh rather than filling the memo.
      listedIds: (query) =>
        query.search
          ? findPublishedArticleIds(services.db, query)
          : services.contentLists.get(`listed-ids:${JSON.stringify(query)}`, () =>
              findPublishedArticleIds(services.db, query),
            ),
    },
    getLoadContext(request) {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(clientAddressContext, request.clientAddress);
      context.set(sharedPageContext, request.shared);
      startServerHtmlIslands(context, request.path);
      return context;
    },
  });
  app.use(handler);
  return { app, warmer: handler };
}

export async function startServer(options: TStartOptions): Promise<void> {
  const env = parseEnv(process.env);
  const analyticsProblem = findAnalyticsConfigProblem(env);
  if (analyticsProblem) throw new EnvError(`Invalid configuration, refusing to start:\n  ${analyticsProblem}`);
  if (options.task === "restore") {
    const restored = await restoreBackup({
      file: options.restoreFrom ?? "",
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL,
    });
    console.log(`Restored ${restored} articles into ${path.resolve(env.DATA_DIR)}.`);
    return;
  }
  // Public requests go before the response cache's background work: the warm-up and re-renders after a change.
  const readersFirst = new ReadersFirst();
  const { services, handle, queue, jobEvents } = await bootServices(env, readersFirst).catch((error: unknown) => {
    if (!isStorageFull(error)) throw error;
    const where = env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: path.resolve(env.DATA_DIR) };
    throw new StorageFullError(storageFullAtStartMessage(where), { cause: error });
  });

  if (options.task === "migrate") {
    await installJobQueue(handle);
    console.log(`Migrations applied (${handle.kind}).`);
    await handle.close();
    return;
  }
  if (options.task === "seed") {
    await seedIfEmpty(services, true);
    await handle.close();
    return;
  }
  if (options.task === "clear-lockouts") {
    const cleared = await clearLoginLockouts(services.db, options.lockoutClient);
    console.log(
      `Cleared the failed logins of ${options.lockoutClient ?? "every address"} (${cleared} ${cleared === 1 ? "record" : "records"}).`,
    );
    await handle.close();
    return;
  }
  await seedIfEmpty(services, false);
  // A failed promise that nothing awaited is a defect to log, never a reason to stop serving every other request
  // (Node's default would end the process).
  process.on("unhandledRejection", (reason) => {
    console.error("Unhandled promise rejection (the server keeps serving):", reason);
  });

  // Development renders every request afresh; production keeps public pages within RESPONSE_CACHE_BYTES: lists
  // fresh for a minute or until content changes, an article's pages for ten minutes (only their related lists age)
  // or until it changes (decision 027).
  const cache = options.viteDevServer
    ? null
    : new ResponseCache({
        maxBytes: RESPONSE_CACHE_BYTES,
        freshMs: 60_000,
        articleFreshMs: 600_000,
        // Every document inlines it (app/root.tsx): compressed once, not in each page's gzip (decision 056).
        staticParts: [siteStylesheet],
      });
  let stopping = false;
  const logRenderFailure = (error: unknown) => {
    // Readers render a missing body themselves: a failure costs time, not content. One cut short by a shutdown
    // (the database closing under it) is not a failure.
    if (!stopping) console.error("Rendering stored article bodies failed:", error);
  };
  let warmPages: TReactRouterHandler["warm"] | null = null;
  const ownWrites = new OwnWritesShown(async (payload) => {
    await services.db.execute(sql`select pg_notify('content_changed', ${payload})`);
  });
  const refreshCache = gatherContentChanges((changes) => {
    if (!cache) return;
    const marked = markContentChanges({ db: services.db, cache, changes });
    ownWrites.track(marked);
    void marked
      .then((paths) => warmPages?.(paths, { first: true }))
      .catch((error: unknown) => {
        if (!stopping) console.error("Refreshing the cache after a content change failed:", error);
      });
  });
  const stopListening = await handle.listen("content_changed", (payload) => {
    if (ownWrites.take(payload)) return;
    services.contentLists.clear();
    services.articlePages.clear();
    // The saving server stored the body's render with the save (app/articles/article-renders.server.ts): here
    // only the pages are dropped, turned stale and rendered again (decision 036), once for the changes announced
    // together.
    refreshCache(parseContentChange(payload));
  });
  const stopJobEvents = await handle.listen(JOB_EVENTS_CHANNEL, (payload) => jobEvents.notify(payload));
  // Without a provider the jobs stay queued (and the endpoints answer 503): nothing is claimed to fail.
  await queue.start({ work: services.ai !== null });
  const { app, warmer } = await createApp(services, options, cache, readersFirst, ownWrites);
  warmPages = warmer.warm;
  const server = http.createServer(app);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.PORT, env.HOST, () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  console.log(`Server listening on http://localhost:${port} (${handle.kind})`);
  // Bodies stored by another renderer version or settings (or none yet) are rendered again, in the background, in
  // batches claimed in the database so servers starting together do not both render them. After the server listens,
  // its statements waiting for readers in flight: finding none to render reads every article (0.1-0.5 s at 100,000
  // on PGlite), which stood before the first answer.
  void readersFirst
    .runInBackground(() => renderStaleBodies(services.db, env, () => stopping))
    .then((count) => {
      if (count > 0) console.log(`Rendered the bodies of ${count} articles.`);
    }, logRenderFailure);
  // Articles an upgrade left without search vectors (drizzle/0014) are filled in the background, their statements
  // waiting for readers in flight: search finds each as soon as its batch is done.
  void readersFirst
    .runInBackground(() => services.searchBackfill.run(services.db, () => stopping))
    .then(({ filled, seconds }) => {
      if (filled > 0) console.log(`Filled the search vectors of ${filled} articles in ${seconds.toFixed(1)} s.`);
    })
    .catch((error: unknown) => {
      if (!stopping) console.error("Filling the search vectors failed:", error);
    });
  if (cache && env.RESPONSE_CACHE_WARM) {
    // Readers of the long tail then find their pages rendered (decision 027); they are served between two renders.
    const started = performance.now();
    void findPagesToWarm(services.db)
      .then((paths) => warmer.warm(paths))
      .then(() => {
        if (stopping) return;
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        const megabytes = (cache.bytes / 1024 / 1024).toFixed(0);
        console.log(`Warmed the response cache: ${cache.size} pages, ${megabytes} MB, in ${seconds} s.`);
      })
      .catch((error: unknown) => {
        if (!stopping) console.error("Warming the response cache failed:", error);
      });
  }

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    warmer.stopWarming();
    console.log(`${signal} received, shutting down.`);
    // Stop accepting, let requests in flight finish, and close keep-alive connections as they go quiet;
    // a client that stops reading its response does not hold the shutdown for longer than the grace period.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    await closed;
    clearInterval(sweep);
    clearTimeout(force);
    await options.viteDevServer?.close();
    await queue.stop();
    await stopListening();
    await stopJobEvents();
    await closeWorkerPools();
    await handle.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}
