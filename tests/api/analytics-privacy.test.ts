// What a reader is told and what the browser is allowed, with and without GA4: the content security policy lets
// gtag.js reach Google's collection hosts, and the privacy page describes the cookies that configuration sets.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, startServerProcess, type TTestDatabase, type TTestServer } from "../support/test-server";

const databases: TTestDatabase[] = [];
let plain: TTestServer;
let ga4: TTestServer;

beforeAll(async () => {
  databases.push(await createTestDatabase(), await createTestDatabase());
  [plain, ga4] = await Promise.all([
    startServerProcess(databases[0]!.env),
    startServerProcess({ ...databases[1]!.env, ANALYTICS_PROVIDER: "ga4", ANALYTICS_ID: "G-ABC123XYZ" }),
  ]);
});

afterAll(async () => {
  await Promise.all([plain?.stop(), ga4?.stop()]);
  await Promise.all(databases.map((database) => database.drop()));
});

function directive(csp: string, name: string): string[] {
  const found = csp
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found ? found.slice(1) : [];
}

describe("with ANALYTICS_PROVIDER=ga4", () => {
  it("allows gtag.js and Google's collection hosts in the content security policy", async () => {
    const csp = (await fetch(`${ga4.url}/`)).headers.get("content-security-policy") ?? "";
    expect(directive(csp, "script-src")).toEqual(
      expect.arrayContaining(["https://www.googletagmanager.com", "https://*.googletagmanager.com"]),
    );
    expect(directive(csp, "connect-src")).toEqual(
      expect.arrayContaining([
        "'self'",
        "https://*.google-analytics.com",
        "https://*.analytics.google.com",
        "https://*.googletagmanager.com",
      ]),
    );
  });

  it("says on the privacy page that Google Analytics sets cookies", async () => {
    const html = await (await fetch(`${ga4.url}/privacy`)).text();
    expect(html).toContain("Reading the site sets Google Analytics cookies (_ga and _ga_");
    expect(html).not.toContain("sets no cookies");
  });
});

describe("without analytics", () => {
  it("allows no analytics host and says the site sets no cookies", async () => {
    const response = await fetch(`${plain.url}/privacy`);
    expect(directive(response.headers.get("content-security-policy") ?? "", "connect-src")).toEqual(["'self'"]);
    const html = await response.text();
    expect(html).toContain("Reading the site sets no cookies.");
    expect(html).toContain("No page-view statistics: this site runs no analytics.");
  });
});
