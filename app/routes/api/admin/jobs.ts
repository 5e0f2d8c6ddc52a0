// GET /api/admin/jobs: the newest single generations and bulk batches with their progress (the Jobs screen).
import { listJobViews } from "~/jobs/job-views.server";
import { methodNotAllowed } from "~/lib/app-error";
import { appErrorResponse, handleApi, jsonResponse } from "~/lib/http.server";
import { getServices } from "~/services.server";
import type { Route } from "./+types/jobs";

export function loader({ context }: Route.LoaderArgs) {
  return handleApi(async () =>
    jsonResponse({ jobs: await listJobViews(getServices(context).db) }, { headers: { "Cache-Control": "no-store" } }),
  );
}

export function action() {
  return appErrorResponse(methodNotAllowed(["GET"]));
}
