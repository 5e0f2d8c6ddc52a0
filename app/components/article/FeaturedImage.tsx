// The featured image with the title as caption; hidden when it fails to load (also when it failed before hydration).
import { useEffect, useRef, useState } from "react";

export function FeaturedImage({ src, title }: { src: string; title: string }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
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
        onError={() => setFailed(true)}
      />
      <figcaption className="bg-panel px-4 py-2 text-sm text-zinc-400">{title}</figcaption>
    </figure>
  );
}
