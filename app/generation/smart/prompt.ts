// Prompt of the smart generator: a review written from whatever the one URL turned out to be.
import { buildInstructions, fenceSource, joinPrompt, wordTarget } from "../prompt-common";

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
      input.productUrl ? "The site adds the buy link to the product page itself: write no link." : null,
      "Structure: an opening that states the verdict, then ## sections on design and build, what the sources show about performance and real-world use, what the customer reviews reveal (only if the source has customer reviews), value for money and who should buy it. Leave out any of these the facts cannot support.",
      fenceSource("SOURCE FACTS", input.sourceFacts),
      input.videoFacts ? fenceSource("VIDEO ABOUT THE PRODUCT", input.videoFacts) : null,
    ]),
  };
}
