// A product's specifications as any shop shows them: two-cell table rows, definition lists (dt/dd), "Key: value"
// list items, label and value elements side by side, bold "Key:" labels and "Key: value" paragraphs of the
// description, outside navigation, footers and cookie notices. Read in page order, each name once.
import {
  childElementsOf,
  elementsNamed,
  elementsUnder,
  isHiddenElement,
  leadingSpacedTextOf,
  leadingTextOf,
  normalizeText,
  spacedTextOf,
} from "./html-document.server";
import { repairMojibake } from "./mojibake";
import { isOrderForm } from "./order-form";
import { CHOICE_PROMPT, singleChoices } from "./single-choice";
import type { TFactSource } from "./structured-product.server";

export interface TProductSpec {
  name: string;
  value: string;
  from: TFactSource;
}

const MAX_SPECS = 30;
const MAX_NAME = 60;
const MAX_VALUE = 240;
// Blocks whose rows are not the product's: site furniture, cookie and consent tables, reviews, instalment plans,
// delivery options ("курьер: 7 марта") and a category's chosen filters ("Material: Acrylic Remove").
const NOT_SPECS =
  "nav, header, footer, aside, form, dialog, [role=dialog], [role=navigation], [class*=cookie i], [id*=cookie i], [class*=consent i], [id*=consent i], [class*=gdpr i], [class*=review i], [id*=review i], [class*=cart i], [class*=installment i], [class*=cuota i], [class*=delivery i], [class*=shipping i], [class*=refinement i], [class*=facet i]";
