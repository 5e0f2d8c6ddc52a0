// /admin/articles/new: the full-page editor for a new article.
import { adminMeta } from "~/admin/ui/admin-meta";
import { ArticleEditor } from "~/admin/ui/ArticleEditor";

export function meta() {
  return adminMeta("New Article");
}

export default function NewArticlePage() {
  return <ArticleEditor target={{ kind: "new" }} />;
}
