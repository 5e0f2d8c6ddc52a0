// Bylines written with another language's mark instead of "By": a Japanese or Chinese credit and a mark before the
// name ("文● オカモト／週刊誌編集部", "取材・文：山田太郎"), a Korean reporter's or editor's title beside it ("테크플러스
// 에디터 김창욱", "김창욱 기자"), a label and a colon ("Texte : Anne Martin", "Autor: Max Muster"), a right-to-left
// "wrote" or "by the pen of" before a name ("كتب سيد الخلفاوى", "بقلم …", "מאת …"). Also the sign-off a post ends with,
// in those forms.
import { foldBrand, siteNameOf } from "./name-brand";

// The credit's words (text, photos, reporting, editing, writer, reporter) and the mark after them ("文●", "取材・文：").
const CJK_CREDIT =
  /^[文写寫真取材撮影構构成編编集執执筆笔記记者作撰輯辑・、＆&]{1,8}\s*[●○■◆◎▼◇□:：]\s*([^\s／/|｜(（,，、]{1,20}(?:\s[^\s／/|｜(（,，、]{1,20})?)\s*(?:[／/|｜(（].{0,40})?$/u;
// A desk, not a writer ("週刊誌編集部", "编辑部").
const DESK = /編集部|编辑部|編輯部|編集$|编辑$|(?<!\p{L})(?:desk|staff|team|redaktion)(?!\p{L})/iu;
// A Korean title before the name ("테크플러스 에디터 김창욱", the blog's name first) or after it ("김창욱 기자").
const KOREAN_TITLE_FIRST = /^(?:\S{1,20}\s)?(?:에디터|기자|리포터|칼럼니스트)\s(\p{Script=Hangul}{2,4})$/u;
// (after the title only the end of the line, an address in brackets or after "=", or a mail address: "많은 기자 회견이
// 열렸다", many press conferences were held, is a sentence)
const KOREAN_TITLE_AFTER =
  /^(\p{Script=Hangul}{2,4})\s?(?:기자|에디터|특파원)(?:$|\s?[(（=].{0,60}$|\s[\w.+-]{1,40}@[\w.-]{1,60}$)/u;
// A label and a colon before a name of two to four words, each opening with a capital.
const LABELLED =
  /^(?:texte?(?:\s+et\s+photos?)?|text(?:\s+und\s+fotos?)?|autor(?:in)?|auteur(?:e)?|autore|texto|redacci[oó]n|tekst)\s*:\s*(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3})$/iu;
// A right-to-left script's "wrote", "by the pen of" or "by" before a name of two to four words of the same script, on
// a line of its own (Arabic and Persian: "كتب سيد الخلفاوى", "كتبت …", "بقلم …", "نوشته …"; Hebrew: "מאת …", "כתב …").
// Arabic script writes no capitals: the words' number and the line alone tell a byline from a sentence.
const RIGHT_TO_LEFT_CREDIT =
  /^(?:(?:كتب|كتبت|كتبه|كتبها|بقلم|إعداد|اعداد|نوشته|نويسنده|نویسنده)\s*[:：]?\s*(\p{Script=Arabic}{2,}(?:\s\p{Script=Arabic}{2,}){1,3})|(?:מאת|כתב|כתבה|כתבת)\s*:?\s*(\p{Script=Hebrew}{2,}(?:\s\p{Script=Hebrew}[\p{Script=Hebrew}'׳"״-]*){1,3}))$/u;
// The marks that set a line's direction (right-to-left and left-to-right marks, embeddings and isolates).
const DIRECTION_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;
const LINE_CHARACTERS = 80;
// A sign-off is among the text's last lines (an address and a call to subscribe may follow it).
const SIGN_OFF_LINES = 6;

/** The writer a byline line names with a mark of another language than "By"; none of a desk's credit. */
export function markedBylineName(line: string): string | undefined {
  if (line.length > 4 * LINE_CHARACTERS) return undefined;
  const text = line.replace(DIRECTION_MARKS, "").replace(/\s+/g, " ").trim();
  if (!text || text.length > LINE_CHARACTERS) return undefined;
  const rightToLeft = RIGHT_TO_LEFT_CREDIT.exec(text);
  const name = (
    CJK_CREDIT.exec(text)?.[1] ??
    KOREAN_TITLE_FIRST.exec(text)?.[1] ??
    KOREAN_TITLE_AFTER.exec(text)?.[1] ??
    LABELLED.exec(text)?.[1] ??
    rightToLeft?.[1] ??
    rightToLeft?.[2]
  )?.trim();
  return name && !DESK.test(name) ? name : undefined;
}

/** The writer a text signs with among its last lines ("테크플러스 에디터 김창욱" over an address), in a marked form. */
export function signOffName(text: string): string | undefined {
  const lines = text
    .slice(-4_000)
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => /\p{L}/u.test(line));
  for (const line of lines.slice(-SIGN_OFF_LINES).reverse()) {
    const name = markedBylineName(line);
    if (name) return name;
  }
  return undefined;
}

// The reporters a Chinese wire dateline names as the story's first words: the agency's or the paper's line ending in
// "电" or "讯", then "记者" and the names in brackets ("新华社深圳5月12日电（记者戴小河、印朋）", "本报讯（记者叶婉）",
// "北京商报讯（记者 岳品瑜 董晗萱）").
const WIRE_DATELINE_REPORTERS =
  /^[^\n（(]{0,40}?[电電讯訊]\s*[（(]\s*(?:记者|記者)\s*(\p{Script=Han}{2,4}(?:[\s、，,]+\p{Script=Han}{2,4}){0,3})\s*[）)]/u;

// The text's first lines looked at for the dateline (a heading repeated and a player's "Play Video" may come first).
const DATELINE_LINES = 4;

/** The reporters a Chinese wire dateline names at the start of one of the text's first lines. */
export function datelineReporters(text: string): string | undefined {
  const lines = text.slice(0, 2_000).split("\n").slice(0, DATELINE_LINES);
  for (const line of lines) {
    const names = WIRE_DATELINE_REPORTERS.exec(line.trimStart().slice(0, 120))?.[1];
    if (names) return names;
  }
  return undefined;
}

/** Whether an author the page's meta or data gives is the site's own name: its name (Open Graph's site name) or the
 * word of its address that names it ("WEEKLY" on news.weekly.example). */
export function namesTheSite(author: string, siteName: string | undefined, pageUrl: string): boolean {
  const folded = foldBrand(author.slice(0, 200));
  if (!folded) return false;
  const host = URL.canParse(pageUrl) ? siteNameOf(new URL(pageUrl).hostname) : "";
  return folded === foldBrand((siteName ?? "").slice(0, 200)) || folded === foldBrand(host);
}

// The last word of a company's or a group's name ("Wirtualna Polska Media", "Example Publishing", "Acme Holdings Ltd"):
// a publisher's name, not a writer's, in the languages sites write it in.
const ORGANISATION_END =
  /\s(?:media|group|grupa|gruppe|groupe|grupo|gruppo|holdings?|ltd|limited|llc|plc|gmbh|corp|corporation|verlag|verlagsgruppe|publishing|publishers|publications|s\.\s?a|sp\.\s?z\s?o\.\s?o)\.?$/i;

/** Whether an author the page's meta or data gives names an organisation, not a person: a name of words that ends
 * with a company's or a group's word, or an author the data types as an organisation. */
export function namesAnOrganisation(author: string, typedAs?: unknown): boolean {
  const types = Array.isArray(typedAs) ? typedAs : [typedAs];
  if (types.some((type) => typeof type === "string" && /organi[sz]ation$/i.test(type))) return true;
  const name = author.trim();
  return name.length <= 80 && ORGANISATION_END.test(name);
}
