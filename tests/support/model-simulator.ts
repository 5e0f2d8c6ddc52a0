// The language model of the tests, at its HTTP edge: one local server speaking the OpenAI Chat Completions
// (`POST /v1/chat/completions`) and Anthropic Messages (`POST /v1/messages`) wire formats, streamed (server-sent
// events) and not. Replies are scripted (enqueue, setFallback), or written by `simulateModel(settings)`, which
// answers each request as a real model does: shorter than asked, fewer outline items, fenced or prefixed JSON,
// cut off at its output limit, through a tool call, busy (429/503/529 with Retry-After), slow to its first token,
// repeating itself when asked for more, inventing links and figures, linking the site's pages. Every request is recorded.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { hashSeed, simulatedParagraphs } from "./simulated-prose";

export type TWireProtocol = "openai" | "anthropic";
type TStreamFault = "stall" | "cut" | "error";

export interface TChatMessage {
  role: string;
  content: unknown;
}

export interface TRecordedModelRequest {
  path: string;
  protocol: TWireProtocol;
  stream: boolean;
  body: {
    model?: string;
    messages?: TChatMessage[];
    system?: unknown;
    response_format?: { type: string; json_schema?: { name?: string; schema?: unknown; strict?: boolean } };
    /** Anthropic's native structured output. */
    output_config?: { format?: { type: string; schema?: unknown } };
    tools?: Array<{ name?: string; function?: { name?: string } }>;
    tool_choice?: unknown;
    [key: string]: unknown;
  };
  headers: IncomingMessage["headers"];
  /** All message contents (and the Anthropic system prompt) joined, for "the facts are in the prompt" assertions. */
  promptText: string;
}

export interface TModelReply {
  /** The answer as JSON (stringified into the text, or the tool call's arguments). */
  json?: unknown;
  /** The answer as raw text (malformed JSON, prose around JSON). */
  content?: string;
  /** Answer through a tool call (OpenAI `tool_calls`, Anthropic `tool_use`) carrying the JSON. */
  toolCall?: boolean;
  /** HTTP status; a non-2xx answers with the protocol's error body. */
  status?: number;
  /** Response headers, such as `retry-after`. */
  headers?: Record<string, string>;
  /** A raw HTTP body instead of a completion. */
  rawBody?: string;
  /** Waits before answering (before the first event of a stream). */
  delayMs?: number;
  /** A streamed answer waits this long between its events. */
  chunkDelayMs?: number;
  /** A streamed answer goes wrong after this many events (decision 048): it stalls with the connection open, the
   * connection is cut, or an error event comes (OpenAI's `data: {"error":…}`, Anthropic's `event: error`). */
  streamFault?: { afterEvents: number; kind: TStreamFault };
  /** Answers only once this settles: a test releases the reply when it has seen what it waits for. */
  release?: Promise<unknown>;
  /** "stop" (default), "length" (cut off at the output limit) or "tool_calls". */
  finishReason?: "stop" | "length" | "tool_calls";
  usage?: { inputTokens: number; outputTokens: number };
}

export type TModelScript = TModelReply | ((request: TRecordedModelRequest) => TModelReply);

export interface TModelSimulator {
  /** Base URL for the OpenAI and OpenAI-compatible providers, ending in /v1. */
  baseURL: string;
  /** Base URL for the Anthropic provider (the same server: it answers /v1/messages). */
  anthropicBaseURL: string;
  requests: TRecordedModelRequest[];
  /** Replies used in order, one per request. */
  enqueue(...scripts: TModelScript[]): void;
  /** Used when the queue is empty; without one the server answers 500 "no scripted response". */
  setFallback(script: TModelScript | undefined): void;
  reset(): void;
  close(): Promise<void>;
}

