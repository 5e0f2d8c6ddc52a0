import { describe, expect, it } from "vitest";
import { pageFetcherOptionsFromEnv } from "~/generation/page-fetch/fetcher-options";
import { EnvError, parseEnv, TRUST_PROXY_TRUE_MESSAGE } from "./env.server";

describe("parseEnv", () => {
  it("gives a generation 9 minutes when AI_TIMEOUT_MS is unset, and takes the operator's value otherwise", () => {
    expect(parseEnv({}).AI_TIMEOUT_MS).toBe(540_000);
    expect(parseEnv({ AI_TIMEOUT_MS: "120000" }).AI_TIMEOUT_MS).toBe(120_000);
  });

  it("refuses an AI_TIMEOUT_MS that is not a number of milliseconds in range, naming the variable", () => {
    expect(() => parseEnv({ AI_TIMEOUT_MS: "soon" })).toThrow(EnvError);
    expect(() => parseEnv({ AI_TIMEOUT_MS: "10" })).toThrow(/AI_TIMEOUT_MS/);
  });

  it("holds generated articles with unsupported figures as drafts unless GENERATION_FACT_CHECK=list", () => {
    expect(parseEnv({}).GENERATION_FACT_CHECK).toBe("strict");
    expect(parseEnv({ GENERATION_FACT_CHECK: "list" }).GENERATION_FACT_CHECK).toBe("list");
    expect(() => parseEnv({ GENERATION_FACT_CHECK: "lenient" })).toThrow(/GENERATION_FACT_CHECK/);
  });

  it("takes SITE_URL only as an http(s) URL with a host (the one predicate, app/lib/http-url.ts), without its end slash", () => {
    expect(parseEnv({ SITE_URL: " https://reviews.example/ " }).SITE_URL).toBe("https://reviews.example");
    for (const bad of ["reviews.example", "//reviews.example", "ftp://reviews.example", "https://"]) {
      expect(() => parseEnv({ SITE_URL: bad }), bad).toThrow(/SITE_URL/);
    }
  });

  it("treats a blank RESPONSE_CACHE_BYPASS_TOKEN as no bypass", () => {
    expect(parseEnv({ RESPONSE_CACHE_BYPASS_TOKEN: "  " }).RESPONSE_CACHE_BYPASS_TOKEN).toBeUndefined();
    expect(parseEnv({ RESPONSE_CACHE_BYPASS_TOKEN: "s3cret" }).RESPONSE_CACHE_BYPASS_TOKEN).toBe("s3cret");
  });

  it("refuses TRUST_PROXY=true with the reason and reads hop counts and address lists", () => {
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(TRUST_PROXY_TRUE_MESSAGE);
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).TRUST_PROXY).toEqual(["loopback", "10.0.0.0/8"]);
  });

  it("hands the page fetcher the proxy variables, the upper-case name winning over the lower-case one", () => {
    const env = parseEnv({
      HTTP_PROXY: "http://upper:3128",
      http_proxy: "http://lower:3128",
      https_proxy: "http://lower:3129",
      no_proxy: "example.com",
    });
    expect(pageFetcherOptionsFromEnv(env).proxy).toEqual({
      httpProxy: "http://upper:3128",
      httpsProxy: "http://lower:3129",
      noProxy: "example.com",
    });
    expect(pageFetcherOptionsFromEnv(parseEnv({})).proxy).toEqual({
      httpProxy: undefined,
      httpsProxy: undefined,
      noProxy: undefined,
    });
  });
});
