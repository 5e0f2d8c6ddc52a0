// GET /sitemap.xml (the sitemap index), /sitemap-pages.xml and /sitemap-articles-N.xml; any other /NAME.xml is 404.
import { buildDocumentResponse } from "~/seo/document-response.server";
import { getSitemapXml, parseSitemapFileName } from "~/seo/sitemap.server";
import { getServices } from "~/services.server";
import type { Route } from "./+types/sitemap";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  const file = parseSitemapFileName(params.file);
  const document = file
    ? await getSitemapXml(db, { siteUrl: env.SITE_URL, perFile: env.SITEMAP_MAX_URLS }, file)
    : null;
  if (!document) {
    return new Response("Not found\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" },
    });
  }
  return buildDocumentResponse(request, document, {
    contentType: "application/xml; charset=utf-8",
    maxAgeSeconds: 300,
  });
}
