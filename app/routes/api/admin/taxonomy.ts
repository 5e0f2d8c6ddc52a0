// GET /api/admin/taxonomy/{categories|tags}?q=&offset=&limit=: a page of categories or tags by name (those whose name
// contains q), each with the number of articles using it, and how many match in all: { terms, total }.
// POST { name } adds one and answers 201 { id, name }.
import { z } from "zod";
import { createTaxonomyTerm, listTaxonomyTerms, ZTermListQuery, ZTermName } from "~/articles/manage-taxonomy.server";
import { parseTaxonomyKind } from "~/articles/taxonomy-kinds";
import { AppError } from "~/lib/app-error";
import { handleApi, jsonResponse, parseSearchParams, readJsonBody } from "~/lib/http.server";
import { getServices } from "~/services.server";
import type { Route } from "./+types/taxonomy";

export function loader({ request, params, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const kind = parseTaxonomyKind(params.kind);
    const query = parseSearchParams(request, ZTermListQuery);
    return jsonResponse(await listTaxonomyTerms(getServices(context).db, kind, query));
  });
}

export function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") throw new AppError("bad_request", `${request.method} is not supported here`);
    const kind = parseTaxonomyKind(params.kind);
    const { name } = await readJsonBody(request, z.object({ name: ZTermName }));
    const id = await createTaxonomyTerm(getServices(context).db, kind, name);
    return jsonResponse({ id, name }, { status: 201 });
  });
}
