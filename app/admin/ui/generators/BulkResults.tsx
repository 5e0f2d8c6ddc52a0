// Bulk Upload's summary once the result line arrived: articles created, each failed row's error, and every row's
// outcome with a link to the article it published.
import type { TBulkUploadResult } from "~/bulk/bulk-protocol";
import { describeUsage, sumUsage, type TModelUsage } from "~/generation/model-usage";
import { StatusBadge } from "./BulkStatusBadge";

export function BulkResults({
  result,
  slugs,
  usages,
}: {
  result: TBulkUploadResult;
  slugs: Map<string, string>;
  /** Each generated row's model calls and tokens, by title, as its progress line reported them. */
  usages: Map<string, TModelUsage>;
}) {
  return (
    <section
      aria-labelledby="bulk-results-title"
      data-bulk-results
      className="grid gap-4 rounded-lg border border-line bg-ink/60 p-5"
    >
      <h3 id="bulk-results-title" className="text-lg font-bold text-white">
        Upload Results
      </h3>
      <p
        className={`text-sm font-semibold ${result.success ? "text-emerald-300" : "text-amber-200"}`}
        data-articles-created
      >
        Articles created: {result.articlesCreated}
      </p>
      {usages.size > 0 && (
        <p className="text-sm text-zinc-300" data-bulk-usage>
          Cost: {describeUsage(sumUsage([...usages.values()]))}
        </p>
      )}
      {result.errors.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold text-red-300">Errors</h4>
          <ul className="mt-2 grid gap-1 text-sm text-red-200" data-bulk-errors>
            {result.errors.map((error, index) => (
              <li key={`${error.row}-${index}`}>
                <span className="font-semibold">Row {error.row}:</span> {error.error}
              </li>
            ))}
          </ul>
        </div>
      )}
      {result.details.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold text-zinc-200">Details</h4>
          <ul className="mt-2 grid gap-2" data-bulk-details>
            {result.details.map((detail, index) => {
              const slug = detail.status === "success" ? slugs.get(detail.title) : undefined;
              return (
                <li key={`${detail.title}-${index}`} className="rounded-md border border-line p-3 text-sm">
                  <div className="flex flex-wrap items-center gap-2">
                    <StatusBadge status={detail.status} />
                    <span className="font-semibold text-white">{detail.title}</span>
                    {slug && (
                      <a
                        href={`/article/${slug}`}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-violet-300 hover:underline"
                      >
                        View <span aria-hidden="true">↗</span>
                      </a>
                    )}
                  </div>
                  {detail.message && <p className="mt-1 text-zinc-400">{detail.message}</p>}
                  {detail.status === "success" && usages.has(detail.title) && (
                    <p className="mt-1 text-xs text-zinc-500">{describeUsage(usages.get(detail.title)!)}</p>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
