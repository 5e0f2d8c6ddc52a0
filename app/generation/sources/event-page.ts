// An event's page told by what a person sees on it when its data does not say so: beside the page's heading, the
// event's date with its hours ("30. März 2020, 13:15 Uhr - 19:00 Uhr", "Sat, Mar 5 · 7:00 PM – 10:00 PM"), or a
// list of its dates with their start times (a tour's "Wed 25 Nov 2015 11:00 AM", one line a date), and a call to
// register, to get tickets or to add the date to a calendar. Ten such dates or more make a list of events (a city's
// events calendar, each row's date, weekday and time in cells of their own). Product pages (a ticket shop's) and
// pages that say they are articles are read as such before this is asked.
import { elementsUnder, hasJsonLdType, normalizeText, readJsonLd, textOf } from "./html-document.server";
import { headingNamesOneOf } from "./product-list-data";

// The heading's block (a cover with its date, place and claim) holds no more text than this; a page's body does.
const HEADING_BLOCK = 600;
const DATE_LINE = 100;
// Hours from and to: "13:15 Uhr - 19:00 Uhr", "7:00 PM – 10:00 PM", "19.30 – 22.00", "7pm-10pm".
const HOURS =
  /\b\d{1,2}[:.]\d{2}\s*(?:uhr|h)?\s*[-–—]\s*\d{1,2}[:.]\d{2}\b|\b\d{1,2}(?:[:.]\d{2})?\s*[ap]\.?m\.?\s*[-–—]\s*\d{1,2}(?:[:.]\d{2})?\s*[ap]\.?m\b/i;
// A day: a year, or a day beside a month's name ("30. März", "Mar 5", "5 mars").
const DAY = /\b(?:19|20)\d{2}\b|\b\d{1,2}\.?\s+\p{L}{3,}|\b\p{L}{3,}\.?\s+\d{1,2}\b/u;
// A call a person answers to attend, in the languages of the corpus; a bare "Register" or "Anmelden" (an account's
// sign-in) is no such call.
const ATTEND_CALL =
  /^(?:register (?:now|here|today|for (?:the|this) event)|jetzt (?:anmelden|registrieren)|zur anmeldung|(?:get|buy|book) (?:your )?tickets?|tickets? (?:kaufen|sichern)|book (?:now|your (?:seat|place|spot)s?)|reserve (?:a|your) (?:seat|place|spot)|rsvp|inscrivez-vous|s'inscrire|inscr[ií]bete|inscribirse|iscriviti|add to (?:my )?calendar|(?:zum|in den) kalender(?: hinzufügen| eintragen)?|ajouter (?:au|à mon) (?:calendrier|agenda)|añadir al calendario|aggiungi al calendario)[.!]?$/i;
const CALL_TEXT = 40;
// A line that is only a date and its start time ("Wed 25 Nov 2015 11:00 AM", "Sat, March 5th 7pm", "12.03.2024
// 19:30", "3/16 Wed 12:00 PM"): an optional weekday, the day and month (as words or figures; month and day with a
// slash and no year, as a calendar's rows write them), an optional weekday, an optional year, the time.
const DATE_TIME_LINE =
  /^(?:\p{L}{2,10}\.?,?\s+)?(?:\d{1,2}\.?\s+\p{L}{3,10}\.?|\p{L}{3,10}\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}[./]\d{1,2}[./](?:19|20)?\d{2}|\d{1,2}\/\d{1,2}|(?:19|20)\d{2}-\d{2}-\d{2})(?:,?\s+\p{L}{2,10}\.?)?,?\s+(?:(?:19|20)\d{2},?\s+)?(?:at\s+|um\s+|à\s+|[-–·|]\s+)?(?:\d{1,2}[:.]\d{2}\s*(?:[ap]\.?m\.?|uhr|h)?|\d{1,2}\s*[ap]\.?m\.?)$/iu;
