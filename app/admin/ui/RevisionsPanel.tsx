// Earlier versions of an article (every save and restore keeps the one it replaced), with Restore.
import { useEffect, useState } from "react";
import type { TAdminArticle, TRevision } from "./admin-responses";
import { errorMessage } from "./admin-api";
import { useAdminSession } from "./admin-session";
import { BUTTON_CLASSES, Panel } from "./controls";
import { formatCalendarDate } from "~/lib/dates";
import { useToast } from "./toast";

// Why the version was kept, in the editor's words: a generated article's first version appears twice once it is
// edited (the model's text, and the version the edit replaced), and the reason tells them apart.
export function describeRevision(reason: string): string {
  if (reason === "generated") return "as the model wrote it";
  if (reason === "update") return "replaced by a save";
  if (reason.startsWith("restore of version "))
    return `replaced when version ${reason.slice("restore of version ".length)} was restored`;
  return reason;
}

/**
 * The question asked before a restore. A restore saves at once (a published article changes on the site), and the
 * question says so, and says bluntly when edits in the editor would be thrown away.
 */
export function restoreConfirmation(version: number, unsavedChanges: boolean): string {
  const saves = `Restore version ${version}? It is saved at once as the current version, and the public page shows it if it is published.`;
  return unsavedChanges
    ? `${saves} Your unsaved changes in the editor will be lost: save them first to keep them. The current saved version is kept as a revision.`
    : `${saves} The current version is kept as a revision.`;
}

/** What the toast says after a restore: what happened, not "back in the editor" (it is already saved). */
export function restoredMessage(version: number, status: string): string {
  return status === "published"
    ? `Version ${version} is restored and saved: the public page shows it now.`
    : `Version ${version} is restored and saved as ${status}.`;
}

export function RevisionsPanel({
  articleId,
  refreshKey,
  unsavedChanges,
  onRestored,
}: {
  articleId: number;
  refreshKey: number;
  unsavedChanges: boolean;
  onRestored: (article: TAdminArticle) => void;
}) {
  const { call } = useAdminSession();
  const toast = useToast();
  const [revisions, setRevisions] = useState<TRevision[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [restoring, setRestoring] = useState<number | null>(null);

  useEffect(() => {
    let current = true;
    call<TRevision[]>(`/api/admin/articles/${articleId}/revisions`)
      .then((list) => {
        if (!current) return;
        setRevisions(list);
        setFailed(false);
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [call, articleId, refreshKey]);

  async function restore(revision: TRevision) {
    if (!window.confirm(restoreConfirmation(revision.version, unsavedChanges))) return;
    setRestoring(revision.id);
    try {
      const article = await call<TAdminArticle>(`/api/admin/articles/${articleId}/revisions`, {
        method: "POST",
        body: { revisionId: revision.id },
      });
      onRestored(article);
      toast({ title: "Revision Restored", description: restoredMessage(revision.version, article.publishingStatus) });
    } catch (error) {
      toast({
        title: "Restore Failed",
        description: errorMessage(error, "Failed to restore revision"),
        variant: "destructive",
      });
    } finally {
      setRestoring(null);
    }
  }

  return (
    <Panel title="Revisions">
      {failed && (
        <p role="alert" className="text-sm text-red-300">
          Failed to fetch revisions
        </p>
      )}
      {revisions === null && !failed && <p className="text-sm text-zinc-400">Loading revisions...</p>}
      {revisions !== null && revisions.length === 0 && (
        <p className="text-sm text-zinc-400">No earlier versions yet. Each save keeps the one it replaces.</p>
      )}
      {revisions !== null && revisions.length > 0 && (
        <ol aria-label="Revisions" className="grid max-h-96 gap-2 overflow-y-auto">
          {revisions.map((revision) => (
            <li
              key={revision.id}
              className="flex items-start justify-between gap-3 rounded-md border border-line bg-ink p-3"
            >
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-white">Version {revision.version}</p>
                <p className="text-xs text-zinc-400">
                  {formatCalendarDate(revision.createdAt)} · {describeRevision(revision.reason)}
                </p>
                <p className="truncate text-xs text-zinc-300" title={revision.title}>
                  {revision.title}
                </p>
              </div>
              <button
                type="button"
                className={`${BUTTON_CLASSES.secondary} shrink-0 px-3 py-1.5 text-xs`}
                disabled={restoring !== null}
                onClick={() => restore(revision)}
                aria-label={`Restore version ${revision.version}`}
              >
                {restoring === revision.id ? "Restoring..." : "Restore"}
              </button>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
