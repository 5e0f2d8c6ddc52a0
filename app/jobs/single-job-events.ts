// What a single generation's job stores: its progress, and at the end the domain's outcome or the AppError it failed
// with. No HTTP status or response body is stored: the edge that answers shapes them (app/generation-endpoints/).
import { z } from "zod";
import type { TGenerationOutcome } from "~/generation/generate-and-publish.server";
import type { TRevisedArticle } from "~/generation/revise";
import type { TAppErrorCode, TAppErrorJson } from "~/lib/app-error";

/** What a single generation produced. */
export type TSingleJobOutcome =
  | { kind: "article"; outcome: TGenerationOutcome }
  | { kind: "revision"; revised: TRevisedArticle }
  /** Saved before the server was cut off: the article stands and is not generated again. */
  | { kind: "saved-before-interruption"; article: { id: number; slug?: string; title?: string } };

export type TSingleJobEvent =
  | { type: "progress"; stage: string; message: string }
  | { type: "complete"; outcome: TSingleJobOutcome }
  | { type: "error"; error: TAppErrorJson };

const OUTCOME_KINDS = ["article", "revision", "saved-before-interruption"] as const;

// Stored by this version's runner; read back with the discriminants checked (a record from another version fails).
const ZStoredSingleJobEvent = z.discriminatedUnion("type", [
  z.object({ type: z.literal("progress"), stage: z.string(), message: z.string() }),
  z.object({
    type: z.literal("complete"),
    outcome: z.custom<TSingleJobOutcome>(
      (value) =>
        typeof value === "object" &&
        value !== null &&
        (OUTCOME_KINDS as readonly unknown[]).includes((value as { kind?: unknown }).kind),
    ),
  }),
  z.object({
    type: z.literal("error"),
    error: z.object({
      code: z.custom<TAppErrorCode>((value) => typeof value === "string"),
      message: z.string(),
      details: z.record(z.string(), z.unknown()).optional(),
    }),
  }),
]);

/** A stored event of a single generation; null for anything else. */
export function readSingleJobEvent(stored: unknown): TSingleJobEvent | null {
  const parsed = ZStoredSingleJobEvent.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
