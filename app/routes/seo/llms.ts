// GET /llms.txt
import { buildDocumentResponse } from "~/seo/document-response.server";
import { getLlmsTxt } from "~/seo/llms-txt.server";
import { getServices } from "~/services.server";
import type { Route } from "./+types/llms";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  const document = await getLlmsTxt(db, { siteName: env.SITE_NAME, siteUrl: env.SITE_URL });
  return buildDocumentResponse(request, document, { contentType: "text/plain; charset=utf-8", maxAgeSeconds: 300 });
}
