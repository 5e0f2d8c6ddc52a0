// A page's gzip with its static parts compressed once unpacks to exactly the page, wherever the parts are.
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PageGzip } from "./page-gzip.server";

// A stylesheet-like static part (well over the 4 KB worth looking for) and page text around it.
const STYLESHEET = Array.from({ length: 400 }, (_, i) => `.c${i}{margin:${i}px;color:#${(i * 4099) % 65536}}`).join("");
const page = (before: string, after: string) =>
  Buffer.from(`${before}<style id="site-stylesheet">${STYLESHEET}</style>${after}`);
const BODY = Array.from({ length: 300 }, (_, i) => `<p class="c${i % 400}">Paragraph ${i}: café, 数字, ✓</p>`).join("");

async function unpackedInBrowser(gzipped: Buffer): Promise<Buffer> {
  const stream = new Blob([new Uint8Array(gzipped)]).stream().pipeThrough(new DecompressionStream("gzip"));
  return Buffer.from(await new Response(stream).arrayBuffer());
}

describe("a page's gzip with its static parts compressed once", () => {
  const gzip = new PageGzip([STYLESHEET]);

  it("unpacks to exactly the page, by zlib and by a browser's DecompressionStream", async () => {
    for (const body of [
      page("<!DOCTYPE html><html><head><title>A</title>", `</head><body>${BODY}</body></html>`),
      page("", BODY),
      page(BODY, ""),
      page("", ""),
      page(BODY, page("twice: only the first is taken", BODY).toString()),
      Buffer.from(BODY),
      Buffer.alloc(0),
    ]) {
      const gzipped = await gzip.gzip(body);
      expect(gunzipSync(gzipped).equals(body)).toBe(true);
      expect((await unpackedInBrowser(gzipped)).equals(body)).toBe(true);
    }
  });

  it("compresses as well as gzip of the whole page at its level (within 3 %), and within a fifth of level 6", async () => {
    const body = page("<html><head>", `</head><body>${BODY}</body></html>`);
    const gzipped = (await gzip.gzip(body)).length;
    expect(gzipped).toBeLessThan(gzipSync(body, { level: 1 }).length * 1.03);
    expect(gzipped).toBeLessThan(gzipSync(body, { level: 6 }).length * 1.2);
  });

  it("looks for the static part in linear time: a page of near copies of it or of its first bytes", async () => {
    const time = async (body: Buffer) => {
      const started = performance.now();
      expect(gunzipSync(await gzip.gzip(body)).equals(body)).toBe(true);
      return performance.now() - started;
    };
    for (const unit of [STYLESHEET.slice(0, 64), STYLESHEET.slice(0, -1), STYLESHEET.slice(0, 200)]) {
      const small = await time(Buffer.from(unit.repeat(Math.ceil(250_000 / unit.length))));
      const large = await time(Buffer.from(unit.repeat(Math.ceil(1_000_000 / unit.length))));
      // Four times the input: well under sixteen times the time (quadratic), with room for a loaded machine.
      expect(large).toBeLessThan(Math.max(small * 10, 500));
    }
  });

  it("is an ordinary gzip when no static part is given or found", async () => {
    const body = Buffer.from(BODY);
    expect(gunzipSync(await new PageGzip([]).gzip(body)).equals(body)).toBe(true);
    expect(gunzipSync(await new PageGzip(["short"]).gzip(body)).equals(body)).toBe(true);
  });
});
