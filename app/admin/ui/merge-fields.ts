// "Keep my edits" after a save conflict, field by field: a field only one side changed takes that side's value, a
// field both changed differently is for the editor to pick. The base is the version both started from.
import type { TArticleForm } from "./article-form";

export type TFormField = keyof TArticleForm;

export const FIELD_LABELS: Record<TFormField, string> = {
  title: "Title",
  slug: "Slug",
  excerpt: "Excerpt",
  content: "Content",
  metaTitle: "Meta Title",
  metaDescription: "Meta Description",
  featuredImage: "Featured Image URL",
  articleType: "Article Type",
  publishingStatus: "Status",
  categoryId: "Category",
  brutalScore: "Brutal Score",
  testingPeriod: "Testing period",
  publishAt: "Publish at",
  verdictSummary: "Verdict: Brutal Summary",
  verdictPositives: "Verdict: Positives",
  verdictNegatives: "Verdict: Negatives",
  verdictCriteria: "Verdict: scores by criterion",
};

export interface TFieldMerge {
  /** The form with every field one side changed merged in (both-changed fields hold the editor's own value). */
  merged: TArticleForm;
  /** Fields only the other version changed: taken from it. */
  theirs: TFormField[];
  /** Fields both changed, differently: the editor picks. */
  conflicts: TFormField[];
}

export function mergeFields(
  base: TArticleForm,
  mine: TArticleForm,
  theirs: TArticleForm,
  same: (field: TFormField, a: string, b: string) => boolean,
): TFieldMerge {
  const merged = { ...mine };
  const taken: TFormField[] = [];
  const conflicts: TFormField[] = [];
  for (const field of Object.keys(FIELD_LABELS) as TFormField[]) {
    const changedByMe = !same(field, mine[field], base[field]);
    const changedByThem = !same(field, theirs[field], base[field]);
    if (!changedByThem || same(field, mine[field], theirs[field])) continue;
    if (!changedByMe) {
      (merged as Record<TFormField, string>)[field] = theirs[field];
      taken.push(field);
    } else {
      conflicts.push(field);
    }
  }
  return { merged, theirs: taken, conflicts };
}
