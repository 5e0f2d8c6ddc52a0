// A writer shown beside his photo in an unlabelled bar under the headline (decision 045, twenty-first session): a
// small portrait, a name of a few words right after it, and the story's date in the same line ("[photo] ذیشان مہتاب
// · اتوار 12 مئی 2024 · 23:04"). No "By", no label: a person reads the face and the name beside it as the byline.
import { leadingSpacedTextOf, normalizeText } from "./html-document.server";

// A writer's name as a line of its own: one to four words of letters ("박상우", "Anna Weber"), nothing else.
export const NAME_LINE = /^\p{L}[\p{L}'’.-]*(?:\s\p{L}[\p{L}'’.-]*){0,3}$/u;
export const NAME_LINE_CHARACTERS = 40;

// A portrait's side, as the markup gives it: a byline's photo is an icon's size, no picture of the story.
const PORTRAIT_SIDE = 80;
// The blocks after the heading looked at (a subheading and the bar, or the bar alone).
const BLOCKS_AFTER_HEADING = 3;
const PHOTOS_IN_A_BLOCK = 3;
const BAR_CHARACTERS = 200;
const NODES_BESIDE = 4;
// The date in the bar: a year or a time of day among its words (in any script's month names).
const YEAR_OR_TIME = /(?<!\d)(?:(?:19|20)\d{2}|\d{1,2}:\d{2})(?!\d)/;

function side(photo: Element, name: "width" | "height"): number {
  const value = Number.parseInt(photo.getAttribute(name) ?? "", 10);
  return Number.isFinite(value) ? value : Number.POSITIVE_INFINITY;
}

/** The words right after the photo inside its element: its next text nodes, up to the next element that holds text. */
function wordsAfter(photo: Element): string {
  let text = "";
  let node = photo.nextSibling;
  for (let read = 0; node && read < NODES_BESIDE; read++, node = node.nextSibling) {
    if (node.nodeType === 1 && normalizeText((node.textContent ?? "").slice(0, BAR_CHARACTERS))) break;
    if (node.nodeType === 3) text += node.nodeValue ?? "";
    if (text.length > NAME_LINE_CHARACTERS * 2) break;
  }
  return normalizeText(text);
}

/**
 * The name beside a small photo (both sides given, at most 80 px) in one of the blocks right after the article's
 * heading, when the block's other words show a date (a year or a time of day). Not the site's own name.
 */
export function nameBesidePhoto(
  heading: Element | undefined,
  isSiteName: (name: string) => boolean,
): string | undefined {
  let block = heading?.nextElementSibling;
  for (let read = 0; block && read < BLOCKS_AFTER_HEADING; read++, block = block.nextElementSibling) {
    const photos = [...block.querySelectorAll("img")].slice(0, PHOTOS_IN_A_BLOCK);
    for (const photo of photos) {
      if (side(photo, "width") > PORTRAIT_SIDE || side(photo, "height") > PORTRAIT_SIDE || photo.closest("a")) continue;
      const name = wordsAfter(photo);
      if (!name || name.length > NAME_LINE_CHARACTERS || !NAME_LINE.test(name) || isSiteName(name)) continue;
      const bar = leadingSpacedTextOf(block, BAR_CHARACTERS);
      if (YEAR_OR_TIME.test(bar.replace(name, " "))) return name;
    }
  }
  return undefined;
}
