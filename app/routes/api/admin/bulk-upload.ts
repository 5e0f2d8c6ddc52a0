// POST /api/admin/bulk-upload (spec section 7): a CSV or Excel sheet in, one published article per row, progress
// streamed as NDJSON and the result object as the last line. Behind the admin gate (app/routes.ts). The sheet
// becomes a batch job (app/jobs/) that outlives this request. The admin screen shows the same sheet through
// POST /api/admin/bulk-upload/preview first, and sends it here only when the editor confirms.
import { prepareBulkBatch } from "~/bulk/prepare-bulk-batch.server";
import { BULK_KEEPALIVE_MS } from "~/bulk/bulk-limits";
import { streamJobResponse } from "~/generation-endpoints/job-stream.server";
import { describeMissingAiConfig } from "~/generation/index.server";
import { methodNotAllowed } from "~/lib/app-error";
import { appErrorResponse, handleApi, jsonResponse } from "~/lib/http.server";
import { getServices } from "~/services.server";
import type { Route } from "./+types/bulk-upload";

export function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") throw methodNotAllowed(["POST"]);
    const services = getServices(context);
    const ai = services.ai;
    if (!ai) return jsonResponse({ error: describeMissingAiConfig() }, { status: 503 });
    const { upload, sheet, plan } = await prepareBulkBatch(services.db, request);
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
