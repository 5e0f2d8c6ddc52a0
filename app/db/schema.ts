// The one database schema, shared by PGlite and PostgreSQL. Kept within PostgreSQL 15 SQL.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import type { TAwardSections, TTocEntry } from "../content/types";

const tsvector = customType<{ data: string }>({
  dataType() {
    return "tsvector";
  },
});

// Raw bytes (uploaded images). node-postgres reads bytea as a Buffer, PGlite as a Uint8Array: both are Uint8Arrays.
const bytea = customType<{ data: Uint8Array<ArrayBuffer>; driverData: Uint8Array<ArrayBuffer> }>({
  dataType() {
    return "bytea";
  },
});

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
};

export const authors = pgTable("authors", {
  id: serial("id").primaryKey(),
  username: varchar("username", { length: 100 }).notNull().unique(),
  createdAt: timestamps.createdAt,
});

export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  slug: varchar("slug", { length: 100 }).notNull().unique(),
  name: varchar("name", { length: 100 }).notNull(),
});

// A category's earlier slugs (each rename, each category merged into it): old filter links redirect to its current
// one. Pointing at the category, not at a slug, collapses chains of renames; deleting the category forgets them.
export const categorySlugRedirects = pgTable("category_slug_redirects", {
  oldSlug: varchar("old_slug", { length: 100 }).primaryKey(),
  categoryId: integer("category_id")
    .notNull()
    .references(() => categories.id, { onDelete: "cascade" }),
});

export const tags = pgTable("tags", {
  id: serial("id").primaryKey(),
  slug: varchar("slug", { length: 100 }).notNull().unique(),
  name: varchar("name", { length: 100 }).notNull(),
});

export type TReviewSummaryColumn = {
  brutalSummary: string;
  positives: string[];
  negatives: string[];
  /** The verdict's optional score per criterion (design, battery...), each out of 10. */
  criteria?: { name: string; score: number }[];
};
export type TGenerationColumn = {
  generator: string;
  model: string;
  sourceType?: string;
  // The category the model named when no existing one matched: the editor may add it (generators never create one).
  proposedCategory?: string;
  /** The fact check's findings: figures the sources did not contain (app/generation/fact-check.ts). */
  unsupportedFigures?: { figure: string; context: string }[];
  /** Why the generated article was saved unpublished. */
  draftReason?: string;
};

export const articles = pgTable(
  "articles",
  {
    id: serial("id").primaryKey(),
    slug: varchar("slug", { length: 255 }).notNull(),
    title: varchar("title", { length: 255 }).notNull(),
    excerpt: varchar("excerpt", { length: 500 }),
    content: text("content").notNull(),
    // countWords(content), stored at save time so listings show reading time without reading bodies. NULL means
    // not counted (rows written outside the app, or content changed by a write that did not count it, see the
    // trigger in drizzle/0002): readers then count the body.
    wordCount: integer("word_count"),
    metaTitle: varchar("meta_title", { length: 255 }),
    metaDescription: varchar("meta_description", { length: 160 }),
    featuredImage: text("featured_image"),
    articleType: varchar("article_type", { length: 20 }).notNull(),
    brutalScore: doublePrecision("brutal_score"),
    publishingStatus: varchar("publishing_status", { length: 20 }).notNull().default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }),
    // When a `scheduled` article goes public (UTC); the publication queue publishes it then (app/scheduling/).
    scheduledAt: timestamp("scheduled_at", { withTimezone: true, mode: "date" }),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "set null" }),
    authorId: integer("author_id").references(() => authors.id, { onDelete: "set null" }),
    featured: boolean("featured").notNull().default(false),
    reviewSummary: jsonb("review_summary").$type<TReviewSummaryColumn>(),
    // How long the product was tested, as the editor recorded it ("six weeks"). The article page's testing strip
    // shows only this; NULL means no testing is claimed.
    testingPeriod: varchar("testing_period", { length: 100 }),
    // Provenance of generated articles: the pages the model read, and which generator and model wrote it.
    sourceUrls: jsonb("source_urls")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    generation: jsonb("generation").$type<TGenerationColumn>(),
    // Bumped on every save; an update names the version it edited, so a newer save is never overwritten silently.
    version: integer("version").notNull().default(1),
    // The full-text vector of the title (A), excerpt (B) and body (C), and of the title and excerpt alone: search ranks
    // the articles whose title or excerpt match by the small one, and lists body-only matches after them (decision
    // 034). Kept by a trigger on every write of those fields (drizzle/0014); NULL until the background backfill has
    // filled a row written before the trigger existed (decision 054), which search then treats as unmatched.
    search: tsvector("search"),
    searchHead: tsvector("search_head"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("articles_slug_idx").on(t.slug),
    index("articles_status_published_idx").on(t.publishingStatus, t.publishedAt.desc().nullsFirst()),
    index("articles_status_type_published_idx").on(
      t.publishingStatus,
      t.articleType,
      t.publishedAt.desc().nullsFirst(),
    ),
    index("articles_category_published_idx").on(t.categoryId, t.publishedAt.desc().nullsFirst()),
    index("articles_updated_idx").on(t.updatedAt.desc().nullsFirst()),
    // The admin list filtered by status, newest change first; its search by author.
    index("articles_status_updated_idx").on(
      t.publishingStatus,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("articles_author_idx").on(t.authorId),
    index("articles_scheduled_idx")
      .on(t.scheduledAt)
      .where(sql`${t.publishingStatus} = 'scheduled'`),
    index("articles_search_idx").using("gin", t.search),
    index("articles_search_head_idx").using("gin", t.searchHead),
    // The rows the search backfill has still to fill: empty once it is done (app/articles/search-backfill.server.ts).
    index("articles_search_pending_idx")
      .on(t.id)
      .where(sql`${t.search} is null or ${t.searchHead} is null`),
    // Trigram indexes (pg_trgm) for the list API's substring search, title ILIKE or excerpt ILIKE.
    index("articles_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
    index("articles_excerpt_trgm_idx").using("gin", t.excerpt.op("gin_trgm_ops")),
  ],
);

export const articleTags = pgTable(
  "article_tags",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.tagId] }), index("article_tags_tag_idx").on(t.tagId)],
);