/** How a simulated model misbehaves; the defaults answer exactly as asked. */
export interface TModelSettings {
  /** Share of the asked words it writes (0.5 writes half). Default 1. */
  lengthRatio?: number;
  /** Outline items it returns at most, whatever number was asked. */
  outlineItems?: number;
  /** Outline items it returns beyond the number asked. */
  outlineSurplus?: number;
  /** Wraps JSON in a ```json fence. */
  fences?: boolean;
  /** Writes a sentence before the JSON. */
  preamble?: boolean;
  /** Cuts answers longer than this many characters there, with finish reason "length" / stop reason "max_tokens". */
  maxOutputChars?: number;
  /** Answers with plain text even when a JSON schema was sent (the server ignores it): prose, then fenced JSON. */
  ignoreSchema?: boolean;
  /** Refuses a JSON schema (OpenAI `response_format` json_schema, Anthropic `output_config`) with HTTP 400. */
  rejectSchema?: boolean;
  /** Answers through a tool call instead of text. */
  toolCall?: boolean;
  /** The first requests fail with these statuses, in order (429, 503, 529...), each with Retry-After. */
  failures?: Array<{ status: number; retryAfterSeconds?: number; retryAfterMs?: number }>;
  /** Waits this long before the first token. */
  firstTokenDelayMs?: number;
  /** The first streamed answers go wrong in these ways, in order, half-way through (stall, cut, error event). */
  streamFaults?: TStreamFault[];
  /** Every n-th section or follow-up answer restates the first section it wrote. */
  repeatEvery?: number;
  /** Puts a link no source contains into every text it writes. */
  inventLinks?: boolean;
  /** Puts figures no source contains into every text it writes. */
  inventFigures?: boolean;
  /**
   * Links the site's articles the prompt lists as related (by their titles) in every text it writes, and also
   * these site paths, which no list gave it (invented, or pages it should not know).
   */
  siteLinks?: readonly string[];
}

export const INVENTED_LINK = "[the best deal](https://deals.invented.example/aether-x2)";
export const INVENTED_FIGURE = "It charges to 80% in 17 minutes and scored 9.4/10 in a lab nobody names.";

/** The related articles a prompt lists (buildRelatedArticlesBlock): title and path. */
export function listedRelatedArticles(request: TRecordedModelRequest): Array<{ title: string; path: string }> {
  const block =
    /<<<SOURCE DATA: RELATED ARTICLES ON THIS SITE[^\n]*\n([\s\S]*?)\n<<<END OF SOURCE DATA/.exec(
      request.promptText,
    )?.[1] ?? "";
  return [...block.matchAll(/^- (.+)\n {2}path: (\S+)$/gm)].map((match) => ({ title: match[1]!, path: match[2]! }));
}

/** What a request asks for, read from the product's prompts (the schema name is not sent in JSON mode). */
export type TAskedOutput = "outline" | "section" | "extension" | "article";

export function askedOutput(request: TRecordedModelRequest): TAskedOutput {
  const text = request.promptText;
  if (/Plan (?:the article|more sections):/.test(text)) return "outline";
  if (/Write section \d+, "/.test(text)) return "section";
  if (/Write new sections with at least \d/.test(text)) return "extension";
  return "article";
}

function numberIn(text: string, pattern: RegExp): number | undefined {
  const match = pattern.exec(text);
  return match ? Number(match[1]!.replace(/,/g, "")) : undefined;
}

/** The words a request asks for: "in about N words", "aim for about N", "at least N more words", else 800. */
export function askedWords(request: TRecordedModelRequest): number {
  const text = request.promptText;
  return (
    numberIn(text, /in about ([\d,]+) words/) ??
    numberIn(text, /opening in the content field: about ([\d,]+) words/) ??
    numberIn(text, /at least ([\d,]+) more words/) ??
    numberIn(text, /aim for about ([\d,]+)\)/) ??
    800
  );
}

function askedSections(request: TRecordedModelRequest): number {
  return numberIn(request.promptText, /return ([\d,]+) (?:more )?sections/i) ?? 6;
}

function existingHeadings(request: TRecordedModelRequest): number {
  const block = /The article already has these sections:\n([\s\S]*?)\n\n/.exec(request.promptText)?.[1] ?? "";
  return block.split("\n").filter((line) => line.trim() !== "").length;
}

