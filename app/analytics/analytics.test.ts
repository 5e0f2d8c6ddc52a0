import { describe, expect, it } from "vitest";
import { findAnalyticsConfigProblem, getAnalyticsConfig } from "./analytics-config";
import { installAnalytics, sendPageView, type TAnalyticsWindow } from "./page-view";
import { computeCls, computeInp, formatWebVital, rateWebVital } from "./web-vitals";

describe("getAnalyticsConfig", () => {
  it("is null when nothing is configured", () => {
    expect(getAnalyticsConfig({})).toBeNull();
    expect(findAnalyticsConfigProblem({})).toBeNull();
  });

  it("reads Plausible with its manual page-view script by default", () => {
    expect(getAnalyticsConfig({ ANALYTICS_PROVIDER: "plausible", ANALYTICS_ID: "example.com" })).toEqual({
      provider: "plausible",
      domain: "example.com",
      scriptUrl: "https://plausible.io/js/script.manual.js",
    });
    expect(
      getAnalyticsConfig({
        ANALYTICS_PROVIDER: "plausible",
        ANALYTICS_ID: "example.com",
        ANALYTICS_SCRIPT_URL: "https://stats.example.com/js/script.manual.js",
      })?.scriptUrl,
    ).toBe("https://stats.example.com/js/script.manual.js");
  });

  it("reads GA4 and puts the measurement id on the script URL", () => {
    expect(getAnalyticsConfig({ ANALYTICS_PROVIDER: "ga4", ANALYTICS_ID: "G-ABC123XYZ" })).toEqual({
      provider: "ga4",
      measurementId: "G-ABC123XYZ",
      scriptUrl: "https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ",
    });
  });

  it.each([
    [{ ANALYTICS_PROVIDER: "ga4" as const }, "needs ANALYTICS_ID"],
    [{ ANALYTICS_PROVIDER: "ga4" as const, ANALYTICS_ID: "UA-12345-1" }, "GA4 measurement id"],
    [{ ANALYTICS_PROVIDER: "plausible" as const, ANALYTICS_ID: "<script>" }, "site's domain"],
    [{ ANALYTICS_ID: "example.com" }, "ANALYTICS_PROVIDER is not"],
  ])("names what is wrong with %j and loads nothing", (env, message) => {
    expect(findAnalyticsConfigProblem(env)).toContain(message);
    expect(getAnalyticsConfig(env)).toBeNull();
  });
});

function fakeWindow() {
  const scripts: Record<string, string | boolean>[] = [];
  const win: TAnalyticsWindow = {
    document: {
      head: { appendChild: (node: Node) => node } as unknown as HTMLHeadElement,
      querySelector: (() => (scripts.length ? {} : null)) as unknown as Document["querySelector"],
      createElement: (() => {
        const script: Record<string, string | boolean> = {};
        scripts.push(script);
        return Object.assign(script, { setAttribute: (name: string, value: string) => void (script[name] = value) });
      }) as unknown as Document["createElement"],
    },
  };
  return { win, scripts };
}

describe("page views", () => {
  it("Plausible: queues page views until the script arrives and adds the script once", () => {
    const { win, scripts } = fakeWindow();
    const config = getAnalyticsConfig({ ANALYTICS_PROVIDER: "plausible", ANALYTICS_ID: "example.com" })!;
    installAnalytics(config, win);
    installAnalytics(config, win);
    sendPageView(config, win, "https://example.com/reviews?limit=24");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatchObject({ async: true, defer: true, src: config.scriptUrl, "data-domain": "example.com" });
    expect(win.plausible?.q).toEqual([["pageview", { u: "https://example.com/reviews?limit=24" }]]);
  });

  it("GA4: configures gtag without its automatic page view and sends page_view events", () => {
    const { win } = fakeWindow();
    const config = getAnalyticsConfig({ ANALYTICS_PROVIDER: "ga4", ANALYTICS_ID: "G-ABC123XYZ" })!;
    installAnalytics(config, win);
    sendPageView(config, win, "https://example.com/versus");
    const calls = (win.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
    expect(calls[1]).toEqual([
      "config",
      "G-ABC123XYZ",
      { send_page_view: false, allow_google_signals: false, allow_ad_personalization_signals: false },
    ]);
    expect(calls[2]).toEqual(["event", "page_view", { page_location: "https://example.com/versus" }]);
  });
});

describe("web vitals", () => {
  it("rates and formats values with the web.dev thresholds", () => {
    expect(rateWebVital("LCP", 2400)).toBe("good");
    expect(rateWebVital("LCP", 3000)).toBe("needs-improvement");
    expect(rateWebVital("CLS", 0.3)).toBe("poor");
    expect(formatWebVital({ name: "INP", value: 123.4, rating: "good" })).toBe("[web-vitals] INP 123 ms (good)");
    expect(formatWebVital({ name: "CLS", value: 0.0512, rating: "good" })).toBe("[web-vitals] CLS 0.051 (good)");
  });

  it("computes INP as the worst interaction, skipping one outlier per 50", () => {
    expect(computeInp([])).toBeNull();
    expect(computeInp([40, 300, 80])).toBe(300);
    expect(computeInp([...Array.from({ length: 99 }, () => 50), 900])).toBe(50);
  });

  it("computes CLS as the largest session window, ignoring shifts after input", () => {
    expect(
      computeCls([
        { value: 0.05, startTime: 100, hadRecentInput: false },
        { value: 0.05, startTime: 600, hadRecentInput: false },
        { value: 0.5, startTime: 700, hadRecentInput: true },
        { value: 0.08, startTime: 3000, hadRecentInput: false },
      ]),
    ).toBeCloseTo(0.1);
  });
});
