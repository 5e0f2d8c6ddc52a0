// Categories & Tags: every category and tag with how many articles use it, to rename, merge into another, or delete
// (generated articles once made a category per model answer; this is where the list is kept tidy).
import { useEffect, useState } from "react";
import type { TTaxonomyKind, TTaxonomyTerm } from "~/articles/taxonomy-kinds";
import { errorMessage } from "./admin-api";
import { useAdminSession } from "./admin-session";
import { BUTTON_CLASSES, INPUT_CLASS, Panel } from "./controls";
import { useToast } from "./toast";

const LABELS: Record<TTaxonomyKind, { title: string; noun: string }> = {
  categories: { title: "Categories", noun: "category" },
  tags: { title: "Tags", noun: "tag" },
};

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

function TermRow({
  kind,
  term,
  others,
  onChange,
}: {
  kind: TTaxonomyKind;
  term: TTaxonomyTerm;
  others: TTaxonomyTerm[];
  onChange: (request: { method: "PUT" | "DELETE"; body?: unknown }, done: string) => Promise<boolean>;
}) {
  const [name, setName] = useState(term.name);
  const [mergeInto, setMergeInto] = useState("");
  const [busy, setBusy] = useState(false);
  const run = async (request: { method: "PUT" | "DELETE"; body?: unknown }, done: string) => {
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
        <label htmlFor={`merge-${kind}-${term.id}`} className="sr-only">
          Merge {term.name} into
        </label>
        <select
          id={`merge-${kind}-${term.id}`}
          value={mergeInto}
          onChange={(event) => setMergeInto(event.target.value)}
          className={`${INPUT_CLASS} w-auto max-w-48 py-1.5 text-xs`}
        >
          <option value="">Merge into...</option>
          {others.map((other) => (
            <option key={other.id} value={String(other.id)}>
              {other.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={`${BUTTON_CLASSES.secondary} px-3 py-1.5 text-xs`}
          disabled={busy || mergeInto === ""}
          onClick={() => {
            const target = others.find((other) => String(other.id) === mergeInto);
            if (!target || !window.confirm(mergeTermQuestion(kind, term, target))) return;
            void run(
              { method: "PUT", body: { mergeInto: target.id } },
              `"${term.name}" was merged into "${target.name}".`,
            );
          }}
        >
          Merge
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
    </li>
  );
}

function TermList({ kind }: { kind: TTaxonomyKind }) {
  const { call } = useAdminSession();
  const toast = useToast();
  const [terms, setTerms] = useState<TTaxonomyTerm[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    call<TTaxonomyTerm[]>(`/api/admin/taxonomy/${kind}`)
      .then((list) => current && setTerms(list))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [call, kind]);

  async function change(term: TTaxonomyTerm, request: { method: "PUT" | "DELETE"; body?: unknown }, done: string) {
    try {
      setTerms(await call<TTaxonomyTerm[]>(`/api/admin/taxonomy/${kind}/${term.id}`, request));
      toast({ title: "Saved", description: done });
      return true;
    } catch (error) {
      toast({ title: "Not Saved", description: errorMessage(error, "The change failed"), variant: "destructive" });
      return false;
    }
  }

  const { title } = LABELS[kind];
  return (
    <Panel title={title}>
      {failed && (
        <p role="alert" className="text-sm text-red-300">
          Failed to fetch {kind}
        </p>
      )}
      {terms === null && !failed && <p className="text-sm text-zinc-400">Loading {kind}...</p>}
      {terms !== null && terms.length === 0 && <p className="text-sm text-zinc-400">No {kind} yet.</p>}
      {terms !== null && terms.length > 0 && (
        <ul aria-label={title} className="grid grid-cols-[minmax(0,1fr)] gap-2">
          {terms.map((term) => (
            <TermRow
              // A rename or merge answers a new list: the row starts again from the saved name.
              key={`${term.id}:${term.name}`}
              kind={kind}
              term={term}
              others={terms.filter((other) => other.id !== term.id)}
              onChange={(request, done) => change(term, request, done)}
            />
          ))}
        </ul>
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
