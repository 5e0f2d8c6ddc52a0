// The Jobs tab: every single generation and bulk batch with its progress, a batch's rows with their results,
// errors and article links; a running job is followed live through its event stream. A batch can be cancelled, its
// failed rows retried and its results downloaded as CSV. Jobs belong to the site: closing this tab stops nothing.
import { useCallback, useEffect, useState } from "react";
import { ZJobDetail, ZJobList, type TJobDetail, type TJobSummary, type TSingleJobView } from "~/jobs/job-protocol";
import { ZJobEvent } from "~/jobs/job-stream";
import { errorMessage, requestStream } from "./admin-api";
import { useAdminSession } from "./admin-session";
import { BUTTON_CLASSES } from "./controls";
import { FactCheckList } from "./generators/FactCheckList";
import { describeUsage } from "~/generation/model-usage";
import { formatMomentInOwnZone } from "~/lib/moments";
import { useToast } from "./toast";

const LIST_REFRESH_MS = 3_000;
export const CANCEL_BATCH_QUESTION =
  "Cancel this batch? Rows not started yet will not run; published articles stay. Failed and cancelled rows can be retried later.";

const STATE_LABELS: Record<TJobSummary["state"], string> = {
  queued: "Queued",
  running: "Running",
  done: "Done",
  failed: "Failed",
  cancelled: "Cancelled",
};

function progressText(job: TJobSummary): string {
  if (job.kind === "single") return STATE_LABELS[job.state];
  const failed = job.failed ? `, ${job.failed} failed` : "";
  return `${job.finished} of ${job.total} rows${failed}`;
}

/** Follows a job's NDJSON event stream, calling `onEvent` per event (keepalives aside), until it ends or `signal` aborts. */
async function followEvents(jobId: number, onEvent: () => void, signal: AbortSignal): Promise<void> {
  await requestStream(`/api/admin/jobs/${jobId}/events`, {
    method: "GET",
    schema: ZJobEvent,
    signal,
    onEvent: (event) => {
      if (!("type" in event) || event.type !== "keepalive") onEvent();
    },
  });
}

