import { describe, expect, it } from "vitest";
import { avifHeader, encodePng, gifHeader, jpegHeader, webpHeader } from "../../tests/support/images";
import { detectImageFormat, looksLikeSvg, readImageDimensions } from "./image-format";
import { buildMediaPath, parseMediaName } from "./media-path";

const utf8 = (text: string) => new TextEncoder().encode(text);

describe("detectImageFormat", () => {
  it("recognises each accepted format by its first bytes", () => {
    expect(detectImageFormat(encodePng(3, 2))).toBe("png");
    expect(detectImageFormat(jpegHeader(3, 2))).toBe("jpeg");
    expect(detectImageFormat(gifHeader(3, 2))).toBe("gif");
    expect(detectImageFormat(webpHeader("VP8X", 3, 2))).toBe("webp");
    expect(detectImageFormat(avifHeader([[3, 2]]))).toBe("avif");
    // An image sequence, and a file whose major brand is generic but lists avif among its compatible brands.
    expect(detectImageFormat(avifHeader([[3, 2]], "avis"))).toBe("avif");
    const generic = avifHeader([[3, 2]], "mif1");
    generic.set(utf8("avif"), 20);
    expect(detectImageFormat(generic)).toBe("avif");
  });

  it("refuses everything else, whatever its name would say", () => {
    expect(detectImageFormat(new Uint8Array(0))).toBeNull();
    expect(detectImageFormat(utf8("just some text, saved as photo.png"))).toBeNull();
    expect(
      detectImageFormat(utf8('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    ).toBeNull();
    expect(detectImageFormat(utf8("BM6\0\0\0"))).toBeNull(); // BMP
    expect(detectImageFormat(avifHeader([[3, 2]], "heic"))).toBeNull(); // HEIC shares the container, not the codec
    expect(detectImageFormat(utf8("RIFF\0\0\0\0WAVEfmt "))).toBeNull(); // RIFF, but audio
    expect(detectImageFormat(encodePng(1, 1).subarray(0, 7))).toBeNull(); // cut inside the signature
  });

  it("accepts a PNG signature followed by garbage (served as image/png with nosniff, it can only fail to decode)", () => {
    expect(detectImageFormat(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]))).toBe("png");
  });
});

describe("looksLikeSvg", () => {
  it("spots SVG documents, with or without a prolog, so the refusal can say why", () => {
    expect(looksLikeSvg(utf8('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe(true);
    expect(
      looksLikeSvg(utf8('\uFEFF  <?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg>')),
    ).toBe(true);
    expect(looksLikeSvg(utf8("<html><body>not an svg</body></html>"))).toBe(false);
    expect(looksLikeSvg(utf8("plain text"))).toBe(false);
  });
});

describe("readImageDimensions", () => {
  it("reads width and height from each format's header", () => {
    expect(readImageDimensions("png", encodePng(3, 2))).toEqual({ width: 3, height: 2 });
    expect(readImageDimensions("jpeg", jpegHeader(640, 480))).toEqual({ width: 640, height: 480 });
    expect(readImageDimensions("gif", gifHeader(300, 200))).toEqual({ width: 300, height: 200 });
    expect(readImageDimensions("webp", webpHeader("VP8X", 1920, 1080))).toEqual({ width: 1920, height: 1080 });
    expect(readImageDimensions("webp", webpHeader("VP8L", 1000, 16_000))).toEqual({ width: 1000, height: 16_000 });
    expect(readImageDimensions("webp", webpHeader("VP8 ", 800, 600))).toEqual({ width: 800, height: 600 });
    // A grid image lists its tiles and the whole picture: the largest is the picture.
    expect(
      readImageDimensions(
        "avif",
        avifHeader([
          [512, 512],
          [2048, 1024],
          [160, 80],
        ]),
      ),
    ).toEqual({ width: 2048, height: 1024 });
  });

  it("says nothing rather than guessing when the header is cut short or empty", () => {
    expect(
      readImageDimensions("png", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])),
    ).toBeNull();
    expect(readImageDimensions("jpeg", jpegHeader(640, 480).subarray(0, 24))).toBeNull();
    expect(readImageDimensions("jpeg", new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeNull();
    expect(readImageDimensions("gif", gifHeader(0, 10))).toBeNull();
    expect(readImageDimensions("avif", avifHeader([]))).toBeNull();
    expect(readImageDimensions("webp", webpHeader("VP8X", 2, 2).subarray(0, 20))).toBeNull();
  });
});

describe("media paths", () => {
  const hash = "a".repeat(64);

  it("name an image by its hash and its format's extension, and read that name back", () => {
    expect(buildMediaPath(hash, "jpeg")).toBe(`/media/${hash}.jpg`);
    expect(parseMediaName(`${hash}.webp`)).toEqual({ sha256: hash, format: "webp" });
  });

  it("refuse names never handed out", () => {
    for (const name of [
      `${hash}.svg`,
      `${hash}.jpeg`,
      `${hash}.PNG`,
      `${"A".repeat(64)}.png`,
      "abc.png",
      `${hash}.png.html`,
      `../${hash}.png`,
    ]) {
      expect(parseMediaName(name)).toBeNull();
    }
  });
});
