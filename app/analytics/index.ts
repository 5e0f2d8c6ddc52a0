// Provider-neutral page-view analytics (Plausible or GA4) and Web Vitals logging.
export { Analytics } from "./Analytics";
export { findAnalyticsConfigProblem, getAnalyticsConfig, type TAnalyticsConfig } from "./analytics-config";
