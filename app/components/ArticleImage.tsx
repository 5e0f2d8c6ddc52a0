// An article's picture in lists and featured blocks: its own featured image, else (or when that fails to load) its
// branded card, so no listing shows an empty grey box.
import type { ImgHTMLAttributes } from "react";
import { brandedCardPath } from "~/articles/article-image";
import { ImageHiddenOnError } from "./ImageHiddenOnError";

export function ArticleImage({
  article,
  ...props
}: Omit<ImgHTMLAttributes<HTMLImageElement>, "src"> & { article: { slug: string; featuredImage: string | null } }) {
  const card = <img {...props} src={brandedCardPath(article.slug)} alt={props.alt ?? ""} />;
  if (!article.featuredImage) return card;
  return <ImageHiddenOnError {...props} src={article.featuredImage} fallback={card} />;
}
