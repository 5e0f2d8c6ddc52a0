// The one way a public page hides an image that fails to load (spec section 8, "Images"). The failure may come
// before hydration, when React's onError is not attached yet: the effect then finds the image already broken.
import { useEffect, useRef, useState, type RefObject } from "react";

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
