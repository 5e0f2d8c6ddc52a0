// The Host and Origin allow-list of state-changing requests (attack round 3, finding N5): a page on a DNS name that
// points at the server (DNS rebinding) and an https page writing to an http site are refused.
import { describe, expect, test } from "vitest";
import { isCrossSite, isOwnHost } from "./request-guard.server";

const SITE = "https://brutal.example";

describe("isOwnHost", () => {
  test.each([
    ["brutal.example", true],
    ["BRUTAL.example", true],
    ["brutal.example:8443", true],
    ["localhost:3000", true],
    ["127.0.0.1:4931", true],
    ["[::1]:4931", true],
    ["rebind.test:4971", false],
    ["evil.com", false],
    ["brutal.example.evil.com", false],
    ["127.0.0.1.nip.io:4931", false],
    ["10.0.0.5:3000", false],
  ])("Host %s: %s", (host, own) => {
    expect(isOwnHost("http", host, SITE)).toBe(own);
  });
});

describe("isCrossSite", () => {
  const cases: [string, Record<string, string>, string, string, boolean][] = [
    ["no Origin (curl, scripts)", {}, "http", "127.0.0.1:4931", false],
    ["the request's own origin", { origin: "http://127.0.0.1:4931" }, "http", "127.0.0.1:4931", false],
    ["SITE_URL's origin", { origin: SITE }, "http", "127.0.0.1:4931", false],
    ["an https Origin on an http site", { origin: "https://127.0.0.1:4931" }, "http", "127.0.0.1:4931", true],
    ["an http Origin on an https site", { origin: "http://brutal.example" }, "https", "brutal.example", true],
    ["another port", { origin: "http://127.0.0.1:4932" }, "http", "127.0.0.1:4931", true],
    ["SITE_URL's host on another scheme", { origin: "http://brutal.example" }, "http", "127.0.0.1:4931", true],
    ["another site", { origin: "https://evil.example" }, "http", "127.0.0.1:4931", true],
    ["Origin null", { origin: "null" }, "http", "127.0.0.1:4931", true],
    ["Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }, "http", "127.0.0.1:4931", true],
    ["Sec-Fetch-Site same-site", { "sec-fetch-site": "same-site" }, "http", "127.0.0.1:4931", true],
  ];
  test.each(cases)("%s", (_name, headers, protocol, host, crossSite) => {
    expect(isCrossSite(headers, protocol, host, SITE)).toBe(crossSite);
  });
});
