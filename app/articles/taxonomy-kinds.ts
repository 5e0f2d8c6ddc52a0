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

export function parseTaxonomyKind(raw: string | undefined): TTaxonomyKind {
  const kind = TAXONOMY_KINDS.find((k) => k === raw);
  if (!kind) throw new AppError("not_found", "Use /api/admin/taxonomy/categories or /api/admin/taxonomy/tags");
  return kind;
}
