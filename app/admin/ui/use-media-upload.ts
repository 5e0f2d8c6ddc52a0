// The admin panel's one way to upload an image (pasted or dropped into the rich text, chosen for the featured
// image): POST /api/admin/media with the file, answered with the URL the site serves it at.
import { useCallback } from "react";
import type { TMediaUpload } from "./admin-responses";
import { useAdminSession } from "./admin-session";
import type { TUploadImage } from "./RichTextEditor";

export function useMediaUpload(): TUploadImage {
  const { call } = useAdminSession();
  return useCallback(
    async (image: Blob, fileName: string) => {
      const body = new FormData();
      body.set("file", image, fileName);
      return (await call<TMediaUpload>("/api/admin/media", { method: "POST", body })).location;
    },
    [call],
  );
}

/** A small preview of an image the panel shows: an uploaded one's 400-pixel WebP, any other address as it is. */
export function mediaPreviewUrl(src: string): string {
  const uploaded = /^\/media\/([0-9a-f]{64})\.(?:png|jpg|webp|avif)$/.exec(src);
  return uploaded ? `/media/${uploaded[1]}-400w.webp` : src;
}
