// The two kinds of terms the admin manages, and how the API names them (/api/admin/taxonomy/{kind}).
import { AppError } from "~/lib/app-error";

export const TAXONOMY_KINDS = ["categories", "tags"] as const;
export type TTaxonomyKind = (typeof TAXONOMY_KINDS)[number];

export interface TTaxonomyTerm {
  id: number;
  name: string;
  slug: string;
  articleCount: number;
}

/** A page of terms (GET /api/admin/taxonomy/{kind}): the terms asked for and how many match in all. */
export interface TTermPage {
  terms: TTaxonomyTerm[];
  total: number;
}

/** Terms per page of the Categories & Tags screen and of its merge picker's matches. */
export const TERM_PAGE_SIZE = 50;

export function parseTaxonomyKind(raw: string | undefined): TTaxonomyKind {
  const kind = TAXONOMY_KINDS.find((k) => k === raw);
  if (!kind) throw new AppError("not_found", "Use /api/admin/taxonomy/categories or /api/admin/taxonomy/tags");
  return kind;
}
