// A page of one local business with its visitors' reviews (a local-reviews site's or a map's page of a café, a shop,
// a garage or a venue): the page's data types an item as a local business, gives it an address and a rating or
// reviews, and names it with the page's main heading. It reviews no product; the business is its subject. A shop's
// product page names the product in its main heading (its own address in the data is the shop's, under another
// name), and a page whose data offers a product is read as one before this is asked.
import { elementsUnder, normalizeText, readJsonLd, SITE_FURNITURE, stringField, textOf } from "./html-document.server";

// schema.org's local businesses: LocalBusiness and its subtypes as sites write them (any "…Store", "…Business",
// "…Shop", "…Salon", a named "…Service" but an online one, and the trades and venues named alone). A "Service" alone
// is a service, no business of an address.
const BUSINESS_TYPE =
  /^(?:LocalBusiness|(?!Online)\w{0,30}(?:Store|Business|Shop|Salon|Restaurant|Establishment)|(?!Online)\w{1,30}Service|AutoRepair|AutoDealer|AutoWash|Bakery|BarOrPub|Brewery|Winery|Dentist|Physician|MedicalClinic|Optician|Pharmacy|DaySpa|ExerciseGym|GolfCourse|BowlingAlley|MovieTheater|NightClub|Museum|TouristAttraction|AmusementPark|Hotel|Motel|Hostel|BedAndBreakfast|Resort|Campground|Attorney|Notary|Plumber|Electrician|Locksmith|RoofingContractor|GeneralContractor|HousePainter|MovingCompany|RealEstateAgent|TravelAgency|ChildCare|DryCleaningOrLaundry|GasStation|Library|Florist)$/i;
const SCHEMA_PREFIX = /^https?:\/\/schema\.org\//i;
// The items of the page's data looked at, and the elements of a microdata item read for its properties.
const ITEMS_READ = 50;
const ITEM_ELEMENTS = 30_000;
const MICRODATA_ITEMS_READ = 5;
const NAME_TEXT = 200;
const HEADING_ELEMENTS = 20;
const NOT_CONTENT = SITE_FURNITURE;

function isBusinessType(type: unknown): boolean {
  const list = Array.isArray(type) ? type : [type];
  return list.some((entry) => typeof entry === "string" && BUSINESS_TYPE.test(entry.replace(SCHEMA_PREFIX, "")));
}

/** Whether a heading's words are all one link's (a site's logo set in an h1, linking to its root). */
function isLinkHeading(heading: Element): boolean {
  if (heading.closest("a")) return true;
  const link = elementsUnder(heading, HEADING_ELEMENTS).find((element) => element.localName === "a");
  return Boolean(link && textOf(link) === textOf(heading));
}

/** The text a person reads as the page's main heading: its first h1 that is no link's (a logo) and no part of the
 * site's furniture. */
function mainHeading(elements: readonly Element[]): string {
  const heading = elements.find(
    (element) => element.localName === "h1" && !element.closest(NOT_CONTENT) && !isLinkHeading(element),
  );
  const text = heading ? normalizeText(textOf(heading).slice(0, NAME_TEXT)) : "";
  return text.toLowerCase();
}

/** A JSON-LD business named as the heading, with an address and a rating or reviews. */
function dataNamesBusiness(document: Document, heading: string): boolean {
  return readJsonLd(document)
    .slice(0, ITEMS_READ)
    .some((item) => {
      if (!isBusinessType(item["@type"]) || !item.address || !(item.aggregateRating || item.review)) return false;
      return normalizeText((stringField(item, "name") ?? "").slice(0, NAME_TEXT)).toLowerCase() === heading;
    });
}

/** A microdata business (an element typed as one) whose own name property is the heading, with an address and a
 * rating or reviews among its properties. */
function microdataNamesBusiness(elements: readonly Element[], heading: string): boolean {
  let items = 0;
  for (const item of elements) {
    const type = item.getAttribute("itemtype");
    if (type === null || !item.hasAttribute("itemscope") || !isBusinessType(type.trim())) continue;
    if (++items > MICRODATA_ITEMS_READ) return false;
    let named = false;
    let address = false;
    let rated = false;
    for (const element of elementsUnder(item, ITEM_ELEMENTS)) {
      const property = (element.getAttribute("itemprop") ?? "").toLowerCase();
      if (!property) continue;
      if (property === "address") address = true;
      else if (property === "aggregaterating" || property === "review" || property === "reviews") rated = true;
      else if (property === "name" && !named && element.parentElement?.closest("[itemscope]") === item)
        named = normalizeText(textOf(element).slice(0, NAME_TEXT)).toLowerCase() === heading;
      if (named && address && rated) return true;
    }
  }
  return false;
}

/** Whether the page is one local business's with its reviews (see the module's head). */
export function isLocalBusinessPage(document: Document, elements: readonly Element[]): boolean {
  const heading = mainHeading(elements);
  if (!heading) return false;
  return dataNamesBusiness(document, heading) || microdataNamesBusiness(elements, heading);
}
