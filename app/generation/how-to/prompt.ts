// Prompt of the how-to generator: steps that work, including the ones the manual leaves out.
import {
  buildBriefLines,
  buildInstructions,
  fenceSource,
  joinPrompt,
  optionalLine,
  wordTarget,
  type TEditorBrief,
} from "../prompt-common";

export function buildHowToPrompt(input: {
  question?: string | undefined;
  manualTitle?: string | undefined;
  sourceFacts?: string | undefined;
  minWords: number;
  brief?: TEditorBrief | undefined;
}): { instructions: string; prompt: string } {
  return {
    instructions: buildInstructions(
      "Task: write a practical how-to guide. Numbered steps a reader can follow, the mistakes people actually make, and what to do when a step fails. Cut the filler.",
    ),
    prompt: joinPrompt([
      optionalLine("The reader's question", input.question),
      input.manualTitle
        ? `Use this exact title: "${input.manualTitle}".`
        : input.brief?.primaryKeyword
          ? null
          : "Write a title that starts with 'How to'.",
      ...buildBriefLines(input.brief, { titleIsFixed: Boolean(input.manualTitle) }),
      wordTarget(input.minWords),
      "Structure: a short answer first, ## What You Need, ## Step-by-Step (### for each step, numbered), ## Common Problems and Fixes, ## Final Tips.",
      input.sourceFacts
        ? `Base the guide on this source; where commenters disagree, say which advice the source supports best and why.\n${fenceSource("SOURCE", input.sourceFacts)}`
        : "There is no source page: give only general, well-established steps, state no figures (versions, prices, timings) and say where a step depends on the reader's device or version.",
    ]),
  };
}