// Each article's tags ordered by name, as compact JSON [{"id","name"}], kept by triggers on article_tags and tags
// (drizzle/0004) so that lists read them with one index lookup per article. Never written by the app. A table of
// its own, not a column of articles: an UPDATE of an article row recomputes its full-text search vector.
export const articleTagLists = pgTable("article_tag_lists", {
  articleId: integer("article_id")
    .primaryKey()
    .references(() => articles.id, { onDelete: "cascade" }),
  tagList: json("tag_list").$type<{ id: number; name: string }[]>().notNull(),
});

export const articleRevisions = pgTable(
  "article_revisions",
  {
    id: serial("id").primaryKey(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    // The article as it was at that version: every editable field, tag ids included.
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    reason: varchar("reason", { length: 50 }).notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [index("article_revisions_article_idx").on(t.articleId, t.version.desc().nullsFirst())],
);

export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: serial("id").primaryKey(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    createdAt: timestamps.createdAt,
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("admin_sessions_expires_idx").on(t.expiresAt)],
);

export const loginAttempts = pgTable("login_attempts", {
  clientKey: varchar("client_key", { length: 100 }).primaryKey(),
  failedCount: integer("failed_count").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
  updatedAt: timestamps.updatedAt,
});

// Small key/value store for instance settings, e.g. the hashed generated admin access code.
export const settings = pgTable("settings", {
  key: varchar("key", { length: 100 }).primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamps.updatedAt,
});

// Images uploaded from the editor, in the database so every app server serves them and backups hold them
// (docs/decisions/013-images-in-the-database.md). Addressed by the SHA-256 of their bytes: one row per image.
export const media = pgTable("media", {
  id: serial("id").primaryKey(),
  sha256: varchar("sha256", { length: 64 }).notNull().unique(),
  contentType: varchar("content_type", { length: 50 }).notNull(),
  byteSize: integer("byte_size").notNull(),
  // Read from the image header when it is well-formed enough; NULL when not.
  width: integer("width"),
  height: integer("height"),
  bytes: bytea("bytes").notNull(),
  // A downloaded image's description and the page it came from (a generated article's product image); NULL for an
  // editor's upload, which its article describes.
  altText: text("alt_text"),
  sourceUrl: text("source_url"),
  createdAt: timestamps.createdAt,
});

// The sizes public pages ask for (decision 043): one image at one width in one format, made from its media row on
// first request and kept, so every app server serves it and none makes it twice for long.
export const mediaVariants = pgTable(
  "media_variants",
  {
    mediaId: integer("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    // The variant's name in its URL: `800w.avif`, `1200w.jpg`.
    name: varchar("name", { length: 20 }).notNull(),
    contentType: varchar("content_type", { length: 50 }).notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.name] })],
);

// Each article's body rendered for display (sanitised HTML, table of contents, summary and award blocks), written
// after every save so that a page render does no markdown or sanitising work (decision 021). `renderer` names the
// renderer version and the settings that shape its output: a row made by another one is rendered again. A table of
// its own, like the tag lists: an UPDATE of an article row recomputes its full-text search vector.
export const articleRenders = pgTable("article_renders", {
  articleId: integer("article_id")
    .primaryKey()
    .references(() => articles.id, { onDelete: "cascade" }),
  renderer: varchar("renderer", { length: 64 }).notNull(),
  // The article version rendered: a render of an older version is never written over a newer save.
  articleVersion: integer("article_version").notNull(),
  html: text("html").notNull(),
  toc: jsonb("toc").$type<TTocEntry[]>().notNull(),
  reviewSummary: jsonb("review_summary").$type<TReviewSummaryColumn>(),
  award: jsonb("award").$type<TAwardSections>(),
  readingMinutes: integer("reading_minutes").notNull(),
});

