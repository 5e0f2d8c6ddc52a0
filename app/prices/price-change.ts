// What a price read means for a review: the amount a price text names, and whether the product became unavailable
// or its price moved more than the set share from the price first checked. Pure.

/** The amount of a price as shops write it ("$1,299.99", "1.299,99 €", "£8"), or null. */
export function priceAmount(price: string | null | undefined): number | null {
  if (!price) return null;
  const digits = /\d[\d.,\s]{0,30}/.exec(price)?.[0]?.replace(/\s/g, "");
  if (!digits) return null;
  // The last separator followed by exactly two digits is the decimal one.
  const decimal = /[.,](\d{2})$/.exec(digits);
  const whole = (decimal ? digits.slice(0, -3) : digits).replace(/[.,]/g, "");
  const amount = Number(`${whole}${decimal ? `.${decimal[1]}` : ""}`);
  return Number.isFinite(amount) ? amount : null;
}

export type TPriceFlag = "unavailable" | "price_moved" | null;

export function judgePriceChange(input: {
  referencePrice: string | null;
  price: string | null;
  available: boolean;
  movePercent: number;
}): TPriceFlag {
  if (!input.available) return "unavailable";
  const before = priceAmount(input.referencePrice);
  const now = priceAmount(input.price);
  if (before === null || now === null || before === 0) return null;
  return (Math.abs(now - before) / before) * 100 > input.movePercent ? "price_moved" : null;
}

/** What the admin list says about a flagged review. */
export function describePriceFlag(row: { flag: TPriceFlag; referencePrice: string | null; price: string | null }) {
  if (row.flag === "unavailable") return "Product unavailable";
  if (row.flag === "price_moved") return `Price moved: ${row.referencePrice ?? "?"} → ${row.price ?? "?"}`;
  return null;
}
