// Turns an uploaded CSV, xls or xlsx file into typed article rows plus per-row problems. Pure over the bytes:
// the file type is decided from the name and the content, every cell is read as text whatever its type, and a
// file that is not a usable sheet is refused with a 400 that says why.
import { read, utils, type CellObject, type WorkBook, type WorkSheet } from "@e965/xlsx";
import { AppError } from "~/lib/app-error";
import {
  BULK_MAX_CELL_CHARS,
  BULK_MAX_COLUMNS,
  BULK_MAX_KEYWORD_CHARS,
  BULK_MAX_ROWS,
  BULK_MAX_SHEET_ROWS,
} from "./bulk-limits";

export const INVALID_FILE_TYPE_MESSAGE = "Invalid file type: Please upload a CSV or Excel file.";

export type TSheetFormat = "csv" | "xls" | "xlsx";
export const BULK_ARTICLE_TYPES = ["review", "versus", "how-to", "award"] as const;
export type TBulkArticleType = (typeof BULK_ARTICLE_TYPES)[number];

export const BULK_COLUMNS = {
  keyword: "Primary Keyword & Article Title",
  type: "Type",
  productLinks: ["Product Link 1", "Product Link 2", "Product Link 3", "Product Link 4", "Product Link 5"],
  image: "Article Image",
  repurpose: "Repurpose this content:",
  instructions: "Additional Instructions:",
} as const;

export interface TBulkRow {
  /** The row number in the sheet: the header is row 1 when it is the first row. */
  row: number;
  keyword: string;
  type: TBulkArticleType;
  /** The non-empty Product Link 1..5 cells, in column order (a cell's hyperlink wins over its display text). */
  productLinks: string[];
  imageUrl?: string;
  repurposeContent?: string;
  additionalInstructions?: string;
}

export interface TBulkRowError {
  row: number;
  /** What the admin recognises the row by: its keyword, or "Row N" without one. */
  title: string;
  error: string;
}

export interface TParsedBulkSheet {
  format: TSheetFormat;
  rows: TBulkRow[];
  rowErrors: TBulkRowError[];
  /** Article rows in the sheet (valid or not; blank rows are not counted). */
  totalRows: number;
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** Whether the file starts as a ZIP archive (an xlsx workbook, or something named as one). */
export function startsAsZip(bytes: Uint8Array): boolean {
  return startsWith(bytes, ZIP_MAGIC);
}
const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return magic.every((byte, index) => bytes[index] === byte);
}

/** Decodes a text file: UTF-8 (with or without BOM), UTF-16 with BOM, or Windows-1252 as the last resort. */
function decodeText(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0x1a) end--; // DOS end-of-file markers
  const body = bytes.subarray(0, end);
  // Bytes no text file holds (NUL and most C0 controls): random or binary data named .csv.
  for (const byte of body) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return null;
  }
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(body);
  } catch {
    return new TextDecoder("windows-1252").decode(body);
  }
}

function extensionOf(fileName: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(fileName.trim());
  return match ? match[1]!.toLowerCase() : "";
}

type TSniffed = { format: "csv"; text: string } | { format: "xls" | "xlsx" };

/** The file type from its extension, confirmed by its first bytes: a workbook is a ZIP (xlsx) or an OLE file (xls). */
export function detectSheetFormat(fileName: string, bytes: Uint8Array): TSniffed {
  const extension = extensionOf(fileName);
  const isZip = startsAsZip(bytes);
  const isCfb = startsWith(bytes, CFB_MAGIC);
  if (extension === "csv") {
    if (isZip || isCfb) throw new AppError("bad_request", INVALID_FILE_TYPE_MESSAGE);
    const text = decodeText(bytes);
    if (text === null) throw new AppError("bad_request", INVALID_FILE_TYPE_MESSAGE);
    return { format: "csv", text };
  }
  if (extension === "xlsx" || extension === "xls") {
    // Excel opens a workbook whatever its extension says, so a mislabelled .xls/.xlsx is read by its content.
    if (isZip) return { format: "xlsx" };
    if (isCfb) return { format: "xls" };
  }
  throw new AppError("bad_request", INVALID_FILE_TYPE_MESSAGE);
}

