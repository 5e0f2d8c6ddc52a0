// Page-view analytics and Web Vitals logging. Renders nothing: after hydration it loads the
// provider's script (async, so it never blocks rendering) and sends a page view on every route change.
import { useEffect, useMemo } from "react";
import { useLocation } from "react-router";
import type { TAnalyticsConfig } from "./analytics-config";
import { installAnalytics, sendPageView, type TAnalyticsWindow } from "./page-view";
import { formatWebVital, observeWebVitals } from "./web-vitals";

export function Analytics({
  config,
  logWebVitals = true,
}: {
  config: TAnalyticsConfig | null;
  logWebVitals?: boolean;
}) {
  const { pathname, search } = useLocation();
  // Loader revalidation hands over an equal but new object; only a real change counts.
  const configKey = config ? JSON.stringify(config) : "";
  const stableConfig = useMemo(() => (configKey ? (JSON.parse(configKey) as TAnalyticsConfig) : null), [configKey]);

  useEffect(() => {
    if (stableConfig) installAnalytics(stableConfig, window as unknown as TAnalyticsWindow);
  }, [stableConfig]);

  // One page view per route (path and query), not per hash change or revalidation.
  useEffect(() => {
    if (!stableConfig) return;
    sendPageView(
      stableConfig,
      window as unknown as TAnalyticsWindow,
      new URL(`${pathname}${search}`, window.location.origin).href,
    );
  }, [stableConfig, pathname, search]);

  useEffect(() => {
    if (!logWebVitals) return;
    return observeWebVitals((vital) => console.info(formatWebVital(vital)));
  }, [logWebVitals]);

  return null;
}
