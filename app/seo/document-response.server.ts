// Responses for the generated SEO files: an ETag from the content version, so crawlers that
// revalidate get a 304 without the body, and a short shared cache lifetime. A document kept compressed goes out as it
// is to a client that accepts gzip (the response cache asks for it and keeps it as its gzip copy), unpacked otherwise.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import { acceptsEncoding } from "~/cache/response-cache.server";
import { matchesIfNoneMatch } from "~/lib/http.server";
import type { TCachedDocument, TGzippedDocument } from "./sitemap.server";

const gunzipAsync = promisify(gunzip);

export async function buildDocumentResponse(
  request: Request,
  document: TCachedDocument | TGzippedDocument,
  options: { contentType: string; maxAgeSeconds: number },
): Promise<Response> {
  const etag = `W/"${createHash("sha256").update(`${options.contentType}|${document.version}`).digest("base64url").slice(0, 27)}"`;
  const headers = new Headers({
    "Content-Type": options.contentType,
    "Cache-Control": `public, max-age=${options.maxAgeSeconds}`,
    ETag: etag,
  });
  if (matchesIfNoneMatch(request.headers.get("If-None-Match"), etag)) {
    return new Response(null, { status: 304, headers });
  }
  if ("body" in document) return new Response(document.body, { headers });
  headers.set("Vary", "Accept-Encoding");
  if (!acceptsEncoding(request.headers.get("Accept-Encoding") ?? "", "gzip"))
    return new Response(new Uint8Array(await gunzipAsync(document.gzip)), { headers });
  headers.set("Content-Encoding", "gzip");
  return new Response(document.gzip, { headers });
}
