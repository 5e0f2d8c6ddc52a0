// Turns a model's answer into the article the site stores: tidy markdown, limits enforced, summary appended.
import { slugify } from "~/lib/slugify";
import type { TArticleType } from "~/articles/article-types";
import { isReservedHeading } from "~/content/reserved-headings";
import type { TGeneratedArticle } from "./article-schema";
import type { TReviewSummary } from "./summary-markdown";

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
  const lines = body.replace(/\r\n/g, "\n").split("\n");
  const out: string[] = [];
  const wantedTitle = title?.trim().toLowerCase();
  let skipping = false;
  let hasText = false;
  for (const line of lines) {
    const heading = readHeadingLine(line);
    if (heading) {
      const { level, text } = heading;
      if (!hasText && (level === 1 || (wantedTitle && text.toLowerCase() === wantedTitle))) continue;
      if (isReservedHeading(text)) {
        skipping = true;
        continue;
      }
      if (level <= 2) skipping = false;
      if (skipping) continue;
      out.push(level === 1 ? `## ${text}` : line);
      hasText = true;
      continue;
    }
    if (skipping) continue;
    out.push(line);
    if (line.trim() !== "") hasText = true;
  }
  return out
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** An ATX heading line's level and text (bold markers and closing #s removed), read in one pass. */
function readHeadingLine(line: string): { level: number; text: string } | null {
  const start = /^#{1,6}[ \t]/.exec(line);
  if (!start) return null;
  const level = start[0].length - 1;
  let text = line.slice(start[0].length).trim();
  let end = text.length;
  while (end > 0 && text[end - 1] === "#") end--;
  if (end < text.length && (end === 0 || text[end - 1] === " " || text[end - 1] === "\t"))
    text = text.slice(0, end).trim();
  return { level, text: text.replace(/\*\*/g, "").trim() };
}

export function clampScore(score: number | undefined): number | undefined {
  if (score === undefined || !Number.isFinite(score)) return undefined;
  return Math.round(Math.min(10, Math.max(1, score)) * 10) / 10;
}

function isHttpUrl(value: string | undefined): value is string {
  if (!value || !URL.canParse(value)) return false;
  const protocol = new URL(value).protocol;
  return protocol === "http:" || protocol === "https:";
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
    tags: cleanList(input.output.tags, 10),
    ...(input.output.categoryName?.trim() ? { categoryName: input.output.categoryName.trim() } : {}),
    ...(isHttpUrl(input.featuredImage) ? { featuredImage: input.featuredImage } : {}),
    sourceUrls: [...new Set(input.sourceUrls)],
  };
}
