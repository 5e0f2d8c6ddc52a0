// What the scheduling endpoints answer and take, read by the Jobs screen with the same schemas.
import { z } from "zod";

export const ZScheduledArticle = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  articleType: z.string(),
  scheduledAt: z.string(),
});
export type TScheduledArticle = z.infer<typeof ZScheduledArticle>;

/** GET /api/admin/scheduled */
export const ZScheduledList = z.object({ articles: z.array(ZScheduledArticle) });

/** PUT /api/admin/articles/:id/schedule: another time, or null to cancel the schedule. */
export const ZScheduleChange = z.object({
  publishAt: z.iso
    .datetime({ offset: true, error: "publishAt must be a date and time such as 2026-12-01T09:00:00Z, or null" })
    .nullable(),
});
