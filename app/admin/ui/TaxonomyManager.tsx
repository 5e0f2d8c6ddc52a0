// Categories & Tags: every category and tag with how many articles use it, to rename, merge into another, or delete
// (generated articles once made a category per model answer; this is where the list is kept tidy). Each list is
// searched and paged on the server, and one searchable picker names the term to merge into, so the screen stays
// the same size with 30 terms or 3,000 (decision 050).
import { useEffect, useId, useState } from "react";
import { TERM_PAGE_SIZE, type TTaxonomyKind, type TTaxonomyTerm, type TTermPage } from "~/articles/taxonomy-kinds";
import { errorMessage } from "./admin-api";
import { useAdminSession } from "./admin-session";
import { BUTTON_CLASSES, INPUT_CLASS, Panel } from "./controls";
import { useToast } from "./toast";

const LABELS: Record<TTaxonomyKind, { title: string; noun: string }> = {
  categories: { title: "Categories", noun: "category" },
  tags: { title: "Tags", noun: "tag" },
};

/** How long typing pauses before a search asks the server. */
const SEARCH_PAUSE_MS = 250;
/** Matches the merge picker offers at once; more typing narrows them. */
const PICKER_MATCHES = 8;

type TTermRequest = { method: "PUT" | "DELETE"; body?: unknown };

export function deleteTermQuestion(kind: TTaxonomyKind, term: TTaxonomyTerm): string {
  const articles = term.articleCount === 1 ? "1 article" : `${term.articleCount} articles`;
  return kind === "categories"
    ? `Delete the category "${term.name}"? Its ${articles} stay published without a category.`
    : `Delete the tag "${term.name}"? It is taken off ${articles}.`;
}

export function mergeTermQuestion(kind: TTaxonomyKind, term: TTaxonomyTerm, target: TTaxonomyTerm): string {
  const articles = term.articleCount === 1 ? "its 1 article" : `its ${term.articleCount} articles`;
  const noun = kind === "categories" ? "category" : "tag";
  return `Merge the ${noun} "${term.name}" into "${target.name}"? ${articles[0]!.toUpperCase()}${articles.slice(1)} move to "${target.name}" and "${term.name}" is removed. This cannot be undone.`;
}

/** "Showing 51-100 of 3,000 tags" (or "1 tag" when there is only one). */
export function termRangeText(kind: TTaxonomyKind, offset: number, shown: number, total: number): string {
  const noun = total === 1 ? LABELS[kind].noun : kind;
  return `Showing ${(offset + 1).toLocaleString("en-US")}-${(offset + shown).toLocaleString("en-US")} of ${total.toLocaleString("en-US")} ${noun}`;
}

function termPath(kind: TTaxonomyKind, query: { q: string; offset: number; limit: number }, id?: number): string {
  const search = new URLSearchParams({ q: query.q, offset: String(query.offset), limit: String(query.limit) });
  return `/api/admin/taxonomy/${kind}${id === undefined ? "" : `/${id}`}?${search}`;
}

/** `value`, once it has stayed the same for a moment. */
function usePausedValue(value: string): string {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return paused;
}

