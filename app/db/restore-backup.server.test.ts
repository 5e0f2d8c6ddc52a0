// Restoring backups into new data directories: a live backup (pglite-backup.server.ts) and an archive made by PGlite's
// own dumpDataDir (how backups were made before) both restore; an archive cut short or naming a file outside the data
// directory is refused with a message, writes nothing outside it and leaves the directory empty for another try.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import type { PGlite } from "@electric-sql/pglite";
import tar from "tar-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyDataDir, pgliteTemplate } from "../../tests/support/pglite-templates";
import { insertArticle } from "../../tests/support/seed";
import { openDatabase, RestoreRefusedError } from "./client.server";
import { restoreBackup } from "./restore-backup.server";

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "btr-restore-"));
const liveBackup = path.join(workDir, "live.tar.gz");
const dumpedBackup = path.join(workDir, "dumped.tar.gz");

beforeAll(async () => {
  const site = path.join(workDir, "site");
  // The run's migrated template when there is one (saves an initdb), else a new directory migrated below.
  const template = await pgliteTemplate("empty");
  if (template) copyDataDir(template, site);
  const handle = await openDatabase({ dataDir: site });
  try {
    await handle.migrate();
    await insertArticle(handle.db, { title: "Restored Article" });
    const client = (handle.queueConnection as { client: PGlite }).client;
    // A backup left under way in the session (its stop failed) does not refuse the next one.
    await client.query("SELECT pg_backup_start('left over', true)");
    await pipeline(await handle.backup!(), fs.createWriteStream(liveBackup));
    fs.writeFileSync(dumpedBackup, Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer()));
  } finally {
    await handle.close();
  }
}, 120_000);

afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

async function tarGz(entries: { name: string; body: string | Buffer }[]): Promise<string> {
  const file = path.join(workDir, `crafted-${entries.length}-${Date.now()}.tar.gz`);
  const pack = tar.pack();
  for (const entry of entries) pack.entry({ name: entry.name }, entry.body);
  pack.finalize();
  await pipeline(pack, zlib.createGzip(), fs.createWriteStream(file));
  return file;
}

describe("restoring a backup", () => {
  it("restores a live backup and one made by PGlite's dumpDataDir", { timeout: 120_000 }, async () => {
    for (const file of [liveBackup, dumpedBackup]) {
      const dataDir = path.join(workDir, `from-${path.basename(file, ".tar.gz")}`);
      expect(await restoreBackup({ file, dataDir })).toBe(1);
    }
  });

  it("refuses an archive naming a file outside the data directory, and writes nothing there", async () => {
    const file = await tarGz([
      { name: "PG_VERSION", body: "18\n" },
      { name: "../escaped", body: "outside" },
    ]);
    const dataDir = path.join(workDir, "hostile");
    const refused = restoreBackup({ file, dataDir });
    await expect(refused).rejects.toThrow(RestoreRefusedError);
    await expect(refused).rejects.toThrow(
      `${file} is not a complete backup from this site (it names a file outside the data directory: "../escaped").`,
    );
    expect(fs.existsSync(path.join(dataDir, "escaped"))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, "pgdata"))).toBe(false);
  });

  it("refuses an archive cut short, leaving the directory empty for the whole file", { timeout: 120_000 }, async () => {
    const whole = fs.readFileSync(liveBackup);
    const cut = path.join(workDir, "cut.tar.gz");
    fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const dataDir = path.join(workDir, "after-cut");
    await expect(restoreBackup({ file: cut, dataDir })).rejects.toThrow(
      `${cut} is not a complete backup from this site (unexpected end of file).`,
    );
    expect(fs.existsSync(path.join(dataDir, "pgdata"))).toBe(false);
    expect(await restoreBackup({ file: liveBackup, dataDir })).toBe(1);
  });

  it("names the cut as the cause wherever an archive is cut, inside an entry or between two", async () => {
    // Entries that do not compress, so most cuts fall inside one: the cut destroys the extractor and the entry being
    // written, and the refusal still says why rather than that a stream was destroyed.
    const file = await tarGz(
      Array.from({ length: 20 }, (_, n) => ({ name: `base/${n}`, body: crypto.randomBytes(100_000) })),
    );
    const whole = fs.readFileSync(file);
    for (let part = 1; part < 60; part++) {
      const cut = path.join(workDir, `cut-${part}.tar.gz`);
      fs.writeFileSync(cut, whole.subarray(0, Math.floor((whole.length * part) / 60)));
      await expect(restoreBackup({ file: cut, dataDir: path.join(workDir, `after-cut-${part}`) })).rejects.toThrow(
        `${cut} is not a complete backup from this site (unexpected end of file).`,
      );
    }
  });
});
