// The operator's way out of a login lockout: forgets the failed attempts of one client address, or of all.
import { eq } from "drizzle-orm";
import type { TDatabase } from "~/db/client.server";
import { loginAttempts } from "~/db/schema";

/** Deletes the failed-login records (and so any lockout) of `clientKey`, or every one; answers how many went. */
export async function clearLoginLockouts(db: TDatabase, clientKey?: string): Promise<number> {
  const removed = await db
    .delete(loginAttempts)
    .where(clientKey ? eq(loginAttempts.clientKey, clientKey) : undefined)
    .returning({ clientKey: loginAttempts.clientKey });
  return removed.length;
}