// A description block inside a form is the product's own: shop systems wrap the whole product in the form that
// puts it in the cart (search and newsletter forms hold no description).
const NOT_DESCRIPTION_SPECS = NOT_SPECS.replace("form, ", "");
// Names that are no specification: prices, ratings and stock are read elsewhere, contact lines are the shop's.
const NOT_A_SPEC_NAME =
  /^(price|prix|preis|precio|prezzo|preço|cena|цена|rrp|you save|total|subtotal|quantity|qty|tel|phone|e-?mail|fax|rating|customer reviews|shipping|delivery|versand|livraison|envío)\b|^[_#$]|^\d+ (stars?|sterne|étoiles)/i;

// A price or saving row's name anywhere in it ("Retail Price", "Your Savings", "Save up to"): prices are read
// elsewhere. A value that is an amount of money and nothing else (an instalment's "EUR0.00") is no specification.
const PRICE_NAME = /(?:^|\s)(?:price|prix|preis|precio|prezzo|preço|savings?|save)(?:\s|$)/i;
const MONEY_ONLY =
  /^(?:[$€£¥₹₴]|eur|usd|gbp|chf|pln|czk)\s?\d[\d.,\s]*$|^\d[\d.,\s]*\s?(?:[$€£¥₹₴]|eur|usd|gbp|chf|pln|czk|zł|kč|руб|грн)$/i;
// The shop's cart or basket widget ("Your shopping basket: 0", "Warenkorb: 0 Artikel"), not the product's.
const CART_LINE = /basket|\bcart\b|warenkorb|panier|carrito|carrello|koszyk|košík|kosár|корзин/i;

const HEADINGS_READ = 200;

/** The page's main heading (the product's name), which no block of site furniture holds. A shop may lay its buy box,
 * the product's heading in it, in an aside: a heading there that the page's title names is the page's, where the
 * first heading outside asides is not (a care plan's "We've got your back" further down). */
function mainHeading(document: Document): Element | null {
  const headings = [...document.querySelectorAll("h1")]
    .slice(0, HEADINGS_READ)
    .filter((heading) => !heading.closest("nav, footer"));
  const title = normalizeText(document.title.slice(0, 300)).toLowerCase();
  const named = (heading: Element) => {
    const text = leadingTextOf(heading, 200).toLowerCase();
    return text.length >= 3 && title.includes(text);
  };
  // (a page with no h1 at all heads its product with an h2, the one the window's title names: "<h2>Cupped Set For
  // Squezer 5/32</h2>" under "Cupped Set For Squezer 5/32 | Aircraft Spruce")
  if (headings.length === 0) return productSubheading(document, named);
  const outside = headings.find((heading) => !heading.closest("aside")) ?? null;
  if (!title || (outside && named(outside))) return outside;
  return headings.find((heading) => heading.closest("aside") && named(heading)) ?? outside;
}

/** On a page without an h1, the first h2 outside navigation and the footer whose words the window's title holds. */
function productSubheading(document: Document, named: (heading: Element) => boolean): Element | null {
  if (!normalizeText(document.title.slice(0, 300))) return null;
  return (
    [...document.querySelectorAll("h2")]
      .slice(0, HEADINGS_READ)
      .find((heading) => !heading.closest("nav, footer") && named(heading)) ?? null
  );
}

/**
 * Whether an element sits in site furniture (navigation, a cookie notice, reviews, a cart). A block that holds the
 * page's main heading, or the body, is the page's own wrapper whatever its class says ("with-cookie-info" on the
 * page's main section, a form around the whole page), not furniture; so is the order form that puts the product in
 * the cart, which shop systems wrap around the product's brand and specification rows.
 */
export function inFurniture(element: Element, heading: Element | null, furniture = NOT_SPECS): boolean {
  for (let block = element.closest(furniture); block; block = block.parentElement?.closest(furniture) ?? null) {
    if (block.tagName === "BODY" || block.tagName === "HTML") return false;
    if (isOrderForm(block) || isFieldlessForm(block)) continue;
    if (!heading || !block.contains(heading)) return true;
  }
  return false;
}

// Fields a person fills in or presses in a form: a form without any and without an address to send to (old
// table-built pages wrap a column in a form only for a script's image switcher, <form name="SlideShow">) is the page's
// layout, not a search, log-in or newsletter form (a search form's address, "/catalogsearch/result/", says what it is).
const FORM_FIELD = "input:not([type=hidden i]), select, textarea, button";

// (each form asked once: a page's rows each ask about the form around them)
const fieldlessForms = new WeakMap<Element, boolean>();

function isFieldlessForm(block: Element): boolean {
  if (block.tagName !== "FORM") return false;
  let fieldless = fieldlessForms.get(block);
  if (fieldless === undefined) {
    fieldless = !(block.getAttribute("action") ?? "").trim() && !block.querySelector(FORM_FIELD);
    fieldlessForms.set(block, fieldless);
  }
  return fieldless;
}

function clean(text: string): string {
  return normalizeText(text.replace(/[\u200e\u200f\u202a-\u202e]/g, "")).replace(/\s*:$/, "");
}

// The shop's contact lines ("Customer Service: (800) 423-2319", "Order by Fax: …", "Email: questions@…"): a name
// saying phone, fax, call or contact and a value that is a telephone number or a mail address.
const CONTACT_NAME =
  /phone|fax|\btel\b|hotline|call|contact|service|e-?mail|telefon|téléphone|teléfono|telefono|телефон|kontakt|infolinia/i;
const PHONE_OR_MAIL = /^\+?[\d\s()./-]{7,24}$|^[^\s@]{1,64}@[^\s@]{1,100}\.\p{L}{2,}$/u;

// A company's contact and registration rows, wherever they stand (a seller's card under the product, a shop's address
// block read as rows): its postal or legal address, website and messengers, and the numbers and date it is registered
// under ("ИНН", "ОГРН", "VAT number", "USt-IdNr."). No product has them; a bare "Наименование" (name) may be a product's.
const COMPANY_ROW_NAME =
  /^(?:(?:postal |legal |registered |business |office )?address|adresse|anschrift|dirección|indirizzo|endereço|adres|(?:юридический |фактический |почтовый )?адрес|(?:official )?web ?site|(?:официальный )?сайт|site (?:officiel|web)|sitio web|webseite|whatsapp|viber|telegram|(?:электронная )?почта|инн|огрн(?:ип)?|кпп|окпо|vat (?:number|no\.?|id)|ust-?id(?:nr)?\.?|nip|regon|kvk|siret|siren|дата регистрации|registration (?:number|date))$/i;

function isContactLine(name: string, value: string): boolean {
  // (a mail address is a contact's, whatever its row's name: "Почта: shop@…", "Электронная почта: orders@…")
  if (/^[^\s@]{1,64}@[^\s@]{1,100}\.\p{L}{2,}$/u.test(value)) return true;
  if (!CONTACT_NAME.test(name)) return false;
  return PHONE_OR_MAIL.test(value) && (value.includes("@") || (value.match(/\d/g) ?? []).length >= 7);
}

// A stock line is read elsewhere as availability ("Availability: In stock", "Current Stock/المخزن: 67",
// "Verfügbarkeit: sofort"), never a specification.
const STOCK_NAME =
  /^(?:availability|stock(?: status| level)?|current stock|in stock|verfügbarkeit|lagerbestand|disponibilit[éàa]d?|dostępność|dostupnost|elérhetőség|наличие|в наличии|доступность|التوفر|المخزون|المخزن)(?:$|[\s/:(])/i;

// The shop's opening hours ("Sat-Thu: 9:30am - 12pm, 4pm - 10:30pm", "Mo-Fr: 9:00-18:00"): a name of weekdays only
// and a value that gives a time of day.
const WEEKDAY = String.raw`(?:mon|tue|wed|thu|fri|sat|sun)(?:day|s|\.)?|tues(?:day)?|wednesday|thurs(?:day)?|saturday|mo|di|mi|do|fr|sa|so|lun|mar|mer|jeu|ven|sam|dim|пн|вт|ср|чт|пт|сб|вс|السبت|الأحد|الاثنين|الثلاثاء|الأربعاء|الخميس|الجمعة`;
const WEEKDAYS = new RegExp(String.raw`^(?:${WEEKDAY})(?:\s?(?:[-–—/,&]|to|bis|au|à|a|до)\s?(?:${WEEKDAY}))*$`, "iu");
const TIME_OF_DAY = /\b\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)\b|\b\d{1,2}:\d{2}\b/i;

function isOpeningHours(name: string, value: string): boolean {
  return name.length <= 30 && WEEKDAYS.test(name) && TIME_OF_DAY.test(value.slice(0, 40));
}

function usable(name: string, value: string): boolean {
  return (
    !isContactLine(name, value) &&
    !COMPANY_ROW_NAME.test(name) &&
    !isOpeningHours(name, value) &&
    !STOCK_NAME.test(name) &&
    name.length > 0 &&
    name.length <= MAX_NAME &&
    value.length > 0 &&
    value.length <= MAX_VALUE &&
    name !== value &&
    !NOT_A_SPEC_NAME.test(name) &&
    !CART_LINE.test(name) &&
    !PRICE_NAME.test(name) &&
    !MONEY_ONLY.test(value) &&
    !CHOICE_PROMPT.test(value.slice(0, 40)) &&
    !/https?:\/\//.test(name) &&
    // (an address split at its colon, "https: //www.example.com/watch?v=…", is no name and value)
    !(/^https?$/i.test(name) && value.startsWith("//"))
  );
}

// Fields a buyer fills or chooses in ("Weight [250 ▾] gr"): a row holding one is the order's, not a property.
const BUYERS_FIELD = "select, textarea, input[type=text], input[type=number], input:not([type])";

function tableRows(document: Document, heading: Element | null): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  // (a table whose rows are one cell each holding a "Key: value" line, "Place of production: Gioia del Colle": kept
  // when two rows or more of one table are)
  const lineRows = new Map<Element, Array<[string, string]>>();
  for (const row of document.querySelectorAll("tr")) {
    const all = childElementsOf(row).filter((cell) => cell.tagName === "TH" || cell.tagName === "TD");
    // (spacer cells without text or elements at the row's start, as table-built pages indent a row, are no cells)
    const spacers = all.findIndex((cell) => cell.firstElementChild || normalizeText(cell.textContent));
    const cells = spacers > 0 ? all.slice(spacers) : all;
    if (cells.length === 1 && !cells[0]!.querySelector("table, tr") && !inFurniture(row, heading)) {
      // (the cell is one line: a cell of several lines, "CHIAPAS: mild" over "Stärke: ★★", is a block of prose)
      const lines = linesOf(cells[0]!).filter(({ text }) => text !== undefined);
      const pair = lines.length === 1 ? lineKeyValue(lines[0]!.text) : undefined;
      const table = row.closest("table");
      if (pair && table) lineRows.set(table, [...(lineRows.get(table) ?? []), pair]);
      continue;
    }
    if (row.querySelector(BUYERS_FIELD)) continue;
    // Two cells, or two name-value pairs side by side ("Brand: | Duracell | MPN: | CR2032").
    if ((cells.length !== 2 && cells.length !== 4) || inFurniture(row, heading)) continue;
    // A row of headings is a table's header, not a specification.
    if (cells.every((cell) => cell.tagName === "TH")) continue;
    // Four cells are two pairs only when each name ends with a colon, as such layouts write them.
    const texts = cells.map((cell) => normalizeText(spacedTextOf(cell)));
    if (cells.length === 4 && !(texts[0]!.endsWith(":") && texts[2]!.endsWith(":"))) continue;
    for (let index = 0; index < cells.length; index += 2) pairs.push([clean(texts[index]!), clean(texts[index + 1]!)]);
  }
  for (const [table, rows] of lineRows) if (rows.length >= 2 && !isHiddenElement(table)) pairs.push(...rows);
  return pairs;
}

