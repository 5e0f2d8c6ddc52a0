// A browser that has held a valid admin session: its login leaves a long-lived, signed cookie naming it (a "device
// cookie", as OWASP's guidance on slowing online guessing calls it). Such a browser's wrong codes are slowed down
// progressively instead of meeting the address and access-code lockouts that anyone with many addresses can set
// off (decision 050). The signing secret is made once and kept in the settings table; it is bound to the access code
// in use, so a new ADMIN_ACCESS_CODE forgets every browser.
import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { createCookie } from "react-router";
import type { TDatabase } from "~/db/client.server";
import { settings } from "~/db/schema";

const SECRET_KEY = "admin_known_browser_secret";
export const KNOWN_BROWSER_COOKIE = "adminBrowser";
const ONE_YEAR_S = 365 * 24 * 60 * 60;

async function browserSecret(db: TDatabase): Promise<string> {
  await db
    .insert(settings)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, SECRET_KEY));
  return row!.value;
}

// Sent only to the login, never readable by a script, never sent from another site's page.
async function browserCookie(db: TDatabase, codeFingerprint: string, request: Request) {
  return createCookie(KNOWN_BROWSER_COOKIE, {
    httpOnly: true,
    sameSite: "strict",
    path: "/api/admin/login",
    secure: new URL(request.url).protocol === "https:",
    maxAge: ONE_YEAR_S,
    secrets: [`${await browserSecret(db)}:${codeFingerprint}`],
  });
}

/** The id of the known browser the request comes from, or null (no cookie, or one this site did not sign). */
export async function readKnownBrowser(
  db: TDatabase,
  codeFingerprint: string,
  request: Request,
): Promise<string | null> {
  const header = request.headers.get("cookie");
  if (!header?.includes(`${KNOWN_BROWSER_COOKIE}=`)) return null;
  try {
    const value: unknown = await (await browserCookie(db, codeFingerprint, request)).parse(header);
    return typeof value === "string" && /^[0-9a-f-]{36}$/.test(value) ? value : null;
  } catch {
    return null;
  }
}

/** The Set-Cookie header that marks this browser as known (keeping its id when it had one). */
export async function knownBrowserCookieHeader(
  db: TDatabase,
  codeFingerprint: string,
  request: Request,
  id: string | null,
): Promise<string> {
  return (await browserCookie(db, codeFingerprint, request)).serialize(id ?? randomUUID());
}
