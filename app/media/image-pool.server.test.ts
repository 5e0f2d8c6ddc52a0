// The image pool with the real sharp in its worker thread: what is stored of a camera photo, the variants made of
// it, and the refusals of images it must not decode.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { AppError } from "~/lib/app-error";
import { decompressionBombPng, encodePng } from "../../tests/support/images";
import { cameraPhoto, PHOTO_GPS, PHOTO_SIZE, readExif } from "../../tests/support/photo";
import { makeImageVariant, prepareImageForStorage } from "./image-pool.server";

describe("storing an image", () => {
  it("keeps a camera photo's pixels and drops its EXIF (GPS position included), XMP and ICC data", async () => {
    const photo = await cameraPhoto();
    // The photo as the camera wrote it: the test would prove nothing if it had no position to lose.
    const exif = await readExif(photo);
    expect(exif?.GPSInfo?.GPSLatitude).toEqual([...PHOTO_GPS.latitude]);
    expect(exif?.Image?.Model).toBe("Pixel 9a");

    const stored = await prepareImageForStorage(photo, "jpeg");
    expect({ width: stored.width, height: stored.height }).toEqual(PHOTO_SIZE);
    const metadata = await sharp(stored.bytes).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
      format: "jpeg",
      ...PHOTO_SIZE,
    });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.iptc).toBeUndefined();
    expect(Buffer.from(stored.bytes).includes("Pixel 9a")).toBe(false);
  });

  it("turns a photo the way its camera said it was held", async () => {
    // 60 x 20 pixels as the sensor read them, with EXIF orientation 6: shown rotated a quarter turn, 20 x 60.
    const sideways = await sharp(encodePng(60, 20)).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const stored = await prepareImageForStorage(new Uint8Array(sideways), "jpeg");
    expect({ width: stored.width, height: stored.height }).toEqual({ width: 20, height: 60 });
    const metadata = await sharp(stored.bytes).metadata();
    expect([metadata.width, metadata.height, metadata.orientation]).toEqual([20, 60, undefined]);
  });

  it("refuses a decompression bomb from its header, saying how large it is", async () => {
    const bomb = decompressionBombPng();
    expect(bomb.byteLength).toBeLessThan(64 * 1024);
    const refusal = prepareImageForStorage(bomb, "png");
    await expect(refusal).rejects.toBeInstanceOf(AppError);
    await expect(refusal).rejects.toThrow(
      "The image is 10000 x 10000 pixels, more than the 40 megapixels accepted: upload a smaller image.",
    );
  });

  it("refuses bytes that only start like an image", async () => {
    const garbage = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    await expect(prepareImageForStorage(garbage, "png")).rejects.toThrow(
      /^The image could not be read \(.+\): upload it again or save it in another format\.$/,
    );
  });
});

describe("variants", () => {
  it("cuts the photo to the 1200:630 frame at the asked width, in each format", async () => {
    const stored = await prepareImageForStorage(await cameraPhoto(), "jpeg");
    for (const format of ["avif", "webp", "jpeg"] as const) {
      const variant = await makeImageVariant(stored.bytes, { width: 800, height: 420, format });
      const metadata = await sharp(variant.bytes).metadata();
      expect([metadata.format, metadata.width, metadata.height], format).toEqual([
        format === "avif" ? "heif" : format,
        800,
        420,
      ]);
      expect(variant.bytes.byteLength, format).toBeLessThan(200 * 1024);
    }
  });
});