const ARTICLE_FIELDS = {
  title: "Aether X2 Review: Two Days of Battery, One Big Catch",
  excerpt: "The Aether X2 nails battery life and the screen, then fumbles the low-light camera.",
  metaTitle: "Aether X2 Review: Battery Beast, Camera Letdown",
  metaDescription:
    "Our brutally honest Aether X2 review: a battery that lasts, a gorgeous screen and a low-light camera that smears faces.",
  tags: ["smartphones", "Aether", "battery life"],
  categoryName: "Smartphones",
  brutalScore: 7.4,
  positives: ["Battery that lasts two days", "Bright screen"],
  negatives: ["Low-light camera smears faces", "No charger in the box"],
  brutalSummary: "A great battery phone with a camera that falls apart after sunset.",
  winner: "product2",
  reasons: ["Best battery life in its class", "Long software support"],
  customerSays: ["Owners praise the battery", "Some report heat while gaming"],
  awardSummary: "It wins because it lasts; it is not perfect because its camera is not.",
};

/**
 * A model with the given habits: it reads what each request asks for (outline, opening or article, section,
 * follow-up, and how many words or items) from the product's prompts and answers in kind.
 */
export function simulateModel(settings: TModelSettings = {}): (request: TRecordedModelRequest) => TModelReply {
  const ratio = settings.lengthRatio ?? 1;
  const failures = [...(settings.failures ?? [])];
  const streamFaults = [...(settings.streamFaults ?? [])];
  let calls = 0;
  let writtenSections = 0;
  let firstSection: string | undefined;
  const siteLinks = (request: TRecordedModelRequest) =>
    settings.siteLinks
      ? [
          ...listedRelatedArticles(request).map((article) => `Compare [${article.title}](${article.path}).`),
          ...settings.siteLinks.map((path, index) => `Also see [our page ${index + 1}](${path}).`),
        ].join(" ")
      : "";
  const extras = (text: string, request: TRecordedModelRequest) =>
    [
      text,
      settings.inventLinks ? `See ${INVENTED_LINK}.` : "",
      settings.inventFigures ? INVENTED_FIGURE : "",
      siteLinks(request),
    ]
      .filter(Boolean)
      .join(" ");

  const answer = (request: TRecordedModelRequest): TModelReply => {
    calls += 1;
    const failure = failures.shift();
    if (failure) {
      const headers: Record<string, string> = {};
      if (failure.retryAfterSeconds !== undefined) headers["retry-after"] = String(failure.retryAfterSeconds);
      if (failure.retryAfterMs !== undefined) headers["retry-after-ms"] = String(failure.retryAfterMs);
      return { status: failure.status, headers };
    }
    if (settings.rejectSchema && (request.body.response_format?.type === "json_schema" || request.body.output_config)) {
      return {
        status: 400,
        rawBody: JSON.stringify(
          request.protocol === "anthropic"
            ? {
                type: "error",
                error: { type: "invalid_request_error", message: "output_config: Extra inputs are not permitted" },
              }
            : {
                error: {
                  message: "'response_format.type' must be 'json_object' or 'text'",
                  type: "invalid_request_error",
                  param: "response_format",
                  code: null,
                },
              },
        ),
      };
    }
    const words = Math.max(1, Math.round(askedWords(request) * ratio));
    const seed = hashSeed(`${calls}:${request.promptText.slice(-400)}`);
    let json: unknown;
    switch (askedOutput(request)) {
      case "outline": {
        const asked = askedSections(request);
        const count =
          (settings.outlineItems === undefined ? asked : Math.min(asked, settings.outlineItems)) +
          (settings.outlineSurplus ?? 0);
        const offset = existingHeadings(request);
        json = {
          sections: Array.from({ length: count }, (_, index) => ({
            heading: `Part ${offset + index + 1}: ${simulatedParagraphs(4, seed + index)
              .split(" ")
              .slice(1, 4)
              .join(" ")}`,
            covers: "What the sources say about it, and what they leave open.",
          })),
        };
        break;
      }
      case "section":
      case "extension": {
        writtenSections += 1;
        const repeat =
          settings.repeatEvery !== undefined &&
          firstSection !== undefined &&
          writtenSections % settings.repeatEvery === 0;
        const text = repeat ? firstSection! : extras(simulatedParagraphs(words, seed), request);
        if (!repeat && firstSection === undefined) firstSection = text;
        json =
          askedOutput(request) === "section"
            ? { content: text }
            : { additionalSections: `## More to Know ${writtenSections}\n\n${text}` };
        break;
      }
      case "article":
        json = { ...ARTICLE_FIELDS, content: extras(simulatedParagraphs(words, seed), request) };
        break;
    }
    const toolChoice = request.body.tool_choice as { type?: string; name?: string } | undefined;
    // Anthropic's JSON-tool mode forces a tool call ("any" or the named tool).
    const jsonTool = request.protocol === "anthropic" && (toolChoice?.type === "tool" || toolChoice?.type === "any");
    if (settings.toolCall || jsonTool) return { json, toolCall: true, delayMs: settings.firstTokenDelayMs };
    const jsonMode = request.body.response_format?.type === "json_object";
    let text = JSON.stringify(json);
    if (settings.fences || (settings.ignoreSchema && !jsonMode)) text = `\`\`\`json\n${text}\n\`\`\``;
    if (settings.preamble || (settings.ignoreSchema && !jsonMode))
      text = `Sure! Here is the JSON you asked for:\n\n${text}`;
    if (settings.maxOutputChars !== undefined && text.length > settings.maxOutputChars) {
      return {
        content: text.slice(0, settings.maxOutputChars),
        finishReason: "length",
        delayMs: settings.firstTokenDelayMs,
      };
    }
    return { content: text, delayMs: settings.firstTokenDelayMs };
  };
  return (request) => {
    const reply = answer(request);
    const kind = request.stream && reply.status === undefined ? streamFaults.shift() : undefined;
    return kind ? { ...reply, streamFault: { afterEvents: 3, kind } } : reply;
  };
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

let answerId = 0;

const ANTHROPIC_ERROR_TYPES: Record<number, string> = {
  400: "invalid_request_error",
  401: "authentication_error",
  404: "not_found_error",
  413: "request_too_large",
  429: "rate_limit_error",
  500: "api_error",
  529: "overloaded_error",
};

function errorBody(protocol: TWireProtocol, status: number): unknown {
  if (protocol === "anthropic") {
    const type = ANTHROPIC_ERROR_TYPES[status] ?? "api_error";
    return {
      type: "error",
      error: { type, message: type === "overloaded_error" ? "Overloaded" : `scripted HTTP ${status}` },
    };
  }
  return {
    error: {
      message: status === 429 ? "Rate limit reached for requests" : `scripted HTTP ${status}`,
      type: status === 429 ? "requests" : "server_error",
      param: null,
      code: status === 429 ? "rate_limit_exceeded" : null,
    },
  };
}

function estimateTokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}

