// /admin/media: the media library, every stored image with the articles that show it; unused ones can be deleted.
import { adminMeta } from "~/admin/ui/admin-meta";
import { AdminSubpage } from "~/admin/ui/AdminSubpage";
import { MediaLibrary } from "~/admin/ui/MediaLibrary";

const TITLE = "Media";

export function meta() {
  return adminMeta(TITLE);
}

export default function MediaPage() {
  return (
    <AdminSubpage
      title={TITLE}
      description="Every uploaded and downloaded image, with the articles that show it. Images no article uses can be deleted."
    >
      <MediaLibrary />
    </AdminSubpage>
  );
}
