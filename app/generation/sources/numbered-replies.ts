/**
 * A posted item followed by numbered replies (a news forum's page: a member posts an article's excerpt, "Posted by:
 * NAME, date", and the replies follow, each headed "Reply 1 - Posted by: NAME date (No. 1716597)"): the page is a
 * thread, the poster its starter and the replies its answers with their writers, though the item is an article's.
 * The poster's other items listed below the replies carry no reply header and stay out.
 */
import { elementsUnder, leadingTextOf, normalizeText } from "./html-document.server";

export interface TNumberedPost {
  author: string;
  body: string;
}

// A reply's header: "Reply 3 - Posted by:", "Comment #3 – posted by" (in its own words, before the writer's link).
const REPLY_HEADER =
  /^(?:reply|comment|answer|antwort|kommentar|réponse|commentaire|respuesta|comentario)\s?#?(\d{1,5})\s?[-–—:]\s?posted by:?$/i;
// The item's poster's line: "Posted By:" before the member's link.
const POSTER_LINE = /^posted by:?$/i;
const HEADER_TEXT = 200;
const NAME_TEXT = 60;
const POST_TEXT = 20_000;
const ELEMENTS_READ = 20_000;
const REPLIES_READ = 200;
const REPLIES_OF_A_THREAD = 2;

/** The words of an element before its first child element (a header's "Reply 3 - Posted by:" before the link). */
function wordsBeforeFirstElement(element: Element): string {
  let words = "";
  for (
    let node = element.firstChild;
    node && node.nodeType !== 1 && words.length <= HEADER_TEXT;
    node = node.nextSibling
  )
    words += node.textContent ?? "";
  return normalizeText(words);
}

/** The link that names a header's writer: its first element, a link of a few words. */
function writerLink(header: Element): string | undefined {
  const link = header.firstElementChild;
  const name = link?.localName === "a" ? normalizeText(leadingTextOf(link, NAME_TEXT + 1)) : "";
  return name && name.length <= NAME_TEXT ? name : undefined;
}

/** The text that follows a header: its next element's (the reply's block below its header line), its first
 * POST_TEXT characters. */
function textAfter(header: Element): string {
  const next = header.nextElementSibling;
  return next ? normalizeText(leadingTextOf(next, POST_TEXT)) : "";
}

/**
 * The page's posted item and its numbered replies (see REPLY_HEADER), numbered upwards in page order, two or more,
 * the item's poster's line before them; undefined for any other page.
 */
export function numberedReplies(document: Document): TNumberedPost[] | undefined {
  if (!document.body) return undefined;
  const replies: TNumberedPost[] = [];
  let poster: TNumberedPost | undefined;
  let last = 0;
  for (const element of elementsUnder(document.body, ELEMENTS_READ)) {
    if (!element.firstElementChild) continue;
    const words = wordsBeforeFirstElement(element);
    if (!words || words.length > HEADER_TEXT) continue;
    const number = REPLY_HEADER.exec(words)?.[1];
    const posterLine = !number && !poster && replies.length === 0 && POSTER_LINE.test(words);
    const author = number || posterLine ? writerLink(element) : undefined;
    if (!author) continue;
    if (number) {
      // (the replies count up in page order: a page of a long thread starts at its own first number)
      if (Number(number) <= last) break;
      last = Number(number);
      const body = textAfter(element);
      if (body) replies.push({ author, body });
      if (replies.length >= REPLIES_READ) break;
    } else {
      // (the item's text is the block below its poster's line: the article's excerpt)
      poster = { author, body: textAfter(element) };
    }
  }
  return poster && replies.length >= REPLIES_OF_A_THREAD ? [poster, ...replies] : undefined;
}
