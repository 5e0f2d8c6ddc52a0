// The bulk upload's limits in one place (docs/decisions/007-bulk-upload.md says why these numbers).
export const BULK_MAX_FILE_BYTES = 5 * 1024 * 1024;
/** Multipart framing and the minWordCount field on top of the file. */
export const BULK_MAX_BODY_BYTES = BULK_MAX_FILE_BYTES + 64 * 1024;
/** Article rows per upload (blank rows do not count): each is a queued job, so a batch survives restarts (018). */
export const BULK_MAX_ROWS = 5_000;
/** Rows the spreadsheet reader parses at most (blank rows included), so a huge sheet costs little before it is refused. */
export const BULK_MAX_SHEET_ROWS = 20_000;
/** Columns looked at per row; the known columns are far fewer. */
export const BULK_MAX_COLUMNS = 64;
/** Characters kept from one cell ('Repurpose this content:' can hold an article). */
export const BULK_MAX_CELL_CHARS = 20_000;
/** The keyword becomes the how-to title and the award's names: titles are at most 255 characters. */
export const BULK_MAX_KEYWORD_CHARS = 200;
export const BULK_KEEPALIVE_MS = 10_000;

export const BULK_MIN_WORDS = 500;
export const BULK_MAX_WORDS = 10_000;
export const BULK_DEFAULT_WORDS = 700;