const DATES_OF_AN_EVENT = 3;
// A calendar lists many events, each a row of its date and start time: this many rows make a list of events.
const DATES_OF_A_CALENDAR = 10;
// A row's date, weekday and time may be cells of their own ("3/16" "Wed" "12:00 PM"): up to three short lines in a
// row are read together.
const ROW_CELLS = 3;
const DATE_LINES_READ = 3_000;
// A calendar's count of the events it lists, a line of its own or cells read together ("Results" "128" "EVENTS",
// "42 events found", "Showing 1-10 of 128 events"), in the languages of the corpus.
const EVENTS_COUNT =
  /(?:^|\s)\d[\d,.]{0,9}\s+(?:upcoming\s+)?(?:events|veranstaltungen|termine|événements|évènements|eventos|eventi|evenementen|wydarze[nń]|мероприяти[йяе])(?:\s+(?:found|gefunden|trouvés|encontrados|trovati))?$/iu;
// A date alone on its line, with its year ("March 18, 2016", "March 17 - 20, 2016", "18 mars 2016", "18.03.2016"):
// a calendar's rows without start times.
const DATE_ALONE_LINE =
  /^(?:\p{L}{2,10}\.?,?\s+)?(?:\p{L}{3,10}\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:\s*[-–]\s*(?:\p{L}{3,10}\.?\s+)?\d{1,2}(?:st|nd|rd|th)?)?,?|\d{1,2}\.?(?:\s*[-–]\s*\d{1,2}\.?)?\s+\p{L}{3,10}\.?|\d{1,2}[./]\d{1,2}[./])\s*(?:19|20)\d{2}$|^(?:19|20)\d{2}-\d{2}-\d{2}$/iu;

// A cover is a few blocks around its heading; the walk up stops there whatever the page's depth.
const HEADING_LEVELS = 6;

/** The block around the page's first heading: its largest near ancestor that holds no more than a cover's text. */
function headingBlock(document: Document): Element | undefined {
  const heading = document.body?.querySelector("h1");
  if (!heading) return undefined;
  let block: Element = heading;
  let levels = 0;
  for (let parent = heading.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
    if (++levels > HEADING_LEVELS || (parent.textContent ?? "").length > HEADING_BLOCK) break;
    block = parent;
  }
  return block;
}

/** Whether a text of the block (each text node once) is a date with its hours. */
function holdsDateWithHours(block: Element): boolean {
  const walker = block.ownerDocument.createTreeWalker(block, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.nodeValue ?? "").slice(0, 1_000).replace(/\s+/g, " ").trim();
    if (text.length <= DATE_LINE && HOURS.test(text) && DAY.test(text)) return true;
  }
  return false;
}

/** The body's text lines in order (at most DATE_LINES_READ nodes), each short one with the short lines before it in
 * its row (at most ROW_CELLS; a long line ends the row). `row` is shared: a caller that clears it starts a new row. */
function* shortLineRows(document: Document): Generator<{ text: string; node: Node; row: string[] }> {
  if (!document.body) return;
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  const row: string[] = [];
  let read = 0;
  for (let node = walker.nextNode(); node && read < DATE_LINES_READ; node = walker.nextNode(), read++) {
    const text = (node.nodeValue ?? "")
      .slice(0, DATE_LINE + 1)
      .replace(/\s+/g, " ")
      .trim();
    if (!text) continue;
    if (text.length > DATE_LINE / 2) {
      row.length = 0;
      continue;
    }
    row.push(text);
    if (row.length > ROW_CELLS) row.shift();
    yield { text, node, row };
  }
}

// A post's date, after the words that say who wrote it and how ("Milan answered on" "07 Jan 2010," "09:50 AM", "asked
// on", "posted on", "geantwortet am", "répondu le"): a thread's or Q&A page's posts, each dated so, list no events.
const POST_DATE_LEAD =
  /(?:^|\s)(?:answered|asked|posted|replied|commented|wrote|edited|geantwortet|gefragt|geschrieben|verfasst|répondu|posté|respondido|preguntado|risposto)(?:\s+(?:on|at|am|le|el|il))?\s*:?$/iu;

