// Login with the shared access code, with failed attempts counted per client address and a 24-hour lockout.
import { eq, sql } from "drizzle-orm";
import type { TDatabase } from "~/db/client.server";
import { loginAttempts } from "~/db/schema";
import type { TAccessCodeVerifier } from "./access-code.server";
import { createAdminSession } from "./admin-sessions.server";

export const LOCKOUT_MS = 24 * 60 * 60 * 1000;

export type TLoginResult =
  | { ok: true; token: string }
  | {
      ok: false;
      locked: boolean;
      error: string;
      failedAttempts: number;
      maxAttempts: number;
      remainingAttempts: number;
    };

export async function logIn(
  db: TDatabase,
  input: { clientKey: string; accessCode: string; maxAttempts: number; verifier: TAccessCodeVerifier; now?: Date },
): Promise<TLoginResult> {
  const now = input.now ?? new Date();
  const clientKey = input.clientKey.slice(0, 100);
  const [current] = await db.select().from(loginAttempts).where(eq(loginAttempts.clientKey, clientKey));
  if (current?.lockedUntil && current.lockedUntil.getTime() > now.getTime()) {
    // Locked out: not even the right code gets in, and the attempt is not counted again.
    return {
      ok: false,
      locked: true,
      error: "Account locked for 24 hours after too many failed attempts.",
      failedAttempts: current.failedCount,
      maxAttempts: input.maxAttempts,
      remainingAttempts: 0,
    };
  }

  if (await input.verifier.verify(input.accessCode)) {
    await db.delete(loginAttempts).where(eq(loginAttempts.clientKey, clientKey));
    const { token } = await createAdminSession(db, now);
    return { ok: true, token };
  }

  // One atomic statement, so concurrent wrong guesses from several servers are all counted.
  // A lockout that has run out starts the count afresh.
  const [row] = await db
    .insert(loginAttempts)
    .values({ clientKey, failedCount: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: loginAttempts.clientKey,
      set: {
        failedCount: sql`case when ${loginAttempts.lockedUntil} is not null and ${loginAttempts.lockedUntil} <= ${now.toISOString()}::timestamptz then 1 else ${loginAttempts.failedCount} + 1 end`,
        lockedUntil: sql`case when ${loginAttempts.lockedUntil} is not null and ${loginAttempts.lockedUntil} <= ${now.toISOString()}::timestamptz then null else ${loginAttempts.lockedUntil} end`,
        updatedAt: now,
      },
    })
    .returning();
  const failedAttempts = row!.failedCount;
  const remainingAttempts = Math.max(0, input.maxAttempts - failedAttempts);
  if (remainingAttempts === 0) {
    await db
      .update(loginAttempts)
      .set({ lockedUntil: new Date(now.getTime() + LOCKOUT_MS) })
      .where(eq(loginAttempts.clientKey, clientKey));
  }
  return {
    ok: false,
    locked: remainingAttempts === 0,
    error: remainingAttempts === 0 ? "Account locked for 24 hours after too many failed attempts." : "Invalid access code",
    failedAttempts,
    maxAttempts: input.maxAttempts,
    remainingAttempts,
  };
}
