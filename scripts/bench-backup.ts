// `npm run bench:backup`: what a live backup of a larger PGlite site costs the readers. Seeds a site of long articles,
// then starts the built server on a copy of it and downloads GET /api/admin/backup while /healthz is asked without
// pause (tests/support/health-probe.ts), and reports the slowest answer, the backup's time and size, and the server's
// peak memory during it. With `--before DIR`, a checkout of another commit (built) is measured the same way on its
// own copy of the same site first, side by side in one run.
// Usage: tsx scripts/bench-backup.ts [--articles 1000] [--kilobytes 16] [--before /path/to/checkout]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { healthDuring, RENDER_PROBE_TOKEN, slowestHealthMs } from "../tests/support/health-probe";
import { insertManyArticles, longArticleBody } from "../tests/support/seed";
import { copyDataDir } from "../tests/support/pglite-templates";
import { createTestDatabase, logInAsAdmin, startServerProcess } from "../tests/support/test-server";

const ACCESS_CODE = "backup-bench-code";
const { values: options } = parseArgs({
  options: {
    articles: { type: "string", default: "1000" },
    kilobytes: { type: "string", default: "16" },
    before: { type: "string" },
  },
});
if (process.env.TEST_DATABASE_URL || process.env.DATABASE_URL) {
  throw new Error("The backup bench measures PGlite's backup: unset TEST_DATABASE_URL and DATABASE_URL.");
}

function procStatusKb(pid: number, field: "VmHWM" | "VmRSS"): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line ?? "")?.[1] ?? Number.NaN);
}

async function measure(label: string, checkout: string, site: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "btr-bench-backup-"));
  copyDataDir(site, dataDir);
  // The server is started from the checkout measured (its server.js and build/).
  const here = process.cwd();
  process.chdir(checkout);
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    ADMIN_ACCESS_CODE: ACCESS_CODE,
    RESPONSE_CACHE_BYPASS_TOKEN: RENDER_PROBE_TOKEN,
  }).finally(() => process.chdir(here));
  try {
    const token = await logInAsAdmin(server.url, ACCESS_CODE);
    const pid = server.process.pid!;
    const rssBeforeKb = procStatusKb(pid, "VmRSS");
    // Resets the peak resident size (Linux), so VmHWM afterwards is the peak during the backup.
    fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
    const run = await healthDuring(server.url, async () => {
      const response = await fetch(`${server.url}/api/admin/backup`, { headers: { Authorization: `Bearer ${token}` } });
      if (response.status !== 200) throw new Error(`backup answered ${response.status}`);
      let bytes = 0;
      for await (const chunk of response.body!) bytes += chunk.byteLength;
      return bytes;
    });
    const sorted = [...run.healthMs].sort((a, b) => a - b);
    return {
      label,
      "archive MB": (run.result / 1024 / 1024).toFixed(1),
      "backup s": (run.workMs / 1000).toFixed(2),
      "slowest /healthz ms": slowestHealthMs(run).toFixed(0),
      "median /healthz ms": (sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(0),
      "/healthz answers": run.healthMs.length,
      "bound ms": run.boundMs.toFixed(0),
      "RSS before MB": (rssBeforeKb / 1024).toFixed(0),
      "peak RSS MB": (procStatusKb(pid, "VmHWM") / 1024).toFixed(0),
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const articles = Number(options.articles);
const database = await createTestDatabase();
try {
  const content = longArticleBody(Number(options.kilobytes));
  const seeding = performance.now();
  await database.withDatabase(async (db) => {
    for (let start = 0; start < articles; start += 250) {
      await insertManyArticles(db, Math.min(250, articles - start), {
        title: (n) => `Large Site Article ${start + n}`,
        content,
      });
    }
  });
  const site = database.env.DATA_DIR!;
  const siteMb = fs
    .readdirSync(site, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
  console.log(
    `${articles} articles of ${options.kilobytes} KB seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s; ` +
      `data directory ${(siteMb / 1024 / 1024).toFixed(0)} MB; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}`,
  );
  const rows = [];
  if (options.before) rows.push(await measure("before", path.resolve(options.before), site));
  rows.push(await measure("after", process.cwd(), site));
  console.table(rows);
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
} finally {
  await database.drop();
}
