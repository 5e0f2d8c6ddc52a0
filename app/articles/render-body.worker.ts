// Entry of the body render pool's worker thread (see body-render-pool.server.ts): one task, one article body.
import type { MessagePort } from "node:worker_threads";
import { renderArticleBody, type TArticleBody, type TBodySource, type TRenderSettings } from "./render-article-body";

export interface TRenderBodyTask {
  settings: TRenderSettings;
  article: TBodySource;
  /** Told when the thread starts on the body, so the time limit does not count the wait for the thread. */
  started?: MessagePort;
}

export default function renderBody({ settings, article, started }: TRenderBodyTask): TArticleBody {
  started?.postMessage("started");
  started?.close();
  return renderArticleBody(settings, article);
}
