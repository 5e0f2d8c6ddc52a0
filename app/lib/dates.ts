// The one owner of how dates are shown. A calendar date (the day an article was published, a revision saved, an
// image uploaded) is the UTC day everywhere: public pages are rendered once on the server and cached for every
// reader, so they cannot follow a reader's zone, and the admin panel shows the same day the site shows. A moment an
// editor sets (when a scheduled article goes public) is shown in the editor's own zone, with the zone named.

// One formatter for every date: toLocaleDateString with options builds a new one per call, a measurable cost on
// listings of 50 cards.
const CALENDAR_DATE = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** "Nov 26, 2026": the UTC day of an ISO date; empty for none. */
export function formatCalendarDate(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  // format() throws on an invalid date where toLocaleDateString said "Invalid Date".
  return Number.isNaN(date.getTime()) ? String(date) : CALENDAR_DATE.format(date);
}
