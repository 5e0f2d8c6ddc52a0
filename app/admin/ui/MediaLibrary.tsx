// The Media screen's list: each image's preview, size and source, the articles that show it (linked to their
// editor), and Delete for an image nothing uses. "Only unused" narrows the list to those.
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "./admin-api";
import type { TMediaLibraryItem } from "./admin-responses";
import { useAdminSession } from "./admin-session";
import { BUTTON_CLASSES } from "./controls";
import { formatCalendarDate } from "~/lib/dates";
import { useToast } from "./toast";
import { mediaPreviewUrl } from "./use-media-upload";

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function isUnused(item: TMediaLibraryItem): boolean {
  return item.usedBy.length === 0 && !item.inRevisions;
}

function MediaRow({ item, onDelete }: { item: TMediaLibraryItem; onDelete: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const unused = isUnused(item);
  return (
    <li className="grid gap-4 rounded-lg border border-line bg-ink p-3 sm:grid-cols-[160px_minmax(0,1fr)_auto] sm:items-center">
      <img
        src={mediaPreviewUrl(item.path)}
        alt={item.altText ?? ""}
        width={160}
        height={84}
        loading="lazy"
        className="aspect-[1200/630] w-full rounded border border-line object-cover sm:w-40"
      />
      <div className="min-w-0 text-sm">
        <p className="truncate font-mono text-xs text-zinc-300">{item.path}</p>
        <p className="mt-1 text-zinc-400">
          {item.width && item.height ? `${item.width} x ${item.height}` : "size unknown"} · {formatSize(item.byteSize)}{" "}
          · {formatCalendarDate(item.createdAt)}
          {item.sourceUrl && (
            <>
              {" · from "}
              <a href={item.sourceUrl} rel="noopener noreferrer" target="_blank" className="underline">
                {URL.canParse(item.sourceUrl) ? new URL(item.sourceUrl).hostname : item.sourceUrl}
              </a>
            </>
          )}
        </p>
        <p className="mt-1 text-zinc-300">
          {item.usedBy.length > 0 ? (
            <>
              Used by{" "}
              {item.usedBy.map((article, index) => (
                <span key={article.id}>
                  {index > 0 && ", "}
                  <Link to={`/admin/articles/edit/${article.id}`} className="text-violet-300 hover:underline">
                    {article.title}
                  </Link>
                </span>
              ))}
            </>
          ) : item.inRevisions ? (
            "Used only by an earlier version of an article"
          ) : (
            <span className="font-semibold text-amber-300">Not used by any article</span>
          )}
        </p>
      </div>
      {unused && (
        <button
          type="button"
          className={`${BUTTON_CLASSES.danger} px-3 py-1.5 text-xs`}
          disabled={busy}
          aria-label={`Delete image ${item.path}`}
          onClick={async () => {
            if (!window.confirm("Delete this image? No article uses it; it cannot be brought back.")) return;
            setBusy(true);
            await onDelete();
            setBusy(false);
          }}
        >
          Delete
        </button>
      )}
    </li>
  );
}

export function MediaLibrary() {
  const { call } = useAdminSession();
  const toast = useToast();
  const [items, setItems] = useState<TMediaLibraryItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [onlyUnused, setOnlyUnused] = useState(false);

  useEffect(() => {
    let current = true;
    call<TMediaLibraryItem[]>("/api/admin/media")
      .then((list) => current && setItems(list))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [call]);

  async function remove(item: TMediaLibraryItem) {
    try {
      setItems(await call<TMediaLibraryItem[]>(`/api/admin/media/${item.sha256}`, { method: "DELETE" }));
      toast({ title: "Deleted", description: "The image was deleted." });
    } catch (error) {
      toast({ title: "Not Deleted", description: errorMessage(error, "The image was kept"), variant: "destructive" });
    }
  }

  if (failed) return <p className="text-sm text-red-400">The media library could not be loaded.</p>;
  if (!items) return <p className="text-sm text-zinc-400">Loading the media library...</p>;
  const unusedCount = items.filter(isUnused).length;
  const shown = onlyUnused ? items.filter(isUnused) : items;
  return (
    <section aria-label="Media library" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-zinc-300">
        <p>
          {items.length} {items.length === 1 ? "image" : "images"}, {unusedCount} not used by any article
        </p>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={onlyUnused} onChange={(event) => setOnlyUnused(event.target.checked)} />
          Only unused
        </label>
      </div>
      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line px-6 py-10 text-center text-zinc-400">
          {onlyUnused ? "Every image is used by an article." : "No images yet: paste one into an article."}
        </p>
      ) : (
        <ul className="grid gap-3">
          {shown.map((item) => (
            <MediaRow key={item.sha256} item={item} onDelete={() => remove(item)} />
          ))}
        </ul>
      )}
    </section>
  );
}
