// GET /media/{sha256}.{ext}: an uploaded image. The name is the hash of the bytes, so the answer never changes:
// browsers keep it a year, and the server's response cache leaves it out (it would only copy bytes the database holds).
import { jsonResponse, matchesIfNoneMatch } from "~/lib/http.server";
import { findMedia } from "~/media/find-media.server";
import { getServices } from "~/services.server";
import type { Route } from "./+types/media";

const IMMUTABLE = "public, max-age=31536000, immutable";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const found = await findMedia(getServices(context).db, params.name);
  if (!found) return jsonResponse({ error: "Image not found" }, { status: 404 });
  const etag = `"${found.sha256}"`;
  // X-Content-Type-Options: nosniff comes with every response of the server (security-headers.server.ts).
  const headers = { "Cache-Control": IMMUTABLE, ETag: etag };
  if (matchesIfNoneMatch(request.headers.get("if-none-match"), etag))
    return new Response(null, { status: 304, headers });
  return new Response(found.bytes, {
    headers: { ...headers, "Content-Type": found.contentType, "Content-Length": String(found.bytes.byteLength) },
  });
}
