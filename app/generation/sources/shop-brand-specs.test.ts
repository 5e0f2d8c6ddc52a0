// A shop product page's brand and specifications as any shop writes them (decision 045, eighth session): each rule
// read from a small hand-written page that names no site.
import { describe, expect, it } from "vitest";
import { expectLinearGrowth } from "../../../tests/support/linear-time";
import { withDocument } from "./html-document.server";
import { moreFromBrand } from "./more-from-brand";
import { readPageContent } from "./read-page-content.server";
import { formatSourceFacts, type TSourceFacts } from "./read-source.server";

function read(html: string, url = "https://shop.example/p/1"): { facts: TSourceFacts; prompt: string } {
  const result = readPageContent({ reader: "web-page", html, url, contentType: "text/html" });
  if (!result.ok) throw new Error(result.message);
  const facts = { ...result.content, url } as TSourceFacts;
  return { facts, prompt: formatSourceFacts(facts) };
}

// A product page without data: its name in a classed block (no <h1>), its price beside a buy button.
const shopPage = (body: string, name = "Westway Trainers") =>
  `<!doctype html><html><head><title>${name}</title></head><body><header><a href="/">Shop</a></header>
   <div class="product-name"><span class="h1">${name}</span></div>${body}</body></html>`;
const buyBox = '<span class="price">32,00 €</span><button type="submit" class="btn-cart">Do košíka</button>';

