import { EDITORIAL_AUTHOR_NAME } from "~/articles/editorial-author";
import { findAdminArticles, findArticleById, ZAdminListQuery } from "~/articles/admin-articles.server";
import { ZArticleInput } from "~/articles/article-input";
import { createArticle } from "~/articles/save-article.server";
import { methodNotAllowed } from "~/lib/app-error";
import { handleApi, jsonResponse, parseSearchParams, readJsonBody } from "~/lib/http.server";
import { getServices } from "~/services.server";
import type { Route } from "./+types/articles";

export function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const query = parseSearchParams(request, ZAdminListQuery);
    return jsonResponse(await findAdminArticles(getServices(context).db, query));
  });
}

export function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") throw methodNotAllowed(["GET", "POST"]);
    const input = await readJsonBody(request, ZArticleInput);
    const { db, env, publications } = getServices(context);
    const id = await createArticle(db, env, input, { authorUsername: EDITORIAL_AUTHOR_NAME });
    if (input.publishingStatus === "scheduled" && input.publishAt) await publications.publishAt([input.publishAt]);
    return jsonResponse(await findArticleById(db, id), { status: 201 });
  });
}