/** The answer's text and JSON, its usage and how it ended, for either protocol. */
interface TAnswer {
  model: string;
  text: string;
  toolJson?: string;
  toolName: string;
  finishReason: "stop" | "length" | "tool_calls";
  usage: { inputTokens: number; outputTokens: number };
}

const OPENAI_FINISH = { stop: "stop", length: "length", tool_calls: "tool_calls" } as const;
const ANTHROPIC_STOP = { stop: "end_turn", length: "max_tokens", tool_calls: "tool_use" } as const;

function openAiCompletion(answer: TAnswer) {
  answerId += 1;
  const message = answer.toolJson
    ? {
        role: "assistant",
        content: null,
        tool_calls: [
          { id: `call_${answerId}`, type: "function", function: { name: answer.toolName, arguments: answer.toolJson } },
        ],
      }
    : { role: "assistant", content: answer.text };
  return {
    id: `chatcmpl-sim-${answerId}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: answer.model,
    choices: [{ index: 0, message, finish_reason: OPENAI_FINISH[answer.finishReason] }],
    usage: {
      prompt_tokens: answer.usage.inputTokens,
      completion_tokens: answer.usage.outputTokens,
      total_tokens: answer.usage.inputTokens + answer.usage.outputTokens,
    },
  };
}

function pieces(text: string, size = 40): string[] {
  const out: string[] = [];
  for (let index = 0; index < text.length; index += size) out.push(text.slice(index, index + size));
  return out;
}

function openAiStream(answer: TAnswer, includeUsage: boolean): string[] {
  answerId += 1;
  const base = { id: `chatcmpl-sim-${answerId}`, object: "chat.completion.chunk", created: 1, model: answer.model };
  const chunk = (delta: unknown, finish: string | null = null) =>
    JSON.stringify({ ...base, choices: [{ index: 0, delta, finish_reason: finish }] });
  const events = [chunk({ role: "assistant", content: "" })];
  if (answer.toolJson) {
    const [first, ...rest] = pieces(answer.toolJson);
    events.push(
      chunk({
        tool_calls: [
          {
            index: 0,
            id: `call_${answerId}`,
            type: "function",
            function: { name: answer.toolName, arguments: first ?? "" },
          },
        ],
      }),
    );
    for (const piece of rest) events.push(chunk({ tool_calls: [{ index: 0, function: { arguments: piece } }] }));
  } else {
    for (const piece of pieces(answer.text)) events.push(chunk({ content: piece }));
  }
  events.push(chunk({}, OPENAI_FINISH[answer.finishReason]));
  if (includeUsage) {
    events.push(
      JSON.stringify({
        ...base,
        choices: [],
        usage: {
          prompt_tokens: answer.usage.inputTokens,
          completion_tokens: answer.usage.outputTokens,
          total_tokens: answer.usage.inputTokens + answer.usage.outputTokens,
        },
      }),
    );
  }
  return [...events.map((data) => `data: ${data}\n\n`), "data: [DONE]\n\n"];
}

function anthropicMessage(answer: TAnswer) {
  answerId += 1;
  return {
    id: `msg_sim_${answerId}`,
    type: "message",
    role: "assistant",
    model: answer.model,
    content: answer.toolJson
      ? [{ type: "tool_use", id: `toolu_sim_${answerId}`, name: answer.toolName, input: JSON.parse(answer.toolJson) }]
      : [{ type: "text", text: answer.text }],
    stop_reason: ANTHROPIC_STOP[answer.finishReason],
    stop_sequence: null,
    usage: { input_tokens: answer.usage.inputTokens, output_tokens: answer.usage.outputTokens },
  };
}

function anthropicStream(answer: TAnswer): string[] {
  answerId += 1;
  const event = (type: string, data: Record<string, unknown>) =>
    `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
  const events = [
    event("message_start", {
      message: {
        id: `msg_sim_${answerId}`,
        type: "message",
        role: "assistant",
        model: answer.model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: answer.usage.inputTokens, output_tokens: 1 },
      },
    }),
  ];
  if (answer.toolJson) {
    events.push(
      event("content_block_start", {
        index: 0,
        content_block: { type: "tool_use", id: `toolu_sim_${answerId}`, name: answer.toolName, input: {} },
      }),
    );
    for (const piece of pieces(answer.toolJson))
      events.push(event("content_block_delta", { index: 0, delta: { type: "input_json_delta", partial_json: piece } }));
  } else {
    events.push(event("content_block_start", { index: 0, content_block: { type: "text", text: "" } }));
    for (const piece of pieces(answer.text))
      events.push(event("content_block_delta", { index: 0, delta: { type: "text_delta", text: piece } }));
  }
  events.push(
    event("content_block_stop", { index: 0 }),
    event("message_delta", {
      delta: { stop_reason: ANTHROPIC_STOP[answer.finishReason], stop_sequence: null },
      usage: { output_tokens: answer.usage.outputTokens },
    }),
    event("message_stop", {}),
  );
  return events;
}

