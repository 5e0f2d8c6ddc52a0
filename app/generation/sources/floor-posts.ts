/**
 * Posts footed by their floor's number (a Chinese portal's forum: each post headed by its writer and a fan level,
 * footed by "来自 Android客户端 2楼 2022-11-26 15:19"): the posts are the page's floors, counted upwards from the first,
 * the starter's ("1楼", the floor of the thread's owner), each later floor an answer with its writer. A floor's block
 * is the largest block around its number that holds no other floor's; its writer is the block's first link of a few
 * words before its number, its text the block's words but its writer's header and its number's line (a sub-reply
 * under a floor stays in its floor's text). A block between floors that holds no number (an advertiser's) is no post.
 */
import { elementsUnder, isHiddenElement, normalizeText } from "./html-document.server";

export interface TFloorPost {
  author: string;
  body: string;
}

// A floor's number, in an element of its own: "2楼", "第2楼", "2樓", or with the floor's date after it.
const FLOOR = /^(?:第\s?)?(\d{1,5})\s?[楼樓](?:\s[\d\s:./-]{0,20})?$/u;
const FLOOR_TEXT = 40;
const ELEMENTS_READ = 20_000;
const FLOORS_READ = 200;
const FLOORS_OF_A_THREAD = 3;
// How far above its number a floor's block may reach.
const BLOCK_LEVELS = 30;
const NAME_TEXT = 40;
const LINKS_READ = 20;
const POST_TEXT = 20_000;
const TEXT_NODES_READ = 2_000;

/** The floor's number an element says alone (see FLOOR), or undefined. */
function floorNumber(element: Element): number | undefined {
  if (element.firstElementChild) return undefined;
  const text = normalizeText((element.textContent ?? "").slice(0, FLOOR_TEXT * 2));
  if (!text || text.length > FLOOR_TEXT) return undefined;
  const number = FLOOR.exec(text)?.[1];
  return number ? Number(number) : undefined;
}

/** The largest block around a floor's number that holds neither the floor before it nor the one after it, nor the
 * topic's heading (an h1) before it: a box that holds the topic's heading and the thread's tools ("收藏 订阅 推荐 打印")
 * above the first floor's post holds more than the starter's post, and its first links are the tools'. */
function floorBlock(floor: Element, before: Element | undefined, after: Element | undefined): Element {
  let block = floor;
  let up = floor.parentElement;
  for (let level = 0; up && up.localName !== "body" && level < BLOCK_LEVELS; level++, up = up.parentElement) {
    if ((before && up.contains(before)) || (after && up.contains(after)) || headingBefore(block)) break;
    block = up;
  }
  return block;
}

/** Whether an element's earlier siblings hold an h1 (each sibling looked at once, as the block grows). */
function headingBefore(block: Element): boolean {
  for (let sibling = block.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
    if (sibling.localName === "h1" || sibling.querySelector("h1")) return true;
  }
  return false;
}

/** The block's first link of a few words before its floor's number: the floor's writer. */
function writerOf(block: Element, floor: Element): Element | undefined {
  let read = 0;
  for (const link of elementsUnder(block, ELEMENTS_READ)) {
    if (link === floor || link.compareDocumentPosition(floor) & 2 /* PRECEDING: the link after the number */) break;
    if (link.localName !== "a" || ++read > LINKS_READ) continue;
    const name = normalizeText((link.textContent ?? "").slice(0, NAME_TEXT * 2));
    if (name && name.length <= NAME_TEXT && !isHiddenElement(link)) return link;
  }
  return undefined;
}

/** The block's words but its writer's header (the block's child holding the writer, where the number is not in it)
 * and its number's line, hidden words left out. */
function floorText(block: Element, writer: Element, floor: Element): string {
  let header: Element = writer;
  while (header.parentElement && header.parentElement !== block) header = header.parentElement;
  if (header.contains(floor)) header = writer;
  const line = floor.parentElement && floor.parentElement !== block ? floor.parentElement : floor;
  const walker = block.ownerDocument.createTreeWalker(block, 4 /* NodeFilter.SHOW_TEXT */);
  let text = "";
  let nodes = 0;
  let previous: Node | undefined;
  for (
    let node = walker.nextNode();
    node && text.length < POST_TEXT && nodes < TEXT_NODES_READ;
    node = walker.nextNode()
  ) {
    nodes++;
    const parent = node.parentElement;
    if (!parent || header.contains(parent) || line.contains(parent) || isHiddenElement(parent)) continue;
    text += `${previous && !wordsApart(previous, node) ? "" : " "}${node.textContent ?? ""}`;
    previous = node;
  }
  return normalizeText(text).slice(0, POST_TEXT);
}

/** Whether two text nodes read in turn are words apart: in elements of their own, or a line's break between them
 * (two runs of one line beside a smiley's picture are one sentence). */
function wordsApart(previous: Node, node: Node): boolean {
  if (previous.parentNode !== node.parentNode) return true;
  for (let between = previous.nextSibling; between && between !== node; between = between.nextSibling) {
    if (between.nodeType === 1 && (between as Element).localName !== "img") return true;
  }
  return false;
}

/** The page's floors (see the module's note), three or more counted upwards from the first; undefined for any other
 * page. */
export function floorPosts(document: Document): TFloorPost[] | undefined {
  if (!document.body) return undefined;
  const floors: Element[] = [];
  let last = 0;
  for (const element of elementsUnder(document.body, ELEMENTS_READ)) {
    const number = floorNumber(element);
    if (number === undefined) continue;
    // (the first floor is the starter's; the floors count up in page order)
    if ((floors.length === 0 && number !== 1) || number <= last) return undefined;
    last = number;
    floors.push(element);
    if (floors.length >= FLOORS_READ) break;
  }
  if (floors.length < FLOORS_OF_A_THREAD) return undefined;
  const posts: TFloorPost[] = [];
  for (const [index, floor] of floors.entries()) {
    const block = floorBlock(floor, floors[index - 1], floors[index + 1]);
    const writer = writerOf(block, floor);
    if (!writer) {
      if (index === 0) return undefined;
      continue;
    }
    posts.push({ author: normalizeText(writer.textContent), body: floorText(block, writer, floor) });
  }
  return posts.length >= FLOORS_OF_A_THREAD ? posts : undefined;
}

const HEADINGS_READ = 40;

/** The topic's heading the page's title opens with, before the board's and the site's names ("…_佛系吧_百度贴吧"):
 * of the page's first headings, the first whose words open the title and are shorter than it. */
export function headingTheTitleOpensWith(document: Document): string | undefined {
  const title = normalizeText(document.querySelector("title")?.textContent);
  if (!title) return undefined;
  for (const heading of [...document.querySelectorAll("h1, h2, h3")].slice(0, HEADINGS_READ)) {
    const words = normalizeText(heading.textContent?.slice(0, title.length * 2));
    if (words.length >= 2 && words.length < title.length && title.startsWith(words)) return words;
  }
  return undefined;
}
