// The shared admin access code: from ADMIN_ACCESS_CODE, or generated on first start, stored hashed, printed once.
// Sessions are bound to the code that opened them: when the code in use changes, every session ends.
import { createHash, randomBytes, scrypt as scryptCallback, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { eq, isNull } from "drizzle-orm";
import type { TDatabase } from "~/db/client.server";
import { adminSessions, settings } from "~/db/schema";

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const SETTING_KEY = "admin_access_code_hash";
// The hash of the code the sessions were opened with (configured or generated).
const IN_USE_KEY = "admin_access_code_in_use";
const KEY_LENGTH = 32;

export interface TAccessCodeVerifier {
  verify(code: string): Promise<boolean>;
  /** Names the code in use without revealing it (failed attempts are also counted per code). */
  fingerprint: string;
}

function fingerprintOf(storedHash: string): string {
  return createHash("sha256").update(storedHash).digest("hex").slice(0, 32);
}

/**
 * Records which code is in use. When it is not the one the sessions were opened with (the operator rotated
 * ADMIN_ACCESS_CODE, or switched to or from a generated code), every open session is revoked: a leaked code's
 * tokens stop working at the next start. Answers the in-use hash.
 */
async function bindSessionsToCode(db: TDatabase, code: string | null, storedHash: string | null): Promise<string> {
  const [inUse] = await db.select().from(settings).where(eq(settings.key, IN_USE_KEY));
  const same = inUse && (code !== null ? await verifyAccessCodeHash(code, inUse.value) : inUse.value === storedHash);
  if (inUse && same) return inUse.value;
  const hash = code !== null ? await hashAccessCode(code) : storedHash!;
  if (inUse) {
    const revoked = await db
      .update(adminSessions)
      .set({ revokedAt: new Date() })
      .where(isNull(adminSessions.revokedAt))
      .returning({ id: adminSessions.id });
    if (revoked.length > 0) console.log(`The admin access code changed: ${revoked.length} admin sessions ended.`);
  }
  await db
    .insert(settings)
    .values({ key: IN_USE_KEY, value: hash })
    .onConflictDoUpdate({ target: settings.key, set: { value: hash, updatedAt: new Date() } });
  return hash;
}

export async function hashAccessCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(code, salt, KEY_LENGTH);
  return `scrypt$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

export async function verifyAccessCodeHash(code: string, stored: string): Promise<boolean> {
  const [scheme, saltText, hashText] = stored.split("$");
  if (scheme !== "scrypt" || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, "base64url");
  const actual = await scrypt(code, Buffer.from(saltText, "base64url"), expected.length);
  return timingSafeEqual(actual, expected);
}

function generateAccessCode(): string {
  // 20 characters from an unambiguous alphabet: about 100 bits.
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
  const bytes = randomBytes(20);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
}

// Hashing the configured code at boot means every check costs the same scrypt work and compares in constant time.
export async function prepareAccessCode(
  db: TDatabase,
  configuredCode: string | undefined,
): Promise<TAccessCodeVerifier> {
  if (configuredCode) {
    const stored = await bindSessionsToCode(db, configuredCode, null);
    return { verify: (code) => verifyAccessCodeHash(code, stored), fingerprint: fingerprintOf(stored) };
  }
  const [existing] = await db.select().from(settings).where(eq(settings.key, SETTING_KEY));
  if (!existing) {
    const code = generateAccessCode();
    const inserted = await db
      .insert(settings)
      .values({ key: SETTING_KEY, value: await hashAccessCode(code) })
      .onConflictDoNothing()
      .returning();
    if (inserted.length > 0) {
      console.log(
        `\n  Admin access code (shown once, stored hashed): ${code}\n  Set ADMIN_ACCESS_CODE to choose your own.\n`,
      );
    }
  }
  const [row] = await db.select().from(settings).where(eq(settings.key, SETTING_KEY));
  const stored = await bindSessionsToCode(db, null, row!.value);
  return {
    async verify(code) {
      const [current] = await db.select().from(settings).where(eq(settings.key, SETTING_KEY));
      return current ? verifyAccessCodeHash(code, current.value) : false;
    },
    fingerprint: fingerprintOf(stored),
  };
}
