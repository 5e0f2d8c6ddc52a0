// Core Web Vitals (LCP, INP, CLS) plus FID and TTFB measured with PerformanceObserver directly and
// logged to the browser console (console.info): a quick check while developing, sent nowhere.

export type TWebVitalName = "LCP" | "INP" | "FID" | "CLS" | "TTFB";
export type TWebVitalRating = "good" | "needs-improvement" | "poor";

export interface TWebVital {
  name: TWebVitalName;
  value: number;
  rating: TWebVitalRating;
}

// web.dev thresholds: good up to the first number, poor above the second.
export const WEB_VITAL_THRESHOLDS: Record<TWebVitalName, [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  FID: [100, 300],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
};

export function rateWebVital(name: TWebVitalName, value: number): TWebVitalRating {
  const [good, poor] = WEB_VITAL_THRESHOLDS[name];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
}

export function formatWebVital(vital: TWebVital): string {
  const value = vital.name === "CLS" ? vital.value.toFixed(3) : `${Math.round(vital.value)} ms`;
  return `[web-vitals] ${vital.name} ${value} (${vital.rating})`;
}

/** INP: the worst interaction, ignoring one outlier per 50 interactions (the 98th percentile). */
export function computeInp(interactionDurations: number[]): number | null {
  if (interactionDurations.length === 0) return null;
  const sorted = [...interactionDurations].sort((a, b) => b - a);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length / 50))]!;
}

export interface TLayoutShift {
  value: number;
  startTime: number;
  hadRecentInput: boolean;
}

/** CLS: the largest burst of unexpected shifts (session windows: gaps under 1 s, at most 5 s long). */
export function computeCls(shifts: TLayoutShift[]): number {
  let worst = 0;
  let current = 0;
  let windowStart = 0;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of shifts) {
    if (shift.hadRecentInput) continue;
    if (shift.startTime - previous < 1000 && shift.startTime - windowStart < 5000) {
      current += shift.value;
    } else {
      current = shift.value;
      windowStart = shift.startTime;
    }
    previous = shift.startTime;
    worst = Math.max(worst, current);
  }
  return worst;
}

interface TEventTiming extends PerformanceEntry {
  interactionId?: number;
  processingStart: number;
}

function observe(
  type: string,
  onEntries: (entries: PerformanceEntry[]) => void,
  options: Record<string, unknown> = {},
): PerformanceObserver | null {
  if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes(type))
    return null;
  const observer = new PerformanceObserver((list) => onEntries(list.getEntries()));
  try {
    observer.observe({ type, buffered: true, ...options } as PerformanceObserverInit);
  } catch {
    return null;
  }
  return observer;
}

/** Starts measuring the current page load; LCP, CLS and INP are final when the page is hidden. Returns a stop function. */
export function observeWebVitals(report: (vital: TWebVital) => void): () => void {
  const reported = new Set<TWebVitalName>();
  const emit = (name: TWebVitalName, value: number) => {
    if (reported.has(name) || !Number.isFinite(value)) return;
    reported.add(name);
    report({ name, value, rating: rateWebVital(name, value) });
  };

  const navigation = performance.getEntriesByType?.("navigation")[0] as
    | (PerformanceNavigationTiming & { activationStart?: number })
    | undefined;
  if (navigation && navigation.responseStart > 0)
    emit("TTFB", Math.max(0, navigation.responseStart - (navigation.activationStart ?? 0)));

  let lcp: number | null = null;
  const shifts: TLayoutShift[] = [];
  const interactions = new Map<number, number>();
  const observers = [
    observe("largest-contentful-paint", (entries) => {
      const last = entries[entries.length - 1];
      if (last) lcp = last.startTime;
    }),
    observe("layout-shift", (entries) => shifts.push(...(entries as unknown as TLayoutShift[]))),
    observe("first-input", (entries) => {
      const first = entries[0] as TEventTiming | undefined;
      if (first) emit("FID", first.processingStart - first.startTime);
    }),
    observe(
      "event",
      (entries) => {
        for (const entry of entries as TEventTiming[]) {
          if (!entry.interactionId) continue;
          interactions.set(entry.interactionId, Math.max(interactions.get(entry.interactionId) ?? 0, entry.duration));
        }
      },
      { durationThreshold: 40 },
    ),
  ].filter((o): o is PerformanceObserver => o !== null);

  // The browser stops updating LCP at the first input; report it then, or when the page is hidden.
  const finishLcp = () => {
    if (lcp !== null) emit("LCP", lcp);
  };
  const onHidden = () => {
    if (document.visibilityState !== "hidden") return;
    finishLcp();
    emit("CLS", computeCls(shifts));
    const inp = computeInp([...interactions.values()]);
    if (inp !== null) emit("INP", inp);
  };
  addEventListener("pointerdown", finishLcp, { once: true, capture: true });
  addEventListener("keydown", finishLcp, { once: true, capture: true });
  document.addEventListener("visibilitychange", onHidden);

  return () => {
    for (const observer of observers) observer.disconnect();
    removeEventListener("pointerdown", finishLcp, { capture: true });
    removeEventListener("keydown", finishLcp, { capture: true });
    document.removeEventListener("visibilitychange", onHidden);
  };
}
