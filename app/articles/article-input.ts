// The editor's fields and their rules (spec section 5): one schema for the admin form and the server.
import { decodeHTML } from "entities";
import { z } from "zod";
import { MAX_ROW_ID } from "~/db/row-id";
import { isHttpUrl } from "~/lib/http-url";
import { isValidSlug, normaliseSlug, SLUG_CHARACTERS_MESSAGE, SLUG_MAX_LENGTH } from "~/lib/slug";
import { ARTICLE_TYPES, PUBLISHING_STATUSES } from "./article-types";

export const EDITOR_ARTICLE_TYPES = ["review", "versus", "award", "interview"] as const;

// Elements that are content without any text (a picture, an embedded video...).
const TEXTLESS_CONTENT = /<(img|picture|svg|video|audio|iframe|embed|object|canvas)\b/i;
// What entities such as &nbsp; or &ZeroWidthSpace; decode to, too: blank for a reader.
const BLANK_CHARACTERS = /\s|\u200b|\u200c|\u200d|\u2060|\u00ad/g;

// The text between tags and comments, in one pass (a regular expression such as /<[^>]*>/g rescans the rest of the
// input from every "<" that is never closed). An unclosed comment hides the rest, as in a browser; a "<" that no ">"
// follows is text.
function textOutsideTags(html: string): string {
  const parts: string[] = [];
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf("<", at);
    if (open === -1) {
      parts.push(html.slice(at));
      break;
    }
    parts.push(html.slice(at, open));
    const isComment = html.startsWith("<!--", open);
    const close = isComment ? html.indexOf("-->", open + 4) : html.indexOf(">", open + 1);
    if (close === -1) {
      if (!isComment) parts.push(html.slice(open));
      break;
    }
    at = close + (isComment ? 3 : 1);
  }
  return parts.join("");
}

/**
 * Whether a body (HTML or markdown) has something a reader would see: text, or a picture or an embed. An empty
 * editor leaves markup such as `<p>&nbsp;</p>` or `<p><br></p>`, which is no content.
 */
export function hasReadableContent(content: string): boolean {
  if (TEXTLESS_CONTENT.test(content)) return true;
  const text = decodeHTML(textOutsideTags(content));
  return text.replace(BLANK_CHARACTERS, "").length > 0;
}

const ZOptionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .max(max, message)
    .nullish()
    .transform((v) => (v == null || v.trim() === "" ? null : v.trim()));

const VERDICT_LINE_MESSAGE = "Each positive and negative is one line of at most 300 characters";

/**
 * The verdict as the editor writes it (ZArticleReviewSummary's fields, bounded). Left out, a save keeps the verdict
 * the body spells out (older bodies and API clients); null, or every field empty, means no verdict.
 */
export const ZVerdictInput = z
  .object({
    brutalSummary: z
      .string({ error: "The Brutal Summary must be text" })
      .trim()
      .max(2000, "The Brutal Summary is at most 2000 characters"),
    positives: z
      .array(z.string({ error: VERDICT_LINE_MESSAGE }).trim().max(300, VERDICT_LINE_MESSAGE), {
        error: "Positives must be a list of lines",
      })
      .max(20, "At most 20 positives"),
    negatives: z
      .array(z.string({ error: VERDICT_LINE_MESSAGE }).trim().max(300, VERDICT_LINE_MESSAGE), {
        error: "Negatives must be a list of lines",
      })
      .max(20, "At most 20 negatives"),
    criteria: z
      .array(
        z.object({
          name: z
            .string({ error: "Each criterion needs a name" })
            .trim()
            .min(1, "Each criterion needs a name")
            .max(60, "A criterion's name is at most 60 characters"),
          score: z
            .number({ error: "A criterion's score must be a number from 1 to 10" })
            .min(1, "A criterion's score must be at least 1")
            .max(10, "A criterion's score must be at most 10"),
        }),
        { error: "Criteria must be a list of {name, score}" },
      )
      .max(10, "At most 10 criteria")
      .default([]),
  })
  .nullish()
  .transform((verdict) => {
    if (verdict === undefined) return undefined;
    if (verdict === null) return null;
    const positives = verdict.positives.filter((line) => line !== "");
    const negatives = verdict.negatives.filter((line) => line !== "");
    const empty =
      verdict.brutalSummary === "" && positives.length === 0 && negatives.length === 0 && verdict.criteria.length === 0;
    if (empty) return null;
    return {
      brutalSummary: verdict.brutalSummary,
      positives,
      negatives,
      ...(verdict.criteria.length > 0 ? { criteria: verdict.criteria } : {}),
    };
  });

