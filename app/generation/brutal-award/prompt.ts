// Prompt of the Brutal Award generator: praise that has to be earned, with the catch stated.
import {
  buildBriefLines,
  buildInstructions,
  fenceSource,
  joinPrompt,
  wordTarget,
  type TEditorBrief,
} from "../prompt-common";

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
      input.productUrl ? "The site adds the buy link to the product page itself: write no link." : null,
      ...buildBriefLines(input.brief, { titleIsFixed: true }),
      "Structure: an opening that announces the award, then ## sections on what sets it apart, who it is for, and its weaknesses. Name rivals or runners-up only if the facts name them. customerSays sums up only the customer reviews given; leave it empty when there are none.",
      fenceSource("SOURCE FACTS", input.sourceFacts),
      input.videoFacts ? fenceSource("VIDEO ABOUT THE PRODUCT", input.videoFacts) : null,
    ]),
  };
}
