// The picture of an article wherever it is shown: its own featured image, else its branded card
// (GET /card-image/{slug}.png: title, section and score on the site's colours).
export const BRANDED_CARD_PATH_PREFIX = "/card-image/";

export function brandedCardPath(slug: string): string {
  return `${BRANDED_CARD_PATH_PREFIX}${encodeURIComponent(slug)}.png`;
}

export function articleImageUrl(article: { slug: string; featuredImage: string | null }): string {
  return article.featuredImage || brandedCardPath(article.slug);
}

/** Social networks show no SVG previews: an article with an SVG picture shares its branded card instead. */
export function articleSocialImageUrl(article: { slug: string; featuredImage: string | null }): string {
  const own = article.featuredImage;
  return own && !/\.svg(?:[?#]|$)/i.test(own) ? own : brandedCardPath(article.slug);
}
