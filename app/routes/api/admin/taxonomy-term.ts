// One category or tag: PUT { name } renames it, PUT { mergeInto } moves its articles to another and deletes it,
// DELETE removes it (its articles stay). Each answers the page of the kind's list its query asks for (as GET
// /api/admin/taxonomy/{kind}?q=&offset=&limit= does), so the screen shows the change in one round trip.
import {
  deleteTaxonomyTerm,
  listTaxonomyTerms,
  mergeTaxonomyTerm,
  renameTaxonomyTerm,
  ZTermChange,
  ZTermListQuery,
} from "~/articles/manage-taxonomy.server";
import { parseTaxonomyKind } from "~/articles/taxonomy-kinds";
import { parseRowId } from "~/db/row-id";
import { AppError } from "~/lib/app-error";
import { handleApi, jsonResponse, parseSearchParams, readJsonBody } from "~/lib/http.server";
import { getServices } from "~/services.server";
import type { Route } from "./+types/taxonomy-term";

export function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const { db } = getServices(context);
    const kind = parseTaxonomyKind(params.kind);
    const id = parseRowId(params.id, "The id must be a number");
    const page = parseSearchParams(request, ZTermListQuery);
    if (request.method === "PUT") {
      const change = await readJsonBody(request, ZTermChange);
      if (change.name !== undefined) await renameTaxonomyTerm(db, kind, id, change.name);
      else await mergeTaxonomyTerm(db, kind, id, change.mergeInto!);
    } else if (request.method === "DELETE") {
      await deleteTaxonomyTerm(db, kind, id);
    } else {
      throw new AppError("bad_request", `${request.method} is not supported here`);
    }
    return jsonResponse(await listTaxonomyTerms(db, kind, page));
  });
}
