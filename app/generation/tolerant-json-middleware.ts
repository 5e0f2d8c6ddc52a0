// A language-model middleware of the provider layer: when a JSON answer was asked for, the model's text is reduced
// to its JSON object (fences and sentences around it dropped), and an answer given as a tool call nobody offered
// (some servers answer structured requests that way) becomes that text. The schema check then sees plain JSON.
// Streamed answers are reduced as they arrive (JsonTextStream), so the text still flows while the model writes.
import type { LanguageModelMiddleware } from "ai";
import { extractJsonText } from "./model-json";

type TDoStream = Parameters<NonNullable<LanguageModelMiddleware["wrapStream"]>>[0]["doStream"];
type TStreamPart = Awaited<ReturnType<TDoStream>>["stream"] extends ReadableStream<infer P> ? P : never;

/**
 * The JSON object of a streamed answer, piece by piece: what comes before its first "{" (a sentence, a fence's
 * opening) is held back, and so is what follows the latest "}" until more of the object arrives; at the end the
 * held tail is dropped (a closing fence, a last sentence), or kept when the answer was cut off. An answer with no
 * "{" at all is given back whole at the end, for the schema check (or the caller's reading of prose) to judge.
 */
export class JsonTextStream {
  private started = false;
  /** A "}" has been passed on: what follows it may be trailing text, so it is held until the next "}". */
  private afterBrace = false;
  private held = "";

  /** The part of this piece that can be passed on now. */
  push(piece: string): string {
    let text = piece;
    if (!this.started) {
      const brace = (this.held + text).indexOf("{");
      if (brace === -1) {
        this.held += text;
        return "";
      }
      text = (this.held + text).slice(brace);
      this.held = "";
      this.started = true;
    }
    const all = this.held + text;
    const last = all.lastIndexOf("}");
    if (last === -1) {
      if (this.afterBrace) {
        this.held = all;
        return "";
      }
      return all;
    }
    this.afterBrace = true;
    this.held = all.slice(last + 1);
    return all.slice(0, last + 1);
  }

  /** What is still held, at the end of the answer. */
  end(cutOff: boolean): string {
    const rest = this.held;
    this.held = "";
    if (!this.started) return rest.trim();
    return cutOff ? rest : "";
  }
}

export const tolerantJsonMiddleware: LanguageModelMiddleware = {
  wrapGenerate: async ({ doGenerate, params }) => {
    const result = await doGenerate();
    if (params.responseFormat?.type !== "json") return result;
    const text = result.content
      .filter((part) => part.type === "text")
      .map((part) => part.text)
      .join("");
    const toolCall =
      text.trim() === "" && !params.tools?.length
        ? result.content.find((part) => part.type === "tool-call")
        : undefined;
    const answer = toolCall?.type === "tool-call" ? toolCall.input : text;
    if (answer.trim() === "") return result;
    return {
      ...result,
      content: [
        ...result.content.filter((part) => part.type !== "text" && part.type !== "tool-call"),
        { type: "text", text: extractJsonText(answer) },
      ],
      // An answer given as a tool call ended normally; one cut off at the output limit stays "length".
      finishReason:
        toolCall && result.finishReason.unified === "tool-calls"
          ? { ...result.finishReason, unified: "stop" }
          : result.finishReason,
    };
  },
  wrapStream: async ({ doStream, params }) => {
    const result = await doStream();
    if (params.responseFormat?.type !== "json") return result;
    const toolsOffered = (params.tools?.length ?? 0) > 0;
    const json = new JsonTextStream();
    const TEXT_ID = "json";
    let textOpen = false;
    let answeredByTool = false;
    const stream = result.stream.pipeThrough(
      new TransformStream<TStreamPart, TStreamPart>({
        transform(part, controller) {
          const emit = (delta: string) => {
            if (delta === "") return;
            if (!textOpen) {
              controller.enqueue({ type: "text-start", id: TEXT_ID });
              textOpen = true;
            }
            controller.enqueue({ type: "text-delta", id: TEXT_ID, delta });
          };
          const tool = !toolsOffered && part.type.startsWith("tool-");
          if (part.type === "text-delta" || (tool && part.type === "tool-input-delta")) {
            if (tool) answeredByTool = true;
            emit(json.push(part.delta));
            return;
          }
          if (part.type === "text-start" || part.type === "text-end" || tool) return;
          if (part.type === "finish") {
            emit(json.end(part.finishReason.unified === "length"));
            if (textOpen) controller.enqueue({ type: "text-end", id: TEXT_ID });
            textOpen = false;
            controller.enqueue(
              answeredByTool && part.finishReason.unified === "tool-calls"
                ? { ...part, finishReason: { ...part.finishReason, unified: "stop" } }
                : part,
            );
            return;
          }
          controller.enqueue(part);
        },
      }),
    );
    return { ...result, stream };
  },
};
