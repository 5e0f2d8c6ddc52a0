import { describe, expect, it, test } from "vitest";
import { dripSlotTime, formatInTimeZone, ZDrip, zonedTime } from "./batch-publication";

const drip = ZDrip.parse({
  perDay: 3,
  fromMinute: "09:00",
  toMinute: "18:00",
  startDate: "2026-12-01",
  timeZone: "Europe/Berlin",
});

describe("drip times", () => {
  it("spreads N a day evenly from the first hour, in the editor's time zone, stored as UTC", () => {
    const before = new Date("2026-11-30T12:00:00Z");
    const times = [0, 1, 2, 3, 4].map((i) => dripSlotTime(drip, i, before).toISOString());
    expect(times).toEqual([
      "2026-12-01T08:00:00.000Z",
      "2026-12-01T11:00:00.000Z",
      "2026-12-01T14:00:00.000Z",
      "2026-12-02T08:00:00.000Z",
      "2026-12-02T11:00:00.000Z",
    ]);
    expect(formatInTimeZone(new Date(times[0]!), "Europe/Berlin")).toBe("2026-12-01 09:00 (Europe/Berlin)");
  });

  it("skips the times of the start day already past, and a start date in the past begins today", () => {
    const at = new Date("2026-12-01T10:30:00Z"); // 11:30 in Berlin
    expect(dripSlotTime(drip, 0, at).toISOString()).toBe("2026-12-01T11:00:00.000Z");
    expect(dripSlotTime({ ...drip, startDate: "2026-01-01" }, 0, at).toISOString()).toBe("2026-12-01T11:00:00.000Z");
  });

  it("follows daylight saving time", () => {
    expect(zonedTime("2026-07-01", 9 * 60, "Europe/Berlin").toISOString()).toBe("2026-07-01T07:00:00.000Z");
    expect(zonedTime("2026-03-29", 9 * 60, "Europe/Berlin").toISOString()).toBe("2026-03-29T07:00:00.000Z");
    expect(zonedTime("2026-03-28", 9 * 60, "America/New_York").toISOString()).toBe("2026-03-28T13:00:00.000Z");
  });

  it("refuses a window that ends before it starts and an unknown time zone, with messages", () => {
    const bad = ZDrip.safeParse({ ...drip, fromMinute: "18:00", toMinute: "09:00", timeZone: "Mars/Olympus" });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((issue) => issue.message);
    expect(messages).toContain("Time zone must be an IANA name such as Europe/Berlin");
  });
});

test("a drip stored with a batch's rows reads back as it was", () => {
  expect(ZDrip.parse(JSON.parse(JSON.stringify(drip)))).toEqual(drip);
});
