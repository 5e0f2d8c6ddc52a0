// POST /api/admin/bulk-upload/preview: the same multipart form as the upload, answered with what the sheet would do
// (app/bulk/bulk-preview.ts): the rows to write, the rows about an article the site already has, the rows refused
// and why, and the batch's expected model calls and tokens. Reads the sheet and the articles only: no job is
// stored and the model is never called. Behind the admin gate (app/routes.ts).
import { describeBulkPreview } from "~/bulk/bulk-preview";
import { prepareBulkBatch } from "~/bulk/prepare-bulk-batch.server";
import { methodNotAllowed } from "~/lib/app-error";
import { appErrorResponse, handleApi, jsonResponse } from "~/lib/http.server";
import { getServices } from "~/services.server";
import type { Route } from "./+types/bulk-upload-preview";

export function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") throw methodNotAllowed(["POST"]);
    const { upload, sheet, plan, duplicates } = await prepareBulkBatch(getServices(context).db, request);
    return jsonResponse(
      describeBulkPreview({
        fileName: upload.fileName,
        totalRows: sheet.totalRows,
        rowErrors: sheet.rowErrors,
        plan,
        duplicates,
      }),
    );
  });
}

export function loader() {
  return appErrorResponse(methodNotAllowed(["POST"]));
}
