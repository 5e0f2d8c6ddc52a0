// Bulk Upload's state: the chosen sheet, the word count, the preview of what the sheet would do (read by the server
// before any model call; the batch starts only when the editor confirms it), the streamed progress (capped at 90
// until the result line arrives) and the result, with the toasts that announce it. The batch runs on the server
// whatever happens to this screen: a broken stream is told as such, and the batch stays in the Jobs tab.
import { appendBulkPublication, defaultBulkPublication } from "./BulkPublishOptions";
import type { TModelUsage } from "~/generation/model-usage";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { z } from "zod";
import { BULK_DEFAULT_WORDS, BULK_MAX_WORDS, BULK_MIN_WORDS } from "~/bulk/bulk-limits";
import {
  MAX_PROGRESS_PERCENT,
  ZBulkPreview,
  ZBulkStreamLine,
  isBulkResult,
  type TBulkPreview,
  type TBulkStreamLineValue,
  type TBulkUploadResult,
} from "~/bulk/bulk-protocol";
import { wordCount } from "~/generation/request-fields";
import { ADMIN_TOKEN_KEY, AdminApiError, requestJson, requestStream } from "../admin-api";
import { expireSession } from "../admin-session";
import { useToast } from "../toast";
import { NO_TOKEN_MESSAGE } from "./use-generation";
import { collectFieldErrors, type TFieldErrors } from "./use-generator-form";

export const BULK_WORD_RANGE = { min: BULK_MIN_WORDS, max: BULK_MAX_WORDS, defaultValue: BULK_DEFAULT_WORDS };
const ZBulkForm = z.object({
  minWordCount: wordCount({
    ...BULK_WORD_RANGE,
    minMessage: "Minimum word count must be at least 500",
    maxMessage: "Maximum word count is 10,000",
  }),
});
const ACCEPTED_FILE = /\.(csv|xls|xlsx)$/i;

export const STREAM_CLOSED_MESSAGE =
  "Upload failed: the connection closed before the results arrived. Check the articles list.";
export const CONNECTION_LOST_MESSAGE =
  "Upload failed: the connection was lost. Some articles might have been created - please check the articles list.";
export const PREVIEW_FAILED_MESSAGE =
  "the sheet's preview did not arrive (the connection was lost or the answer could not be read). Try again.";
export const UNREADABLE_STREAM_MESSAGE =
  "Upload failed: the server's answer could not be read. The batch goes on - follow it in the Jobs tab.";