function definitionLists(document: Document, heading: Element | null): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const term of document.querySelectorAll("dt")) {
    const value = term.nextElementSibling;
    if (value?.tagName !== "DD" || inFurniture(term, heading)) continue;
    pairs.push([clean(spacedTextOf(term)), clean(spacedTextOf(value))]);
  }
  return pairs;
}

/** "Key: value" as one short text, split at its first colon. */
// A date and time written as data writes it ("2017-07-23T12:06-07:00"): its colon parts hours from minutes, no label
// from a value.
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{1,2}:\d{2}/;

function keyValue(text: string, maxValue = MAX_VALUE): [string, string] | undefined {
  if (text.length > MAX_NAME + MAX_VALUE || DATE_TIME.test(text)) return undefined;
  const colon = text.indexOf(":");
  if (colon <= 0 || colon > MAX_NAME || text.length - colon - 1 > maxValue) return undefined;
  return [clean(text.slice(0, colon)), clean(text.slice(colon + 1))];
}

// A control that takes a chosen filter away ("Material: Acrylic [Remove]", "Farbe: Blau ×"): the item is a category's
// chosen filter, not the product's property.
const REMOVE_CONTROL =
  /^(?:remove|delete|clear|[×✕✖x]|entfernen|löschen|supprimer|retirer|eliminar|quitar|rimuovi|verwijderen|usuń|odebrat|odstrániť|törlés|ta bort|fjern|poista|kaldır|удалить|убрать|сбросить|видалити)$/i;

const FILTER_TAG_ELEMENTS_READ = 40;

function holdsRemoveControl(item: Element): boolean {
  // (a chosen filter's tag is a few elements: its first ones are read, whatever the item holds)
  return elementsUnder(item, FILTER_TAG_ELEMENTS_READ).some(
    (control) =>
      (control.tagName === "A" || control.tagName === "BUTTON" || control.getAttribute("role") === "button") &&
      REMOVE_CONTROL.test(leadingTextOf(control, 21)),
  );
}

function keyValueItems(document: Document, heading: Element | null): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const item of document.querySelectorAll("li")) {
    if (item.querySelector("li, ul, ol")) continue;
    // (a text longer than a line is no pair: its first characters tell; the item's blocks are asked of a pair only,
    // a page's menus holding thousands of items)
    const text = leadingSpacedTextOf(item, MAX_LINE + 1);
    const pair = keyValue(text) ?? labelledMeasure(text);
    if (pair && !inFurniture(item, heading) && !holdsRemoveControl(item)) pairs.push(pair);
  }
  return pairs;
}

// Units of length, weight, volume, power and data a measure is written in ("24.9cm", "1.6 kg", "2A", "270°").
const MEASURE_UNIT = String.raw`(?:mm|cm|m|km|in|ft|g|kg|mg|lbs?|oz|ml|cl|l|w|kw|v|a|mah|wh|hz|khz|mhz|ghz|kb|mb|gb|tb|["″°%])\.?`;
const UNIT_MEASURE = new RegExp(
  String.raw`^\d[\d.,]*\s?${MEASURE_UNIT}(?:\s?[/x×]\s?\d[\d.,]*\s?${MEASURE_UNIT})*$`,
  "iu",
);
// A label that ends in a bound is a menu's range, not a property ("Hasta 29\"", "up to 2 kg", "bis 5 kg").
const BOUND_WORD = /(?:^|\s)(?:up to|to|from|over|under|hasta|desde|bis|ab|jusqu'à|dès|fino a|da|до|от|od|do)$/i;

/** A list item of a word label and a measure in a unit, without a colon: "Inside leg 24.9cm", "Weight 1.6 kg". */
function labelledMeasure(text: string): [string, string] | undefined {
  if (text.length > 60) return undefined;
  const split = /^(\p{L}[\p{L}.]*(?:[ -][\p{L}.]+){0,2}) (\d.*)$/u.exec(text);
  if (!split || !UNIT_MEASURE.test(split[2]!) || BOUND_WORD.test(split[1]!)) return undefined;
  return [split[1]!, split[2]!];
}

// Layouts that write a name and its value as two elements side by side: <div class="label">Weight</div>
// <div class="value">250 g</div>.
const LABEL_CLASS = /(?:^|[-_\s])(?:label|name|key|title|term|attr(?:ibute)?(?:-name)?)(?:$|[-_\s])/i;
const VALUE_CLASS = /(?:^|[-_\s])(?:value|data|desc)(?:$|[-_\s])/i;

/** Whether a value element holds one line: no block inside it, or one block of text alone. */
function isOneLine(value: Element): boolean {
  const blocks = [...value.querySelectorAll("div")].slice(0, 2);
  return (
    blocks.length === 0 ||
    (blocks.length === 1 && !blocks[0]!.firstElementChild && leadingTextOf(value, 81).length <= 80)
  );
}

/** Whether a block holds one short heading and nothing else: a label drawn as a heading ("<div class="icon"><h5>Light
 * Needs</h5></div>" over its value "<div class="data">Full sun</div>"). */
function isHeadingAlone(label: Element): boolean {
  const only = label.firstElementChild;
  return (
    only !== null &&
    only === label.lastElementChild &&
    /^H[2-6]$/.test(only.tagName) &&
    !only.firstElementChild &&
    leadingTextOf(label, MAX_NAME + 1) === leadingTextOf(only, MAX_NAME + 1) &&
    leadingTextOf(only, MAX_NAME + 1).length <= MAX_NAME
  );
}

function labelValueElements(document: Document, heading: Element | null): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const value of [...document.querySelectorAll("[class*=value i], [class*=data i]")].slice(0, 1_000)) {
    const label = value.previousElementSibling;
    if (!label || !VALUE_CLASS.test(value.getAttribute("class") ?? "")) continue;
    if (!(LABEL_CLASS.test(label.getAttribute("class") ?? "") || isHeadingAlone(label)) || inFurniture(value, heading))
      continue;
    // (a value may wrap its one line in a block of its own: "<span class="attribute-value"><div>A4</div></span>")
    if (label.children.length > 2 || value.querySelector("li, table, p") || !isOneLine(value)) continue;
    pairs.push([clean(spacedTextOf(label)), clean(spacedTextOf(value))]);
  }
  return pairs;
}

