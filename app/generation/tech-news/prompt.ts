// Prompt of the tech news generator: the news, the context and the spin called out, with credit.
import { buildInstructions, fenceSource, joinPrompt, wordTarget } from "../prompt-common";

export function buildTechNewsPrompt(input: {
  siteName: string;
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
      `The story was reported by ${input.siteName}. Credit it by name in the text; the site adds the link to the report itself.`,
      input.publishedAt
        ? `Originally published: ${input.publishedAt}. If that is not recent compared with today's date, write the story as what was reported then, not as breaking news.`
        : "The report's publication date is unknown: do not call the story new or recent.",
      input.manualTitle ? `Use this exact title: "${input.manualTitle}".` : null,
      wordTarget(input.minWords),
      "Structure: a two-sentence lead, then ## sections on the details, why it matters, and what we still do not know.",
      fenceSource("SOURCE REPORT", input.sourceFacts),
    ]),
  };
}
