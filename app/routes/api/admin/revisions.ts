import { z } from "zod";
import { findArticleById } from "~/articles/admin-articles.server";
import { listArticleRevisions, restoreArticleRevision } from "~/articles/save-article.server";
import { AppError, methodNotAllowed } from "~/lib/app-error";
import { handleApi, jsonResponse, readJsonBody } from "~/lib/http.server";
import { MAX_ROW_ID, parseRowId } from "~/db/row-id";
import { getServices } from "~/services.server";
import { ARTICLE_ID_MESSAGE } from "./article";
import type { Route } from "./+types/revisions";

const ZRestoreRequest = z.object({
  revisionId: z
    .number({ error: "revisionId must be a revision id" })
    .int("revisionId must be a revision id")
    .positive("revisionId must be a revision id")
    .max(MAX_ROW_ID, "revisionId must be a revision id"),
});

export function loader({ params, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const { db } = getServices(context);
    const id = parseRowId(params.id, ARTICLE_ID_MESSAGE);
    if (!(await findArticleById(db, id))) throw new AppError("not_found", "Article not found");
    return jsonResponse(await listArticleRevisions(db, id));
  });
}

// POST { revisionId } restores that revision; the version it replaces becomes a revision itself.
export function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") throw methodNotAllowed(["GET", "POST"]);
    const { db, env } = getServices(context);
    const id = parseRowId(params.id, ARTICLE_ID_MESSAGE);
    const { revisionId } = await readJsonBody(request, ZRestoreRequest);
    await restoreArticleRevision(db, env, id, revisionId);
    return jsonResponse(await findArticleById(db, id));
  });
}
