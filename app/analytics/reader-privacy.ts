// What the privacy page says about statistics and cookies, for the analytics actually configured: the page must
// stay true whichever provider (or none) the site runs with.
import type { TAnalyticsConfig } from "./analytics-config";

export interface TReaderPrivacyTexts {
  statistics: string;
  cookies: string;
}

export function describeReaderPrivacy(provider: TAnalyticsConfig["provider"] | null): TReaderPrivacyTexts {
  if (provider === "ga4") {
    return {
      statistics:
        "Page-view statistics through Google Analytics, with Google signals and ad personalisation turned off, so no advertising profiles.",
      cookies:
        "Reading the site sets Google Analytics cookies (_ga and _ga_ followed by our property id), which count page views and tell a returning browser from a new one. Blocking them changes nothing you can read.",
    };
  }
  if (provider === "plausible") {
    return {
      statistics: "Page-view statistics through Plausible Analytics, which counts visits without identifying anyone.",
      cookies: "Reading the site sets no cookies: Plausible Analytics counts page views without them.",
    };
  }
  return {
    statistics: "No page-view statistics: this site runs no analytics.",
    cookies: "Reading the site sets no cookies.",
  };
}
