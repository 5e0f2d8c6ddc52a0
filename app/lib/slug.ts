// The one owner of slugs. What a slug may be: the last segment of /article/{slug}, linked unencoded by the site's
// own cards, so only characters that mean nothing in a URL path: lowercase letters (of any script), digits, and
// single hyphens between them. A slug typed in the editor is normalised (Unicode NFC, trimmed, lowercased) and
// kept as typed when it fits; anything else is refused. A slug the site makes from a title or a name (`slugify`)
// always fits: accents are folded ("Über Gadget" → "uber-gadget", as the spec's editor rule reads), letters of
// other scripts kept, and every other run of characters becomes one hyphen.
import { AppError } from "./app-error";

export const SLUG_MAX_LENGTH = 255;
export const SLUG_CHARACTERS_MESSAGE = "Slug may only contain lowercase letters, digits and hyphens between them";

// Linear: each hyphen must be followed by a letter or digit, so there is one way to match.
const SLUG_PATTERN = /^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u;

export function normaliseSlug(slug: string): string {
  return slug.normalize("NFC").trim().toLowerCase();
}

export function isValidSlug(slug: string): boolean {
  return slug.length >= 1 && slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug);
}

/** The slug as stored; an invalid one (a writer that skipped the input schema) is a 400, never a dead link. */
export function assertValidSlug(slug: string): string {
  if (!isValidSlug(slug)) throw new AppError("bad_request", SLUG_CHARACTERS_MESSAGE);
  return slug;
}

/** The slug of a title or name: accents folded, letters and digits of any script kept, other runs one hyphen. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .normalize("NFC")
    .replace(/[^\p{Ll}\p{Lo}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");
}
