// Login with the shared access code, with failed attempts counted per client address and a 24-hour lockout.
// Each attempt takes its place in the count before the code is checked, so a burst of parallel guesses (on one
// server or several) can never get more than the allowed number of codes checked. Attempts are also counted per
// access code, whatever their address: a guess spread over many addresses gets at most `maxCodeAttempts` codes
// checked in 24 hours (open sessions keep working; a new code starts a new count). A browser that has held a valid
// session (known-browser.server.ts) meets neither lockout: its wrong codes are slowed down progressively instead, and
// the operator is told (decision 050).
import { eq, sql } from "drizzle-orm";
import type { TDatabase } from "~/db/client.server";
import { loginAttempts } from "~/db/schema";
import type { TAccessCodeVerifier } from "./access-code.server";
import { createAdminSession } from "./admin-sessions.server";

// How long a lockout lasts, and how long failed attempts count towards one.
export const LOCKOUT_MS = 24 * 60 * 60 * 1000;
export const LOCKED_MESSAGE = "Account locked for 24 hours after too many failed attempts.";
/** The operator's log line when wrong codes from many addresses together lock the access code. */
export const CODE_LOCKED_LOG =
  "Admin logins are locked for 24 hours: the access code had too many failed attempts from many addresses. Open sessions keep working; `npm run clear-lockouts` or a new ADMIN_ACCESS_CODE lets new logins in.";

/** The longest wait a known browser is made to take between two codes. */
export const MAX_SLOWDOWN_MS = 60 * 60 * 1000;

/** The operator's log line when a known browser's wrong codes start to be slowed down, and at each longer wait. */
export function slowedBrowserLog(failedAttempts: number, waitSeconds: number): string {
  return `Admin login: a browser that held a valid session has entered ${failedAttempts} wrong access codes in a row; its next attempt waits ${waitSeconds} s (the wait doubles with each wrong code, up to an hour).`;
}

/** The operator's log line when a known browser is let in while the access code is locked for others. */
export const KNOWN_BROWSER_LET_IN_LOG =
  "Admin login: a browser that held a valid session logged in while the access code is locked for new browsers by wrong codes from many addresses.";

/** The wait before a known browser's next code, after `failed` wrong ones in a row: none for the first `free`. */
export function slowdownMs(failed: number, free: number): number {
  if (failed < free) return 0;
  return Math.min(MAX_SLOWDOWN_MS, 1000 * 2 ** (failed - free));
}

export function slowedMessage(waitSeconds: number): string {
  return `Too many wrong access codes from this browser: try again in ${waitSeconds} ${waitSeconds === 1 ? "second" : "seconds"}.`;
}

export type TLoginResult =
  | { ok: true; token: string; expiresAt: Date }
  | {
      ok: false;
      locked: boolean;
      error: string;
      failedAttempts: number;
      maxAttempts: number;
      remainingAttempts: number;
      /** A known browser's wait before its next attempt, in whole seconds. */
      retryAfterSeconds?: number;
    };

export async function logIn(
  db: TDatabase,
  input: {
    clientKey: string;
    accessCode: string;
    maxAttempts: number;
    /** Failed attempts on the access code, from all addresses together, before it is locked (default 20 x maxAttempts). */
    maxCodeAttempts?: number;
    verifier: TAccessCodeVerifier;
    /** The id of the known browser the attempt comes from (readKnownBrowser), if any. */
    knownBrowser?: string | null;
    now?: Date;
  },
): Promise<TLoginResult> {
  const now = input.now ?? new Date();
  if (input.knownBrowser) return logInKnownBrowser(db, { ...input, knownBrowser: input.knownBrowser, now });
  const clientKey = input.clientKey.slice(0, 100);
  const codeKey = `code:${input.verifier.fingerprint}`.slice(0, 100);
  const { maxAttempts } = input;
  const maxCodeAttempts = input.maxCodeAttempts ?? maxAttempts * 20;

  const attempt = await reserveAttempt(db, clientKey, maxAttempts, now);
  const codeAttempt = attempt === undefined ? undefined : await reserveAttempt(db, codeKey, maxCodeAttempts, now);
  if (attempt === undefined || codeAttempt === undefined) {
    // Over the limit: refused without checking the code, and nothing more is counted. An address locked out only by
    // the code's count has not failed itself: its answer reports the lock, not the one attempt it just made.
    return {
      ok: false,
      locked: true,
      error: LOCKED_MESSAGE,
      failedAttempts: maxAttempts,
      maxAttempts,
      remainingAttempts: 0,
    };
  }

  if (await input.verifier.verify(input.accessCode)) {
    // The right code's attempt is not a failure: it leaves the code's count as it was.
    await db
      .update(loginAttempts)
      .set({ failedCount: sql`greatest(${loginAttempts.failedCount} - 1, 0)` })
      .where(eq(loginAttempts.clientKey, codeKey));
    await db.delete(loginAttempts).where(eq(loginAttempts.clientKey, clientKey));
    const { token, expiresAt } = await createAdminSession(db, now);
    return { ok: true, token, expiresAt };
  }

  // The failure that locks the access code for every address is told to the operator, once.
  if (codeAttempt === maxCodeAttempts) console.warn(CODE_LOCKED_LOG);
  // The reservation already counted this failure (and locked the address if it was the last one allowed).
  const remainingAttempts = Math.max(0, maxAttempts - attempt);
  return {
    ok: false,
    locked: remainingAttempts === 0,
    error: remainingAttempts === 0 ? LOCKED_MESSAGE : "Invalid access code",
    failedAttempts: attempt,
    maxAttempts,
    remainingAttempts,
  };
}

