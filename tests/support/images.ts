// Small real images built in code for tests: a PNG any browser decodes, a decompression bomb, and the headers of the
// other formats.
import { crc32, deflateSync } from "node:zlib";

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG of one colour (red, green, blue 0-255). */
export function encodePng(
  width: number,
  height: number,
  rgb: [number, number, number] = [220, 40, 40],
): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter method, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", new Uint8Array(0)),
  ]);
  return new Uint8Array(png);
}

/**
 * A decompression bomb: a PNG of a few kilobytes whose black 1-bit pixels, 10,000 x 10,000 of them, would take
 * 400 MB once decoded as RGBA.
 */
export function decompressionBombPng(side = 10_000): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit per pixel, greyscale
  const rowBytes = 1 + Math.ceil(side / 8);
  const pixels = deflateSync(Buffer.alloc(rowBytes * side), { level: 9 });
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", pixels),
      chunk("IEND", new Uint8Array(0)),
    ]),
  );
}

const u16be = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u16le = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const text = (s: string) => [...Buffer.from(s, "latin1")];

/** A JPEG's markers up to its frame header (APP0, then SOF0 with the size), as a parser sees them. */
export function jpegHeader(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, ...u16be(16), ...text("JFIF\0"), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof0 = [0xff, 0xc0, ...u16be(17), 8, ...u16be(height), ...u16be(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof0, 0xff, 0xd9]);
}

export function gifHeader(width: number, height: number): Uint8Array {
  return new Uint8Array([...text("GIF89a"), ...u16le(width), ...u16le(height), 0, 0, 0, 0x3b]);
}

/** A WebP's RIFF header and first chunk, in its extended (VP8X), lossless (VP8L) or lossy (VP8) form. */
export function webpHeader(kind: "VP8X" | "VP8L" | "VP8 ", width: number, height: number): Uint8Array {
  let payload: number[];
  if (kind === "VP8X") payload = [0, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)];
  else if (kind === "VP8L") {
    const bits = (width - 1) | ((height - 1) << 14);
    payload = [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >>> 24) & 0xff];
  } else payload = [0, 0, 0, 0x9d, 0x01, 0x2a, ...u16le(width), ...u16le(height)];
  const body = [...text("WEBP"), ...text(kind), ...u32be(0).reverse(), ...payload];
  return new Uint8Array([...text("RIFF"), ...u32be(body.length).reverse(), ...body]);
}

function box(type: string, content: number[]): number[] {
  return [...u32be(8 + content.length), ...text(type), ...content];
}

/** An AVIF's ftyp and meta boxes with one `ispe` size per item (no image data). */
export function avifHeader(sizes: [number, number][], majorBrand = "avif"): Uint8Array {
  const ftyp = box("ftyp", [...text(majorBrand), 0, 0, 0, 0, ...text("mif1"), ...text("miaf")]);
  const ispes = sizes.flatMap(([w, h]) => box("ispe", [0, 0, 0, 0, ...u32be(w), ...u32be(h)]));
  const meta = box("meta", [
    0,
    0,
    0,
    0,
    ...box("hdlr", [0, 0, 0, 0, 0, 0, 0, 0, ...text("pict")]),
    ...box("iprp", box("ipco", ispes)),
  ]);
  return new Uint8Array([...ftyp, ...meta]);
}
