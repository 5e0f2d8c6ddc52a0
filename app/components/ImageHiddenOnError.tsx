// The one way a public page hides an image that fails to load (spec section 8, "Images"). The failure may come
// before hydration, when React's onError is not attached yet: the effect then finds the image already broken.
import { useEffect, useRef, useState, type ImgHTMLAttributes, type ReactNode, type RefObject } from "react";

export function useImageLoadFailed(src: string): {
  failed: boolean;
  ref: RefObject<HTMLImageElement | null>;
  onError: () => void;
} {
  // Remembering which address failed, not a flag, lets a card reused for another article show its image.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailedSrc(src);
  }, [src]);
  return { failed: failedSrc === src, ref, onError: () => setFailedSrc(src) };
}

/** An <img> that gives way to `fallback` (nothing by default) when it fails to load. */
export function ImageHiddenOnError({
  src,
  fallback = null,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; fallback?: ReactNode }) {
  const { failed, ref, onError } = useImageLoadFailed(src);
  if (failed) return <>{fallback}</>;
  return <img {...props} src={src} ref={ref} onError={onError} />;
}
