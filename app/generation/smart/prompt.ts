// Prompt of the smart generator: a review written from whatever the one URL turned out to be.
import { buildInstructions, joinPrompt, wordTarget } from "../prompt-common";

const SOURCE_DESCRIPTIONS = {
  "retailer-product": "a retailer's product page (listing, specifications and customer reviews)",
  video: "a video about the product (its description and transcript)",
  discussion: "a discussion thread",
  "web-page": "a web page about the product",
  "saas-landing": "a software landing page",
} as const;

export function buildSmartPrompt(input: {
  sourceKind: keyof typeof SOURCE_DESCRIPTIONS;
  sourceFacts: string;
  videoFacts?: string | undefined;
  productUrl?: string | undefined;
  minWords: number;
}): { instructions: string; prompt: string } {
  return {
    instructions: buildInstructions(
      "Task: write a brutally honest product review from the source material. Judge it as a buyer would: value for money, build, performance, the claims that hold up and the ones that do not. Give a brutal score that matches your verdict.",
    ),
    prompt: joinPrompt([
      `The source is ${SOURCE_DESCRIPTIONS[input.sourceKind]}.`,
      wordTarget(input.minWords),
      input.productUrl
        ? `Link to the product only with this exact address: ${input.productUrl} (for example [check the current price](${input.productUrl})).`
        : null,
      "Structure: an opening that states the verdict, then ## sections on design and build, performance or real-world use, what the customer reviews reveal, value for money and who should buy it.",
      `--- SOURCE FACTS ---\n${input.sourceFacts}\n--- END OF SOURCE FACTS ---`,
      input.videoFacts ? `--- VIDEO ABOUT THE PRODUCT ---\n${input.videoFacts}\n--- END OF VIDEO ---` : null,
    ]),
  };
}
