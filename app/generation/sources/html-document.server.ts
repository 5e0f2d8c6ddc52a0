// Shared HTML helpers of the source readers: one parser (jsdom, scripts off, console silenced) for all.
import { JSDOM, VirtualConsole } from "jsdom";

/** Parses a page and hands its document to the reader; the window is closed afterwards. */
export function withDocument<T>(html: string, url: string, read: (document: Document) => T): T {
  // A silent virtual console: stylesheet parse warnings of real pages are not our errors.
  const dom = new JSDOM(html, {
    url: URL.canParse(url) ? url : "https://example.invalid/",
    virtualConsole: new VirtualConsole(),
  });
  try {
    return read(dom.window.document);
  } finally {
    dom.window.close();
  }
}

export function normalizeText(text: string | null | undefined): string {
  return (text ?? "").replace(/[\u00a0\s]+/g, " ").trim();
}

export function textOf(element: Element | null | undefined): string {
  return normalizeText(element?.textContent);
}

/** Block-aware text: paragraphs, headings and list items on their own lines. */
export function blockTextOf(element: Element | null | undefined): string {
  if (!element) return "";
  const blocks = [...element.querySelectorAll("h1, h2, h3, h4, h5, h6, p, li, blockquote, pre, td")]
    .filter((block) => !block.parentElement?.closest("p, li, blockquote, pre, td"))
    .map((block) => {
      const text = textOf(block);
      if (!text) return "";
      if (/^H[1-6]$/.test(block.tagName)) return `## ${text}`;
      if (block.tagName === "LI") return `- ${text}`;
      return text;
    })
    .filter(Boolean);
  return blocks.length > 0 ? blocks.join("\n") : textOf(element);
}

export function metaContent(document: Document, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const element =
      document.querySelector(`meta[property="${key}"]`) ??
      document.querySelector(`meta[name="${key}"]`) ??
      document.querySelector(`meta[itemprop="${key}"]`);
    const content = normalizeText(element?.getAttribute("content"));
    if (content) return content;
  }
  return undefined;
}

/** Every JSON-LD object on the page, @graph entries flattened. */
export function readJsonLd(document: Document): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      out.push(record);
      if (Array.isArray(record["@graph"])) record["@graph"].forEach(visit);
    }
  };
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      visit(JSON.parse(script.textContent ?? ""));
    } catch {
      // A broken JSON-LD block is common on real pages; the other sources of facts remain.
    }
  }
  return out;
}

export function jsonLdOfType(document: Document, ...types: string[]): Record<string, unknown> | undefined {
  return readJsonLd(document).find((item) => {
    const type = item["@type"];
    const list = Array.isArray(type) ? type : [type];
    return list.some((entry) => typeof entry === "string" && types.includes(entry));
  });
}

export function stringField(record: Record<string, unknown> | undefined, key: string): string | undefined {
  const value = record?.[key];
  if (typeof value === "string") return normalizeText(value) || undefined;
  if (typeof value === "number") return String(value);
  if (value && typeof value === "object" && !Array.isArray(value))
    return stringField(value as Record<string, unknown>, "name");
  return undefined;
}

export function absoluteUrl(value: string | null | undefined, base: string): string | undefined {
  const text = value?.trim();
  if (!text || text.startsWith("data:")) return undefined;
  try {
    const url = new URL(text, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads a JavaScript object literal assigned in an inline script (`var ytInitialPlayerResponse = {...};`)
 * by scanning for its balanced closing brace, strings and escapes respected.
 */
export function extractAssignedJson(html: string, variable: string): unknown {
  const pattern = new RegExp(`${variable.replace(/[.$]/g, "\\$&")}\\s*=\\s*\\{`, "g");
  const match = pattern.exec(html);
  if (!match) return undefined;
  const start = match.index + match[0].length - 1;
  let depth = 0;
  let quote: string | null = null;
  for (let index = start; index < html.length; index++) {
    const char = html[index];
    if (quote) {
      if (char === "\\") index++;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === "{") depth++;
    else if (char === "}" && --depth === 0) {
      try {
        return JSON.parse(html.slice(start, index + 1));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Follows a path of keys through parsed JSON without trusting its shape. */
export function dig(value: unknown, ...path: Array<string | number>): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

export function digString(value: unknown, ...path: Array<string | number>): string | undefined {
  const found = dig(value, ...path);
  if (typeof found === "string") return found.trim() || undefined;
  if (typeof found === "number") return String(found);
  return undefined;
}

export function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");
}

export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastBreak = Math.max(cut.lastIndexOf("\n"), cut.lastIndexOf(". "));
  return `${lastBreak > max * 0.8 ? cut.slice(0, lastBreak + 1) : cut}\n[…cut to ${max} characters]`;
}
