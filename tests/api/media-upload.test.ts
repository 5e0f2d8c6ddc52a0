// Images uploaded from the editor, over real HTTP: POST /api/admin/media stores them in the database once per
// content, oriented and without metadata; GET /media/{sha256}.{ext} serves the stored bytes with long-lived caching,
// GET /media/{sha256}-{width}w.{avif|webp|jpg} its sizes; a review shares a 1200 x 630 JPEG of its picture; and
// every refusal, with its message, a decompression bomb's included.
import { createHash } from "node:crypto";
import { asc } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media, mediaVariants } from "~/db/schema";
import { decompressionBombPng, encodePng } from "../support/images";
import { cameraPhoto, PHOTO_GPS, PHOTO_SIZE, readExif } from "../support/photo";
import {
  createTestDatabase,
  startServerProcess,
  type TTestDatabase,
  type TTestServer,
  logInAsAdmin,
} from "../support/test-server";

const ACCESS_CODE = "media-upload-test-code";
const ACCEPTED = "upload a PNG, JPEG, GIF, WebP or AVIF image.";
const MB = 1024 * 1024;

let database: TTestDatabase;
let server: TTestServer;
let token = "";

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServerProcess({ ...database.env, ADMIN_ACCESS_CODE: ACCESS_CODE });
  token = await logInAsAdmin(server.url, ACCESS_CODE);
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function upload(bytes: Uint8Array | null, options: { name?: string; type?: string; token?: string | null } = {}) {
  const form = new FormData();
  if (bytes)
    form.set("file", new File([bytes.slice()], options.name ?? "pasted.png", { type: options.type ?? "image/png" }));
  const bearer = options.token === undefined ? token : options.token;
  const response = await fetch(`${server.url}/api/admin/media`, {
    method: "POST",
    headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { location?: string; error?: string } };
}

const stored = async (location: string) => {
  const response = await fetch(`${server.url}${location}`);
  expect(response.status, location).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
};

describe("upload and serve", () => {
  const png = encodePng(40, 30);
  let location = "";

  it("stores a PNG and answers its content-addressed location: the hash of the bytes it serves", async () => {
    const answer = await upload(png, { name: "screenshot.png" });
    expect(answer.status).toBe(201);
    location = answer.body.location!;
    expect(location).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    expect(location).toBe(`/media/${sha256(await stored(location))}.png`);
  });

  it("serves the stored bytes with their type, a year of caching, nosniff and an ETag", async () => {
    const response = await fetch(`${server.url}${location}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get("etag")).toBe(`"${sha256(bytes)}"`);
    expect(response.headers.get("content-length")).toBe(String(bytes.byteLength));
    expect((await sharp(bytes).metadata()).width).toBe(40);
    // Not copied into the response cache: the database already holds it, and the name never changes.
    expect(response.headers.get("x-cache")).toBeNull();

    const again = await fetch(`${server.url}${location}`, { headers: { "If-None-Match": `"${sha256(bytes)}"` } });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("stores the same image once: a second upload, under any name, answers the same location", async () => {
    expect(await upload(png, { name: "copy of screenshot.jpg", type: "image/jpeg" })).toEqual({
      status: 200,
      body: { location },
    });
  });

  it("goes by the bytes, not by the name or the claimed type", async () => {
    const gif = new Uint8Array(await sharp(encodePng(2, 2)).gif().toBuffer());
    const answer = await upload(gif, { name: "photo.png", type: "image/png" });
    expect(answer.status).toBe(201);
    expect(answer.body.location).toMatch(/^\/media\/[0-9a-f]{64}\.gif$/);
    const served = await fetch(`${server.url}${answer.body.location}`);
    expect(served.headers.get("content-type")).toBe("image/gif");
  });

  it("refuses bytes that start as a PNG but are not one, saying it could not read them", async () => {
    const garbage = new Uint8Array([
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      ...new TextEncoder().encode("<script>alert(1)</script>"),
    ]);
    const answer = await upload(garbage, { name: "broken.png" });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(
      /^The image could not be read \(.+\): upload it again or save it in another format\.$/,
    );
  });

  it("answers 404 for a name it never handed out", async () => {
    const hash = location.slice("/media/".length, -".png".length);
    for (const name of [
      `${"0".repeat(64)}.png`,
      `${hash}.gif`,
      `${hash}.svg`,
      "whatever.png",
      hash,
      `${"0".repeat(64)}-800w.avif`,
      `${hash}-801w.avif`,
      `${hash}-800w.png`,
    ]) {
      const response = await fetch(`${server.url}/media/${name}`);
      expect(response.status, name).toBe(404);
      expect(await response.json()).toEqual({ error: "Image not found" });
    }
  });
});

describe("an editor's camera photo", () => {
  let location = "";

  it("is stored at its full size without its EXIF: no GPS position, no camera", async () => {
    const photo = await cameraPhoto();
    expect((await readExif(photo))?.GPSInfo?.GPSLatitude).toEqual([...PHOTO_GPS.latitude]);
    const answer = await upload(photo, { name: "IMG_20261125.jpg", type: "image/jpeg" });
    expect(answer.status).toBe(201);
    location = answer.body.location!;
    const bytes = await stored(location);
    const metadata = await sharp(bytes).metadata();
    expect([metadata.width, metadata.height]).toEqual([PHOTO_SIZE.width, PHOTO_SIZE.height]);
    expect(await readExif(bytes)).toBeNull();
    expect(metadata.xmp).toBeUndefined();
    expect(Buffer.from(bytes).includes("Pixel 9a")).toBe(false);
  });

  it("is served in AVIF, WebP and JPEG at each offered width, cut to 1200:630, made once and kept a year", async () => {
    const hash = location.slice("/media/".length, -".jpg".length);
    for (const [suffix, type, width] of [
      ["400w.avif", "image/avif", 400],
      ["800w.webp", "image/webp", 800],
      ["1600w.jpg", "image/jpeg", 1600],
    ] as const) {
      const response = await fetch(`${server.url}/media/${hash}-${suffix}`);
      expect(response.status, suffix).toBe(200);
      expect(response.headers.get("content-type")).toBe(type);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const bytes = new Uint8Array(await response.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect([metadata.width, metadata.height]).toEqual([width, Math.round((width * 630) / 1200)]);
      expect(metadata.exif).toBeUndefined();
      const again = await fetch(`${server.url}/media/${hash}-${suffix}`, {
        headers: { "If-None-Match": response.headers.get("etag")! },
      });
      expect(again.status).toBe(304);
    }
  });

  it("is a review's og:image and twitter:image as a 1200 x 630 JPEG of at most 600 KB", async () => {
    const created = await fetch(`${server.url}/api/admin/articles`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        title: "Pixel 9a Camera Review",
        slug: "pixel-9a-camera-review",
        excerpt: "The camera is the point.",
        content: "<h2>Camera</h2><p>Sharp in daylight.</p>",
        featuredImage: location,
        articleType: "review",
        publishingStatus: "published",
        brutalScore: 7.5,
      }),
    });
    expect(created.status).toBe(201);
    const html = await (await fetch(`${server.url}/article/pixel-9a-camera-review`)).text();
    const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    const twitter = /<meta name="twitter:image" content="([^"]+)"/.exec(html)?.[1];
    expect(og).toMatch(/\/media\/[0-9a-f]{64}-1200w\.jpg$/);
    expect(twitter).toBe(og);
    const response = await fetch(`${server.url}${new URL(og!).pathname}`);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    const bytes = new Uint8Array(await response.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["jpeg", 1200, 630]);
    expect(bytes.byteLength).toBeLessThanOrEqual(600 * 1024);
  });
});

describe("refusals", () => {
  it("refuses a decompression bomb with a clear message, and the site keeps answering", async () => {
    const bomb = decompressionBombPng();
    expect(await upload(bomb, { name: "tiny.png" })).toEqual({
      status: 400,
      body: {
        error: "The image is 10000 x 10000 pixels, more than the 40 megapixels accepted: upload a smaller image.",
      },
    });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    // And the image pool still works.
    expect((await upload(encodePng(3, 3, [1, 2, 3]), { name: "after.png" })).status).toBe(201);
  });

  it("needs the admin token", async () => {
    const png = encodePng(2, 2);
    expect((await upload(png, { token: null })).status).toBe(401);
    expect((await upload(png, { token: "not-a-token" })).status).toBe(401);
  });

  it("refuses an empty file, a missing file and a body that is not a form", async () => {
    expect(await upload(new Uint8Array(0), { name: "empty.png" })).toEqual({
      status: 400,
      body: { error: "The uploaded file is empty." },
    });
    expect(await upload(null)).toEqual({
      status: 400,
      body: { error: "No image uploaded: send it in a 'file' field." },
    });
    const json = await fetch(`${server.url}/api/admin/media`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ file: "data:image/png;base64,AAAA" }),
    });
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({ error: "Send the image as multipart/form-data with a 'file' field." });
    const broken = await fetch(`${server.url}/api/admin/media`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "multipart/form-data; boundary=xyz" },
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG never closed',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: "The upload is not a readable multipart form." });
    const put = await fetch(`${server.url}/api/admin/media`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(put.status).toBe(405);
  });

  it("refuses a text file named .png and other formats, naming the accepted types", async () => {
    const text = new TextEncoder().encode("Not an image at all, whatever the name says.");
    expect(await upload(text, { name: "notes.png", type: "image/png" })).toEqual({
      status: 400,
      body: { error: `This file is not an accepted image: ${ACCEPTED}` },
    });
    const bmp = new Uint8Array([0x42, 0x4d, 0x3a, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0]);
    expect((await upload(bmp, { name: "old.bmp", type: "image/bmp" })).body.error).toBe(
      `This file is not an accepted image: ${ACCEPTED}`,
    );
  });

  it("refuses SVG, which can carry scripts, and says so", async () => {
    const svg = new TextEncoder().encode(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
    );
    expect(await upload(svg, { name: "logo.svg", type: "image/svg+xml" })).toEqual({
      status: 400,
      body: { error: `SVG images are refused because they can carry scripts: ${ACCEPTED}` },
    });
  });

  it("refuses an image over 5 MB with 413, just past the limit or far past it", async () => {
    const tooLarge = { status: 413, body: { error: "The image is too large: upload at most 5 MB." } };
    // One byte over the file limit: the body fits the framing allowance, the file itself is refused.
    const justOver = new Uint8Array(5 * MB + 1);
    justOver.set(encodePng(1, 1));
    expect(await upload(justOver, { name: "just-over.png" })).toEqual(tooLarge);
    // Far over: read through without being kept, then refused.
    const farOver = new Uint8Array(8 * MB);
    farOver.set(encodePng(1, 1));
    expect(await upload(farOver, { name: "huge.png" })).toEqual(tooLarge);
    // Exactly at the limit is fine.
    const atLimit = new Uint8Array(5 * MB);
    atLimit.set(encodePng(1, 1));
    expect((await upload(atLimit, { name: "at-limit.png" })).status).toBe(201);
  });
});

describe("the media library", () => {
  const library = async () => {
    const response = await fetch(`${server.url}/api/admin/media`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    return (await response.json()) as {
      sha256: string;
      path: string;
      width: number;
      height: number;
      usedBy: { title: string }[];
      inRevisions: boolean;
    }[];
  };
  const remove = (sha256: string, bearer: string | null = token) =>
    fetch(`${server.url}/api/admin/media/${sha256}`, {
      method: "DELETE",
      headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
    });

  it("lists every image with the articles that show it", async () => {
    const items = await library();
    const photo = items.find((item) => item.width === PHOTO_SIZE.width)!;
    expect(photo.usedBy.map((article) => article.title)).toEqual(["Pixel 9a Camera Review"]);
    expect(photo.inRevisions).toBe(false);
    const unused = items.filter((item) => item.usedBy.length === 0 && !item.inRevisions);
    expect(unused.map((item) => `${item.width}x${item.height}`)).toEqual(["1x1", "3x3", "2x2", "40x30"]);
    expect((await fetch(`${server.url}/api/admin/media`)).status).toBe(401);
  });

  it("keeps an image an article shows, and deletes an unused one with its sizes", async () => {
    const items = await library();
    const photo = items.find((item) => item.width === PHOTO_SIZE.width)!;
    const kept = await remove(photo.sha256);
    expect(kept.status).toBe(409);
    expect(await kept.json()).toEqual({
      error: "This image is used by an article or one of its revisions, so it was kept.",
    });
    expect((await remove(photo.sha256, null)).status).toBe(401);

    const unused = items.find((item) => item.width === 3)!;
    expect((await fetch(`${server.url}/media/${unused.sha256}-400w.webp`)).status).toBe(200);
    const deleted = await remove(unused.sha256);
    expect(deleted.status).toBe(200);
    expect(((await deleted.json()) as { sha256: string }[]).map((item) => item.sha256)).not.toContain(unused.sha256);
    expect((await fetch(`${server.url}${unused.path}`)).status).toBe(404);
    expect((await fetch(`${server.url}/media/${unused.sha256}-400w.webp`)).status).toBe(404);
    expect((await remove(unused.sha256)).status).toBe(404);
    expect((await remove("not-a-hash")).status).toBe(404);
  });
});

describe("storage", () => {
  it("keeps one row per image with its type, size and dimensions, and each variant asked for once", async () => {
    // PGlite lets one process open its directory: the server stops first.
    await server.stop();
    const rows = await database.withDatabase((db) =>
      db
        .select({ contentType: media.contentType, width: media.width, height: media.height })
        .from(media)
        .orderBy(asc(media.id)),
    );
    expect(rows).toEqual([
      { contentType: "image/png", width: 40, height: 30 },
      { contentType: "image/gif", width: 2, height: 2 },
      { contentType: "image/jpeg", ...PHOTO_SIZE },
      { contentType: "image/png", width: 1, height: 1 },
    ]);
    const variants = await database.withDatabase((db) =>
      db.select({ name: mediaVariants.name }).from(mediaVariants).orderBy(asc(mediaVariants.name)),
    );
    expect(variants.map((variant) => variant.name)).toEqual(["1200w.jpg", "1600w.jpg", "400w.avif", "800w.webp"]);
  });
});
