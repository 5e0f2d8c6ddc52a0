// One generation job: GET /api/admin/jobs/{id} (the job and its rows), and its actions:
// POST .../cancel (a batch's waiting rows), POST .../retry (a batch's failed and cancelled rows),
// GET .../events (its progress as NDJSON, live until it finishes), GET .../results.csv.
import { z } from "zod";
import { isBulkResultLine } from "~/bulk/bulk-protocol";
import { BULK_KEEPALIVE_MS } from "~/bulk/bulk-limits";
import { isFinalGenerationEvent } from "~/generation/handle-generation-request.server";
import { findJob, isFinished } from "~/jobs/job-records.server";
import { jobDetailView, jobResultsCsv } from "~/jobs/job-views.server";
import { streamJobResponse } from "~/jobs/stream-job.server";
import { AppError, methodNotAllowed } from "~/lib/app-error";
import { handleApi, jsonResponse } from "~/lib/http.server";
import { getServices } from "~/services.server";
import type { Route } from "./+types/job";

const ZJobId = z.coerce.number().int().positive().max(2_147_483_647);

function parseJobId(raw: string | undefined): number {
  const result = ZJobId.safeParse(raw);
  if (!result.success) throw new AppError("bad_request", "Job id must be a number");
  return result.data;
}

export function loader({ params, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const services = getServices(context);
    const id = parseJobId(params.id);
    const noStore = { "Cache-Control": "no-store" };
    switch (params.action) {
      case undefined:
        return jsonResponse(await jobDetailView(services.db, id), { headers: noStore });
      case "events": {
        const job = await findJob(services.db, id);
        if (!job || job.kind === "row") throw new AppError("not_found", "Job not found");
        return streamJobResponse(services.jobs, id, {
          isFinal: job.kind === "batch" ? isBulkResultLine : isFinalGenerationEvent,
          keepaliveMs: BULK_KEEPALIVE_MS,
        });
      }
      case "results.csv":
        return new Response(await jobResultsCsv(services.db, id, services.env.SITE_URL), {
          headers: {
            "Content-Type": "text/csv; charset=utf-8",
            "Content-Disposition": `attachment; filename="job-${id}-results.csv"`,
            ...noStore,
          },
        });
      default:
        throw new AppError("not_found", "Not found");
    }
  });
}

export function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") throw methodNotAllowed(["GET", "POST"]);
    const services = getServices(context);
    const id = parseJobId(params.id);
    switch (params.action) {
      case "cancel": {
        const job = await findJob(services.db, id);
        if (job && job.kind === "batch" && isFinished(job.state))
          throw new AppError("conflict", "This batch has already finished");
        await services.jobs.cancelBatch(id);
        break;
      }
      case "retry": {
        const retried = await services.jobs.retryFailedRows(id);
        if (retried === 0) throw new AppError("conflict", "This batch has no failed rows to retry");
        break;
      }
      default:
        throw new AppError("not_found", "Not found");
    }
    return jsonResponse(await jobDetailView(services.db, id));
  });
}
