// Bulk Upload: a CSV or Excel sheet becomes one published article per row (POST /api/admin/bulk-upload). The bar
// follows the streamed progress, capped at 90 until the result line arrives, then shows 100 and the per-row results.
import { useEffect, useRef, useState, type ChangeEvent, type DragEvent, type FormEvent } from "react";
import { z } from "zod";
import { BULK_DEFAULT_WORDS, BULK_MAX_WORDS, BULK_MIN_WORDS } from "~/bulk/bulk-limits";
import { MAX_PROGRESS_PERCENT, parseBulkStreamLine, type TBulkUploadResult } from "~/bulk/bulk-protocol";
import { wordCount } from "~/generation/request-fields";
import { ADMIN_TOKEN_KEY } from "../admin-api";
import { expireSession } from "../admin-session";
import { BUTTON_CLASSES } from "../controls";
import { useToast } from "../toast";
import { GenerateButton, GeneratorShell, WordCountInput, canGenerate } from "./GeneratorParts";
import { useAiStatus } from "./use-ai-status";
import { NO_TOKEN_MESSAGE } from "./use-generation";
import { collectFieldErrors, type TFieldErrors } from "./use-generator-form";

const WORD_RANGE = { min: BULK_MIN_WORDS, max: BULK_MAX_WORDS, defaultValue: BULK_DEFAULT_WORDS };
const ZBulkForm = z.object({
  minWordCount: wordCount({
    ...WORD_RANGE,
    minMessage: "Minimum word count must be at least 500",
    maxMessage: "Maximum word count is 10,000",
  }),
});
const ACCEPTED_FILE = /\.(csv|xls|xlsx)$/i;
const ACCEPT_ATTRIBUTE =
  ".csv,.xls,.xlsx,text/csv,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