export function JobsTab() {
  const { call } = useAdminSession();
  const toast = useToast();
  const [jobs, setJobs] = useState<TJobSummary[] | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [detail, setDetail] = useState<TJobDetail | null>(null);
  const [busy, setBusy] = useState(false);

  const loadList = useCallback(
    () =>
      call("/api/admin/jobs")
        .then((answer) => ZJobList.parse(answer).jobs)
        .then(setJobs, () => setJobs((current) => current ?? [])),
    [call],
  );

  const loadDetail = useCallback(
    (id: number) =>
      call(`/api/admin/jobs/${id}`)
        .then((answer) => ZJobDetail.parse(answer))
        .then(setDetail, (error: unknown) =>
          toast({ title: "Error", description: errorMessage(error, "Failed to load the job"), variant: "destructive" }),
        ),
    [call, toast],
  );

  // The list refreshes while the tab is open, so jobs started elsewhere (another tab, another editor) appear.
  useEffect(() => {
    void loadList();
    const timer = window.setInterval(() => void loadList(), LIST_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [loadList]);

  // The selected job is followed live while it runs.
  const selectedState = detail?.job.id === selected ? detail?.job.state : undefined;
  useEffect(() => {
    if (selected === null) return;
    void loadDetail(selected);
    if (selectedState && selectedState !== "queued" && selectedState !== "running") return;
    const controller = new AbortController();
    // Each event refreshes the job and the list, so both show the same progress.
    const refresh = () => {
      void loadDetail(selected);
      void loadList();
    };
    void followEvents(selected, refresh, controller.signal)
      .catch(() => undefined)
      .then(() => {
        if (!controller.signal.aborted) refresh();
      });
    return () => controller.abort();
  }, [selected, selectedState, loadDetail, loadList]);

  // While the selected job runs its detail is also read every few seconds: a stream that ends early (a batch whose
  // failed rows were retried replays its earlier end) never leaves the screen showing a finished job as running.
  useEffect(() => {
    if (selected === null || (selectedState !== "queued" && selectedState !== "running")) return;
    const timer = window.setInterval(() => void loadDetail(selected), LIST_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [selected, selectedState, loadDetail]);

  async function act(action: "cancel" | "retry") {
    if (selected === null) return;
    if (action === "cancel" && !window.confirm(CANCEL_BATCH_QUESTION)) return;
    setBusy(true);
    try {
      setDetail(ZJobDetail.parse(await call(`/api/admin/jobs/${selected}/${action}`, { method: "POST" })));
      void loadList();
    } catch (error) {
      toast({
        title: "Error",
        description: errorMessage(error, `Failed to ${action} the batch`),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  async function downloadCsv() {
    if (selected === null) return;
    const response = await fetch(`/api/admin/jobs/${selected}/results.csv`, { credentials: "same-origin" });
    if (!response.ok) {
      toast({ title: "Error", description: "Failed to download the results", variant: "destructive" });
      return;
    }
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement("a");
    link.href = url;
    link.download = `job-${selected}-results.csv`;
    link.click();
    URL.revokeObjectURL(url);
  }

  const job = detail && detail.job.id === selected ? detail.job : null;
  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section className="min-w-0 rounded-xl border border-line bg-panel p-4" aria-labelledby="jobs-heading">
        <h2 id="jobs-heading" className="mb-3 text-lg font-bold text-white">
          Jobs
        </h2>
        {jobs === null ? (
          <p className="text-sm text-zinc-400">Loading jobs...</p>
        ) : jobs.length === 0 ? (
          <p className="text-sm text-zinc-400">No generations yet.</p>
        ) : (
          <ul className="divide-y divide-line" aria-label="Generation jobs">
            {jobs.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => setSelected(item.id)}
                  aria-current={item.id === selected}
                  className="flex w-full items-center justify-between gap-3 px-2 py-2 text-left text-sm hover:bg-white/5 aria-[current=true]:bg-white/10"
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-zinc-100" title={item.title}>
                      {item.title}
                    </span>
                    <span className="block text-xs text-zinc-400">
                      {item.kind === "batch" ? "Bulk upload" : (item.generator ?? "Generation")} ·{" "}
                      {formatMomentInOwnZone(item.createdAt)}
                    </span>
                    {item.usage && (
                      <span className="block text-xs text-zinc-500" data-job-usage>
                        {describeUsage(item.usage)}
                      </span>
                    )}
                  </span>
                  <span className="shrink-0 text-xs text-zinc-300" data-job-state={item.state}>
                    {progressText(item)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="min-w-0 rounded-xl border border-line bg-panel p-4" aria-label="Job details">
        {!job ? (
          <p className="text-sm text-zinc-400">Choose a job to see its rows and results.</p>
        ) : (
          <>
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <div className="min-w-0">
                <h3 className="break-words text-base font-bold text-white">
                  {detail!.single?.article?.title ?? job.title}
                </h3>
                {detail!.single?.article && <p className="break-all text-xs text-zinc-400">From {job.title}</p>}
                <p className="text-sm text-zinc-300" data-testid="job-progress">
                  {job.kind === "single"
                    ? STATE_LABELS[job.state]
                    : `${STATE_LABELS[job.state]} · ${progressText(job)}`}
                </p>
                {job.usage && (
                  <p className="text-xs text-zinc-400" data-testid="job-usage">
                    Cost: {describeUsage(job.usage)}
                  </p>
                )}
                {job.error && <p className="mt-1 text-sm text-red-300">{job.error}</p>}
              </div>
              {job.kind === "batch" && (
                <div className="flex flex-wrap gap-2">
                  {(job.state === "running" || job.state === "queued") && (
                    <button
                      type="button"
                      className={BUTTON_CLASSES.danger}
                      disabled={busy}
                      onClick={() => void act("cancel")}
                    >
                      Cancel batch
                    </button>
                  )}
                  {detail!.rows.some((row) => row.state === "failed" || row.state === "cancelled") &&
                    job.state !== "running" && (
                      <button
                        type="button"
                        className={BUTTON_CLASSES.secondary}
                        disabled={busy}
                        onClick={() => void act("retry")}
                      >
                        Retry failed rows
                      </button>
                    )}
                  <button type="button" className={BUTTON_CLASSES.secondary} onClick={() => void downloadCsv()}>
                    Download results (CSV)
                  </button>
                </div>
              )}
            </div>
            {job.kind === "single" && detail!.single && <SingleJobDetail view={detail!.single} />}
            {job.kind === "batch" && (
              <div className="overflow-x-auto">
                <table className="w-full table-fixed text-left text-sm">
                  <thead className="text-xs uppercase text-zinc-400">
                    <tr>
                      <th className="w-12 px-2 py-1">Row</th>
                      <th className="px-2 py-1">Title</th>
                      <th className="w-24 px-2 py-1">Status</th>
                      <th className="px-2 py-1">Result</th>
                      <th className="hidden w-28 px-2 py-1 sm:table-cell">Tokens in / out</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-line">
                    {detail!.rows.map((row) => (
                      <tr key={row.id}>
                        <td className="px-2 py-1 text-zinc-400">{row.row}</td>
                        <td className="break-words px-2 py-1 text-zinc-100">
                          {row.slug ? (
                            <a className="underline" href={`/article/${row.slug}`}>
                              {row.title}
                            </a>
                          ) : (
                            row.title
                          )}
                        </td>
                        <td className="px-2 py-1 text-zinc-300">{STATE_LABELS[row.state]}</td>
                        <td className="break-words px-2 py-1 text-zinc-400">
                          {row.message}
                          {row.usage && (
                            <span className="block text-xs text-zinc-500 sm:hidden">{describeUsage(row.usage)}</span>
                          )}
                        </td>
                        <td
                          className="hidden px-2 py-1 text-xs tabular-nums text-zinc-400 sm:table-cell"
                          data-row-usage
                        >
                          {row.usage
                            ? `${row.usage.inputTokens.toLocaleString("en-US")} / ${row.usage.outputTokens.toLocaleString("en-US")}`
                            : ""}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}

/** A single generation: the article it saved (and why it is a draft), the fact check, and its stages. */
function SingleJobDetail({ view }: { view: TSingleJobView }) {
  const { article, stages } = view;
  return (
    <div className="grid gap-3 text-sm">
      {article && (
        <div className="flex flex-wrap gap-3">
          <a className="text-violet-300 underline" href={`/admin/articles/edit/${article.id}`}>
            Open in the editor
          </a>
          {article.publishingStatus === "published" && (
            <a className="text-violet-300 underline" href={`/article/${article.slug}`} target="_blank" rel="noreferrer">
              View article
            </a>
          )}
          <span className="text-zinc-300">Saved as {article.publishingStatus}</span>
        </div>
      )}
      {article?.publishingStatus === "draft" && article.draftReason && (
        <p className="text-amber-200" data-draft-reason>
          <span className="font-semibold">Why a draft:</span> {article.draftReason}
        </p>
      )}
      {article && <FactCheckList figures={article.unsupportedFigures} />}
      {stages.length > 0 && (
        <ol aria-label="Stages" className="grid gap-1 text-zinc-300">
          {stages.map((entry, index) => (
            <li key={`${entry.stage}-${index}`} className="break-words">
              <span className="font-medium text-zinc-100">{entry.stage}</span>: {entry.message}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
