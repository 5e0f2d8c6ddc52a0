// The three-box verdict of review and saas articles: Brutal Summary with the score meter (and the score of each
// criterion when the verdict breaks it down), Positives, Negatives.
import type { TReviewSummary } from "~/articles/article-shape";
import { ScoreMeter } from "./ScoreMeter";

export function VerdictBoxes({ summary, score }: { summary: TReviewSummary | null; score: number | null }) {
  return (
    <section aria-label="Verdict" className="grid gap-4 md:grid-cols-3">
      <div className="rounded-xl border border-accent/40 bg-accent/10 p-5">
        <h2 className="text-lg font-bold text-white">Brutal Summary</h2>
        {score !== null && (
          <div className="mt-3">
            <ScoreMeter score={score} animated size="md" />
          </div>
        )}
        {summary?.criteria && summary.criteria.length > 0 && (
          <ul aria-label="Scores by criterion" className="mt-4 space-y-2">
            {summary.criteria.map((criterion) => (
              <li key={criterion.name}>
                <ScoreMeter score={criterion.score} size="xs" label={criterion.name} />
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3 text-sm leading-relaxed text-zinc-200">{summary?.brutalSummary || "No summary provided"}</p>
      </div>
      <div className="rounded-xl border border-teal/40 bg-teal/10 p-5">
        <h2 className="text-lg font-bold text-white">Positives</h2>
        <ul className="mt-3 space-y-2 text-sm text-zinc-200">
          {(summary?.positives ?? []).map((item) => (
            <li key={item} className="flex gap-2">
              <span aria-hidden="true" className="text-teal">
                +
              </span>
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-xl border border-warn/40 bg-warn/10 p-5">
        <h2 className="text-lg font-bold text-white">Negatives</h2>
        <ul className="mt-3 space-y-2 text-sm text-zinc-200">
          {(summary?.negatives ?? []).map((item) => (
            <li key={item} className="flex gap-2">
              <span aria-hidden="true" className="text-warn">
                −
              </span>
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
