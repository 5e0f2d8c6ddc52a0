// The media library for the admin's Media screen: every stored image with the articles that show it (as featured
// image or in their content), and deleting the ones nothing uses. An image a revision still holds counts as used:
// restoring that revision must not bring back a broken picture.
import { desc, eq, like, or, sql } from "drizzle-orm";
import type { TDatabase } from "~/db/client.server";
import { articleRevisions, articles, media } from "~/db/schema";
import { AppError } from "~/lib/app-error";
import { MEDIA_IN_USE_MESSAGE, MEDIA_NOT_FOUND_MESSAGE } from "./media-library";
import { IMAGE_FORMATS, type TImageFormat } from "./image-format";
import type { TMediaLibraryItem } from "./media-library";
import { buildMediaPath, MEDIA_PATH_PREFIX } from "./media-path";

const MEDIA_HASH = /\/media\/([0-9a-f]{64})/g;

function hashesIn(text: string | null): Set<string> {
  return new Set([...(text ?? "").matchAll(MEDIA_HASH)].map((match) => match[1]!));
}

const FORMAT_BY_TYPE = new Map(
  Object.entries(IMAGE_FORMATS).map(([format, info]) => [info.contentType as string, format as TImageFormat]),
);

// Articles and revisions that mention a media path at all; each is read once and searched with one linear pattern.
async function findUses(db: TDatabase) {
  const mentioning = `%${MEDIA_PATH_PREFIX}%`;
  const [articleRows, revisionRows] = await Promise.all([
    db
      .select({
        id: articles.id,
        title: articles.title,
        featuredImage: articles.featuredImage,
        content: articles.content,
      })
      .from(articles)
      .where(or(like(articles.featuredImage, mentioning), like(articles.content, mentioning))),
    db
      .select({ snapshot: sql<string>`${articleRevisions.snapshot}::text` })
      .from(articleRevisions)
      .where(sql`${articleRevisions.snapshot}::text like ${mentioning}`),
  ]);
  const usedBy = new Map<string, { id: number; title: string }[]>();
  for (const row of articleRows) {
    for (const hash of new Set([...hashesIn(row.featuredImage), ...hashesIn(row.content)])) {
      usedBy.set(hash, [...(usedBy.get(hash) ?? []), { id: row.id, title: row.title }]);
    }
  }
  const inRevisions = new Set(revisionRows.flatMap((row) => [...hashesIn(row.snapshot)]));
  return { usedBy, inRevisions };
}

/** Every stored image, newest first, with what uses it. */
export async function listMediaLibrary(db: TDatabase): Promise<TMediaLibraryItem[]> {
  const [rows, uses] = await Promise.all([
    db
      .select({
        sha256: media.sha256,
        contentType: media.contentType,
        byteSize: media.byteSize,
        width: media.width,
        height: media.height,
        altText: media.altText,
        sourceUrl: media.sourceUrl,
        createdAt: media.createdAt,
      })
      .from(media)
      .orderBy(desc(media.id)),
    findUses(db),
  ]);
  return rows.map((row) => ({
    ...row,
    path: buildMediaPath(row.sha256, FORMAT_BY_TYPE.get(row.contentType) ?? "png"),
    createdAt: row.createdAt.toISOString(),
    usedBy: uses.usedBy.get(row.sha256) ?? [],
    inRevisions: uses.inRevisions.has(row.sha256),
  }));
}

/** Deletes an image (and its sizes) that no article or revision shows; refuses one that something still shows. */
export async function deleteUnusedMedia(db: TDatabase, sha256: string): Promise<void> {
  const [row] = await db.select({ id: media.id }).from(media).where(eq(media.sha256, sha256)).limit(1);
  if (!row) throw new AppError("not_found", MEDIA_NOT_FOUND_MESSAGE);
  const uses = await findUses(db);
  if (uses.usedBy.has(sha256) || uses.inRevisions.has(sha256)) throw new AppError("conflict", MEDIA_IN_USE_MESSAGE);
  await db.delete(media).where(eq(media.id, row.id));
}
