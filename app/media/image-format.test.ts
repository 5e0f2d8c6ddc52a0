import { describe, expect, it } from "vitest";
import { avifHeader, encodePng, gifHeader, jpegHeader, webpHeader } from "../../tests/support/images";
import { detectImageFormat, looksLikeSvg } from "./image-format";
import { buildMediaPath, buildMediaVariantPath, parseMediaName, parseMediaVariantName } from "./media-path";

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

  it("goes by the signature alone (the image pool then refuses a PNG signature followed by garbage)", () => {
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

  it("name a variant by the image's hash, its width and its format, and read only offered widths back", () => {
    expect(buildMediaVariantPath(hash, 800, "avif")).toBe(`/media/${hash}-800w.avif`);
    expect(parseMediaVariantName(`${hash}-1200w.jpg`)).toEqual({
      sha256: hash,
      variant: { width: 1200, height: 630, format: "jpeg" },
    });
    for (const name of [
      `${hash}-801w.avif`,
      `${hash}-800w.png`,
      `${hash}-800w.jpeg`,
      `${hash}-0800w.webp`,
      `${hash}.png`,
    ]) {
      expect(parseMediaVariantName(name), name).toBeNull();
    }
  });
});
