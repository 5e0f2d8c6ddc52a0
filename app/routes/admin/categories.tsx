// /admin/categories: the categories and tags with their article counts, to rename, merge and delete.
import { adminMeta } from "~/admin/ui/admin-meta";
import { AdminSubpage } from "~/admin/ui/AdminSubpage";
import { TaxonomyManager } from "~/admin/ui/TaxonomyManager";

const TITLE = "Categories & Tags";

export function meta() {
  return adminMeta(TITLE);
}

export default function CategoriesPage() {
  return (
    <AdminSubpage title={TITLE} description="Rename, merge or delete them; the counts say how many articles use each.">
      <TaxonomyManager />
    </AdminSubpage>
  );
}
