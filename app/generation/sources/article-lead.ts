// The lead (standfirst) an article's header shows right under its heading, apart from the body Readability keeps:
// a block whose class names a lead, an intro, a standfirst, an abstract, a subtitle, a teaser, a summary, an excerpt
// or a chapô ("atc-IntroText", "article__lead", "c-page-intro__copy", "entry-excerpt", "chapo").
import { shortTextOf } from "./article-heading";
import { elementsUnder } from "./html-document.server";

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

/** The text of the article's lead under its heading, if the page shows one there. */
export function articleLead(document: Document, heading: Element | undefined): string | undefined {
  if (!heading) return undefined;
  const elements = elementsUnder(document);
  const start = elements.indexOf(heading);
  if (start < 0) return undefined;
  for (const element of elements.slice(start + 1, start + 1 + ELEMENTS_AFTER_HEADING)) {
    const className = element.getAttribute("class") ?? "";
    if (!LEAD_CLASS.test(className) || CAPTION_CLASS.test(className)) {
      if (element.localName === "p" && shortTextOf(element, BODY_PARAGRAPH) === undefined) return undefined;
      continue;
    }
    if (element.closest(OUTSIDE_THE_ARTICLE)) continue;
    const text = shortTextOf(element, LEAD_MAX);
    if (text && text.length >= LEAD_MIN) return text;
  }
  return undefined;
}
