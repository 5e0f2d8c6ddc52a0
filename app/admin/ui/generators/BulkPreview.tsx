// Bulk Upload's preview, before any model call: the rows the batch would write, the rows skipped because the site
// already has an article about their product (or the sheet repeats them), the rows refused and why, and the batch's
// expected model calls and tokens. Nothing is generated until the editor confirms.
import { useEffect, useRef } from "react";
import type { TBulkPreview, TBulkPreviewRow } from "~/bulk/bulk-protocol";
import { describeUsage } from "~/generation/model-usage";
import { BUTTON_CLASSES } from "../controls";

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

function PreviewGroup({
  name,
  heading,
  rows,
  tone,
}: {
  name: string;
  heading: string;
  rows: TBulkPreviewRow[];
  tone: string;
}) {
  if (rows.length === 0) return null;
  return (
    <details open className="grid gap-2" data-preview-group={name}>
      <summary className={`cursor-pointer text-sm font-semibold ${tone}`}>
        {heading} ({rows.length})
      </summary>
      <ul className="mt-2 grid gap-2">
        {rows.map((row) => (
          <li
            key={row.row}
            data-preview-row={row.row}
            className="rounded-md border border-line p-3 text-sm break-words"
          >
            <p className="font-semibold text-white">
              Row {row.row}
              {row.type ? ` · ${row.type}` : ""}: {row.title}
            </p>
            <p className="mt-1 text-zinc-300">{row.message}</p>
            {row.duplicate && row.action !== "skip" && (
              <p className="mt-1 text-zinc-400">
                Already on the site:{" "}
                <a
                  href={`/article/${row.duplicate.slug}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-violet-300 underline"
                >
                  {row.duplicate.title}
                </a>{" "}
                ({row.duplicate.reason})
              </p>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}

export function BulkPreview({
  preview,
  canGenerate,
  onConfirm,
  onCancel,
}: {
  preview: TBulkPreview;
  /** False without a configured model: the preview still shows, the batch cannot start. */
  canGenerate: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const byAction = (...actions: TBulkPreviewRow["action"][]) =>
    preview.rows.filter((row) => actions.includes(row.action));
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The preview opens below the form (below the first screen on a phone): it takes the focus, and so the view.
  useEffect(() => headingRef.current?.focus(), []);
  const skipped = byAction("skip");
  const refused = byAction("refuse");
  return (
    <section
      aria-labelledby="bulk-preview-title"
      data-bulk-preview
      className="grid gap-4 rounded-lg border border-line bg-ink/60 p-5"
    >
      <h3 id="bulk-preview-title" ref={headingRef} tabIndex={-1} className="text-lg font-bold text-white">
        Before anything is generated
      </h3>
      <p className="text-sm text-zinc-300" data-preview-summary>
        {preview.fileName}: {plural(preview.totalRows, "row")}. {preview.toGenerate} to write, {skipped.length} skipped,{" "}
        {refused.length} refused. Nothing has been sent to the AI model yet.
      </p>
      {preview.toGenerate > 0 && (
        <p className="text-sm text-zinc-300" data-bulk-estimate>
          Estimate for this batch: {describeUsage(preview.estimate)}
        </p>
      )}
      <PreviewGroup name="write" heading="To write" rows={byAction("generate", "update")} tone="text-emerald-300" />
      <PreviewGroup name="skip" heading="Skipped as duplicates" rows={skipped} tone="text-zinc-200" />
      <PreviewGroup name="refuse" heading="Refused" rows={refused} tone="text-red-300" />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={`${BUTTON_CLASSES.primary} py-2.5`}
          disabled={preview.toGenerate === 0 || !canGenerate}
          onClick={onConfirm}
        >
          {preview.toGenerate === 0 ? "Nothing to generate" : `Generate ${plural(preview.toGenerate, "article")}`}
        </button>
        <button type="button" className={`${BUTTON_CLASSES.secondary} py-2.5`} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </section>
  );
}
