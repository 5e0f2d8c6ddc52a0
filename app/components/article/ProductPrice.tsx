// A review's buy button with the price the product page showed and when it was read ("price checked on <date>"),
// as retailers' affiliate terms ask: a price without its time is never shown. An unavailable product says so.
import { formatCalendarDate } from "~/lib/dates";

export interface TProductPriceView {
  buyUrl: string;
  price: string | null;
  available: boolean;
  checkedAt: string;
}

export function ProductPrice({ product }: { product: TProductPriceView }) {
  const checked = formatCalendarDate(product.checkedAt);
  return (
    <section
      aria-label="Price"
      className="flex flex-wrap items-center gap-4 rounded-xl border border-line bg-panel px-5 py-4 text-sm"
    >
      {product.available && product.price ? (
        <>
          <a
            href={product.buyUrl}
            rel="sponsored noopener noreferrer"
            target="_blank"
            className="rounded-lg bg-accent-strong px-5 py-2.5 font-semibold text-white hover:bg-violet-800"
          >
            {`Buy for ${product.price}`}
          </a>
          <span className="text-zinc-400">{`Price checked on ${checked}`}</span>
        </>
      ) : (
        <span className="text-zinc-300">{`Currently unavailable at the retailer (checked on ${checked})`}</span>
      )}
    </section>
  );
}
