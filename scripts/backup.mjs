// `npm run backup -- FILE`: downloads a live backup of a running single-server (PGlite) site into FILE.
// Needs ADMIN_ACCESS_CODE; BACKUP_URL is the site's address (default http://localhost:3000). Exits non-zero on failure.
import fs from "node:fs";

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
  const bytes = Buffer.from(await response.arrayBuffer());
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, bytes);
  fs.renameSync(partial, file);
  console.log(`Backup written to ${file} (${(bytes.length / 1024 / 1024).toFixed(1)} MB).`);
} finally {
  await fetch(`${base}/api/admin/logout`, { method: "POST", headers }).catch(() => {});
}
