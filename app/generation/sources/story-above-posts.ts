// Whether a page's repeated posts are reader comments under a story: before the first of them the page shows a story's
// paragraphs (a news article above its comment section), where a forum shows only its menus, the topic's title and
// its breadcrumbs before the opening post.

// Text nodes read before the first post; a run of text shorter than a paragraph's (a menu's item, a title, a byline)
// is no part of a story; a story says this much in this many paragraphs, and more than the first post says.
const TEXT_NODES_READ = 5_000;
const PARAGRAPH_RUN = 80;
const STORY_PROSE = 1_000;
const STORY_PARAGRAPHS = 3;
// A run of text that ends a sentence somewhere ("… the device manufacturer.", "… 発表した。").
const SENTENCE_END = /[.!?…。！？]["'”’»)]?(?:\s|$)/u;
// The page's bars and code around the story: none of it is the story's text.
const NOT_THE_STORY = "nav, header, footer, aside, script, style, noscript, template, textarea, select";

/**
 * Whether the page's text before its first post holds a story: three paragraphs or more (runs of text of a sentence
 * or more between breaks) of a thousand characters in all, more than the first post says, outside the page's bars.
 * Linear: each text node before the post is read once, at most 5,000.
 */
export function hasStoryAbovePosts(firstPost: Element, firstPostText: string): boolean {
  const document = firstPost.ownerDocument;
  if (!document.body || !document.body.contains(firstPost)) return false;
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  let prose = 0;
  let paragraphs = 0;
  for (let node = walker.nextNode(), read = 0; node && read < TEXT_NODES_READ; node = walker.nextNode(), read++) {
    if (firstPost.compareDocumentPosition(node) & (4 /* FOLLOWING */ | 16) /* CONTAINED_BY */) break;
    const run = (node.nodeValue ?? "").trim();
    if (run.length < PARAGRAPH_RUN || !SENTENCE_END.test(run)) continue;
    if (node.parentElement?.closest(NOT_THE_STORY)) continue;
    prose += run.length;
    paragraphs++;
  }
  return paragraphs >= STORY_PARAGRAPHS && prose >= STORY_PROSE && prose > firstPostText.trim().length;
}
