// What a content change does to the response cache (decision 036): the changed article's pages go and are rendered
// again at once, and so are the lists readers asked for most recently (home, sections, search, the list API), ahead
// of everything else waiting; other lists are dropped. When the change takes an article out of readers' view
// (deleted, unpublished, renamed), or a category's address changes, every list is dropped at once: a reader then waits for one render rather than
// being shown a link to a page that is gone.
import { eq } from "drizzle-orm";
import type { TDatabase } from "~/db/client.server";
import { articles } from "~/db/schema";
import type { TContentChange } from "./content-change";
import { articlePaths, type ResponseCache } from "./response-cache.server";

// The lists rendered again after a change: the home page, the sections with their data requests and the list API
// queries readers use most fit with room to spare.
export const LISTS_RENDERED_AFTER_A_CHANGE = 48;

// A category renamed, merged or deleted takes its old filter address out of view too (it now redirects).
const ADDRESS_TABLES: ReadonlySet<string> = new Set(["categories", "category_slug_redirects"]);

async function takesArticleOutOfView(db: TDatabase, change: TContentChange): Promise<boolean> {
  if (ADDRESS_TABLES.has(change.table)) return true;
  if (change.articleId === null) return false;
  if (new Set(change.articleSlugs).size > 1) return true;
  const [row] = await db
    .select({ status: articles.publishingStatus })
    .from(articles)
    .where(eq(articles.id, change.articleId));
  return row?.status !== "published";
}

export async function refreshAfterContentChange(options: {
  db: TDatabase;
  cache: ResponseCache;
  change: TContentChange;
  /** Renders these paths into the cache in the background, ahead of what is waiting. */
  renderFirst: (paths: string[]) => Promise<void>;
}): Promise<void> {
  const { db, cache, change, renderFirst } = options;
  cache.invalidate(change.articleSlugs.flatMap(articlePaths));
  const withdrawn = await takesArticleOutOfView(db, change);
  const lists = cache.takeStaleLists(LISTS_RENDERED_AFTER_A_CHANGE, withdrawn);
  // The changed article's page first (its new slug, when renamed), then the lists.
  const slug = change.articleSlugs.at(-1);
  const articlePage = slug !== undefined && !withdrawn ? [articlePaths(slug)[0]!] : [];
  await renderFirst([...articlePage, ...lists]);
}