export interface TRowProgress {
  row: number;
  title: string;
  status: string;
  message?: string;
  slug?: string;
  usage?: TModelUsage;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

function failedResult(error: string): TBulkUploadResult {
  return { success: false, articlesCreated: 0, errors: [{ row: 0, error }], details: [] };
}

export function useBulkUpload() {
  const toast = useToast();
  const controllerRef = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [minWordCount, setMinWordCount] = useState(String(BULK_WORD_RANGE.defaultValue));
  const [publication, setPublication] = useState(() => defaultBulkPublication(new Date().toLocaleDateString("sv-SE")));
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [uploading, setUploading] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const [rows, setRows] = useState<TRowProgress[]>([]);
  const [estimate, setEstimate] = useState<TModelUsage | null>(null);
  const [result, setResult] = useState<TBulkUploadResult | null>(null);
  // What the sheet would do, as the server read it; the batch starts only from here.
  const [preview, setPreview] = useState<TBulkPreview | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const slugs = new Map(rows.filter((row) => row.slug).map((row) => [row.title, row.slug!]));
  const usages = new Map(rows.filter((row) => row.usage).map((row) => [row.title, row.usage!]));

  // Leaving the screen stops listening; the server finishes the batch anyway.
  useEffect(() => () => controllerRef.current?.abort(), []);

  function chooseFile(candidate: File | undefined) {
    if (!candidate) return;
    if (!ACCEPTED_FILE.test(candidate.name)) {
      toast({ title: "Invalid file type", description: "Please upload a CSV or Excel file.", variant: "destructive" });
      return;
    }
    setFile(candidate);
    setPreview(null);
    setResult(null);
    setPercent(null);
    setRows([]);
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

  function follow(line: TBulkStreamLineValue) {
    if (isBulkResult(line) || line.type === "keepalive") return;
    setPercent(Math.min(MAX_PROGRESS_PERCENT, line.percent));
    if (line.type === "start") setEstimate(line.estimate ?? null);
    if (line.type === "progress") {
      const { row, title, status, message, slug, usage } = line;
      setRows((previous) => [
        ...previous.filter((entry) => entry.row !== row),
        { row, title, status, message, slug, usage },
      ]);
    }
  }

  /** The upload's form: the sheet and the options it is read with. */
  function uploadForm(words: number): FormData {
    const form = new FormData();
    form.append("file", file!);
    form.append("minWordCount", String(words));
    appendBulkPublication(form, publication);
    return form;
  }

  /** The checks before the server is asked anything: a valid word count and a stored session. */
  function checkedWords(): number | null {
    const fields = ZBulkForm.safeParse({ minWordCount });
    if (!fields.success) {
      setErrors(collectFieldErrors(fields.error));
      return null;
    }
    setErrors({});
    if (window.localStorage.getItem(ADMIN_TOKEN_KEY) === null) {
      toast({ title: "Authentication Error", description: NO_TOKEN_MESSAGE, variant: "destructive" });
      return null;
    }
    return fields.data.minWordCount;
  }

  /** A sheet the server refused before any row ran: the toast says why, and the result is one error on row 0. */
  function refused(status: number, reason: string) {
    if (status === 401) {
      expireSession();
      return;
    }
    setPercent(null);
    finish(failedResult(reason), `Upload failed: ${reason}`);
  }

  /** The form's submit: the server reads the sheet and says what it would do; nothing is generated yet. */
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return;
    const words = checkedWords();
    if (words === null) return;
    setPreviewing(true);
    setPreview(null);
    setResult(null);
    setRows([]);
    setPercent(null);
    try {
      const answer = ZBulkPreview.parse(
        await requestJson("/api/admin/bulk-upload/preview", { method: "POST", body: uploadForm(words) }),
      );
      setPreview(answer);
    } catch (error) {
      if (error instanceof AdminApiError) refused(error.status, error.message);
      else refused(0, PREVIEW_FAILED_MESSAGE);
    } finally {
      setPreviewing(false);
    }
  }

  /** The editor dropped the preview: nothing was generated, and the form is as it was. */
  function cancelPreview() {
    setPreview(null);
  }

  /** The editor confirmed the preview: the sheet is sent again and its batch starts. */
  async function confirm() {
    if (!file || !preview) return;
    const words = checkedWords();
    if (words === null) return;
    const form = uploadForm(words);
    const controller = new AbortController();
    controllerRef.current = controller;
    setPreview(null);
    setUploading(true);
    setResult(null);
    setRows([]);
    setEstimate(null);
    setPercent(0);
    try {
      const outcome = await requestStream("/api/admin/bulk-upload", {
        body: form,
        schema: ZBulkStreamLine,
        onEvent: follow,
        signal: controller.signal,
      });
      if (outcome.kind === "answer") {
        // The sheet was refused before any row ran: the toast says why (which column is missing, which limit was
        // passed) rather than the bare status text, and no progress is shown for a batch that never started.
        const body = outcome.body as { error?: unknown } | null;
        refused(outcome.status, typeof body?.error === "string" && body.error ? body.error : outcome.statusText);
        return;
      }
      if (outcome.kind === "final" && isBulkResult(outcome.event)) {
        setPercent(100);
        finish(outcome.event);
        return;
      }
      if (outcome.malformed > 0) finish(failedResult(UNREADABLE_STREAM_MESSAGE));
      else finish(failedResult(outcome.kind === "ended" ? STREAM_CLOSED_MESSAGE : CONNECTION_LOST_MESSAGE));
    } catch {
      // requestStream rejects only when this screen went away: nobody is left to tell.
    } finally {
      if (controllerRef.current === controller) controllerRef.current = null;
      setUploading(false);
    }
  }

  return {
    file,
    chooseFile,
    minWordCount,
    // A changed option changes what the sheet would do: the preview is asked for again.
    setMinWordCount: (value: string) => {
      setMinWordCount(value);
      setPreview(null);
    },
    publication,
    setPublication: (value: typeof publication) => {
      setPublication(value);
      setPreview(null);
    },
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
  };
}
