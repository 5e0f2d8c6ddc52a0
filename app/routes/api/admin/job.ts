// One generation job: GET /api/admin/jobs/{id} (the job and its rows), and its actions:
// POST .../cancel (a batch's waiting rows), POST .../retry (a batch's failed and cancelled rows),
// GET .../events (its progress as NDJSON, live until it finishes), GET .../results.csv.
import { parseRowId } from "~/db/row-id";
import { BULK_KEEPALIVE_MS } from "~/bulk/bulk-limits";
import { generationEndpointFor } from "~/generation-endpoints/endpoints.server";
import { generationEventLine } from "~/generation-endpoints/handle-generation-request.server";
import { streamJobResponse } from "~/generation-endpoints/job-stream.server";
import { isGeneratorName } from "~/generation/generators.server";
import { findJob, isFinished } from "~/jobs/job-records.server";
import { jobDetailView, jobResultsCsv } from "~/jobs/job-views.server";
import { AppError, methodNotAllowed } from "~/lib/app-error";
import { handleApi, jsonResponse } from "~/lib/http.server";
import { getServices } from "~/services.server";
import type { Route } from "./+types/job";

const JOB_ID_MESSAGE = "Job id must be a number";

export function loader({ params, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const services = getServices(context);
    const id = parseRowId(params.id, JOB_ID_MESSAGE);
    const noStore = { "Cache-Control": "no-store" };
    switch (params.action) {
      case undefined:
        return jsonResponse(await jobDetailView(services.db, id), { headers: noStore });
      case "events": {
        const job = await findJob(services.db, id);
        if (!job || job.kind === "row") throw new AppError("not_found", "Job not found");
        if (job.kind === "batch") {
          return streamJobResponse(services.jobs, id, { keepaliveMs: BULK_KEEPALIVE_MS });
        }
        // A single generation's events are answered as its endpoint answers them.
        if (!isGeneratorName(job.generator)) throw new AppError("not_found", "Job not found");
        const endpoint = generationEndpointFor(job.generator);
        return streamJobResponse(services.jobs, id, {
          toLine: (event) => generationEventLine(endpoint, event),
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
    const id = parseRowId(params.id, JOB_ID_MESSAGE);
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
