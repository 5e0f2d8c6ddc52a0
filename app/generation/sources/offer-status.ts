// An offer's availability and condition in plain words, from schema.org values (InStock, https://schema.org/
// UsedCondition) or the words a shop shows, in the languages shops write them in. Read from a short text only: the
// patterns stay linear on a hostile page.

// "buy button only" and "seller contact only": no stock status was read from the page, but it sells the product now
// (a live buy button) or lists it for sale (an ad bought by writing to or calling its seller).
export type TAvailability =
  | "in stock"
  | "out of stock"
  | "pre-order"
  | "limited stock"
  | "buy button only"
  | "seller contact only";
export type TCondition = "new" | "used" | "refurbished" | "damaged";

const MAX_STATUS_CHARS = 200;

function words(text: string | undefined): string {
  return (text ?? "")
    .slice(0, MAX_STATUS_CHARS)
    .replace(/^https?:\/\/schema\.org\//i, "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .normalize("NFD")
    .replace(/([a-z])[\u0300-\u036f]+/g, "$1")
    .normalize("NFC");
}

const OUT_OF_STOCK =
  /(?:^|[^a-z0-9])(out ?of ?stock|sold ?out|discontinued|unavailable|not available|no longer available|currently unavailable|ausverkauft|nicht (?:verfugbar|lieferbar|auf lager)|vergriffen|epuise|rupture|indisponible|agotado|sin stock|no disponible|esaurito|non disponibile|niet (?:leverbaar|beschikbaar|op voorraad)|uitverkocht|brak w magazynie|niedostepn|wyprzedan|nedostupn|vypredan|nie ma|slutsald|udsolgt|utsolgt|loppuunmyyty|ei saatavilla|esgotado|indisponivel|нет в наличии|не в наличии|распродан|нет на складе|tukendi|stokta yok|在庫切れ|品切れ|缺貨|售完|품절|not in stock|no stock|nicht vorratig|brak na stanie|nincs raktaron|nincs keszleten|neni skladem|neni na sklade|nie je na sklade|ni na zalogi|nema na stanju|nije na stanju|stoc epuizat|indisponibil|slut i lager|tillfalligt slut|ej i lager|ikke pa lager|sem estoque|sin existencias|немає в наявності|няма наличност|не е налич|εξαντλήθηκε|μη διαθέσιμο|het hang|stok habis|tidak tersedia|재고 ?없음)/;
const PRE_ORDER =
  /(?:^|[^a-z0-9])(pre-?order|presale|vorbestell|precommande|reserva|preordine|voorbestel|предзаказ|予約)/;
const LIMITED =
  /(?:^|[^a-z0-9])(limited (?:availability|stock)|few left|only \d+ left|nur noch \d+|plus que \d+|ultimi \d+)/;
const IN_STOCK =
  /(?:^|[^a-z0-9])(in ?stock|available|online only|in store only|auf lager|lieferbar|verfugbar|sofort|en stock|disponible|en existencia|in magazzino|disponibil|op voorraad|leverbaar|na sklade|skladem|w magazynie|dostepn|pa lager|i lager|varastossa|em estoque|em stock|в наличии|есть на складе|stokta|在庫あり|有現貨|有货|재고|na stanie|raktaron|keszleten|na zalogi|na stanju|in stoc|в наявності|в наличност|διαθέσιμο|σε απόθεμα|con hang|tersedia)/;

// A classified ad's status: "Not sold" is for sale; "Sold", "Vendido", "Verkauft" alone say it is gone.
const NOT_SOLD =
  /(?:^|[^a-z0-9])(not sold|unsold|nicht verkauft|non vendu|no vendido|non venduto|niet verkocht)(?:$|[^a-z0-9])/;
const SOLD =
  /^\W*(sold|vendid[oa]s?|verkauft|vendue?s?|vendut[oa]|verkocht|sprzedan[eoya]|prodan[oa]?|myyty|solgt|sald|продан[оа]?|売約済み|已售出|판매완료)\W*$/;

/** "in stock", "out of stock", "pre-order" or "limited stock", or undefined when the words say none of these. */
export function plainAvailability(text: string | undefined): TAvailability | undefined {
  const value = words(text);
  if (!value) return undefined;
  if (NOT_SOLD.test(value)) return "in stock";
  if (SOLD.test(value.trim()) || OUT_OF_STOCK.test(value)) return "out of stock";
  if (PRE_ORDER.test(value)) return "pre-order";
  if (LIMITED.test(value)) return "limited stock";
  if (IN_STOCK.test(value)) return "in stock";
  return undefined;
}

const REFURBISHED =
  /(?:^|[^a-z0-9])(refurbished|renewed|reconditioned|generaluberholt|aufbereitet|reconditionne|reacondicionado|ricondizionato|rigenerato|recondicionado|odnowion|восстановлен|felujitott|repasovan|yenilenmis|tan trang|rekondisi|מחודש|مجدد|整備済|翻新|리퍼)/;
const DAMAGED = /(?:^|[^a-z0-9])(damaged|beschadigt|endommage|danado|danneggiato)/;
const USED =
  /(?:^|[^a-z0-9])(used|pre-?owned|second[- ]hand|gebraucht|occasion|d'occasion|usado|usada|usato|usata|gebruikt|uzywan|pouzit|begagnad|brugt|brukt|käytetty|kaytetty|б\/у|подержан|hasznalt|rabljen|polovn|ikinci el|kullanılmıs|kullanilmis|seminovo|đa qua su dung|bekas|משומש|مستعمل|มือสอง|中古|二手|중고|open ?-?box|b-ware|ausstellungsstuck|vorfuhrgerat|کارکرده|دست ?دوم)/;
const NEW =
  /(?:^|[^a-z0-9])(new|brand new|neu|neuf|neuve|nuevo|nueva|nuovo|nuova|nieuw|nowy|nowa|novy|nova|uusi|novo|новый|новая|новое|новые|fabrikneu|uj(?![a-z])|yeni|חדש|جديد|ใหม่|新品|全新|未使用|새)|^(?:moi|baru|نو)$/;

/** "new", "used", "refurbished" or "damaged", or undefined when the words say none of these. */
export function plainCondition(text: string | undefined): TCondition | undefined {
  const value = words(text);
  if (!value) return undefined;
  if (REFURBISHED.test(value)) return "refurbished";
  if (DAMAGED.test(value)) return "damaged";
  if (USED.test(value)) return "used";
  if (NEW.test(value)) return "new";
  return undefined;
}

/** The availability as the model reads it: where no stock status was read, what the page does show, without claiming
 * a stock word the reader did not read. */
export function describeAvailability(availability: TAvailability | undefined): string | undefined {
  switch (availability) {
    case "buy button only":
      return "available to order: it can be added to the cart (no stock status read from the page)";
    case "seller contact only":
      return "available: listed for sale, bought by contacting the seller (no stock status read from the page)";
    default:
      return availability;
  }
}
