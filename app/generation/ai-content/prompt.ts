// Prompt of the AI Content Generator: the editor's brief, the products' facts, the house voice.
import {
  buildBriefLines,
  buildInstructions,
  fenceSource,
  joinPrompt,
  optionalLine,
  wordTarget,
  type TEditorBrief,
} from "../prompt-common";

export function buildAiContentPrompt(input: {
  articlePurpose: string;
  articleType: "review" | "pillar";
  productsToRecommend?: string | undefined;
  sampleArticle?: string | undefined;
  repurposeContent?: string | undefined;
  additionalContext?: string | undefined;
  additionalKeywords?: string | undefined;
  productFacts: string[];
  videoFacts?: string | undefined;
  minWords: number;
  brief?: TEditorBrief | undefined;
}): { instructions: string; prompt: string } {
  const kind =
    input.articleType === "pillar"
      ? "a long, comprehensive pillar article that a reader can bookmark as the reference on its topic, with many ## sections and ### sub-sections"
      : "a brutally honest review article";
  return {
    instructions: buildInstructions(
      `Task: write ${kind} following the editor's brief. End with verdict fields (score, what works, what is garbage, brutal summary).`,
    ),
    prompt: joinPrompt([
      `The editor's brief (purpose of the article): ${input.articlePurpose}`,
      wordTarget(input.minWords),
      ...buildBriefLines(input.brief),
      optionalLine("Products to recommend", input.productsToRecommend),
      optionalLine("Keywords to use naturally", input.additionalKeywords),
      optionalLine("Additional context", input.additionalContext),
      input.sampleArticle
        ? `Match the tone and structure of this sample article, not its facts (none of its figures may appear):\n${fenceSource("SAMPLE ARTICLE", input.sampleArticle.slice(0, 6_000))}`
        : null,
      input.repurposeContent
        ? `Repurpose this content into a new article in our voice (do not copy sentences):\n${fenceSource("CONTENT TO REPURPOSE", input.repurposeContent.slice(0, 10_000))}`
        : null,
      ...input.productFacts.map((facts, index) => fenceSource(`PRODUCT SOURCE ${index + 1}`, facts)),
      input.videoFacts ? fenceSource("VIDEO", input.videoFacts) : null,
    ]),
  };
}
