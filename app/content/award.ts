// Award articles: the three conventional award sections and the award meter's bands.
import type { Element } from "domhandler";
import type { TAwardSections } from "./types";
import { buildSectionsMarkdown, readBulletLines, readParagraphs, takeSections } from "./sections";

/** Spec section 3: second-level headings (h3 also accepted), bullets under the first two, a paragraph under the last. */
export const AWARD_SECTION_HEADINGS = {
  whyItDeserves: "Why This Product Deserves Recognition",
  customersSaying: "What Customers Are Saying",
  awardSummary: "Award Summary",
} as const;

export function buildAwardSectionsMarkdown(sections: TAwardSections): string {
  return buildSectionsMarkdown([
    { heading: AWARD_SECTION_HEADINGS.whyItDeserves, bullets: sections.whyItDeserves },
    { heading: AWARD_SECTION_HEADINGS.customersSaying, bullets: sections.customersSaying },
    { heading: AWARD_SECTION_HEADINGS.awardSummary, paragraph: sections.awardSummary },
  ]);
}

/** Reads the award sections and removes them from the tree; null when none is present. */
export function extractAwardSections(headings: readonly Element[]): TAwardSections | null {
  const sections = takeSections(headings, AWARD_SECTION_HEADINGS);
  if (!sections.whyItDeserves && !sections.customersSaying && !sections.awardSummary) return null;
  return {
    whyItDeserves: readBulletLines(sections.whyItDeserves),
    customersSaying: readBulletLines(sections.customersSaying),
    awardSummary: readParagraphs(sections.awardSummary).join("\n\n"),
  };
}

export { AWARD_FALLBACK_LABEL, awardBand } from "./scores";
