// The award renderer: 'Award Recognition Score' with its band and stars, then the three award boxes.
import type { TAwardSections } from "~/content";
import { awardBand, formatScore } from "~/content/scores";

export function AwardPanel({ award, score }: { award: TAwardSections | null; score: number | null }) {
  const band = awardBand(score);
  return (
    <section aria-label="Award" className="space-y-4">
      <div className="rounded-xl border border-amber-400/40 bg-amber-400/10 p-5">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-lg font-bold text-white">Award Recognition Score</h2>
          <span className="text-2xl font-extrabold text-amber-200">{formatScore(score)}/10</span>
        </div>
        <p className="mt-1 font-semibold text-amber-200">{band.label}</p>
        <div
          className="mt-3 h-3 w-full overflow-hidden rounded-full bg-white/10"
          role="meter"
          aria-label="Award Recognition Score"
          aria-valuemin={0}
          aria-valuemax={10}
          aria-valuenow={score ?? 0}
        >
          <div className="h-full rounded-full bg-amber-400" style={{ width: `${band.widthPercent}%` }} />
        </div>
        <p className="mt-3 text-xl tracking-widest text-amber-300" aria-label={`${band.stars} out of 5 stars`}>
          {"★".repeat(band.stars)}
          <span className="text-white/20">{"★".repeat(5 - band.stars)}</span>
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="rounded-xl border border-line bg-panel p-5">
          <h2 className="text-lg font-bold text-white">Why This Product Deserves Recognition</h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-zinc-200">
            {(award?.whyItDeserves ?? []).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div className="rounded-xl border border-line bg-panel p-5">
          <h2 className="text-lg font-bold text-white">What Customers Are Saying</h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-zinc-200">
            {(award?.customersSaying ?? []).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
      <div className="rounded-xl border border-line bg-panel p-5">
        <h2 className="text-lg font-bold text-white">Award Summary</h2>
        <p className="mt-3 text-sm leading-relaxed text-zinc-200">{award?.awardSummary || "No summary provided"}</p>
      </div>
    </section>
  );
}
