// Public API of the article content module: rendering, sanitising, conventions and display helpers.
export type { TTocEntry, TAwardSections, TReviewSummary } from "./types";
export { renderArticleContent } from "./render";
export { isMarkdown, lexMarkdownBlocks } from "./markdown";
export { sanitizeArticleHtml } from "./sanitize";
export { buildReviewSummaryMarkdown } from "./review-summary";
export { buildAwardSectionsMarkdown } from "./award";
export {
  readingTimeMinutes,
  readingTimeForWordCount,
  countWords,
  excerptFallback,
  EXCERPT_PREFIX_CHARS,
  JS_TRIM_CHARACTERS,
} from "./display";
export { buildBoxHtml, buildButtonHtml, buildVideoEmbedHtml } from "./editor-snippets";