// A label element and its value as the text after it, each pair in a wrap of its own, two wraps or more side by side
// (`<span class="wrap"><span class="attr-heading">測定範囲</span>0～30%VOL</span>`): a person reads the label drawn
// apart from its value even where no colon or space parts them on the line.
const WRAP_LABEL_CLASS = /(?:^|[-_\s])(?:heading|label|key|term)(?:$|[-_\s])/i;
const WRAP_LABELS_READ = 1_000;
const WRAP_NODES_READ = 4;

/** The value of a wrap that opens with its label element: the text after the label, where only text follows it. */
function wrapValue(label: Element): string | undefined {
  const wrap = label.parentElement;
  if (!wrap || wrap.firstElementChild !== label || label.firstElementChild) return undefined;
  let value = "";
  let seen = false;
  let read = 0;
  for (let node = wrap.firstChild; node; node = node.nextSibling) {
    if (++read > WRAP_NODES_READ) return undefined;
    if (node === label) seen = true;
    else if (node.nodeType !== 3) return undefined;
    else if (seen) value += (node.textContent ?? "").slice(0, MAX_VALUE + 1);
    // (no words before the label: the label opens the wrap)
    else if (normalizeText((node.textContent ?? "").slice(0, 40))) return undefined;
  }
  return normalizeText(value) || undefined;
}

function labelledWraps(document: Document, heading: Element | null): Array<[string, string]> {
  const wraps = new Map<Element, Array<[string, string]>>();
  const labels = [...document.querySelectorAll("[class*=head i], [class*=label i], [class*=key i], [class*=term i]")];
  for (const label of labels.slice(0, WRAP_LABELS_READ)) {
    if (!WRAP_LABEL_CLASS.test((label.getAttribute("class") ?? "").slice(0, 200))) continue;
    const value = wrapValue(label);
    const parent = label.parentElement?.parentElement;
    if (!value || !parent) continue;
    rows(wraps, parent).push([clean(leadingTextOf(label, MAX_NAME + 1)), clean(value)]);
  }
  const pairs: Array<[string, string]> = [];
  for (const [parent, found] of wraps)
    if (found.length >= 2 && !isHiddenElement(parent) && !inFurniture(parent, heading)) pairs.push(...found);
  return pairs;
}

function rows(map: Map<Element, Array<[string, string]>>, key: Element): Array<[string, string]> {
  const found = map.get(key) ?? [];
  map.set(key, found);
  return found;
}

// A table built of blocks (`<div class="row"><div class="col -head">SKU</div><div class="col">LD168…</div></div>`,
// ARIA rows of a header cell and a cell): each row two cells, the first classed or roled as the row's label or
// header; two rows or more of one block, in any language ("عام" over SKU, الموديل, اللون).
const BLOCK_ROWS = "[class*=row i], [role=row]";
const BLOCK_ROWS_READ = 2_000;
const HEADER_CELL = /(?:^|[-_\s])(?:head(?:er)?|label|name|key|title|term|th)(?:$|[-_\s])/i;
const BLOCK_CELL_ELEMENTS = 12;

function isHeaderCell(cell: Element): boolean {
  const role = cell.getAttribute("role");
  return role === "rowheader" || role === "columnheader" || HEADER_CELL.test(cell.getAttribute("class") ?? "");
}

function blockTableRows(document: Document, heading: Element | null): Array<[string, string]> {
  const rows = new Map<Element, Array<[string, string]>>();
  for (const row of [...document.querySelectorAll(BLOCK_ROWS)].slice(0, BLOCK_ROWS_READ)) {
    if (row.tagName === "TR" || !/(?:^|[-_\s])row(?:$|[-_\s])/i.test(row.getAttribute("class") ?? "row")) continue;
    const cells = childElementsOf(row);
    if (cells.length !== 2 || !isHeaderCell(cells[0]!) || isHeaderCell(cells[1]!)) continue;
    // (each cell a line of inline content, not a block of blocks: a card's picture and its text are no row)
    const leaf = cells.every((cell) => {
      const inner = elementsUnder(cell, BLOCK_CELL_ELEMENTS + 1);
      return inner.length <= BLOCK_CELL_ELEMENTS && inner.every((child) => !BLOCKS.has(child.tagName));
    });
    const parent = row.parentElement;
    if (!leaf || !parent) continue;
    const pair: [string, string] = [clean(spacedTextOf(cells[0]!)), clean(spacedTextOf(cells[1]!))];
    rows.set(parent, [...(rows.get(parent) ?? []), pair]);
  }
  const pairs: Array<[string, string]> = [];
  for (const [parent, found] of rows) {
    if (found.length >= 2 && !isHiddenElement(parent) && !inFurniture(parent, heading)) pairs.push(...found);
  }
  return pairs;
}

const BLOCKS = new Set([
  "P",
  "DIV",
  "LI",
  "TD",
  "TH",
  "DD",
  "SECTION",
  "ARTICLE",
  "TABLE",
  "UL",
  "OL",
  "H2",
  "H3",
  "H4",
]);

/** A bold label ending in a colon and the words after it up to the line's end: "<b>Colour:</b> green<br>". */
function boldLabels(document: Document, heading: Element | null): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const label of [...document.querySelectorAll("strong, b")].slice(0, 1_000)) {
    const name = normalizeText(label.textContent);
    if (!name.endsWith(":") || name.length > MAX_NAME || inFurniture(label, heading)) continue;
    const item = label.closest("li");
    if (item && holdsRemoveControl(item)) continue;
    let value = "";
    for (let node = label.nextSibling; node && value.length <= MAX_VALUE; node = node.nextSibling) {
      if (node.nodeType === 1 && (BLOCKS.has((node as Element).tagName) || (node as Element).tagName === "BR")) break;
      if (node.nodeType === 1 && ["STRONG", "B"].includes((node as Element).tagName)) break;
      value += node.textContent ?? "";
    }
    pairs.push([clean(name), clean(value)]);
  }
  return pairs;
}

/** Paragraphs and lines of the product's description that are one short "Key: value" line ("Material: 100 %
 * Polyester"). */
