// A generated long review in the house markdown style, for the render benchmark and the speed test.
import { buildReviewSummaryMarkdown } from "./review-summary";

const WORDS = [
  "battery",
  "display",
  "honest",
  "benchmark",
  "thermal",
  "keyboard",
  "price",
  "marketing",
  "laptop",
  "performance",
  "camera",
  "software",
  "update",
  "warranty",
  "speaker",
  "charging",
  "brightness",
  "the",
  "and",
  "but",
  "it",
  "is",
  "not",
  "worth",
  "every",
  "penny",
  "after",
  "three",
  "weeks",
];

function sentence(seed: number, length: number): string {
  const words: string[] = [];
  for (let i = 0; i < length; i++) words.push(WORDS[(seed * 7 + i * 13) % WORDS.length]!);
  const text = words.join(" ");
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

/** A markdown article of about `targetWords` words with headings, lists, bold, links and a summary block. */
export function generateLongArticle(targetWords = 10_000): string {
  const parts: string[] = [];
  let words = 0;
  let section = 0;
  while (words < targetWords) {
    section++;
    parts.push(`## Section ${section}: What the Spec Sheet Hides`);
    for (let p = 0; p < 3; p++) {
      const a = sentence(section + p, 18);
      const b = sentence(section * 3 + p, 22);
      parts.push(
        `${a} **${sentence(p, 4)}** ${b} See [the maker's page](https://example.com/p/${section}?ref=${p}) for *claims*.`,
      );
      words += 18 + 4 + 22 + 7;
    }
    if (section % 2 === 0) {
      parts.push(`### Measured Results ${section}`);
      for (let i = 0; i < 5; i++) parts.push(`- **Test ${i}:** ${sentence(section + i, 10)}`);
      words += 5 * 12;
    }
    if (section % 5 === 0) {
      parts.push(`[Check the price on Amazon](https://www.amazon.com/dp/B0TEST${section}?tag=old-20)`);
    }
  }
  parts.push(
    buildReviewSummaryMarkdown({
      positives: ["Long battery life", "Quiet under load"],
      negatives: ["Overpriced storage", "Dim screen"],
      brutalSummary: "Good, not great, and priced as if it were great.",
    }),
  );
  return parts.join("\n\n");
}
