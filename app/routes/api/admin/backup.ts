// GET /api/admin/backup: the whole PGlite data directory as a .tar.gz, made live and streamed as it is read
// (app/db/pglite-backup.server.ts). Restore it with `node server.js --restore FILE` into an empty DATA_DIR
// (docs/deployment.md).
import { Readable } from "node:stream";
import { jsonResponse } from "~/lib/http.server";
import { getServices } from "~/services.server";
import type { Route } from "./+types/backup";

export const POSTGRES_BACKUP_MESSAGE =
  "This site stores its data in PostgreSQL: back it up with pg_dump (see docs/deployment.md).";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { backup, env } = getServices(context);
  if (!backup) return jsonResponse({ error: POSTGRES_BACKUP_MESSAGE }, { status: 400 });
  const stamp = new Date().toISOString().slice(0, 16).replace(/[-:]/g, "").replace("T", "-");
  const site =
    env.SITE_NAME.toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "site";
  const headers = {
    "Content-Type": "application/gzip",
    "Content-Disposition": `attachment; filename="${site}-backup-${stamp}.tar.gz"`,
  };
  // HEAD makes no backup: React Router drops a HEAD answer's body unread, which would leave one waiting forever for a
  // reader (and every later backup behind it).
  if (request.method === "HEAD") return new Response(null, { headers });
  // A second request waits for a backup already under way to end, then makes its own. No Content-Length: the
  // archive is sent as it is made.
  const archive = await backup();
  return new Response(Readable.toWeb(archive) as ReadableStream<Uint8Array>, { headers });
}
