// The success card of every generator: what was published and the links to it (View in a new tab, Edit, Copy Link).
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BUTTON_CLASSES } from "../controls";
import type { TUnsupportedFigure } from "~/generation/fact-check";
import { describeUsage, type TModelUsage } from "~/generation/model-usage";
import { useCopyToClipboard } from "./copy-to-clipboard";
import { FactCheckList } from "./FactCheckList";

export interface TGeneratedArticleRef {
  id?: number | null;
  slug: string;
  title?: string;
  /** An article already there with the same title or source (the generation may repeat it). */
  similarArticle?: { title: string; slug: string };
  /** Why the article was saved as a draft instead of published. */
  draftReason?: string | null;
  /** The fact check's findings. */
  unsupportedFigures?: TUnsupportedFigure[];
  /** The model calls and tokens the generation spent. */
  usage?: TModelUsage | null;
}

/** The grounding fields of a generation answer (`draft`, `factCheck`), carried on the article's reference. */
export function withGrounding<T extends TGeneratedArticleRef>(
  article: T,
  body: {
    draft?: { reason?: string } | null;
    factCheck?: { unsupportedFigures?: TUnsupportedFigure[] } | null;
    usage?: TModelUsage | null;
  },
): T {
  return {
    ...article,
    draftReason: body.draft?.reason ?? null,
    unsupportedFigures: body.factCheck?.unsupportedFigures ?? [],
    usage: body.usage ?? null,
  };
}

/** The line under a result that says what the generation cost. */
export function UsageLine({ usage }: { usage: TModelUsage | null | undefined }) {
  if (!usage) return null;
  return (
    <p data-usage className="mt-2 text-xs text-zinc-400">
      Cost: {describeUsage(usage)}.
    </p>
  );
}

export function CheckIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M5 13l4 4L19 7" />
    </svg>
  );
}

export function CopyIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15V5a2 2 0 0 1 2-2h10" />
    </svg>
  );
}

/** View, Edit and Copy Link for a stored article. */
export function ArticleActions({
  article,
  viewLabel = "View",
  viewable = true,
}: {
  article: TGeneratedArticleRef;
  viewLabel?: string;
  /** False for a draft: the public page would answer 404. */
  viewable?: boolean;
}) {
  const { copy, copiedKey } = useCopyToClipboard();
  const path = `/article/${article.slug}`;
  const copied = copiedKey === "link";
  return (
    <div className="flex flex-wrap gap-2">
      {viewable && (
        <a href={path} target="_blank" rel="noopener noreferrer" className={BUTTON_CLASSES.primary}>
          {viewLabel} <span aria-hidden="true">↗</span>
        </a>
      )}
      {article.id != null && (
        <Link to={`/admin/articles/edit/${article.id}`} className={BUTTON_CLASSES.secondary}>
          Edit
        </Link>
      )}
      <button
        type="button"
        className={BUTTON_CLASSES.secondary}
        onClick={() => copy("link", new URL(path, window.location.origin).href, "Link copied to clipboard")}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
        {copied ? "Copied" : "Copy Link"}
      </button>
    </div>
  );
}

export function GeneratedArticleCard({
  heading: requestedHeading = "Article Published",
  article,
  viewable: requestedViewable = true,
  children,
}: {
  heading?: string;
  article: TGeneratedArticleRef;
  viewable?: boolean;
  children?: ReactNode;
}) {
  // A draft kept instead of lost (too short, or strict fact check): not public, finished in the editor.
  const isDraft = Boolean(article.draftReason);
  const heading = isDraft ? "Saved as Draft" : requestedHeading;
  const viewable = isDraft ? false : requestedViewable;
  return (
    <div data-success-card className="rounded-lg border border-emerald-500/40 bg-emerald-500/10 p-5">
      <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-emerald-300">
        <CheckIcon /> {heading}
      </p>
      {article.title && <h3 className="mt-2 text-lg font-bold text-white">{article.title}</h3>}
      <p className="mt-1 text-sm text-zinc-400">/article/{article.slug}</p>
      {article.similarArticle && (
        <p
          role="note"
          className="mt-3 rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-100"
        >
          This may repeat an article already on the site:{" "}
          <a
            href={`/article/${article.similarArticle.slug}`}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold underline"
          >
            {article.similarArticle.title}
          </a>
          . Delete one of them if it is a duplicate.
        </p>
      )}
      {article.draftReason && (
        <p data-draft-reason className="mt-2 text-sm text-amber-200">
          {article.draftReason} Open it with Edit to finish it.
        </p>
      )}
      <FactCheckList figures={article.unsupportedFigures ?? []} />
      <UsageLine usage={article.usage} />
      {children}
      <div className="mt-4">
        <ArticleActions article={article} viewable={viewable} />
      </div>
    </div>
  );
}
