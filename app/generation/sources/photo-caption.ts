// A photo's caption that no markup names: a short line of its own right under a picture ("车主们将车停在外面小树林中"
// under the photo of the cars, "图为…" — "pictured: …"), no sentence. A person reads it as the picture's words, not
// the article's; a subheading under a picture is set in bold or as a heading, and a sentence ends in its full stop.
import { shortTextOf } from "./article-heading";
import { childElementsOf, elementsUnder } from "./html-document.server";

// The longest caption read so, and the elements of a picture's block looked at.
const CAPTION = 80;
const PICTURE_BLOCK_ELEMENTS = 10;
const PICTURES = new Set(["img", "picture", "svg", "video"]);
// A sentence's or a lead-in's end, or a closing quote or bracket (a title set in brackets, "<The Palace: Jang Noksu>",
// "《…》"): the line is the article's ("… in 2024.", "Ingredients:").
const SENTENCE_OR_LEAD_IN = /[.!?…:;。！？：；"'”’»」』)）>〉》\]】]$/u;
const EMPHASIS = new Set(["b", "strong", "em", "i", "u", "mark"]);

/** A block that shows a picture and no words: a paragraph that holds only a photo (and a line break). */
function isPictureBlock(element: Element): boolean {
  if (PICTURES.has(element.localName)) return true;
  const inner = elementsUnder(element, PICTURE_BLOCK_ELEMENTS + 1);
  if (inner.length > PICTURE_BLOCK_ELEMENTS || !inner.some((node) => PICTURES.has(node.localName))) return false;
  return shortTextOf(element, 1) === "";
}

/** A line set apart as a subheading: all its words in one bold or emphasised element. */
function isEmphasised(element: Element, line: string): boolean {
  const [only, ...others] = childElementsOf(element);
  return (
    only !== undefined && others.length === 0 && EMPHASIS.has(only.localName) && shortTextOf(only, CAPTION) === line
  );
}

/** A line as a caption writes it: short, with words, no sentence and no lead-in. */
export function isCaptionLine(line: string): boolean {
  return line.length <= CAPTION && /\p{L}/u.test(line) && !SENTENCE_OR_LEAD_IN.test(line);
}

/** Whether a paragraph is a photo's caption without a caption's markup: a short line, no sentence, under a picture and
 * over no other picture. */
export function isBareCaption(element: Element): boolean {
  // (a figure's own lines are its caption by markup, read by the caption rules that know figures)
  if (element.localName !== "p" || element.parentElement?.localName === "figure") return false;
  const before = element.previousElementSibling;
  if (!before || !isPictureBlock(before)) return false;
  // (a line between two pictures is a step of a walk-through told in pictures, "Open the tab and set the field to",
  // its sentence running on under the next one)
  const after = element.nextElementSibling;
  if (after && isPictureBlock(after)) return false;
  const line = shortTextOf(element, CAPTION);
  return line !== undefined && isCaptionLine(line) && !isEmphasised(element, line);
}
