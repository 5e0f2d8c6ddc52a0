// Loading the provider's script and sending page views, written against a minimal window shape so
// tests can run it without a browser.
import type { TAnalyticsConfig } from "./analytics-config";

type TQueueFunction = ((...args: unknown[]) => void) & { q?: unknown[] };

export interface TAnalyticsWindow {
  document: Pick<Document, "createElement" | "head" | "querySelector">;
  plausible?: TQueueFunction;
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
}

const SCRIPT_MARKER = "data-analytics-script";

/** Defines the provider's command queue (calls made before the script arrives are kept) and adds its script once, async. */
export function installAnalytics(config: TAnalyticsConfig, win: TAnalyticsWindow): void {
  if (config.provider === "plausible") {
    win.plausible =
      win.plausible ??
      Object.assign(
        function plausible(...args: unknown[]) {
          (win.plausible!.q = win.plausible!.q ?? []).push(args);
        },
        { q: [] as unknown[] },
      );
  } else {
    win.dataLayer = win.dataLayer ?? [];
    if (!win.gtag) {
      // gtag.js reads Arguments objects from the dataLayer, not arrays.
      win.gtag = function gtag() {
        win.dataLayer!.push(arguments);
      };
      win.gtag("js", new Date());
      // Page views are sent by hand on each route change, so the automatic first one is turned off. Google
      // signals and ad personalisation stay off whatever the property says: the privacy page promises page-view
      // statistics without advertising profiles.
      win.gtag("config", config.measurementId, {
        send_page_view: false,
        allow_google_signals: false,
        allow_ad_personalization_signals: false,
      });
    }
  }
  if (win.document.querySelector(`script[${SCRIPT_MARKER}]`)) return;
  const script = win.document.createElement("script");
  script.async = true;
  script.defer = true;
  script.src = config.scriptUrl;
  script.setAttribute(SCRIPT_MARKER, config.provider);
  if (config.provider === "plausible") script.setAttribute("data-domain", config.domain);
  win.document.head.appendChild(script);
}

export function sendPageView(config: TAnalyticsConfig, win: TAnalyticsWindow, url: string): void {
  if (config.provider === "plausible") win.plausible?.("pageview", { u: url });
  else win.gtag?.("event", "page_view", { page_location: url });
}
