// The editor's camera photo for image tests (tests/fixtures/SOURCES.md): a real photograph, the JPEG that
// autocannon ships among its test fixtures (1169 x 584), cut and enlarged to a phone camera's 4000 x 3000, given
// a fixed sensor-like grain (so it weighs what a camera file weighs, not what a smooth enlargement does), and
// written with the EXIF a phone writes: camera make and model and the GPS position where it was taken.
// Made in code from a fixed seed, so every run gets the same bytes.
import { createRequire } from "node:module";
import exifReader from "exif-reader";
import sharp from "sharp";

const require = createRequire(import.meta.url);

export const PHOTO_SIZE = { width: 4000, height: 3000 } as const;
/** Where the photo says it was taken: 48°51'29.64"N 2°17'40.32"E. */
export const PHOTO_GPS = { latitude: [48, 51, 29.64], longitude: [2, 17, 40.32] } as const;

// A fixed xorshift sequence: grain of ±24 levels, the same on every run.
function grain(width: number, height: number): Buffer {
  const noise = Buffer.alloc(width * height);
  let state = 0x2545f491;
  for (let i = 0; i < noise.length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    noise[i] = 128 + ((state >>> 0) % 49) - 24;
  }
  return noise;
}

let made: Promise<Uint8Array<ArrayBuffer>> | undefined;

/** The 4000 x 3000 JPEG with its GPS tags (made once per test file). */
export function cameraPhoto(): Promise<Uint8Array<ArrayBuffer>> {
  made ??= (async () => {
    const { width, height } = PHOTO_SIZE;
    const enlarged = await sharp(require.resolve("autocannon/test/j5.jpeg"))
      .resize(width, height, { fit: "cover", kernel: "lanczos3" })
      .toBuffer();
    const photo = await sharp(enlarged)
      .composite([{ input: grain(width, height), raw: { width, height, channels: 1 }, blend: "soft-light" }])
      .withExif({
        IFD0: { Make: "Google", Model: "Pixel 9a", Software: "HDR+ 1.0" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "48/1 51/1 2964/100",
          GPSLongitudeRef: "E",
          GPSLongitude: "2/1 17/1 4032/100",
        },
      })
      .jpeg({ quality: 92 })
      .toBuffer();
    return new Uint8Array(photo);
  })();
  return made;
}

/** The EXIF an image carries, read as a camera app would; null when it has none. */
export async function readExif(bytes: Uint8Array): Promise<ReturnType<typeof exifReader> | null> {
  const { exif } = await sharp(bytes).metadata();
  return exif ? exifReader(exif) : null;
}
