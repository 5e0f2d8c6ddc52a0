// GET /sitemap.xml
import { buildDocumentResponse } from "~/seo/document-response.server";
import { getSitemapXml } from "~/seo/sitemap.server";
import { getServices } from "~/services.server";
import type { Route } from "./+types/sitemap";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  const document = await getSitemapXml(db, env.SITE_URL);
  return buildDocumentResponse(request, document, {
    contentType: "application/xml; charset=utf-8",
    maxAgeSeconds: 300,
  });
}
