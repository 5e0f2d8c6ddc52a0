// Test data builders that write straight to a test database before the server opens it.
import type { TDatabase } from "~/db/client.server";
import { eq } from "drizzle-orm";
import { insertArticleRows, type TArticleRow } from "~/articles/insert-article-rows.server";
import { renderBodyInWorker } from "~/articles/body-render-pool.server";
import { articles, authors, categories, tags } from "~/db/schema";
import { parseEnv } from "~/config/env.server";
import { slugify } from "~/lib/slug";

let counter = 0;

export async function insertCategory(db: TDatabase, name: string) {
  const [row] = await db
    .insert(categories)
    .values({ name, slug: slugify(name) })
    .returning();
  return row!;
}

export async function insertTag(db: TDatabase, name: string) {
  const [row] = await db
    .insert(tags)
    .values({ name, slug: slugify(name) })
    .returning();
  return row!;
}

export async function insertAuthor(db: TDatabase, username: string) {
  const [row] = await db.insert(authors).values({ username }).returning();
  return row!;
}

export async function insertArticle(db: TDatabase, values: Partial<TArticleRow> = {}) {
  counter++;
  const title = values.title ?? `Test article ${counter} ${Date.now()}`;
  const status = values.publishingStatus ?? "published";
  const [inserted] = await insertArticleRows(db, parseEnv({}), [
    {
      slug: slugify(title),
      content: `## First\nBody of ${title}.\n\n## Second\nMore.\n\n## Third\nEnd.`,
      articleType: "review",
      publishedAt: status === "published" ? new Date(Date.now() - counter * 1000) : null,
      ...values,
      title,
      publishingStatus: status,
    },
  ]);
  const [row] = await db.select().from(articles).where(eq(articles.id, inserted!.id));
  return row!;
}

/**
 * `count` published articles in one insert, all with one body (rendered once), for tests of operations over many
 * articles (a merge of a much-used term). `title(n)` names each.
 */
export async function insertManyArticles(
  db: TDatabase,
  count: number,
  values: Omit<Partial<TArticleRow>, "title"> & { title: (n: number) => string },
) {
  const { title, ...rest } = values;
  const settings = parseEnv({});
  const rows: TArticleRow[] = Array.from({ length: count }, (_, n) => ({
    slug: slugify(title(n)),
    content: "## First\nA body many articles share.\n\n## Second\nMore.",
    articleType: "review",
    publishedAt: new Date(Date.now() - n * 1000),
    publishingStatus: "published",
    ...rest,
    title: title(n),
  }));
  let body: ReturnType<typeof renderBodyInWorker> | undefined;
  return insertArticleRows(db, settings, rows, { renderBody: (s, row) => (body ??= renderBodyInWorker(s, row)) });
}

/**
 * About `kilobytes` of markdown: paragraphs of words drawn from a fixed vocabulary, the same in every run, so a site of
 * such bodies is large on disk (no more compressible than prose) without a corpus.
 */
export function longArticleBody(kilobytes: number): string {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const vocabulary = Array.from({ length: 3000 }, () =>
    Array.from({ length: 3 + Math.floor(next() * 7) }, () => String.fromCharCode(97 + Math.floor(next() * 26))).join(
      "",
    ),
  );
  const paragraphs: string[] = [];
  for (let size = 0; size < kilobytes * 1024; size += paragraphs.at(-1)!.length + 2) {
    paragraphs.push(
      `${Array.from({ length: 60 }, () => vocabulary[Math.floor(next() * vocabulary.length)]).join(" ")}.`,
    );
  }
  return `## Verdict\n\n${paragraphs.join("\n\n")}`;
}
