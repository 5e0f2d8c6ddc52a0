import { findPublishedArticleBySlug } from "~/articles/find-published-articles.server";
import { AppError } from "~/lib/app-error";
import { handleApi, jsonResponse } from "~/lib/http.server";
import { getServices } from "~/services.server";
import type { Route } from "./+types/article";

export function loader({ params, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    if (params.slug.length > 255) throw new AppError("not_found", "Article not found");
    const article = await findPublishedArticleBySlug(getServices(context).db, params.slug);
    if (!article) throw new AppError("not_found", "Article not found");
    return jsonResponse(article, { headers: { "Cache-Control": "public, max-age=60" } });
  });
}
