// GET /api/admin/related-articles?title=...&category=ID&exclude=ID: the site's published articles related to an
// article being edited (the editor's "Suggest internal links"), found as generators find theirs (decision 049).
import { findRelatedArticles, RELATED_ARTICLES_IN_EDITOR } from "~/articles/related-articles.server";
import { parseRowId } from "~/db/row-id";
import { AppError, methodNotAllowed } from "~/lib/app-error";
import { appErrorResponse, handleApi, jsonResponse } from "~/lib/http.server";
import { getServices } from "~/services.server";
import type { Route } from "./+types/related-articles";

const MAX_TITLE_LENGTH = 500;

function optionalId(raw: string | null, name: string): number | undefined {
  return raw === null || raw === "" ? undefined : parseRowId(raw, `${name} must be an id`);
}

export function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const params = new URL(request.url).searchParams;
    const title = params.get("title") ?? "";
    if (title.length > MAX_TITLE_LENGTH) {
      throw new AppError("bad_request", `title must be at most ${MAX_TITLE_LENGTH} characters`);
    }
    const articles = await findRelatedArticles(getServices(context).db, {
      topic: [title],
      categoryId: optionalId(params.get("category"), "category"),
      excludeId: optionalId(params.get("exclude"), "exclude"),
      limit: RELATED_ARTICLES_IN_EDITOR,
    });
    return jsonResponse({ articles }, { headers: { "Cache-Control": "no-store" } });
  });
}

export function action() {
  return appErrorResponse(methodNotAllowed(["GET"]));
}
