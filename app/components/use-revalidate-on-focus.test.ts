import { describe, expect, it } from "vitest";
import { FRESH_FOR_MS, isStale } from "./use-revalidate-on-focus";

describe("isStale", () => {
  it("keeps data fresh for 5 minutes", () => {
    expect(isStale(0, FRESH_FOR_MS - 1, "/reviews")).toBe(false);
    expect(isStale(0, FRESH_FOR_MS, "/reviews")).toBe(true);
  });

  it("never treats tech news as fresh", () => {
    expect(isStale(0, 1, "/tech-news")).toBe(true);
    expect(isStale(0, 1, "/tech-news/anything")).toBe(true);
    expect(isStale(0, 1, "/tech-newsletter")).toBe(false);
  });
});
