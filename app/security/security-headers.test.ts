import { describe, expect, it } from "vitest";
import { getAnalyticsConfig } from "~/analytics";
import { buildContentSecurityPolicy, buildSecurityHeaders } from "./security-headers.server";

describe("security headers", () => {
  it("forbids framing, plugins and foreign scripts, and allows only YouTube embeds", () => {
    const csp = buildContentSecurityPolicy({ analytics: null });
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-src https://www.youtube.com https://www.youtube-nocookie.com");
    expect(csp).toContain("base-uri 'self'");
  });

  it("adds the analytics provider's origin when configured", () => {
    const csp = buildContentSecurityPolicy({
      analytics: {
        provider: "plausible",
        domain: "example.com",
        scriptUrl: "https://plausible.io/js/script.manual.js",
      },
    });
    expect(csp).toContain("script-src 'self' https://plausible.io");
    expect(csp).toContain("connect-src 'self' https://plausible.io");
  });

  it("lets GA4 load gtag.js and send hits to Google's regional collection hosts", () => {
    const csp = buildContentSecurityPolicy({
      analytics: getAnalyticsConfig({ ANALYTICS_PROVIDER: "ga4", ANALYTICS_ID: "G-ABC123XYZ" }),
    });
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com https://*.googletagmanager.com;");
    expect(csp).toContain(
      "connect-src 'self' https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com;",
    );
  });

  it("sends HSTS only over https", () => {
    expect(buildSecurityHeaders({ analytics: null, https: false })["Strict-Transport-Security"]).toBeUndefined();
    expect(buildSecurityHeaders({ analytics: null, https: true })["Strict-Transport-Security"]).toContain("max-age=");
  });

  it("allows inline scripts only with the page's nonce, or in development", () => {
    expect(buildContentSecurityPolicy({ analytics: null, nonce: "abc123" })).toContain(
      "script-src 'self' 'nonce-abc123';",
    );
    expect(buildContentSecurityPolicy({ analytics: null, allowInlineScripts: true })).toContain(
      "script-src 'self' 'unsafe-inline';",
    );
    expect(buildSecurityHeaders({ analytics: null, https: false })["Content-Security-Policy"]).toContain(
      "script-src 'self';",
    );
  });
});
