// The zip-bomb guard of bulk upload: an xlsx workbook is a ZIP archive, and the spreadsheet reader inflates every
// part of it in full before any row limit applies (a 2 MB upload inflated to 2 GB stalled the site for 29 s). Before
// the reader sees the file, every entry of the archive's central directory is inflated here with Node's zlib under
// a byte budget, so the true sizes are measured, not the declared ones, and inflating stops at the budget. The output
// is counted as it streams and dropped: only the sizes matter. It runs on the server's own thread, before the sheet
// parser's worker gets the file (sheet-parser-pool.server.ts): zlib inflates in libuv's thread pool, so the event
// loop only counts chunks, and the worker never holds a zlib handle. A worker stopped for its memory limit while
// it held one (between the handle's creation and its start) aborted the whole process in Node's clean-up ("close
// before init"), as a CI run saw.
import { createInflateRaw } from "node:zlib";
import { AppError } from "~/lib/app-error";

/** What the unpacked parts of one workbook may add up to: a 5,000-row sheet of 64 full columns is far less. */
export const WORKBOOK_MAX_INFLATED_BYTES = 64 * 1024 * 1024;
/** Parts in one archive: a workbook has a dozen or so, a few hundred with many sheets and images. */
export const WORKBOOK_MAX_ENTRIES = 2000;

export const WORKBOOK_TOO_LARGE_MESSAGE = `The Excel file is too large once unpacked (over ${WORKBOOK_MAX_INFLATED_BYTES / 1024 / 1024} MB): save the sheet as CSV, or split it.`;
export const WORKBOOK_TOO_MANY_PARTS_MESSAGE = `The Excel file holds more than ${WORKBOOK_MAX_ENTRIES} parts: it is not a plain sheet.`;
export const WORKBOOK_DAMAGED_MESSAGE = "Could not read the Excel file: it is damaged or not a real workbook.";

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

function damaged(): AppError {
  return new AppError("bad_request", WORKBOOK_DAMAGED_MESSAGE);
}

/** How many bytes `data` inflates to, refused as too large once past `budget`, or as damaged when it is no deflate data. */
function inflatedLength(data: Uint8Array, budget: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflater = createInflateRaw();
    let total = 0;
    inflater.on("data", (chunk: Buffer) => {
      total += chunk.length;
      if (total > budget) {
        inflater.destroy();
        reject(new AppError("bad_request", WORKBOOK_TOO_LARGE_MESSAGE));
      }
    });
    inflater.on("end", () => resolve(total));
    inflater.on("error", () => reject(damaged()));
    inflater.end(data);
  });
}

/** Refuses with a 400 naming the problem when the archive unpacks past the limits, or cannot be read as a ZIP. */
export async function assertWorkbookWithinLimits(bytes: Uint8Array): Promise<void> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u32 = (at: number) => (at + 4 <= bytes.length ? view.getUint32(at, true) : Number.NaN);
  const u16 = (at: number) => (at + 2 <= bytes.length ? view.getUint16(at, true) : Number.NaN);

  // The end-of-directory record is in the last 22 bytes, or before a comment of up to 65,535 bytes.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at--) {
    if (u32(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw damaged();
  const entries = u16(end + 10);
  let at = u32(end + 16);
  // ZIP64 archives (0xFFFF entries or 0xFFFFFFFF offsets) are for files far above the upload limit.
  if (entries === 0xffff || at === 0xffffffff) throw new AppError("bad_request", WORKBOOK_TOO_LARGE_MESSAGE);
  if (entries > WORKBOOK_MAX_ENTRIES) throw new AppError("bad_request", WORKBOOK_TOO_MANY_PARTS_MESSAGE);

  let budget = WORKBOOK_MAX_INFLATED_BYTES;
  for (let index = 0; index < entries; index++) {
    if (u32(at) !== DIRECTORY_ENTRY) throw damaged();
    const method = u16(at + 10);
    const compressedSize = u32(at + 20);
    const declaredSize = u32(at + 24);
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const commentLength = u16(at + 32);
    const localHeader = u32(at + 42);
    at += 46 + nameLength + extraLength + commentLength;

    if (declaredSize > budget) throw new AppError("bad_request", WORKBOOK_TOO_LARGE_MESSAGE);
    if (u32(localHeader) !== LOCAL_HEADER) throw damaged();
    const dataStart = localHeader + 30 + u16(localHeader + 26) + u16(localHeader + 28);
    const dataEnd = dataStart + compressedSize;
    if (!(dataEnd <= bytes.length)) throw damaged();
    const data = bytes.subarray(dataStart, dataEnd);
    let inflated: number;
    if (method === STORED) inflated = data.length;
    else if (method === DEFLATED) inflated = await inflatedLength(data, budget);
    else throw damaged();
    budget -= inflated;
    if (budget < 0) throw new AppError("bad_request", WORKBOOK_TOO_LARGE_MESSAGE);
  }
}
