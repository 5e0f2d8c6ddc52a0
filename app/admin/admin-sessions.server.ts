// Admin sessions: random bearer tokens stored as SHA-256 hashes, expiring after 7 days, revocable.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { TDatabase } from "~/db/client.server";
import { adminSessions } from "~/db/schema";

export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function createAdminSession(db: TDatabase, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db.insert(adminSessions).values({ tokenHash: hashToken(token), createdAt: now, expiresAt });
  // Housekeeping: sessions that ended more than a day ago are of no use to anyone.
  const cutoff = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  await db.delete(adminSessions).where(or(lt(adminSessions.expiresAt, cutoff), lt(adminSessions.revokedAt, cutoff)));
  return { token, expiresAt };
}

export type TSessionCheck = { ok: true; sessionId: number } | { ok: false; reason: "missing" | "invalid" | "expired" };

export async function checkAdminToken(db: TDatabase, token: string | null, now = new Date()): Promise<TSessionCheck> {
  if (!token) return { ok: false, reason: "missing" };
  if (token.length > 200) return { ok: false, reason: "invalid" };
  const [session] = await db
    .select()
    .from(adminSessions)
    .where(eq(adminSessions.tokenHash, hashToken(token)));
  if (!session || session.revokedAt) return { ok: false, reason: "invalid" };
  if (session.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, sessionId: session.id };
}

export async function revokeAdminToken(db: TDatabase, token: string): Promise<void> {
  await db
    .update(adminSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(adminSessions.tokenHash, hashToken(token)), isNull(adminSessions.revokedAt)));
}

/** The Authorization bearer token of a request (API clients), or null. */
export function readBearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1]! : null;
}
