// "Suggest internal links": the site's published articles related to this one (the server's related-article
// search), each with the sentence of the body where a link to it would fit; the editor links it there or skips it.
import { useState, type Dispatch, type SetStateAction } from "react";
import { AdminApiError, requestJson } from "./admin-api";
import type { TRelatedArticles } from "./admin-responses";
import type { TArticleForm } from "./article-form";
import { BUTTON_CLASSES, Panel } from "./controls";
import { insertInternalLink, suggestInternalLinks, type TLinkSuggestion } from "./internal-link-suggestions";

type TSuggestionState = "open" | "linked" | "skipped" | "moved";
type TPanelState =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "failed"; message: string }
  | { kind: "ready"; suggestions: Array<TLinkSuggestion & { state: TSuggestionState }>; related: number };

const STATE_TEXT: Record<Exclude<TSuggestionState, "open">, string> = {
  linked: "Linked.",
  skipped: "Skipped.",
  moved: "That sentence changed since: suggest again.",
};

function relatedQuery(articleId: number | null, form: TArticleForm): string {
  const params = new URLSearchParams({ title: form.title.slice(0, 500) });
  if (form.categoryId) params.set("category", form.categoryId);
  if (articleId !== null) params.set("exclude", String(articleId));
  return params.toString();
}

export function InternalLinksPanel({
  articleId,
  form,
  setForm,
}: {
  articleId: number | null;
  form: TArticleForm;
  setForm: Dispatch<SetStateAction<TArticleForm>>;
}) {
  const [panel, setPanel] = useState<TPanelState>({ kind: "idle" });

  async function suggest() {
    setPanel({ kind: "loading" });
    try {
      const { articles } = await requestJson<TRelatedArticles>(
        `/api/admin/related-articles?${relatedQuery(articleId, form)}`,
      );
      const suggestions = suggestInternalLinks(form.content, articles).map((suggestion) => ({
        ...suggestion,
        state: "open" as const,
      }));
      setPanel({ kind: "ready", suggestions, related: articles.length });
    } catch (error) {
      setPanel({
        kind: "failed",
        message: error instanceof AdminApiError ? error.message : "The related articles could not be loaded.",
      });
    }
  }

  function settle(index: number, state: TSuggestionState) {
    setPanel((current) =>
      current.kind === "ready"
        ? {
            ...current,
            suggestions: current.suggestions.map((item, at) => (at === index ? { ...item, state } : item)),
          }
        : current,
    );
  }

  function accept(index: number, suggestion: TLinkSuggestion) {
    const linked = insertInternalLink(form.content, suggestion);
    if (linked === null) {
      settle(index, "moved");
      return;
    }
    setForm((current) => ({ ...current, content: linked }));
    settle(index, "linked");
  }

  return (
    <Panel title="Internal Links">
      <p className="text-sm text-zinc-400">
        Published articles of this site that the text names, each with the sentence a link would go in.
      </p>
      <button
        type="button"
        className={BUTTON_CLASSES.secondary}
        onClick={() => void suggest()}
        disabled={panel.kind === "loading"}
      >
        {panel.kind === "loading" ? "Looking for related articles..." : "Suggest internal links"}
      </button>
      {panel.kind === "failed" && (
        <p role="alert" className="text-sm text-red-400">
          {panel.message}
        </p>
      )}
      {panel.kind === "ready" && panel.suggestions.length === 0 && (
        <p role="status" className="text-sm text-zinc-300">
          {panel.related === 0
            ? "No published article of this site is related to this one yet."
            : `${panel.related} related article${panel.related === 1 ? " is" : "s are"} published, but the text names none of them outside a link or heading.`}
        </p>
      )}
      {panel.kind === "ready" && panel.suggestions.length > 0 && (
        <ul className="grid gap-3" aria-label="Suggested internal links">
          {panel.suggestions.map((suggestion, index) => (
            <li key={suggestion.article.id} className="grid gap-2 rounded-md border border-line bg-ink p-3">
              <p className="text-sm font-semibold text-white">{suggestion.article.title}</p>
              <p className="break-all font-mono text-xs text-zinc-400">{suggestion.article.path}</p>
              <blockquote className="border-l-2 border-accent pl-2 text-sm text-zinc-200">
                {suggestion.sentence.slice(0, suggestion.anchorStart)}
                <mark className="rounded bg-violet-500/30 px-0.5 text-white">{suggestion.anchor}</mark>
                {suggestion.sentence.slice(suggestion.anchorStart + suggestion.anchor.length)}
              </blockquote>
              {suggestion.state === "open" ? (
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={BUTTON_CLASSES.primary}
                    onClick={() => accept(index, suggestion)}
                    aria-label={`Link "${suggestion.anchor}" to ${suggestion.article.title}`}
                  >
                    Link it
                  </button>
                  <button
                    type="button"
                    className={BUTTON_CLASSES.ghost}
                    onClick={() => settle(index, "skipped")}
                    aria-label={`Skip ${suggestion.article.title}`}
                  >
                    Skip
                  </button>
                </div>
              ) : (
                <p role="status" className="text-sm text-zinc-300">
                  {STATE_TEXT[suggestion.state]}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
