// /admin/categories: the categories and tags with their article counts, to rename, merge and delete.
import { Link } from "react-router";
import { adminMeta } from "~/admin/ui/admin-meta";
import { BUTTON_CLASSES } from "~/admin/ui/controls";
import { TaxonomyManager } from "~/admin/ui/TaxonomyManager";

export function meta() {
  return adminMeta("Categories & Tags");
}

export default function CategoriesPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-white">Categories &amp; Tags</h1>
          <p className="mt-1 text-sm text-zinc-400">
            Rename, merge or delete them; the counts say how many articles use each.
          </p>
        </div>
        <Link to="/admin" className={BUTTON_CLASSES.secondary}>
          Back to articles
        </Link>
      </div>
      <TaxonomyManager />
    </div>
  );
}
