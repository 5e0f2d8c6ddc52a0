// Prompt of AI revise: apply the editor's instruction, change nothing else.
import { buildInstructions, fenceSource, joinPrompt } from "../prompt-common";

export function buildRevisePrompt(input: {
  revisionPrompt: string;
  current: { title: string; excerpt: string; content: string; articleType: string };
}): { instructions: string; prompt: string } {
  return {
    instructions: buildInstructions(
      "Task: revise an existing article as the editor instructs. Change only what the instruction asks for; keep facts, links, headings and the summary sections otherwise intact. Return null for every field you do not change.",
    )
      .replace(/- Do not write the sections[^\n]*\n?/, "")
      .replace(
        "no code blocks, and no links but those the grounding rules allow.",
        "no code blocks; keep the article's existing links and add none.",
      ),
    prompt: joinPrompt([
      `The editor's instruction: ${input.revisionPrompt}`,
      `Article type: ${input.current.articleType}`,
      `Current title: ${input.current.title}`,
      `Current excerpt: ${input.current.excerpt || "(none)"}`,
      fenceSource("CURRENT CONTENT", input.current.content),
    ]),
  };
}
