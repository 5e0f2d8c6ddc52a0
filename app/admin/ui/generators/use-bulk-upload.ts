// Bulk Upload's state: the chosen sheet, the word count, the streamed progress (capped at 90 until the result line
// arrives) and the result, with the toasts that announce it. The batch runs on the server whatever happens to this
// screen: a broken stream is told as such, and the batch stays in the Jobs tab.
import { appendBulkPublication, defaultBulkPublication } from "./BulkPublishOptions";
import type { TModelUsage } from "~/generation/model-usage";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { z } from "zod";
import { BULK_DEFAULT_WORDS, BULK_MAX_WORDS, BULK_MIN_WORDS } from "~/bulk/bulk-limits";
import {
  MAX_PROGRESS_PERCENT,
  ZBulkStreamLine,
  isBulkResult,
  type TBulkStreamLineValue,
  type TBulkUploadResult,
} from "~/bulk/bulk-protocol";
import { wordCount } from "~/generation/request-fields";
import { ADMIN_TOKEN_KEY, requestStream } from "../admin-api";
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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return;
    const fields = ZBulkForm.safeParse({ minWordCount });
    if (!fields.success) {
      setErrors(collectFieldErrors(fields.error));
      return;
    }
    setErrors({});
    if (window.localStorage.getItem(ADMIN_TOKEN_KEY) === null) {
      toast({ title: "Authentication Error", description: NO_TOKEN_MESSAGE, variant: "destructive" });
      return;
    }
    const form = new FormData();
    form.append("file", file);
    form.append("minWordCount", String(fields.data.minWordCount));
    appendBulkPublication(form, publication);
    const controller = new AbortController();
    controllerRef.current = controller;
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
        if (outcome.status === 401) {
          expireSession();
          return;
        }
        // The sheet was refused before any row ran: the toast says why (which column is missing, which limit was
        // passed) rather than the bare status text, and no progress is shown for a batch that never started. The
        // reason is also the result's one error on row 0.
        const body = outcome.body as { error?: unknown } | null;
        const reason = typeof body?.error === "string" && body.error ? body.error : outcome.statusText;
        setPercent(null);
        finish(failedResult(reason), `Upload failed: ${reason}`);
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
    setMinWordCount,
    publication,
    setPublication,
    errors,
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