function descriptionLines(document: Document, heading: Element | null): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const roots = [...document.querySelectorAll('[itemprop~="description" i], [class*=descr i], [id*=descr i]')];
  const seenBlocks = new Set<Element>();
  for (const root of roots.slice(0, 20)) {
    if (inFurniture(root, heading, NOT_DESCRIPTION_SPECS)) continue;
    for (const paragraph of [...root.querySelectorAll("p")].slice(0, 200)) {
      const pair = keyValue(normalizeText(paragraph.textContent), 80);
      if (pair) pairs.push(pair);
    }
    // (lines broken by <br>, each "key: value;" as a list writes it: "полифония: 192 голоса;<br>")
    for (const block of [...root.querySelectorAll("br")].slice(0, 400).map((br) => br.parentElement)) {
      if (!block || block.closest("p") || seenBlocks.has(block)) continue;
      seenBlocks.add(block);
      let line = "";
      const lines: string[] = [];
      for (let node = block.firstChild; node; node = node.nextSibling) {
        if (node.nodeType === 1 && (node as Element).tagName === "BR") {
          lines.push(line);
          line = "";
        } else if (line.length <= MAX_NAME + MAX_VALUE) line += node.textContent ?? "";
      }
      lines.push(line);
      for (const text of lines.slice(0, 200)) {
        const pair = keyValue(normalizeText(text).replace(/[;,]$/, ""), 80);
        if (pair) pairs.push(pair);
      }
    }
  }
  return pairs;
}

// Elements that end a line of text: blocks, and a line break.
const LINE_ENDS = new Set([...BLOCKS, "BR", "UL", "OL", "DL", "DT", "TR", "TBODY", "FORM", "HEADER", "FOOTER", "NAV"]);
const MAX_LINE = MAX_NAME + MAX_VALUE;
const MAX_LINE_VALUE = 80;
const MAX_CONTAINERS = 20_000;
const MAX_LINES = 300;
// A measure and nothing else: a figure and its unit, perhaps a second one after a slash or a times sign ("1.6 kg / 3.5
// lbs", "250 g", "5\"", "30 x 40 cm"), never money.
const UNIT = String.raw`(?:\p{L}{1,4}\.?|["″°%])`;
const MEASURE = new RegExp(String.raw`^\d[\d.,]*\s?${UNIT}(?:\s?[/x×]\s?\d[\d.,]*\s?${UNIT})*$`, "u");
const MONEY = /\d\s?(?:руб|zł|kč|ft|kr|lei|eur|usd|gbp|pln|czk|huf|rub|chf|sek|nok|dkk|грн|тг)/i;
// A label of one to three words, letters only ("Weight", "Max. Polyphonie").
const WORD_LABEL = /^\p{Lu}[\p{L}.]*(?:[ -][\p{L}.]+){0,2}$/u;

interface TLine {
  text: string | undefined;
  /** Where the line starts (its block, or the element before its text), to keep the page's order. */
  at: Element;
  /** Whether an empty line (a second line break) comes before it. */
  afterGap?: boolean;
}

/**
 * The lines of a block as a person reads them: its text up to each line break or block inside it, a block inside it
 * that holds only inline content being one line of its own (no text where a block holds more blocks or nothing).
 * Each line is cut at MAX_LINE characters, so a big page costs a bounded walk per child.
 */
function linesOf(container: Element): TLine[] {
  const lines: TLine[] = [];
  let line = "";
  let at = container;
  let breaks = 0;
  let gap = false;
  const end = () => {
    if (normalizeText(line)) {
      lines.push({ text: normalizeText(line), at, ...(gap ? { afterGap: true } : {}) });
      gap = false;
    }
    line = "";
  };
  let children = 0;
  for (let node = container.firstChild; node && lines.length < MAX_LINES; node = node.nextSibling) {
    if (++children > MAX_LINES * 4) break;
    if (node.nodeType === 3) {
      if (line.length <= MAX_LINE) line += node.textContent ?? "";
      continue;
    }
    if (node.nodeType !== 1) continue;
    const element = node as Element;
    if (!LINE_ENDS.has(element.tagName)) {
      if (line.length <= MAX_LINE) line += ` ${leadingTextOf(element, MAX_LINE + 1)} `;
      continue;
    }
    // (a line break after a line break with nothing between them leaves an empty line: a gap between groups)
    breaks = element.tagName === "BR" && !normalizeText(line) ? breaks + 1 : element.tagName === "BR" ? 1 : 0;
    if (breaks >= 2) gap = true;
    end();
    at = element;
    if (element.tagName === "BR") continue;
    // (a block of inline content only is a line; one that holds blocks is read as a container of its own)
    const inner = elementsUnder(element, 41);
    const leaf = inner.length <= 40 && inner.every((child) => !LINE_ENDS.has(child.tagName));
    // (an empty block, a logo or a spacer, parts the lines before and after it as a block of more blocks does)
    lines.push({ text: (leaf ? leadingTextOf(element, MAX_LINE + 1) : "") || undefined, at });
  }
  end();
  return lines;
}

// Lines of a page that are no specification: delivery, tax, stock and cart lines ("Платная доставка: …", "zzgl. MwSt
// (21%): 4,92 €", "Verfügbarkeit: Auf Lager", "Всего товаров: 0 шт"), read elsewhere or the shop's own.
const NOT_A_SPEC_LINE =
  /shipping|delivery|postage|versand|lieferzeit|livraison|env[ií]o|dostawa|doprava|szállít|доставк|самовывоз|zzgl|inkl|incl\.|excl|mwst|\bvat\b|availab|verfügbar|disponib|dostupn|наличи|total|summe|сумм|товаров/i;

// A value that opens with a figure and its unit ("19.5 lbs.", "350 mAh", "8 kg").
const OPENS_WITH_MEASURE = /^\d[\d.,]{0,12}\s?\p{L}{1,4}\.?(?:\s|$)/u;

/** Whether a plain line's name and value read as a specification: a name of words (not a numbered step "1) …", a
 * sentence or a cut-off bracket) and a value that is no sentence ending in a full stop or an address ("http://…"). */
function specLike(name: string, value: string): boolean {
  const brackets = (name.match(/\(/g) ?? []).length === (name.match(/\)/g) ?? []).length;
  // (a measure with its note is no sentence: "19.5 lbs. (8.9kg) each.")
  const sentence = value.endsWith(".") && value.split(" ").length >= 4 && !OPENS_WITH_MEASURE.test(value);
  return (
    /^\p{L}/u.test(name) &&
    name.length >= 2 &&
    brackets &&
    !name.includes(". ") &&
    !NOT_A_SPEC_LINE.test(name) &&
    value.length > 0 &&
    !value.startsWith("//") &&
    !sentence
  );
}

/** A plain line "Key: value" that reads as a specification (see specLike). */
function lineKeyValue(text: string | undefined): [string, string] | undefined {
  const pair = text === undefined ? undefined : keyValue(text, MAX_LINE_VALUE);
  return pair && specLike(pair[0], pair[1]) ? pair : undefined;
}

// A label on a line of its own: one to five words, no figure ("страна происхождения", "Country of origin:").
const LINE_LABEL = /^\p{L}[\p{L}'’-]*(?: [\p{L}'’-]+){0,4}:?$/u;

