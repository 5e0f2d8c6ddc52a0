// Reads a bulk upload's NDJSON answer as it arrives, line by line, with the app's schema (app/bulk/bulk-protocol.ts),
// for tests that act in the middle of a batch (kill the server after the third published row).
import { parseBulkStreamLine, type TBulkStreamEvent } from "~/bulk/bulk-protocol";

/** Hands on each event of the stream as it arrives; a connection cut off (the server killed) ends it quietly. */
export async function followBulkEvents(response: Response, onEvent: (event: TBulkStreamEvent) => void): Promise<void> {
  const decoder = new TextDecoder();
  let buffered = "";
  try {
    for await (const chunk of response.body!) {
      buffered += decoder.decode(chunk, { stream: true });
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines.filter(Boolean)) {
        const parsed = parseBulkStreamLine(line);
        if (parsed.kind === "event") onEvent(parsed.event);
      }
    }
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
  }
}
