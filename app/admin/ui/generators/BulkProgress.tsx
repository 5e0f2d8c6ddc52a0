// Bulk Upload's progress while the batch runs: the bar (capped at 90 until the result line, then 100) and each row
// the server reported, with its status.
import { describeUsage, type TModelUsage } from "~/generation/model-usage";
import { StatusBadge } from "./BulkStatusBadge";
import type { TRowProgress } from "./use-bulk-upload";

export function BulkProgress({
  percent,
  uploading,
  rows,
  estimate,
}: {
  percent: number;
  uploading: boolean;
  rows: TRowProgress[];
  /** The batch's expected model calls and tokens, from its start line. */
  estimate: TModelUsage | null;
}) {
  return (
    <div data-bulk-progress className="grid gap-2">
      <div className="flex justify-between text-sm text-zinc-300">
        <span>{uploading ? "Generating articles..." : "Done"}</span>
        <span className="tabular-nums" data-percent>
          {percent}%
        </span>
      </div>
      {estimate && (
        <p className="text-xs text-zinc-400" data-bulk-estimate>
          Estimate for this batch: {describeUsage(estimate)}
        </p>
      )}
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
  );
}
