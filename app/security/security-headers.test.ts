import { describe, expect, it } from "vitest";
import { buildContentSecurityPolicy, buildSecurityHeaders } from "./security-headers.server";

describe("security headers", () => {
  it("forbids framing, plugins and foreign scripts, and allows only YouTube embeds", () => {
    const csp = buildContentSecurityPolicy({ analytics: null });
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("script-src 'self' 'unsafe-inline';");
    expect(csp).toContain("frame-src https://www.youtube.com https://www.youtube-nocookie.com");
    expect(csp).toContain("base-uri 'self'");
  });

  it("adds the analytics provider's origin when configured", () => {
    const csp = buildContentSecurityPolicy({ analytics: { provider: "plausible", domain: "example.com", scriptUrl: "https://plausible.io/js/script.manual.js" } });
    expect(csp).toContain("script-src 'self' 'unsafe-inline' https://plausible.io");
    expect(csp).toContain("connect-src 'self' https://plausible.io");
  });

  it("sends HSTS only over https", () => {
    expect(buildSecurityHeaders({ analytics: null, https: false })["Strict-Transport-Security"]).toBeUndefined();
    expect(buildSecurityHeaders({ analytics: null, https: true })["Strict-Transport-Security"]).toContain("max-age=");
  });
});
