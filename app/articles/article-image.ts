// The picture of an article wherever it is shown: its own featured image, else its branded card
// (GET /card-image/{slug}.png: title, section and score on the site's colours).
import { socialImageVariant } from "~/media/picture-sources";

export const BRANDED_CARD_PATH_PREFIX = "/card-image/";

export function brandedCardPath(slug: string): string {
  return `${BRANDED_CARD_PATH_PREFIX}${encodeURIComponent(slug)}.png`;
}

/**
 * What social networks show (og:image, twitter:image): an uploaded image's 1200 x 630 JPEG (decision 043); the
 * branded card for an article without a picture or with an SVG one (networks show no SVG previews).
 */
export function articleSocialImageUrl(article: { slug: string; featuredImage: string | null }): string {
  const own = article.featuredImage;
  if (!own || /\.svg(?:[?#]|$)/i.test(own)) return brandedCardPath(article.slug);
  return socialImageVariant(own) ?? own;
}
