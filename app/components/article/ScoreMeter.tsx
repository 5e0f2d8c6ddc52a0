// The 'Brutal Score' meter: one decimal with '/10', a bar of score/10 clamped to 0-100%, optionally animated
// (after 100 ms it climbs from 0 to the score in about a second, in 50 ms steps).
import { useEffect, useState } from "react";
import { formatScore, scoreBarWidth } from "~/content/scores";

const SIZES = { xs: "h-1.5 text-xs", sm: "h-2 text-sm", md: "h-3 text-base", lg: "h-4 text-2xl" } as const;
const COLORS = { primary: "bg-accent", teal: "bg-teal", orange: "bg-warn" } as const;

const ANIMATION_STEPS = 20;

export function ScoreMeter({
  score,
  size = "md",
  color = "primary",
  animated = false,
  showLabel = true,
  label = "Brutal Score",
}: {
  score: number;
  size?: keyof typeof SIZES;
  color?: keyof typeof COLORS;
  animated?: boolean;
  showLabel?: boolean;
  label?: string;
}) {
  // The server renders the final score, so readers without JavaScript see it; the animation replays it from 0.
  const [frame, setFrame] = useState<{ score: number; step: number } | null>(null);
  const shown =
    animated && frame?.score === score && frame.step < ANIMATION_STEPS ? (score * frame.step) / ANIMATION_STEPS : score;
  useEffect(() => {
    if (!animated || window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    let step = 0;
    let interval: ReturnType<typeof setInterval> | undefined;
    const reset = setTimeout(() => setFrame({ score, step }), 0);
    const start = setTimeout(() => {
      interval = setInterval(() => {
        step++;
        setFrame({ score, step });
        if (step >= ANIMATION_STEPS) clearInterval(interval);
      }, 50);
    }, 100);
    return () => {
      clearTimeout(reset);
      clearTimeout(start);
      if (interval) clearInterval(interval);
    };
  }, [score, animated]);

  const [barHeight, textSize] = SIZES[size].split(" ");
  return (
    <div>
      {showLabel && (
        <div className={`flex items-baseline justify-between font-bold text-white ${textSize}`}>
          <span>{label}</span>
          <span aria-hidden="true">{formatScore(shown)}/10</span>
        </div>
      )}
      <div
        className={`mt-2 w-full overflow-hidden rounded-full bg-white/10 ${barHeight}`}
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={10}
        aria-valuenow={score}
        aria-valuetext={`${formatScore(score)} out of 10`}
      >
        <div className={`h-full rounded-full ${COLORS[color]}`} style={{ width: `${scoreBarWidth(shown)}%` }} />
      </div>
    </div>
  );
}
