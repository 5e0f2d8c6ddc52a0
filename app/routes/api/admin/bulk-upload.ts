// POST /api/admin/bulk-upload (spec section 7): a CSV or Excel sheet in, one published article per row, progress
// streamed as NDJSON and the result object as the last line. Behind the admin gate (app/routes.ts). The sheet
// becomes a batch job (app/jobs/) that outlives this request.
import { planBulkRows } from "~/bulk/plan-bulk-rows";
import { checkBulkDuplicates } from "~/duplicates/check-bulk-duplicates.server";
import { readBulkUploadRequest } from "~/bulk/read-bulk-upload-request.server";
import { parseBulkSheetInWorker, takeSheetUploadPlace } from "~/bulk/sheet-parser-pool.server";
import { BULK_KEEPALIVE_MS } from "~/bulk/bulk-limits";
import { streamJobResponse } from "~/generation-endpoints/job-stream.server";
import { describeMissingAiConfig } from "~/generation/index.server";
import { methodNotAllowed } from "~/lib/app-error";
import { appErrorResponse, handleApi, jsonResponse } from "~/lib/http.server";
import { getServices } from "~/services.server";
import type { Route } from "./+types/bulk-upload";

// A place is taken before the body is read and held until the sheet is parsed (503 with Retry-After when none is
// free); the sheet is parsed in a worker thread with a memory and time limit: a hostile workbook costs that thread.
async function readSheetUpload(request: Request) {
  const givePlaceBack = takeSheetUploadPlace();
  try {
    const upload = await readBulkUploadRequest(request);
    const sheet = await parseBulkSheetInWorker(upload.bytes, { fileName: upload.fileName });
    return { upload, sheet };
  } finally {
    givePlaceBack();
  }
}

export function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") throw methodNotAllowed(["POST"]);
    const services = getServices(context);
    const ai = services.ai;
    if (!ai) return jsonResponse({ error: describeMissingAiConfig() }, { status: 503 });
    const { upload, sheet } = await readSheetUpload(request);
    const sheetPlan = planBulkRows(sheet.rows, { minWordCount: upload.minWordCount, year: new Date().getFullYear() });
    // Rows about a product the site already has an article on are skipped unless the upload chose otherwise.
    const plan = await checkBulkDuplicates(services.db, sheetPlan, upload.duplicates);
    // The batch is a job with one row job per sheet row: it runs on whichever servers claim its rows, and this
    // request only follows it (the Jobs screen can follow it again at any time).
    const batchId = await services.jobs.startBatch({
      fileName: upload.fileName,
      totalRows: sheet.totalRows,
      rowErrors: sheet.rowErrors,
      plan,
      publication: upload.publication,
    });
    return streamJobResponse(services.jobs, batchId, {
      keepaliveMs: BULK_KEEPALIVE_MS,
      headers: { "X-Generation-Job": String(batchId) },
    });
  });
}

export function loader() {
  return appErrorResponse(methodNotAllowed(["POST"]));
}