interface TRowProgress {
  row: number;
  title: string;
  status: string;
  message?: string;
  slug?: string;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

function failedResult(error: string): TBulkUploadResult {
  return { success: false, articlesCreated: 0, errors: [{ row: 0, error }], details: [] };
}

/** A `PROGRESS {json}` marker line (an older stream format): its percent, if it carries one. */
function readProgressMarker(line: string): number | undefined {
  const match = /^PROGRESS\s+(.*)$/.exec(line.trim());
  if (!match) return undefined;
  try {
    const value = JSON.parse(match[1]!) as { percent?: unknown; progress?: unknown };
    const percent = typeof value.percent === "number" ? value.percent : value.progress;
    return typeof percent === "number" ? percent : undefined;
  } catch {
    return undefined;
  }
}

const STATUS_STYLES: Record<string, string> = {
  success: "bg-emerald-500/15 text-emerald-300",
  started: "bg-violet-500/15 text-violet-200",
  skipped: "bg-zinc-500/20 text-zinc-300",
};

function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[status] ?? "bg-red-500/15 text-red-300"}`}
    >
      {status}
    </span>
  );
}

function BulkResults({ result, slugs }: { result: TBulkUploadResult; slugs: Map<string, string> }) {
  return (
    <section
      aria-labelledby="bulk-results-title"
      data-bulk-results
      className="grid gap-4 rounded-lg border border-line bg-ink/60 p-5"
    >
      <h3 id="bulk-results-title" className="text-lg font-bold text-white">
        Upload Results
      </h3>
      <p
        className={`text-sm font-semibold ${result.success ? "text-emerald-300" : "text-amber-200"}`}
        data-articles-created
      >
        Articles created: {result.articlesCreated}
      </p>
      {result.errors.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold text-red-300">Errors</h4>
          <ul className="mt-2 grid gap-1 text-sm text-red-200" data-bulk-errors>
            {result.errors.map((error, index) => (
              <li key={`${error.row}-${index}`}>
                <span className="font-semibold">Row {error.row}:</span> {error.error}
              </li>
            ))}
          </ul>
        </div>
      )}
      {result.details.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold text-zinc-200">Details</h4>
          <ul className="mt-2 grid gap-2" data-bulk-details>
            {result.details.map((detail, index) => {
              const slug = detail.status === "success" ? slugs.get(detail.title) : undefined;
              return (
                <li key={`${detail.title}-${index}`} className="rounded-md border border-line p-3 text-sm">
                  <div className="flex flex-wrap items-center gap-2">
                    <StatusBadge status={detail.status} />
                    <span className="font-semibold text-white">{detail.title}</span>
                    {slug && (
                      <a
                        href={`/article/${slug}`}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-violet-300 hover:underline"
                      >
                        View <span aria-hidden="true">↗</span>
                      </a>
                    )}
                  </div>
                  {detail.message && <p className="mt-1 text-zinc-400">{detail.message}</p>}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}

export function BulkUpload() {
  const status = useAiStatus();
  const toast = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const [minWordCount, setMinWordCount] = useState(String(WORD_RANGE.defaultValue));
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [uploading, setUploading] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const [rows, setRows] = useState<TRowProgress[]>([]);
  const [result, setResult] = useState<TBulkUploadResult | null>(null);
  const slugs = new Map(rows.filter((row) => row.slug).map((row) => [row.title, row.slug!]));

  // Leaving the screen stops listening; the server finishes the batch anyway.
  useEffect(() => () => controllerRef.current?.abort(), []);

  function chooseFile(candidate: File | undefined) {
    if (!candidate) return;
    if (!ACCEPTED_FILE.test(candidate.name)) {
      toast({ title: "Invalid file type", description: "Please upload a CSV or Excel file.", variant: "destructive" });
      return;
    }
    setFile(candidate);
    setResult(null);
    setPercent(null);
    setRows([]);
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    chooseFile(event.dataTransfer.files[0]);
  }

  /** Shows the result; `failure` is the error of an upload that never ran (its reason is the row 0 error). */
  function finish(next: TBulkUploadResult, failure?: string) {
    setResult(next);
    if (next.success) {
      toast({ title: "Bulk upload completed!", description: `Successfully created ${next.articlesCreated} articles.` });
    } else if (next.articlesCreated === 0 && next.details.length === 0) {
      toast({
        title: "Error",
        description: failure ?? next.errors[0]?.error ?? "Upload failed",
        variant: "destructive",
      });
    } else {
      toast({
        title: "Upload completed with errors",
        description: `Created ${plural(next.articlesCreated, "article")}; ${plural(next.errors.length, "row")} failed.`,
        variant: "destructive",
      });
    }
  }

  async function readStream(body: ReadableStream<Uint8Array>): Promise<TBulkUploadResult | null> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffered = "";
    let final: TBulkUploadResult | null = null;
    const handleLine = (line: string) => {
      if (!line.trim()) return;
      const parsed = parseBulkStreamLine(line);
      if (parsed.kind === "result") {
        final = parsed.result;
      } else if (parsed.kind === "event" && parsed.event.type !== "keepalive") {
        setPercent(Math.min(MAX_PROGRESS_PERCENT, parsed.event.percent));
        if (parsed.event.type === "progress") {
          const { row, title, status: rowStatus, message, slug } = parsed.event;
          setRows((previous) => [
            ...previous.filter((entry) => entry.row !== row),
            { row, title, status: rowStatus, message, slug },
          ]);
        }
      } else {
        const marker = readProgressMarker(line);
        if (marker !== undefined) setPercent(Math.min(MAX_PROGRESS_PERCENT, marker));
      }
    };
    for (;;) {
      const { value, done } = await reader.read();
      buffered += decoder.decode(value, { stream: !done });
      const lines = buffered.split("\n");
      buffered = done ? "" : (lines.pop() ?? "");
      lines.forEach(handleLine);
      if (done) {
        handleLine(buffered);
        return final;
      }
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return;
    const fields = ZBulkForm.safeParse({ minWordCount });
    if (!fields.success) {
      setErrors(collectFieldErrors(fields.error));
      return;
    }
    setErrors({});
    const token = window.localStorage.getItem(ADMIN_TOKEN_KEY);
    if (!token) {
      toast({ title: "Authentication Error", description: NO_TOKEN_MESSAGE, variant: "destructive" });
      return;
    }
    const form = new FormData();
    form.append("file", file);
    form.append("minWordCount", String(fields.data.minWordCount));
    const controller = new AbortController();
    controllerRef.current = controller;
    setUploading(true);
    setResult(null);
    setRows([]);
    setPercent(0);
    try {
      const response = await fetch("/api/admin/bulk-upload", {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, Accept: "application/x-ndjson" },
        body: form,
        signal: controller.signal,
      });
      if (response.status === 401) {
        expireSession();
        return;
      }
      if (!response.ok) {
        // The error is exactly the spec's 'Upload failed: {statusText}'; the server's reason (which column is
        // missing, which limit was passed) is the result's one error on row 0.
        const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
        const failure = `Upload failed: ${response.statusText}`;
        finish(failedResult(typeof body?.error === "string" && body.error ? body.error : failure), failure);
        return;
      }
      if (!response.body) {
        finish(failedResult("No response body"));
        return;
      }
      const final = await readStream(response.body);
      if (!final) {
        finish(
          failedResult("Upload failed: the connection closed before the results arrived. Check the articles list."),
        );
        return;
      }
      setPercent(100);
      finish(final);
    } catch {
      if (controller.signal.aborted) return;
      finish(
        failedResult(
          "Upload failed: the connection was lost. Some articles might have been created - please check the articles list.",
        ),
      );
    } finally {
      if (controllerRef.current === controller) controllerRef.current = null;
      setUploading(false);
    }
  }

  return (
    <GeneratorShell
      title="Bulk Upload"
      subtitle="One published article per spreadsheet row: reviews, comparisons, how-to guides and awards."
      status={status}
    >
      <form noValidate onSubmit={handleSubmit} className="grid gap-4">
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
              Versus articles take 700-5,000 words and How-To guides 400-4,000: a row&apos;s result says when its word
              count was adjusted.
            </li>
          </ul>
        </details>
        <WordCountInput
          range={WORD_RANGE}
          error={errors.minWordCount}
          value={minWordCount}
          onChange={(event) => setMinWordCount(event.target.value)}
        />
        <div>
          <GenerateButton
            pending={uploading}
            // A finished batch that created articles used its file: a second click would write every row again.
            disabled={!file || !canGenerate(status) || (result !== null && result.articlesCreated > 0)}
            label="Upload and Generate"
            pendingLabel="Generating Articles..."
          />
        </div>
      </form>
      <div className="mt-6 grid gap-4 empty:hidden">
        {percent !== null && (
          <div data-bulk-progress className="grid gap-2">
            <div className="flex justify-between text-sm text-zinc-300">
              <span>{uploading ? "Generating articles..." : "Done"}</span>
              <span className="tabular-nums" data-percent>
                {percent}%
              </span>
            </div>
            <div
              role="progressbar"
              aria-label="Bulk upload progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2.5 overflow-hidden rounded-full bg-white/10"
            >
              <div
                className="h-full rounded-full bg-accent transition-[width] duration-500"
                style={{ width: `${percent}%` }}
              />
            </div>
            {uploading && rows.length > 0 && (
              <ul className="grid gap-1 text-xs text-zinc-400" data-bulk-rows>
                {rows.map((row) => (
                  <li key={row.row} className="flex items-center gap-2">
                    <StatusBadge status={row.status} /> Row {row.row}: {row.title}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {result && <BulkResults result={result} slugs={slugs} />}
      </div>
    </GeneratorShell>
  );
}
