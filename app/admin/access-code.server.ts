// The shared admin access code: from ADMIN_ACCESS_CODE, or generated on first start, stored hashed, printed once.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import type { TDatabase } from "~/db/client.server";
import { settings } from "~/db/schema";

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const SETTING_KEY = "admin_access_code_hash";
const KEY_LENGTH = 32;

export interface TAccessCodeVerifier {
  verify(code: string): Promise<boolean>;
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
    const stored = await hashAccessCode(configuredCode);
    return { verify: (code) => verifyAccessCodeHash(code, stored) };
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
  return {
    async verify(code) {
      const [row] = await db.select().from(settings).where(eq(settings.key, SETTING_KEY));
      return row ? verifyAccessCodeHash(code, row.value) : false;
    },
  };
}
