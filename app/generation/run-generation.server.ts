// The shared path of every generator: structured model calls (model-call.server.ts), the length of long articles
// decided and met by the product (an outline, sections short enough for models to write in full, more sections
// until the target is met within a stated budget of calls, restated sections left out), bounded extensions of
// short drafts, validation of the final article, and the translation of every failure into a GenerationError.
import type { z } from "zod";
import { isReservedHeading } from "~/content/reserved-headings";
import {
  ZGeneratedArticle,
  ZModelExtension,
  ZModelOutline,
  ZModelSection,
  type TGeneratedArticle,
} from "./article-schema";
import { applyLinkPolicy, findSitePageLinks, type TLinkPolicy } from "./article-links";
import { tidyMarkdownBody } from "./assemble-article";
import { GenerationError } from "./errors";
import { describeUnsupportedFigures, findTestingClaims, findUnsupportedFigures } from "./fact-check";
import { toGenerationError, type TGenerationContext } from "./generation-context.server";
import { callModel } from "./model-call.server";
import { completeParagraphs } from "./model-json";
import {
  buildExtensionPrompt,
  buildOpeningPrompt,
  buildOutlinePrompt,
  buildRelatedArticlesBlock,
  buildSectionPrompt,
  joinPrompt,
  todayLine,
} from "./prompt-common";
import { createRepeatDetector, normaliseHeading, type TRepeatDetector } from "./repeat-detector";
import type { TSourceKind } from "./sources/detect-source-type";
import { readSource, type TSourceFacts } from "./sources/read-source.server";
import { describeSource, sourceMismatch, type TSourcePurpose } from "./sources/source-fit";
import { countWrittenWords } from "./word-count";

export {
  createGenerationContext,
  type TGenerationContext,
  type TGenerationDeps,
  type TGenerationOptions,
  type TGenerationProgress,
  type TOnGenerationProgress,
} from "./generation-context.server";
export { callModel } from "./model-call.server";

export interface TArticleOutputCore {
  title?: string;
  content: string;
}

export const MAX_EXTENSIONS = 2;

/**
 * Reads one source page, reporting progress and what the page seems to be; a source plainly of the wrong kind
 * for the generator's purpose is refused here, before any model call. A time-out of the whole generation wins
 * over the fetch error.
 */
