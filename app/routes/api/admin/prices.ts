// POST /api/admin/prices/refresh: re-reads the product pages of the reviews whose price is due now (what the hourly
// job does), answering how many were checked and flagged. GET /api/admin/prices/:id: one review's price history.
import { methodNotAllowed } from "~/lib/app-error";
import { handleApi, jsonResponse } from "~/lib/http.server";
import { listPriceChecks, refreshProductPrices } from "~/prices/refresh-prices.server";
import { getServices } from "~/services.server";
import { parseRowId } from "~/db/row-id";
import { ARTICLE_ID_MESSAGE } from "./article";
import type { Route } from "./+types/prices";

export function loader({ params, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const id = parseRowId(params.id, ARTICLE_ID_MESSAGE);
    return jsonResponse(
      { checks: await listPriceChecks(getServices(context).db, id) },
      { headers: { "Cache-Control": "no-store" } },
    );
  });
}

export function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST" || params.id !== "refresh") throw methodNotAllowed(["GET"]);
    const { db, fetchPage, env } = getServices(context);
    return jsonResponse(await refreshProductPrices(db, fetchPage, env));
  });
}
