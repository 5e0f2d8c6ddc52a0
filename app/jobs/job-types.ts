// The one list of job types. Each names its pg-boss queue and the payload its `generation_jobs` row carries; the
// payload is checked with its schema once, when the job is queued, and read back with the same schema when it runs.
import { z } from "zod";
import { GenerationError } from "~/generation/errors";
import { ZBatchPublication } from "~/scheduling/batch-publication";
import {
  generatorNamed,
  isArticleGeneratorName,
  isGeneratorName,
  type TGeneratorName,
} from "~/generation/generators.server";

/** A single generation: the generator, its request (checked against the generator's own schema) and whether to save. */
export const ZSingleJobPayload = z
  .object({
    generator: z.custom<TGeneratorName>(isGeneratorName, "Unknown generator"),
    request: z.unknown(),
    /** False answers the draft without saving it (the API's `saveToDatabase: false`). */
    save: z.boolean(),
    /** Saved as a new revision of this article (the editor chose to update an article about the same product). */
    updateArticleId: z.number().int().positive().optional(),
  })
  .superRefine((payload, context) => {
    const checked = generatorNamed(payload.generator).schema.safeParse(payload.request);
    const issue = checked.error?.issues[0];
    if (issue) context.addIssue({ code: "custom", message: issue.message, path: ["request", ...issue.path] });
  });

/**
 * A batch row: one article generator's call (its request was checked against the generator's schema when the sheet
 * was planned, app/bulk/plan-bulk-rows.ts), with what the row's result reports besides.
 */
export const ZRowJobPayload = z.object({
  call: z.object({
    generator: z.string().refine(isArticleGeneratorName, "Unknown generator"),
    input: z.unknown(),
    brief: z.object({
      primaryKeyword: z.string().optional(),
      instructions: z.string().optional(),
      repurposeContent: z.string().optional(),
    }),
  }),
  type: z.string(),
  unusedColumns: z.array(z.string()),
  notes: z.array(z.string()),
  /** Saved as a new revision of this article (the upload chose to update articles about the same product). */
  updateArticleId: z.number().int().positive().optional(),
  /** How the row's article goes public; rows stored before batches chose it go public at once. */
  publication: ZBatchPublication.default({ mode: "now" }),
});

export const JOB_TYPES = {
  single: { queue: "generation-single", payload: ZSingleJobPayload },
  row: { queue: "generation-row", payload: ZRowJobPayload },
} as const;

/**
 * Jobs of the site itself rather than generations: no job record, no AI provider needed, worked by every server.
 * Each runs on its schedule (pg-boss cron) and whenever a delayed job names it.
 */
export const SITE_JOB_TYPES = {
  /** Publishes the scheduled articles that are due (app/scheduling/); delayed jobs wake it at each publish time. */
  publishScheduled: { queue: "publish-scheduled", cron: "* * * * *" },
  /** Re-reads published reviews' product pages, a batch an hour at a polite rate (app/prices/). */
  refreshPrices: { queue: "refresh-prices", cron: "7 * * * *" },
} as const;

export type TSiteJobType = keyof typeof SITE_JOB_TYPES;

export type TJobType = keyof typeof JOB_TYPES;
export type TJobPayload<TType extends TJobType> = z.output<(typeof JOB_TYPES)[TType]["payload"]>;
export type TSingleJobPayload = TJobPayload<"single">;

/** Checks a payload before its job is stored; the first problem becomes an invalid_input error (400). */
export function parseJobPayload<TType extends TJobType>(type: TType, payload: unknown): TJobPayload<TType> {
  const result = JOB_TYPES[type].payload.safeParse(payload);
  if (result.success) return result.data as TJobPayload<TType>;
  throw new GenerationError("invalid_input", result.error.issues[0]?.message ?? "Invalid generation request");
}

/** A stored payload as its job type reads it; null when it no longer fits (a record from an older version). */
export function readStoredPayload<TType extends TJobType>(type: TType, stored: unknown): TJobPayload<TType> | null {
  const result = JOB_TYPES[type].payload.safeParse(stored);
  return result.success ? (result.data as TJobPayload<TType>) : null;
}
