// The admin API's answers as the panel reads them, in one place. Answers with a zod schema shared with the server
// (articles, jobs, bulk upload, generation events) are inferred from it: the articles' here, the others' in their
// protocol modules, which the panel imports directly.
import type { z } from "zod";
import type { ZArticleRevisionRow } from "~/articles/article-response";

import type { TRelatedArticle } from "~/articles/related-articles.server";

export type { TRelatedArticle } from "~/articles/related-articles.server";
export type { TMediaLibraryItem } from "~/media/media-library";

/** POST /api/admin/login on success. */
export interface TLoginAnswer {
  /** The bearer token for API clients; the panel ignores it (its session is the HttpOnly cookie). */
  token: string;
  /** When the session ends (ISO 8601): the panel's `adminToken` marker. */
  expiresAt: string;
}

/** GET /api/admin/related-articles: the site's published articles related to the one being edited. */
export interface TRelatedArticles {
  articles: TRelatedArticle[];
}

/** POST /api/admin/media: where the uploaded image is served. */
export interface TMediaUpload {
  location: string;
}

/** POST /api/admin/taxonomy/:kind: the term created. */
export interface TCreatedTerm {
  id: number;
  name: string;
}

/** A row of GET /api/admin/articles, and GET /api/admin/articles/:id (what a save or a restore answers too). */
export type { TAdminArticle, TAdminListItem } from "~/articles/article-response";

/** A row of GET /api/admin/articles/:id/revisions. */
export type TRevision = z.infer<typeof ZArticleRevisionRow>;

/** POST /api/admin/ai-revise-article: the fields the model rewrote. */
export interface TAiRevision {
  title?: string;
  excerpt?: string;
  content?: string;
  metaDescription?: string;
}

/** GET /api/admin/ai-status: the model the generators write with, or what to configure. */
export interface TAiStatus {
  configured: boolean;
  provider: string | null;
  model: string | null;
  label: string | null;
  message?: string;
}
