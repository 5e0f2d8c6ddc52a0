// The media library as the admin API answers it (GET /api/admin/media) and the Media screen reads it.
export interface TMediaLibraryItem {
  sha256: string;
  path: string;
  contentType: string;
  byteSize: number;
  width: number | null;
  height: number | null;
  altText: string | null;
  sourceUrl: string | null;
  createdAt: string;
  /** The articles whose featured image or content shows it. */
  usedBy: { id: number; title: string }[];
  /** Whether an earlier version of an article (a revision) shows it. */
  inRevisions: boolean;
}

export const MEDIA_IN_USE_MESSAGE = "This image is used by an article or one of its revisions, so it was kept.";
export const MEDIA_NOT_FOUND_MESSAGE = "Image not found";
