// The fact check's findings, for the generator screens and the editor: each figure or claim the sources do not
// contain, highlighted in the words around it, so the editor can find and check it.
import type { TUnsupportedFigure } from "~/generation/fact-check";

function Highlighted({ entry }: { entry: TUnsupportedFigure }) {
  const at = entry.context.indexOf(entry.figure);
  if (at < 0) return <mark className="rounded bg-amber-300 px-0.5 text-zinc-950">{entry.figure}</mark>;
  return (
    <>
      {entry.context.slice(0, at)}
      <mark className="rounded bg-amber-300 px-0.5 text-zinc-950">{entry.figure}</mark>
      {entry.context.slice(at + entry.figure.length)}
    </>
  );
}

export function FactCheckList({ figures }: { figures: readonly TUnsupportedFigure[] }) {
  if (figures.length === 0) return null;
  return (
    <section
      aria-label="Fact check"
      data-fact-check
      className="mt-3 rounded-md border border-amber-400/40 bg-amber-400/10 p-3 text-sm"
    >
      <h3 className="font-semibold text-amber-200">
        Fact check: {figures.length} figure{figures.length === 1 ? "" : "s"} or claim{figures.length === 1 ? "" : "s"}{" "}
        not found in the sources
      </h3>
      <ul className="mt-2 grid gap-1.5 text-zinc-300">
        {figures.map((entry, index) => (
          <li key={`${entry.figure}-${index}`}>
            <Highlighted entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  );
}
