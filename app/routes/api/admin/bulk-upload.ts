// POST /api/admin/bulk-upload (spec section 7): a CSV or Excel sheet in, one published article per row, progress
// streamed as NDJSON and the result object as the last line. Behind the admin gate (app/routes.ts).
import { parseBulkSheet } from "~/bulk/parse-bulk-sheet.server";
import { planBulkRows } from "~/bulk/plan-bulk-rows";
import { readBulkUploadRequest } from "~/bulk/read-bulk-upload-request.server";
import { createBulkRowRunner, runBulkUpload } from "~/bulk/run-bulk-upload.server";
import { streamBulkUpload } from "~/bulk/stream-bulk-upload.server";
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
    const upload = await readBulkUploadRequest(request);
    const sheet = parseBulkSheet(upload.bytes, { fileName: upload.fileName });
    const plan = planBulkRows(sheet.rows, { minWordCount: upload.minWordCount, year: new Date().getFullYear() });
    const runner = createBulkRowRunner({ ...services, ai });
    return streamBulkUpload((onEvent) =>
      runBulkUpload({ totalRows: sheet.totalRows, rowErrors: sheet.rowErrors, plan }, runner, onEvent),
    );
  });
}

export function loader() {
  return appErrorResponse(methodNotAllowed(["POST"]));
}
