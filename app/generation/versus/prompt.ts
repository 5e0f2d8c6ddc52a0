// Prompt of the versus generator: two products, one winner, no fence-sitting without a reason.
import {
  buildBriefLines,
  buildInstructions,
  fenceSource,
  joinPrompt,
  wordTarget,
  type TEditorBrief,
} from "../prompt-common";

export interface TVersusPromptProduct {
  facts: string;
  productUrl: string;
  videoFacts?: string | undefined;
}

export function buildVersusPrompt(input: {
  product1: TVersusPromptProduct;
  product2: TVersusPromptProduct;
  minWords: number;
  brief?: TEditorBrief | undefined;
}): { instructions: string; prompt: string } {
  const block = (label: string, product: TVersusPromptProduct) =>
    joinPrompt([
      fenceSource(label, product.facts),
      product.videoFacts ? fenceSource(`VIDEO ABOUT ${label}`, product.videoFacts) : null,
    ]);
  return {
    instructions: buildInstructions(
      "Task: write a head-to-head comparison of two products for a buyer who will only buy one. Compare them section by section, name a winner for each section, and finish with a ## Final Verdict section that names the overall winner and who should buy the other one.",
    ),
    prompt: joinPrompt([
      wordTarget(input.minWords),
      input.brief?.primaryKeyword
        ? null
        : `Title format: "<Product 1 short name> vs <Product 2 short name>: <blunt hook>".`,
      ...buildBriefLines(input.brief),
      "The site adds the buy links to both product pages itself: write no link.",
      "Structure: an opening with the short answer, then ## sections such as design and build, performance, features, what owners complain about (only from the customer reviews given), price and value, then ## Final Verdict. Compare only what the facts of both products cover; say so where one side's facts are missing.",
      block("PRODUCT 1", input.product1),
      block("PRODUCT 2", input.product2),
    ]),
  };
}