/** The one merge picker of a list: search the term to merge into, pick it, confirm. */
function MergePicker({
  kind,
  term,
  onMerge,
  onClose,
}: {
  kind: TTaxonomyKind;
  term: TTaxonomyTerm;
  onMerge: (target: TTaxonomyTerm) => void;
  onClose: () => void;
}) {
  const { call } = useAdminSession();
  const [text, setText] = useState("");
  const search = usePausedValue(text.trim());
  const [matches, setMatches] = useState<TTaxonomyTerm[] | null>(null);
  const [target, setTarget] = useState<TTaxonomyTerm | null>(null);
  const listId = useId();
  const inputId = `merge-${kind}-${term.id}`;

  useEffect(() => {
    let current = true;
    // One more than shown, so the term itself (never a choice) leaves a full list.
    call<TTermPage>(termPath(kind, { q: search, offset: 0, limit: PICKER_MATCHES + 1 }))
      .then((page) => {
        if (current) setMatches(page.terms.filter((other) => other.id !== term.id).slice(0, PICKER_MATCHES));
      })
      .catch(() => current && setMatches([]));
    return () => {
      current = false;
    };
  }, [call, kind, search, term.id]);

  return (
    <div className="grid gap-2 rounded-md border border-line bg-panel p-3">
      <label htmlFor={inputId} className="text-xs font-medium text-zinc-300">
        Merge {term.name} into
      </label>
      <input
        id={inputId}
        type="search"
        role="combobox"
        aria-expanded={matches !== null && matches.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        autoComplete="off"
        placeholder={`Search the ${LABELS[kind].noun} to merge into`}
        value={text}
        autoFocus
        onChange={(event) => {
          setText(event.target.value);
          setTarget(null);
        }}
        onKeyDown={(event) => event.key === "Escape" && onClose()}
        className={`${INPUT_CLASS} py-1.5 text-sm`}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={`${LABELS[kind].title} to merge ${term.name} into`}
        className="grid gap-1"
      >
        {matches?.map((other) => (
          <li
            key={other.id}
            role="option"
            aria-selected={target?.id === other.id}
            tabIndex={0}
            onClick={() => setTarget(other)}
            onKeyDown={(event) => {
              if (event.key === "Enter" || event.key === " ") {
                event.preventDefault();
                setTarget(other);
              }
            }}
            className="flex min-w-0 cursor-pointer items-center justify-between gap-2 rounded px-2 py-1.5 text-sm text-zinc-100 hover:bg-white/10 aria-selected:bg-accent-strong/40"
          >
            <span className="min-w-0 truncate">{other.name}</span>
            <span className="shrink-0 text-xs text-zinc-400">
              {other.articleCount} {other.articleCount === 1 ? "article" : "articles"}
            </span>
          </li>
        ))}
      </ul>
      {matches !== null && matches.length === 0 && (
        <p className="text-xs text-zinc-400">
          {search === "" ? `No other ${kind} yet.` : `No other ${kind} match "${search}".`}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={`${BUTTON_CLASSES.secondary} px-3 py-1.5 text-xs`}
          disabled={target === null}
          onClick={() => target && onMerge(target)}
        >
          Merge
        </button>
        <button type="button" className={`${BUTTON_CLASSES.ghost} px-3 py-1.5 text-xs`} onClick={onClose}>
          Cancel
        </button>
        {target && <span className="min-w-0 truncate text-xs text-zinc-300">into "{target.name}"</span>}
      </div>
    </div>
  );
}

function TermRow({
  kind,
  term,
  merging,
  onMergeOpen,
  onMergeClose,
  onChange,
}: {
  kind: TTaxonomyKind;
  term: TTaxonomyTerm;
  merging: boolean;
  onMergeOpen: () => void;
  onMergeClose: () => void;
  onChange: (request: TTermRequest, done: string) => Promise<boolean>;
}) {
  const [name, setName] = useState(term.name);
  const [busy, setBusy] = useState(false);
  const run = async (request: TTermRequest, done: string) => {
    setBusy(true);
    await onChange(request, done);
    setBusy(false);
  };
  const noun = LABELS[kind].noun;
  return (
    <li className="grid gap-3 rounded-lg border border-line bg-ink p-3">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <label htmlFor={`term-${kind}-${term.id}`} className="sr-only">
          Name of {noun} {term.name}
        </label>
        <input
          id={`term-${kind}-${term.id}`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          className={`${INPUT_CLASS} min-w-0 flex-1`}
        />
        <span className="shrink-0 text-sm text-zinc-400" aria-label={`${term.articleCount} articles`}>
          {term.articleCount} {term.articleCount === 1 ? "article" : "articles"}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={`${BUTTON_CLASSES.secondary} px-3 py-1.5 text-xs`}
          disabled={busy || name.trim() === "" || name.trim() === term.name}
          onClick={() => void run({ method: "PUT", body: { name } }, `Renamed to "${name.trim()}".`)}
        >
          Rename
        </button>
        <button
          type="button"
          className={`${BUTTON_CLASSES.secondary} px-3 py-1.5 text-xs`}
          disabled={busy}
          aria-expanded={merging}
          aria-label={`Merge into... ${term.name}`}
          onClick={merging ? onMergeClose : onMergeOpen}
        >
          Merge into...
        </button>
        <button
          type="button"
          className={`${BUTTON_CLASSES.danger} px-3 py-1.5 text-xs`}
          disabled={busy}
          aria-label={`Delete ${noun} ${term.name}`}
          onClick={() => {
            if (window.confirm(deleteTermQuestion(kind, term)))
              void run({ method: "DELETE" }, `"${term.name}" was deleted.`);
          }}
        >
          Delete
        </button>
      </div>
      {merging && (
        <MergePicker
          kind={kind}
          term={term}
          onClose={onMergeClose}
          onMerge={(target) => {
            if (!window.confirm(mergeTermQuestion(kind, term, target))) return;
            onMergeClose();
            void run(
              { method: "PUT", body: { mergeInto: target.id } },
              `"${term.name}" was merged into "${target.name}".`,
            );
          }}
        />
      )}
    </li>
  );
}

function TermList({ kind }: { kind: TTaxonomyKind }) {
  const { call } = useAdminSession();
  const toast = useToast();
  const [text, setText] = useState("");
  const q = usePausedValue(text.trim());
  // The page shown belongs to a search: a new search starts on its first page.
  const [paging, setPaging] = useState({ q: "", offset: 0 });
  const offset = paging.q === q ? paging.offset : 0;
  const setOffset = (next: number) => setPaging({ q, offset: next });
  const [page, setPage] = useState<TTermPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [mergingId, setMergingId] = useState<number | null>(null);
  const query = { q, offset, limit: TERM_PAGE_SIZE };

  useEffect(() => {
    let current = true;
    call<TTermPage>(termPath(kind, { q, offset, limit: TERM_PAGE_SIZE }))
      .then((answer) => {
        if (!current) return;
        setFailed(false);
        setPage(answer);
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [call, kind, q, offset]);

  async function change(term: TTaxonomyTerm, request: TTermRequest, done: string) {
    try {
      const answer = await call<TTermPage>(termPath(kind, query, term.id), request);
      // The last row of the last page gone: show the page before it.
      if (answer.terms.length === 0 && offset > 0) setOffset(Math.max(0, offset - TERM_PAGE_SIZE));
      else setPage(answer);
      toast({ title: "Saved", description: done });
      return true;
    } catch (error) {
      toast({ title: "Not Saved", description: errorMessage(error, "The change failed"), variant: "destructive" });
      return false;
    }
  }

  const { title } = LABELS[kind];
  const searchId = `search-${kind}`;
  const total = page?.total ?? 0;
  return (
    <Panel title={title}>
      <div className="grid gap-1.5">
        <label htmlFor={searchId} className="text-sm font-medium text-zinc-200">
          Search {kind}
        </label>
        <input
          id={searchId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Name contains..."
          className={INPUT_CLASS}
        />
      </div>
      {failed && (
        <p role="alert" className="text-sm text-red-300">
          Failed to fetch {kind}
        </p>
      )}
      {page === null && !failed && <p className="text-sm text-zinc-400">Loading {kind}...</p>}
      {page !== null && page.total === 0 && q === "" && <p className="text-sm text-zinc-400">No {kind} yet.</p>}
      {page !== null && page.total === 0 && q !== "" && (
        <p className="text-sm text-zinc-400">
          No {kind} match "{q}".
        </p>
      )}
      {page !== null && page.terms.length > 0 && (
        <>
          <ul aria-label={title} className="grid grid-cols-[minmax(0,1fr)] gap-2">
            {page.terms.map((term) => (
              <TermRow
                // A rename or merge answers a new page: the row starts again from the saved name.
                key={`${term.id}:${term.name}`}
                kind={kind}
                term={term}
                merging={mergingId === term.id}
                onMergeOpen={() => setMergingId(term.id)}
                onMergeClose={() => setMergingId(null)}
                onChange={(request, done) => change(term, request, done)}
              />
            ))}
          </ul>
          <nav aria-label={`${title} pages`} className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-zinc-400" aria-live="polite">
              {termRangeText(kind, offset, page.terms.length, total)}
            </p>
            <div className="flex gap-2">
              <button
                type="button"
                className={`${BUTTON_CLASSES.secondary} px-3 py-1.5 text-xs`}
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - TERM_PAGE_SIZE))}
              >
                Previous
              </button>
              <button
                type="button"
                className={`${BUTTON_CLASSES.secondary} px-3 py-1.5 text-xs`}
                disabled={offset + TERM_PAGE_SIZE >= total}
                onClick={() => setOffset(offset + TERM_PAGE_SIZE)}
              >
                Next
              </button>
            </div>
          </nav>
        </>
      )}
    </Panel>
  );
}

export function TaxonomyManager() {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
      <TermList kind="categories" />
      <TermList kind="tags" />
    </div>
  );
}
