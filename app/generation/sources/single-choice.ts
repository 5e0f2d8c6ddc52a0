// A variant chooser that offers one choice is a specification: a person reads "Color" over a chooser whose only value
// is "Blue" as the product's colour, and "Size :" over one size, "40x40", as its size. A chooser of two choices or more
// is the buyer's to choose, and no specification. A variant's label and colon with the value beside it, a line of its
// own in the buy box ("カラー：白", the colon full-width or not), is a specification too, and so is a chooser's label
// that names the chosen value after its colon ("Color: <span>Gold</span>" over the swatches).
import { childElementsOf, isHiddenElement, leadingTextOf, normalizeText } from "./html-document.server";

const CHOOSERS_READ = 40;
const LISTS_READ = 5_000;
const OPTIONS_READ = 4;
const MAX_LABEL = 30;
const MAX_CHOICE = 60;
// A buyer's choice is no specification: a size or option chooser's prompt and its options ("Size: Please Select
// 2X-Large …", "Rozmiar: (wybierz) 5 6 7 …", "Ausführung: Option wählen …"), in the languages shops write them in;
// nor is a chooser's prompt one of its choices ("Select a size", "-- Choose --").
export const CHOICE_PROMPT =
  /select|choose|wybierz|vyberte|wählen|choisi|seleccion|elige|scegli|selecteer|válassz|выбер|vælg|velg|välj|valitse|seçin|izberi|odaberi|alege/i;
const PROMPT = new RegExp(`${CHOICE_PROMPT.source}|^[-–—\\s]*$`, "i");
const LABEL_PROMPT = /^(?:select|choose|pick)\s+(?:(?:an?|your|the)\s+)?/i;
// The words a list of choices is labelled by as a variant's (a list labelled otherwise, "Share:" over one network, is
// no chooser): size, colour, style, width, length, finish, flavour, scent, pattern, in the languages shops write.
const VARIANT_LABEL =
  /^(?:size|colou?r|style|width|length|finish|flavou?r|scent|pattern|material|größe|grösse|farbe|taille|couleur|pointure|talla|color|tamaño|taglia|colore|maat|kleur|rozmiar|kolor|velikost|barva|méret|szín|размер|цвет|розмір|колір|サイズ|カラー|色|尺寸|尺码|颜色|사이즈|색상)$/iu;
// Blocks of the site, not the product's (a language or currency chooser of one choice in the header).
const SITE = "nav, header, footer, aside, dialog, [role=dialog], [role=navigation]";
const LIST_SIBLINGS_READ = 3;
const LABELS_READ = 5_000;
const OFFER = '[itemprop~="offers" i]';

/** A label's words: its short text without a trailing colon ("Size :" → "Size"), or "" when it is no label. */
function labelWords(element: Element): string {
  const text = leadingTextOf(element, MAX_LABEL + 3);
  if (text.length > MAX_LABEL + 2) return "";
  return normalizeText(text.replace(/\s*[:：]$/, ""));
}

/** A variant's label element ending in a colon and the value in the element after it, the two alone on their line
 * ("<span>カラー：</span><span>白</span>"): the label's words and the value. */
function labelledValue(label: Element): [string, string] | undefined {
  const value = label.nextElementSibling;
  const line = label.parentElement;
  if (!value || !line || label.firstElementChild || value.firstElementChild) return undefined;
  const text = leadingTextOf(label, MAX_LABEL + 3);
  // (a value the page's microdata marks as one offer's is that variant's, not the product's)
  if (!/[:：]$/.test(text) || label.closest(OFFER)) return undefined;
  const words = labelWords(label);
  const choice = leadingTextOf(value, MAX_CHOICE + 1);
  if (!words || !VARIANT_LABEL.test(words) || !choice || choice.length > MAX_CHOICE || PROMPT.test(choice))
    return undefined;
  // (the line holds the label and the value only: a sentence around them is no label's line)
  return leadingTextOf(line, MAX_LABEL + MAX_CHOICE + 4).replace(/\s+/g, "") === `${text}${choice}`.replace(/\s+/g, "")
    ? [words, choice]
    : undefined;
}

const LABEL_NODES_READ = 6;
const LABEL_TEXT_READ = 400;

/** A variant's label that holds the chosen value in an element of its own after its words and colon ("<legend>Color:
 * <span>Gold</span></legend>", "<div class="label">COLOR: <span>New Blue Heather</span></div>" over the swatches):
 * the label's words and the value, where the label holds nothing else. */
function labelHoldingValue(label: Element): [string, string] | undefined {
  let words = "";
  let value: Element | undefined;
  let read = 0;
  for (let node = label.firstChild; node; node = node.nextSibling) {
    if (++read > LABEL_NODES_READ) return undefined;
    // (a template's indentation around the words is read too: the words' length is asked after)
    const text = node.nodeType === 3 ? normalizeText((node.textContent ?? "").slice(0, LABEL_TEXT_READ)) : "";
    if (node.nodeType === 3 && !text) continue;
    if (text.length > MAX_LABEL + 2) return undefined;
    // (the words and colon first, then one element of text alone, then nothing)
    if (node.nodeType === 3 && !words && !value) words = text;
    else if (node.nodeType === 1 && words && !value && !(node as Element).firstElementChild) value = node as Element;
    else return undefined;
  }
  if (!value || !/[:：]$/.test(words) || label.closest(OFFER)) return undefined;
  const name = normalizeText(words.replace(/\s*[:：]$/, ""));
  const choice = leadingTextOf(value, MAX_CHOICE + 1);
  if (!VARIANT_LABEL.test(name) || !choice || choice.length > MAX_CHOICE || PROMPT.test(choice)) return undefined;
  return [name, choice];
}

