// The one owner of article slugs being unique. The database's unique index `articles_slug_idx` decides a clash
// (two saves at once cannot both pass a read-then-write check); a clash becomes a SlugTakenError, which the editor
// answers as a 409 and a generator answers by taking the next free slug (`freeSlug`).
import { like } from "drizzle-orm";
import type { TDatabase } from "~/db/client.server";
import { articles } from "~/db/schema";
import { violatedUniqueIndex } from "~/db/unique-violation";
import { AppError } from "~/lib/app-error";
import { slugify } from "~/lib/slug";

const SLUG_INDEX = "articles_slug_idx";

export class SlugTakenError extends AppError {
  override name = "SlugTakenError";

  constructor(slug: string, options?: { cause?: unknown }) {
    super("conflict", `The slug "${slug}" is already used by another article`, undefined, options);
  }
}

/**
 * Runs a write of an article whose slug `slug()` names (read after the write, so a write that learns its slug on
 * the way can name it); the database refusing a second article with that slug is a SlugTakenError.
 */
export async function withUniqueSlug<T>(slug: () => string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedUniqueIndex(error) === SLUG_INDEX) throw new SlugTakenError(slug(), { cause: error });
    throw error;
  }
}

/** A slug made from `wanted` that no article has yet: the slug itself, else with -2, -3 and so on. */
export async function freeSlug(db: TDatabase, wanted: string): Promise<string> {
  const base = slugify(wanted).slice(0, 200) || "article";
  const taken = new Set(
    (
      await db
        .select({ slug: articles.slug })
        .from(articles)
        .where(like(articles.slug, `${base}%`))
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
