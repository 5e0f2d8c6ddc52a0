// The NDJSON events of the generation endpoints, shared by the server that stores and streams them and the admin
// client that reads them (requestStream in app/admin/ui/admin-api.ts): progress, keepalive, and a final complete or error event.
import { z } from "zod";

export const ZGenerationEvent = z.discriminatedUnion("type", [
  z.object({ type: z.literal("progress"), stage: z.string(), message: z.string() }),
  z.object({ type: z.literal("keepalive") }),
  z.object({ type: z.literal("complete"), status: z.number().int(), body: z.unknown() }),
  z.object({ type: z.literal("error"), status: z.number().int(), body: z.record(z.string(), z.unknown()) }),
]);
export type TGenerationEvent = z.infer<typeof ZGenerationEvent>;
