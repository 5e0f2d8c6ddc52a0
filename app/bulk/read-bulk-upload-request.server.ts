// Reads the bulk upload's multipart form (file, minWordCount and how the articles go public), its size guarded before anything is parsed.
import { z } from "zod";
import { wordCount } from "~/generation/request-fields";
import { AppError } from "~/lib/app-error";
import { formatZodError } from "~/lib/http.server";
import { readMultipartForm } from "~/lib/read-multipart-form.server";
import { ZDrip, type TBatchPublication } from "~/scheduling/batch-publication";
import { ZBulkDuplicateChoice, type TBulkDuplicateChoice } from "~/duplicates/check-bulk-duplicates.server";
import {
  BULK_DEFAULT_WORDS,
  BULK_MAX_BODY_BYTES,
  BULK_MAX_FILE_BYTES,
  BULK_MAX_WORDS,
  BULK_MIN_WORDS,
} from "./bulk-limits";

export const ZBulkUploadFields = z.object({
  minWordCount: wordCount({
    min: BULK_MIN_WORDS,
    max: BULK_MAX_WORDS,
    defaultValue: BULK_DEFAULT_WORDS,
    minMessage: "Minimum word count must be at least 500",
    maxMessage: "Maximum word count is 10,000",
  }),
});

export interface TBulkUpload {
  fileName: string;
  bytes: Uint8Array;
  minWordCount: number;
  publication: TBatchPublication;
  /** What to do with rows about a product the site already has an article on (default: skip them). */
  duplicates: TBulkDuplicateChoice;
}

const ZPublishMode = z.enum(["now", "draft", "drip"], { error: "publish must be now, draft or drip" }).default("now");

/** The form's publishing fields: `publish` (now, draft or drip) and, for a drip, its days, hours and time zone. */
function readPublication(form: FormData, now: Date): TBatchPublication {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
  };
  const mode = ZPublishMode.safeParse(text("publish"));
  if (!mode.success) throw new AppError("bad_request", formatZodError(mode.error));
  if (mode.data !== "drip") return { mode: mode.data };
  const drip = ZDrip.safeParse({
    perDay: text("dripPerDay"),
    fromMinute: text("dripFrom"),
    toMinute: text("dripTo"),
    startDate: text("dripStart"),
    timeZone: text("timeZone"),
  });
  if (!drip.success) throw new AppError("bad_request", formatZodError(drip.error));
  return { mode: "drip", drip: drip.data, notBefore: now.toISOString() };
}

const TOO_LARGE = `The file is too large: upload at most ${BULK_MAX_FILE_BYTES / (1024 * 1024)} MB.`;

export async function readBulkUploadRequest(request: Request): Promise<TBulkUpload> {
  const form = await readMultipartForm(request, {
    maxBodyBytes: BULK_MAX_BODY_BYTES,
    tooLargeMessage: TOO_LARGE,
    notMultipartMessage: "Send the spreadsheet as multipart/form-data with a 'file' field.",
  });
  const file = form.get("file");
  if (!(file instanceof File))
    throw new AppError("bad_request", "No file uploaded: choose a CSV or Excel file ('file' field).");
  if (file.size > BULK_MAX_FILE_BYTES) throw new AppError("payload_too_large", TOO_LARGE);
  if (file.size === 0) throw new AppError("bad_request", "The uploaded file is empty.");
  const minWordCount = form.get("minWordCount");
  const fields = ZBulkUploadFields.safeParse({
    minWordCount: typeof minWordCount === "string" ? minWordCount : undefined,
  });
  if (!fields.success) throw new AppError("bad_request", formatZodError(fields.error));
  const publication = readPublication(form, new Date());
  const duplicatesField = form.get("duplicates");
  const duplicates = ZBulkDuplicateChoice.safeParse(
    typeof duplicatesField === "string" && duplicatesField !== "" ? duplicatesField : undefined,
  );
  if (!duplicates.success) throw new AppError("bad_request", formatZodError(duplicates.error));
  return {
    fileName: file.name,
    bytes: new Uint8Array(await file.arrayBuffer()),
    minWordCount: fields.data.minWordCount,
    publication,
    duplicates: duplicates.data,
  };
}
