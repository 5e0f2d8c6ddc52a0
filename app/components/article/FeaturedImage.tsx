// The featured image with the title as caption (and, for a downloaded image, a credit to the page it came from);
// the whole figure goes when the image fails to load. Sized for the article column (decision 043).
import { IMAGE_SIZES } from "../image-sizes";
import { useImageLoadFailed } from "../ImageHiddenOnError";
import { ResponsiveImage } from "../ResponsiveImage";

export function FeaturedImage({
  src,
  title,
  source,
}: {
  src: string;
  title: string;
  /** The page a downloaded picture came from, credited under it by its host. */
  source?: { sourceUrl: string; host: string } | null;
}) {
  const { failed, ref, onError } = useImageLoadFailed(src);
  if (failed) return null;
  return (
    <figure className="overflow-hidden rounded-xl border border-line">
      <ResponsiveImage
        ref={ref}
        src={src}
        alt={title}
        width={1200}
        height={630}
        sizes={IMAGE_SIZES.column}
        priority
        className="aspect-[1200/630] w-full object-cover"
        onError={onError}
      />
      <figcaption className="bg-panel px-4 py-2 text-sm text-zinc-400">
        {title}
        {source && (
          <>
            {" · Image: "}
            <a href={source.sourceUrl} rel="nofollow noopener" className="underline">
              {source.host}
            </a>
          </>
        )}
      </figcaption>
    </figure>
  );
}