function toolNameOf(request: TRecordedModelRequest): string {
  const tool = request.body.tools?.[0];
  return tool?.name ?? tool?.function?.name ?? request.body.response_format?.json_schema?.name ?? "json";
}

function streamErrorEvent(protocol: TWireProtocol): string {
  return protocol === "anthropic"
    ? `event: error\ndata: ${JSON.stringify({ type: "error", error: { type: "overloaded_error", message: "Overloaded" } })}\n\n`
    : `data: ${JSON.stringify({ error: { message: "The server had an error while processing your request.", type: "server_error", param: null, code: null } })}\n\n`;
}

/** A stream's events, paced and with its fault (decision 048): a stall keeps the connection open and silent. */
async function writeEvents(
  response: ServerResponse,
  events: string[],
  protocol: TWireProtocol,
  reply: TModelReply,
): Promise<void> {
  for (const [index, event] of events.entries()) {
    if (response.destroyed) return;
    if (reply.streamFault && index === reply.streamFault.afterEvents) {
      // The events before the fault reach the client first, as they would from a real server.
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (response.destroyed) return;
      if (reply.streamFault.kind === "cut") return void response.destroy();
      if (reply.streamFault.kind === "error") return void response.end(streamErrorEvent(protocol));
      return;
    }
    if (reply.chunkDelayMs && index > 0) await new Promise((resolve) => setTimeout(resolve, reply.chunkDelayMs));
    response.write(event);
  }
  response.end();
}

