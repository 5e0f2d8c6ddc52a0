// The featured image with the title as caption; the whole figure goes when the image fails to load.
import { useImageLoadFailed } from "../ImageHiddenOnError";

export function FeaturedImage({ src, title }: { src: string; title: string }) {
  const { failed, ref, onError } = useImageLoadFailed(src);
  if (failed) return null;
  return (
    <figure className="overflow-hidden rounded-xl border border-line">
      <img
        ref={ref}
        src={src}
        alt={title}
        width={1200}
        height={630}
        fetchPriority="high"
        className="aspect-[1200/630] w-full object-cover"
        onError={onError}
      />
      <figcaption className="bg-panel px-4 py-2 text-sm text-zinc-400">{title}</figcaption>
    </figure>
  );
}
