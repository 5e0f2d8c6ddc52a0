// /admin/articles/edit/:id: the full-page editor for a stored article (the list passes its copy as a fallback).
import { useLocation } from "react-router";
import { adminMeta } from "~/admin/ui/admin-meta";
import { ArticleEditor } from "~/admin/ui/ArticleEditor";
import { rowIdOrNull } from "~/db/row-id";
import type { TAdminListItem } from "~/admin/ui/admin-responses";
import type { Route } from "./+types/article-edit";

export function meta() {
  return adminMeta("Edit Article");
}

export default function EditArticlePage({ params }: Route.ComponentProps) {
  const location = useLocation();
  const state = location.state as { article?: Partial<TAdminListItem> } | null;
  const id = rowIdOrNull(params.id);
  // A copy without its version (history state kept from an older list) cannot guard a save, so it is not used.
  const article = state?.article;
  const listItem =
    article && article.id === id && typeof article.version === "number" ? (article as TAdminListItem) : null;
  if (id === null) {
    return (
      <p role="alert" className="px-4 py-24 text-center text-red-300">
        Failed to fetch full article data
      </p>
    );
  }
  return <ArticleEditor key={id} target={{ kind: "edit", id, listItem }} />;
}