/**
 * A block of label and value lines in pairs, each pair parted from the next by an empty line ("страна
 * происхождения<br>Франция<br><br>изготовитель:<br>…"): two pairs or more, every group of lines a label of words and
 * a value. The pairs whose value reads as a specification.
 */
function pairedLines(lines: readonly TLine[]): Array<{ pair: [string, string]; at: Element }> {
  const groups: TLine[][] = [];
  for (const line of lines) {
    if (line.text === undefined) return [];
    if (line.afterGap || groups.length === 0) groups.push([]);
    groups.at(-1)!.push(line);
  }
  if (groups.length < 2 || groups.some((group) => group.length !== 2 || !LINE_LABEL.test(group[0]!.text!))) return [];
  return groups
    .map(([label, value]) => ({ pair: [clean(label!.text!), clean(value!.text!)] as [string, string], at: label!.at }))
    .filter(
      ({ pair: [name, value] }) => value.length <= MAX_LINE_VALUE && !value.endsWith(":") && specLike(name, value),
    );
}

/**
 * Specifications written as plain lines outside tables, lists and classed elements: a block whose lines (its own
 * `<div>`s or `<p>`s, or lines broken by `<br>`) are two or more "Key: value" lines ("Диагональ экрана:5\"") or
 * labels ending in a colon with their value on the next line ("Modellnummer:" / "4X40E48910"), and a word label on
 * its own line before a measure ("Weight" / "1.6 kg / 3.5 lbs"). In the page's order.
 */
function plainLines(document: Document, heading: Element | null): Array<[string, string]> {
  const found: Array<{ pair: [string, string]; at: Element }> = [];
  const elements = elementsUnder(document.body ?? document, MAX_CONTAINERS);
  const order = new Map(elements.map((element, index) => [element, index]));
  const rows = new Map<Element, Array<{ pair: [string, string]; at: Element; container: Element }>>();
  for (const container of elements) {
    if (!BLOCKS.has(container.tagName) || ["TABLE", "UL", "OL"].includes(container.tagName)) continue;
    const lines = linesOf(container);
    if (lines.length < 2) continue;
    const listed: Array<{ pair: [string, string]; at: Element }> = [];
    const measured: Array<{ pair: [string, string]; at: Element }> = [];
    for (let index = 0; index < lines.length; index++) {
      const { text, at } = lines[index]!;
      if (text === undefined) continue;
      const pair = lineKeyValue(text);
      if (pair) {
        listed.push({ pair, at });
        continue;
      }
      const next = lines[index + 1]?.text;
      if (next === undefined || next.length > MAX_LINE_VALUE || next.endsWith(":") || lineKeyValue(next)) continue;
      const label = text.endsWith(":") ? clean(text) : undefined;
      if (label && label.length <= MAX_NAME && specLike(label, clean(next))) {
        listed.push({ pair: [label, clean(next)], at });
        index++;
      } else if (text.length <= 30 && WORD_LABEL.test(text) && MEASURE.test(next) && !MONEY.test(next)) {
        measured.push({ pair: [clean(text), clean(next)], at });
        index++;
      }
    }
    // (one "Key: value" line alone may be anything, a hotline or a currency menu; a run of them is a list of specs)
    const kept = [...(listed.length >= 2 ? listed : pairedLines(lines)), ...measured];
    if (kept.length > 0 && !inFurniture(container, heading)) found.push(...kept);
    // (a block that is a label cell ending in a colon and a value cell is a row of a table built of blocks: kept
    // when its neighbours are rows too, styled alike by a class they share)
    const parent = container.parentElement;
    if (listed.length === 1 && lines.length === 2 && lines[0]!.text?.endsWith(":") && parent) {
      rows.set(parent, [...(rows.get(parent) ?? []), { ...listed[0]!, container }]);
    }
  }
  for (const [parent, cells] of rows) {
    const classes = new Map<string, number>();
    const tokens = cells.map(({ container }) => new Set((container.getAttribute("class") ?? "").split(/\s+/, 20)));
    for (const token of tokens.flatMap((set) => [...set].filter(Boolean)))
      classes.set(token, (classes.get(token) ?? 0) + 1);
    const alike = cells.filter((_, index) => [...tokens[index]!].some((token) => (classes.get(token) ?? 0) >= 2));
    if (alike.length >= 2 && !inFurniture(parent, heading)) found.push(...alike);
  }
  return found.sort((a, b) => (order.get(a.at) ?? 0) - (order.get(b.at) ?? 0)).map(({ pair }) => pair);
}

// The product's identifiers its microdata marks on the visible page ("Product Code: <span itemprop=sku>NC741ML</span>").
const IDENTIFIERS = ["sku", "mpn", "productID", "gtin", "gtin8", "gtin12", "gtin13", "gtin14", "model"]
  .map((name) => `[itemprop~="${name}" i]`)
  .join(", ");
// And the product's own properties its microdata marks on the visible page ("Color: <p itemprop=color>Black</p>"),
// outside any offer: an offer's colour or size is one variant's, the product's is the page's.
const PROPERTIES = ["color", "material", "pattern", "size"].map((name) => `[itemprop~="${name}" i]`).join(", ");
const OFFER = '[itemprop~="offers" i]';
const IDENTIFIERS_READ = 20;
const SITE_FURNITURE = "nav, header, footer, aside, dialog, [role=dialog], [role=navigation]";

/** A shown identifier or property of the microdata with the label its line writes before it: "Product Code: NC741ML"
 * where the code is the `sku` element of a heading that says "Product Code:" first, "Color: Black". */
function labelledIdentifiers(document: Document, heading: Element | null): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const properties = [...document.querySelectorAll(PROPERTIES)]
    .slice(0, IDENTIFIERS_READ)
    .filter((element) => !element.closest(OFFER));
  for (const element of [...document.querySelectorAll(IDENTIFIERS), ...properties].slice(0, IDENTIFIERS_READ)) {
    if (element.localName === "meta" || element.localName === "link" || element.firstElementChild) continue;
    const value = normalizeText(element.textContent);
    const line = element.parentElement;
    // (the data says the code is the product's: only site furniture's blocks are not read, a price-and-reviews
    // block around it is the product's own)
    if (!value || !line || inFurniture(element, heading, SITE_FURNITURE)) continue;
    const text = leadingTextOf(line, MAX_NAME + value.length + 3);
    if (!text.endsWith(value)) continue;
    const label = text.slice(0, -value.length).trim();
    // (a code's label needs no colon before the code the data marks: "SKU <span itemprop=sku>8958197</span>")
    const named = label.endsWith(":") || (CODE_LABEL.test(label) && !BARE_CODE_WORD.test(label));
    if (named && label.length <= MAX_NAME) pairs.push([clean(label), value]);
  }
  return pairs;
}

