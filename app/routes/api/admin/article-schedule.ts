// PUT /api/admin/articles/:id/schedule {publishAt}: moves a scheduled article to another time, or with null
// cancels its schedule (it becomes a draft). Answers the article as the editor reads it.
import { findArticleById } from "~/articles/admin-articles.server";
import { methodNotAllowed } from "~/lib/app-error";
import { appErrorResponse, handleApi, jsonResponse, readJsonBody } from "~/lib/http.server";
import { changeSchedule } from "~/scheduling/manage-schedule.server";
import { ZScheduleChange } from "~/scheduling/schedule-protocol";
import { getServices } from "~/services.server";
import { parseRowId } from "~/db/row-id";
import { ARTICLE_ID_MESSAGE } from "./article";
import type { Route } from "./+types/article-schedule";

export function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "PUT") throw methodNotAllowed(["PUT"]);
    const { db, publications } = getServices(context);
    const id = parseRowId(params.id, ARTICLE_ID_MESSAGE);
    const { publishAt } = await readJsonBody(request, ZScheduleChange);
    const at = publishAt ? new Date(publishAt) : null;
    await changeSchedule(db, id, at);
    if (at) await publications.publishAt([at]);
    return jsonResponse(await findArticleById(db, id));
  });
}

export function loader() {
  return appErrorResponse(methodNotAllowed(["PUT"]));
}
