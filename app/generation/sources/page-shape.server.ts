// Bounds a page's shape before jsdom builds its DOM, in one linear parse with parse5 (the parser jsdom uses), whose
// tree is plain objects:
// - How deep elements nest. jsdom walks every ancestor of a node it inserts (a stack overflow past about 10,000
//   levels) and Readability weighs each block by the text of every block inside it, so a page of thousands of
//   unclosed `<div>`s took minutes. Browsers bound the nesting too (Chromium's parser puts elements deeper than 512
//   levels beside their parent). Real pages nest under 50 levels.
// - How many formatting elements the parser re-opens. Each block start re-opens every formatting element (`<b>`,
//   `<font>`, `<a>`, ...) still on the parser's list of active formatting elements; the list keeps at most three
//   alike (the standard's "Noah's Ark") but any number that differ by an attribute, so `<p><b id=N>a` repeated
//   re-opens all earlier ones in each paragraph: the tree grows with the square of the page (15 KB gave 500,000
//   nodes). Real pages keep at most 4 on the list.
// - How wide one element is. jsdom updates an element's live child lists on each change of its
//   children and Readability moves each child of the element it settles on, so thousands of sibling links or of
//   text runs between paragraphs cost the square of their number. Real pages hold at most about 2,300. jsdom also
//   sets an element's attributes one by one, each looked up among those before it: 256 KB of attributes on one
//   element took 14 s.
import {
  defaultTreeAdapter,
  html,
  parse,
  Parser,
  serialize,
  type DefaultTreeAdapterMap,
  type DefaultTreeAdapterTypes,
  type ParserOptions,
} from "parse5";

type TNode = DefaultTreeAdapterTypes.Node;
type TParentNode = DefaultTreeAdapterTypes.ParentNode;
type TChildNode = DefaultTreeAdapterTypes.ChildNode;
type TElement = DefaultTreeAdapterTypes.Element;

/** The deepest level an element keeps its own elements at; deeper content is laid out beside it. */
export const MAX_ELEMENT_DEPTH = 64;

function isElement(node: TNode): node is TElement {
  return "tagName" in node;
}

function childNodesOf(node: TParentNode): TChildNode[] {
  return "content" in node ? (node as DefaultTreeAdapterTypes.Template).content.childNodes : node.childNodes;
}

/**
 * An element with elements inside it as a row of siblings in document order, each holding only text: each run of
 * text in a copy of the element it belongs to (the text after an inner element in a second copy), each empty
 * element as itself. No text is lost or reordered; only the nesting goes.
 */
function flattened(root: TElement, parent: TParentNode): TChildNode[] {
  const row: TChildNode[] = [];
  const open: TElement[] = [];
  let target: TElement | undefined;
  const copyOf = (element: TElement): TElement => {
    const copy = defaultTreeAdapter.createElement(element.tagName, element.namespaceURI, element.attrs);
    copy.parentNode = parent;
    row.push(copy);
    return copy;
  };
  const work: Array<TChildNode | undefined> = [root];
  while (work.length > 0) {
    const node = work.pop();
    if (node === undefined) {
      // The end of an element: text after it belongs to the element around it.
      open.pop();
      target = undefined;
    } else if (isElement(node)) {
      const children = childNodesOf(node);
      // An element is laid out where it holds text, or as itself when empty (a `<br>`, an image, an empty cell);
      // a wrapper around other elements only has none of its own.
      target = children.length === 0 ? copyOf(node) : undefined;
      open.push(node);
      work.push(undefined);
      for (let index = children.length - 1; index >= 0; index--) work.push(children[index]);
    } else if (defaultTreeAdapter.isTextNode(node)) {
      target ??= copyOf(open.at(-1)!);
      defaultTreeAdapter.insertText(target, node.value);
    }
  }
  return row;
}

