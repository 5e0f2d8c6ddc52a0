// Preview links: an unpublished (scheduled or draft) article's page for the editor, at
// /article/{slug}?preview={id}.{signature}. The signature is an HMAC of the article id with a secret kept in the
// settings table (made on first use, shared by every server), so a link works without the admin session (whose
// cookie is for /api only) and cannot be made up for another article. Such a request skips the response cache.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { TDatabase } from "~/db/client.server";
import { settings } from "~/db/schema";

const SECRET_KEY = "preview_link_secret";
export const PREVIEW_PARAMETER = "preview";

const secrets = new WeakMap<TDatabase, Promise<string>>();

async function readOrCreateSecret(db: TDatabase): Promise<string> {
  await db
    .insert(settings)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SECRET_KEY));
  return row!.value;
}

function previewSecret(db: TDatabase): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = readOrCreateSecret(db);
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

function sign(secret: string, id: number): Buffer {
  return createHmac("sha256", secret).update(`article-preview:${id}`).digest();
}

/** The preview address of an article, for the editor. */
export async function previewPath(db: TDatabase, article: { id: number; slug: string }): Promise<string> {
  const signature = sign(await previewSecret(db), article.id).toString("base64url");
  return `/article/${encodeURIComponent(article.slug)}?${PREVIEW_PARAMETER}=${article.id}.${signature}`;
}

const TOKEN_SHAPE = /^([1-9]\d{0,9})\.([\w-]{43})$/;

export function isWellFormedPreviewToken(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

/** The article id a preview token was signed for, or null when it is not a valid token. */
export async function articleIdFromPreviewToken(db: TDatabase, token: string): Promise<number | null> {
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  if (id > 2_147_483_647) return null;
  const given = Buffer.from(match[2]!, "base64url");
  const expected = sign(await previewSecret(db), id);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
