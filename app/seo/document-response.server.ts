// Responses for the generated SEO files: an ETag from the content version, so crawlers that
// revalidate get a 304 without the body, and a short shared cache lifetime.
import { createHash } from "node:crypto";
import { matchesIfNoneMatch } from "~/lib/http.server";
import type { TCachedDocument } from "./sitemap.server";

export function buildDocumentResponse(
  request: Request,
  document: TCachedDocument,
  options: { contentType: string; maxAgeSeconds: number },
): Response {
  const etag = `W/"${createHash("sha256").update(`${options.contentType}|${document.version}`).digest("base64url").slice(0, 27)}"`;
  const headers = new Headers({
    "Content-Type": options.contentType,
    "Cache-Control": `public, max-age=${options.maxAgeSeconds}`,
    ETag: etag,
  });
  if (matchesIfNoneMatch(request.headers.get("If-None-Match"), etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(document.body, { headers });
}
