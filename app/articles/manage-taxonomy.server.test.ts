// Taxonomy input that answered 500 (attack round 3, finding N8): a merge target past the id column's range, and
// names whose NFKD slug outgrows the slug column.
import { describe, expect, test } from "vitest";
import { termSlug, ZTermChange } from "./manage-taxonomy.server";

describe("ZTermChange", () => {
  test.each([2_147_483_648, 99_999_999_999])("refuses mergeInto %d as no id", (mergeInto) => {
    const parsed = ZTermChange.safeParse({ mergeInto });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("mergeInto must be an id");
  });

  test("takes the largest id", () => {
    expect(ZTermChange.parse({ mergeInto: 2_147_483_647 })).toEqual({ mergeInto: 2_147_483_647 });
  });
});

describe("termSlug", () => {
  test.each(["㎢".repeat(100), "⑳".repeat(60), "ǆ".repeat(80), "ﬃ".repeat(40)])(
    "fits the slug column for %s",
    (name) => {
      const slug = termSlug(name);
      expect(Array.from(slug).length).toBeLessThanOrEqual(100);
      expect(slug).toMatch(/^[^-].*[^-]$/);
    },
  );

  test("is the name's slug when it fits", () => {
    expect(termSlug("Smart Home")).toBe("smart-home");
  });
});
