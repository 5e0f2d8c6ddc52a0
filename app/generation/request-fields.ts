// Zod building blocks of the generator requests, with the admin screens' own validation messages.
// Plain schemas (no server imports): the same ones validate the forms and the endpoints.
import { z } from "zod";
import { isHttpUrl } from "~/lib/http-url";

/**
 * The longest text one field of a generation request may hold (about 15,000 words): everything in it goes into the
 * model's prompt, and a 950 KB field once reached the model whole.
 */
export const PROMPT_FIELD_MAX_CHARS = 100_000;
export const PROMPT_FIELD_TOO_LONG = `This text is too long for a generation request: at most ${PROMPT_FIELD_MAX_CHARS.toLocaleString("en-US")} characters.`;

/** A required text field: missing, blank or whitespace gives `message`. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, message).max(PROMPT_FIELD_MAX_CHARS, PROMPT_FIELD_TOO_LONG);
}

export function optionalText() {
  return z
    .string()
    .trim()
    .max(PROMPT_FIELD_MAX_CHARS, PROMPT_FIELD_TOO_LONG)
    .optional()
    .transform((value) => value || undefined);
}

/** A required http(s) URL: missing gives `requiredMessage`, malformed gives `invalidMessage`. */
export function requiredUrl(requiredMessage: string, invalidMessage = "Please enter a valid URL") {
  return requiredText(requiredMessage).refine(isHttpUrl, invalidMessage);
}

/** An optional http(s) URL; an empty string counts as absent. */
export function optionalUrl(invalidMessage = "Please enter a valid URL") {
  return z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || isHttpUrl(value), invalidMessage);
}

/** A word count within the generator's range; strings from form data are accepted. */
export function wordCount(options: {
  min: number;
  max: number;
  defaultValue: number;
  minMessage: string;
  maxMessage: string;
}) {
  return z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.coerce
      .number({ error: "Word count must be a number" })
      .int("Word count must be a whole number")
      .min(options.min, options.minMessage)
      .max(options.max, options.maxMessage)
      .default(options.defaultValue),
  );
}

/** A brutal score from 1 to 10 (decimals allowed). */
export function brutalScore(defaultValue: number) {
  return z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.coerce
      .number({ error: "Brutal score must be a number" })
      .min(1, "Brutal score must be between 1 and 10")
      .max(10, "Brutal score must be between 1 and 10")
      .default(defaultValue),
  );
}
