// Reads the process environment once at boot; a bad value stops the server with a message naming it.
import net from "node:net";
import { z } from "zod";
import { isHttpUrl } from "~/lib/http-url";

const ZOptionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

// Express's names for address ranges, accepted in a TRUST_PROXY list.
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, extra] = entry.split("/");
  const family = net.isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export const TRUST_PROXY_TRUE_MESSAGE =
  "give the number of proxies in front of the server (1, 2...) or their addresses, not true: true would trust the X-Forwarded-For addresses the client writes itself";

/**
 * Which X-Forwarded-For entries name the client: false (none, the socket's address is the client), a number of
 * proxy hops in front of the server (the client is that many entries from the right), or the proxies' addresses
 * and ranges (the client is the first entry from the right that is not one of them).
 */
export const ZTrustProxy = ZOptionalString.transform((value, ctx): false | number | string[] => {
  if (value === undefined || value === "false") return false;
  if (value === "true") {
    ctx.addIssue({ code: "custom", message: TRUST_PROXY_TRUE_MESSAGE });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) {
      ctx.addIssue({ code: "custom", message: "at most 10 proxy hops" });
      return z.NEVER;
    }
    return hops === 0 ? false : hops;
  }
  const entries = value.split(",").map((entry) => entry.trim());
  const bad = entries.find((entry) => !isProxyAddress(entry));
  if (bad !== undefined) {
    ctx.addIssue({ code: "custom", message: `"${bad}" is neither a hop count nor a proxy address or range` });
    return z.NEVER;
  }
  return entries;
});

export const ZEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: ZOptionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  ADMIN_ACCESS_CODE: ZOptionalString.pipe(z.string().min(8, "must be at least 8 characters").optional()),
  ADMIN_MAX_LOGIN_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(5),
  SITE_URL: z
    .string()
    .trim()
    .refine(isHttpUrl, "must be an http(s) URL")
    .default("http://localhost:3000")
    .transform((v) => v.replace(/\/+$/, "")),
  SITE_NAME: z.string().trim().min(1).default("Brutal Tech Reviews"),
  AI_PROVIDER: ZOptionalString.pipe(z.enum(["openai", "anthropic", "openai-compatible"]).optional()),
  AI_MODEL: ZOptionalString,
  AI_BASE_URL: ZOptionalString.pipe(z.url().optional()),
  AI_API_KEY: ZOptionalString,
  OPENAI_API_KEY: ZOptionalString,
  ANTHROPIC_API_KEY: ZOptionalString,
  // Limit for one generation's model calls and page reads; the admin screens give up after 10 minutes.
  AI_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(3_600_000)
    .default(9 * 60 * 1000),
  // A streamed model answer (long-form sections, follow-ups) that sends nothing for this long, its first token
  // included, is asked again (decision 048): long enough for a local model loading before its first token.
  AI_IDLE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(3_600_000)
    .default(3 * 60 * 1000),
  // Generation jobs (single and bulk rows) this server runs at the same time; several servers on one PostgreSQL
  // each run this many.
  GENERATION_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(3),
  // How long a job the AI provider rate-limited (HTTP 429) waits before its next try; it doubles each time.
  GENERATION_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
  AMAZON_ASSOCIATE_TAG: ZOptionalString,
  // "strict" (default) saves a generated article whose figures or testing claims the sources do not contain as a
  // draft, with the reason; "list" publishes it and lists them.
  GENERATION_FACT_CHECK: z.enum(["list", "strict"], { error: 'must be "list" or "strict"' }).default("strict"),
  // Comma-separated host names or CIDR ranges the page fetcher may reach although they are private.
  FETCH_ALLOW_PRIVATE: ZOptionalString,
  // Like a hosts file for the page fetcher: "https://www.amazon.com=http://127.0.0.1:4567/amazon,..." (local demos, tests).
  FETCH_ORIGIN_OVERRIDES: ZOptionalString,
  ANALYTICS_PROVIDER: ZOptionalString.pipe(z.enum(["plausible", "ga4"]).optional()),
  ANALYTICS_ID: ZOptionalString,
  ANALYTICS_SCRIPT_URL: ZOptionalString.pipe(z.url().optional()),
  // The footer's Follow links; each shows only when set (https addresses).
  SOCIAL_X_URL: ZOptionalString.pipe(z.url({ protocol: /^https$/ }).optional()),
  SOCIAL_YOUTUBE_URL: ZOptionalString.pipe(z.url({ protocol: /^https$/ }).optional()),
  SOCIAL_LINKEDIN_URL: ZOptionalString.pipe(z.url({ protocol: /^https$/ }).optional()),
  TRUST_PROXY: ZTrustProxy,
  // The page fetcher's proxy (the usual variables; the upper-case one wins).
  HTTP_PROXY: ZOptionalString,
  http_proxy: ZOptionalString,
  HTTPS_PROXY: ZOptionalString,
  https_proxy: ZOptionalString,
  NO_PROXY: ZOptionalString,
  no_proxy: ZOptionalString,
  // Requests whose X-Cache-Bypass header carries this value are rendered afresh (benchmarks); unset: no bypass.
  RESPONSE_CACHE_BYPASS_TOKEN: ZOptionalString,
  // "true" (default): at start-up the response cache is filled with the published articles' pages, newest first,
  // in the background (decision 027); "false" leaves it to readers (tests that watch the cache fill).
  RESPONSE_CACHE_WARM: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  // URLs per sitemap file (the protocol's limit by default; lowered by tests to see the sitemap split).
  SITEMAP_MAX_URLS: z.coerce.number().int().min(1).max(50_000).default(50_000),
  // The price refresh (app/prices/): a review's product page is read again once it is this many hours old, at most
  // PRICE_REFRESH_BATCH pages a run (hourly) with PRICE_REFRESH_DELAY_MS between two reads, and the article is flagged
  // when its price moved more than PRICE_MOVE_PERCENT from the price first checked.
  PRICE_CHECK_INTERVAL_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(24),
  PRICE_REFRESH_BATCH: z.coerce.number().int().min(1).max(1000).default(20),
  PRICE_REFRESH_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  PRICE_MOVE_PERCENT: z.coerce.number().min(0).max(1000).default(10),
  // "false" keeps an empty database empty (tests seed what they need).
  SEED_DEMO_CONTENT: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
});

export type TEnv = z.infer<typeof ZEnv>;

export class EnvError extends Error {
  override name = "EnvError";
}

export function parseEnv(source: Record<string, string | undefined>): TEnv {
  const result = ZEnv.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid configuration, refusing to start:\n${lines.join("\n")}`);
  }
  return result.data;
}