/** How many dates with their start times the page lists (up to a calendar's count), each on a short line of its own
 * or in short cells of a row read together ("3/16" "Wed" "12:00 PM"); the options of a date picker are one event's
 * dates, never a calendar's, and a post's date (see POST_DATE_LEAD) is no event's. */
function datesWithTimes(document: Document): number {
  let dates = 0;
  let pickerDates = 0;
  for (const { node, row } of shortLineRows(document)) {
    const start = row.findIndex((_, first) => DATE_TIME_LINE.test(row.slice(first).join(" ")));
    if (start < 0) continue;
    const lead = row[start - 1];
    row.length = 0;
    if (lead !== undefined && POST_DATE_LEAD.test(lead)) continue;
    // (the dates a picker offers, its options, are one event's, whatever their number)
    if (node.parentElement?.closest("select")) pickerDates++;
    else if (++dates >= DATES_OF_A_CALENDAR) return dates;
  }
  return Math.min(dates + pickerDates, DATES_OF_A_CALENDAR - 1);
}

/** A calendar that counts its events ("Results 128 EVENTS") and lists ten dates or more, each alone on a short line
 * of its own (its rows' dates without start times, beside each event's place); the dates a picker offers are not
 * its rows. */
function countsListedEvents(document: Document): boolean {
  let counted = false;
  let dates = 0;
  for (const { text, node, row } of shortLineRows(document)) {
    if (!counted && EVENTS_COUNT.test(row.join(" "))) counted = true;
    if (DATE_ALONE_LINE.test(text) && !node.parentElement?.closest("select")) dates++;
    if (counted && dates >= DATES_OF_A_CALENDAR) return true;
  }
  return false;
}

/** What event page the page is: a list of many events' dates with their start times (an events calendar), or one
 * event (a date with its hours beside its heading, or a list of its dates with their start times); either with a
 * call to attend. */
export function eventKindOf(document: Document): "event" | "events" | undefined {
  const block = headingBlock(document);
  if (!block) return undefined;
  // (a calendar that counts its events needs no call to attend: each row leads to its event's page)
  if (countsListedEvents(document)) return "events";
  const dates = holdsDateWithHours(block) ? DATES_OF_AN_EVENT : datesWithTimes(document);
  if (dates < DATES_OF_AN_EVENT) return undefined;
  const calls = elementsUnder(document.body!).some((element) => {
    if (element.localName !== "a" && element.localName !== "button") return false;
    const text = textOf(element);
    return text.length <= CALL_TEXT && ATTEND_CALL.test(text);
  });
  if (!calls) return undefined;
  return dates >= DATES_OF_A_CALENDAR ? "events" : "event";
}

// A list of events by its data: an agency's or venue's page marks up each event's tile as a schema.org Event (a
// concert, a show, a course date); three of different names, none the page's heading names, are many events. One
// event's page describes its event, at most with its parts (sub-events inside it) or a few others beside it.
const EVENTS_OF_A_LIST = 3;
const EVENT_ITEMS_READ = 2_000;
const EVENT_NAME = 200;
const EVENT_TYPE = /^(?:https?:\/\/schema\.org\/)?(?!broadcast|publication)[a-z]*event$|festival$/i;

/** The name a microdata item gives itself: its first `name` property outside items nested in it. */
function ownItemName(item: Element): string {
  for (const element of elementsUnder(item, 500)) {
    if (element === item || !(element.getAttribute("itemprop") ?? "").split(/\s+/).includes("name")) continue;
    if (element.parentElement?.closest("[itemscope]") !== item) continue;
    return normalizeText((element.getAttribute("content") ?? textOf(element)).slice(0, EVENT_NAME)).toLowerCase();
  }
  return "";
}

/** The names of the events the page's data describes side by side: its microdata Events that no other Event holds,
 * and its JSON-LD Events. */
