import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { inertModuleScripts } from "./inert-module-scripts.server";

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

async function transform(chunks: Buffer[]): Promise<string> {
  const output: Buffer[] = [];
  const stream = Readable.from(chunks).pipe(inertModuleScripts());
  for await (const chunk of stream) output.push(chunk as Buffer);
  return Buffer.concat(output).toString("utf8");
}

describe("inertModuleScripts", () => {
  it("writes React Router's modulepreloads and module script inert, and nothing else", async () => {
    expect(await transform([Buffer.from(DOCUMENT)])).toBe(EXPECTED);
  });

  it("gives the same document however the render is cut into chunks", async () => {
    const bytes = Buffer.from(DOCUMENT);
    for (let cut = 1; cut < bytes.length; cut++) {
      const result = await transform([bytes.subarray(0, cut), bytes.subarray(cut)]);
      if (result !== EXPECTED) expect({ cut, result }).toEqual({ cut, result: EXPECTED });
    }
    const oneByteAtATime = [...bytes].map((byte) => Buffer.from([byte]));
    expect(await transform(oneByteAtATime)).toBe(EXPECTED);
  });

  it("calls back once the document has passed", async () => {
    let finished = 0;
    const stream = Readable.from([Buffer.from(DOCUMENT)]).pipe(inertModuleScripts(() => finished++));
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(finished).toBe(1);
    expect(Buffer.concat(chunks).toString("utf8")).toBe(EXPECTED);
  });

  it("passes a megabyte of hostile markup in linear time", async () => {
    const unit = '<script type="module" async=""<link rel="modulepreload"<<<<';
    const hostile = Buffer.from(unit.repeat(Math.ceil((1024 * 1024) / unit.length)));
    const chunks = Array.from({ length: Math.ceil(hostile.length / 16_384) }, (_, i) =>
      hostile.subarray(i * 16_384, (i + 1) * 16_384),
    );
    const started = performance.now();
    const result = await transform(chunks);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(result.length).toBeGreaterThanOrEqual(hostile.length);
  });

  it("looks for each marker once: a megabyte of preloads before the module script stays linear", async () => {
    const links = '<link rel="modulepreload" href="/a.js"/>'.repeat(Math.ceil((1024 * 1024) / 40));
    const document = Buffer.from(`${links}<script nonce="n" type="module" async="">import "/a.js";</script>`);
    const started = performance.now();
    const result = await transform([document]);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(result.endsWith('<script nonce="n" type="module-after-paint">import "/a.js";</script>')).toBe(true);
    expect(result).not.toContain('<link rel="modulepreload"');
  });
});
