// Prompt of the Brutal Award generator: praise that has to be earned, with the catch stated.
import { buildBriefLines, buildInstructions, joinPrompt, wordTarget, type TEditorBrief } from "../prompt-common";

export function buildBrutalAwardPrompt(input: {
  title: string;
  item: string;
  year: number;
  productName: string;
  brutalScore: number;
  sourceFacts: string;
  videoFacts?: string | undefined;
  productUrl?: string | undefined;
  minWords: number;
  brief?: TEditorBrief | undefined;
}): { instructions: string; prompt: string } {
  return {
    instructions: buildInstructions(
      "Task: write the article announcing one of our Brutal Awards. An award is earned, not bought: explain what the winner does better than its rivals in its category, and be honest about its weaknesses.",
    ),
    prompt: joinPrompt([
      `The article's title is fixed: "${input.title}".`,
      `Category: best ${input.item} of ${input.year}. Winner: ${input.productName}. Award score: ${input.brutalScore} out of 10.`,
      wordTarget(input.minWords),
      input.productUrl ? `Link to the product only with this exact address: ${input.productUrl}.` : null,
      ...buildBriefLines(input.brief, { titleIsFixed: true }),
      "Structure: an opening that announces the award, then ## sections on what sets it apart, how it compares with the runners-up in general terms, who it is for, and its weaknesses.",
      `--- SOURCE FACTS ---\n${input.sourceFacts}\n--- END OF SOURCE FACTS ---`,
      input.videoFacts ? `--- VIDEO ABOUT THE PRODUCT ---\n${input.videoFacts}\n--- END OF VIDEO ---` : null,
    ]),
  };
}
