// Security headers for every response: a content security policy that still lets the editor and the video
// embeds work, no framing by other sites, no MIME sniffing, and a referrer policy that keeps paths private.
import type { TAnalyticsConfig } from "~/analytics";

export const YOUTUBE_FRAME_ORIGINS = ["https://www.youtube.com", "https://www.youtube-nocookie.com"];

// Google's CSP guidance for GA4: gtag.js loads from googletagmanager.com and sends hits to regional hosts under
// google-analytics.com and analytics.google.com (region1.google-analytics.com, ...), so one origin is not enough.
export const GA4_SCRIPT_SOURCES = ["https://*.googletagmanager.com"];
export const GA4_CONNECT_SOURCES = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
];

/** The sources the analytics provider needs in script-src and in connect-src. */
export function analyticsSources(config: TAnalyticsConfig | null): { script: string[]; connect: string[] } {
  if (!config) return { script: [], connect: [] };
  const scriptOrigin = new URL(config.scriptUrl).origin;
  if (config.provider === "plausible") return { script: [scriptOrigin], connect: [scriptOrigin] };
  return {
    script: [...new Set([scriptOrigin, ...GA4_SCRIPT_SOURCES])],
    connect: [...new Set([scriptOrigin, ...GA4_CONNECT_SOURCES])],
  };
}

/**
 * The policy of a response. Inline scripts run only with `nonce` (a page rendered by app/entry.server.tsx, whose
 * React Router and React inline scripts carry it); without one, no inline script runs at all, except in
 * development (`allowInlineScripts`), where Vite injects inline scripts of its own.
 */
export function buildContentSecurityPolicy(options: {
  analytics: TAnalyticsConfig | null;
  nonce?: string;
  // A page every reader gets (app/security/cached-page-policy.server.ts): its inline scripts' hash sources.
  scriptHashes?: string[];
  allowInlineScripts?: boolean;
}): string {
  const analytics = analyticsSources(options.analytics);
  const inline = options.nonce
    ? [`'nonce-${options.nonce}'`]
    : options.scriptHashes
      ? options.scriptHashes
      : options.allowInlineScripts
        ? ["'unsafe-inline'"]
        : [];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // React Router's hydration data is an inline script: it carries the page's nonce, or the page's policy names its
    // hash. An injected inline script or event handler has neither, so it never runs even if the sanitiser let one
    // through.
    "script-src": ["'self'", ...inline, ...analytics.script],
    // Tailwind's inlined stylesheet, score bars' widths and TinyMCE's skin are inline styles.
    "style-src": ["'self'", "'unsafe-inline'"],
    // Articles may show images from any https host and uploaded ones from /media/; the editor shows a pasted image
    // as a blob until its upload finishes.
    "img-src": ["'self'", "https:", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...analytics.connect],
    "frame-src": YOUTUBE_FRAME_ORIGINS,
    "media-src": ["'self'", "https:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

export function buildSecurityHeaders(options: {
  analytics: TAnalyticsConfig | null;
  https: boolean;
  development?: boolean;
}): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": buildContentSecurityPolicy({
      analytics: options.analytics,
      allowInlineScripts: options.development,
    }),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
  };
  if (options.https) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}
