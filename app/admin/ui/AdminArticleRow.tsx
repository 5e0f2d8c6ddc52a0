// One article in the admin list: title, type, status (and why a generated article is a draft), date, score, author
// and tags, with View, Edit and Delete.
// It wraps on a phone instead of widening the page.
import { findSectionForType } from "~/articles/article-types";
import { formatScoreOutOfTen } from "~/content/display";
import type { TAdminListItem } from "./admin-responses";
import { BUTTON_CLASSES } from "./controls";
import { formatCalendarDate } from "~/lib/dates";
import { formatMomentInOwnZone } from "~/lib/moments";

const ADMIN_CARD_TAGS = 5;

const STATUS_STYLES: Record<string, string> = {
  published: "bg-emerald-500/15 text-emerald-300",
  scheduled: "bg-sky-500/15 text-sky-200",
  draft: "bg-amber-500/15 text-amber-200",
  deleted: "bg-red-500/15 text-red-300",
};

export function AdminArticleRow({
  article,
  onEdit,
  onDelete,
}: {
  article: TAdminListItem;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="min-w-0 rounded-xl border border-line bg-panel p-4" data-article-id={article.id}>
      <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <h2 className="break-words text-base font-bold text-white md:truncate">{article.title}</h2>
          <div className="mt-1.5 flex flex-wrap items-center gap-2 text-xs text-zinc-400">
            <span className="rounded-full bg-accent/15 px-2 py-0.5 font-semibold uppercase tracking-wide text-violet-300">
              {findSectionForType(article.articleType).label}
            </span>
            <span
              className={`rounded-full px-2 py-0.5 font-semibold capitalize ${STATUS_STYLES[article.publishingStatus] ?? ""}`}
            >
              {article.publishingStatus}
            </span>
            {article.scheduledAt ? (
              <span>Goes public {formatMomentInOwnZone(article.scheduledAt)}</span>
            ) : (
              <span>{formatCalendarDate(article.publishedAt ?? article.updatedAt)}</span>
            )}
            {article.brutalScore !== null && <span>Brutal Score {formatScoreOutOfTen(article.brutalScore)}</span>}
            {article.priceAlert && (
              <span className="rounded-full bg-red-500/15 px-2 py-0.5 font-semibold text-red-200">
                {article.priceAlert}
              </span>
            )}
            {article.author && <span>by {article.author.username}</span>}
          </div>
          {article.publishingStatus === "draft" && article.draftReason && (
            <p className="mt-2 text-xs text-amber-200" data-draft-reason>
              <span className="font-semibold">Why a draft:</span> {article.draftReason}
            </p>
          )}
          {article.tags.length > 0 && (
            <ul aria-label="Tags" className="mt-2 flex flex-wrap gap-1.5 text-xs">
              {article.tags.slice(0, ADMIN_CARD_TAGS).map((tag) => (
                <li key={tag.id} className="rounded bg-white/5 px-2 py-0.5 text-zinc-300">
                  {tag.name}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {article.publishingStatus === "published" && (
            <a
              href={`/article/${article.slug}`}
              target="_blank"
              rel="noopener noreferrer"
              className={BUTTON_CLASSES.secondary}
            >
              View
            </a>
          )}
          <button type="button" className={BUTTON_CLASSES.secondary} onClick={onEdit}>
            Edit
          </button>
          <button type="button" className={BUTTON_CLASSES.danger} onClick={onDelete}>
            Delete
          </button>
        </div>
      </div>
    </li>
  );
}
