// An editor's credit is not a byline: a portal names who edited or posted a story under its text ("编辑：NAME",
// "责任编辑：NAME", "Editor: NAME", "Redakteur: NAME") and often in its author meta too, while the writer is named on
// the story's own line under the headline, in an element the page marks as the writer's.
import { NAME_LINE, NAME_LINE_CHARACTERS } from "./photo-byline";
import { elementsUnder } from "./html-document.server";
import { shortTextOf } from "./article-heading";

// The label right before an editor's name, in the languages portals write it in.
const EDITOR_LABEL =
  /(?:责任编辑|責任編輯|责编|責編|编辑|編輯|编审|編審|(?<!\p{L})(?:editor|edited by|redakteur(?:in)?|redaktion|rédacteur|redactor|editado por|redattore))\s*[:：]?\s*$/iu;
const LABEL_READ = 16;
const CREDITS_READ = 20;
const PAGE_TEXT_READ = 2_000_000;

// A line that opens as an editor's credit ("[责任编辑：杜智 PX209]", "（编辑：NAME）", "Editor: NAME"): a portal's
// credit under the text, in an element it marks as the author's, names the editor, not the writer.
const EDITOR_CREDIT_LINE =
  /^[\s[【(（]{0,3}(?:责任编辑|責任編輯|责编|責編|编辑|編輯|编审|編審|(?<!\p{L})(?:editor|edited by|redakteur(?:in)?|rédacteur|redactor|editado por|redattore))\s*[:：]/iu;

/** Whether a byline is an editor's credit line. */
export function isEditorCreditLine(line: string): boolean {
  return EDITOR_CREDIT_LINE.test(line.slice(0, 40));
}

/** The page's text the credits are looked for in, read once per page. */
export function pageTextOf(document: Document): string {
  return (document.body?.textContent ?? "").slice(0, PAGE_TEXT_READ);
}

/** Whether the page's text shows the name only as an editor's credit: each time it shows it (at most 20), an editor's
 * label comes right before it. */
export function isEditorsCredit(text: string, name: string): boolean {
  const wanted = name.trim();
  if (!wanted) return false;
  let shown = 0;
  for (let at = text.indexOf(wanted); at >= 0 && shown < CREDITS_READ; at = text.indexOf(wanted, at + wanted.length)) {
    shown++;
    const before = text.slice(Math.max(0, at - LABEL_READ), at).replace(/\s+/g, " ");
    if (!EDITOR_LABEL.test(before)) return false;
  }
  return shown > 0;
}

// A class or id that marks the element holding the writer's name ("author", "article-author", "author_name",
// "byline"), not a box about the writer or a list of them.
const WRITER_MARK = /(?:^|[\s_-])(?:author|byline|writer)(?:$|[\s_-](?!(?:box|bio|list|info|avatar|img|image|photo)))/i;
const NOT_THE_STORY = /comment|related|sidebar|recommend/i;
const ELEMENTS_READ = 3_000;
// Marked names looked at, at most: each is looked for in the page's text.
const NAMES_READ = 10;

/**
 * The writer an element marked as the writer's names ("<span id="author_baidu">王帆</span>" on the line of the story's
 * date and source), where the page's own author meta names its editor: a name alone of one to four words, outside
 * navigation, comments and lists of other stories, not the editor's.
 */
export function markedWriter(document: Document, text: string, editor: string): string | undefined {
  if (!document.body) return undefined;
  let names = 0;
  for (const element of elementsUnder(document.body).slice(0, ELEMENTS_READ)) {
    const marks = `${(element.getAttribute("class") ?? "").slice(0, 200)} ${element.id.slice(0, 100)}`;
    if (!WRITER_MARK.test(marks)) continue;
    const name = shortTextOf(element, NAME_LINE_CHARACTERS);
    if (!name || !NAME_LINE.test(name) || name === editor || isOutsideTheStory(element)) continue;
    if (!isEditorsCredit(text, name)) return name;
    if (++names >= NAMES_READ) break;
  }
  return undefined;
}

function isOutsideTheStory(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.localName === "nav" || node.localName === "footer" || node.localName === "aside") return true;
    if (NOT_THE_STORY.test(`${(node.getAttribute("class") ?? "").slice(0, 200)} ${node.id.slice(0, 100)}`)) return true;
  }
  return false;
}
