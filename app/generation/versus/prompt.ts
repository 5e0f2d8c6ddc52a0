// Prompt of the versus generator: two products, one winner, no fence-sitting without a reason.
import { buildBriefLines, buildInstructions, joinPrompt, wordTarget, type TEditorBrief } from "../prompt-common";

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
      `--- ${label} ---\n${product.facts}\n--- END OF ${label} ---`,
      product.videoFacts ? `--- VIDEO ABOUT ${label} ---\n${product.videoFacts}\n--- END ---` : null,
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
      `Link to product 1 only with ${input.product1.productUrl} and to product 2 only with ${input.product2.productUrl}.`,
      "Structure: an opening with the short answer, then ## sections such as design and build, performance, features, what owners complain about, price and value, then ## Final Verdict.",
      block("PRODUCT 1", input.product1),
      block("PRODUCT 2", input.product2),
    ]),
  };
}
