// What an article slug may be: the last segment of /article/{slug}, linked unencoded by the site's own cards, so
// only characters that mean nothing in a URL path: lowercase letters (of any script), digits, and single hyphens
// between them. Input is normalised first (Unicode NFC, trimmed, lowercased); anything else is refused.
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