// The labels shops write before a product's own code: its item, article, model or part number, SKU, EAN.
// (a code's word may follow a word of the shop's own and end in "#" or "No.": "Store Style #", "Style No.", "Model #",
// "Mfr. Part #")
const CODE_LABEL =
  /^(?:(?:\p{L}+\.? ){0,2}(?:item|style|model|part|product|article|catalog|catalogue|sku|mfr|mfg) ?(?:#|no\.?|number|code|id)|sku|mpn|style|ean|upc|gtin|isbn|art\.?[- ]?nr\.?|artikel-?nr\.?|artikelnummer|artikelnr\.?|bestellnummer|herstellernummer|référence|réf\.?|code article|codice(?: articolo| prodotto)?|código(?: del producto)?|referencia|numer katalogowy|kod produktu|kód|katalógové číslo|cikkszám|termékkód|artikelnummer|tuotenumero|ürün kodu|артикул|арт\.?|код товара|код|code|item|商品番号|品番|型番|商品コード|商品编号|货号|상품번호|품번)$/iu;
const CODE_LINE = /^([^:]{2,30}):\s*([\p{L}\p{N}][\p{L}\p{N}./_-]{0,39})(?:\s|$)/u;
// (a label ending in "#" needs no colon: "Product # ENVY_750_Kit", "Product #ENVY_750_Kit")
const CODE_HASH_LINE = /^([^:#]{2,30}#)\s*([\p{L}\p{N}][\p{L}\p{N}./_-]{0,39})(?:\s|$)/u;
// (two codes on one line, parted by a bar: "Item # 333ORAK | MFR # PF723400")
const CODE_PARTS_READ = 4;

// A code of capital letters alone ("Item Id: GLOWROLL", "Part Number:EMERMUS"): a person reads it as the code where
// it is the whole rest of its line, under a label that names the product's own number (not a bare "Code:", which a
// discount's line also writes), and is no word of "nothing" ("NONE", "NULL").
const LETTER_CODE = /^[A-Z][A-Z_-]{3,23}$/;
const NO_CODE = /^(?:NONE|NULL|UNKNOWN|EMPTY|TBD|TBA|PENDING|DEFAULT)$/;
// A "#" after a name in capitals, a shop's or a maker's initials ("B&H # CAE5D4" beside "MFR # 1483C002"), labels a
// number: the code, where it holds a figure.
const INITIALS_HASH = /^\p{Lu}[\p{Lu}&.'-]{0,7}(?: \p{Lu}[\p{Lu}&.'-]{0,7})? ?#$/u;
const BARE_CODE_WORD = /^(?:code|код|item|style)$/i;
// A bare "Item:" or "Style:" names a code only before one of letters and figures that ends its line ("Item: SB00260",
// "Style: BA5208-010" under the price), not before a word or a count ("Item: 3 pack", "Style: Casual").
const BARE_ITEM = /^(?:item|style)$/i;

/** Whether a label and the text after it are a product's code: a label that names a code and a code with a figure, or
 * (ending its line) one of capital letters alone; after a bare "Item", letters and figures that end the line; after
 * initials and "#", one with a figure. */
function isCode(label: string, code: string, wholeLine: boolean): boolean {
  if (INITIALS_HASH.test(label)) return /\d/.test(code);
  if (!CODE_LABEL.test(label)) return false;
  if (BARE_ITEM.test(label)) return wholeLine && /\d/.test(code) && /\p{L}/u.test(code);
  if (/\d/.test(code)) return true;
  return wholeLine && !BARE_CODE_WORD.test(label) && LETTER_CODE.test(code) && !NO_CODE.test(code);
}

/** The product's codes a line gives: its label and code, and those of the parts after a bar, each part a code's. */
function codesOfLine(line: string): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const part of line.split("|", CODE_PARTS_READ)) {
    // (a dash or bullet before the label: "- Style # N9259" beside the product's heading)
    const text = part.trim().replace(/^[-–—•·]\s*/, "");
    const match = CODE_LINE.exec(text) ?? CODE_HASH_LINE.exec(text);
    // (a part that is no code ends the line's codes: "Item Number: H20-6447PB | Have a question?")
    if (!match || !isCode(match[1]!.trim(), match[2]!, match[0].trim() === text)) break;
    pairs.push([clean(match[1]!), match[2]!]);
  }
  return pairs;
}
const CODE_LINES_READ = 20_000;

/** A line that opens with the label of the product's own code and the code ("<h2>Item Number: <strong>H20-6447PB
 * </strong> <a>Have a question?</a></h2>", "артикул: 26802400001"), after the product's heading or in its block: one such
 * line is a specification, where one other "Key: value" line alone may be anything. The first line of each label. */
function codeLines(document: Document, heading: Element | null): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  if (!heading) return pairs;
  const block = productBlockOf(heading);
  for (const element of elementsUnder(document.body ?? document, CODE_LINES_READ)) {
    const after = heading.compareDocumentPosition(element) & 4; /* DOCUMENT_POSITION_FOLLOWING */
    if (!after && !block?.contains(element)) continue;
    const line = element.tagName === "BR" ? lineAfterBreak(element) : ownLine(element);
    const codes = line === undefined ? [] : codesOfLine(line);
    if (codes.length === 0 || inFurniture(element, heading, SITE_FURNITURE)) continue;
    pairs.push(...codes);
  }
  return pairs;
}

// The product's own block around its heading: the largest element above the heading of a few hundred elements at most
// (a name, a buy box, a details list), never the page's body. A shop that lays its details column before the column of
// the name and the buy box in the markup ("Item #5354134" closing the details list, the heading further down) prints
// the code in that block; a code before the heading outside it is the site's (a header's, a side column's).
const PRODUCT_BLOCK_ELEMENTS = 400;

function productBlockOf(heading: Element): Element | undefined {
  let block: Element | undefined;
  for (let parent = heading.parentElement; parent && parent.localName !== "body"; parent = parent.parentElement) {
    if (elementsUnder(parent, PRODUCT_BLOCK_ELEMENTS + 1).length > PRODUCT_BLOCK_ELEMENTS) break;
    block = parent;
  }
  return block;
}

