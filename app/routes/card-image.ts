// GET /card-image/{slug}.png: the branded card of a published article (its title, section and score on the site's
// colours), shown where it has no picture of its own and shared as its Open Graph image.
import { createHash } from "node:crypto";
import { findSectionForType, typeShowsScore } from "~/articles/article-types";
import { findPublishedArticleBySlug } from "~/articles/find-published-articles.server";
import { jsonResponse, matchesIfNoneMatch } from "~/lib/http.server";
import { buildBrandedCardSvg, type TBrandedCardInput } from "~/media/branded-card-svg";
import { renderBrandedCardPng } from "~/media/branded-card.server";
import { getServices } from "~/services.server";
import type { Route } from "./+types/card-image";

const PNG_SUFFIX = ".png";
// An hour in browsers and shared caches; the ETag follows the drawing, so a changed title is fetched anew.
const CACHE_CONTROL = "public, max-age=3600";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  const slug = params.name.endsWith(PNG_SUFFIX) ? params.name.slice(0, -PNG_SUFFIX.length) : "";
  const article = slug ? await findPublishedArticleBySlug(db, slug) : null;
  if (!article) return jsonResponse({ error: "Article not found" }, { status: 404 });
  const card: TBrandedCardInput = {
    title: article.title,
    sectionLabel: findSectionForType(article.articleType).label,
    score: typeShowsScore(article.articleType) ? article.brutalScore : null,
    siteName: env.SITE_NAME,
  };
  const etag = `"${createHash("sha256").update(buildBrandedCardSvg(card)).digest("base64url").slice(0, 27)}"`;
  const headers = { "Cache-Control": CACHE_CONTROL, ETag: etag };
  if (matchesIfNoneMatch(request.headers.get("if-none-match"), etag))
    return new Response(null, { status: 304, headers });
  const png = await renderBrandedCardPng(card);
  return new Response(png, {
    headers: { ...headers, "Content-Type": "image/png", "Content-Length": String(png.byteLength) },
  });
}
