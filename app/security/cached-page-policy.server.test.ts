// A cached page's policy allows its inline scripts by hash, with no nonce left in it or in the page (decision 047).
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildContentSecurityPolicy } from "./security-headers.server";
import { inlineScriptHashes, withHashPolicy } from "./cached-page-policy.server";

const NONCE = "q1w2e3r4t5y6u7i8o9p0aA==";
const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const HYDRATION = 'window.__reactRouterContext = {"title":"Café <\\u002fscript>"};';
const START = "(function(){document.currentScript.nonce})()";
const MODULE = 'import "/assets/entry.client-1.js";';
const PAGE = [
  "<!DOCTYPE html><html><head>",
  `<link rel="modulepreload-after-paint" href="/assets/root-1.js" nonce="${NONCE}"/>`,
  `<script type="application/ld+json">{"@type":"Review"}</script>`,
  `<script src="/assets/analytics.js" nonce="${NONCE}"></script>`,
  "</head><body><p>The &lt;script&gt; tag in text</p>",
  `<script nonce="${NONCE}">${HYDRATION}</script>`,
  `<script nonce="${NONCE}" type="module-after-paint">${MODULE}</script>`,
  `<script nonce="${NONCE}" id="scripts-after-first-paint">${START}</script>`,
  `<script nonce="${NONCE}">${HYDRATION}</script>`,
  "</body></html>",
].join("");

function page(headers: Record<string, string>) {
  return new Response(PAGE, { status: 200, headers });
}

describe("the policy of a page every reader gets", () => {
  it("hashes each inline script once, in order, and leaves out JSON data blocks and scripts with a src", () => {
    expect(inlineScriptHashes(PAGE)).toEqual([hashOf(HYDRATION), hashOf(MODULE), hashOf(START)]);
  });

  it("replaces the nonce source with the hashes and takes the nonce out of the page", async () => {
    const policy = buildContentSecurityPolicy({ analytics: null, nonce: NONCE });
    const answer = await withHashPolicy(page({ "Content-Type": "text/html", "Content-Security-Policy": policy }));
    const header = answer.headers.get("content-security-policy")!;
    expect(header).toContain(`script-src 'self' ${hashOf(HYDRATION)} ${hashOf(MODULE)} ${hashOf(START)};`);
    expect(header).not.toContain("nonce");
    const html = await answer.text();
    expect(html).not.toContain(NONCE);
    expect(html).toContain(`<script>${HYDRATION}</script>`);
    expect(answer.status).toBe(200);
  });

  it("leaves other answers as they are: JSON, and a page whose policy has no nonce", async () => {
    const json = new Response("{}", {
      headers: { "Content-Type": "application/json", "Content-Security-Policy": `script-src 'nonce-${NONCE}'` },
    });
    expect(await withHashPolicy(json)).toBe(json);
    const plain = page({ "Content-Type": "text/html", "Content-Security-Policy": "script-src 'self'" });
    expect(await withHashPolicy(plain)).toBe(plain);
  });

  it("a page without inline scripts is left with 'self' alone", async () => {
    const answer = await withHashPolicy(
      new Response("<p>No scripts</p>", {
        headers: { "Content-Type": "text/html", "Content-Security-Policy": `script-src 'self' 'nonce-${NONCE}'; a b` },
      }),
    );
    expect(answer.headers.get("content-security-policy")).toBe("script-src 'self'; a b");
  });

  it("reads a megabyte of unclosed or many script tags in linear time", () => {
    const time = (html: string) => {
      const started = performance.now();
      inlineScriptHashes(html);
      return performance.now() - started;
    };
    for (const unit of ["<script", "<script>", "<script>a</script>", "<scripts x>"]) {
      const small = time(unit.repeat(Math.floor(250_000 / unit.length)));
      const large = time(unit.repeat(Math.floor(1_000_000 / unit.length)));
      // Four times the input: well under sixteen times the time (quadratic), with room for a loaded machine.
      expect(large, unit).toBeLessThan(Math.max(small * 10, 200));
    }
  });
});
