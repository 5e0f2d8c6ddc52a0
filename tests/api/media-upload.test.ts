// Images uploaded from the editor, over real HTTP: POST /api/admin/media stores them in the database once per
// content, GET /media/{sha256}.{ext} serves the same bytes with long-lived caching; and every refusal, with its message.
import { createHash } from "node:crypto";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media } from "~/db/schema";
import { encodePng, gifHeader } from "../support/images";
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

describe("upload and serve", () => {
  const png = encodePng(40, 30);
  const location = `/media/${sha256(png)}.png`;

  it("stores a PNG and answers its content-addressed location", async () => {
    expect(await upload(png, { name: "screenshot.png" })).toEqual({ status: 201, body: { location } });
  });

  it("serves the same bytes with their type, a year of caching, nosniff and an ETag", async () => {
    const response = await fetch(`${server.url}${location}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("etag")).toBe(`"${sha256(png)}"`);
    expect(response.headers.get("content-length")).toBe(String(png.byteLength));
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png);
    // Not copied into the response cache: the database already holds it, and the name never changes.
    expect(response.headers.get("x-cache")).toBeNull();

    const again = await fetch(`${server.url}${location}`, { headers: { "If-None-Match": `"${sha256(png)}"` } });
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
    const gif = gifHeader(2, 2);
    const answer = await upload(gif, { name: "photo.png", type: "image/png" });
    expect(answer).toEqual({ status: 201, body: { location: `/media/${sha256(gif)}.gif` } });
    const served = await fetch(`${server.url}${answer.body.location}`);
    expect(served.headers.get("content-type")).toBe("image/gif");
  });

  it("accepts bytes that start as a PNG but are not a valid one, and serves them only as image/png", async () => {
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
    expect(answer.status).toBe(201);
    const served = await fetch(`${server.url}${answer.body.location}`);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers 404 for a name it never handed out", async () => {
    for (const name of [
      `${"0".repeat(64)}.png`,
      `${sha256(png)}.gif`,
      `${sha256(png)}.svg`,
      "whatever.png",
      `${sha256(png)}`,
    ]) {
      const response = await fetch(`${server.url}/media/${name}`);
      expect(response.status, name).toBe(404);
      expect(await response.json()).toEqual({ error: "Image not found" });
    }
  });
});

describe("refusals", () => {
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
    const get = await fetch(`${server.url}/api/admin/media`, { headers: { Authorization: `Bearer ${token}` } });
    expect(get.status).toBe(405);
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

describe("storage", () => {
  it("keeps one row per image, with its type, size and dimensions, in the database", async () => {
    // PGlite lets one process open its directory: the server stops first.
    await server.stop();
    const rows = await database.withDatabase((db) =>
      db
        .select({
          sha256: media.sha256,
          contentType: media.contentType,
          byteSize: media.byteSize,
          width: media.width,
          height: media.height,
        })
        .from(media)
        .orderBy(asc(media.id)),
    );
    const png = encodePng(40, 30);
    expect(rows).toEqual([
      { sha256: sha256(png), contentType: "image/png", byteSize: png.byteLength, width: 40, height: 30 },
      {
        sha256: sha256(gifHeader(2, 2)),
        contentType: "image/gif",
        byteSize: gifHeader(2, 2).byteLength,
        width: 2,
        height: 2,
      },
      expect.objectContaining({ contentType: "image/png", width: null, height: null }),
      expect.objectContaining({ contentType: "image/png", byteSize: 5 * MB, width: 1, height: 1 }),
    ]);
  });
});