export const ZArticleInput = z.object({
  title: z.string({ error: "Title is required" }).trim().min(1, "Title is required").max(255, "Title too long"),
  slug: z
    .string({ error: "Slug is required" })
    .transform(normaliseSlug)
    .pipe(
      z
        .string()
        .min(1, "Slug is required")
        .max(SLUG_MAX_LENGTH, "Slug too long")
        .refine(isValidSlug, SLUG_CHARACTERS_MESSAGE),
    ),
  excerpt: ZOptionalText(500, "Excerpt too long"),
  content: z.string({ error: "Content is required" }).refine(hasReadableContent, "Content is required"),
  metaTitle: ZOptionalText(255, "Meta title too long"),
  metaDescription: ZOptionalText(160, "Meta description should be under 160 characters"),
  featuredImage: z
    .union(
      [
        z.literal(""),
        z.null(),
        z.string().trim().refine(isHttpUrl, "Must be a valid URL"),
        z.string().regex(/^\/[^/]/, "Must be a valid URL"),
      ],
      {
        error: "Must be a valid URL",
      },
    )
    .optional()
    .transform((v) => (v ? v : null)),
  // The editor offers four types; generated articles use all seven, and an edit must not lose them, so the
  // message names all seven.
  articleType: z.enum(ARTICLE_TYPES, { error: `Article type must be one of ${ARTICLE_TYPES.join(", ")}` }),
  publishingStatus: z
    .enum(PUBLISHING_STATUSES, { error: "Status must be published, scheduled, draft or deleted" })
    .default("draft"),
  // When a scheduled article goes public: a date and time with its offset (the editor sends UTC). Required with
  // the `scheduled` status (checked when saving, against the clock), ignored with the others.
  publishAt: z.iso
    .datetime({ offset: true, error: "Publish at must be a date and time such as 2026-12-01T09:00:00Z" })
    .nullish()
    .transform((v) => (v ? new Date(v) : null)),
  brutalScore: z
    .number({ error: "Brutal score must be a number from 1 to 10" })
    .min(1, "Brutal score must be at least 1")
    .max(10, "Brutal score must be at most 10")
    .nullish()
    .transform((v) => v ?? null),
  categoryId: z
    .number({ error: "Category must be a category id" })
    .int("Category must be a category id")
    .positive("Category must be a category id")
    .max(MAX_ROW_ID, "Category must be a category id")
    .nullish()
    .transform((v) => v ?? null),
  tags: z
    .array(
      z.object({
        id: z
          .number({ error: "Tags must be a list of {id}" })
          .int("Tags must be a list of {id}")
          .positive("Tags must be a list of {id}")
          .max(MAX_ROW_ID, "Tags must be a list of {id}"),
      }),
      { error: "Tags must be a list of {id}" },
    )
    .max(30, "At most 30 tags")
    .default([]),
  featured: z.boolean().optional(),
  reviewSummary: ZVerdictInput.optional(),
  // How long the product was tested ("six weeks"): the only source of the article page's testing strip. Left out,
  // an edit keeps the recorded period; empty or null clears it.
  testingPeriod: z
    .string({ error: "Testing period must be text" })
    .max(100, "Testing period too long")
    .nullish()
    .transform((v) => (v == null ? v : v.trim() === "" ? null : v.trim())),
});

export type TArticleInput = z.infer<typeof ZArticleInput>;

// An update names the version it was edited from, so a newer save made elsewhere is never overwritten silently.
export const ZArticleUpdate = ZArticleInput.extend({
  version: z
    .number({ error: "version must be the article version being edited" })
    .int("version must be the article version being edited")
    .positive("version must be the article version being edited")
    .max(MAX_ROW_ID, "version must be the article version being edited")
    .optional(),
});

export type TArticleUpdate = z.infer<typeof ZArticleUpdate>;