export async function readSourceStep(
  ctx: TGenerationContext,
  url: string,
  kind: TSourceKind,
  what: string,
  purpose?: TSourcePurpose,
): Promise<TSourceFacts> {
  ctx.progress({ stage: "reading-source", message: `Reading ${what}: ${url}` });
  let facts: TSourceFacts;
  try {
    facts = await readSource(ctx.deps.fetchPage, url, kind, { signal: ctx.signal });
  } catch (error) {
    if (ctx.signal.aborted) throw toGenerationError(ctx, error);
    if (error instanceof GenerationError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new GenerationError("source_unreachable", `Could not read ${url}: ${message}`, { cause: error });
  }
  ctx.progress({
    stage: "reading-source",
    message: `${what[0]?.toUpperCase() ?? ""}${what.slice(1)} seems to be ${describeSource(facts)}.`,
  });
  const mismatch = purpose ? sourceMismatch(facts, purpose) : undefined;
  if (mismatch) throw new GenerationError("invalid_input", mismatch);
  return facts;
}

export interface TWriteArticleRequest<TOutput extends TArticleOutputCore> {
  schema: z.ZodType<TOutput>;
  /** The title when the generator fixes it (awards); otherwise the model's. */
  fixedTitle?: string;
  instructions: string;
  prompt: string;
  minWords: number;
  /** Which links the article may keep (article-links.ts); applied to the body and to the assembled article. */
  links: TLinkPolicy;
  /** What the article is about (product names, keyword, title): the site's related articles are found by it. */
  topic: ReadonlyArray<string | undefined>;
  /** The editor's own words (instructions, context): only they can say the product was tested. */
  editorNotes?: ReadonlyArray<string | undefined>;
  /** Builds the final article from the model's answer and its (possibly extended) body. */
  assemble: (output: TOutput, body: string) => TGeneratedArticle;
}

/** Above this many words an article is planned as an outline and written section by section. */
export const LONG_FORM_MIN_WORDS = 2_000;
/** Words one section call is asked for, at most: short enough that models write it in full. */
export const WORDS_PER_SECTION = 600;
export const MAX_OUTLINE_SECTIONS = 16;

/**
 * The model calls a long article may take (outline, opening, sections, further outlines, retries): three per
 * section planned, plus four. A model that writes a third of what each call asks still reaches the target.
 */
export function longFormCallBudget(minWords: number): number {
  return 4 + 3 * Math.ceil(minWords / WORDS_PER_SECTION);
}

/**
 * Writes an article, applies the link policy and checks its figures against the facts. Long articles are planned
 * first (outline, opening, then sections until the target is met); short ones are written in one call and
 * extended (at most MAX_EXTENSIONS follow-up calls, each with the facts) while shorter than asked. Once the model
 * has answered, nothing is thrown away: a draft that stays short, or whose follow-up calls fail, comes back with
 * a draftReason, to be saved unpublished. The answer carries the calls and tokens the generation spent.
 */
export async function writeArticle<TOutput extends TArticleOutputCore>(
  ctx: TGenerationContext,
  given: TWriteArticleRequest<TOutput>,
): Promise<TGeneratedArticle> {
  const request = await withRelatedArticles(ctx, given);
  const long = request.minWords > LONG_FORM_MIN_WORDS;
  const detector = createRepeatDetector();
  const { output, body: firstBody } = long
    ? await writeByOutline(ctx, request, detector)
    : await writeInOneCall(ctx, request, detector);
  let body = firstBody.body;
  let draftReason = firstBody.draftReason;
  let article = assembleSafely(ctx, request, output, body);
  // Only the model's own prose counts: the summary block is stripped by the renderer and the retailer links,
  // video line and award sections are added by code, so counting them would let a short draft through.
  const bodyWords = () => countWrittenWords(tidyMarkdownBody(body, article.title));
  for (let extension = 1; !long && !draftReason && bodyWords() < request.minWords; extension++) {
    const words = bodyWords();
    if (extension > MAX_EXTENSIONS) {
      draftReason = `The AI model wrote ${words} words but at least ${request.minWords} were requested, even after ${MAX_EXTENSIONS} follow-up requests. Saved as a draft: extend it by hand or try a stronger model.`;
      break;
    }
    ctx.progress({
      stage: "extending",
      message: `The draft has ${words} of ${request.minWords} words: asking for more (${extension} of ${MAX_EXTENSIONS})`,
    });
    try {
      const more = await callModel(ctx, {
        schema: ZModelExtension,
        name: "article_extension",
        instructions: request.instructions,
        prompt: buildExtensionPrompt({
          title: request.fixedTitle ?? output.title ?? "the article",
          body,
          words,
          minWords: request.minWords,
          facts: request.prompt,
        }),
        stream: true,
        what: "the follow-up",
      });
      const fresh = withoutRestatedSections(ctx, detector, more.additionalSections);
      if (fresh) {
        body = `${body}\n\n${fresh}`;
        article = assembleSafely(ctx, request, output, body);
      }
    } catch (error) {
      draftReason = followUpFailure(ctx, error, "a follow-up request for more words");
    }
  }
  ctx.progress({ stage: "validating", message: "Checking the article" });
  // Links to the site's pages the model wrote beyond the related articles it was given stay when they lead to a
  // page a reader can open (a published article, a section, a category).
  const links = await withLinkableSitePages(ctx, request.links, body);
  if (links !== request.links) article = assembleSafely(ctx, { ...request, links }, output, body);
  const valid = validateArticle(ctx, article);
  // The facts are what the model was given: the prompt holds the sources and the editor's input, and today's date.
  const unsupportedFigures = [
    ...findUnsupportedFigures(valid.content, [request.prompt, todayLine()]),
    ...findTestingClaims(valid.content, request.editorNotes ?? []),
  ];
  ctx.progress({ stage: "validating", message: describeUnsupportedFigures(unsupportedFigures) });
  return { ...valid, unsupportedFigures, usage: { ...ctx.usage }, ...(draftReason ? { draftReason } : {}) };
}

/**
 * The request with the site's related published articles: listed in the prompt (title, address, one line) for the
 * model to link to where they help the reader, and linkable under the link policy.
 */
async function withRelatedArticles<TOutput extends TArticleOutputCore>(
  ctx: TGenerationContext,
  request: TWriteArticleRequest<TOutput>,
): Promise<TWriteArticleRequest<TOutput>> {
  const site = ctx.deps.siteLinks;
  if (!site) return request;
  const related = await site.findRelated(request.topic);
  if (related.length > 0) {
    ctx.progress({
      stage: "writing",
      message: `${related.length} related article${related.length === 1 ? "" : "s"} on the site to link to: ${related.map((article) => `"${article.title}"`).join(", ")}`,
    });
  }
  return {
    ...request,
    prompt: joinPrompt([request.prompt, buildRelatedArticlesBlock(related)]),
    links: {
      ...request.links,
      site: { origin: site.origin, linkable: new Set(related.map((article) => article.path)) },
    },
  };
}

/** The policy with every site page the body links to that a reader can open now (one query). */
async function withLinkableSitePages(ctx: TGenerationContext, links: TLinkPolicy, body: string): Promise<TLinkPolicy> {
  const site = ctx.deps.siteLinks;
  if (!site || !links.site) return links;
  const known = links.site.linkable;
  const pages = findSitePageLinks(body, site.origin);
  if (pages.length === 0) return links;
  const linkable = await site.findLinkable(pages);
  return { ...links, site: { origin: site.origin, linkable: new Set([...known, ...linkable]) } };
}

interface TDraftBody {
  body: string;
  draftReason?: string;
}

/** The ## sections of a follow-up answer that do not restate the article; the rest is reported and left out. */
function withoutRestatedSections(ctx: TGenerationContext, detector: TRepeatDetector, markdown: string): string {
  const sections = markdown.trim().split(/\n(?=## )/);
  const kept: string[] = [];
  for (const section of sections) {
    if (detector.restates(section)) {
      const heading = /^## (.+)/.exec(section)?.[1]?.trim() ?? "A follow-up section";
      ctx.progress({ stage: ctx.stage, message: `"${heading}" restates what the article already says: left out` });
      continue;
    }
    detector.add(section);
    kept.push(section.trim());
  }
  return kept.join("\n\n");
}

async function writeInOneCall<TOutput extends TArticleOutputCore>(
  ctx: TGenerationContext,
  request: TWriteArticleRequest<TOutput>,
  detector: TRepeatDetector,
): Promise<{ output: TOutput; body: TDraftBody }> {
  const label = ctx.deps.modelLabel ? ` with ${ctx.deps.modelLabel}` : "";
  ctx.progress({ stage: "writing", message: `Writing the article${label}` });
  const output = await callModel(ctx, {
    schema: request.schema,
    name: "article",
    instructions: request.instructions,
    prompt: request.prompt,
  });
  detector.add(output.content);
  return { output, body: { body: output.content.trim() } };
}

type TOutlineSection = { heading: string; covers: string };

/** Sections of an outline answer that are usable: a heading, not reserved, not one the article already has. */
function usableSections(sections: readonly TOutlineSection[], taken: ReadonlySet<string>): TOutlineSection[] {
  const seen = new Set(taken);
  const out: TOutlineSection[] = [];
  for (const section of sections) {
    const key = normaliseHeading(section.heading);
    if (key === "" || isReservedHeading(section.heading.trim()) || seen.has(key)) continue;
    seen.add(key);
    out.push({ heading: section.heading.trim(), covers: section.covers.trim() });
  }
  return out;
}

/** An outline cut off at the output limit keeps its items but the last (which may be cut). */
function salvageOutline(partial: unknown): z.infer<typeof ZModelOutline> | undefined {
  const parsed = ZModelOutline.safeParse(partial);
  const sections = parsed.success ? parsed.data.sections.slice(0, -1) : [];
  return sections.length > 0 ? { sections } : undefined;
}

/** A section cut off at the output limit keeps its complete paragraphs, when there are enough to count. */
function salvageSection(partial: unknown): z.infer<typeof ZModelSection> | undefined {
  const parsed = ZModelSection.safeParse(partial);
  const content = parsed.success ? completeParagraphs(parsed.data.content) : "";
  return countWrittenWords(content) >= 40 ? { content } : undefined;
}

/** A section the model wrote as plain markdown instead of JSON (some local servers in JSON mode do): its text. */
function sectionFromProse(text: string): z.infer<typeof ZModelSection> | undefined {
  return countWrittenWords(text) >= 40 ? { content: text } : undefined;
}

/**
 * Outline first, then the article's fields with its opening, then sections of at most WORDS_PER_SECTION words
 * until the body reaches the target: when the outline is used up, the model is asked for more sections (naming
 * those written). A section that restates the article is left out. Past the call budget, or when the model has
 * nothing new to add, what was written is kept as a draft with its reason.
 */
async function writeByOutline<TOutput extends TArticleOutputCore>(
  ctx: TGenerationContext,
  request: TWriteArticleRequest<TOutput>,
  detector: TRepeatDetector,
): Promise<{ output: TOutput; body: TDraftBody }> {
  const label = ctx.deps.modelLabel ? ` with ${ctx.deps.modelLabel}` : "";
  const target = request.minWords;
  const budget = longFormCallBudget(target);
  const callsBefore = ctx.usage.calls;
  const openingWords = Math.min(300, Math.round(target * 0.05));
  const planned = Math.min(MAX_OUTLINE_SECTIONS, Math.ceil((target - openingWords) / WORDS_PER_SECTION));
  ctx.progress({
    stage: "writing",
    message: `Planning the article${label}: ${planned} sections of about ${WORDS_PER_SECTION} words, at most ${budget} model calls`,
  });
  const plan = (sections: number, existing: readonly string[]) =>
    callModel(ctx, {
      schema: ZModelOutline,
      name: "article_outline",
      instructions: request.instructions,
      prompt: buildOutlinePrompt({ facts: request.prompt, minWords: target, sections, existing }),
      salvage: salvageOutline,
    });
  const taken = new Set<string>();
  let queue = usableSections((await plan(planned, [])).sections, taken);
  if (queue.length === 0) return writeInOneCall(ctx, request, detector);
  ctx.progress({ stage: "writing", message: `Writing the opening and the verdict${label}` });
  const output = await callModel(ctx, {
    schema: request.schema,
    name: "article",
    instructions: request.instructions,
    prompt: buildOpeningPrompt({ facts: request.prompt, outline: queue, words: openingWords }),
  });
  const title = request.fixedTitle ?? output.title ?? "the article";
  const parts = [tidyMarkdownBody(output.content, title)];
  detector.add(parts[0]!);
  const written: TOutlineSection[] = [];
  const sectionWords: number[] = [];
  let restatedInARow = 0;
  const draft = (draftReason: string) => ({ output, body: { body: parts.join("\n\n"), draftReason } });

  for (;;) {
    const words = countWrittenWords(parts.join("\n\n"));
    if (words >= target) break;
    // The next step takes one call, or two when the outline must be extended first.
    const used = ctx.usage.calls - callsBefore;
    if (used + (queue.length === 0 ? 2 : 1) > budget) {
      return draft(
        `The AI model wrote ${words} words but at least ${target} were requested, and the ${budget} model calls allowed for this length are used up. Saved as a draft: extend it by hand or try a stronger model.`,
      );
    }
    if (queue.length === 0) {
      const average = sectionWords.length
        ? sectionWords.reduce((a, b) => a + b, 0) / sectionWords.length
        : WORDS_PER_SECTION;
      const more = Math.min(MAX_OUTLINE_SECTIONS, Math.ceil((target - words) / Math.max(100, average)));
      ctx.progress({
        stage: "writing",
        message: `The outline is used up at ${words} of ${target} words: planning ${more} more sections`,
      });
      try {
        queue = usableSections(
          (
            await plan(
              more,
              written.map((section) => section.heading),
            )
          ).sections,
          taken,
        );
      } catch (error) {
        return draft(followUpFailure(ctx, error, "planning more sections"));
      }
      if (queue.length === 0) {
        return draft(
          `The AI model wrote ${words} words but at least ${target} were requested, and it planned no section the article does not already have. Saved as a draft: extend it by hand or try a stronger model.`,
        );
      }
    }
    const section = queue.shift()!;
    taken.add(normaliseHeading(section.heading));
    const number = written.length + 1;
    ctx.progress({
      stage: "writing",
      message: `Writing section ${number}: ${section.heading} (${words} of ${target} words so far)`,
    });
    let text: string;
    try {
      const answer = await callModel(ctx, {
        schema: ZModelSection,
        name: "article_section",
        instructions: request.instructions,
        prompt: buildSectionPrompt({
          facts: request.prompt,
          title,
          outline: [...written, section, ...queue],
          index: written.length,
          words: Math.min(WORDS_PER_SECTION, Math.max(150, Math.ceil((target - words) * 1.1))),
          soFar: parts.join("\n\n"),
        }),
        salvage: salvageSection,
        fromProse: sectionFromProse,
        stream: true,
        what: `section ${number}`,
      });
      text = tidyMarkdownBody(answer.content, section.heading);
    } catch (error) {
      return draft(followUpFailure(ctx, error, `section ${number} (${section.heading})`));
    }
    if (text.trim() === "" || detector.restates(text)) {
      restatedInARow += 1;
      ctx.progress({
        stage: "writing",
        message: `Section "${section.heading}" restates what the article already says: left out`,
      });
      if (restatedInARow >= 3) {
        return draft(
          `The AI model wrote ${words} words but at least ${target} were requested, and its last three sections restated what the article already says. Saved as a draft: extend it by hand or try a stronger model.`,
        );
      }
      continue;
    }
    restatedInARow = 0;
    detector.add(text);
    parts.push(`## ${section.heading}\n\n${text}`);
    written.push(section);
    sectionWords.push(countWrittenWords(text));
  }
  return { output, body: { body: parts.join("\n\n") } };
}

/**
 * A follow-up call failed after the model had already written a usable article: the reason a draft is kept.
 * A cancellation still ends the generation (the caller asked for it).
 */
function followUpFailure(ctx: TGenerationContext, error: unknown, what: string): string {
  const failure = toGenerationError(ctx, error);
  if (ctx.signal.aborted && !ctx.timeoutSignal.aborted) throw failure;
  return `The article is incomplete: ${what} failed (${failure.message}). Saved as a draft with what was written.`;
}

function assembleSafely<TOutput extends TArticleOutputCore>(
  ctx: TGenerationContext,
  request: TWriteArticleRequest<TOutput>,
  output: TOutput,
  body: string,
): TGeneratedArticle {
  try {
    const article = request.assemble(output, applyLinkPolicy(body, request.links));
    return { ...article, content: applyLinkPolicy(article.content, request.links) };
  } catch (error) {
    throw toGenerationError(ctx, error);
  }
}

export function validateArticle(ctx: TGenerationContext, article: TGeneratedArticle): TGeneratedArticle {
  const parsed = ZGeneratedArticle.safeParse(article);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new GenerationError(
      "malformed_output",
      `${ctx.failureMessage}: the AI model's article is not usable (${issue ? `${issue.path.join(".") || "article"}: ${issue.message}` : "invalid"}). Please try again.`,
    );
  }
  return parsed.data;
}
