// The source readers judged on real saved pages: for each page, the facts a person reads on it
// (tests/fixtures/real/facts.json) against what the reader hands the model (the prompt text of the facts), read
// the way the generators read a source (the reader a generator picks for the address, then the wrong-kind check).
// Used by `npm run bench:readers` and by the floor test beside the readers.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { decodeBody } from "~/generation/page-fetch/read-body.server";
import { detectHowToSource, detectSmartSource, detectTechNewsSource } from "~/generation/sources/detect-source-type";
import { formatSourceFacts, type TSourceFacts } from "~/generation/sources/read-source.server";
import { readPageContent } from "~/generation/sources/read-page-content.server";
import { sourceMismatch, type TSourcePurpose } from "~/generation/sources/source-fit";

export type TPageKind = "product" | "article" | "thread" | "software" | "wrong-kind";
export type TPurpose = TSourcePurpose;

export interface TExpectedAnswer {
  author: string;
  /** Words of the answer, as the page shows them. */
  text: string;
}

export interface TExpectedPlan {
  name: string;
  /** The plan's price as the page shows it ("$4", "Free", "Custom"). */
  price: string;
}

export interface TExpectedFacts {
  // Products
  name?: string;
  /** The product's own price (digits as shown), or null: the page shows no price for it. */
  price?: string | null;
  /** ISO code of the price's currency, when the page makes it plain. */
  currency?: string;
  availability?: "in stock" | "out of stock";
  condition?: "new" | "used" | "refurbished";
  brand?: string;
  specs?: Array<[string, string]>;
  // Articles
  headline?: string;
  /** YYYY-MM-DD */
  date?: string;
  author?: string;
  /** Sentences of the main text that must reach the model (a review's verdict at its end, text outside <p>). */
  text?: string[];
  /** Text that must not reach the model as main text (captions, photo credits, bylines). */
  notText?: string[];
  // Threads and Q&A
  title?: string;
  answers?: TExpectedAnswer[];
  // Software pages
  product?: string;
  /** The plans and their prices, or "none": the page shows no prices. */
  plans?: TExpectedPlan[] | "none";
  // Pages of the wrong kind: what the page is (a word the refusal must say, or the words any one of which it may say
  // where a person names the page in more than one way: "a category page", "a list of products").
  refuse?: string | string[];
}

export interface TPageEntry {
  file: string;
  url: string;
  kind: TPageKind;
  /** The generator that reads it: product-review (Smart), how-to, software-review (SaaS) or tech-news. */
  purpose: TPurpose;
  /** A page added after the rules were written and keyed before the reader first read it (a held-out check). */
  heldOut?: boolean;
  /** The round of held-out pages it belongs to (3: keyed before the third round's fixes, 4: the fresh set keyed after
   * the fourth round's fixes and read once), so each set is reported apart. */
  round?: number;
  /** Why a fact of the key reads as it does, where the key was changed after a person read the page again. */
  notes?: string;
  facts: TExpectedFacts;
}

export type TVerdict = "right" | "wrong" | "missing";

