// The admin client's stream reader against a real HTTP server (node:http) that streams good, malformed and cut-off
// NDJSON, in small chunks as a slow connection delivers them.
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZBulkStreamLine } from "~/bulk/bulk-protocol";
import { ZGenerationEvent, type TGenerationEvent } from "~/generation/generation-protocol";
import { AdminApiError, requestJson, requestStream } from "./admin-api";
import { createLineSplitter } from "./ndjson-lines";
import { expectFastRun } from "../../../tests/support/linear-time";

const progress = { type: "progress", stage: "writing", message: "Writing the article" };
const complete = { type: "complete", status: 201, body: { slug: "pixel-10-review" } };
const lines = (...values: unknown[]) => values.map((value) => `${JSON.stringify(value)}\n`).join("");

// What each path streams; "cut" ends the socket without the chunked terminator, as a dropped connection does.
const routes: Record<string, (res: ServerResponse) => void> = {
  // Anything after the final line is not read.
  "/good": (res) => sendInChunks(res, lines(progress, { type: "keepalive" }, progress, complete, progress), 7),
  "/malformed-then-good": (res) =>
    sendInChunks(res, `${lines(progress)}{"type":"progress",\nnot json\n${lines({ type: "party" }, complete)}`, 11),
  "/malformed-final": (res) => sendInChunks(res, `${lines(progress)}{"type":"complete","status":201,"bo`, 5),
  "/ends-early": (res) => sendInChunks(res, lines(progress, progress), 9),
  "/cut": (res) => {
    res.writeHead(200, { "Content-Type": "application/x-ndjson; charset=utf-8" });
    res.write(lines(progress));
    setImmediate(() => res.socket?.destroy());
  },
  "/no-newline-at-end": (res) => sendInChunks(res, `${lines(progress)}${JSON.stringify(complete)}`, 3),
  "/refused": (res) => {
    res.writeHead(400, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ error: "Please enter a product name" }));
  },
  "/not-json": (res) => {
    res.writeHead(502, "Bad Gateway", { "Content-Type": "text/html" });
    res.end("<h1>Bad gateway</h1>");
  },
  "/bulk": (res) =>
    sendInChunks(
      res,
      lines(
        { type: "start", total: 1, toGenerate: 1, percent: 0 },
        { type: "progress", done: 1, total: 1, percent: 90, row: 2, title: "Pixel 10", status: "success" },
        {
          success: true,
          articlesCreated: 1,
          errors: [],
          details: [{ title: "Pixel 10", status: "success", message: "" }],
        },
        { type: "keepalive" },
      ),
      13,
    ),
};

function sendInChunks(res: ServerResponse, body: string, size: number) {
  res.writeHead(200, { "Content-Type": "application/x-ndjson; charset=utf-8" });
  const bytes = Buffer.from(body);
  let offset = 0;
  const next = () => {
    if (offset >= bytes.length) return void res.end();
    res.write(bytes.subarray(offset, offset + size), next);
    offset += size;
  };
  next();
}

let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    const route = routes[req.url ?? ""];
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    // The request is read to its end first, as the app's endpoints read their JSON bodies.
    req.resume();
    req.once("end", () => route(res));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function generationStream(path: string) {
  const events: TGenerationEvent[] = [];
  const outcome = requestStream(`${base}${path}`, {
    body: { productName: "Pixel 10" },
    schema: ZGenerationEvent,
    onEvent: (event) => events.push(event),
  });
  return { events, outcome };
}

describe("requestStream", () => {
  it("passes each valid event in order and stops at the final one (app/jobs/job-stream.ts)", async () => {
    const { events, outcome } = generationStream("/good");
    expect(await outcome).toEqual({ kind: "final", event: complete, malformed: 0 });
    expect(events).toEqual([progress, { type: "keepalive" }, progress, complete]);
  });

  it("skips and counts lines that are not JSON or not the schema's, and still reaches the final event", async () => {
    const { events, outcome } = generationStream("/malformed-then-good");
    expect(await outcome).toEqual({ kind: "final", event: complete, malformed: 3 });
    expect(events).toEqual([progress, complete]);
  });

  it("reports a stream whose last line is cut off as ended without a result, the broken line counted", async () => {
    const { events, outcome } = generationStream("/malformed-final");
    expect(await outcome).toEqual({ kind: "ended", malformed: 1 });
    expect(events).toEqual([progress]);
  });

  it("reports a stream the server closes before its final event as ended", async () => {
    const { events, outcome } = generationStream("/ends-early");
    expect(await outcome).toEqual({ kind: "ended", malformed: 0 });
    expect(events).toEqual([progress, progress]);
  });

  it("reports a connection dropped mid-stream as dropped, keeping the events already read", async () => {
    const { events, outcome } = generationStream("/cut");
    expect(await outcome).toEqual({ kind: "dropped", malformed: 0 });
    expect(events).toEqual([progress]);
  });

  it("reads a final line that has no newline after it", async () => {
    const { outcome } = generationStream("/no-newline-at-end");
    expect(await outcome).toEqual({ kind: "final", event: complete, malformed: 0 });
  });

  it("reports a refused connection as dropped", async () => {
    const outcome = await requestStream("http://127.0.0.1:9/nothing-listens", { schema: ZGenerationEvent });
    expect(outcome).toEqual({ kind: "dropped", malformed: 0 });
  });

  it("answers a JSON refusal (no stream) with its status and body, and a non-JSON one as unparsed", async () => {
    expect(await generationStream("/refused").outcome).toEqual({
      kind: "answer",
      status: 400,
      statusText: "Bad Request",
      body: { error: "Please enter a product name" },
      parsed: true,
    });
    expect(await generationStream("/not-json").outcome).toEqual({
      kind: "answer",
      status: 502,
      statusText: "Bad Gateway",
      body: null,
      parsed: false,
    });
  });

  it("reads the bulk stream with the bulk schemas: events, then the result line, where it stops", async () => {
    const seen: string[] = [];
    const outcome = await requestStream(`${base}/bulk`, {
      body: new FormData(),
      schema: ZBulkStreamLine,
      onEvent: (line) => seen.push("type" in line ? line.type : "result"),
    });
    expect(seen).toEqual(["start", "progress", "result"]);
    expect(outcome.kind === "final" && outcome.event).toEqual({
      success: true,
      articlesCreated: 1,
      errors: [],
      details: [{ title: "Pixel 10", status: "success", message: "" }],
    });
  });

  it("rejects when the caller aborts, so a screen that went away is told nothing", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      requestStream(`${base}/good`, { schema: ZGenerationEvent, signal: controller.signal }),
    ).rejects.toThrow();
  });
});

describe("requestJson", () => {
  it("throws AdminApiError with the server's message and status", async () => {
    const error = await requestJson(`${base}/refused`, { method: "POST", body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AdminApiError);
    expect((error as AdminApiError).status).toBe(400);
    expect((error as AdminApiError).message).toBe("Please enter a product name");
  });
});

describe("createLineSplitter", () => {
  it("splits 1 MB of one line sent in 1-byte chunks in linear time", () => {
    const found = expectFastRun(() => {
      const lengths: number[] = [];
      const splitter = createLineSplitter((line) => lengths.push(line.length));
      for (let index = 0; index < 1_000_000; index += 1) splitter.push("*");
      splitter.push("\n{}");
      splitter.end();
      return lengths;
    }, 2_000);
    expect(found).toEqual([1_000_000, 2]);
  });
});