describe("a shop's brand and specifications as any shop writes them (eighth session)", () => {
  it("the order form a shop wraps around the product holds its brand and specification rows; a search form does not", () => {
    const { prompt } = read(
      shopPage(
        `<form action="https://shop.example/checkout/cart/add/product/7/" id="product_addtocart_form">${buyBox}
         <div class="model_product"><span class="model">Značka:</span>
           <h2 class="model-value"><a href="/kategorie/shopby/supra/">Supra</a></h2></div>
         <div class="product-color"><span class="product-color-label">Farba:</span>
           <span class="product-color-value">navy red</span></div>
         <table><tr><th class="label">Kruszec</th><td class="data">Białe złoto 14K (585)</td></tr></table></form>
         <form action="/catalogsearch/result/"><table><tr><td>Marke</td><td>Acme</td></tr></table></form>`,
      ),
    );
    expect(prompt).toContain("Brand: Supra");
    expect(prompt).toContain("- Farba: navy red");
    expect(prompt).toContain("- Kruszec: Białe złoto 14K (585)");
    expect(prompt).not.toContain("Acme");
    // (the form's choices, price rows and instalments are no specifications)
    const form = read(
      shopPage(
        `<form action="/cart.php">${buyBox}<table>
           <tr><td>Size:</td><td><select><option>Please Select</option><option>2X-Large ( Add $1.00 )</option></select></td></tr>
           <tr><td>Rozmiar</td><td>(wybierz) 5 6 7 8</td></tr>
           <tr><td>Retail Price:</td><td>$125.00</td></tr><tr><td>Your Savings:</td><td>$11.05</td></tr>
           <tr><td>Mēneša maksājums</td><td>EUR0.00</td></tr><tr><td>SKU:</td><td>48908</td></tr></table></form>`,
      ),
    ).prompt;
    expect(form).toContain("- SKU: 48908");
    for (const name of ["Size", "Rozmiar", "Retail Price", "Your Savings", "Mēneša"])
      expect(form).not.toContain(`- ${name}`);
  });

  it("a maker named only in its link to the maker's other products, in any language; several such makers name none", () => {
    expect(
      read(shopPage(`${buyBox}<p><span>Mehr von <a href="/muellermoebel.html">Müllermöbel</a></span></p>`)).prompt,
    ).toContain("Brand: Müllermöbel");
    expect(read(shopPage(`${buyBox}<a href="/b/acme">More from Acme</a>`)).prompt).toContain("Brand: Acme");
    // (a list's cards each linking their maker, or a block of other products, name no maker of this product)
    const several = `${buyBox}<a href="/b/acme">More from Acme</a><a href="/b/zeta">More from Zeta</a>`;
    expect(read(shopPage(several)).prompt).not.toContain("Brand:");
    const related = `${buyBox}<div class="related-products"><a href="/b/acme">Plus de produits Acme</a></div>`;
    expect(read(shopPage(related)).prompt).not.toContain("Brand:");
    // (a link to the shop's own pages or a pointing word names no maker)
    expect(read(shopPage(`${buyBox}<a href="/blog">More from our blog</a>`)).prompt).not.toContain("Brand:");
    expect(read(shopPage(`${buyBox}<a href="/p/1#d">Plus de détails</a>`)).prompt).not.toContain("Brand:");
  });

  it("the maker row the product's name credits ('… by Diptyque') over a 'Brand' row naming the product's line; an uncredited designer is no brand", () => {
    const rows = (name: string, cells: string) => read(shopPage(`${buyBox}<table>${cells}</table>`, name)).prompt;
    const perfume = rows(
      "Eau Duelle by Diptyque Eau De Toilette Spray 3.4 oz",
      "<tr><td><b>Brand:</b> Eau Duelle</td></tr><tr><td><b>Designer:</b> Diptyque</td></tr>",
    );
    expect(perfume).toContain("Brand: Diptyque");
    expect(rows("Series 7 Chair", "<tr><td>Designer</td><td>Arne Jacobsen</td></tr>")).not.toContain("Brand:");
    expect(rows("Eau Duelle Spray", "<tr><td>Brand</td><td>Diptyque</td></tr>")).toContain("Brand: Diptyque");
  });

  it("a table built of blocks, a label cell and a value cell a row, is specifications; one such row alone is not", () => {
    const row = (label: string, value: string, shade = "") =>
      `<div class="${shade} tab"><div class="l"><label>${label}</label></div><div class="v"><label>${value}</label></div></div><div class="clear"></div>`;
    const { prompt } = read(
      shopPage(`${buyBox}<div>${row("Piece Count:", "1000")}${row("MPN:", "724819255917", "shaded")}</div>`),
    );
    expect(prompt).toContain("- Piece Count: 1000");
    expect(prompt).toContain("- MPN: 724819255917");
    expect(read(shopPage(`${buyBox}<div>${row("Hotline:", "0800 123 456")}</div>`)).prompt).not.toContain("Hotline");
    // (blocks not styled alike are no table: a hotline beside a currency menu)
    const unlike =
      "<div><div><div>Hotline:</div><div>0800 123 456</div></div><div><div>MY CURRENCY:</div><div>GBP</div></div></div>";
    expect(read(shopPage(`${buyBox}${unlike}`)).prompt).not.toContain("Hotline");
  });

  it("a list item of a word label and a measure is a specification; a sentence or a price is not", () => {
    const { prompt } = read(
      shopPage(
        `${buyBox}<ul><li>100% cotton</li><li>Inside leg 24.9cm</li><li>Machine washable at 40 degrees</li><li>Deal 30 EUR</li>
         <li>Nintendo 3DS</li><li>Juguetes hasta 2 años</li><li>Hasta 29"</li></ul>`,
      ),
    );
    expect(prompt).toContain("- Inside leg: 24.9cm");
    expect(prompt).not.toContain("Machine washable at:");
    for (const name of ["Deal", "Nintendo", "Juguetes", "Hasta"]) expect(prompt).not.toContain(`- ${name}`);
  });

  it("reads makers' links in 256 KB of hostile markup in linear time (four times the page, about four times the time)", () => {
    const links = (size: number) =>
      `<p>${'Mehr von <a href="/m">More from more from more from more from more from more from more from x</a> '.repeat(size / 100)}</p>`;
    const time = (size: number) =>
      withDocument(links(size), "https://shop.example/p/1", (document) => {
        const started = performance.now();
        moreFromBrand(document, "shop.example");
        return performance.now() - started;
      });
    const quarter = time(64 * 1024);
    const whole = time(256 * 1024);
    expectLinearGrowth([quarter, whole], () => [time(64 * 1024), time(256 * 1024)], { limit: 10, floorMs: 20 });
  });
});

// A shop of the early web: tables, no data, a buy button drawn as a picture inside a link (tenth session).
const tableShop = (buy: string, aside = "") =>
  `<!doctype html><html><head><title>Studio Monitor MK2 a € 430,00 solo da Music Shop</title></head><body>
   <table><tr><td id="side">${aside}</td><td id="main"><h1>Studio Monitor MK2</h1>
   <table><tr><td><p><img src="images/makers/acme.jpg" alt="Acme"></p>
   <font class="red"><b>&euro; 430,00</b></font><br><b>prezzo online</b><br>+ &euro; 90,00 di trasporto</td></tr></table>
   ${buy}<p>Two-way active monitors for the home studio, a pair.</p></td></tr></table></body></html>`;
