// The one way an uploaded sheet becomes a batch, for the preview and for the upload alike: the form read and the
// sheet parsed while holding an upload place, each row planned for its generator, and rows about a product the site
// already covers found and treated as the upload chose. Nothing here calls the model.
import { applyBulkDuplicateChoice, findBulkDuplicates } from "~/duplicates/check-bulk-duplicates.server";
import type { TDuplicateArticle } from "~/duplicates/find-duplicate-article.server";
import type { TDatabase } from "~/db/client.server";
import type { TParsedBulkSheet } from "./parse-bulk-sheet.server";
import { planBulkRows, type TBulkPlan } from "./plan-bulk-rows";
import { readBulkUploadRequest, type TBulkUpload } from "./read-bulk-upload-request.server";
import { parseBulkSheetInWorker, takeSheetUploadPlace } from "./sheet-parser-pool.server";

export interface TPreparedBulkBatch {
  upload: TBulkUpload;
  sheet: TParsedBulkSheet;
  /** The rows to write, skip and refuse, with the upload's duplicate choice applied. */
  plan: TBulkPlan;
  /** The article each row repeats, by row number, whatever the choice. */
  duplicates: Map<number, TDuplicateArticle>;
}

// A place is taken before the body is read and held until the sheet is parsed (503 with Retry-After when none is
// free); the sheet is parsed in a worker thread with a memory and time limit: a hostile workbook costs that thread.
async function readSheetUpload(request: Request) {
  const givePlaceBack = takeSheetUploadPlace();
  try {
    const upload = await readBulkUploadRequest(request);
    const sheet = await parseBulkSheetInWorker(upload.bytes, { fileName: upload.fileName });
    return { upload, sheet };
  } finally {
    givePlaceBack();
  }
}

export async function prepareBulkBatch(db: TDatabase, request: Request): Promise<TPreparedBulkBatch> {
  const { upload, sheet } = await readSheetUpload(request);
  const sheetPlan = planBulkRows(sheet.rows, { minWordCount: upload.minWordCount, year: new Date().getFullYear() });
  const duplicates = await findBulkDuplicates(db, sheetPlan);
  return { upload, sheet, plan: applyBulkDuplicateChoice(sheetPlan, duplicates, upload.duplicates), duplicates };
}
