// The collapsible table of contents: expanded by default; a click scrolls smoothly and updates the URL hash.
import { useState } from "react";
import type { TTocEntry } from "~/content";

const INDENT = { 2: "", 3: "pl-4", 4: "pl-8" } as const;

// Article headings own every id that starts with 'toc-' (spec), so the table's own ids must not.
export const TOC_TITLE_ID = "contents-title";
export const TOC_LIST_ID = "contents-list";

export function TableOfContents({ entries }: { entries: TTocEntry[] }) {
  const [open, setOpen] = useState(true);
  if (entries.length === 0) return null;
  return (
    <nav aria-labelledby={TOC_TITLE_ID} className="rounded-xl border border-line bg-panel p-5">
      <div className="flex items-center justify-between">
        <h2 id={TOC_TITLE_ID} className="font-bold text-white">
          Table of Contents
        </h2>
        <button
          type="button"
          onClick={() => setOpen((v) => !v)}
          aria-expanded={open}
          aria-controls={TOC_LIST_ID}
          className="rounded-md px-3 py-1 text-sm text-violet-300 hover:bg-white/5"
        >
          {open ? "Hide" : "Show"}
        </button>
      </div>
      {open && (
        <ol id={TOC_LIST_ID} className="mt-3 space-y-1.5 text-sm">
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
