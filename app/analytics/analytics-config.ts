// Which page-view analytics to load, from the environment (ANALYTICS_PROVIDER, ANALYTICS_ID,
// ANALYTICS_SCRIPT_URL). Shipped to the browser through the root loader, so it holds no secrets.

export type TAnalyticsConfig =
  | { provider: "plausible"; /** The site's domain as registered in Plausible. */ domain: string; scriptUrl: string }
  | { provider: "ga4"; measurementId: string; scriptUrl: string };

export interface TAnalyticsEnv {
  ANALYTICS_PROVIDER?: "plausible" | "ga4";
  ANALYTICS_ID?: string;
  ANALYTICS_SCRIPT_URL?: string;
}

// Plausible's script variant without automatic page views: we send them on every route change.
export const PLAUSIBLE_MANUAL_SCRIPT_URL = "https://plausible.io/js/script.manual.js";
export const GA4_SCRIPT_URL = "https://www.googletagmanager.com/gtag/js";
const GA4_MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;

/** A complete configuration, or null (no analytics) when the provider or its id is missing or malformed. */
export function getAnalyticsConfig(env: TAnalyticsEnv): TAnalyticsConfig | null {
  if (findAnalyticsConfigProblem(env)) return null;
  const id = env.ANALYTICS_ID!;
  if (env.ANALYTICS_PROVIDER === "plausible") {
    return { provider: "plausible", domain: id, scriptUrl: env.ANALYTICS_SCRIPT_URL ?? PLAUSIBLE_MANUAL_SCRIPT_URL };
  }
  if (env.ANALYTICS_PROVIDER === "ga4") {
    const scriptUrl = new URL(env.ANALYTICS_SCRIPT_URL ?? GA4_SCRIPT_URL);
    if (!scriptUrl.searchParams.has("id")) scriptUrl.searchParams.set("id", id);
    return { provider: "ga4", measurementId: id, scriptUrl: scriptUrl.toString() };
  }
  return null;
}

/**
 * Why a half-done analytics configuration will not load anything, or null when it is complete or
 * absent. Meant for start-up, so a typo is loud instead of silently sending nothing.
 */
export function findAnalyticsConfigProblem(env: TAnalyticsEnv): string | null {
  if (!env.ANALYTICS_PROVIDER) {
    return env.ANALYTICS_ID || env.ANALYTICS_SCRIPT_URL
      ? "ANALYTICS_ID or ANALYTICS_SCRIPT_URL is set but ANALYTICS_PROVIDER is not (plausible or ga4)"
      : null;
  }
  const id = env.ANALYTICS_ID?.trim();
  if (!id)
    return `ANALYTICS_PROVIDER=${env.ANALYTICS_PROVIDER} needs ANALYTICS_ID (${env.ANALYTICS_PROVIDER === "ga4" ? "the G-XXXXXXX measurement id" : "the site's domain in Plausible"})`;
  if (env.ANALYTICS_PROVIDER === "ga4" && !GA4_MEASUREMENT_ID.test(id))
    return `ANALYTICS_ID must be a GA4 measurement id like G-ABC123XYZ, got "${id}"`;
  if (env.ANALYTICS_PROVIDER === "plausible" && !/^[a-z0-9.-]+(?:,[a-z0-9.-]+)*$/i.test(id))
    return `ANALYTICS_ID must be the site's domain for Plausible (e.g. example.com), got "${id}"`;
  return null;
}
