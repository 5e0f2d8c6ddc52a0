// Model answers that misbehave the way real models do, for the grounding tests: invented retailer links and
// addresses, invented figures, hands-on testing claims, and drafts that stay short.
// Each is a reply script for the model simulator (model-simulator.ts).
import type { TModelReply } from "./model-simulator";

/** Links no source contains, in every form a renderer would turn into a link. */
export const INVENTED_LINKS = [
  "[Check the price](https://www.amazon.com/dp/B000TEST01)",
  "[deal](https://amzn.to/3fAkEdL)",
  "<https://a.co/d/inv3nted>",
  "https://www.amazon.co.za/dp/B000TEST02",
  "[a study](https://research.invented.example/aether)",
].join(" and ");

/** Figures no source contains: a price, a percentage, a capacity, a date and another product's score. */
export const INVENTED_FIGURES =
  "It costs $1,499 and charges to 80% in 19 minutes from its 6,200mAh cell. It launched on 14 March 2019, and the Zeta Z5 scored 8.7/10 in our comparison.";

/** Hands-on testing claims the editor never made. */
export const TESTING_CLAIM = "We tested it for six weeks, and in our testing the battery held up.";

/** An article answer (every generator's fields) whose body carries the given adversarial paragraphs. */
export function adversarialArticle(body: string, fields: Record<string, unknown> = {}): TModelReply {
  return {
    json: {
      title: "Aether X2 Review: The Battery Is Real, The Rest Is Marketing",
      excerpt: "A blunt look at the Aether X2.",
      content: body,
      metaTitle: "Aether X2 Review",
      metaDescription:
        "Our brutally honest Aether X2 review: what the listing shows, and what it leaves out for buyers.",
      tags: ["smartphones"],
      categoryName: "Smartphones",
      brutalScore: 6.5,
      positives: ["Big battery"],
      negatives: ["Slow charging"],
      brutalSummary: "Fine phone, oversold.",
      winner: "product1",
      reasons: ["Battery"],
      customerSays: ["Owners like the battery"],
      awardSummary: "It wins on battery.",
      ...fields,
    },
  };
}

const PLAIN_SENTENCES = [
  "The listing promises a lot, and the owners' reviews agree on the battery and little else.",
  "The screen is the part nobody complains about, which is rarer than it should be.",
  "The charger is missing from the box, and the reviews do not let that go.",
  "What the page does not say matters as much as what it does: warranty terms are not stated.",
];

/** Markdown of about `words` words with no figure, no link and no testing claim in it. */
export function plainBody(words: number, headingPrefix = "Part"): string {
  const parts: string[] = [];
  let count = 0;
  for (let section = 1; count < words; section++) {
    parts.push(`## ${headingPrefix} ${"ABCDEFGHIJKLMNOPQRSTUVWXYZ"[(section - 1) % 26]}`);
    const paragraph: string[] = [];
    for (let i = 0; i < 5 && count < words; i++) {
      const sentence = PLAIN_SENTENCES[(section + i) % PLAIN_SENTENCES.length]!;
      paragraph.push(sentence);
      count += sentence.split(/\s+/).length;
    }
    parts.push(paragraph.join(" "));
  }
  return parts.join("\n\n");
}
