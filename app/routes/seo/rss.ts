// GET /rss.xml
import { buildDocumentResponse } from "~/seo/document-response.server";
import { getRssFeedXml } from "~/seo/feeds.server";
import { getServices } from "~/services.server";
import type { Route } from "./+types/rss";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  const document = await getRssFeedXml(db, { siteName: env.SITE_NAME, siteUrl: env.SITE_URL });
  return buildDocumentResponse(request, document, {
    contentType: "application/rss+xml; charset=utf-8",
    maxAgeSeconds: 300,
  });
}
