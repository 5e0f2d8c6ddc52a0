// What generations cost in model calls and tokens: the providers' usage data summed per generation, per batch row and
// per batch, how it reads on the screens, and the estimate a bulk upload shows before its rows are generated.
import { z } from "zod";

export const ZModelUsage = z.object({
  calls: z.number().int().min(0),
  inputTokens: z.number().int().min(0),
  outputTokens: z.number().int().min(0),
});
export type TModelUsage = z.infer<typeof ZModelUsage>;

export const NO_USAGE: TModelUsage = { calls: 0, inputTokens: 0, outputTokens: 0 };

export function sumUsage(usages: ReadonlyArray<TModelUsage | null | undefined>): TModelUsage {
  return usages.reduce<TModelUsage>(
    (total, usage) =>
      usage
        ? {
            calls: total.calls + usage.calls,
            inputTokens: total.inputTokens + usage.inputTokens,
            outputTokens: total.outputTokens + usage.outputTokens,
          }
        : total,
    NO_USAGE,
  );
}

/** "12 model calls, 42,568 tokens in, 9,711 out". */
export function describeUsage(usage: TModelUsage): string {
  const number = (value: number) => value.toLocaleString("en-US");
  return `${number(usage.calls)} model call${usage.calls === 1 ? "" : "s"}, ${number(usage.inputTokens)} tokens in, ${number(usage.outputTokens)} out`;
}

/** Above this many words an article is written by outline and sections (run-generation.server.ts). */
const LONG_FORM_WORDS = 2_000;
const WORDS_PER_SECTION = 600;
/** A call's instructions, the sources' facts and, for sections, the end of the article so far (bench-long-form). */
const INPUT_TOKENS_PER_CALL = 3_500;
/** Markdown and its JSON wrapping run at about 1.6 tokens a word. */
const OUTPUT_TOKENS_PER_WORD = 1.6;

/**
 * The calls and tokens one generation of `words` words takes with a model that writes what it is asked: one call
 * below 2,000 words; an outline, the opening and a section per 600 words above. A model that writes less takes more
 * calls, up to the stated budget (decision 041).
 */
export function estimateUsage(words: number): TModelUsage {
  const calls = words > LONG_FORM_WORDS ? 2 + Math.ceil((words - Math.min(300, words * 0.05)) / WORDS_PER_SECTION) : 1;
  return {
    calls,
    inputTokens: calls * INPUT_TOKENS_PER_CALL,
    outputTokens: Math.round(words * OUTPUT_TOKENS_PER_WORD) + calls * 60,
  };
}

/** The words a generation request asks for: its `minWordCount` or `wordCount`, else 1,500 (the generators' usual). */
export function requestedWords(input: unknown): number {
  const fields = typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {};
  const words = fields.minWordCount ?? fields.wordCount;
  return typeof words === "number" && words > 0 ? words : 1_500;
}

/**
 * The calls and tokens a whole batch takes before it starts: each row's generation request (a bulk plan's
 * `jobs[].call.input`) estimated by `estimateUsage`, summed. The batch's start line and the bulk preview's
 * confirmation show this one number.
 */
export function estimateBatchUsage(requests: ReadonlyArray<unknown>): TModelUsage {
  return sumUsage(requests.map((input) => estimateUsage(requestedWords(input))));
}