/** The line an element opens with its own first words, where they hold a colon. */
function ownLine(element: Element): string | undefined {
  // (the line's label is the element's own first words, so an element around it does not read it again)
  const first = element.firstChild;
  if (first?.nodeType !== 3) return undefined;
  // (a code's label alone in its element, without a colon, and the code in the element after it: "<span>商品番号</span>
  // <span>750592</span>")
  if (!element.firstElementChild && CODE_LABEL.test(normalizeText(first.textContent?.slice(0, 31)))) {
    const after = element.nextElementSibling;
    const code = after && !after.firstElementChild ? leadingTextOf(after, 41) : "";
    return code ? `${normalizeText(first.textContent)}: ${code}` : undefined;
  }
  if (!/[:#]/.test(normalizeText(first.textContent?.slice(0, 80)))) return spacedCodeLine(element);
  // (a label element of its own and the code in the element after it: "<label>CODE:</label><span>NIK-…</span>",
  // "<span>Product #</span><span>ENVY_750_Kit</span>")
  const own = leadingTextOf(element, 80);
  if (!own.endsWith(":") && !own.endsWith("#")) return own;
  // (or the code as the text after the label element, in the element that holds both: "<div><h4>Sku:</h4> 10-22</div>")
  const next = element.nextSibling;
  const text = next?.nodeType === 3 ? normalizeText(next.textContent?.slice(0, 41)) : "";
  if (text) return `${own} ${text}`;
  const after = element.nextElementSibling;
  return after && !LINE_ENDS.has(after.tagName) ? `${own} ${leadingTextOf(after, 40)}` : own;
}

/** A line of its own that is a code's label, a space and the code, with no colon between them ("<div>Item No.
 * 1234041280814P</div>", "SKU 8958197"): read as "label: code" where the label names the product's own number (not a
 * bare "Code" or "Item", which a discount's or a count's line also writes) and the code holds a figure. */
function spacedCodeLine(element: Element): string | undefined {
  if (element.firstElementChild) return undefined;
  const text = leadingTextOf(element, 81);
  const space = text.lastIndexOf(" ");
  if (text.length > 80 || space < 2) return undefined;
  const label = text.slice(0, space);
  const code = text.slice(space + 1);
  if (!CODE_LABEL.test(label) || BARE_CODE_WORD.test(label) || !SPACED_CODE.test(code)) return undefined;
  return `${label}: ${code}`;
}
// (a code of letters and figures, a figure among them: "1234041280814P", "8958197", "LD-168")
const SPACED_CODE = /^(?=[^\d]{0,39}\d)[\p{L}\p{N}][\p{L}\p{N}./_-]{1,39}$/u;

const LINE_NODES_READ = 12;

/** The line after a line break, up to the next break or block ("Availability: In stock<br>SKU: EFV-510D", a code's
 * label ending in "#": "Part# AT108AR-5/32<br>MFR Model# ATI108AR5/32"). */
function lineAfterBreak(lineBreak: Element): string | undefined {
  const first = lineBreak.nextSibling;
  if (first?.nodeType !== 3 || !/[:#]/.test(normalizeText(first.textContent?.slice(0, 80)))) return undefined;
  let line = "";
  let read = 0;
  for (
    let node: ChildNode | null = first;
    node && line.length <= 80 && read < LINE_NODES_READ;
    node = node.nextSibling
  ) {
    read++;
    if (node.nodeType === 3) line += (node.textContent ?? "").slice(0, 81);
    else if (node.nodeType === 1 && !LINE_ENDS.has((node as Element).tagName))
      line += ` ${leadingTextOf(node as Element, 41)}`;
    else if (node.nodeType === 1) break;
  }
  return normalizeText(line);
}

// A row of short "Label: value" spans under the product's heading ("Size: 1 EA", "Wt: NA", "Item#: 937363" side by
// side under it): each span a specification of its own, where two spans or more of the row read so. A value that
// says nothing is stated ("NA", "N/A", "-") is none.
const ROW_SPAN_CHARS = 40;
const ROW_SPAN_LABEL = /^\p{L}[\p{L}.#]*(?: \p{L}[\p{L}.#]*)?$/u;
const NOT_STATED = /^(?:n\/?a|none|-+|—)(?:\s|$)/i;
const ROW_SPANS_READ = 5_000;

function labelledSpans(document: Document, heading: Element | null): Array<[string, string]> {
  if (!heading) return [];
  const rows = new Map<Element, Array<[string, string]>>();
  for (const span of elementsNamed(document.body ?? document, "span", ROW_SPANS_READ)) {
    const row = span.parentElement;
    if (!row || !(heading.compareDocumentPosition(span) & 4 /* DOCUMENT_POSITION_FOLLOWING */)) continue;
    const text = leadingSpacedTextOf(span, ROW_SPAN_CHARS + 1);
    const pair = text.length <= ROW_SPAN_CHARS ? keyValue(text) : undefined;
    if (!pair || !ROW_SPAN_LABEL.test(pair[0]) || NOT_STATED.test(pair[1]) || !specLike(pair[0], pair[1])) continue;
    const pairs = rows.get(row);
    if (pairs) pairs.push(pair);
    else rows.set(row, [pair]);
  }
  return [...rows]
    .filter(([row, pairs]) => pairs.length >= 2 && !inFurniture(row, heading))
    .flatMap(([, pairs]) => pairs);
}

/** The specifications of a product page: visible tables, definition lists and "Key: value" items, then the
 * structured additionalProperty pairs, each name once, at most 30. */
export function readProductSpecs(
  document: Document,
  structured: ReadonlyArray<{ name: string; value: string }> = [],
): TProductSpec[] {
  const seen = new Set<string>();
  const specs: TProductSpec[] = [];
  const add = (shownName: string, shownValue: string, from: TFactSource) => {
    const name = repairMojibake(shownName);
    const value = repairMojibake(shownValue);
    const key = name.toLowerCase();
    if (specs.length >= MAX_SPECS || seen.has(key) || !usable(name, value)) return;
    seen.add(key);
    specs.push({ name, value, from });
  };
  const heading = mainHeading(document);
  // (the product's own codes first: a table of thirty rows must not push the code under the heading past the cap)
  const codes = [...labelledIdentifiers(document, heading), ...codeLines(document, heading)];
  for (const [name, value] of codes) add(name, value, "visible page");
  for (const [name, value] of [
    ...tableRows(document, heading),
    ...definitionLists(document, heading),
    ...blockTableRows(document, heading),
  ]) {
    add(name, value, "visible table");
  }
  for (const [name, value] of [
    ...keyValueItems(document, heading),
    ...labelValueElements(document, heading),
    ...labelledWraps(document, heading),
    ...boldLabels(document, heading),
    ...descriptionLines(document, heading),
    ...plainLines(document, heading),
    ...labelledSpans(document, heading),
    ...singleChoices(document, heading),
  ]) {
    add(name, value, "visible page");
  }
  for (const { name, value } of structured) add(clean(name), clean(value), "JSON-LD");
  return specs;
}
