// Turns a model's answer into the article the site stores: tidy markdown, limits enforced, summary appended.
import { slugify } from "~/lib/slug";
import type { TArticleType } from "~/articles/article-types";
import type { Tokens } from "marked";
import { lexMarkdownBlocks } from "~/content";
import { isReservedHeading } from "~/content/reserved-headings";
import { MAX_GENERATED_TAGS, type TGeneratedArticle } from "./article-schema";
import type { TReviewSummary } from "./summary-markdown";
import { isHttpUrl } from "~/lib/http-url";

/** Cuts text to at most max characters at a word boundary, adding an ellipsis when cut. */
export function truncateAtWord(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}

/**
 * Normalises the model's markdown body: no title line, no level-1 headings, and none of the summary
 * sections (they are rebuilt from structured fields, so a copy in the body would show twice).
 */
export function tidyMarkdownBody(body: string, title?: string): string {
  const out: string[] = [];
  const wantedTitle = title?.trim().toLowerCase();
  let skipping = false;
  let hasText = false;
  // Blocks as marked reads them: a "# comment" inside a code block is code, not a heading.
  for (const block of lexMarkdownBlocks(body.replace(/\r\n/g, "\n"))) {
    if (block.type === "heading") {
      const level = (block as Tokens.Heading).depth;
      const text = (block as Tokens.Heading).text.replace(/\*\*/g, "").trim();
      if (!hasText && (level === 1 || (wantedTitle && text.toLowerCase() === wantedTitle))) continue;
      if (isReservedHeading(text)) {
        skipping = true;
        continue;
      }
      if (level <= 2) skipping = false;
      if (skipping) continue;
      out.push(level === 1 ? `## ${text}\n\n` : block.raw);
      hasText = true;
      continue;
    }
    if (skipping) continue;
    out.push(block.raw);
    if (block.raw.trim() !== "") hasText = true;
  }
  return out
    .join("")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export function clampScore(score: number | undefined): number | undefined {
  if (score === undefined || !Number.isFinite(score)) return undefined;
  return Math.round(Math.min(10, Math.max(1, score)) * 10) / 10;
}

function cleanList(items: readonly string[], max: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const text = item.replace(/^#/, "").trim();
    const key = text.toLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    out.push(text);
    if (out.length >= max) break;
  }
  return out;
}

export interface TAssembleInput {
  output: {
    title: string;
    excerpt: string;
    metaTitle: string;
    metaDescription: string;
    tags: string[];
    categoryName?: string | undefined;
  };
  /** The editor's own title wins over the model's. */
  title?: string | undefined;
  articleType: TArticleType;
  body: string;
  /** Sections appended after the body and before the summary block (e.g. the retailer link). */
  extraSections?: ReadonlyArray<string | null | undefined>;
  summaryMarkdown?: string;
  brutalScore?: number | undefined;
  reviewSummary?: TReviewSummary;
  featuredImage?: string | undefined;
  sourceUrls: readonly string[];
}

export function assembleArticle(input: TAssembleInput): TGeneratedArticle {
  const title = truncateAtWord(input.title?.trim() || input.output.title, 255);
  const excerpt = truncateAtWord(input.output.excerpt, 500);
  const content = [tidyMarkdownBody(input.body, title), ...(input.extraSections ?? []), input.summaryMarkdown]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part))
    .join("\n\n");
  const reviewSummary = input.reviewSummary
    ? {
        brutalSummary: input.reviewSummary.brutalSummary.trim(),
        positives: cleanList(input.reviewSummary.positives, 10),
        negatives: cleanList(input.reviewSummary.negatives, 10),
      }
    : undefined;
  const brutalScore = clampScore(input.brutalScore);
  return {
    title,
    slug: slugify(title).slice(0, 255).replace(/-+$/, "") || undefined,
    excerpt,
    content,
    articleType: input.articleType,
    ...(brutalScore === undefined ? {} : { brutalScore }),
    ...(reviewSummary ? { reviewSummary } : {}),
    metaTitle: truncateAtWord(input.output.metaTitle.trim() || title, 255),
    metaDescription: truncateAtWord(input.output.metaDescription.trim() || excerpt, 160),
    tags: cleanList(input.output.tags, MAX_GENERATED_TAGS),
    ...(input.output.categoryName?.trim() ? { categoryName: input.output.categoryName.trim() } : {}),
    ...(input.featuredImage && isHttpUrl(input.featuredImage) ? { featuredImage: input.featuredImage } : {}),
    sourceUrls: [...new Set(input.sourceUrls)],
  };
}
