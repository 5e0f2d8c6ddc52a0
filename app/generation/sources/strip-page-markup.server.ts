// Drops what never reaches a reader (scripts other than JSON-LD data, styles, templates, SVG drawings, frames)
// in one streaming pass over the page, before any DOM is built: a 3 MB retailer page keeps under 1 MB of markup,
// so the DOM parse that follows takes a fraction of the time. Everything else is kept byte for byte.
import { Parser } from "htmlparser2";

const DROPPED_ELEMENTS = new Set(["script", "style", "noscript", "template", "svg", "iframe", "object", "canvas"]);

function isDataScript(name: string, attributes: Record<string, string>): boolean {
  return name === "script" && (attributes.type ?? "").trim().toLowerCase() === "application/ld+json";
}

export interface TStrippedPage {
  /** The page without scripts (JSON-LD kept), styles and other markup that carries no readable text. */
  markup: string;
  /** The text of the page's style elements, for the text that CSS adds (`::before { content: "€" }`). */
  styles: string[];
}

/** Splits a page into its readable markup and its style sheets, in one linear pass. */
export function stripPageMarkup(html: string): TStrippedPage {
  const dropped: Array<[number, number]> = [];
  const styles: string[] = [];
  let dropStart = -1;
  let depth = 0;
  let inStyle = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (depth > 0) {
          depth++;
          return;
        }
        if (DROPPED_ELEMENTS.has(name) && !isDataScript(name, attributes)) {
          dropStart = parser.startIndex;
          depth = 1;
          inStyle = name === "style";
        }
      },
      ontext(text) {
        if (inStyle && depth === 1) styles.push(text);
      },
      onclosetag() {
        if (depth > 0 && --depth === 0) {
          dropped.push([dropStart, parser.endIndex + 1]);
          inStyle = false;
        }
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  // An element left open at the end of the page runs to the end.
  if (depth > 0) dropped.push([dropStart, html.length]);
  if (dropped.length === 0) return { markup: html, styles };
  const kept: string[] = [];
  let position = 0;
  for (const [start, end] of dropped) {
    kept.push(html.slice(position, start));
    position = end;
  }
  kept.push(html.slice(position));
  return { markup: kept.join(""), styles };
}

export interface TGeneratedContent {
  before?: string;
  after?: string;
}

function unquote(value: string): string | undefined {
  const match = /^\s*(["'])(.*)\1\s*(?:!important)?\s*$/s.exec(value);
  // Escaped code points are icon-font glyphs, no text a reader sees.
  return match?.[2] && !match[2].includes("\\") ? match[2] : undefined;
}

/**
 * The text that style sheets add to elements of a class (`.price::before { content: "€" }`), by class name.
 * A linear scan over the rules (no backtracking pattern over the sheet), simple class selectors only.
 */
export function readGeneratedContent(styles: readonly string[]): Map<string, TGeneratedContent> {
  const found = new Map<string, TGeneratedContent>();
  for (const sheet of styles) {
    for (const rule of sheet.split("}")) {
      const open = rule.lastIndexOf("{");
      if (open < 0) continue;
      const declarations = rule.slice(open + 1);
      const contentAt = declarations.indexOf("content");
      if (contentAt < 0) continue;
      const declaration = declarations.slice(contentAt).split(";")[0] ?? "";
      const value = unquote(declaration.slice(declaration.indexOf(":") + 1));
      if (!value) continue;
      for (const selector of rule.slice(0, open).split(",")) {
        const match = /^\s*\.([\w-]+)::?(before|after)\s*$/.exec(selector.slice(selector.lastIndexOf("@") + 1).trim());
        if (!match?.[1] || !match[2]) continue;
        const entry = found.get(match[1]) ?? {};
        entry[match[2] as "before" | "after"] = value;
        found.set(match[1], entry);
      }
    }
  }
  return found;
}
