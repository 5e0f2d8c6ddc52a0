// A stored image's variants (decision 043): read from media_variants, or made from the stored image in the image
// pool on first request and kept there, so the work is done once for every server and every later reader. Two
// requests for the same missing variant on one server share one making; two servers may both make it, and the
// second insert is a no-op.
import { and, eq } from "drizzle-orm";
import type { TDatabase } from "~/db/client.server";
import { media, mediaVariants } from "~/db/schema";
import { makeImageVariant } from "./image-pool.server";
import { variantSuffix, VARIANT_FORMATS, type TVariant } from "./image-variants";

export interface TStoredVariant {
  sha256: string;
  contentType: string;
  bytes: Uint8Array<ArrayBuffer>;
}

const inFlight = new Map<string, Promise<TStoredVariant | null>>();

async function readOrMake(db: TDatabase, sha256: string, variant: TVariant): Promise<TStoredVariant | null> {
  const name = variantSuffix(variant.width, variant.format);
  const contentType = VARIANT_FORMATS[variant.format].contentType;
  const [stored] = await db
    .select({ bytes: mediaVariants.bytes })
    .from(mediaVariants)
    .innerJoin(media, eq(media.id, mediaVariants.mediaId))
    .where(and(eq(media.sha256, sha256), eq(mediaVariants.name, name)))
    .limit(1);
  if (stored) return { sha256, contentType, bytes: stored.bytes };
  const [source] = await db
    .select({ id: media.id, contentType: media.contentType, bytes: media.bytes })
    .from(media)
    .where(eq(media.sha256, sha256))
    .limit(1);
  // GIFs keep their animation as they are; a still of one would not be the same picture.
  if (!source || source.contentType === "image/gif") return null;
  const made = await makeImageVariant(source.bytes, variant);
  await db
    .insert(mediaVariants)
    .values({ mediaId: source.id, name, contentType, bytes: made.bytes })
    .onConflictDoNothing();
  return { sha256, contentType, bytes: made.bytes };
}

/** The variant's bytes, or null when no such image is stored (or it is one that has no variants). */
export function findOrMakeMediaVariant(
  db: TDatabase,
  sha256: string,
  variant: TVariant,
): Promise<TStoredVariant | null> {
  const key = `${sha256}-${variantSuffix(variant.width, variant.format)}`;
  const pending = inFlight.get(key);
  if (pending) return pending;
  const making = readOrMake(db, sha256, variant).finally(() => inFlight.delete(key));
  inFlight.set(key, making);
  return making;
}
