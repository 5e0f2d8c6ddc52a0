// The one way an article row enters the database: saves from the admin and the generators (save-article.server.ts),
// the demo content, the benchmark corpus and test data all insert through insertArticleRows, so the columns
// derived from the body (its word count and review summary) are written the same way for every article, and every
// body is rendered and stored in the same transaction (article-renders.server.ts), once.
import { countWords } from "~/content";
import type { TDatabase } from "~/db/client.server";
import { articles, articleTags } from "~/db/schema";
import { storeRenders, type TArticleBody, type TRenderSettings } from "./article-renders.server";
import { renderBodyInWorker } from "./body-render-pool.server";

/** An article row as a writer gives it: the derived columns are computed here, the tags linked here. */
export type TArticleRow = Omit<typeof articles.$inferInsert, "id" | "wordCount" | "search" | "version"> & {
  tagIds?: number[];
};

/**
 * The columns computed from a body and its render (the one made to store it): its word count and the review
 * summary its summary sections spell out.
 */
export function derivedArticleColumns(content: string, body: TArticleBody) {
  return { wordCount: countWords(content), reviewSummary: body.reviewSummary };
}

/**
 * Inserts the rows with their derived columns, tag links and rendered bodies (made with `settings`); a row that
 * carries its own review summary keeps it. With `skipExistingSlugs`, a row whose slug is taken is left out (the
 * answer lists only the rows inserted). `renderBody` is the body render pool's unless a bulk load passes its own,
 * memoised (the benchmark corpus repeats its bodies).
 */
export async function insertArticleRows(
  db: TDatabase,
  settings: TRenderSettings,
  rows: TArticleRow[],
  options: {
    skipExistingSlugs?: boolean;
    renderBody?: (settings: TRenderSettings, row: TArticleRow) => TArticleBody | Promise<TArticleBody>;
  } = {},
): Promise<{ id: number; slug: string }[]> {
  const renderBody = options.renderBody ?? renderBodyInWorker;
  if (rows.length === 0) return [];
  // Each body rendered once, before the transaction and off the main thread: its render is stored and gives the
  // derived review summary. A body that takes too long to render is refused before anything is written.
  const bodies: TArticleBody[] = [];
  for (const row of rows) bodies.push(await renderBody(settings, row));
  // One transaction (a savepoint inside the caller's): a row is never seen without its tags or its render.
  return db.transaction(async (tx) => {
    const values = rows.map(({ tagIds: _tagIds, ...row }, n) =>
      row.reviewSummary
        ? { ...row, wordCount: countWords(row.content) }
        : { ...row, ...derivedArticleColumns(row.content, bodies[n]!) },
    );
    const insert = tx.insert(articles).values(values);
    const inserted = await (
      options.skipExistingSlugs ? insert.onConflictDoNothing({ target: articles.slug }) : insert
    ).returning({ id: articles.id, slug: articles.slug, version: articles.version });
    const idBySlug = new Map(inserted.map((row) => [row.slug, row.id]));
    const bodyBySlug = new Map(rows.map((row, n) => [row.slug, bodies[n]!]));
    await storeRenders(
      tx,
      settings,
      inserted.map(({ id, slug, version }) => ({ id, version, body: bodyBySlug.get(slug)! })),
    );
    const links = rows.flatMap((row) => {
      const articleId = idBySlug.get(row.slug);
      return articleId === undefined ? [] : [...new Set(row.tagIds ?? [])].map((tagId) => ({ articleId, tagId }));
    });
    if (links.length > 0) await tx.insert(articleTags).values(links).onConflictDoNothing();
    return inserted.map(({ id, slug }) => ({ id, slug }));
  });
}
