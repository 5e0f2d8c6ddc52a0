// /admin/articles/edit/:id: the full-page editor for a stored article (the list passes its copy as a fallback).
import { useLocation } from "react-router";
import type { TArticle } from "~/articles/article-shape";
import { adminMeta } from "~/admin/ui/admin-meta";
import { ArticleEditor } from "~/admin/ui/ArticleEditor";
import type { Route } from "./+types/article-edit";

export function meta() {
  return adminMeta("Edit Article");
}

export default function EditArticlePage({ params }: Route.ComponentProps) {
  const location = useLocation();
  const state = location.state as { article?: TArticle } | null;
  const id = Number(params.id);
  const listItem = state?.article && state.article.id === id ? state.article : null;
  if (!Number.isInteger(id) || id <= 0) {
    return <p role="alert" className="px-4 py-24 text-center text-red-300">Failed to fetch full article data</p>;
  }
  return <ArticleEditor key={id} target={{ kind: "edit", id, listItem }} />;
}
