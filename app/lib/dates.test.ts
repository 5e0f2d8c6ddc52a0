// Public pages and the admin panel show an article's day the same way: the UTC day, whatever the viewer's zone.
import { expect, it } from "vitest";
import { formatCalendarDate } from "./dates";

it("shows the UTC day, so a late-evening publish is the same day on the site and in the panel", () => {
  expect(formatCalendarDate("2026-11-25T23:30:00.000Z")).toBe("Nov 25, 2026");
  expect(formatCalendarDate("2026-11-26T00:30:00.000Z")).toBe("Nov 26, 2026");
  expect(formatCalendarDate(null)).toBe("");
  expect(formatCalendarDate("not a date")).toBe("Invalid Date");
});
