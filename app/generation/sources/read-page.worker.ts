// Entry of the page reader pool's worker threads (see page-reader-pool.server.ts): one task, one page read.
import { readPageContent, type TReadPageResult, type TReadPageTask } from "./read-page-content.server";

export default function readPage({ started, ...task }: TReadPageTask): TReadPageResult {
  started?.postMessage("started");
  started?.close();
  return readPageContent(task);
}
