// A writer shown only as a nickname linked over the story's date (decision 045, twenty-eighth session): blog
// platforms print the writer's nickname as a link to their profile, the first line under the headline, the date and
// the counts after it ("前端小智@大迁世界 · 2020-07-02 08:25:00 · 495"). The link's class or id marks it as a person's
// name ("nickname", "user-name", "author"); no "By", no label, no data names the writer.
import { isDateLine } from "./article-furniture";
import { linesUnderHeading } from "./article-heading";
import { normalizeText } from "./html-document.server";

// A class or id that marks a link as a person's name: a nickname, a user's or an author's name, a member's profile.
const PERSON_MARK = /nick|user-?name|author|writer|member|profile/i;
// A nickname: one to four words of letters and digits, joined by the marks nicknames use ("前端小智@大迁世界",
// "dev_ann", "J.-P. Martin"); no sentence, no address.
const NICKNAME = /^[\p{L}\p{N}][\p{L}\p{N}@_.·・'’-]*(?:\s[\p{L}\p{N}@_.·・'’-]+){0,3}$/u;
const NICKNAME_CHARACTERS = 40;
// Elements looked at after the heading for the link (the bar under the headline comes within a few).
const ELEMENTS_AFTER_HEADING = 40;

/**
 * The nickname a link marked as a person's name shows as the first line under the article's heading, when the line
 * after it is a date. `isTeam` refuses a team's or a desk's name.
 */
export function nicknameOverDate(heading: Element | undefined, isTeam: (name: string) => boolean): string | undefined {
  if (!heading) return undefined;
  const [first, second] = linesUnderHeading(heading);
  if (!first || !second || first.length > NICKNAME_CHARACTERS || !NICKNAME.test(first) || !isDateLine(second))
    return undefined;
  if (!/\p{L}/u.test(first) || isDateLine(first) || isTeam(first)) return undefined;
  const document = heading.ownerDocument;
  const walker = document.createTreeWalker(document.body ?? document, 1 /* NodeFilter.SHOW_ELEMENT */);
  walker.currentNode = heading;
  for (
    let read = 0, node = walker.nextNode();
    node && read < ELEMENTS_AFTER_HEADING;
    read++, node = walker.nextNode()
  ) {
    const element = node as Element;
    if (heading.contains(element) || element.localName !== "a" || !element.hasAttribute("href")) continue;
    if (normalizeText((element.textContent ?? "").slice(0, 4 * NICKNAME_CHARACTERS)) !== first) continue;
    const marks = `${element.getAttribute("class") ?? ""} ${element.id}`.slice(0, 200);
    return PERSON_MARK.test(marks) ? first : undefined;
  }
  return undefined;
}
