// A local OpenAI-compatible chat-completions server for tests: scripted replies over real HTTP,
// every request recorded so a test can assert what the prompt contained.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface TChatMessage {
  role: string;
  content: unknown;
}

export interface TRecordedChatRequest {
  path: string;
  body: {
    model?: string;
    messages?: TChatMessage[];
    response_format?: { type: string; json_schema?: { name?: string; schema?: unknown; strict?: boolean } };
    [key: string]: unknown;
  };
  /** All message contents joined, for "the scraped facts are in the prompt" assertions. */
  promptText: string;
}

export interface TFakeReply {
  /** Message content as JSON (stringified into the assistant message). */
  json?: unknown;
  /** Message content as raw text (e.g. malformed JSON). */
  content?: string;
  /** HTTP status; non-2xx answers with an OpenAI-style error body. */
  status?: number;
  /** A raw HTTP body instead of a chat completion. */
  rawBody?: string;
  /** Waits before answering (the client may give up first). */
  delayMs?: number;
  finishReason?: string;
}

export type TFakeScript = TFakeReply | ((request: TRecordedChatRequest) => TFakeReply);

export interface TFakeOpenAiServer {
  /** Base URL for createOpenAICompatible / createOpenAI, ending in /v1. */
  baseURL: string;
  requests: TRecordedChatRequest[];
  /** Replies used in order, one per chat request. */
  enqueue(...scripts: TFakeScript[]): void;
  /** Used when the queue is empty; without one the server answers 500 "no scripted response". */
  setFallback(script: TFakeScript | undefined): void;
  reset(): void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function contentText(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) {
    return content
      .map((part) =>
        part && typeof part === "object" && "text" in part ? String((part as { text: unknown }).text) : "",
      )
      .join("\n");
  }
  return "";
}

let completionId = 0;

function chatCompletion(model: string, content: string, finishReason: string) {
  completionId += 1;
  return {
    id: `chatcmpl-fake-${completionId}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: finishReason }],
    usage: { prompt_tokens: 100, completion_tokens: 200, total_tokens: 300 },
  };
}

export async function startFakeOpenAiServer(): Promise<TFakeOpenAiServer> {
  const queue: TFakeScript[] = [];
  const requests: TRecordedChatRequest[] = [];
  let fallback: TFakeScript | undefined;

  const send = (response: ServerResponse, status: number, body: unknown) => {
    if (response.destroyed) return;
    response.writeHead(status, { "content-type": "application/json" });
    response.end(typeof body === "string" ? body : JSON.stringify(body));
  };

  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? "/", "http://fake").pathname;
    if (request.method === "GET" && path === "/v1/models") {
      return send(response, 200, { object: "list", data: [{ id: "fake-model", object: "model" }] });
    }
    if (request.method !== "POST" || path !== "/v1/chat/completions") {
      return send(response, 404, { error: { message: `fake server: no route ${request.method} ${path}` } });
    }
    const text = await readBody(request);
    let body: TRecordedChatRequest["body"];
    try {
      body = JSON.parse(text) as TRecordedChatRequest["body"];
    } catch {
      return send(response, 400, { error: { message: "fake server: request body is not JSON" } });
    }
    const recorded: TRecordedChatRequest = {
      path,
      body,
      promptText: (body.messages ?? []).map((message) => contentText(message.content)).join("\n\n"),
    };
    requests.push(recorded);
    const script = queue.shift() ?? fallback;
    if (!script)
      return send(response, 500, { error: { message: "fake server: no scripted response", type: "server_error" } });
    const reply = typeof script === "function" ? script(recorded) : script;

    if (reply.delayMs) {
      const timer = setTimeout(() => answer(), reply.delayMs);
      response.on("close", () => clearTimeout(timer));
    } else {
      answer();
    }

    function answer() {
      if (reply.rawBody !== undefined) {
        if (response.destroyed) return;
        response.writeHead(reply.status ?? 200, { "content-type": "application/json" });
        response.end(reply.rawBody);
        return;
      }
      if (reply.status && (reply.status < 200 || reply.status > 299)) {
        return send(response, reply.status, {
          error: { message: `fake server: scripted HTTP ${reply.status}`, type: "server_error" },
        });
      }
      const content = reply.content ?? JSON.stringify(reply.json ?? {});
      send(
        response,
        reply.status ?? 200,
        chatCompletion(body.model ?? "fake-model", content, reply.finishReason ?? "stop"),
      );
    }
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...scripts) => queue.push(...scripts),
    setFallback: (script) => {
      fallback = script;
    },
    reset: () => {
      queue.length = 0;
      requests.length = 0;
      fallback = undefined;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
