// A row's status in Bulk Upload's progress list and results: success, started, skipped, or (red) an error.
const STATUS_STYLES: Record<string, string> = {
  success: "bg-emerald-500/15 text-emerald-300",
  started: "bg-violet-500/15 text-violet-200",
  skipped: "bg-zinc-500/20 text-zinc-300",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[status] ?? "bg-red-500/15 text-red-300"}`}
    >
      {status}
    </span>
  );
}
