import { describe, expect, it } from "vitest";
import { inertModuleScripts } from "./inert-module-scripts.server";
import { expectFastRun } from "../../tests/support/linear-time";

const DOCUMENT = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="abc=="/>',
  '<link rel="modulepreload" href="/assets/framework-2.js" nonce="abc=="/>',
  '<link rel="icon" href="/favicon.svg"/><style>.a{color:red}</style></head><body>',
  "<p>A sentence about type=&quot;module&quot; async=&quot;&quot; in the text, and ünïcödé.</p>",
  '<script nonce="abc==">window.__reactRouterContext = {"a":"<\\u002fscript> type=\\"module\\" async=\\"\\">"};</script>',
  '<script nonce="abc==" type="module" async="">import * as route0 from "/assets/root-3.js";\nimport("/assets/entry.client-1.js");</script>',
  "</body></html>",
].join("");

const EXPECTED = DOCUMENT.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload-after-paint"').replace(
  '<script nonce="abc==" type="module" async="">',
  '<script nonce="abc==" type="module-after-paint">',
);

const rewritten = (document: string | Buffer<ArrayBuffer>) =>
  inertModuleScripts([typeof document === "string" ? Buffer.from(document) : document]).toString("utf8");

// The document as React hands it over: in chunks of `size` bytes, markers cut across their ends.
const inChunks = (document: string, size: number) => {
  const bytes = Buffer.from(document);
  return Array.from({ length: Math.ceil(bytes.length / size) }, (_, index) =>
    bytes.subarray(index * size, (index + 1) * size),
  );
};

describe("inertModuleScripts", () => {
  it("writes React Router's modulepreloads and module script inert, and nothing else", () => {
    expect(rewritten(DOCUMENT)).toBe(EXPECTED);
  });

  it("joins the chunks React wrote, whatever their size and wherever a marker is cut", () => {
    for (const size of [1, 7, 24, 100, 2048]) {
      expect(inertModuleScripts(inChunks(DOCUMENT, size)).toString("utf8")).toBe(EXPECTED);
    }
  });

  it("leaves a document without scripts to rewrite as it is", () => {
    const plain = "<p>Nothing to start</p>";
    expect(inertModuleScripts(inChunks(plain, 5)).toString("utf8")).toBe(plain);
  });

  it("passes a megabyte of hostile markup in linear time", () => {
    const unit = '<script type="module" async=""<link rel="modulepreload"<<<<';
    const hostile = Buffer.from(unit.repeat(Math.ceil((1024 * 1024) / unit.length)));
    const result = expectFastRun(() => rewritten(hostile), 2_000);
    expect(result.length).toBeGreaterThanOrEqual(hostile.length);
  });

  it("looks for each marker once: a megabyte of preloads before the module script stays linear", () => {
    const links = '<link rel="modulepreload" href="/a.js"/>'.repeat(Math.ceil((1024 * 1024) / 40));
    const document = Buffer.from(`${links}<script nonce="n" type="module" async="">import "/a.js";</script>`);
    const started = performance.now();
    const result = rewritten(document);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(result.endsWith('<script nonce="n" type="module-after-paint">import "/a.js";</script>')).toBe(true);
    expect(result).not.toContain('<link rel="modulepreload"');
  });
});
