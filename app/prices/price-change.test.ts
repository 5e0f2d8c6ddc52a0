import { describe, expect, it } from "vitest";
import { describePriceFlag, judgePriceChange, priceAmount } from "./price-change";

describe("price reads", () => {
  it("reads amounts as shops write them", () => {
    expect(priceAmount("$1,299.99")).toBe(1299.99);
    expect(priceAmount("1.299,99 €")).toBe(1299.99);
    expect(priceAmount("£8")).toBe(8);
    expect(priceAmount("No current price on the page")).toBeNull();
    expect(priceAmount("9".repeat(1_000_000))).not.toBeNaN();
  });

  it("flags a product that became unavailable, or a price that moved more than the share", () => {
    const base = { referencePrice: "$100.00", movePercent: 10 };
    expect(judgePriceChange({ ...base, price: "$109.00", available: true })).toBeNull();
    expect(judgePriceChange({ ...base, price: "$130.00", available: true })).toBe("price_moved");
    expect(judgePriceChange({ ...base, price: "$80.00", available: true })).toBe("price_moved");
    expect(judgePriceChange({ ...base, price: null, available: false })).toBe("unavailable");
    expect(describePriceFlag({ flag: "price_moved", referencePrice: "$100.00", price: "$130.00" })).toBe(
      "Price moved: $100.00 → $130.00",
    );
  });
});
