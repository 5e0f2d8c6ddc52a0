import { findPublishedArticlesJson, ZListArticlesQuery } from "~/articles/find-published-articles.server";
import { handleApi, jsonTextResponse, parseSearchParams } from "~/lib/http.server";
import { getServices } from "~/services.server";
import type { Route } from "./+types/articles";

export function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const query = parseSearchParams(request, ZListArticlesQuery);
    const articles = await findPublishedArticlesJson(getServices(context).db, query);
    // Tech-news lists are never cached (spec section 7).
    const cacheControl = query.type === "tech-news" ? "no-store" : "public, max-age=60";
    return jsonTextResponse(articles, { headers: { "Cache-Control": cacheControl } });
  });
}