// Generation jobs (docs/decisions/018-durable-generation-jobs.md): one row per single generation, per bulk batch
// and per batch row. pg-boss (its own `pgboss` schema) queues and claims the work; these rows are what the admin
// sees and what makes publishing happen once per job: a row's article id is set in the transaction that saves it.
export const generationJobs = pgTable(
  "generation_jobs",
  {
    id: serial("id").primaryKey(),
    /** `single` (one endpoint call), `batch` (one bulk upload) or `row` (one sheet row of a batch). */
    kind: varchar("kind", { length: 10 }).$type<"single" | "batch" | "row">().notNull(),
    parentId: integer("parent_id").references((): AnyPgColumn => generationJobs.id, { onDelete: "cascade" }),
    /** The registered generator (`revise` for AI revise); null for a batch. */
    generator: varchar("generator", { length: 40 }),
    /** What the list shows: the request's subject, the sheet's file name, the row's keyword or article title. */
    title: varchar("title", { length: 255 }).notNull(),
    /** The sheet row number (the header is row 1), for rows. */
    row: integer("row"),
    input: jsonb("input").$type<unknown>(),
    state: varchar("state", { length: 10 })
      .$type<"queued" | "running" | "done" | "failed" | "cancelled">()
      .notNull()
      .default("queued"),
    attempts: integer("attempts").notNull().default(0),
    /** Runs that were cut off (a restart, a SIGKILL) rather than finished. */
    interruptions: integer("interruptions").notNull().default(0),
    /** The server that ran the last attempt (host name and process id). */
    runner: varchar("runner", { length: 100 }),
    result: jsonb("result").$type<unknown>(),
    error: text("error"),
    articleId: integer("article_id").references(() => articles.id, { onDelete: "set null" }),
    createdAt: timestamps.createdAt,
    updatedAt: timestamps.updatedAt,
    finishedAt: timestamp("finished_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("generation_jobs_parent_idx").on(t.parentId, t.row),
    index("generation_jobs_list_idx").on(t.kind, t.createdAt),
  ],
);

/** Every progress event of a job, in order, so any server can replay and follow it. */
export const generationJobEvents = pgTable(
  "generation_job_events",
  {
    id: serial("id").primaryKey(),
    jobId: integer("job_id")
      .notNull()
      .references(() => generationJobs.id, { onDelete: "cascade" }),
    event: jsonb("event").$type<unknown>().notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [index("generation_job_events_job_idx").on(t.jobId, t.id)],
);

// An article's earlier addresses: a link to an old slug (in another article, a feed reader, a search engine) is
// redirected to the article's address now (app/articles/find-article-redirect.server.ts).
export const articleSlugHistory = pgTable(
  "article_slug_history",
  {
    slug: varchar("slug", { length: 255 }).primaryKey(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index("article_slug_history_article_idx").on(t.articleId)],
);

// The product price and availability a review shows, from its retailer page read at `checkedAt` by the price
// refresh (app/prices/); `referencePrice` is the price the article was checked at first, against which a move is
// measured, and `flag` says what changed since (`unavailable`, `price_moved`) for the admin list.
export const productPrices = pgTable(
  "product_prices",
  {
    articleId: integer("article_id")
      .primaryKey()
      .references(() => articles.id, { onDelete: "cascade" }),
    productUrl: text("product_url").notNull(),
    price: varchar("price", { length: 60 }),
    available: boolean("available").notNull(),
    checkedAt: timestamp("checked_at", { withTimezone: true, mode: "date" }).notNull(),
    referencePrice: varchar("reference_price", { length: 60 }),
    flag: varchar("flag", { length: 20 }).$type<"unavailable" | "price_moved">(),
  },
  (t) => [index("product_prices_checked_idx").on(t.checkedAt), index("product_prices_flag_idx").on(t.flag)],
);

/** Every price read of a review's product page, kept as its history. */
export const productPriceChecks = pgTable(
  "product_price_checks",
  {
    id: serial("id").primaryKey(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    checkedAt: timestamp("checked_at", { withTimezone: true, mode: "date" }).notNull(),
    price: varchar("price", { length: 60 }),
    available: boolean("available"),
    /** Why the read has no price: the page's reason, or why the page could not be read. */
    note: text("note"),
  },
  (t) => [index("product_price_checks_article_idx").on(t.articleId, t.checkedAt)],
);