const makersColumn = ["Zeta", "Orbit", "Kappa"]
  .map((maker) => `<a href="/search?q=${maker}"><img src="images/marchi/${maker}.gif" alt="${maker}"></a>`)
  .join("");

describe("a shop without structured data, its buy button drawn as a picture (tenth session)", () => {
  it("a link drawn as a buy button's picture (its alt text, else its file name's words) makes a product page in stock", () => {
    for (const buy of [
      '<a href="order.asp?id=1093"><img src="images/buy-now.jpg" alt="Acquista - compra - metti nel carrello"></a>',
      '<a href="javascript:checkOrder();"><span><img border=0 src="https://img.example/Graphics/AddToCart.png"></span></a>',
    ]) {
      const { facts, prompt } = read(tableShop(buy));
      expect(facts.kind).toBe("retailer-product");
      expect(prompt).toContain("Price: € 430,00");
      expect(prompt).toContain("Availability: in stock");
    }
    // (a picture that says nothing of buying, a banner or a zoom icon, is no buy button: the page is no product)
    for (const link of [
      '<a href="zoom.jpg"><img src="images/zoom.gif" alt="Zoom"></a>',
      '<a href="/"><img src="images/banner_cart-icon.png" alt="cart icon"></a>',
      '<a href="/x"><img src="images/AddToCart.png"><img src="images/other.png"></a>',
    ]) {
      expect(read(tableShop(link)).facts.kind).not.toBe("retailer-product");
    }
  });

  it("a plain spec line whose value is a measure with its note ('19.5 lbs. (8.9kg) each.') is a specification; a sentence is not", () => {
    const buy = '<a href="order.asp?id=7"><img src="images/buy.jpg" alt="Add to cart"></a>';
    const { prompt } = read(
      tableShop(buy).replace(
        "<p>Two-way",
        "<p>Crossover: 1500Hz<br>Weight: 19.5 lbs. (8.9kg) each.<br>Sound: it is the best we ever heard.<br></p><p>Two-way",
      ),
    );
    expect(prompt).toContain("- Weight: 19.5 lbs. (8.9kg) each.");
    expect(prompt).not.toContain("- Sound:");
  });

  it("a maker's logo in the product's own block (its heading with its buy button) names the brand beside a column of makers' logos", () => {
    const buy = '<a href="order.asp?id=7"><img src="images/buy.jpg" alt="Add to cart"></a>';
    // (the product's own logo kept in the shop's folder of makers' logos, beside a side column of many makers)
    const page = tableShop(buy, makersColumn).replace("images/makers/acme.jpg", "images/marchi/acme.jpg");
    expect(read(page).prompt).toContain("Brand: Acme");
    // (the column alone names no maker of this product)
    expect(
      read(tableShop(buy, makersColumn).replace(/<img src="images\/makers\/acme.jpg" alt="Acme">/, "")).prompt,
    ).not.toContain("Brand:");
  });
});

describe("a row that gives the brand and the model in one (tenth session)", () => {
  const specsPage = (rows: string) =>
    shopPage(`${buyBox}<table>${rows}<tr><td>Battery</td><td>350mAh</td></tr></table>`, "G2 Smart Watch");
  it("'Brand & Model', 'Marke/Modell': the brand without the model a model row gives, or before a model code", () => {
    expect(read(specsPage("<tr><td>Brand &amp; Model</td><td>No.1 G2</td></tr>")).prompt).toMatch(/^Brand: No\.1$/m);
    expect(
      read(
        specsPage("<tr><td>Marke/Modell</td><td>Western Digital Blue</td></tr><tr><td>Modell</td><td>Blue</td></tr>"),
      ).prompt,
    ).toMatch(/^Brand: Western Digital$/m);
    // (a longer value with no model row is not split by guess, nor is a second word without a figure)
    for (const value of ["Western Digital WD40EZRZ", "Acme Deluxe"]) {
      expect(read(specsPage(`<tr><td>Make and model</td><td>${value}</td></tr>`)).prompt).not.toContain("Brand:");
    }
  });
});