function readWorkbook(sniffed: TSniffed, bytes: Uint8Array): WorkBook {
  const common = {
    dense: true,
    sheets: 0,
    sheetRows: BULK_MAX_SHEET_ROWS + 1,
    cellHTML: false,
    cellStyles: false,
    bookVBA: false,
  } as const;
  // A zip bomb was refused before the file reached this thread (sheet-parser-pool.server.ts runs
  // app/bulk/check-workbook-zip.server.ts on the server's thread first).
  try {
    // CSV cells stay text (`raw`): no number, date or formula guessing on "0012", "1/2" or "=HYPERLINK(...)".
    if (sniffed.format === "csv") return read(sniffed.text, { ...common, type: "string", raw: true });
    return read(bytes, { ...common, type: "buffer" });
  } catch (error) {
    if (error instanceof AppError) throw error;
    const reason =
      error instanceof Error && /password|encrypt/i.test(error.message)
        ? "it is password-protected"
        : "it is damaged or not a real workbook";
    throw new AppError(
      "bad_request",
      `Could not read the ${sniffed.format === "csv" ? "CSV" : "Excel"} file: ${reason}.`,
    );
  }
}

function cleanCell(value: unknown): string {
  const text = typeof value === "string" ? value : value === null || value === undefined ? "" : String(value);
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/\u200b|\u200c|\u200d|\ufeff/g, "")
    .trim()
    .slice(0, BULK_MAX_CELL_CHARS);
}

function normaliseHeader(value: string): string {
  return value.toLowerCase().replace(/\s+/g, " ").replace(/\s*:$/, "").trim();
}

function normaliseType(value: string): TBulkArticleType | null {
  const key = value.toLowerCase().replace(/[^a-z]/g, "");
  if (key === "review") return "review";
  if (key === "versus" || key === "vs") return "versus";
  if (key === "howto") return "how-to";
  if (key === "award" || key === "brutalaward" || key === "brutalawards") return "award";
  return null;
}

const HYPERLINK_FORMULA = /^=\s*HYPERLINK\(\s*"([^"]+)"/i;

/**
 * A link column's URL: a cell's hyperlink target when its text is a label ("Buy on Amazon"), the URL inside a
 * typed-in `=HYPERLINK("url", ...)`, else the text. Only link columns are unwrapped: text columns stay verbatim.
 */