// Counts an attempt in one statement (the row lock of INSERT ... ON CONFLICT DO UPDATE orders concurrent attempts
// on every server) and answers its number in the count, or undefined when the limit is already reached.
//
// One row per address, so the 24-hour window is fixed rather than sliding: `locked_until` holds when the current
// count lapses, 24 hours after its first failure while under the limit, and 24 hours after the last allowed attempt
// once the limit is reached (the lockout). After that time the next attempt starts a new count at 1. Rows written
// before the window existed have no end time and lapse 24 hours after their last attempt.
async function reserveAttempt(
  db: TDatabase,
  clientKey: string,
  maxAttempts: number,
  now: Date,
): Promise<number | undefined> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowEnd = new Date(now.getTime() + LOCKOUT_MS);
  const lapsed = sql`coalesce(${loginAttempts.lockedUntil}, ${loginAttempts.updatedAt} + interval '24 hours') <= ${at}`;
  const [row] = await db
    .insert(loginAttempts)
    .values({ clientKey, failedCount: 1, lockedUntil: windowEnd, updatedAt: now })
    .onConflictDoUpdate({
      target: loginAttempts.clientKey,
      set: {
        failedCount: sql`case when ${lapsed} then 1 else ${loginAttempts.failedCount} + 1 end`,
        lockedUntil: sql`case when ${lapsed} or ${loginAttempts.failedCount} + 1 >= ${maxAttempts} then ${windowEnd.toISOString()}::timestamptz else coalesce(${loginAttempts.lockedUntil}, ${windowEnd.toISOString()}::timestamptz) end`,
        updatedAt: now,
      },
      // A row at the limit whose lockout is still running is left alone: no row comes back, the attempt is refused.
      setWhere: sql`${lapsed} or ${loginAttempts.failedCount} < ${maxAttempts}`,
    })
    .returning({ failedCount: loginAttempts.failedCount });
  return row?.failedCount;
}

/** Whether wrong codes from many addresses have locked the access code for new browsers right now. */
async function codeLocked(db: TDatabase, codeKey: string, maxCodeAttempts: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ failedCount: loginAttempts.failedCount, lockedUntil: loginAttempts.lockedUntil })
    .from(loginAttempts)
    .where(eq(loginAttempts.clientKey, codeKey));
  return row !== undefined && row.failedCount >= maxCodeAttempts && (row.lockedUntil?.getTime() ?? 0) > now.getTime();
}

/**
 * A known browser's attempt: counted under the browser's own key, before the code is checked (one statement, as
 * reserveAttempt does), and refused unchecked while the wait its last wrong code earned runs. Never locked.
 */
async function logInKnownBrowser(
  db: TDatabase,
  input: {
    knownBrowser: string;
    accessCode: string;
    maxAttempts: number;
    maxCodeAttempts?: number;
    verifier: TAccessCodeVerifier;
    now: Date;
  },
): Promise<TLoginResult> {
  const { now, maxAttempts } = input;
  const key = `browser:${input.knownBrowser}`.slice(0, 100);
  const at = sql`${now.toISOString()}::timestamptz`;
  const waiting = sql`${loginAttempts.lockedUntil} > ${at}`;
  const [row] = await db
    .insert(loginAttempts)
    .values({
      clientKey: key,
      failedCount: 1,
      lockedUntil: new Date(now.getTime() + slowdownMs(1, maxAttempts)),
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: loginAttempts.clientKey,
      set: { failedCount: sql`${loginAttempts.failedCount} + 1`, updatedAt: now },
      setWhere: sql`not (${waiting})`,
    })
    .returning({ failedCount: loginAttempts.failedCount, lockedUntil: loginAttempts.lockedUntil });
  if (!row) {
    const [held] = await db
      .select({ failedCount: loginAttempts.failedCount, lockedUntil: loginAttempts.lockedUntil })
      .from(loginAttempts)
      .where(eq(loginAttempts.clientKey, key));
    const waitSeconds = Math.max(
      1,
      Math.ceil(((held?.lockedUntil?.getTime() ?? now.getTime()) - now.getTime()) / 1000),
    );
    return slowed(held?.failedCount ?? maxAttempts, maxAttempts, waitSeconds, slowedMessage(waitSeconds));
  }
  // The wait this attempt earns if its code is wrong, stored before the check so parallel guesses cannot skip it.
  const waitMs = slowdownMs(row.failedCount, maxAttempts);
  await db
    .update(loginAttempts)
    .set({ lockedUntil: new Date(now.getTime() + waitMs) })
    .where(eq(loginAttempts.clientKey, key));

  if (await input.verifier.verify(input.accessCode)) {
    await db.delete(loginAttempts).where(eq(loginAttempts.clientKey, key));
    const codeKey = `code:${input.verifier.fingerprint}`.slice(0, 100);
    if (await codeLocked(db, codeKey, input.maxCodeAttempts ?? maxAttempts * 20, now))
      console.warn(KNOWN_BROWSER_LET_IN_LOG);
    const { token, expiresAt } = await createAdminSession(db, now);
    return { ok: true, token, expiresAt };
  }
  if (waitMs === 0) {
    return slowed(row.failedCount, maxAttempts, undefined, "Invalid access code");
  }
  const waitSeconds = Math.ceil(waitMs / 1000);
  console.warn(slowedBrowserLog(row.failedCount, waitSeconds));
  return slowed(row.failedCount, maxAttempts, waitSeconds, slowedMessage(waitSeconds));
}

// A known browser is never told it is locked: at least one attempt remains (after the wait, when there is one).
function slowed(
  failed: number,
  maxAttempts: number,
  retryAfterSeconds: number | undefined,
  error: string,
): TLoginResult {
  return {
    ok: false,
    locked: retryAfterSeconds !== undefined,
    error,
    failedAttempts: failed,
    maxAttempts,
    remainingAttempts: Math.max(1, maxAttempts - failed),
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
  };
}
