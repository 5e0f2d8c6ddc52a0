// The editor's form state and its checks: strings while editing, ZArticleInput (the server's own schema) on save.
import { ZArticleInput, EDITOR_ARTICLE_TYPES, type TArticleInput } from "~/articles/article-input";
import { typeHasVerdict, typeShowsScore, type TArticleType, type TPublishingStatus } from "~/articles/article-types";
import type { TArticle } from "~/articles/article-shape";
import { isMarkdown, markdownToHtml } from "~/content/markdown";
import { splitVerdictFromBody } from "~/content/review-summary";
import { EMPTY_VERDICT_FIELDS, fieldsToVerdict, verdictToFields, type TVerdictFields } from "./verdict-form";

export type { TAdminArticle, TAdminListItem } from "./admin-responses";

/** The editor's fields as text; a review's or software article's verdict is four of them (verdict-form.ts). */
export interface TArticleForm extends TVerdictFields {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  featuredImage: string;
  articleType: TArticleType;
  publishingStatus: TPublishingStatus;
  categoryId: string;
  brutalScore: string;
  /** How long the product was tested ("six weeks"); empty when it was not: the page then claims no testing. */
  testingPeriod: string;
  /** When a scheduled article goes public, in the editor's own time zone (a datetime-local value). */
  publishAt: string;
}

export type TFormErrors = Partial<Record<keyof TArticleForm, string>>;

export function emptyArticleForm(): TArticleForm {
  return {
    title: "",
    slug: "",
    excerpt: "",
    content: "",
    metaTitle: "",
    metaDescription: "",
    featuredImage: "",
    articleType: "review",
    publishingStatus: "draft",
    categoryId: "",
    brutalScore: "",
    testingPeriod: "",
    ...EMPTY_VERDICT_FIELDS,
    publishAt: "",
  };
}

/** An instant as a datetime-local value in this browser's time zone ("2026-12-01T09:00"). */
export function toLocalDateTimeInput(iso: string): string {
  const at = new Date(iso);
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A datetime-local value read in this browser's time zone, as UTC ISO 8601; null when empty or not a time. */
export function fromLocalDateTimeInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/**
 * Loads an article into the form; markdown bodies become HTML for the rich-text editor. A review's or software
 * article's verdict goes into the verdict fields: the stored one, else the one its body spells out as sections;
 * those sections leave the body either way (the next save stores the verdict as fields and the body without it).
 */
export function articleToForm(article: TArticle & { scheduledAt?: string | null }): TArticleForm {
  const html = isMarkdown(article.content) ? markdownToHtml(article.content) : article.content;
  const split = typeHasVerdict(article.articleType) ? splitVerdictFromBody(html) : { html, verdict: null };
  return {
    ...verdictToFields(article.reviewSummary ?? split.verdict),
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt ?? "",
    content: split.html,
    metaTitle: article.metaTitle ?? "",
    metaDescription: article.metaDescription ?? "",
    featuredImage: article.featuredImage ?? "",
    articleType: article.articleType,
    publishingStatus: article.publishingStatus,
    categoryId: article.category ? String(article.category.id) : "",
    brutalScore: article.brutalScore === null ? "" : String(article.brutalScore),
    testingPeriod: article.testingPeriod ?? "",
    publishAt: article.scheduledAt ? toLocalDateTimeInput(article.scheduledAt) : "",
  };
}

/** The editor offers four types; an article of another type (a generated one) keeps its own in the list. */
export function articleTypeOptions(current: TArticleType): TArticleType[] {
  return (EDITOR_ARTICLE_TYPES as readonly TArticleType[]).includes(current)
    ? [...EDITOR_ARTICLE_TYPES]
    : [...EDITOR_ARTICLE_TYPES, current];
}

// What the rich-text editor adds or reflows when it loads a body without the admin touching it.
function normaliseEditorHtml(html: string): string {
  return html
    .replace(/\s+data-mce-[\w-]+="[^"]*"/g, "")
    .replace(/>\s+</g, "><")
    .replace(/\s+/g, " ")
    .trim();
}

/** Whether two values of a field are the same for the admin (the editor's own reflowing of HTML aside). */
export function sameFieldValue(field: keyof TArticleForm, a: string, b: string): boolean {
  return field === "content" ? normaliseEditorHtml(a) === normaliseEditorHtml(b) : a === b;
}

/** Whether the form holds edits not yet saved, compared with the form as it was loaded (or last saved). */
export function hasUnsavedChanges(form: TArticleForm, loaded: TArticleForm): boolean {
  return (Object.keys(form) as (keyof TArticleForm)[]).some((key) => !sameFieldValue(key, form[key], loaded[key]));
}

/** The Brutal Score field is shown for every type whose page or card shows a score. */
export function showsScoreField(type: TArticleType): boolean {
  return typeShowsScore(type);
}

function toNumberOrNull(text: string): number | null {
  return text.trim() === "" ? null : Number(text);
}

export function formToRequestBody(form: TArticleForm, tags: { id: number }[]) {
  return {
    title: form.title,
    slug: form.slug,
    excerpt: form.excerpt,
    content: form.content,
    metaTitle: form.metaTitle,
    metaDescription: form.metaDescription,
    featuredImage: form.featuredImage.trim(),
    articleType: form.articleType,
    publishingStatus: form.publishingStatus,
    categoryId: toNumberOrNull(form.categoryId),
    brutalScore: toNumberOrNull(form.brutalScore),
    testingPeriod: form.testingPeriod,
    publishAt: form.publishingStatus === "scheduled" ? fromLocalDateTimeInput(form.publishAt) : null,
    tags,
    // Only reviews and software articles have a verdict; other types keep whatever their body spells out.
    ...(typeHasVerdict(form.articleType) ? { reviewSummary: fieldsToVerdict(form) } : {}),
  };
}

/** A scheduled article needs a time to go public, and one still to come. */
function checkPublishAt(form: TArticleForm, now: Date): string | null {
  if (form.publishingStatus !== "scheduled") return null;
  const at = fromLocalDateTimeInput(form.publishAt);
  if (!at) return "Choose the date and time to publish at";
  return new Date(at).getTime() <= now.getTime() ? "The publish time must be in the future" : null;
}

export type TFormCheck = { ok: true; input: TArticleInput } | { ok: false; errors: TFormErrors };

/**
 * Validates with the shared schema; each field gets its first message, word for word. A hidden field can show no
 * message, so it must not block the save nor change the article: while the score field is hidden (a type other
 * than review, versus, award or software) its text is not checked and the save sends `storedScore`, the score the article was loaded with
 * (the server still checks that one).
 */
export function checkArticleForm(
  form: TArticleForm,
  tags: { id: number }[],
  storedScore: number | null = null,
  now = new Date(),
): TFormCheck {
  const scoreShown = showsScoreField(form.articleType);
  const body = formToRequestBody(form, tags);
  const result = ZArticleInput.safeParse(scoreShown ? body : { ...body, brutalScore: null });
  const publishAtError = checkPublishAt(form, now);
  if (result.success && !publishAtError)
    return { ok: true, input: scoreShown ? result.data : { ...result.data, brutalScore: storedScore } };
  const errors: TFormErrors = publishAtError ? { publishAt: publishAtError } : {};
  if (result.success) return { ok: false, errors };
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && field in form && !errors[field as keyof TArticleForm]) {
      errors[field as keyof TArticleForm] = issue.message;
    }
  }
  return { ok: false, errors };
}
