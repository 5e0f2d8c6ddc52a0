// Before a generation starts: an article about the same product stops it with a conflict that names the article,
// unless the request says what to do about one (`onDuplicate`): "update" writes it as a new revision of that
// article, "new" writes another article anyway. Skipping is not sending the request.
import { z } from "zod";
import type { TDatabase } from "~/db/client.server";
import { AppError } from "~/lib/app-error";
import { findDuplicateArticle, type TDuplicateArticle } from "./find-duplicate-article.server";
import { articleTypeOfGenerator, requestProductIdentity } from "./product-identity";

export const ZDuplicateChoice = z.enum(["update", "new"], { error: "onDuplicate must be update or new" });

export function describeDuplicate(duplicate: TDuplicateArticle): string {
  return `The site already has an article about this product: "${duplicate.title}" (${duplicate.reason}).`;
}

/** The article to update (a new revision of it), or null to write a new article. */
export async function checkDuplicateBeforeGenerating(
  db: TDatabase,
  generator: string,
  request: unknown,
): Promise<{ updateArticleId: number | null }> {
  const raw =
    typeof request === "object" && request !== null ? (request as { onDuplicate?: unknown }).onDuplicate : undefined;
  const choice = raw === undefined || raw === null || raw === "" ? null : ZDuplicateChoice.safeParse(raw);
  if (choice && !choice.success) throw new AppError("bad_request", "onDuplicate must be update or new");
  if (choice?.data === "new") return { updateArticleId: null };
  const duplicate = await findDuplicateArticle(db, requestProductIdentity(request, articleTypeOfGenerator(generator)));
  if (!duplicate) return { updateArticleId: null };
  if (choice?.data === "update") return { updateArticleId: duplicate.id };
  throw new AppError(
    "conflict",
    `${describeDuplicate(duplicate)} Update it (a new revision), write a new one anyway, or skip.`,
    { duplicate },
  );
}