export async function startModelSimulator(): Promise<TModelSimulator> {
  const queue: TModelScript[] = [];
  const requests: TRecordedModelRequest[] = [];
  const held = new Set<() => void>();
  let fallback: TModelScript | undefined;

  const sendJson = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    if (response.destroyed) return;
    response.writeHead(status, { "content-type": "application/json", ...headers });
    response.end(typeof body === "string" ? body : JSON.stringify(body));
  };

  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? "/", "http://simulator").pathname;
    if (request.method === "GET" && path === "/v1/models") {
      return sendJson(response, 200, { object: "list", data: [{ id: "fake-model", object: "model" }] });
    }
    const protocol: TWireProtocol | undefined =
      path === "/v1/chat/completions" ? "openai" : path === "/v1/messages" ? "anthropic" : undefined;
    if (request.method !== "POST" || !protocol) {
      return sendJson(response, 404, { error: { message: `model simulator: no route ${request.method} ${path}` } });
    }
    const text = await readBody(request);
    let body: TRecordedModelRequest["body"];
    try {
      body = JSON.parse(text) as TRecordedModelRequest["body"];
    } catch {
      return sendJson(response, 400, { error: { message: "model simulator: request body is not JSON" } });
    }
    const recorded: TRecordedModelRequest = {
      path,
      protocol,
      stream: body.stream === true,
      body,
      headers: request.headers,
      promptText: [contentText(body.system), ...(body.messages ?? []).map((message) => contentText(message.content))]
        .filter(Boolean)
        .join("\n\n"),
    };
    requests.push(recorded);
    const script = queue.shift() ?? fallback;
    if (!script) {
      return sendJson(response, 500, errorBody(protocol, 500));
    }
    const reply = typeof script === "function" ? script(recorded) : script;

    if (reply.release) {
      // A held answer is let through when the test releases it, or at the next reset (a test that failed before
      // releasing must not leave its request waiting into the next test).
      held.add(answer);
      void reply.release.then(answer);
    } else if (reply.delayMs) {
      const timer = setTimeout(answer, reply.delayMs);
      response.on("close", () => clearTimeout(timer));
    } else {
      answer();
    }

    function answer() {
      if (!held.delete(answer) && reply.release) return;
      if (response.destroyed) return;
      if (reply.rawBody !== undefined) return sendJson(response, reply.status ?? 200, reply.rawBody, reply.headers);
      if (reply.status && (reply.status < 200 || reply.status > 299)) {
        return sendJson(response, reply.status, errorBody(protocol!, reply.status), reply.headers);
      }
      const content = reply.content ?? JSON.stringify(reply.json ?? {});
      const toolJson = reply.toolCall ? JSON.stringify(reply.json ?? {}) : undefined;
      const result: TAnswer = {
        model: body.model ?? "fake-model",
        text: content,
        ...(toolJson ? { toolJson } : {}),
        toolName: toolNameOf(recorded),
        finishReason: reply.finishReason ?? (toolJson ? "tool_calls" : "stop"),
        usage: reply.usage ?? {
          inputTokens: estimateTokens(recorded.promptText),
          outputTokens: estimateTokens(toolJson ?? content),
        },
      };
      if (!recorded.stream) {
        return sendJson(response, 200, protocol === "openai" ? openAiCompletion(result) : anthropicMessage(result));
      }
      const includeUsage = (body.stream_options as { include_usage?: boolean } | undefined)?.include_usage === true;
      response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", ...reply.headers });
      const events = protocol === "openai" ? openAiStream(result, includeUsage) : anthropicStream(result);
      void writeEvents(response, events, protocol!, reply);
    }
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    anthropicBaseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...scripts) => queue.push(...scripts),
    setFallback: (script) => {
      fallback = script;
    },
    reset: () => {
      for (const answer of held) answer();
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
