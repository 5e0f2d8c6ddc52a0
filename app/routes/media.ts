// GET /media/{sha256}.{ext}: an uploaded image; GET /media/{sha256}-{width}w.{avif|webp|jpg}: one of its sizes for
// public pages (decision 043), made on first request and kept. The name is the hash of the stored bytes, so neither
// answer ever changes: browsers keep them a year, and the server's response cache leaves them out (it would only
// copy bytes the database holds).
import { jsonResponse, matchesIfNoneMatch } from "~/lib/http.server";
import { findMedia } from "~/media/find-media.server";
import { parseMediaVariantName } from "~/media/media-path";
import { findOrMakeMediaVariant } from "~/media/media-variants.server";
import { getServices } from "~/services.server";
import type { Route } from "./+types/media";

const IMMUTABLE = "public, max-age=31536000, immutable";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const variant = parseMediaVariantName(params.name);
  const found = variant
    ? await findOrMakeMediaVariant(db, variant.sha256, variant.variant)
    : await findMedia(db, params.name);
  if (!found) return jsonResponse({ error: "Image not found" }, { status: 404 });
  const etag = variant ? `"${params.name}"` : `"${found.sha256}"`;
  // X-Content-Type-Options: nosniff comes with every response of the server (security-headers.server.ts).
  const headers = { "Cache-Control": IMMUTABLE, ETag: etag };
  if (matchesIfNoneMatch(request.headers.get("if-none-match"), etag))
    return new Response(null, { status: 304, headers });
  return new Response(found.bytes, {
    headers: { ...headers, "Content-Type": found.contentType, "Content-Length": String(found.bytes.byteLength) },
  });
}
