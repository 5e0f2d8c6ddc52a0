// A language-model middleware of the provider layer: when a JSON answer was asked for, the model's text is reduced
// to its JSON object (fences and sentences around it dropped), and an answer given as a tool call nobody offered
// (some servers answer structured requests that way) becomes that text. The schema check then sees plain JSON.
import type { LanguageModelMiddleware } from "ai";
import { extractJsonText } from "./model-json";

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
};
