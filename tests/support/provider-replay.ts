// Replays recorded provider answers (tests/support/provider-recordings/, each noted with its source in SOURCES.md)
// over real HTTP: a JSON body with its status, or a recorded stream framed as the provider sends it.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

const DIRECTORY = new URL("./provider-recordings/", import.meta.url);

export function recording(file: string): string {
  return readFileSync(new URL(file, DIRECTORY), "utf8");
}

/** The JSON lines of a recorded stream. */
export function recordedChunks(file: string): Array<Record<string, unknown>> {
  return recording(file)
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

export type TReplay =
  | { json: string; status?: number; headers?: Record<string, string> }
  | { chunks: string; protocol: "openai" | "anthropic" };

export interface TReplayServer {
  baseURL: string;
  /** The bodies of the requests received, parsed. */
  requests: Array<Record<string, unknown>>;
  /** The next request gets this answer. */
  answer(replay: TReplay): void;
  close(): Promise<void>;
}

function frames(replay: Extract<TReplay, { chunks: string }>): string {
  const lines = recording(replay.chunks)
    .split("\n")
    .filter((line) => line.trim() !== "");
  if (replay.protocol === "openai") return `${lines.map((line) => `data: ${line}\n\n`).join("")}data: [DONE]\n\n`;
  return lines.map((line) => `event: ${(JSON.parse(line) as { type: string }).type}\ndata: ${line}\n\n`).join("");
}

export async function startReplayServer(): Promise<TReplayServer> {
  const queue: TReplay[] = [];
  const requests: Array<Record<string, unknown>> = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      requests.push(JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>);
      const replay = queue.shift();
      if (!replay) {
        response.writeHead(500, { "content-type": "application/json" });
        return response.end('{"error":{"message":"replay: nothing recorded for this request"}}');
      }
      if ("json" in replay) {
        response.writeHead(replay.status ?? 200, { "content-type": "application/json", ...replay.headers });
        return response.end(recording(replay.json));
      }
      response.writeHead(200, { "content-type": "text/event-stream" });
      response.end(frames(replay));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    answer: (replay) => void queue.push(replay),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
