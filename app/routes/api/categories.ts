import { listCategories } from "~/articles/list-taxonomy.server";
import { handleApi, jsonResponse } from "~/lib/http.server";
import { getServices } from "~/services.server";
import type { Route } from "./+types/categories";

export function loader({ context }: Route.LoaderArgs) {
  return handleApi(async () =>
    jsonResponse(await listCategories(getServices(context).db), {
      headers: { "Cache-Control": "public, max-age=300" },
    }),
  );
}
