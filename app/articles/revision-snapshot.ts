// What a revision keeps of an article (the row as it was, plus its tag ids), checked before a restore writes it back.
import { z } from "zod";

const ZNullableText = z
  .string()
  .nullish()
  .transform((v) => v ?? null);

export const ZRevisionSnapshot = z.object({
  title: z.string().min(1),
  slug: z.string().min(1),
  excerpt: ZNullableText,
  content: z.string(),
  metaTitle: ZNullableText,
  metaDescription: ZNullableText,
  featuredImage: ZNullableText,
  articleType: z.string().min(1),
  publishingStatus: z.string().min(1),
  brutalScore: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
  categoryId: z
    .number()
    .int()
    .nullish()
    .transform((v) => v ?? null),
  reviewSummary: z
    .object({
      brutalSummary: z.string(),
      positives: z.array(z.string()),
      negatives: z.array(z.string()),
      criteria: z.array(z.object({ name: z.string(), score: z.number() })).optional(),
    })
    .nullish()
    .transform((v) => v ?? null),
  tags: z.array(z.object({ id: z.number().int() })).default([]),
});
