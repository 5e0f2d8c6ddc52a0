// GET /card-image/{slug}.png: the branded card of a published article (its title, section and score on the site's
// colours), shown where it has no picture of its own and shared as its Open Graph image. GET
// /card-image/{slug}-{width}w.webp: the same card at a listing's width (decision 043), so a phone does not load
// 1200-pixel PNGs for 400-pixel cards.
import { createHash } from "node:crypto";
import { findSectionForType, typeShowsScore } from "~/articles/article-types";
import { findPublishedArticleBySlug } from "~/articles/find-published-articles.server";
import { jsonResponse, matchesIfNoneMatch } from "~/lib/http.server";
import { buildBrandedCardSvg, type TBrandedCardInput } from "~/media/branded-card-svg";
import { renderBrandedCardPng } from "~/media/branded-card.server";
import { makeImageVariant } from "~/media/image-pool.server";
import { CARD_VARIANT_WIDTHS, parseVariantSuffix, type TVariant } from "~/media/image-variants";
import { getServices } from "~/services.server";
import type { Route } from "./+types/card-image";

const PNG_SUFFIX = ".png";

/** The slug and, for a sized card, its variant; null for a name never handed out. */
function parseCardName(name: string): { slug: string; variant: TVariant | null } | null {
  if (name.endsWith(PNG_SUFFIX)) return { slug: name.slice(0, -PNG_SUFFIX.length), variant: null };
  const match = /^(.+)-(\d+w\.webp)$/.exec(name);
  const variant = match ? parseVariantSuffix(match[2]!, CARD_VARIANT_WIDTHS) : null;
  return match && variant ? { slug: match[1]!, variant } : null;
}
// An hour in browsers and shared caches; the ETag follows the drawing, so a changed title is fetched anew.
const CACHE_CONTROL = "public, max-age=3600";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  const requested = parseCardName(params.name);
  const article = requested?.slug ? await findPublishedArticleBySlug(db, requested.slug) : null;
  if (!article) return jsonResponse({ error: "Article not found" }, { status: 404 });
  const card: TBrandedCardInput = {
    title: article.title,
    sectionLabel: findSectionForType(article.articleType).label,
    score: typeShowsScore(article.articleType) ? article.brutalScore : null,
    siteName: env.SITE_NAME,
  };
  const variant = requested?.variant ?? null;
  const drawing = createHash("sha256").update(buildBrandedCardSvg(card)).digest("base64url").slice(0, 27);
  const etag = `"${drawing}${variant ? `-${variant.width}w` : ""}"`;
  const headers = { "Cache-Control": CACHE_CONTROL, ETag: etag };
  if (matchesIfNoneMatch(request.headers.get("if-none-match"), etag))
    return new Response(null, { status: 304, headers });
  const png = await renderBrandedCardPng(card);
  const bytes = variant ? (await makeImageVariant(png, variant)).bytes : png;
  return new Response(bytes, {
    headers: {
      ...headers,
      "Content-Type": variant ? "image/webp" : "image/png",
      "Content-Length": String(bytes.byteLength),
    },
  });
}
