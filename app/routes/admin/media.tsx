// /admin/media: the media library, every stored image with the articles that show it; unused ones can be deleted.
import { Link } from "react-router";
import { adminMeta } from "~/admin/ui/admin-meta";
import { BUTTON_CLASSES } from "~/admin/ui/controls";
import { MediaLibrary } from "~/admin/ui/MediaLibrary";

export function meta() {
  return adminMeta("Media");
}

export default function MediaPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-white">Media</h1>
          <p className="mt-1 text-sm text-zinc-400">
            Every uploaded and downloaded image, with the articles that show it. Images no article uses can be deleted.
          </p>
        </div>
        <Link to="/admin" className={BUTTON_CLASSES.secondary}>
          Back to articles
        </Link>
      </div>
      <MediaLibrary />
    </div>
  );
}
