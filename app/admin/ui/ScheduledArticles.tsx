// The Jobs screen's "Scheduled" list: every scheduled article with the time it goes public (in the editor's time
// zone), which can be moved to another time or cancelled (the article goes back to the drafts).
import { useCallback, useEffect, useState } from "react";
import { ZScheduledList, type TScheduledArticle } from "~/scheduling/schedule-protocol";
import { errorMessage } from "./admin-api";
import { fromLocalDateTimeInput, toLocalDateTimeInput } from "./article-form";
import { useAdminSession } from "./admin-session";
import { BUTTON_CLASSES, INPUT_CLASS } from "./controls";
import { formatMomentInOwnZone } from "~/lib/moments";
import { useToast } from "./toast";

const LIST_REFRESH_MS = 10_000;

export function ScheduledArticles() {
  const { call } = useAdminSession();
  const toast = useToast();
  const [articles, setArticles] = useState<TScheduledArticle[] | null>(null);
  const [editing, setEditing] = useState<{ id: number; value: string } | null>(null);

  // State is set only when the answer arrives (never synchronously in the effect that loads it).
  const load = useCallback(
    () =>
      call("/api/admin/scheduled")
        .then((answer) => ZScheduledList.parse(answer).articles)
        .then(setArticles, () => setArticles((current) => current ?? [])),
    [call],
  );

  useEffect(() => {
    void load();
    const timer = window.setInterval(() => void load(), LIST_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [load]);

  async function change(id: number, publishAt: string | null) {
    try {
      await call(`/api/admin/articles/${id}/schedule`, { method: "PUT", body: { publishAt } });
      setEditing(null);
      toast({
        title: publishAt ? "Schedule Changed" : "Schedule Cancelled",
        description: publishAt
          ? `It goes public ${formatMomentInOwnZone(publishAt)}.`
          : "The article is a draft again.",
      });
    } catch (error) {
      toast({
        title: "Error",
        description: errorMessage(error, "Failed to change the schedule"),
        variant: "destructive",
      });
    }
    await load();
  }

  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <section className="rounded-xl border border-line bg-panel p-4" aria-labelledby="scheduled-heading">
      <h2 id="scheduled-heading" className="text-lg font-bold text-white">
        Scheduled
      </h2>
      <p className="mb-3 text-xs text-zinc-400">Times in your time zone, {timeZone}.</p>
      {articles === null ? (
        <p className="text-sm text-zinc-400">Loading scheduled articles...</p>
      ) : articles.length === 0 ? (
        <p className="text-sm text-zinc-400">Nothing is scheduled.</p>
      ) : (
        <ul className="divide-y divide-line" aria-label="Scheduled articles">
          {articles.map((article) => (
            <li key={article.id} className="flex flex-wrap items-center justify-between gap-3 py-2 text-sm">
              <span className="min-w-0">
                <a
                  className="block truncate font-medium text-zinc-100 underline"
                  href={`/admin/articles/edit/${article.id}`}
                >
                  {article.title}
                </a>
                <span className="block text-xs text-zinc-400" data-scheduled-at={article.scheduledAt}>
                  Goes public {formatMomentInOwnZone(article.scheduledAt)}
                </span>
              </span>
              {editing?.id === article.id ? (
                <span className="flex flex-wrap items-center gap-2">
                  <input
                    type="datetime-local"
                    aria-label={`New publish time for ${article.title}`}
                    value={editing.value}
                    onChange={(event) => setEditing({ id: article.id, value: event.target.value })}
                    className={INPUT_CLASS}
                  />
                  <button
                    type="button"
                    className={BUTTON_CLASSES.secondary}
                    onClick={() => void change(article.id, fromLocalDateTimeInput(editing.value))}
                  >
                    Save time
                  </button>
                </span>
              ) : (
                <span className="flex gap-2">
                  <button
                    type="button"
                    className={BUTTON_CLASSES.secondary}
                    onClick={() => setEditing({ id: article.id, value: toLocalDateTimeInput(article.scheduledAt) })}
                  >
                    Change time
                  </button>
                  <button type="button" className={BUTTON_CLASSES.danger} onClick={() => void change(article.id, null)}>
                    Cancel schedule
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