/** The page's deep elements laid out beside each other at MAX_ELEMENT_DEPTH; whether any was. */
function layOutDeepContent(document: DefaultTreeAdapterTypes.Document): boolean {
  const parents = new Set<TParentNode>();
  const tooDeep = new Set<TElement>();
  const stack: Array<[TParentNode, number]> = [[document, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    for (const child of childNodesOf(node)) {
      if (!isElement(child)) continue;
      if (depth + 1 < MAX_ELEMENT_DEPTH) stack.push([child, depth + 1]);
      else if (childNodesOf(child).some(isElement)) {
        tooDeep.add(child);
        parents.add(node);
      }
    }
  }
  for (const parent of parents) {
    setChildNodes(
      parent,
      childNodesOf(parent).map((child) => {
        if (!isElement(child) || !tooDeep.has(child)) return child;
        // The row in a <div> of its own: a block of blocks only, which the article reader groups when it is wide.
        const row = defaultTreeAdapter.createElement("div", child.namespaceURI, []);
        row.parentNode = parent;
        row.childNodes = flattened(child, row);
        return row;
      }),
    );
  }
  return tooDeep.size > 0;
}

function setChildNodes(parent: TParentNode, children: TChildNode[]): void {
  if ("content" in parent) (parent as DefaultTreeAdapterTypes.Template).content.childNodes = children;
  else parent.childNodes = children;
}

/** The most formatting elements the parser's list keeps after its last marker (real pages keep at most 4). */
export const MAX_FORMATTING_ELEMENTS = 8;
/** The most formatting elements the parser re-opens in a page (real pages re-open at most about 80). */
export const MAX_REOPENED_ELEMENTS = 1_000;
// The type parse5 gives an element's entry in the list of active formatting elements (a marker is 0).
const ELEMENT_ENTRY = 1;

/**
 * parse5's parser with bounds on the formatting elements it re-opens at block starts: past MAX_FORMATTING_ELEMENTS
 * after the last marker, the oldest entry leaves the list of active formatting elements (as the standard's Noah's
 * Ark clause lets an entry go), and once MAX_REOPENED_ELEMENTS are re-opened no more are. Text stays where the
 * parser puts it, in order; only the formatting around it after a block start goes.
 */
class BoundedFormattingParser extends Parser<DefaultTreeAdapterMap> {
  /** Whether a bound was reached, so the tree differs from an unbounded parse. */
  bounded = false;
  private reopened = 0;

  constructor(options: ParserOptions<DefaultTreeAdapterMap>) {
    super(options);
    const list = this.activeFormattingElements;
    const push = list.pushElement.bind(list);
    list.pushElement = (element, token) => {
      push(element, token);
      let count = 0;
      let oldest = list.newest;
      for (let entry = list.newest; entry?.type === ELEMENT_ENTRY; entry = entry.older) {
        oldest = entry;
        count++;
      }
      if (count > MAX_FORMATTING_ELEMENTS && oldest?.type === ELEMENT_ENTRY) {
        list.removeEntry(oldest);
        this.bounded = true;
      }
    };
  }

  override _reconstructActiveFormattingElements(): void {
    // The entries the parser would re-open: those after the newest one still open (at most the list's bound).
    let closed = 0;
    for (
      let entry = this.activeFormattingElements.newest;
      entry?.type === ELEMENT_ENTRY && !this.openElements.contains(entry.element);
      entry = entry.older
    )
      closed++;
    if (closed === 0) return;
    if (this.reopened + closed > MAX_REOPENED_ELEMENTS) {
      this.bounded = true;
      return;
    }
    this.reopened += closed;
    super._reconstructActiveFormattingElements();
  }
}

/** The most children an element keeps as they are (real pages hold at most about 2,300). */
export const MAX_CHILDREN = 2_500;
/** The most attributes an element keeps (real pages carry at most 64; jsdom looks up each one among those before it). */
export const MAX_ATTRIBUTES = 1_000;
// Children per group when a wide element's children are grouped.
const GROUP = 100;
// Elements that flow within a line (HTML's phrasing content): a run of them, with the text between, is one line.
const INLINE_TAGS = new Set(
  "a abbr area audio b bdi bdo big br button canvas cite code data datalist del dfn em embed font i iframe img input ins kbd label map mark math meter nobr noscript object output picture progress q rp rt ruby s samp select slot small span strike strong sub sup svg template textarea time tt u var video wbr".split(
    " ",
  ),
);
// Elements whose children a wrapper would move or drop when jsdom parses the markup again (tables, lists of options,
// the document's head) or whose text is raw.
const UNGROUPED_PARENTS = new Set(
  "colgroup datalist frameset head html optgroup option select table tbody textarea tfoot thead title tr".split(" "),
);

/** Text, a comment or an element that flows within a line. */
function isInline(node: TChildNode): boolean {
  return !isElement(node) || INLINE_TAGS.has(node.tagName);
}

/** A new element of the given tag around the nodes, in the parent's place. */
function wrapped(tagName: string, nodes: TChildNode[], parent: TParentNode): TElement {
  const group = defaultTreeAdapter.createElement(tagName, html.NS.HTML, []);
  group.parentNode = parent;
  for (const node of nodes) node.parentNode = group;
  group.childNodes = nodes;
  return group;
}

/** Each run of more than GROUP inline nodes in <span>s of GROUP, as a tree: the run stays one line. */
function spanRuns(children: TChildNode[], parent: TParentNode): TChildNode[] {
  const out: TChildNode[] = [];
  let run: TChildNode[] = [];
  const endRun = () => {
    while (run.length > GROUP) {
      const groups: TChildNode[] = [];
      for (let start = 0; start < run.length; start += GROUP)
        groups.push(wrapped("span", run.slice(start, start + GROUP), parent));
      run = groups;
    }
    out.push(...run);
    run = [];
  };
  for (const child of children) {
    if (isInline(child)) run.push(child);
    else {
      endRun();
      out.push(child);
    }
  }
  endRun();
  return out;
}

/**
 * Children in <div>s of about GROUP, as a tree, while more than MAX_CHILDREN: a group ends only beside a block
 * (never inside a line), so every line of text stays as it was.
 */
function divRows(children: TChildNode[], parent: TParentNode): TChildNode[] {
  let level = children;
  while (level.length > MAX_CHILDREN) {
    const groups: TChildNode[] = [];
    let start = 0;
    for (let index = start + GROUP; index < level.length; index++) {
      if (index - start >= GROUP && (!isInline(level[index - 1]!) || !isInline(level[index]!))) {
        groups.push(wrapped("div", level.slice(start, index), parent));
        start = index;
      }
    }
    groups.push(wrapped("div", level.slice(start), parent));
    if (groups.length >= level.length / 2) break;
    level = groups;
  }
  return level;
}

/**
 * Every element of more than MAX_CHILDREN children given them in groups, and of more than MAX_ATTRIBUTES
 * attributes kept to its first MAX_ATTRIBUTES; whether any was.
 */
function boundWideElements(document: DefaultTreeAdapterTypes.Document): boolean {
  let grouped = false;
  const stack: TParentNode[] = [document];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const children = childNodesOf(node);
    for (const child of children) if (isElement(child)) stack.push(child);
    if (!isElement(node)) continue;
    if (node.attrs.length > MAX_ATTRIBUTES) {
      node.attrs = node.attrs.slice(0, MAX_ATTRIBUTES);
      grouped = true;
    }
    if (children.length <= MAX_CHILDREN) continue;
    if (node.namespaceURI !== html.NS.HTML || UNGROUPED_PARENTS.has(node.tagName)) continue;
    const parent = "content" in node ? (node as DefaultTreeAdapterTypes.Template).content : node;
    const spanned = spanRuns(children, parent);
    // A <div> inside a paragraph would close it when jsdom parses the markup again.
    setChildNodes(node, node.tagName === "p" ? spanned : divRows(spanned, parent));
    grouped = true;
  }
  return grouped;
}

