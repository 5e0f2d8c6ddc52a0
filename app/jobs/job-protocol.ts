// The Jobs screen's API answers (GET /api/admin/jobs and /api/admin/jobs/{id}), shared by the server that writes
// them and the admin client that parses them.
import { z } from "zod";
import { ZModelUsage } from "~/generation/model-usage";

export const JOB_STATES = ["queued", "running", "done", "failed", "cancelled"] as const;

export const ZJobSummary = z.object({
  id: z.number().int(),
  kind: z.enum(["single", "batch"]),
  generator: z.string().nullable(),
  title: z.string(),
  state: z.enum(JOB_STATES),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Rows of a batch (1 for a single generation). */
  total: z.number().int(),
  finished: z.number().int(),
  failed: z.number().int(),
  error: z.string().nullable(),
  articleId: z.number().int().nullable(),
  /** The model calls and tokens it spent (a batch: its finished rows together); null before any was recorded. */
  usage: ZModelUsage.nullable(),
});
export type TJobSummary = z.infer<typeof ZJobSummary>;

export const ZJobRow = z.object({
  id: z.number().int(),
  row: z.number().int().nullable(),
  title: z.string(),
  generator: z.string().nullable(),
  state: z.enum(JOB_STATES),
  attempts: z.number().int(),
  message: z.string().nullable(),
  slug: z.string().nullable(),
  articleId: z.number().int().nullable(),
  runner: z.string().nullable(),
  usage: ZModelUsage.nullable(),
});
export type TJobRow = z.infer<typeof ZJobRow>;

/** A single generation as the Jobs screen shows it: its stages as they happened and the article it saved. */
export const ZSingleJobView = z.object({
  stages: z.array(z.object({ stage: z.string(), message: z.string() })),
  article: z
    .object({
      id: z.number().int(),
      title: z.string(),
      slug: z.string(),
      publishingStatus: z.string(),
      draftReason: z.string().nullable(),
      unsupportedFigures: z.array(z.object({ figure: z.string(), context: z.string() })),
    })
    .nullable(),
});
export type TSingleJobView = z.infer<typeof ZSingleJobView>;

export const ZJobDetail = z.object({ job: ZJobSummary, rows: z.array(ZJobRow), single: ZSingleJobView.optional() });
export type TJobDetail = z.infer<typeof ZJobDetail>;

export const ZJobList = z.object({ jobs: z.array(ZJobSummary) });
