import { findArticleById } from "~/articles/admin-articles.server";
import { ZArticleUpdate } from "~/articles/article-input";
import { deleteArticle, updateArticle } from "~/articles/save-article.server";
import { AppError, methodNotAllowed } from "~/lib/app-error";
import { handleApi, jsonResponse, readJsonBody } from "~/lib/http.server";
import { parseRowId } from "~/db/row-id";
import { getServices } from "~/services.server";
import type { Route } from "./+types/article";

export const ARTICLE_ID_MESSAGE = "Article id must be a number";

export function loader({ params, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const article = await findArticleById(getServices(context).db, parseRowId(params.id, ARTICLE_ID_MESSAGE));
    if (!article) throw new AppError("not_found", "Article not found");
    return jsonResponse(article);
  });
}

export function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const { db, env, publications } = getServices(context);
    const id = parseRowId(params.id, ARTICLE_ID_MESSAGE);
    if (request.method === "PUT") {
      const input = await readJsonBody(request, ZArticleUpdate);
      await updateArticle(db, env, id, input);
      if (input.publishingStatus === "scheduled" && input.publishAt) await publications.publishAt([input.publishAt]);
      return jsonResponse(await findArticleById(db, id));
    }
    if (request.method === "DELETE") {
      await deleteArticle(db, id);
      return jsonResponse({ success: true });
    }
    throw methodNotAllowed(["GET", "PUT", "DELETE"]);
  });
}
