// Bulk rows about a product the site already has an article on: found with one read of every article's products,
// then skipped by default (the row's result says which article and why), written as a new revision of it
// ("update"), or written anyway ("new").
import { z } from "zod";
import type { TBulkPlan } from "~/bulk/plan-bulk-rows";
import type { TDatabase } from "~/db/client.server";
import { loadProductIndex, type TDuplicateArticle } from "./find-duplicate-article.server";
import { productIdentity, requestProductLinks } from "./product-identity";

export const ZBulkDuplicateChoice = z
  .enum(["skip", "update", "new"], { error: "duplicates must be skip, update or new" })
  .default("skip");
export type TBulkDuplicateChoice = z.infer<typeof ZBulkDuplicateChoice>;

/** The article each planned row repeats, by the row's number in the sheet. */
export async function findBulkDuplicates(db: TDatabase, plan: TBulkPlan): Promise<Map<number, TDuplicateArticle>> {
  const found = new Map<number, TDuplicateArticle>();
  if (plan.jobs.length === 0) return found;
  const index = await loadProductIndex(db);
  const byTitle = await index.closeTitles(plan.jobs.map((job) => ({ title: job.title, articleType: job.type })));
  for (const [position, job] of plan.jobs.entries()) {
    const duplicate =
      index.findByProduct(productIdentity(requestProductLinks(job.call.input), job.title, job.type)) ??
      byTitle.get(position);
    if (duplicate) found.set(job.row, duplicate);
  }
  return found;
}

/** The plan once the upload's choice is applied to the rows that repeat an article. */
export function applyBulkDuplicateChoice(
  plan: TBulkPlan,
  duplicates: ReadonlyMap<number, TDuplicateArticle>,
  choice: TBulkDuplicateChoice,
): TBulkPlan {
  if (choice === "new" || duplicates.size === 0) return plan;
  const jobs: TBulkPlan["jobs"] = [];
  const skipped = [...plan.skipped];
  for (const job of plan.jobs) {
    const duplicate = duplicates.get(job.row);
    if (!duplicate) {
      jobs.push(job);
    } else if (choice === "update") {
      jobs.push({
        ...job,
        updateArticleId: duplicate.id,
        notes: [...job.notes, `written as a new revision of "${duplicate.title}" (${duplicate.reason})`],
      });
    } else {
      skipped.push({
        row: job.row,
        title: job.title,
        message: `Skipped: the site already has "${duplicate.title}" at /article/${duplicate.slug} (${duplicate.reason}). Upload it again choosing to update that article or to write a new one.`,
      });
    }
  }
  return { ...plan, jobs, skipped: skipped.sort((a, b) => a.row - b.row) };
}
