// A free web tool's front page, told by its shape whatever the site: the tool itself (one box to type in, as a
// search engine's start page shows it, and little else), or links to the tools it offers, each named by what it
// does ("CSS3 Button Generator", "Unit Converter"). Such a page shows no plans or prices and few product words, yet
// it is the product's own page (source-fit.ts reads it as software, never as a business's site). A portal's start
// page (a search box beside links to the site's mail, news and maps) is its search engine's page.
import {
  elementsNamed,
  elementsUnder,
  isUnreadText,
  leadingTextOf,
  normalizeText,
  SITE_FURNITURE,
} from "./html-document.server";

// A site's home page: its root, a language's root ("/en/") or its index file.
const HOME_PATH = /^\/(?:[a-z]{2}(?:[-_][a-z]{2})?\/?)?(?:index\.\w{2,4})?$/i;
// A start page says little beside its box: a logo's name, a tagline, a few links.
const START_PAGE_TEXT = 600;
const TEXT_NODES_READ = 2_000;
const FORMS_READ = 20;
const FIELDS_READ = 50;
// What a tool does, as the last word of its name (a generator of code, a converter of units, …).
const TOOL_NAME =
  /\s(?:generator|converter|calculator|editor|validator|checker|formatter|minifier|beautifier|compressor|encoder|decoder|tester|playground)$/i;
const TOOL_NAME_TEXT = 60;
const TOOLS_OF_A_SITE = 3;
const NOT_CONTENT = SITE_FURNITURE;
// A portal's start page (a search engine's with its mail, news, maps and weather): a search form, and links to the
// site's own services on five hosts of its domain or more ("mail.example.com", "news.example.com").
const SEARCH_ACTION = /(?:^|[/_.-])(?:search|find|suche|recherche|buscar|cerca|poisk|yandsearch|s)(?:[/_.?-]|$)/i;
const SERVICES_OF_A_PORTAL = 5;
const LINKS_READ = 3_000;
const ELEMENTS_READ = 30_000;

/** The page's visible words, counted up to `limit` characters (scripts and styles are no words a person reads). */
function visibleTextLength(document: Document, limit: number): number {
  const walker = document.createTreeWalker(document.body!, 4 /* NodeFilter.SHOW_TEXT */);
  let length = 0;
  let read = 0;
  for (let node = walker.nextNode(); node && read < TEXT_NODES_READ; node = walker.nextNode(), read++) {
    if (isUnreadText(node)) continue;
    length += normalizeText((node.nodeValue ?? "").slice(0, limit + 1)).length;
    if (length > limit) return length;
  }
  return read >= TEXT_NODES_READ ? limit + 1 : length;
}

/** A form whose only field to fill is one text box (a search or a tool's input): no password, message box, e-mail
 * or file field (a log-in, a contact or a newsletter form). */
function isOneBoxForm(form: Element): boolean {
  let boxes = 0;
  for (const field of elementsUnder(form, FIELDS_READ)) {
    if (field.localName === "textarea" || field.localName === "select") return false;
    if (field.localName !== "input") continue;
    const type = (field.getAttribute("type") ?? "text").toLowerCase();
    if (type === "password" || type === "email" || type === "file") return false;
    if (/mail/i.test(`${field.getAttribute("name") ?? ""} ${field.id}`)) return false;
    if (type === "text" || type === "search") boxes++;
  }
  return boxes === 1;
}

/** A tool's start page: at the site's root, one box to type in and little else to read. */
function isStartPage(document: Document, pageUrl: string): boolean {
  if (!URL.canParse(pageUrl) || !HOME_PATH.test(new URL(pageUrl).pathname)) return false;
  const forms = elementsNamed(document.body!, "form", FORMS_READ);
  if (!forms.some((form) => !form.closest(NOT_CONTENT) && isOneBoxForm(form))) return false;
  return visibleTextLength(document, START_PAGE_TEXT) <= START_PAGE_TEXT;
}

/** A site of tools: three links or headings or more, in the page's content, each naming a tool by what it does. */
function listsTools(elements: readonly Element[]): boolean {
  const tools = new Set<string>();
  for (const element of elements) {
    if (!/^(?:a|h[1-4])$/.test(element.localName)) continue;
    const text = leadingTextOf(element, TOOL_NAME_TEXT + 1).toLowerCase();
    if (text.length > TOOL_NAME_TEXT || !TOOL_NAME.test(text) || element.closest(NOT_CONTENT)) continue;
    tools.add(text);
    if (tools.size >= TOOLS_OF_A_SITE) return true;
  }
  return false;
}

/** A search form: marked so by its role, or sending its words to a search address, with a box to type in. */
function isSearchForm(form: Element): boolean {
  const action = form.getAttribute("action") ?? "";
  const searches =
    (form.getAttribute("role") ?? "").toLowerCase() === "search" ||
    (URL.canParse(action, "http://site.invalid/") &&
      SEARCH_ACTION.test(new URL(action, "http://site.invalid/").pathname));
  if (!searches) return false;
  return elementsUnder(form, FIELDS_READ).some(
    (field) => field.localName === "input" && /^(?:text|search)$/i.test(field.getAttribute("type") ?? "text"),
  );
}

/** A portal's start page: at the site's root, a search form and links to five services or more on hosts of the
 * site's own domain (its mail, news, maps): the search engine and its services are the product. */
function isPortalStartPage(document: Document, pageUrl: string): boolean {
  if (!URL.canParse(pageUrl)) return false;
  const page = new URL(pageUrl);
  if (!HOME_PATH.test(page.pathname) || page.search) return false;
  const forms = elementsNamed(document.body!, "form", FORMS_READ);
  if (!forms.some(isSearchForm)) return false;
  const domain = page.hostname.replace(/^www\./, "");
  const services = new Set<string>();
  let read = 0;
  for (const link of elementsUnder(document.body!, ELEMENTS_READ)) {
    if (link.localName !== "a") continue;
    if (++read > LINKS_READ) break;
    const href = link.getAttribute("href") ?? "";
    if (!/^(?:https?:)?\/\//i.test(href) || !URL.canParse(href, page)) continue;
    const host = new URL(href, page).hostname;
    if (host === domain || host === `www.${domain}` || !host.endsWith(`.${domain}`)) continue;
    services.add(host);
    if (services.size >= SERVICES_OF_A_PORTAL) return true;
  }
  return false;
}

/** Whether the page is a free web tool's front page: the tool's own box to type in, or its list of tools. */
export function showsWebTool(document: Document, pageUrl: string): boolean {
  if (!document.body) return false;
  return (
    isStartPage(document, pageUrl) ||
    isPortalStartPage(document, pageUrl) ||
    listsTools(elementsUnder(document.body, ELEMENTS_READ))
  );
}