export interface TFactResult {
  file: string;
  kind: TPageKind;
  /** Whether the page's site is named anywhere in the readers' code. */
  namedSite: boolean;
  /** Whether the page is one of the held-out set (keyed before the reader first read it). */
  heldOut: boolean;
  /** The held-out round of its page (see TPageEntry.round), 3 when the page says none. */
  round: number;
  fact: string;
  expected: string;
  got: string;
  verdict: TVerdict;
  /** Where the reader read the value (JSON-LD, microdata, Open Graph, the visible page or a visible table). */
  from?: string;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const FACTS_FILE = path.join(ROOT, "tests/fixtures/real/facts.json");
const IN_REPO_PAGES = path.join(ROOT, "tests/fixtures/real");

/** Where the saved pages are: the repository's own, then the corpus directory (READERS_CORPUS, else shared/). */
export function corpusDirectories(): string[] {
  const external = process.env.READERS_CORPUS ?? path.resolve(ROOT, "../shared/readers-corpus");
  return [IN_REPO_PAGES, external].filter((directory) => existsSync(directory));
}

export function loadEntries(): TPageEntry[] {
  return (JSON.parse(readFileSync(FACTS_FILE, "utf8")) as { pages: TPageEntry[] }).pages;
}

/** The page's bytes as saved (gzip undone), or undefined when no corpus directory has it. */
export function loadPage(file: string, directories = corpusDirectories()): string | undefined {
  for (const directory of directories) {
    const full = path.join(directory, file);
    if (!existsSync(full)) continue;
    const bytes = readFileSync(full);
    return decodeBody(file.endsWith(".gz") ? gunzipSync(bytes) : bytes, "text/html");
  }
  return undefined;
}

// The word of a site's address that names the site: the label before its public suffix ("otto" for
// www.otto.de, "amazon" for www.amazon.co.uk, "simonsarris" for map.simonsarris.com).
const SUFFIX_LABELS =
  /^(com|co|org|net|gov|edu|ac|uk|de|fr|it|es|pt|ie|fi|nl|be|ch|at|pl|ro|hr|lv|ee|sk|si|kz|by|ru|br|ar|cl|tw|kr|jp|il|pk|in|ae|sa|ca|io|fm|tv|me|info)$/;
function siteWords(url: string): string[] {
  const labels = URL.canParse(url) ? new URL(url).hostname.toLowerCase().split(".") : [];
  while (labels.length > 1 && SUFFIX_LABELS.test(labels.at(-1)!)) labels.pop();
  const word = labels.at(-1);
  return word && word.length > 1 ? [word] : [];
}

/** The readers' own source text, to tell which sites the code names. */
function readersSource(): string {
  const directory = path.join(ROOT, "app/generation/sources");
  return [
    ...readdirSync(directory)
      .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
      .map((name) => readFileSync(path.join(directory, name), "utf8")),
    readFileSync(path.join(ROOT, "app/content/affiliate-links.ts"), "utf8"),
  ]
    .join("\n")
    .toLowerCase();
}

let sourceText: string | undefined;
export function isNamedSite(url: string): boolean {
  sourceText ??= readersSource();
  const text = sourceText;
  return siteWords(url).some((word) => new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&")}\\b`).test(text));
}

export interface TReadResult {
  facts?: TSourceFacts;
  prompt: string;
  /** The refusal the editor would see, when the page is refused before any model call. */
  refusal?: string;
  /** A reader failure (not a refusal). */
  error?: string;
}

function readerFor(entry: TPageEntry) {
  switch (entry.purpose) {
    case "product-review":
      return detectSmartSource(entry.url);
    case "how-to":
      return detectHowToSource(entry.url);
    case "software-review":
      return "saas-landing" as const;
    case "tech-news":
      return detectTechNewsSource(entry.url).kind;
  }
}

/** Reads a page as its generator does: the reader for the address, the facts as prompt text, the kind check. */
export function readAsGenerator(entry: TPageEntry, html: string): TReadResult {
  const result = readPageContent({
    reader: readerFor(entry),
    html,
    url: entry.url,
    contentType: entry.file.endsWith(".json") ? "application/json" : "text/html",
  });
  if (!result.ok) {
    return result.code === "invalid_input"
      ? { prompt: "", refusal: result.message }
      : { prompt: "", error: `${result.code}: ${result.message}` };
  }
  const facts = { ...result.content, url: entry.url } as TSourceFacts;
  const prompt = formatSourceFacts(facts);
  const refusal = sourceMismatch(facts, entry.purpose);
  return { facts, prompt, ...(refusal ? { refusal } : {}) };
}

export interface TCorpusReading {
  results: TFactResult[];
  /** The files of the entries no corpus directory has. */
  absent: string[];
}

/**
 * Reads and scores each entry's page as its generator reads it, one turn of the event loop between pages. The turn
 * lets a read page's memory go: jsdom's live collections hold WeakRefs, and V8 keeps whatever a WeakRef points at
 * until the running task ends, so a loop that never yielded kept every page it parsed (4 GB, the heap's limit, at the
 * 440th page; about 100 MB after the turn).
 */
export async function readCorpus(
  entries: readonly TPageEntry[],
  directories = corpusDirectories(),
): Promise<TCorpusReading> {
  const results: TFactResult[] = [];
  const absent: string[] = [];
  for (const entry of entries) {
    const html = loadPage(entry.file, directories);
    if (html === undefined) {
      absent.push(entry.file);
      continue;
    }
    results.push(...scorePage(entry, readAsGenerator(entry, html)));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { results, absent };
}

// ---- Comparing what a person reads with what the model gets -----------------------------------------------------

export function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’‘`´]/g, "'")
    .replace(/[“”„«»]/g, '"')
    .replace(/[‐‑‒–—]/g, "-")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

/** The value of a "Label: value" line of the prompt. */
function line(prompt: string, label: string): string | undefined {
  const match = new RegExp(`^${label}: (.*)$`, "m").exec(prompt);
  return match?.[1]?.trim();
}

/** The figures of a price text in cents: "1.759,99" → [175999], "23.450" → [2345000], "19.5" → [1950]. */
export function priceFigures(text: string): number[] {
  return [...text.matchAll(/\d(?:[\d.,\u00a0\u202f ]*\d)?/g)].map(([figure]) => {
    const decimal = /[.,](\d{1,2})$/.exec(figure);
    const whole = (decimal ? figure.slice(0, decimal.index) : figure).replace(/\D/g, "");
    const cents = decimal ? decimal[1]!.padEnd(2, "0") : "00";
    return Number(whole) * 100 + Number(cents);
  });
}

// A currency code may be glued to its figure ("EUR110.00").
const CURRENCY_SIGNS: Record<string, RegExp> = {
  EUR: /€|\bEUR(?![A-Za-z])/i,
  GBP: /£|\bGBP(?![A-Za-z])/i,
  USD: /\$|\bUSD(?![A-Za-z])/i,
  INR: /₹|\bINR(?![A-Za-z])|\bRs\b/i,
  RUB: /₽|\bRU[BR]\b|руб/i,
  PLN: /zł|\bPLN(?![A-Za-z])/i,
  RON: /\bRON(?![A-Za-z])|\blei\b/i,
  HRK: /\bHRK(?![A-Za-z])|\bkn\b/i,
  CHF: /\bCHF(?![A-Za-z])/i,
  BRL: /R\$|\bBRL(?![A-Za-z])/i,
  ARS: /\$|\bARS(?![A-Za-z])/i,
  PKR: /\bPKR(?![A-Za-z])|\bRs\b/i,
  KZT: /₸|\bKZT(?![A-Za-z])|тг/i,
  SAR: /\bSAR(?![A-Za-z])|ر\.س/i,
  KRW: /₩|\bKRW(?![A-Za-z])|원/i,
  HUF: /\bFt\b|\bHUF(?![A-Za-z])/i,
  CZK: /Kč|\bCZK(?![A-Za-z])/i,
};

const OUT_OF_STOCK =
  /out of stock|sold out|unavailable|not available|no longer available|ausverkauft|nicht (?:verfügbar|lieferbar)|épuisé|rupture|agotado|esaurito|non disponibile|indisponible|niet (?:leverbaar|beschikbaar)|brak w magazynie|nedostupn|не в наличии|нет в наличии|discontinued/i;
const IN_STOCK =
  /in stock|available|auf lager|lieferbar|verfügbar|en stock|disponible|in magazzino|disponibil|na sklade|skladem|op voorraad|w magazynie|в наличии|em estoque|limited availability|limited stock|pre-?order|online only/i;

function availabilityOf(text: string): "in stock" | "out of stock" | undefined {
  if (OUT_OF_STOCK.test(text)) return "out of stock";
  if (IN_STOCK.test(text)) return "in stock";
  return undefined;
}

/** The "- ..." lines of a section of the prompt. */
function sectionLines(prompt: string, title: string): string[] {
  const start = prompt.indexOf(`${title}:\n`);
  if (start < 0) return [];
  const rest = prompt.slice(start + title.length + 2);
  const end = rest.search(/\n\n/);
  return (end < 0 ? rest : rest.slice(0, end)).split("\n");
}

function sameText(expected: string, got: string): boolean {
  const a = fold(expected);
  const b = fold(got);
  return a === b || (a.length >= 3 && b.includes(a));
}

function sameDay(expected: string, got: string): boolean {
  const day = /\d{4}-\d{2}-\d{2}/.exec(got)?.[0] ?? (Date.parse(got) ? new Date(got).toISOString().slice(0, 10) : "");
  if (!day) return false;
  // A date and time near midnight shows as the next or previous day elsewhere; a person reads either.
  return Math.abs(Date.parse(day) - Date.parse(expected)) <= 86_400_000;
}

interface TChecker {
  results: TFactResult[];
  add(fact: string, expected: string, got: string | undefined, verdict: TVerdict): void;
}

function checker(entry: TPageEntry): TChecker {
  const results: TFactResult[] = [];
  const namedSite = isNamedSite(entry.url);
  return {
    results,
    add(fact, expected, got, verdict) {
      results.push({
        file: entry.file,
        kind: entry.kind,
        namedSite,
        heldOut: entry.heldOut === true,
        round: entry.round ?? 3,
        fact,
        expected,
        got: got ?? "",
        verdict,
      });
    },
  };
}

function scoreProduct(f: TExpectedFacts, prompt: string, c: TChecker): void {
  const name = line(prompt, "Product");
  if (f.name !== undefined) c.add("name", f.name, name, !name ? "missing" : sameText(f.name, name) ? "right" : "wrong");
  const price = line(prompt, "Price");
  if (f.price === null) {
    const none = price !== undefined && !/\d/.test(price.replace(/\(.*$/, ""));
    c.add("price", "no price", price, price === undefined ? "missing" : none ? "right" : "wrong");
  } else if (f.price !== undefined) {
    const shown = price?.replace(/\s*\(.*$/, "") ?? "";
    const figures = priceFigures(shown);
    const currencyOk = !f.currency || figures.length === 0 || (CURRENCY_SIGNS[f.currency]?.test(shown) ?? true);
    const expected = `${f.price}${f.currency ? ` ${f.currency}` : ""}`;
    // One figure, the page's own: a second figure beside it (a former price) leaves the model to guess.
    const right = figures.length === 1 && figures[0] === priceFigures(f.price)[0] && currencyOk;
    c.add("price", expected, price, figures.length === 0 ? "missing" : right ? "right" : "wrong");
  }
  if (f.availability) {
    const said = line(prompt, "Availability");
    const read = said ? availabilityOf(said) : undefined;
    c.add("availability", f.availability, said, !read ? "missing" : read === f.availability ? "right" : "wrong");
  }
  if (f.condition) {
    const said = line(prompt, "Condition");
    c.add("condition", f.condition, said, !said ? "missing" : fold(said).includes(f.condition) ? "right" : "wrong");
  }
  if (f.brand) {
    const said = line(prompt, "Brand");
    c.add(
      "brand",
      f.brand,
      said,
      !said ? "missing" : sameText(f.brand, said) || sameText(said, f.brand) ? "right" : "wrong",
    );
  }
  for (const [name, value] of f.specs ?? []) {
    // A value of one or two characters ("1") is found as the whole value of its line.
    const found = prompt
      .split("\n")
      .find((text) => sameText(name, text) && (sameText(value, text) || fold(text).endsWith(`: ${fold(value)}`)));
    c.add(`spec ${name}`, value, found, found ? "right" : "missing");
  }
}

function scoreArticle(f: TExpectedFacts, prompt: string, c: TChecker): void {
  if (f.headline) {
    const title = line(prompt, "Title");
    c.add("headline", f.headline, title, !title ? "missing" : sameText(f.headline, title) ? "right" : "wrong");
  }
  if (f.date) {
    const published = line(prompt, "Published");
    c.add("date", f.date, published, !published ? "missing" : sameDay(f.date, published) ? "right" : "wrong");
  }
  if (f.author) {
    const author = line(prompt, "Author");
    c.add("author", f.author, author, !author ? "missing" : sameText(f.author, author) ? "right" : "wrong");
  }
  const main = fold(prompt.slice(prompt.indexOf("Main text:")));
  for (const sentence of f.text ?? []) {
    c.add("text", sentence, undefined, main.includes(fold(sentence)) ? "right" : "missing");
  }
  for (const sentence of f.notText ?? []) {
    const leaked = prompt.includes("Main text:") && main.includes(fold(sentence));
    c.add("not in text", sentence, leaked ? sentence : "", leaked ? "wrong" : "right");
  }
}

function scoreThread(f: TExpectedFacts, prompt: string, c: TChecker): void {
  if (f.title) {
    const title = line(prompt, "Thread title") ?? line(prompt, "Question");
    c.add("title", f.title, title, !title ? "missing" : sameText(f.title, title) ? "right" : "wrong");
  }
  if (f.author) {
    const author = line(prompt, "Posted by") ?? line(prompt, "Asked by");
    c.add("posted by", f.author, author, !author ? "missing" : sameText(f.author, author) ? "right" : "wrong");
  }
  const answers = prompt.split("\n").filter((text) => text.startsWith("- ["));
  for (const answer of f.answers ?? []) {
    const words = fold(answer.text);
    const holding = answers.filter((text) => fold(text).includes(words));
    const byAuthor = holding.find((text) => fold(text).includes(fold(answer.author)));
    c.add(
      `answer by ${answer.author}`,
      answer.text,
      byAuthor ?? holding[0],
      byAuthor ? "right" : holding.length > 0 ? "wrong" : "missing",
    );
  }
}

function scoreSoftware(f: TExpectedFacts, prompt: string, c: TChecker): void {
  if (f.product) {
    const product = line(prompt, "Product");
    c.add("product", f.product, product, !product ? "missing" : sameText(f.product, product) ? "right" : "wrong");
  }
  for (const words of f.text ?? []) {
    c.add("on the page", words, undefined, fold(prompt).includes(fold(words)) ? "right" : "missing");
  }
  if (!f.plans) return;
  const plans = sectionLines(prompt, "Pricing").filter((text) => text.startsWith("- "));
  if (f.plans === "none") {
    const said = /no prices on the page/i.test(prompt);
    c.add("no prices", "no prices on the page", plans[0], plans.length > 0 ? "wrong" : said ? "right" : "missing");
    for (const plan of plans.slice(1)) c.add("invented plan", "none", plan, "wrong");
    return;
  }
  const matched = new Set<string>();
  for (const plan of f.plans) {
    const named = plans.filter((text) => fold(text).startsWith(`- ${fold(plan.name)}:`));
    const right = named.find((text) => {
      const value = text.slice(text.indexOf(":") + 1);
      return /\d/.test(plan.price)
        ? priceFigures(value)[0] === priceFigures(plan.price)[0]
        : fold(value).includes(fold(plan.price));
    });
    for (const text of named) matched.add(text);
    c.add(`plan ${plan.name}`, plan.price, right ?? named[0], right ? "right" : named.length > 0 ? "wrong" : "missing");
  }
  for (const text of plans.filter((entry) => !matched.has(entry))) c.add("plan not on the page", "none", text, "wrong");
}

/** Every expected fact of a page, judged against what its generator would hand the model. */
export function scorePage(entry: TPageEntry, read: TReadResult): TFactResult[] {
  const c = checker(entry);
  const f = entry.facts;
  if (entry.kind === "wrong-kind") {
    const said = read.refusal ?? "";
    // What the refusal says the page is, its address and the page's own words it quotes left out (an address's
    // "/videos/" or a title's "Compare …" says nothing of what the refusal took the page for).
    const says = fold(said.replaceAll(entry.url, "")).replace(/"[^"]*"/g, "");
    c.add(
      "refused",
      `refused as ${[f.refuse ?? "the wrong kind"].flat().join(" / ")}`,
      said || undefined,
      !said ? "missing" : !f.refuse || [f.refuse].flat().some((word) => says.includes(fold(word))) ? "right" : "wrong",
    );
    return c.results;
  }
  if (read.refusal || read.error) {
    c.add("read", "read, not refused", read.refusal ?? read.error, "wrong");
    return c.results;
  }
  const prompt = read.prompt;
  if (entry.kind === "product") {
    scoreProduct(f, prompt, c);
    const product = read.facts?.kind === "retailer-product" ? read.facts.product : undefined;
    const sources: Record<string, string | undefined> = {
      name: product?.from.title,
      price: product?.from.price,
      availability: product?.from.availability,
      condition: product?.from.condition,
      brand: product?.from.brand,
    };
    for (const result of c.results) {
      const from = sources[result.fact] ?? product?.specs.find((spec) => `spec ${spec.name}` === result.fact)?.from;
      if (from) result.from = from;
    }
  } else if (entry.kind === "article") scoreArticle(f, prompt, c);
  else if (entry.kind === "thread") scoreThread(f, prompt, c);
  else scoreSoftware(f, prompt, c);
  return c.results;
}

export interface TTally {
  facts: number;
  right: number;
  wrong: number;
  missing: number;
  recall: number;
  precision: number;
}

export function tally(results: readonly TFactResult[]): TTally {
  const right = results.filter((r) => r.verdict === "right").length;
  const wrong = results.filter((r) => r.verdict === "wrong").length;
  const missing = results.filter((r) => r.verdict === "missing").length;
  return {
    facts: results.length,
    right,
    wrong,
    missing,
    recall: results.length ? right / results.length : 1,
    precision: right + wrong ? right / (right + wrong) : 1,
  };
}
