// A shop page headed by an h2 (no h1 on the page), its code lines parted by line breaks, and a seller's contact and
// registration rows (decision 045, twenty-eighth session): each rule read from a small hand-written page that names no
// site.
import { describe, expect, it } from "vitest";
import { readPageContent } from "./read-page-content.server";
import { formatSourceFacts, type TSourceFacts } from "./read-source.server";

function read(html: string, url = "https://parts.example/catalog/rivet-set.php"): string {
  const result = readPageContent({ reader: "web-page", html, url, contentType: "text/html" });
  if (!result.ok) throw new Error(result.message);
  return formatSourceFacts({ ...result.content, url } as TSourceFacts);
}

// A parts shop's page laid out without an h1: the shop's bar, the path, the product's name as an h2, its price each,
// the buy button, and the codes under it, one line each inside one element.
const page = (heading: string, codes: string) =>
  `<!doctype html><html><head><title>Flush Rivet Set 3/16 | Example Aviation Supply</title></head><body>
   <header><a href="/">Example Aviation Supply</a><a href="/cart">Cart 0</a></header>
   <section class="breadcrumb"><a href="/">Home</a> / <a href="/tools">Tools</a> / Flush Rivet Set 3/16</section>
   <div class="product">${heading}
     <div class="price">$14.20/Each</div>
     <button class="add-to-cart">Add to Cart</button>
     <div class="codes">${codes}</div>
     <div class="overview"><p>For any squeezer with a .187 shank. Select the rivet size, then the set's length, so that
       the squeezer drives the rivet near the end of its stroke.</p></div>
   </div>
   <footer><h2>Customer Service</h2><p>Call us on weekdays.</p></footer>
   </body></html>`;

describe("the twenty-ninth round's shop misses by class (twenty-eighth session)", () => {
  it("on a page with no h1, the h2 the window's title names heads the product: its code lines after it are read", () => {
    const prompt = read(page("<h2>Flush Rivet Set 3/16</h2>", "Part# AT412-3/16"));
    expect(prompt).toMatch(/^- Part#: AT412-3\/16$/m);
    // (an h2 the title does not name heads no product: the code line under it is no specification)
    expect(read(page("<h2>Related Tools</h2>", "Part# AT412-3/16"))).not.toMatch(/^- Part#/m);
  });

  it('a code line after a line break whose label ends in "#" is read like one with a colon', () => {
    const prompt = read(page("<h2>Flush Rivet Set 3/16</h2>", "Part# AT412-3/16<br>MFR Model# ATI4123/16"));
    expect(prompt).toMatch(/^- Part#: AT412-3\/16$/m);
    expect(prompt).toMatch(/^- MFR Model#: ATI4123\/16$/m);
    // (a line after a break that is no code's: a hashtag, a "#1" ranking)
    const other = read(page("<h2>Flush Rivet Set 3/16</h2>", "Part# AT412-3/16<br>#1 in Rivet Tools"));
    expect(other).not.toMatch(/^- #1|^- .*#1 in/m);
  });

  it("a seller's contact and registration rows are no specifications; the product's own rows beside them are", () => {
    const seller = `<!doctype html><html><head><title>Handmade Soap — wholesale from the maker</title>
      <script type="application/ld+json">{"@type":"Product","name":"Handmade Soap",
        "offers":{"@type":"Offer","price":"54","priceCurrency":"RUB"}}</script></head><body>
      <h1>Handmade Soap</h1><div class="price">Price from 54 ₽</div><button class="add-to-cart">Add to cart</button>
      <table class="props"><tr><td>Shelf life</td><td>12 months</td></tr><tr><td>Bar weight</td><td>75 g</td></tr></table>
      <div class="maker-card"><h3>The maker's card</h3><table>
        <tr><td>Адрес</td><td>Крым, Симферополь, ул. Бородина 10</td></tr>
        <tr><td>WhatsApp</td><td>+7 9782866450</td></tr>
        <tr><td>Электронная почта</td><td>orders@maker.example</td></tr>
        <tr><td>Официальный сайт</td><td>maker.example</td></tr>
        <tr><td>ИНН</td><td>910200114800</td></tr>
        <tr><td>Дата регистрации</td><td>24.09.2014</td></tr></table></div>
      </body></html>`;
    const prompt = read(seller, "https://makers.example/products/27276/soap");
    expect(prompt).toMatch(/^- Shelf life: 12 months$/m);
    expect(prompt).toMatch(/^- Bar weight: 75 g$/m);
    for (const row of ["Адрес", "WhatsApp", "Электронная почта", "Официальный сайт", "ИНН", "Дата регистрации"]) {
      expect(prompt).not.toMatch(new RegExp(`^- ${row}:`, "m"));
    }
  });
});
