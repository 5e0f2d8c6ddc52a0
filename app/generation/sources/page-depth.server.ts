// Bounds how deep a page's elements nest before jsdom builds its DOM. jsdom walks every ancestor of a node it
// inserts (a stack overflow past about 10,000 levels) and Readability weighs each block by the text of every block
// inside it, so a page of thousands of unclosed `<div>`s took minutes. Browsers bound the nesting too (Chromium's
// parser puts elements deeper than 512 levels beside their parent). Real pages nest under 50 levels.
import { defaultTreeAdapter, parse, serialize, type DefaultTreeAdapterTypes } from "parse5";

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

/**
 * The page's markup with no element deeper than MAX_ELEMENT_DEPTH levels: unchanged when the page stays within it
 * (every real page), else the elements below that level laid out as siblings at it, text kept in order. One linear
 * parse with parse5 (the parser jsdom uses), whose tree is plain objects.
 */
export function boundPageDepth(markup: string): string {
  const document = parse(markup, { scriptingEnabled: false });
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
  if (tooDeep.size === 0) return markup;
  for (const parent of parents) {
    const children = childNodesOf(parent).map((child) => {
      if (!isElement(child) || !tooDeep.has(child)) return child;
      // The row in a <div> of its own: a block of blocks only, which the article reader groups when it is wide.
      const row = defaultTreeAdapter.createElement("div", child.namespaceURI, []);
      row.parentNode = parent;
      row.childNodes = flattened(child, row);
      return row;
    });
    if ("content" in parent) (parent as DefaultTreeAdapterTypes.Template).content.childNodes = children;
    else parent.childNodes = children;
  }
  return serialize(document, { scriptingEnabled: false });
}
