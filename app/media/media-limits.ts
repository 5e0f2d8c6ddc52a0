// The image upload's limits in one place (docs/decisions/013-images-in-the-database.md and 043 say why these numbers).
export const MEDIA_MAX_FILE_BYTES = 5 * 1024 * 1024;
/** Multipart framing (boundaries, part headers) on top of the file. */
export const MEDIA_MAX_BODY_BYTES = MEDIA_MAX_FILE_BYTES + 16 * 1024;
/**
 * The most pixels an image may have (all frames of an animation together): 40 megapixels holds any camera photo
 * (a 24 MP camera, a 4000 x 3000 phone photo, an 8K screenshot) and decodes to 160 MB, while a small file that
 * claims more (a decompression bomb) is refused from its header before anything is decoded.
 */
export const MEDIA_MAX_PIXELS = 40_000_000;
