// The lead (standfirst) an article's header shows right under its heading, apart from the body Readability keeps:
// a subtitle set as a smaller heading right under it, a block whose class names a lead, an intro, a standfirst, an
// abstract, a subtitle, a teaser, a summary, an excerpt or a chapô ("atc-IntroText", "article__lead",
// "c-page-intro__copy", "entry-excerpt", "chapo"), or, whatever its class, the block there that shows the page's own
// summary (its meta description) to the reader.
import { shortTextOf } from "./article-heading";
import { childElementsOf, elementsUnder } from "./html-document.server";

// (The lead picture, "lead-asset" or "lead-image", is no lead text.)
const LEAD_CLASS =
  /(?:^|[\s_-])(?:lead(?![-_]?(?:asset|image|img|media|photo|picture|art|video))|intro|standfirst|abstract|sub-?title|sub-?headline|teaser|summary|excerpt|chapo)/i;
// A picture's caption or credit near the heading is no lead, whatever its class says.
const CAPTION_CLASS = /caption|credit|byline/i;
// Elements after the heading looked at, at most: the lead sits right under it, before the body.
const ELEMENTS_AFTER_HEADING = 80;
// A lead is a sentence or a few: shorter is a label, longer (or of many elements) is a block of the page.
const LEAD_MIN = 40;
const LEAD_MAX = 1_000;
// A paragraph this long that is no lead starts the body: no lead comes after it.
const BODY_PARAGRAPH = 150;
const OUTSIDE_THE_ARTICLE = "nav, aside, footer, a, button, form, figure, figcaption";
// Characters of a lead and a summary compared: a summary may be the lead cut short, or the lead with more after it.
const SAME_START = 60;
// Levels looked down from a block that shows the summary to the one that holds it alone (a header's row of lead and
// byline holds the lead's paragraph).
const LEVELS_DOWN = 8;

const folded = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

/** Whether a page's summary and a text say the same: the start of either is in the other. */
export function saysTheSame(summary: string, text: string): boolean {
  const [a, b] = [folded(summary), folded(text)];
  return a.includes(b.slice(0, SAME_START)) || b.includes(a.slice(0, SAME_START));
}

/** Whether an article's text already says a page's summary (its start, or the whole of a short one). */
export function textSays(text: string, summary: string): boolean {
  return folded(text).includes(folded(summary).slice(0, SAME_START));
}

/** The text of an element that shows the page's summary, of the innermost such element, if it shows it. */
function summaryShownBy(element: Element, summary: string): string | undefined {
  let text = shortTextOf(element, LEAD_MAX);
  if (!text || text.length < LEAD_MIN || !saysTheSame(summary, text)) return undefined;
  for (let level = 0, at = element; level < LEVELS_DOWN; level++) {
    const inner = childElementsOf(at).find((child) => {
      const childText = shortTextOf(child, LEAD_MAX);
      return childText !== undefined && childText.length >= LEAD_MIN && saysTheSame(summary, childText);
    });
    if (!inner) break;
    at = inner;
    text = shortTextOf(inner, LEAD_MAX);
  }
  return text;
}

// Headings that set a subtitle under the headline (`<h1>…</h1><h2>…</h2>`, alone or in an `hgroup`).
const SUBTITLE_TAGS = new Set(["h2", "h3", "h4"]);

/**
 * The subtitle a page sets as a smaller heading right under its headline, its next element: a sentence or a few
 * ("<h1>No money left for the rent</h1><h2>Activists in the United States call for a rent freeze …</h2>"). A short
 * one is a section's heading or a label, not a lead.
 */
function subtitleUnder(heading: Element): string | undefined {
  const next = heading.nextElementSibling;
  if (!next || !SUBTITLE_TAGS.has(next.localName) || next.closest(OUTSIDE_THE_ARTICLE)) return undefined;
  const text = shortTextOf(next, LEAD_MAX);
  return text && text.length >= LEAD_MIN ? text : undefined;
}

/**
 * The text of the article's lead under its heading, if the page shows one there: a smaller heading right under it
 * (subtitleUnder), a block a lead's class names, or
 * the block that shows the page's summary (`summary`, its meta description). A summary no block there shows is no
 * lead: it is the site's description of the page, not a part of the article a reader reads.
 */
export function articleLead(document: Document, heading: Element | undefined, summary?: string): string | undefined {
  if (!heading) return undefined;
  const elements = elementsUnder(document);
  const start = elements.indexOf(heading);
  if (start < 0) return undefined;
  const shown = summary && summary.length >= LEAD_MIN ? summary : undefined;
  const subtitle = subtitleUnder(heading);
  if (subtitle) return subtitle;
  for (const element of elements.slice(start + 1, start + 1 + ELEMENTS_AFTER_HEADING)) {
    const className = element.getAttribute("class") ?? "";
    if (!LEAD_CLASS.test(className) || CAPTION_CLASS.test(className)) {
      const shownHere = shown && !element.closest(OUTSIDE_THE_ARTICLE) ? summaryShownBy(element, shown) : undefined;
      if (shownHere) return shownHere;
      if (element.localName === "p" && shortTextOf(element, BODY_PARAGRAPH) === undefined) return undefined;
      continue;
    }
    if (element.closest(OUTSIDE_THE_ARTICLE)) continue;
    // A lead's block that shows the summary beside a picture's credit: the summary's own element.
    const text = (shown && summaryShownBy(element, shown)) || shortTextOf(element, LEAD_MAX);
    if (text && text.length >= LEAD_MIN) return text;
  }
  return undefined;
}
