// Prompts of the SAAS generators: judge the software on what it costs and what it really does.
import { buildInstructions, joinPrompt, wordTarget } from "../prompt-common";

const SAAS_TASK =
  "Task: write a brutally honest review of a software product (SaaS or AI tool). Judge it on the job it claims to do, what it really costs at each plan, lock-in and data risks, and the alternatives a buyer should consider. Give a brutal score that matches the verdict.";

const SAAS_STRUCTURE =
  "Structure: an opening with the verdict, then ## sections on what it does, the features that matter, pricing and plans, what users say, alternatives, and who should (and should not) pay for it.";

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
      `--- LANDING PAGE FACTS ---\n${input.sourceFacts}\n--- END OF LANDING PAGE FACTS ---`,
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
      input.context ? `--- PRODUCT CONTEXT FROM THE EDITOR ---\n${input.context}\n--- END ---` : null,
      input.customerReviews
        ? `--- CUSTOMER REVIEWS COLLECTED BY THE EDITOR ---\n${input.customerReviews}\n--- END ---`
        : null,
      !input.context && !input.customerReviews
        ? "No further details were given: write from well-established public knowledge of the product and say plainly where you are unsure."
        : null,
    ]),
  };
}
