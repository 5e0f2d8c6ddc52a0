// The house voice and markdown rules every generator's prompt starts from, and the extension prompt.
export const HOUSE_VOICE = [
  "You write for an independent tech publication whose promise is honest tech reviews without the marketing fluff.",
  "Voice: blunt, specific, sceptical of marketing claims, funny only when it is earned. Say what is good and what is garbage, and why.",
  "Never invent specifications, prices, test results or quotes: use the facts given, and say plainly when something is unknown.",
  "Write in English for general readers who are about to spend their own money or time.",
].join("\n");

export const MARKDOWN_RULES = [
  "Markdown rules for the content field:",
  "- Use ## for sections and ### for sub-sections. Never use a single # heading and do not repeat the title at the top.",
  "- Bullets start with '- '. Bold is **text**, italic is *text*, links are [text](https://...).",
  "- No HTML, no images, no tables, no code blocks.",
  "- Do not write the sections 'What Actually Works', 'What's Complete Garbage', 'Brutal Summary', 'Why This Product Deserves Recognition', 'What Customers Are Saying' or 'Award Summary': they are added from the structured fields.",
].join("\n");

export function buildInstructions(task: string): string {
  return `${HOUSE_VOICE}\n\n${task}\n\n${MARKDOWN_RULES}`;
}

export function wordTarget(minWords: number): string {
  return `The content must be at least ${minWords} words long (aim for about ${Math.round(minWords * 1.15)}); shorter answers are rejected.`;
}

/** Optional lines of a prompt, skipped when empty. */
export function optionalLine(label: string, value: string | undefined | null): string | null {
  const text = value?.trim();
  return text ? `${label}: ${text}` : null;
}

export function joinPrompt(parts: ReadonlyArray<string | null | undefined | false>): string {
  return parts.filter((part): part is string => typeof part === "string" && part.trim() !== "").join("\n\n");
}

export function buildExtensionPrompt(input: { title: string; body: string; words: number; minWords: number }): string {
  const missing = input.minWords - input.words;
  return joinPrompt([
    `The article "${input.title}" below has ${input.words} words, but it must have at least ${input.minWords}.`,
    `Write new sections with at least ${Math.ceil(missing * 1.2)} more words that deepen it: concrete use cases, comparisons with alternatives, who should and should not buy or use it, common problems and their fixes. Do not repeat what is already there and do not write a conclusion or summary section.`,
    "Return only the new sections in additionalSections, in the same voice and markdown rules.",
    `--- ARTICLE SO FAR ---\n${input.body}\n--- END ---`,
  ]);
}

/**
 * What a bulk upload row adds to a generator's own request: the row's primary keyword (which is also its
 * working title), the editor's instructions and content to repurpose. Internal: the admin screens' requests
 * have their own fields, so this is not part of any public request schema.
 */
export interface TEditorBrief {
  primaryKeyword?: string | undefined;
  instructions?: string | undefined;
  repurposeContent?: string | undefined;
}

/** The prompt lines of a brief; `titleIsFixed` when the generator sets the title itself (awards, a manual title). */
export function buildBriefLines(
  brief: TEditorBrief | undefined,
  options: { titleIsFixed?: boolean } = {},
): Array<string | null> {
  if (!brief) return [];
  const keyword = brief.primaryKeyword?.trim();
  return [
    keyword
      ? `Primary keyword: "${keyword}". Use it word for word in the opening paragraph, in at least one ## heading, in the meta title and in the meta description.`
      : null,
    keyword && !options.titleIsFixed
      ? `Title: use "${keyword}" as the title, or a better title that contains "${keyword}" word for word (any other title is replaced by "${keyword}").`
      : null,
    optionalLine("The editor's additional instructions (follow them)", brief.instructions),
    brief.repurposeContent?.trim()
      ? `Repurpose this content into the article in our voice (use its facts and points, do not copy sentences):\n--- CONTENT TO REPURPOSE ---\n${brief.repurposeContent.trim().slice(0, 10_000)}\n--- END OF CONTENT TO REPURPOSE ---`
      : null,
  ];
}

function normaliseForMatch(text: string): string {
  return text.toLowerCase().replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, " ").trim();
}

/**
 * The title rule of a brief: the model's title stands when it contains the primary keyword word for word
 * (case-insensitive), otherwise the keyword itself is the title, so the sheet's 'Primary Keyword & Article
 * Title' always reaches the headline.
 */
export function chooseBriefTitle(modelTitle: string, brief: TEditorBrief | undefined): string {
  const keyword = brief?.primaryKeyword?.trim();
  if (!keyword) return modelTitle;
  return normaliseForMatch(modelTitle).includes(normaliseForMatch(keyword)) ? modelTitle : keyword;
}