function linkValue(text: string, cell: CellObject | undefined): string {
  const formula = HYPERLINK_FORMULA.exec(text);
  if (formula) return formula[1]!.trim();
  const target = cell?.l?.Target;
  if (typeof target === "string" && /^https?:\/\//i.test(target.trim()) && !/^https?:\/\//i.test(text))
    return target.trim();
  return text;
}

function usedRange(sheet: WorkSheet): { startRow: number; startColumn: number } | null {
  const ref = sheet["!ref"];
  if (typeof ref !== "string" || !ref) return null;
  const range = utils.decode_range(ref);
  return { startRow: range.s.r, startColumn: range.s.c };
}

export function parseBulkSheet(bytes: Uint8Array, options: { fileName: string }): TParsedBulkSheet {
  if (bytes.length === 0) throw new AppError("bad_request", "The uploaded file is empty.");
  const sniffed = detectSheetFormat(options.fileName, bytes);
  const workbook = readWorkbook(sniffed, bytes);
  const firstName = workbook.SheetNames[0];
  const sheet = firstName === undefined ? undefined : workbook.Sheets[firstName];
  const range = sheet ? usedRange(sheet) : null;
  if (!sheet || !range) throw emptySheetError();
  const fullRef = sheet["!fullref"];
  if (typeof fullRef === "string" && utils.decode_range(fullRef).e.r - range.startRow >= BULK_MAX_SHEET_ROWS) {
    throw new AppError(
      "bad_request",
      `The sheet has more than ${BULK_MAX_SHEET_ROWS.toLocaleString("en-US")} rows: upload at most ${BULK_MAX_ROWS} articles per file.`,
    );
  }

  const table = utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: "", blankrows: true });
  const cells: CellObject[][] = Array.isArray(sheet["!data"]) ? (sheet["!data"] as CellObject[][]) : [];
  const rowsOfText = table.map((values) =>
    Array.isArray(values) ? values.slice(0, BULK_MAX_COLUMNS).map(cleanCell) : [],
  );

  const headerIndex = rowsOfText.findIndex((values) => values.some(Boolean));
  if (headerIndex === -1) throw emptySheetError();
  const columns = findColumns(rowsOfText[headerIndex]!);

  const rows: TBulkRow[] = [];
  const rowErrors: TBulkRowError[] = [];
  let totalRows = 0;
  for (let index = headerIndex + 1; index < rowsOfText.length; index++) {
    const values = rowsOfText[index]!;
    if (!values.some(Boolean)) continue;
    totalRows++;
    if (totalRows > BULK_MAX_ROWS) continue;
    const sheetRow = range.startRow + index;
    const at = (column: number | undefined) => (column === undefined ? "" : (values[column] ?? ""));
    const cellAt = (column: number) => cells[sheetRow]?.[range.startColumn + column];
    const keyword = at(columns.keyword);
    const title = keyword || `Row ${sheetRow + 1}`;
    const rowNumber = sheetRow + 1;

    if (!keyword) {
      rowErrors.push({
        row: rowNumber,
        title,
        error: `'${BULK_COLUMNS.keyword}' is empty: every row needs a keyword or title.`,
      });
      continue;
    }
    if (keyword.length > BULK_MAX_KEYWORD_CHARS) {
      rowErrors.push({
        row: rowNumber,
        title: keyword.slice(0, 80),
        error: `'${BULK_COLUMNS.keyword}' is too long (at most ${BULK_MAX_KEYWORD_CHARS} characters).`,
      });
      continue;
    }
    const typeText = at(columns.type);
    const type = normaliseType(typeText);
    if (!type) {
      rowErrors.push({
        row: rowNumber,
        title,
        error: typeText
          ? `Unknown Type '${typeText.slice(0, 40)}': use Review, Versus, How-To or Award.`
          : "Type is empty: use Review, Versus, How-To or Award.",
      });
      continue;
    }
    const productLinks = columns.productLinks.flatMap((column) => {
      const text = at(column);
      const link = column === undefined ? "" : linkValue(text, cellAt(column));
      return link ? [link] : [];
    });
    const image = columns.image === undefined ? "" : linkValue(at(columns.image), cellAt(columns.image));
    const repurpose = at(columns.repurpose);
    const instructions = at(columns.instructions);
    rows.push({
      row: rowNumber,
      keyword,
      type,
      productLinks,
      ...(image ? { imageUrl: image } : {}),
      ...(repurpose ? { repurposeContent: repurpose } : {}),
      ...(instructions ? { additionalInstructions: instructions } : {}),
    });
  }
  if (totalRows === 0) {
    throw new AppError(
      "bad_request",
      `The sheet has a header row but no article rows: add one row per article under '${BULK_COLUMNS.keyword}' and '${BULK_COLUMNS.type}'.`,
    );
  }
  if (totalRows > BULK_MAX_ROWS) {
    throw new AppError(
      "bad_request",
      `The sheet has ${totalRows} article rows: upload at most ${BULK_MAX_ROWS} per file (split it into smaller files).`,
    );
  }
  return { format: sniffed.format, rows, rowErrors, totalRows };
}

function emptySheetError(): AppError {
  return new AppError(
    "bad_request",
    `The sheet is empty: the first row must name the columns '${BULK_COLUMNS.keyword}' and '${BULK_COLUMNS.type}', then one row per article.`,
  );
}

interface TColumnIndexes {
  keyword: number;
  type: number;
  productLinks: (number | undefined)[];
  image: number | undefined;
  repurpose: number | undefined;
  instructions: number | undefined;
}

function findColumns(header: string[]): TColumnIndexes {
  const positions = new Map<string, number>();
  header.forEach((name, index) => {
    const key = normaliseHeader(name);
    if (key && !positions.has(key)) positions.set(key, index);
  });
  const find = (name: string) => positions.get(normaliseHeader(name));
  const keyword = find(BULK_COLUMNS.keyword);
  const type = find(BULK_COLUMNS.type);
  const missing: string[] = [];
  if (keyword === undefined) missing.push(BULK_COLUMNS.keyword);
  if (type === undefined) missing.push(BULK_COLUMNS.type);
  if (keyword === undefined || type === undefined) {
    throw new AppError(
      "bad_request",
      `Missing required column${missing.length > 1 ? "s" : ""}: ${missing.map((name) => `'${name}'`).join(" and ")}. The first row must name the columns '${BULK_COLUMNS.keyword}' and '${BULK_COLUMNS.type}'.`,
    );
  }
  return {
    keyword,
    type,
    productLinks: BULK_COLUMNS.productLinks.map(find),
    image: find(BULK_COLUMNS.image),
    repurpose: find(BULK_COLUMNS.repurpose),
    instructions: find(BULK_COLUMNS.instructions),
  };
}
