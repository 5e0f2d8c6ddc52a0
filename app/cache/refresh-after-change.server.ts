// What a content change does to the response cache (decision 036): the changed article's pages go and are rendered
// again at once, and so are the lists readers asked for most recently (home, sections, search, the list API), ahead
// of everything else waiting; other lists are dropped. When the change takes an article out of readers' view
// (deleted, unpublished, renamed), or a category's address changes, every list is dropped at once: a reader then waits for one render rather than
// being shown a link to a page that is gone.
import { and, eq, inArray } from "drizzle-orm";
import type { TDatabase } from "~/db/client.server";
import { articles } from "~/db/schema";
import type { TContentChange } from "./content-change";
import { articlePaths, type ResponseCache } from "./response-cache.server";

// The lists rendered again after a change: the home page, the sections with their data requests and the list API
// queries readers use most fit with room to spare.
export const LISTS_RENDERED_AFTER_A_CHANGE = 48;

// The changed articles' own pages rendered again at once; a change of more (a merge of a much-used category) leaves
// the others to their next reader.
const ARTICLE_PAGES_RENDERED_AFTER_A_CHANGE = 8;

// A category renamed, merged or deleted takes its old filter address out of view too (it now redirects).
const ADDRESS_TABLES: ReadonlySet<string> = new Set(["categories", "category_slug_redirects"]);

/** The changes' articles that are no longer published (deleted, unpublished), read in one query. */
async function articlesOutOfView(db: TDatabase, changes: TContentChange[]): Promise<Set<number>> {
  const ids = [...new Set(changes.flatMap((change) => (change.articleId === null ? [] : [change.articleId])))];
  if (ids.length === 0) return new Set();
  const published = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(inArray(articles.id, ids), eq(articles.publishingStatus, "published")));
  const stillPublished = new Set(published.map((row) => row.id));
  return new Set(ids.filter((id) => !stillPublished.has(id)));
}

/**
 * The changes announced together (one statement over thousands of articles announces each of them, decision 050)
 * mark the cache once: their pages dropped in one pass, the lists taken once. Resolves, once the cache shows the
 * changes, to the paths to render again at once, ahead of everything else waiting: the pages of the first
 * ARTICLE_PAGES_RENDERED_AFTER_A_CHANGE changed articles (the others on their next reader), then the lists.
 */
export async function markContentChanges(options: {
  db: TDatabase;
  cache: ResponseCache;
  changes: TContentChange[];
}): Promise<string[]> {
  const { db, cache, changes } = options;
  cache.invalidate(changes.flatMap((change) => change.articleSlugs.flatMap(articlePaths)));
  const outOfView = await articlesOutOfView(db, changes);
  const withdrawn = changes.some(
    (change) =>
      ADDRESS_TABLES.has(change.table) ||
      new Set(change.articleSlugs).size > 1 ||
      (change.articleId !== null && outOfView.has(change.articleId)),
  );
  const lists = cache.takeStaleLists(LISTS_RENDERED_AFTER_A_CHANGE, withdrawn);
  // The changed articles' pages first (their new slugs, when renamed), then the lists.
  const articlePages = withdrawn
    ? []
    : [
        ...new Set(
          changes.flatMap((change) => {
            const slug = change.articleSlugs.at(-1);
            return slug === undefined ? [] : [articlePaths(slug)[0]!];
          }),
        ),
      ].slice(0, ARTICLE_PAGES_RENDERED_AFTER_A_CHANGE);
  return [...articlePages, ...lists];
}

/**
 * Gathers the changes announced in one turn of the event loop and hands them to `refresh` together: a merge of a
 * term used by thousands of articles announces each one, and refreshing the cache once per article held the site.
 */
export function gatherContentChanges(refresh: (changes: TContentChange[]) => void): (change: TContentChange) => void {
  let gathered: TContentChange[] = [];
  return (change) => {
    gathered.push(change);
    if (gathered.length > 1) return;
    setImmediate(() => {
      const changes = gathered;
      gathered = [];
      refresh(changes);
    });
  };
}
