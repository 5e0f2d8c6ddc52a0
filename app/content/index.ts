// Public API of the article content module: rendering, sanitising, conventions and display helpers.
export type { TTocEntry, TAwardSections, TRenderedArticle, TRenderOptions, TReviewSummary } from "./types";
export { renderArticleContent } from "./render";
export { isMarkdown, lexMarkdownBlocks, markdownToHtml } from "./markdown";
export { sanitizeArticleHtml, YOUTUBE_EMBED_HOSTS } from "./sanitize";
export { EXCLUDED_TOC_HEADINGS, MIN_TOC_HEADINGS, headingId, isExcludedTocHeading, numberHeadings } from "./headings";
export { REVIEW_SUMMARY_HEADINGS, buildReviewSummaryMarkdown } from "./review-summary";
export { RESERVED_HEADINGS, isReservedHeading } from "./reserved-headings";
export {
  AWARD_SECTION_HEADINGS,
  AWARD_BANDS,
  AWARD_FALLBACK_LABEL,
  awardBand,
  buildAwardSectionsMarkdown,
  type TAwardBand,
} from "./award";
export {
  AFFILIATE_LINK_CLASS,
  AFFILIATE_LINK_REL,
  EXTERNAL_LINK_REL,
  isRetailerUrl,
  withAssociateTag,
} from "./affiliate-links";
export {
  readingTimeMinutes,
  readingTimeForWordCount,
  countWords,
  excerptFallback,
  EXCERPT_PREFIX_CHARS,
  JS_TRIM_CHARACTERS,
  toPlainText,
  formatRelativeAge,
  formatScore,
  formatScoreOutOfTen,
  scoreBarWidth,
} from "./display";
export {
  DEFAULT_BOX_COLOR,
  DEFAULT_BUTTON_COLOR,
  INVALID_VIDEO_URL_MESSAGE,
  buildBoxHtml,
  buildButtonHtml,
  buildVideoEmbedHtml,
  extractYouTubeId,
  type TBoxSnippet,
  type TButtonSnippet,
} from "./editor-snippets";
