// Prompt of the tech news generator: the news, the context and the spin called out, with credit.
import { buildInstructions, joinPrompt, optionalLine, wordTarget } from "../prompt-common";

export function buildTechNewsPrompt(input: {
  siteName: string;
  sourceUrl: string;
  publishedAt?: string | undefined;
  manualTitle?: string | undefined;
  sourceFacts: string;
  minWords: number;
}): { instructions: string; prompt: string } {
  return {
    instructions: buildInstructions(
      "Task: write a tech news article from the source report. Lead with what happened, then why it matters to buyers, then what is marketing spin. Write it in your own words; never copy sentences from the source.",
    ),
    prompt: joinPrompt([
      `The story was reported by ${input.siteName}. Credit it once in the text with a link: [${input.siteName}](${input.sourceUrl}).`,
      optionalLine("Originally published", input.publishedAt),
      input.manualTitle ? `Use this exact title: "${input.manualTitle}".` : null,
      wordTarget(input.minWords),
      "Structure: a two-sentence lead, then ## sections on the details, why it matters, and what we still do not know.",
      `--- SOURCE REPORT ---\n${input.sourceFacts}\n--- END OF SOURCE REPORT ---`,
    ]),
  };
}
