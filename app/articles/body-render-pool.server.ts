// Renders article bodies off the main thread, with a time bound (attack finding N1 of round 3): a body's markdown,
// sanitising and link pass take a quarter of a second for a megabyte of real text, but a renderer that meets a shape
// it handles badly must cost one stopped thread, never every reader's request and the health check. Saves refuse
// such a body with a clear message; a stored body (start-up re-render, first reader) is shown as plain text instead.
import { MessageChannel } from "node:worker_threads";
import { Piscina } from "piscina";
import { AppError } from "~/lib/app-error";
import { workerEntry } from "~/lib/worker-entry.server";
import { renderBodyAsText, type TArticleBody, type TBodySource, type TRenderSettings } from "./render-article-body";
import type { TRenderBodyTask } from "./render-body.worker";
import { stopWithWorkerPools } from "~/lib/worker-pools.server";

/** The longest one body may take to render: fifty times what a megabyte of real text takes. */
export const BODY_RENDER_TIME_LIMIT_MS = 10_000;

export function bodyTooSlowMessage(timeLimitMs: number): string {
  return `The article body took longer than ${timeLimitMs / 1000} seconds to render, so it was not saved. Long runs of *, _, [ or \` without spaces are the usual cause: break them up, or put them in a code block.`;
}

export interface TBodyRenderPool {
  /** The body rendered; a body past the time limit is refused with a bad_request AppError. */
  render(settings: TRenderSettings, article: TBodySource): Promise<TArticleBody>;
  close(): Promise<void>;
}

/** One thread, started with the first render and kept, so a save never waits for a thread to load the renderer. */
export function createBodyRenderPool(options: { timeLimitMs?: number } = {}): TBodyRenderPool {
  const timeLimitMs = options.timeLimitMs ?? BODY_RENDER_TIME_LIMIT_MS;
  const entry = workerEntry(import.meta.url, "render-body.worker.ts", "render-body-worker");
  const pool = new Piscina({
    filename: entry.filename,
    execArgv: entry.execArgv,
    minThreads: 1,
    maxThreads: 1,
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });

  return {
    async render(settings, article) {
      const limit = new AbortController();
      const { port1: startedPort, port2: workerPort } = new MessageChannel();
      let timer: NodeJS.Timeout | undefined;
      startedPort.once("message", () => {
        timer = setTimeout(() => limit.abort(new Error("time limit")), timeLimitMs);
      });
      const task: TRenderBodyTask = {
        settings: { AMAZON_ASSOCIATE_TAG: settings.AMAZON_ASSOCIATE_TAG, SITE_URL: settings.SITE_URL },
        article: { content: article.content, articleType: article.articleType },
        started: workerPort,
      };
      try {
        return (await pool.run(task, { signal: limit.signal, transferList: [workerPort] })) as TArticleBody;
      } catch (error) {
        if (limit.signal.aborted) {
          throw new AppError("bad_request", bodyTooSlowMessage(timeLimitMs), undefined, { cause: error });
        }
        throw error;
      } finally {
        clearTimeout(timer);
        startedPort.close();
      }
    },
    close: () => pool.destroy(),
  };
}

let shared: TBodyRenderPool | undefined;

/** Renders a body to be saved in the server's shared pool; one past the time limit is refused (AppError 400). */
export function renderBodyInWorker(settings: TRenderSettings, article: TBodySource): Promise<TArticleBody> {
  shared ??= createBodyRenderPool();
  return shared.render(settings, article);
}

/**
 * Renders a body already stored (start-up re-render, a first reader): one past the time limit is shown as its own
 * text, and the operator told which article it was.
 */
export async function renderStoredBodyInWorker(
  settings: TRenderSettings,
  article: TBodySource & { id: number },
): Promise<TArticleBody> {
  try {
    return await renderBodyInWorker(settings, article);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    console.warn(`Article ${article.id}: its body took too long to render, so it is shown as plain text.`);
    return renderBodyAsText(article);
  }
}

/** Stops the shared pool's thread (server shutdown, end of a test file). */
export async function closeBodyRenderPool(): Promise<void> {
  const current = shared;
  shared = undefined;
  await current?.close();
}

stopWithWorkerPools(closeBodyRenderPool);
