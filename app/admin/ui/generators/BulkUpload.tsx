// Bulk Upload: a CSV or Excel sheet becomes one published article per row. The form and drop zone are here; the
// sheet is first previewed (BulkPreview: POST /api/admin/bulk-upload/preview, no model call) and its batch starts
// only when the editor confirms (POST /api/admin/bulk-upload); the state and stream in use-bulk-upload.ts, the
// progress in BulkProgress, the summary in BulkResults.
import { BulkPublishOptions } from "./BulkPublishOptions";
import { useRef, useState, type ChangeEvent, type DragEvent } from "react";
import { BUTTON_CLASSES } from "../controls";
import { HOW_TO_WORD_RANGE } from "~/generation/how-to/schema";
import { describeUsage, estimateUsage } from "~/generation/model-usage";
import { VERSUS_WORD_RANGE } from "~/generation/versus/schema";
import { BulkPreview } from "./BulkPreview";
import { BulkProgress } from "./BulkProgress";
import { BulkResults } from "./BulkResults";
import { GenerateButton, GeneratorShell, WordCountInput, canGenerate } from "./GeneratorParts";
import { useAiStatus } from "./use-ai-status";
import { BULK_WORD_RANGE, useBulkUpload } from "./use-bulk-upload";

/** A generator's word range as the help text says it: "700-5,000" (the ranges are its request schema's). */
const wordSpan = (range: { min: number; max: number }) =>
  `${range.min.toLocaleString("en-US")}-${range.max.toLocaleString("en-US")}`;

const ACCEPT_ATTRIBUTE =
  ".csv,.xls,.xlsx,text/csv,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export function BulkUpload() {
  const status = useAiStatus();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const {
    file,
    chooseFile,
    minWordCount,
    setMinWordCount,
    publication,
    setPublication,
    errors,
    preview,
    previewing,
    confirm,
    cancelPreview,
    uploading,
    percent,
    rows,
    estimate,
    result,
    slugs,
    usages,
    submit,
  } = useBulkUpload();

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    chooseFile(event.dataTransfer.files[0]);
  }

  return (
    <GeneratorShell
      title="Bulk Upload"
      subtitle="One published article per spreadsheet row: reviews, comparisons, how-to guides and awards."
      status={status}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <div
          data-drop-zone
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={handleDrop}
          className={`grid place-items-center gap-2 rounded-xl border-2 border-dashed p-8 text-center transition ${
            dragging ? "border-violet-400 bg-accent/10" : "border-line bg-ink/40"
          }`}
        >
          <p className="text-sm text-zinc-300">Drag and drop a CSV or Excel file here, or</p>
          <button
            type="button"
            className={BUTTON_CLASSES.secondary}
            onClick={() => inputRef.current?.click()}
            disabled={uploading}
          >
            Browse files
          </button>
          <input
            ref={inputRef}
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            aria-label="Spreadsheet file"
            className="sr-only"
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              chooseFile(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
          {file && (
            <p className="text-sm font-semibold text-white" data-selected-file>
              {file.name}{" "}
              <span className="font-normal text-zinc-400">({Math.max(1, Math.round(file.size / 1024))} KB)</span>
            </p>
          )}
        </div>
        <details className="rounded-lg border border-line p-3 text-sm text-zinc-300">
          <summary className="cursor-pointer font-semibold text-zinc-200">Spreadsheet columns</summary>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            <li>
              Required: <strong>Primary Keyword &amp; Article Title</strong> and <strong>Type</strong> (Review, Versus,
              How-To or Award).
            </li>
            <li>
              Optional: Product Link 1 to Product Link 5, Article Image, Repurpose this content:, Additional
              Instructions:.
            </li>
            <li>
              Versus rows need two Amazon product links. Award rows use the keyword "Item | Product Name" and Product
              Link 1.
            </li>
            <li>
              The keyword is each article&apos;s primary keyword and its title (or part of a better title the AI
              writes). Instructions and content to repurpose go to every type.
            </li>
            <li>
              Versus articles take {wordSpan(VERSUS_WORD_RANGE)} words and How-To guides {wordSpan(HOW_TO_WORD_RANGE)}:
              a row&apos;s result says when its word count was adjusted.
            </li>
          </ul>
        </details>
        <WordCountInput
          range={BULK_WORD_RANGE}
          error={errors.minWordCount}
          value={minWordCount}
          onChange={(event) => setMinWordCount(event.target.value)}
        />
        {Number(minWordCount) > 0 && (
          <p className="text-xs text-zinc-400" data-bulk-estimate-each>
            Estimate for each article of {Number(minWordCount).toLocaleString("en-US")} words:{" "}
            {describeUsage(estimateUsage(Number(minWordCount)))} (more when the model writes less than it is asked).
          </p>
        )}
        <BulkPublishOptions value={publication} onChange={setPublication} />
        <div>
          <GenerateButton
            pending={previewing || uploading}
            // A finished batch that created articles used its file: a second click would write every row again.
            disabled={!file || preview !== null || (result !== null && result.articlesCreated > 0)}
            label="Preview rows"
            pendingLabel={uploading ? "Generating Articles..." : "Reading the sheet..."}
          />
        </div>
      </form>
      <div className="mt-6 grid gap-4 empty:hidden">
        {preview && (
          <BulkPreview
            preview={preview}
            canGenerate={canGenerate(status)}
            onConfirm={() => void confirm()}
            onCancel={cancelPreview}
          />
        )}
        {percent !== null && <BulkProgress percent={percent} uploading={uploading} rows={rows} estimate={estimate} />}
        {result && <BulkResults result={result} slugs={slugs} usages={usages} />}
      </div>
    </GeneratorShell>
  );
}