function listedEventNames(document: Document): Set<string> {
  const names = new Set<string>();
  let read = 0;
  for (const element of document.body ? elementsUnder(document.body) : []) {
    const type = element.getAttribute("itemtype");
    if (type === null || !element.hasAttribute("itemscope")) continue;
    if (++read > EVENT_ITEMS_READ) break;
    if (!EVENT_TYPE.test(type.trim())) continue;
    const outer = element.parentElement?.closest("[itemscope][itemtype]");
    if (outer && EVENT_TYPE.test((outer.getAttribute("itemtype") ?? "").trim())) continue;
    const name = ownItemName(element);
    if (name) names.add(name);
  }
  for (const record of readJsonLd(document).slice(0, EVENT_ITEMS_READ)) {
    // (an ItemList's entries, each an Event or a ListItem holding one)
    const listed = hasJsonLdType(record, ["ItemList"]) ? record["itemListElement"] : [record];
    for (const entry of (Array.isArray(listed) ? listed : []).slice(0, EVENT_ITEMS_READ)) {
      const item = entry && typeof entry === "object" ? (entry as Record<string, unknown>) : undefined;
      const inner = item && hasJsonLdType(item, ["ListItem"]) ? item["item"] : item;
      const event = inner && typeof inner === "object" ? (inner as Record<string, unknown>) : undefined;
      const types = event ? (Array.isArray(event["@type"]) ? event["@type"] : [event["@type"]]) : [];
      if (!types.some((type) => typeof type === "string" && EVENT_TYPE.test(type))) continue;
      if (typeof event!["name"] === "string")
        names.add(normalizeText(event!["name"].slice(0, EVENT_NAME)).toLowerCase());
    }
  }
  names.delete("");
  return names;
}

/** Whether the page's data lists many events side by side (an agency's or venue's list of events, each tile marked up
 * as an Event): three names or more, none of which the page's main heading gives. */
export function listsEventsInData(document: Document): boolean {
  const names = listedEventNames(document);
  return names.size >= EVENTS_OF_A_LIST && !headingNamesOneOf(document, names);
}

/** Whether the page shows an event or a list of events (see eventKindOf). */
export function showsEvent(document: Document): boolean {
  return eventKindOf(document) !== undefined;
}

// A schedule or a table of results (a sports section's next matches and yesterday's results, a venue's programme):
// rows of tables, each opening with a time of day in a cell of its own ("01:30", "7:30 PM") and naming an event that
// links to a page of its own (a match's, a show's), ten different ones at least, on a page without an article's
// prose. A story's table of a few kick-off times, a thread's or product's page, lists no such rows.
const TIME_CELL = /^(?:[01]?\d|2[0-3])[:.][0-5]\d(?:\s?[ap]\.?m\.?)?$/i;
const TIME_CELL_TEXT = 12;
const TIMED_ROWS_OF_A_SCHEDULE = DATES_OF_A_CALENDAR;
const ROW_LINKS_READ = 20;
const ROWS_READ = 2_000;

/** A schedule or table of results (see TIME_CELL): ten rows or more, each opening with a time of day and linking by
 * a name (a link with a letter) to an address of its own, none the page's own or another row's. */
export function listsTimedRows(elements: readonly Element[], pageUrl: string, prose: boolean): boolean {
  if (prose || !URL.canParse(pageUrl)) return false;
  const page = new URL(pageUrl);
  const own = `${page.origin}${page.pathname}${page.search}`;
  const targets = new Set<string>();
  let rows = 0;
  for (const row of elements) {
    if (row.localName !== "tr") continue;
    if (++rows > ROWS_READ) return false;
    const first = row.firstElementChild;
    if (!first || first.localName !== "td") continue;
    if (!TIME_CELL.test(normalizeText((first.textContent ?? "").slice(0, TIME_CELL_TEXT * 4)))) continue;
    const link = elementsUnder(row, ROW_LINKS_READ * 5).find(
      (element) =>
        element.localName === "a" && element.hasAttribute("href") && /\p{L}/u.test(textOf(element).slice(0, 40)),
    );
    const href = link?.getAttribute("href");
    if (!href || !URL.canParse(href, page)) continue;
    const target = new URL(href, page);
    const address = `${target.origin}${target.pathname}${target.search}`;
    if (address !== own) targets.add(address);
    if (targets.size >= TIMED_ROWS_OF_A_SCHEDULE) return true;
  }
  return false;
}
