// The image upload's limits in one place (docs/decisions/013-images-in-the-database.md says why these numbers).
export const MEDIA_MAX_FILE_BYTES = 5 * 1024 * 1024;
/** Multipart framing (boundaries, part headers) on top of the file. */
export const MEDIA_MAX_BODY_BYTES = MEDIA_MAX_FILE_BYTES + 16 * 1024;
