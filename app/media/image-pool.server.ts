// Image decoding and encoding off the request path (decision 043): sharp runs in a pool of one worker thread at a
// lowered CPU priority, like the page reader and the sheet parser, so readers' requests win the cores while a photo
// is stored or a variant made. Refusals come back as AppErrors with a message for the editor.
import { Piscina } from "piscina";
import { AppError } from "~/lib/app-error";
import { workerEntry } from "~/lib/worker-entry.server";
import type { TImageFormat } from "./image-format";
import type { TVariant } from "./image-variants";
import { MEDIA_MAX_PIXELS } from "./media-limits";
import type { TImageTask, TImageTaskResult } from "./process-image.worker";
import { stopWithWorkerPools } from "~/lib/worker-pools.server";

/** Tasks waiting for the thread; past them the editor is asked to retry rather than the server holding more images. */
export const IMAGE_POOL_MAX_QUEUE = 64;
/** The longest one task may take: a 40-megapixel photo stores in a few seconds on a loaded core. */
export const IMAGE_TASK_TIME_LIMIT_MS = 60_000;

/** How long a shutdown waits for the images already started before stopping the thread. */
const IMAGE_POOL_CLOSE_TIMEOUT_MS = 10_000;

export const IMAGE_BUSY_MESSAGE = "The server is processing other images: try again in a minute.";
export const IMAGE_TOO_SLOW_MESSAGE = `Processing the image took longer than ${IMAGE_TASK_TIME_LIMIT_MS / 1000} seconds, so it was stopped: upload a smaller image.`;

export function tooManyPixelsMessage(width: number, height: number): string {
  return `The image is ${width} x ${height} pixels, more than the ${MEDIA_MAX_PIXELS / 1_000_000} megapixels accepted: upload a smaller image.`;
}

export function unreadableImageMessage(detail: string): string {
  return `The image could not be read (${detail.split("\n")[0]!.trim().slice(0, 200)}): upload it again or save it in another format.`;
}

export interface TProcessedImage {
  bytes: Uint8Array<ArrayBuffer>;
  width: number;
  height: number;
}

let pool: Piscina | undefined;

function sharedPool(): Piscina {
  if (pool) return pool;
  const entry = workerEntry(import.meta.url, "process-image.worker.ts", "process-image-worker");
  pool = new Piscina({
    filename: entry.filename,
    execArgv: entry.execArgv,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 30_000,
    maxQueue: IMAGE_POOL_MAX_QUEUE,
    niceIncrement: 10,
    closeTimeout: IMAGE_POOL_CLOSE_TIMEOUT_MS,
  });
  return pool;
}

async function run(task: TImageTask): Promise<TProcessedImage> {
  const limit = AbortSignal.timeout(IMAGE_TASK_TIME_LIMIT_MS);
  let result: TImageTaskResult;
  try {
    result = (await sharedPool().run(task, { signal: limit })) as TImageTaskResult;
  } catch (error) {
    if (limit.aborted) throw new AppError("bad_request", IMAGE_TOO_SLOW_MESSAGE, undefined, { cause: error });
    if (error instanceof Error && error.message === "Task queue is at limit")
      throw new AppError("unavailable", IMAGE_BUSY_MESSAGE, undefined, {
        cause: error,
        headers: { "Retry-After": "60" },
      });
    throw error;
  }
  if (result.ok) return { bytes: new Uint8Array(result.bytes), width: result.width, height: result.height };
  if (result.reason === "too_many_pixels")
    throw new AppError("bad_request", tooManyPixelsMessage(result.width, result.height));
  throw new AppError("bad_request", unreadableImageMessage(result.message));
}

/** The bytes an image is stored as: oriented, without metadata, in its own format. */
export function prepareImageForStorage(bytes: Uint8Array, format: TImageFormat): Promise<TProcessedImage> {
  return run({ kind: "store", bytes, format });
}

/** One variant of a stored image (or of a branded card): cut to the 1200:630 frame at the variant's width. */
export function makeImageVariant(bytes: Uint8Array, variant: TVariant): Promise<TProcessedImage> {
  return run({ kind: "variant", bytes, variant });
}

/**
 * Stops the pool's thread (server shutdown) once the images it has started are made, so a request or job cut by the
 * shutdown is not answered with a terminated thread; past `closeTimeout` Piscina stops it anyway.
 */
export async function closeImagePool(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.close();
}

stopWithWorkerPools(closeImagePool);
