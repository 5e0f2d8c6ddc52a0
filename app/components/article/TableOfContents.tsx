// The collapsible table of contents: expanded on wide screens and collapsed on phones, where it would push the
// article text a screen down; a click scrolls smoothly and updates the URL hash.
import { useState, useSyncExternalStore } from "react";
import type { TTocEntry } from "~/content";

const INDENT = { 2: "", 3: "pl-4", 4: "pl-8" } as const;

// Article headings own every id that starts with 'toc-' (spec), so the table's own ids must not.
export const TOC_TITLE_ID = "contents-title";
export const TOC_LIST_ID = "contents-list";
// Tailwind's lg breakpoint, where the page gets its sidebar.
const WIDE_SCREEN_QUERY = "(min-width: 1024px)";

function isWideScreen(): boolean {
  return window.matchMedia(WIDE_SCREEN_QUERY).matches;
}

function subscribeToWidth(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_SCREEN_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

export function TableOfContents({ entries }: { entries: TTocEntry[] }) {
  // null until the page runs: CSS picks the state by width, so the server's page does not jump on hydration.
  // Open by default on a wide screen; once the reader toggles it, their choice holds.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const wide = useSyncExternalStore(subscribeToWidth, isWideScreen, () => null);
  const open = chosen ?? wide;
  if (entries.length === 0) return null;
  return (
    <nav aria-labelledby={TOC_TITLE_ID} className="rounded-xl border border-line bg-panel p-5">
      <div className="flex items-center justify-between">
        <h2 id={TOC_TITLE_ID} className="font-bold text-white">
          Table of Contents
        </h2>
        <button
          type="button"
          onClick={() => setChosen(!(open ?? isWideScreen()))}
          aria-expanded={open ?? undefined}
          aria-controls={TOC_LIST_ID}
          className="rounded-md px-3 py-1 text-sm text-violet-300 hover:bg-white/5"
        >
          {open === null ? (
            <>
              <span className="lg:hidden">Show</span>
              <span className="hidden lg:inline">Hide</span>
            </>
          ) : open ? (
            "Hide"
          ) : (
            "Show"
          )}
        </button>
      </div>
      {open !== false && (
        <ol id={TOC_LIST_ID} className={`mt-3 space-y-1.5 text-sm ${open === null ? "hidden lg:block" : ""}`}>
          {entries.map((entry) => (
            <li key={entry.id} className={INDENT[entry.level]}>
              <a
                href={`#${entry.id}`}
                className="text-zinc-300 hover:text-white"
                onClick={(event) => {
                  const target = document.getElementById(entry.id);
                  if (!target) return;
                  event.preventDefault();
                  target.scrollIntoView({ behavior: "smooth", block: "start" });
                  window.history.pushState(null, "", `#${entry.id}`);
                }}
              >
                <span className="mr-2 tabular-nums text-zinc-400">{entry.number}</span>
                {entry.text}
              </a>
            </li>
          ))}
        </ol>
      )}
    </nav>
  );
}
