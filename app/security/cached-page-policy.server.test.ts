// A cached page's policy allows its inline scripts by hash; the page has no nonce (decisions 047 and 056).
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildContentSecurityPolicy } from "./security-headers.server";
import { inlineScriptHashes } from "./cached-page-policy.server";

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

describe("the policy of a page every reader gets", () => {
  it("hashes each inline script once, in order, and leaves out JSON data blocks and scripts with a src", () => {
    expect(inlineScriptHashes(PAGE)).toEqual([hashOf(HYDRATION), hashOf(MODULE), hashOf(START)]);
  });

  it("reads the same hashes from the page's bytes as from its text", () => {
    expect(inlineScriptHashes(Buffer.from(PAGE))).toEqual(inlineScriptHashes(PAGE));
  });

  it("names the hashes where a nonce would be, and 'self' alone for a page without inline scripts", () => {
    const hashes = inlineScriptHashes(PAGE);
    const policy = buildContentSecurityPolicy({ analytics: null, scriptHashes: hashes });
    expect(policy).toContain(`script-src 'self' ${hashOf(HYDRATION)} ${hashOf(MODULE)} ${hashOf(START)};`);
    expect(policy).not.toContain("nonce");
    expect(/script-src [^;]*/.exec(policy)![0]).not.toContain("unsafe-inline");
    expect(
      buildContentSecurityPolicy({ analytics: null, scriptHashes: inlineScriptHashes("<p>No scripts</p>") }),
    ).toContain("script-src 'self';");
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
