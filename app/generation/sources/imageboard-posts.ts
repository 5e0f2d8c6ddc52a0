/**
 * An imageboard's thread (Japan's anonymous picture boards and the English-language boards modelled on them): an
 * opening post and its replies, each a header line of the post's time and its number ("24/06/22(土)21:33:32 No.1002"),
 * often a name before them (the board's default, "としあき", "Anonymous", or none at all), then its words in a
 * blockquote. Posters are anonymous: a reply without a name is a reply. The replies' numbers are above the opening
 * post's, which tells a thread from a board's index of threads.
 */
import { elementsNamed, elementsUnder, normalizeText } from "./html-document.server";

export interface TImageboardPost {
  author?: string;
  body: string;
}

// A post's number in its header: "No.1002", "No. 123" (some boards write "No." and the figure as two links).
const POST_NUMBER = /No\.\s?(\d{1,12})/g;
// A name's label before the name in a header ("Name としあき", "名前：").
const NAME_LABEL = /^(?:name|名前|nom|nombre|nome|имя)\s?[:：]?$/i;
// A class that names a post's name: "name", "postername", "commentpostername"; not a file's, a subject's or a board's.
const NAME_CLASS = /name/i;
const NOT_NAME_CLASS = /file|sub|title|board|thread/i;
const BLOCKQUOTES_READ = 1_000;
const HEADER_NODES = 20;
const HEADER_NODE_CHARS = 300;
const HEADER_NODE_NODES = 100;
const NAME_ELEMENTS_READ = 40;
const NAME_CHARS = 40;
const POST_TEXT = 20_000;
const TEXT_NODES_READ = 1_000;
const POSTS_OF_A_THREAD = 3;

interface THeader {
  number: number;
  author?: string;
}

/** An element's first words: its first `chars` characters, of its first `nodes` nodes at most. */
function firstWords(element: Element, chars: number, nodes: number): string {
  const walker = element.ownerDocument.createTreeWalker(element, 5 /* SHOW_ELEMENT | SHOW_TEXT */);
  let text = "";
  let read = 0;
  for (let node = walker.nextNode(); node && text.length < chars && read < nodes; node = walker.nextNode(), read++) {
    if (node.nodeType === 3) text += `${node.textContent ?? ""} `;
  }
  return normalizeText(text.slice(0, chars * 2)).slice(0, chars);
}

/** The name an element of a header says: the innermost element classed as a name ("nameBlock" around "name"), or the
 * element after a name's label, of a few words. */
function nameIn(node: Element): string | undefined {
  let named: Element | undefined;
  for (const element of [node, ...elementsUnder(node, NAME_ELEMENTS_READ)]) {
    if (named && !named.contains(element)) break;
    const classes = element.getAttribute("class") ?? "";
    const label = element.previousSibling;
    if (
      (NAME_CLASS.test(classes) && !NOT_NAME_CLASS.test(classes)) ||
      (label?.nodeType === 3 && NAME_LABEL.test(normalizeText(label.textContent?.slice(0, 20))))
    )
      named = element;
  }
  const name = named ? firstWords(named, NAME_CHARS + 1, NAME_ELEMENTS_READ) : "";
  return name && name.length <= NAME_CHARS ? name : undefined;
}

/** The number of a header's text: its last "No." figure. */
function lastNumber(text: string): number | undefined {
  let number: number | undefined;
  for (const match of text.matchAll(POST_NUMBER)) number = Number(match[1]);
  return number;
}

/** The header before a blockquote: the post's number in the nearest of its earlier siblings that says one, and the
 * name said in that sibling or in the siblings before it (the header's elements), up to another post's blockquote. */
function headerBefore(quote: Element): THeader | undefined {
  let number: number | undefined;
  let read = 0;
  for (let node = quote.previousSibling; node && read < HEADER_NODES; node = node.previousSibling, read++) {
    const element = node.nodeType === 1 ? (node as Element) : undefined;
    if (element?.localName === "blockquote") break;
    if (number === undefined) {
      number = lastNumber(
        element
          ? firstWords(element, HEADER_NODE_CHARS, HEADER_NODE_NODES)
          : (node.textContent ?? "").slice(-HEADER_NODE_CHARS),
      );
      if (number === undefined) continue;
    }
    const author = element ? nameIn(element) : undefined;
    if (author) return { number, author };
  }
  return number === undefined ? undefined : { number };
}

/** A blockquote's words, its line breaks kept. */
function quoteText(quote: Element): string {
  const walker = quote.ownerDocument.createTreeWalker(quote, 5 /* SHOW_ELEMENT | SHOW_TEXT */);
  let text = "";
  let nodes = 0;
  for (
    let node = walker.nextNode();
    node && text.length < POST_TEXT && nodes < TEXT_NODES_READ;
    node = walker.nextNode()
  ) {
    nodes++;
    if (node.nodeType === 3) text += node.textContent ?? "";
    else if ((node as Element).localName === "br") text += "\n";
  }
  return text
    .split("\n")
    .map((line) => normalizeText(line))
    .filter(Boolean)
    .join("\n")
    .slice(0, POST_TEXT);
}

/** The page's imageboard thread (see the module's note): the opening post and its replies, three posts or more, every
 * reply numbered above the opening post; undefined for any other page. */
export function imageboardPosts(document: Document): TImageboardPost[] | undefined {
  if (!document.body) return undefined;
  const posts: TImageboardPost[] = [];
  let first: number | undefined;
  for (const quote of elementsNamed(document.body, "blockquote", BLOCKQUOTES_READ)) {
    const header = headerBefore(quote);
    if (!header) continue;
    if (first === undefined) first = header.number;
    // (a board's index lists threads, each opening post numbered below the replies of the thread before it)
    else if (header.number <= first) return undefined;
    const body = quoteText(quote);
    // (a reply of a picture alone says nothing; the opening post is kept to lead the replies)
    if (!body && posts.length > 0) continue;
    posts.push({ ...(header.author ? { author: header.author } : {}), body });
  }
  return posts.length >= POSTS_OF_A_THREAD ? posts : undefined;
}