/** A `<select>`'s one choice, where it has one that is no prompt. */
function selectChoice(select: Element): string | undefined {
  const options = [...select.querySelectorAll("option")].slice(0, OPTIONS_READ);
  const choices = options.map((option) => leadingTextOf(option, MAX_CHOICE + 1)).filter((text) => !PROMPT.test(text));
  return choices.length === 1 && options.length <= 2 && choices[0]!.length <= MAX_CHOICE ? choices[0] : undefined;
}

/** The label of a chooser: its `<label for>` or the label element just before it. */
function selectLabel(select: Element): string {
  const labels = (select as HTMLSelectElement).labels;
  const label = labels && labels.length > 0 ? labels[0]! : select.previousElementSibling;
  const words =
    label && (label.tagName === "LABEL" || label.tagName === "SPAN" || label.tagName === "DT") ? labelWords(label) : "";
  // (a label worded as a prompt names what is chosen after it: "Select a Size" over one size is the size)
  const named = words.replace(LABEL_PROMPT, "");
  return named ? `${named.charAt(0).toUpperCase()}${named.slice(1)}` : "";
}

/** A one-item list's item, where the list holds one. */
function onlyItem(list: Element): Element | undefined {
  const items = childElementsOf(list).filter((child) => child.tagName === "LI");
  return items.length === 1 ? items[0] : undefined;
}

/** A one-item list's choice: the text of its first element that has words, or its own text. */
function listChoice(list: Element): string | undefined {
  const item = onlyItem(list);
  if (!item) return undefined;
  const parts = childElementsOf(item).slice(0, OPTIONS_READ);
  const text =
    parts.length === 0
      ? leadingTextOf(item, MAX_CHOICE + 1)
      : (parts.map((part) => leadingTextOf(part, MAX_CHOICE + 1)).find(Boolean) ?? "");
  return text && text.length <= MAX_CHOICE && !PROMPT.test(text) ? text : undefined;
}

// An item the page marks as the chosen one of its chooser: classed "selected" (or "is-selected", "checked"), or
// selected or checked for assistive software. Navigation marks its page's item "active" or "current", never so.
const CHOSEN_CLASS = /(?:^|\s)(?:is-)?(?:selected|checked)(?:\s|$)/i;
// A label of a few words and nothing else ("Product Type", "Format", "Edition"), no sentence, figure or prompt.
const WORDS_LABEL = /^\p{L}[\p{L}'’&/-]*(?: [\p{L}'’&/-]+){0,2}$/u;

/** Whether a list's one item is marked as chosen and is no link (a menu's item for the page shown links elsewhere). */
function isChosenItem(item: Element): boolean {
  const marked =
    CHOSEN_CLASS.test((item.getAttribute("class") ?? "").slice(0, 200)) ||
    item.getAttribute("aria-selected") === "true" ||
    item.getAttribute("aria-checked") === "true";
  return marked && !item.querySelector("a[href], button, input");
}

/** The label just before a list, past up to three empty blocks ("<dl><dt>Size :</dt><dd></dd></dl>"): a variant's
 * label; or, over a list whose one item the page marks as chosen, a label of a few words of any meaning ("Product
 * Type" over its one chosen "Giant Poster": the page says it is a chooser, whatever it lets a buyer choose). */
function listLabel(list: Element): string {
  const item = onlyItem(list);
  const chosen = item !== undefined && isChosenItem(item);
  let sibling = list.previousElementSibling;
  for (let read = 0; sibling && read < LIST_SIBLINGS_READ; read++, sibling = sibling.previousElementSibling) {
    const words = labelWords(sibling);
    if (!words) continue;
    if (VARIANT_LABEL.test(words)) return words;
    return chosen && WORDS_LABEL.test(words) && !PROMPT.test(words) && !sibling.querySelector("a[href]") ? words : "";
  }
  return "";
}

/** Whether an element is in a part a streamed page sends hidden for its script to move into the placeholder it left
 * earlier (React's `<div hidden id="S:1">` for `<template id="P:1">`): shown once the page has loaded, so a person
 * sees it. */
function inStreamedPart(element: Element): boolean {
  const part = element.closest('div[hidden][id^="S:"]');
  return part !== null && /^S:\d{1,6}$/.test(part.id);
}

/**
 * The choosers after the product's heading that offer one choice, as "label: choice" pairs: a `<select>` of one
 * option under its label (any label: the element is a chooser), a list of one item under a variant's label ("Size :"
 * over one size), and a variant's label and colon beside its value ("カラー：白").
 */
export function singleChoices(document: Document, heading: Element | null): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  if (!heading) return pairs;
  const after = (element: Element) =>
    (heading.compareDocumentPosition(element) & 4) /* DOCUMENT_POSITION_FOLLOWING */ !== 0 && !element.closest(SITE);
  for (const select of [...document.querySelectorAll("select")].slice(0, CHOOSERS_READ)) {
    if (!after(select) || isHiddenElement(select)) continue;
    const choice = selectChoice(select);
    const label = choice ? selectLabel(select) : "";
    if (choice && label) pairs.push([label, choice]);
  }
  let lists = 0;
  for (const list of [...document.querySelectorAll("ul, ol")].slice(0, LISTS_READ)) {
    if (!after(list) || ++lists > CHOOSERS_READ * 5 || isHiddenElement(list)) continue;
    const choice = listChoice(list);
    const label = choice ? listLabel(list) : "";
    if (choice && label) pairs.push([label, choice]);
  }
  for (const label of [...document.querySelectorAll("span, label, legend, dt, div, p")].slice(0, LABELS_READ)) {
    const pair = labelledValue(label) ?? labelHoldingValue(label);
    if (pair && after(label) && (!isHiddenElement(label) || inStreamedPart(label))) pairs.push(pair);
  }
  return pairs;
}
