// The job queue of generations on pg-boss, in the site's own database (PostgreSQL, or the embedded PGlite through
// pg-boss's adapter). Single generations and batch rows are queued jobs naming a `generation_jobs` row; every server
// works GENERATION_CONCURRENCY of each at a time, so servers sharing one PostgreSQL share the rows.
import { fromPglite, PgBoss, type ConstructorOptions } from "pg-boss";
import type { TDatabaseHandle } from "~/db/client.server";
import type { TGenerationServices } from "~/generation/generate-and-publish.server";
import { refreshProductPrices } from "~/prices/refresh-prices.server";
import { publishDueArticles } from "~/scheduling/publish-due-articles.server";
import type { TPublications } from "~/scheduling/publications";
import { JOB_TYPES, SITE_JOB_TYPES, type TJobType, type TSiteJobType } from "./job-types";
import { runRowJob, runSingleJob } from "./run-job.server";

const RUNNERS: Record<TJobType, typeof runSingleJob> = { single: runSingleJob, row: runRowJob };

/** What the site's own jobs need: the database (and, for later ones, the fetcher and settings). */
type TSiteJobServices = Pick<TGenerationServices, "db" | "env" | "fetchPage">;

const SITE_RUNNERS: Record<TSiteJobType, (site: TSiteJobServices) => Promise<unknown>> = {
  publishScheduled: (site) => publishDueArticles(site.db),
  refreshPrices: (site) => refreshProductPrices(site.db, site.fetchPage, site.env),
};

/** A delayed job is kept this long before its time (pg-boss's default of 14 days would drop a long drip). */
const SITE_JOB_RETENTION_SECONDS = 400 * 24 * 60 * 60;

/** A job whose server stopped sends no heartbeat; the queue hands it to a server again after this long. */
const HEARTBEAT_SECONDS = 10;
const RETRY_DELAY_MAX_SECONDS = 600;
/** Retries are for rate limits and interruptions; an interrupted job runs once more at most (run-job.server.ts). */
const RETRY_LIMIT = 12;

export interface TGenerationQueue extends TPublications {
  /** Creates the queues; with `work`, also starts working them. */
  start(options: { work: boolean }): Promise<void>;
  stop(): Promise<void>;
  /** Queues stored jobs of one type (their payloads were checked when they were stored). */
  send(type: TJobType, jobIds: number[]): Promise<void>;
}

type TBossOptions = Pick<
  ConstructorOptions,
  "superviseIntervalSeconds" | "monitorIntervalSeconds" | "queueCacheIntervalSeconds" | "supervise" | "schedule"
>;

function newBoss(handle: TDatabaseHandle, options: TBossOptions): PgBoss {
  const connection = handle.queueConnection;
  const boss =
    connection.kind === "pglite"
      ? new PgBoss({ db: fromPglite(connection.client), backend: "pglite", ...options })
      : new PgBoss({ connectionString: connection.connectionString, max: 4, ...options });
  boss.on("error", (error) => console.error("Job queue error:", error));
  return boss;
}

/**
 * Creates or upgrades the job queue's own tables (pg-boss's schema) and works nothing: `--migrate-only` leaves a
 * database whose first start has nothing left to install. A server installs them itself when they are missing.
 */
export async function installJobQueue(handle: TDatabaseHandle): Promise<void> {
  const boss = newBoss(handle, { supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false });
}

export function createGenerationQueue(
  handle: TDatabaseHandle,
  services: () => TGenerationServices | null,
  settings: { concurrency: number; retryDelaySeconds: number },
  site: TSiteJobServices,
): TGenerationQueue {
  const { concurrency } = settings;
  // Checks every few seconds: a job whose server died is handed out again soon after its heartbeat stops, and the
  // backlog count that keeps workers fetching without a pause stays fresh.
  const boss = newBoss(handle, {
    superviseIntervalSeconds: 5,
    monitorIntervalSeconds: 5,
    queueCacheIntervalSeconds: 2,
  });

  const handler = (run: typeof runSingleJob) => async (jobs: { data: { jobId: number }; signal: AbortSignal }[]) => {
    const current = services();
    if (!current) throw new Error("No AI provider is configured");
    for (const job of jobs) await run(current, job.data.jobId, job.signal);
  };

  return {
    async start({ work }) {
      await boss.start();
      for (const { queue } of Object.values(JOB_TYPES)) {
        await boss.createQueue(queue, {
          heartbeatSeconds: HEARTBEAT_SECONDS,
          retryLimit: RETRY_LIMIT,
          // Rate-limited jobs wait this long, doubling each time (pg-boss's back-off), up to RETRY_DELAY_MAX.
          retryDelay: settings.retryDelaySeconds,
          retryBackoff: true,
          retryDelayMax: RETRY_DELAY_MAX_SECONDS,
          expireInSeconds: 60 * 60,
          // New jobs wake the workers at once instead of at their next poll.
          notify: true,
        });
      }
      for (const [type, { queue, cron }] of Object.entries(SITE_JOB_TYPES)) {
        await boss.createQueue(queue, { retentionSeconds: SITE_JOB_RETENTION_SECONDS, retryLimit: 5 });
        await boss.schedule(queue, cron);
        // Site jobs need no AI provider: every server works them.
        await boss.work(queue, { pollingIntervalSeconds: 1 }, async () => {
          await SITE_RUNNERS[type as TSiteJobType](site);
        });
      }
      if (!work) return;
      // A worker that finished a job fetches the next at once while there is a backlog, else polls every second.
      const options = {
        localConcurrency: concurrency,
        batchSize: 1,
        burstWhenReadyExceeds: 1,
        pollingIntervalSeconds: 1,
        notifyPollingIntervalSeconds: 1,
      };
      for (const [type, { queue }] of Object.entries(JOB_TYPES)) {
        await boss.work(queue, options, handler(RUNNERS[type as TJobType]));
      }
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 2_000 });
    },
    async publishAt(times) {
      if (times.length === 0) return;
      await boss.insert(
        SITE_JOB_TYPES.publishScheduled.queue,
        times.map((startAfter) => ({ data: {}, startAfter })),
      );
    },
    async send(type, jobIds) {
      if (jobIds.length === 0) return;
      await boss.insert(
        JOB_TYPES[type].queue,
        jobIds.map((jobId) => ({ data: { jobId } })),
      );
    },
  };
}
