// How a moment is shown in the admin panel (when a scheduled article goes public, when unsaved edits were kept, when
// a job was started): in the editor's own time zone, with the zone named. Only admin screens show such moments, so this lives apart from the calendar dates of
// `dates.ts`, which public pages carry in their JavaScript.

/** A date and time in the viewer's own time zone, with the zone's short name ("Dec 1, 2026, 9:00 AM GMT+1"). */
export function formatMomentInOwnZone(iso: string): string {
  return new Date(iso).toLocaleString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  });
}
