// Relative age of a date, as the related-news list shows it. Pure and tiny: public pages ship it.
const HOUR_MS = 3_600_000;

/** Spec: under 1 hour 'Just now', under 24 hours 'Nh ago', otherwise 'Nd ago' (future dates: 'Just now'). */
export function formatRelativeAge(date: Date | string, now: Date = new Date()): string {
  const then = typeof date === "string" ? new Date(date) : date;
  const elapsed = now.getTime() - then.getTime();
  if (!Number.isFinite(elapsed)) return "";
  const hours = Math.floor(elapsed / HOUR_MS);
  if (hours < 1) return "Just now";
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}
