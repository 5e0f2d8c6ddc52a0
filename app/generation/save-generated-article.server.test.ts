// A generated article's tags and byline: found or created, and an existing row never locked by the generation job's
// transaction (an editor's save linking the same tags, or another save by the same author, must not wait on it).
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createArticle } from "~/articles/save-article.server";
import { ZArticleInput } from "~/articles/article-input";
import { parseEnv } from "~/config/env.server";
import { articles, authors, tags } from "~/db/schema";
import { createTestDatabase, testDatabaseChoice, type TTestDatabase } from "../../tests/support/test-server";
import { insertTag } from "../../tests/support/seed";
import { findOrCreateTags } from "./save-generated-article.server";

let database: TTestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

test("finds tags by slug, creates the missing ones, keeps the model's order and drops repeats and empty names", async () => {
  await database.withDatabase(async (db) => {
    const phones = await insertTag(db, "Phones");
    const found = await findOrCreateTags(db, ["Zoom lenses", "phones", "PHONES", "  ", "Battery life", "Zoom Lenses"]);
    const rows = await db
      .select({ id: tags.id, slug: tags.slug, name: tags.name })
      .from(tags)
      .where(inArray(tags.slug, ["zoom-lenses", "phones", "battery-life"]));
    const idOf = (slug: string) => rows.find((row) => row.slug === slug)!.id;
    expect(found).toEqual([{ id: idOf("zoom-lenses") }, { id: phones.id }, { id: idOf("battery-life") }]);
    // The existing tag keeps its name; a new one takes the model's.
    expect(rows.find((row) => row.slug === "phones")!.name).toBe("Phones");
    expect(rows.find((row) => row.slug === "zoom-lenses")!.name).toBe("Zoom lenses");
    expect(await findOrCreateTags(db, [])).toEqual([]);
  });
});

test("takes at most eight tags", async () => {
  await database.withDatabase(async (db) => {
    const names = Array.from({ length: 12 }, (_, n) => `Limit tag ${n}`);
    expect(await findOrCreateTags(db, names)).toHaveLength(8);
  });
});

test("a save by an author names the author's one row, created on first use", async () => {
  await database.withDatabase(async (db) => {
    const save = (slug: string, authorUsername: string) =>
      createArticle(
        db,
        parseEnv({}),
        ZArticleInput.parse({ title: slug, slug, content: "Body.", articleType: "review", tags: [] }),
        { authorUsername },
      );
    const first = await save("byline-one", "Byline Desk");
    const second = await save("byline-two", "Byline Desk");
    const other = await save("byline-three", "Other Desk");
    const rows = await db.select({ id: articles.id, authorId: articles.authorId }).from(articles);
    const authorOf = (id: number) => rows.find((row) => row.id === id)!.authorId;
    const desk = await db.select().from(authors).where(eq(authors.username, "Byline Desk"));
    expect(desk).toHaveLength(1);
    expect([authorOf(first), authorOf(second)]).toEqual([desk[0]!.id, desk[0]!.id]);
    expect(authorOf(other)).not.toBe(desk[0]!.id);
    expect(authorOf(other)).not.toBeNull();
  });
});

test.runIf(testDatabaseChoice().kind === "postgres")(
  "inside a transaction it leaves existing tags and the author free for another connection's foreign-key lock",
  async () => {
    await database.withDatabase(async (db) => {
      const existing = await insertTag(db, "Locked never");
      await db.transaction(async (tx) => {
        await findOrCreateTags(tx, ["Locked never", "Created inside"]);
        // What an editor's save linking this tag does in its foreign-key check, on another pooled connection:
        // with the tag's row held FOR UPDATE this fails at once ("could not obtain lock on row").
        const locked = await db
          .select({ id: tags.id })
          .from(tags)
          .where(eq(tags.id, existing.id))
          .for("key share", { noWait: true });
        expect(locked).toEqual([{ id: existing.id }]);
      });
      // The same for the byline: a save inside a transaction leaves its author's row free.
      await db.transaction(async (tx) => {
        const id = await createArticle(
          tx,
          parseEnv({}),
          ZArticleInput.parse({
            title: "Locked byline",
            slug: "locked-byline",
            content: "Body.",
            articleType: "review",
            tags: [],
          }),
          { authorUsername: "Byline Desk" },
        );
        const [saved] = await tx.select({ authorId: articles.authorId }).from(articles).where(eq(articles.id, id));
        const locked = await db
          .select({ id: authors.id })
          .from(authors)
          .where(eq(authors.id, saved!.authorId!))
          .for("key share", { noWait: true });
        expect(locked).toEqual([{ id: saved!.authorId }]);
      });
    });
  },
);
