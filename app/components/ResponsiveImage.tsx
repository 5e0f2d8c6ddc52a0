// Every picture a public page shows (decision 043): our own images as a <picture> of AVIF and WebP candidates at
// several widths with the slot's `sizes` and an 800-pixel JPEG for browsers without either (the branded card: WebP
// candidates, its PNG); any other address as a plain <img>. Width and height always (the box is reserved before the
// image arrives); `priority` marks the page's first visible image, loaded at once with high priority, and every
// other one waits until it nears the screen.
import type { ImgHTMLAttributes, Ref } from "react";
import { pictureSources } from "~/media/picture-sources";

export type TResponsiveImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "srcSet" | "sizes" | "loading" | "fetchPriority" | "width" | "height"
> & {
  src: string;
  sizes: string;
  width: number;
  height: number;
  priority?: boolean;
  ref?: Ref<HTMLImageElement>;
};

export function ResponsiveImage({ src, sizes, priority = false, ref, ...props }: TResponsiveImageProps) {
  const picture = pictureSources(src);
  const img = (
    <img
      {...props}
      ref={ref}
      src={picture?.src ?? src}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
    />
  );
  if (!picture) return img;
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