/**
 * The page's markup within the bounds above: unchanged when the page stays within them (every real page), else
 * parse5's tree of it with deep content laid out beside its parent at MAX_ELEMENT_DEPTH, the list of active
 * formatting elements kept to MAX_FORMATTING_ELEMENTS, at most MAX_REOPENED_ELEMENTS re-opened, the children of wide elements grouped and each element's attributes kept
 * to MAX_ATTRIBUTES, text kept in order. One linear parse.
 */
export function boundPageShape(markup: string): string {
  const parser = new BoundedFormattingParser({ scriptingEnabled: false });
  parser.tokenizer.write(markup, true);
  const { document } = parser;
  const deep = layOutDeepContent(document);
  const wide = boundWideElements(document);
  return parser.bounded || deep || wide ? serialize(document, { scriptingEnabled: false }) : markup;
}

// The declarations of an element's own style that say whether it is seen (what the readers and Readability ask).
const VISIBILITY_DECLARATION = /^\s*(?:display|visibility)\s*:/i;

/**
 * The markup with each element's own style kept to its display and visibility declarations. jsdom parses every
 * `style` attribute as it builds the DOM, and its CSS parser throws on some shorthands browsers read
 * (`background: url(…)no-repeat`, a value glued to the `url()` before it): the whole page was lost. A page that
 * jsdom cannot build is built again from this markup. One linear parse.
 */
export function keepVisibilityStyles(markup: string): string {
  const document = parse(markup, { scriptingEnabled: false });
  const stack: TParentNode[] = [document];
  while (stack.length > 0) {
    const node = stack.pop()!;
    for (const child of childNodesOf(node)) if (isElement(child)) stack.push(child);
    if (!isElement(node)) continue;
    for (const attribute of node.attrs) {
      if (attribute.name !== "style") continue;
      attribute.value = attribute.value
        .split(";")
        .filter((declaration) => VISIBILITY_DECLARATION.test(declaration))
        .join(";");
    }
  }
  return serialize(document, { scriptingEnabled: false });
}
