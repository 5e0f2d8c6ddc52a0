// Prompts of the SAAS generators: judge the software on what it costs and what it really does.
import { buildInstructions, fenceSource, joinPrompt, wordTarget } from "../prompt-common";

const SAAS_TASK =
  "Task: write a brutally honest review of a software product (SaaS or AI tool). Judge it on the job it claims to do, what it really costs at each plan, lock-in and data risks, and the alternatives a buyer should consider. Give a brutal score that matches the verdict.";

const SAAS_STRUCTURE =
  "Structure: an opening with the verdict, then ## sections on what it does, the features that matter, pricing and plans, what users say (only from customer reviews given), alternatives (only ones the facts name), and who should (and should not) pay for it. Leave out any of these the facts cannot support.";

function titleLine(title: string | undefined): string {
  return title ? `Use this exact title: "${title}".` : "Write your own title: the product's name plus a blunt verdict.";
}

export function buildSaasUrlPrompt(input: { title?: string | undefined; sourceFacts: string; minWords: number }) {
  return {
    instructions: buildInstructions(SAAS_TASK),
    prompt: joinPrompt([
      titleLine(input.title),
      wordTarget(input.minWords),
      SAAS_STRUCTURE,
      "Landing pages are marketing: treat every claim on it as a claim, not a fact.",
      fenceSource("LANDING PAGE FACTS", input.sourceFacts),
    ]),
  };
}

export function buildSaasManualPrompt(input: {
  productName: string;
  title?: string | undefined;
  context?: string | undefined;
  customerReviews?: string | undefined;
  minWords: number;
}) {
  return {
    instructions: buildInstructions(SAAS_TASK),
    prompt: joinPrompt([
      `The product: ${input.productName}.`,
      titleLine(input.title),
      wordTarget(input.minWords),
      SAAS_STRUCTURE,
      input.context ? fenceSource("PRODUCT CONTEXT FROM THE EDITOR", input.context) : null,
      input.customerReviews ? fenceSource("CUSTOMER REVIEWS COLLECTED BY THE EDITOR", input.customerReviews) : null,
      !input.context && !input.customerReviews
        ? "No further details were given: describe only what the product is widely known to do, state no prices, plan names or figures, and say plainly what a buyer has to check for themselves."
        : null,
    ]),
  };
}
