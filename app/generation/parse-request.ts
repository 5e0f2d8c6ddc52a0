// Validates a generator's input with its request schema; the first problem becomes an invalid_input error.
import type { z } from "zod";
import { GenerationError } from "./errors";

export function parseGenerationRequest<TSchema extends z.ZodType>(schema: TSchema, input: unknown): z.output<TSchema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new GenerationError("invalid_input", issue?.message ?? "Invalid generation request");
}
