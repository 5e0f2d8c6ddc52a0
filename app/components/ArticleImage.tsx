// An article's picture in lists and featured blocks: its own featured image, else (or when that fails to load) its
// branded card, so no listing shows an empty grey box. Both are sized for the slot (ResponsiveImage).
import { brandedCardPath } from "~/articles/article-image";
import { useImageLoadFailed } from "./ImageHiddenOnError";
import { ResponsiveImage, type TResponsiveImageProps } from "./ResponsiveImage";

export function ArticleImage({
  article,
  ...props
}: Omit<TResponsiveImageProps, "src" | "ref"> & { article: { slug: string; featuredImage: string | null } }) {
  const own = article.featuredImage ?? "";
  const { failed, ref, onError } = useImageLoadFailed(own);
  if (!own || failed) return <ResponsiveImage {...props} src={brandedCardPath(article.slug)} />;
  return <ResponsiveImage {...props} src={own} ref={ref} onError={onError} />;
}
