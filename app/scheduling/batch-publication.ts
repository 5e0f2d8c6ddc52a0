// How a batch of generated articles (a bulk upload) goes public: at once, as drafts, or dripped, N a day at evenly
// spaced times between two hours of the editor's time zone. Pure: the drip's times are computed from the slot's
// index, so rows finishing in any order on any server take the next free time.
import { z } from "zod";

export const DRIP_MAX_PER_DAY = 48;

// A time of day as the form sends it ("09:00"), or as stored with a batch's rows (minutes since midnight).
const ZClock = (field: string) =>
  z.union(
    [
      z.number().int().min(0).max(1440),
      z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/)
        .transform((value) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3))),
    ],
    { error: `${field} must be a time such as 09:00` },
  );

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const ZTimeZone = z.string().max(100).refine(isTimeZone, "Time zone must be an IANA name such as Europe/Berlin");

export const ZDrip = z
  .object({
    perDay: z.coerce
      .number({ error: "Articles a day must be a whole number" })
      .int("Articles a day must be a whole number")
      .min(1, "Articles a day must be at least 1")
      .max(DRIP_MAX_PER_DAY, `Articles a day must be at most ${DRIP_MAX_PER_DAY}`),
    fromMinute: ZClock("From"),
    toMinute: ZClock("Until"),
    /** The first day (in the time zone) whose times may be used. */
    startDate: z.iso.date({ error: "Start date must be a date such as 2026-12-01" }),
    timeZone: ZTimeZone,
  })
  .refine((drip) => drip.toMinute > drip.fromMinute, {
    message: "Until must be later than From",
    path: ["toMinute"],
  });

export type TDrip = z.infer<typeof ZDrip>;

export const ZBatchPublication = z.discriminatedUnion("mode", [
  z.object({ mode: z.literal("now") }),
  z.object({ mode: z.literal("draft") }),
  z.object({ mode: z.literal("drip"), drip: ZDrip, notBefore: z.iso.datetime() }),
]);

export type TBatchPublication = z.infer<typeof ZBatchPublication>;

/** What one generated article does once saved: go public now, stay a draft, or go public at a time. */
export type TPublication = { mode: "now" } | { mode: "draft" } | { mode: "at"; at: Date };

/** The UTC offset of a time zone at an instant, in minutes (Intl names the zone's wall clock at that instant). */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const value = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  const wall = Date.UTC(
    value("year"),
    value("month") - 1,
    value("day"),
    value("hour"),
    value("minute"),
    value("second"),
  );
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The instant a wall-clock time of a day has in a time zone (a time skipped by a DST change moves forward). */
export function zonedTime(date: string, minuteOfDay: number, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day) + minuteOfDay * 60_000;
  // Two passes settle the offset on either side of a change.
  let instant = wall - offsetMinutes(wall, timeZone) * 60_000;
  instant = wall - offsetMinutes(instant, timeZone) * 60_000;
  return new Date(instant);
}

function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The n-th time of the drip counted from its first day (n from 0): perDay a day, evenly spaced from `fromMinute`. */
function nthTime(drip: TDrip, n: number): Date {
  const day = Math.floor(n / drip.perDay);
  const position = n % drip.perDay;
  const minute = drip.fromMinute + Math.floor(((drip.toMinute - drip.fromMinute) * position) / drip.perDay);
  return zonedTime(addDays(drip.startDate, day), minute, drip.timeZone);
}

/** The day an instant falls on in a time zone, as YYYY-MM-DD. */
function localDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/** The time of the article that takes slot `index` (from 0): the drip's times after `notBefore`, in order. */
export function dripSlotTime(drip: TDrip, index: number, notBefore: Date): Date {
  // A start date already past begins on the day the batch started; that day's times already gone are skipped.
  const today = localDate(notBefore, drip.timeZone);
  const from = { ...drip, startDate: drip.startDate < today ? today : drip.startDate };
  let skipped = 0;
  while (skipped < from.perDay && nthTime(from, skipped).getTime() <= notBefore.getTime()) skipped++;
  return nthTime(from, skipped + index);
}

/** A time as the editor reads it in a time zone: "2026-12-01 09:00 (Europe/Berlin)". */
export function formatInTimeZone(at: Date, timeZone: string): string {
  const text = new Intl.DateTimeFormat("sv-SE", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(at);
  return `${text} (${timeZone})`;
}
