// GET /api/admin/scheduled: the scheduled articles, soonest first (the Jobs screen's "Scheduled" list).
import { methodNotAllowed } from "~/lib/app-error";
import { appErrorResponse, handleApi, jsonResponse } from "~/lib/http.server";
import { listScheduledArticles } from "~/scheduling/manage-schedule.server";
import { getServices } from "~/services.server";
import type { Route } from "./+types/scheduled";

export function loader({ context }: Route.LoaderArgs) {
  return handleApi(async () =>
    jsonResponse(
      { articles: await listScheduledArticles(getServices(context).db) },
      { headers: { "Cache-Control": "no-store" } },
    ),
  );
}

export function action() {
  return appErrorResponse(methodNotAllowed(["GET"]));
}
