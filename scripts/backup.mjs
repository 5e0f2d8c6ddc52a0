// `npm run backup -- FILE`: downloads a live backup of a running single-server (PGlite) site into FILE.
// Needs ADMIN_ACCESS_CODE; BACKUP_URL is the site's address (default http://localhost:3000). Exits non-zero on failure.
import fs from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

const file = process.argv[2];
const base = (process.env.BACKUP_URL ?? "http://localhost:3000").replace(/\/$/, "");
const accessCode = process.env.ADMIN_ACCESS_CODE;

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (!file)
  fail("Usage: npm run backup -- FILE   (with ADMIN_ACCESS_CODE set; BACKUP_URL defaults to http://localhost:3000)");
if (!accessCode) fail("Set ADMIN_ACCESS_CODE to the site's admin access code.");

const login = await fetch(`${base}/api/admin/login`, {
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify({ accessCode }),
}).catch((error) => fail(`Cannot reach ${base}: ${error.cause?.code ?? error.message}`));
const loginBody = await login.json().catch(() => ({}));
if (!login.ok) fail(`Login refused (${login.status}): ${loginBody.error ?? "no message"}`);
const headers = { Authorization: `Bearer ${loginBody.token}` };

try {
  const response = await fetch(`${base}/api/admin/backup`, { headers });
  if (!response.ok)
    fail(`Backup refused (${response.status}): ${(await response.json().catch(() => ({}))).error ?? "no message"}`);
  // Written as it arrives; a download cut off (the server stopped, the connection lost) leaves no file behind.
  const partial = `${file}.partial`;
  try {
    await pipeline(Readable.fromWeb(response.body), fs.createWriteStream(partial));
  } catch (error) {
    fs.rmSync(partial, { force: true });
    fail(`Backup cut off: ${error.cause?.code ?? error.message}`);
  }
  fs.renameSync(partial, file);
  console.log(`Backup written to ${file} (${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MB).`);
} finally {
  await fetch(`${base}/api/admin/logout`, { method: "POST", headers }).catch(() => {});
}
