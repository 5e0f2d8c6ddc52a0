// A shop product page's brand and specifications as any shop writes them (decision 045, eighth session): each rule
// read from a small hand-written page that names no site.
import { describe, expect, it } from "vitest";
import { expectLinearGrowth } from "../../../tests/support/linear-time";
import { withDocument } from "./html-document.server";
import { moreFromBrand } from "./more-from-brand";
import { repairMojibake } from "./mojibake";
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
  it("a link drawn as a buy button's picture (its alt text, else its file name's words) makes a product page that can be ordered", () => {
    for (const buy of [
      '<a href="order.asp?id=1093"><img src="images/buy-now.jpg" alt="Acquista - compra - metti nel carrello"></a>',
      '<a href="javascript:checkOrder();"><span><img border=0 src="https://img.example/Graphics/AddToCart.png"></span></a>',
    ]) {
      const { facts, prompt } = read(tableShop(buy));
      expect(facts.kind).toBe("retailer-product");
      expect(prompt).toContain("Price: € 430,00");
      expect(prompt).toContain(
        "Availability: available to order: it can be added to the cart (no stock status read from the page)",
      );
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

describe("a shop's microdata as a person reads the page beside it (eleventh session)", () => {
  // A product page whose microdata is written on its visible elements, the offer's price without a currency code.
  const microdataPage = (heading: string, rest = "", brand = "") =>
    `<!doctype html><html><head><title>Steel wheel 5x13 - Wheel Shop</title></head><body>
     <div itemscope itemtype="http://schema.org/Product">${heading}${brand}${rest}
       <div itemprop="offers" itemscope itemtype="http://schema.org/Offer">
         <span itemprop="price" class="prix">27,63<span class="devise">£</span></span>
         <link itemprop="availability" href="http://schema.org/InStock"></div>
       <button class="btn-cart">Add to cart</button></div></body></html>`;

  it("a name element that is only the heading's end reads as the whole heading; a price element's own currency sign is its currency", () => {
    const { prompt } = read(
      microdataPage(
        '<h1>Steel wheel <span itemprop="brand">Peugeot</span> <span itemprop="name">206 1.1i <br><small>(1998 - 2009) 5x13"</small></span></h1>',
      ),
    );
    expect(prompt).toMatch(/^Product: Steel wheel Peugeot 206 1\.1i \(1998 - 2009\) 5x13"$/m);
    expect(prompt).toMatch(/^Price: 27,63£$/m);
    // (a name element that is the whole heading, or a heading that opens with it, is read as it is)
    expect(read(microdataPage('<h1 itemprop="name">Steel wheel 206</h1>')).prompt).toMatch(
      /^Product: Steel wheel 206$/m,
    );
    expect(
      read(microdataPage('<h1><span itemprop="name">Steel wheel 206</span> <small>new</small></h1>')).prompt,
    ).toMatch(/^Product: Steel wheel 206$/m);
    // (a figure with words beside it is no currency: the data's bare figure stays bare)
    const worded = microdataPage('<h1 itemprop="name">Wheel</h1>').replace(
      '27,63<span class="devise">£</span>',
      "27,63 per unit",
    );
    expect(read(worded).prompt).toMatch(/^Price: 27,63$/m);
  });

  it("the product item's own itemCondition gives the condition its offer leaves out", () => {
    const condition =
      '<p><label>Condition </label><link itemprop="itemCondition" href="http://schema.org/NewCondition"><span>New</span></p>';
    expect(read(microdataPage('<h1 itemprop="name">Sweatshirt</h1>', condition)).prompt).toMatch(/^Condition: new$/m);
    expect(read(microdataPage('<h1 itemprop="name">Sweatshirt</h1>')).prompt).not.toContain("Condition:");
  });

  it("a maker line under the name ('From Acme Village') beats a data brand that is the shop's own name; a maker brand stays", () => {
    const page = (brand: string, line: string) =>
      `<!doctype html><html><head><title>Express Train Collection</title>
       <meta property="og:site_name" content="Wheel Shop Online"></head><body>
       <div itemscope itemtype="http://schema.org/Product"><div class="info">
         <div class="heading1">Glow-In-The-Dark Train</div><div class="subtitle" itemprop="name">Express Train Collection</div>
         <div class="description"><p>A train in HO scale.</p></div><div class="details"><p>Runs on HO track</p>${line}</div>
         <div itemprop="offers" itemscope itemtype="http://schema.org/Offer"><meta itemprop="price" content="79.99">
           <meta itemprop="priceCurrency" content="USD"></div><button class="btn-cart">Add to cart</button></div>
       <div itemprop="brand" itemscope itemtype="http://schema.org/Brand"><meta itemprop="name" content="${brand}"></div>
       </div></body></html>`;
    const url = "https://www.wheelshop.example/products/917623.html";
    expect(read(page("The Wheel Shop Online", "<p>From Acme Village</p>"), url).prompt).toMatch(
      /^Brand: Acme Village$/m,
    );
    expect(read(page("The Wheel Shop Online", "<p>by Acme</p>"), url).prompt).toMatch(/^Brand: Acme$/m);
    // (a maker's own brand in the data stays; a line that is a sentence names no maker)
    expect(read(page("Lionel", "<p>From Acme Village</p>"), url).prompt).toMatch(/^Brand: Lionel$/m);
    expect(read(page("The Wheel Shop Online", "<p>From the makers of fine trains</p>"), url).prompt).toMatch(
      /^Brand: The Wheel Shop Online$/m,
    );
  });

  it("a brand written only as the name's first words, confirmed by the shop's menu of brands; a code the data marks beside its label", () => {
    const page = (menuHeading: string) =>
      `<!doctype html><html><head><title>Joe Smith Placket Shirt | Shop</title></head><body>
       <nav><div class="categoryHeading">${menuHeading}</div><ul><li><a href="/shop/1/_/N-1/products">Bench</a></li>
         <li><a href="/shop/1/_/N-2/products">Joe Smith</a></li></ul></nav>
       <div itemscope itemtype="http://schema.org/Product"><h1 itemprop="name">Joe Smith Placket Shirt</h1>
         <div id="priceReviews"><h3 class="productNowPrice">£40.00</h3>
           <h2 class="productCode">Product Code: <span itemprop="sku">NC741ML</span></h2></div>
         <div itemprop="offers" itemscope itemtype="http://schema.org/Offer"><meta itemprop="price" content="40.00">
           <meta itemprop="priceCurrency" content="GBP"></div><button class="btn-cart">Add to Bag</button></div></body></html>`;
    const { prompt } = read(page("Brands"));
    expect(prompt).toMatch(/^Brand: Joe Smith$/m);
    expect(prompt).toContain("- Product Code: NC741ML");
    // (a menu under another heading confirms no brand)
    expect(read(page("Collections")).prompt).not.toContain("Brand:");
  });
});

describe("product pages without data or a price a reader can see, known by their product block's shape (eleventh session)", () => {
  it("a buy box whose price label shows its currency and no figure (the shop's script draws it) makes a product page", () => {
    const page = (box: string) =>
      `<!doctype html><html><head><title>Leonin Caster (Duel Decks)</title></head><body>
       <table><tr><td><h2>Leonin Caster</h2></td></tr><tr><td><div class="card_desc_details"><strong>Card Type:</strong>
       Creature<br><br><strong>Artist:</strong> Kev Walker<br><br></div>
       <div><form action="/cart.php" method="post">${box}<br>72 in stock<br><input type="text" name="qty" value="0">
       <input type="submit" value="Buy!" id="buy_725292"></form></div></td></tr></table></body></html>`;
    const { facts, prompt } = read(
      page('<div>Price: <strong>$</strong></div><span><div class="a1">&nbsp;</div></span>'),
    );
    expect(facts.kind).toBe("retailer-product");
    expect(prompt).toMatch(/^Product: Leonin Caster$/m);
    expect(prompt).toMatch(/^Price: No current price on the page\.$/m);
    expect(prompt).toMatch(/^Availability: in stock$/m);
    expect(prompt).toContain("- Card Type: Creature");
    // (a label with a word after it, or no label at all, is no price drawn by script)
    expect(read(page("<div>Price: <strong>on request</strong></div>")).facts.kind).not.toBe("retailer-product");
    expect(read(page("<div><strong>$</strong></div>")).facts.kind).not.toBe("retailer-product");
  });

  it("a table of label and value rows with one price row beside a product-code row makes a product page, named by the bold line with the code", () => {
    const block = (code: string, price: string) =>
      `<table><tr><td><b><font size="4">SEAT COVER SET: (${code})</font></b><br><font><b>PRINT SEAT COVER: Solid</b></font></td></tr>
       <tr><td><table><tr><td><b>1989 ARIES K</b></td></tr></table>
       <table><tr><td width="10"></td><td>PRODUCT ID:&nbsp;</td><td colspan="2">${code}</td></tr>
       <tr><td width="10"></td><td>UNIT PRICE:&nbsp;</td><td colspan="2">Custom-Made! ${price}</td></tr>
       <tr><td width="10"></td><td>AVAILABILITY:&nbsp;</td><td>7-10 Production Days</td></tr></table></td></tr></table>`;
    const page = (body: string) =>
      `<!doctype html><html><head><title>View Local Product in Detail</title></head><body>
       <form name="shopcart" action="LocalShopList.html"><input type="hidden" name="func" value="Order">${body}</form>
       </body></html>`;
    const { facts, prompt } = read(page(block("HSBU2546R", "$180.00")));
    expect(facts.kind).toBe("retailer-product");
    expect(prompt).toMatch(/^Product: SEAT COVER SET: \(HSBU2546R\) PRINT SEAT COVER: Solid$/m);
    expect(prompt).toMatch(/^Price: \$180\.00$/m);
    expect(prompt).toContain("- PRODUCT ID: HSBU2546R");
    // (two such tables are a list of products; a price row without a code row is no product's block)
    expect(read(page(block("HSBU2546R", "$180.00") + block("HSBU2547R", "$190.00"))).facts.kind).not.toBe(
      "retailer-product",
    );
    expect(read(page(block("HSBU2546R", "$180.00").replace("PRODUCT ID:", "FITS:"))).facts.kind).not.toBe(
      "retailer-product",
    );
  });
});

describe("the eleventh round's shop pages by class: a payment button, a script's price cell, codes, tabs and chips (twelfth session)", () => {
  const post = (form: string) =>
    `<!doctype html><html><head><title> &raquo; Club Stickers</title></head><body>
     <header><h1 class="blog-name"><a href="/">Club</a></h1></header>
     <article><header class="entry-header"><h1 class="entry-title">Club Stickers</h1></header>
     <div class="entry-content"><p>The very first item of club swag is here. Order one today!</p>
     <p><strong>Residents</strong>: $4.00 (with free shipping)</p>${form}</div></article></body></html>`;
  const payForm = (fields: string) =>
    `<form action="https://pay.example/cgi-bin/webscr" method="post"><input type="hidden" name="cmd" value="_xclick">
     ${fields}<input type="image" src="/btn_buynow.gif" name="submit" alt="Pay with our provider"></form>`;

  it("a page selling one item through a payment provider's buy-now form is a product page: its name from the page, its price from the form", () => {
    const { facts, prompt } = read(
      post(
        payForm(
          '<input type="hidden" name="item_name" value="Club 3 inch Sticker"><input type="hidden" name="currency_code" value="USD"><input type="hidden" name="amount" value="4.00">',
        ),
      ),
    );
    expect(facts.kind).toBe("retailer-product");
    // (the post's own header holds its title; the page's header holds the site's name)
    expect(prompt).toMatch(/^Product: Club Stickers$/m);
    expect(prompt).toMatch(/^Price: USD 4\.00$/m);
    // (a gift, two items, or no amount: no one item sold)
    const donation = payForm(
      '<input type="hidden" name="item_name" value="Support the club"><input type="hidden" name="amount" value="5.00">',
    ).replace("_xclick", "_donations");
    expect(read(post(donation)).facts.kind).not.toBe("retailer-product");
    const two = ["A", "B"]
      .map((item) =>
        payForm(
          `<input type="hidden" name="item_name" value="Sticker ${item}"><input type="hidden" name="amount" value="4.00">`,
        ),
      )
      .join("");
    expect(read(post(two)).facts.kind).not.toBe("retailer-product");
    expect(read(post(payForm('<input type="hidden" name="item_name" value="Sticker">'))).facts.kind).not.toBe(
      "retailer-product",
    );
  });

  it("a table-built page whose price cell the script fills (a currency beside an empty cell) is a product page; its one-cell 'Label: value' rows are specifications", () => {
    const page = (currencyCell: string) =>
      `<!doctype html><html><head><title>Fresh cheese (without salt)</title></head><body>
       <h2>Fresh cheese (without salt)</h2><table>
       <tr><td><table><tr><td><b>Weight</b><br><select name="w"><option>250</option><option>500</option></select> gr</td>
       <td>${currencyCell}</td><td><noscript>&nbsp;</noscript></td>
       <td><b>Add to<br>cart</b><a href="javascript:send()"><img src="/buy.gif" alt="Buy!"></a></td></tr></table></td></tr>
       <tr><td colspan="2">Place of production: Hillside (Italy)</td></tr>
       <tr><td colspan="2">Best before: 7 days</td></tr></table></body></html>`;
    const { facts, prompt } = read(page("<b>Eur</b>"));
    expect(facts.kind).toBe("retailer-product");
    expect(prompt).toMatch(/^Product: Fresh cheese \(without salt\)$/m);
    expect(prompt).toMatch(/^Price: No current price on the page\.$/m);
    expect(prompt).toContain("- Place of production: Hillside (Italy)");
    expect(prompt).toContain("- Best before: 7 days");
    // (the buyer's choice of weight is no specification)
    expect(prompt).not.toContain("Weight");
    // (cells of several lines each, other products' profiles, are no rows of the product's)
    const profiles = page("<b>Eur</b>").replace(
      /<tr><td colspan="2">[^<]*<\/td><\/tr>/g,
      '<tr><td colspan="2"><p><a href="/p/2">HILLSIDE</a>: mild and round</p><p>★★</p></td></tr>',
    );
    expect(read(profiles).prompt).not.toContain("HILLSIDE");
    // (a currency with a figure beside it, or a word that is no currency, is no price drawn by script)
    expect(read(page("<b>Eur</b></td><td>12,00")).facts.kind).not.toBe("retailer-product");
    expect(read(page("<b>Net</b>")).facts.kind).not.toBe("retailer-product");
  });

  it("a product's code line under its name is a specification; a category's filter chips and the shop's phone lines are not", () => {
    const page = (code: string) =>
      `<!doctype html><html><head><title>Bead, acrylic, 32mm flat round</title></head><body>
       <div class="left-column"><h3>Selected Refinements</h3><ul class="refinementlist">
         <li><span>Material:</span> <a href="/shop/acrylic">Acrylic</a> <a href="/shop/all" title="Remove Acrylic">Remove</a></li>
         <li><span>Color:</span> <a href="/shop/multi">Multicolored</a> <a href="/shop/all">Remove</a></li></ul>
         <ul><li><b>Shape:</b> Round <a href="/shop/all">×</a></li></ul></div>
       <h1>Bead, acrylic, 32mm flat round</h1><span class="price">$3.46</span>
       <form action="/cart/updateitem"><button type="submit" class="btn-cart">Add to Cart</button></form>
       ${code}<div id="btmlinks"><ul><li><strong>Customer Service:</strong> (800) 423-2319</li>
       <li><strong>Order by Fax:</strong> (800) 292-3473</li><li><strong>Email:</strong> questions@shop.example</li></ul></div>
       </body></html>`;
    const { prompt } = read(
      page(
        '<h2>Item Number: <strong>H20-6447PB </strong>&nbsp; <a href="/q">Have a question about this item?</a></h2>',
      ),
    );
    expect(prompt).toContain("- Item Number: H20-6447PB");
    for (const line of ["Material", "Color", "Shape", "Remove", "423-2319", "292-3473", "questions@"]) {
      expect(prompt).not.toContain(line);
    }
    // (a code line needs a code with a figure, and a label that names a code)
    expect(read(page("<h2>Item Number: pending</h2>")).prompt).not.toContain("Item Number");
    expect(read(page("<h2>Origin: H20-6447PB</h2>")).prompt).not.toContain("Origin");
  });

  it("a table of quantity ranges over their prices: the price to pay for one is the first tier's, the others are larger orders' prices", () => {
    const page = (tiers: string) =>
      `<!doctype html><html><head><title>Bead, acrylic, 32mm</title></head><body><h1>Bead, acrylic, 32mm</h1>
       <table class="multiPrice"><tr>${tiers}</tr><tr><td>$3.46</td><td>$2.49</td><td>$1.44</td></tr></table>
       <form action="/cart/add"><button class="btn-cart">Add to Cart</button></form></body></html>`;
    const { prompt } = read(page("<th>1 - 14</th><th>15 - 49</th><th>100+</th>"));
    expect(prompt).toMatch(/^Price: \$3\.46$/m);
    expect(prompt).toContain("- $2.49: for a quantity of 15 - 49");
    expect(prompt).toContain("- $1.44: for a quantity of 100+");
    // (a header row of words is no row of quantities)
    expect(read(page("<th>Small</th><th>Medium</th><th>Large</th>")).prompt).not.toContain("for a quantity");
  });

  it("tab labels and a table's header row name no brand; the maker's link at the head of the product's heading does", () => {
    const page = (heading: string, more = "") =>
      `<!doctype html><html><head><title>Gentle Fluidity Gold 70 ml</title></head><body><main>
       <h1>${heading}</h1><span class="price">22 510 ₽</span><button class="add-to-cart">добавить в корзину</button>
       <div role="tablist"><button type="button"><div>Описание</div></button><button type="button"><div>Бренд</div></button>
       <button type="button"><div>Дополнительная информация</div></button></div>
       <div class="tab-content"><div class="title">Maison Example Gentle Fluidity Gold</div>
       <div class="sub-title">артикул: 26802400001</div>
       <div class="wysiwyg">страна происхождения<br>Франция<br><br>изготовитель:<br>«Example SAS», адрес: 41, rue Marcel, 75001 Paris, Франция, Европейский союз<br><br></div></div>
       <dl class="pdp-delivery-list"><div><dt class="delivery-list__key"><span>курьер</span></dt><dt class="delivery-list__value"><span>7 марта</span></dt></div></dl>
       <table><thead><tr><th><span>make</span></th><th><span>model</span></th><th>year</th></tr></thead>
       <tbody><tr><td>Acme</td><td>ILX</td><td>2016</td></tr></tbody></table>${more}</main></body></html>`;
    const { prompt } = read(
      page(
        '<a href="/brands/maison-example" class="pdp-title__brand">Maison Example</a><span>Gentle Fluidity Gold</span>',
      ),
    );
    expect(prompt).toMatch(/^Brand: Maison Example$/m);
    expect(prompt).toContain("- артикул: 26802400001");
    expect(prompt).toContain("- страна происхождения: Франция");
    expect(prompt).not.toContain("курьер");
    // (without the maker's link, the tabs and the header row give no brand: "Дополнительная информация", "model")
    const plain = read(page("Gentle Fluidity Gold")).prompt;
    expect(plain).not.toContain("Brand:");
    // (a link to anything else, or a heading that is only the maker's link, names no maker)
    expect(read(page('<a href="/sale">Maison Example</a><span>Gentle Fluidity Gold</span>')).prompt).not.toContain(
      "Brand:",
    );
    expect(read(page('<a href="/brands/maison-example">Maison Example</a>')).prompt).not.toContain("Brand:");
  });
});

describe("the twelfth round's shop pages by class: local currencies, sellers' offers, block tables, stock and hours lines (thirteenth session)", () => {
  const page = (body: string, head = "", title = "Power strip 3 sockets") =>
    `<!doctype html><html><head><title>${title}</title>${head}</head><body><header><a href="/">Shop</a></header>
     <main>${body}</main><footer>Sat-Thu: 9:30am - 12pm</footer></body></html>`;

  it("an Arabic-script currency before or after the figure, and a local abbreviation, make a price where a price would be", () => {
    const box = (price: string, old = '<span class="price -old">جنيه 500</span>') =>
      page(`<h1>Power strip 3 sockets</h1><div class="price-box"><span class="price">${price}</span>
        ${old}</div><button type="submit">اشتري الآن</button>
        <p>Fits 3 plugs and 6 chargers, 265 of them sold.</p>`);
    expect(read(box("جنيه 265")).prompt).toMatch(/^Price: جنيه 265$/m);
    expect(read(box("150 ر.س")).prompt).toMatch(/^Price: 150 ر\.س$/m);
    expect(read(box("L.E 12.00")).prompt).toMatch(/^Price: L\.E 12\.00$/m);
    expect(read(box("LE 329")).prompt).toMatch(/^Price: LE 329$/m);
    expect(read(box("290.0 EGP")).prompt).toMatch(/^Price: 290\.0 EGP$/m);
    // (a word that only starts like a currency is none: "LED 12" is no price, so the page has no price to read)
    expect(read(box("LED 12", "")).prompt).not.toMatch(/^Price: .*12/m);
  });

  it("an aggregate of sellers' offers listed without their prices gives its lowest price; a heading that holds the data's name with the maker is the name", () => {
    const data = (name: string, offers: string) =>
      `<script type="application/ld+json">{"@context":"https://schema.org","@type":"ItemPage","mainEntity":{"@type":"Product",
       "name":"${name}","brand":"Acme","offers":{"@type":"AggregateOffer","availability":"http://schema.org/InStock",
       "highPrice":"270.00","lowPrice":"265.00","priceCurrency":"EGP","offerCount":2,"offers":${offers}}}}</script>`;
    const body = "<h1>Acme SE3631 - 3 Power Sockets</h1><span class=price>جنيه 265</span><button>Add to cart</button>";
    const unpriced = '[{"@type":"Offer","url":"a.html"},{"@type":"Offer","url":"b.html"}]';
    const { prompt } = read(page(body, data("SE3631 - 3 Power Sockets", unpriced)));
    expect(prompt).toMatch(/^Price: EGP 265\.00$/m);
    expect(prompt).toMatch(/^Product: Acme SE3631 - 3 Power Sockets$/m);
    // (offers listed with their own prices are read instead of the range)
    const priced = '[{"@type":"Offer","price":"268.00","priceCurrency":"EGP"}]';
    expect(read(page(body, data("SE3631 - 3 Power Sockets", priced))).prompt).toMatch(/^Price: EGP 268\.00$/m);
    // (a heading that only shares a word's start with the data's name, or says much more, leaves the data's name)
    expect(read(page(body, data("SE36", unpriced))).prompt).toMatch(/^Product: SE36$/m);
    // (words after the data's name are a badge or a note, not the maker's: the data's name stays)
    expect(read(page(body, data("Acme SE3631", unpriced))).prompt).toMatch(/^Product: Acme SE3631$/m);
    const longer = body.replace("3 Power Sockets", "3 Power Sockets + 6 USB Charger");
    expect(read(page(longer, data("USB Charger", unpriced))).prompt).toMatch(/^Product: USB Charger$/m);
  });

  it("a table built of blocks, a header cell and a value cell a row, is specifications in any language; a card of picture and text is not", () => {
    const rows = (cells: string) =>
      page(`<h1>Power strip 3 sockets</h1><span class="price">$26.50</span><button class="btn-cart">Add to cart</button>
       <div class="osh-table"><div class="caption">عام</div>${cells}</div>`);
    const { prompt } = read(
      rows(`<div class="osh-row"><div class="osh-col -head">SKU (config)</div><div class="osh-col">LD168EL1</div></div>
        <div class="osh-row"><div class="osh-col -head">الموديل</div><div class="osh-col">SE3631</div></div>
        <div class="osh-row"><div class="osh-col -head">اللون</div><div class="osh-col">Black</div></div>`),
    );
    expect(prompt).toContain("- SKU (config): LD168EL1");
    expect(prompt).toContain("- الموديل: SE3631");
    expect(prompt).toContain("- اللون: Black");
    // (one row alone, or rows whose first cell is no header, are no table)
    expect(
      read(rows('<div class="osh-row"><div class="osh-col -head">Colour</div><div class="osh-col">Black</div></div>'))
        .prompt,
    ).not.toContain("Colour");
    const plain = read(
      rows(`<div class="row"><div class="col">Colour</div><div class="col">Black</div></div>
        <div class="row"><div class="col">Model</div><div class="col">SE3631</div></div>`),
    ).prompt;
    expect(plain).not.toContain("- Model: SE3631");
  });

  it("a buy box found by its input button below a price in a shop's own currency code makes a product page", () => {
    const { prompt } = read(
      page(
        `<h1>CASIO ANALOGE CLOCK TQ-218</h1><div class="description"><span>Brand:</span> <a href="/m/103">Casio</a><br>
        <span>Product Code:</span><span class="sku-rt">63-08783</span><br><span>Availability:</span> In Stock</div>
        <div class="price">290.0<span> EGP</span><br><div class="price-tax">Ex Tax: 290.0<span> EGP</span></div></div>
        <div class="cart"><input type="button" value="Buy Now" id="button-cart" class="button"></div>`,
        "",
        "CASIO ANALOGE CLOCK TQ-218",
      ),
    );
    expect(prompt).toMatch(/^Source: retailer product page$/m);
    expect(prompt).toMatch(/^Product: CASIO ANALOGE CLOCK TQ-218$/m);
    expect(prompt).toMatch(/^Price: 290\.0 EGP$/m);
    expect(prompt).toMatch(/^Availability: in stock$/m);
    expect(prompt).toContain("- Product Code: 63-08783");
    // (the stock line is the availability, never a specification)
    expect(prompt).not.toContain("- Availability:");
  });

  it("a code in the element after its label or a line break is a specification; opening hours, stock lines and addresses are not", () => {
    const { prompt } = read(
      page(`<h1>Power strip 3 sockets</h1><span class="price">SR 1,550</span>
        <div class="sku"><label class="label">CODE:</label> <span class="item">NIK-D3400KT</span></div>
        <div class="stock">Availability: In stock<br>SKU: EFV-510D</div><button class="btn-cart">Add to cart</button>
        <div class="info"><p>Sat-Thu: 9:30am - 12pm, 4pm - 10:30pm</p><p>Fri: 4pm - 9:30pm</p>
        <p>Mo-Fr: 9:00-18:00</p></div>
        <div class="specs"><p>Lens Mount: AF &amp; AF-S</p><p>Aspect Ratio: 3:2</p><p>Fri: 4 plugs</p></div>
        <div class="description"><p>https://video.example/watch?v=1</p></div>`),
    );
    expect(prompt).toMatch(/^Price: SR 1,550$/m);
    expect(prompt).toContain("- CODE: NIK-D3400KT");
    expect(prompt).toContain("- SKU: EFV-510D");
    expect(prompt).toContain("- Aspect Ratio: 3:2");
    expect(prompt).not.toContain("Sat-Thu");
    expect(prompt).not.toContain("Mo-Fr");
    expect(prompt).not.toContain("- Availability");
    // (an address in the description is no "https: //…" line)
    expect(prompt).not.toContain("- https");
    // (a weekday-like name with no time of day is read as any line)
    expect(prompt).toContain("- Fri: 4 plugs");
  });

  it("a microdata brand marked on the link to the brand's page is the link's text, not its address", () => {
    const product = (brand: string) =>
      page(`<div itemscope itemtype="http://schema.org/Product"><h1 itemprop="name">Micellar Solution Cleanser</h1>
        ${brand}<div itemprop="offers" itemscope itemtype="http://schema.org/Offer"><span itemprop="price">329</span>
        <meta itemprop="priceCurrency" content="EGP"></div><button class="btn-cart">Add to Bag</button></div>`);
    expect(read(product('<a href="/en/brands/diamond-cellular" itemprop="brand">Diamond Cellular</a>')).prompt).toMatch(
      /^Brand: Diamond Cellular$/m,
    );
    // (a brand given in a content attribute stays the attribute's)
    expect(read(product('<a href="/en/brands/dc" itemprop="brand" content="Diamond Cellular">DC</a>')).prompt).toMatch(
      /^Brand: Diamond Cellular$/m,
    );
  });

  it("a live buy button where no stock status is read says so, without claiming a stock word; a stock word is read", () => {
    const box = (more: string) =>
      page(
        `<h1>Power strip 3 sockets</h1><span class="price">$26.50</span><button class="btn-cart">Add to cart</button>${more}`,
      );
    expect(read(box("")).prompt).toMatch(
      /^Availability: available to order: it can be added to the cart \(no stock status read from the page\)$/m,
    );
    expect(read(box('<p class="stock">In stock</p>')).prompt).toMatch(/^Availability: in stock$/m);
    // (a count of the stock in the buy box is a stock status: "72 in stock" between line breaks, a label cell and
    // its count; none left is out of stock)
    const form = (lines: string) =>
      page(`<h1>Power strip 3 sockets</h1><form action="/cart.php"><div><span class="price">$26.50</span><br>${lines}<br>
        <input type="submit" value="Buy!"></div></form>`);
    expect(read(form("72 in stock")).prompt).toMatch(/^Availability: in stock$/m);
    expect(read(form("0 in stock")).prompt).toMatch(/^Availability: out of stock$/m);
    expect(read(form('<div class="row"><div>Current Stock:</div><div> 67 </div></div>')).prompt).toMatch(
      /^Availability: in stock$/m,
    );
    // (a count of something else is none: the live button is what is read)
    expect(read(form("72 in the box")).prompt).toMatch(/^Availability: available to order/m);
  });
});

describe("the thirteenth round's shop pages by class: conditions in many languages, code lines, Arabic-Indic figures, a price drawn by a font (fourteenth session)", () => {
  const page = (body: string, title = "Power strip 3 sockets") =>
    `<!doctype html><html><head><title>${title}</title></head><body><header><a href="/">Shop</a></header>
     <main><h1>Power strip 3 sockets</h1>${body}</main><footer>Help</footer></body></html>`;
  const buyBox = (line: string) =>
    page(`<div class="product-info"><span class="price">$26.50</span><div class="sku-title">${line}</div>
      <button class="btn-cart">Add to cart</button></div>`);
  const condition = (html: string) => /^Condition: (.+)$/m.exec(read(html).prompt)?.[1];

  it("a condition label and its value in the buy box, in the major shop languages, make the condition", () => {
    expect(condition(buyBox("מצב פריט: משומש"))).toBe("used");
    expect(condition(buyBox("حالة المنتج: جديد"))).toBe("new");
    expect(condition(buyBox("商品の状態：中古"))).toBe("used");
    expect(condition(buyBox("成色：全新"))).toBe("new");
    expect(condition(buyBox("상품상태: 중고"))).toBe("used");
    expect(condition(buyBox("Ürün durumu: Yenilenmiş"))).toBe("refurbished");
    expect(condition(buyBox("Tình trạng: Đã qua sử dụng"))).toBe("used");
    expect(condition(buyBox("สภาพสินค้า: มือสอง"))).toBe("used");
    expect(condition(buyBox("Kondisi: Bekas"))).toBe("used");
    expect(condition(buyBox("Condição: Seminovo"))).toBe("used");
    expect(condition(buyBox("Stan: Odnowiony"))).toBe("refurbished");
    // (a value that says no condition is none; so is a sentence of the description that speaks of one)
    expect(condition(buyBox("מצב פריט: כחול"))).toBeUndefined();
    expect(
      condition(
        page(`<span class="price">$26.50</span><button class="btn-cart">Add to cart</button>
          <div class="description"><p>Replaces the used strip behind your desk; new plugs fit.</p></div>`),
      ),
    ).toBeUndefined();
  });

  it("a condition row of a specification table in another language is the condition", () => {
    const table = (name: string, value: string) =>
      page(`<span class="price">$26.50</span><button class="btn-cart">Add to cart</button>
        <table><tr><th>${name}</th><td>${value}</td></tr><tr><th>Colour</th><td>White</td></tr></table>`);
    expect(condition(table("الحالة", "مستعمل"))).toBe("used");
    expect(condition(table("מצב", "חדש"))).toBe("new");
    expect(condition(table("Durum", "Yeni"))).toBe("new");
    expect(condition(table("Colour scheme", "Used look"))).toBeUndefined();
  });

  it("a line giving the product's code under a label ending in # or No. is a specification", () => {
    const line = (text: string) =>
      read(page(`<span class="price">$26.50</span><button class="btn-cart">Add to cart</button><div>${text}</div>`))
        .prompt;
    expect(line("Store Style #:&nbsp;40T6MBMS1S")).toMatch(/^- Store Style #: 40T6MBMS1S$/m);
    expect(line("Style No.: AB-1234")).toMatch(/^- Style No\.: AB-1234$/m);
    expect(line("Model #: PS-3")).toMatch(/^- Model #: PS-3$/m);
    // (a label of other words is no code, one line alone)
    expect(line("Call us #: 0800 123")).not.toContain("Call us");
  });

  it("a price written in Arabic-Indic or Eastern Arabic-Indic figures is a price, in the figures the model reads", () => {
    const priced = (price: string, button = "أضف إلى السلة") =>
      read(page(`<span class="price">${price}</span><button class="btn-cart">${button}</button>`)).prompt;
    expect(priced("٢٦٥ جنيه")).toMatch(/^Price: 265 جنيه$/m);
    expect(priced("۱۲٬۵۰۰ تومان", "افزودن به سبد")).toMatch(/^Price: 12,500 تومان$/m);
    expect(priced("ر.س ١٬٢٩٩٫٥٠")).toMatch(/^Price: ر\.س 1,299\.50$/m);
  });

  it("a bare figure or range in a price element beside the buy button, its currency a font's icon, makes a product page", () => {
    const shown = (price: string) =>
      read(
        page(`<dl class="price-panel"><dt>价格</dt><dd><em class="yen-icon">&#xe600;</em>
          <span class="tm-price">${price}</span></dd></dl><div class="action"><a href="#" role="button">立即购买</a>
          <a href="#" role="button">加入购物车</a></div>`),
      ).facts.kind;
    expect(shown("5499.00-6799.00")).toBe("retailer-product");
    expect(shown("5499.00")).toBe("retailer-product");
    // (a figure that is no price, a count of reviews, makes none)
    expect(shown("38287")).not.toBe("retailer-product");
  });
});

describe("the fourteenth round's shop pages by class: a local currency, codes in elements of their own, garbled rows, pre-orders, open boxes (fifteenth session)", () => {
  const page = (body: string, title = "Power strip 3 sockets") =>
    `<!doctype html><html><head><title>${title}</title></head><body><header><a href="/">Shop</a></header>
     <main>${body}</main><footer>Help</footer></body></html>`;
  const withHeading = (body: string) => page(`<h1>Power strip 3 sockets</h1>${body}`);
  const buyBox = (line: string) =>
    withHeading(`<div class="product-info"><span class="price">$26.50</span><div class="sku-title">${line}</div>
      <button class="btn-cart">Add to cart</button></div>`);
  const condition = (html: string) => /^Condition: (.+)$/m.exec(read(html).prompt)?.[1];
  const availability = (html: string) => /^Availability: (.+)$/m.exec(read(html).prompt)?.[1];

  it("a shop page without structured data or h1, its price in hryvnias, is the product page of the name over it", () => {
    const shop = (price: string) =>
      read(
        page(
          `<div class="product-right"><h3 class="product-title">Серьги Жакаранда</h3>
          <ul class="attr"><li><span class="desc">Производитель: </span><a href="/irida">Ирида-В</a></li>
          <li><span class="desc">Наличие: </span> Есть в наличии</li></ul>
          <ul class="price"><li><h3 class="product-price">${price}</h3></li><li class="price-tax">Без НДС: ${price}</li></ul>
          <button type="button" id="button-cart" class="btn btn-primary">Купить</button></div>`,
          "Серьги Жакаранда",
        ),
      );
    const { facts, prompt } = shop("650 грн");
    expect(facts.kind).toBe("retailer-product");
    expect(prompt).toMatch(/^Product: Серьги Жакаранда$/m);
    expect(prompt).toMatch(/^Price: 650 грн$/m);
    expect(prompt).toMatch(/^Availability: in stock$/m);
    expect(prompt).toMatch(/^Brand: Ирида-В$/m);
    // (the price without tax beside it is a price line, no specification)
    expect(prompt).not.toContain("- Без НДС");
    expect(shop("1 250 ₴").prompt).toMatch(/^Price: 1 250 ₴$/m);
    expect(shop("₴1250").prompt).toMatch(/^Price: ₴1250$/m);
    // (a word that only starts like the currency is none: no price, no product page)
    expect(shop("650 грнx").facts.kind).not.toBe("retailer-product");
  });

  it("a code whose label is an element of its own and whose value is the text after it is a specification", () => {
    const line = (html: string) =>
      read(withHeading(`<span class="price">$26.50</span><button class="btn-cart">Add to cart</button>${html}`)).prompt;
    expect(line('<div class="sku"><h4>Sku:</h4> 10-100022</div>')).toMatch(/^- Sku: 10-100022$/m);
    expect(line("<p><b>Art.-Nr.:</b> 4711-AB</p>")).toMatch(/^- Art\.-Nr\.: 4711-AB$/m);
    expect(line('<div><span class="label">Model #:</span> <span class="value">PS-3</span></div>')).toMatch(
      /^- Model #: PS-3$/m,
    );
    // (a label of other words before its text is no code, one line alone)
    expect(line("<div><h4>Call us #:</h4> 0800 123</div>")).not.toContain("Call us");
  });

  it("the product's code under the heading is kept when a specification table fills the list", () => {
    const rows = Array.from(
      { length: 35 },
      (_, index) => `<tr><th>Row ${index + 1}</th><td>Value ${index + 1}</td></tr>`,
    );
    const { prompt } = read(
      withHeading(`<div><span>Model #:</span><span>PS-3000X</span></div><span class="price">$26.50</span>
        <button class="btn-cart">Add to cart</button><table>${rows.join("")}</table>`),
    );
    expect(prompt).toMatch(/^- Model #: PS-3000X$/m);
    expect(prompt).toMatch(/^- Row 1: Value 1$/m);
  });

  it("a row the shop stored garbled (UTF-8 read as Windows-1252) reads as the shop wrote it", () => {
    expect(repairMojibake("weiÃŸ")).toBe("weiß");
    expect(repairMojibake("GrÃ¶ÃŸe")).toBe("Größe");
    expect(repairMojibake("Ã¼ber â€“ 3 m")).toBe("über – 3 m");
    // (text that is not such bytes stays: a capital with a tilde before a space, letters beyond one byte)
    expect(repairMojibake("Ã la carte")).toBe("Ã la carte");
    expect(repairMojibake("Weiß")).toBe("Weiß");
    expect(repairMojibake("Ã© 東京")).toBe("Ã© 東京");
    const { prompt } = read(
      withHeading(`<span class="price">€14.95</span><button class="btn-cart">In den Warenkorb</button>
        <table><tr><th>Farbe</th><td>weiÃŸ</td></tr><tr><th>Gewicht</th><td>26 g</td></tr></table>`),
    );
    expect(prompt).toMatch(/^- Farbe: weiß$/m);
  });

  it("a pre-order the page shows on its status line or buy button is a pre-order, over the data's stock", () => {
    const offered = (shown: string, stock = "InStock") =>
      page(`<div itemscope itemtype="http://schema.org/Product"><h1 itemprop="name">Power strip 3 sockets</h1>
        <div itemprop="offers" itemscope itemtype="http://schema.org/Offer"><meta itemprop="price" content="26.50">
        <meta itemprop="priceCurrency" content="USD"><link itemprop="availability" href="http://schema.org/${stock}">
        <span class="price">$26.50</span></div>${shown}</div>`);
    expect(availability(offered('<div class="stock">Предзаказ</div>', "OutOfStock"))).toBe("pre-order");
    expect(availability(offered('<button class="btn-cart"><span>Pre-order now</span></button>'))).toBe("pre-order");
    expect(availability(offered('<a role="button" href="/cart">Vorbestellen</a>'))).toBe("pre-order");
    // (a way of buying that is no pre-order, a sentence about one, another product's pre-order: the data's stock)
    expect(availability(offered('<button class="btn-cart">Reserve in store</button>'))).toBe("in stock");
    expect(availability(offered("<p>Pre-order customers get a case.</p>"))).toBe("in stock");
    expect(
      availability(offered('<div class="related-products"><button class="btn-cart">Pre-order</button></div>')),
    ).toBe("in stock");
  });

  it('a block of other products headed in Russian ("Вам также может быть необходимо…") lends the product no price', () => {
    const { prompt } = read(
      page(`<div><h2>Вам также может быть необходимо…</h2><div><a href="/p/3">Кабель 2 м</a>
        <span class="price">990 руб</span><button>Купить</button></div></div>
        <h1>Удлинитель на 3 розетки</h1><span class="price">1 290 руб</span><button>Купить</button>`),
    );
    expect(prompt).toMatch(/^Price: 1 290 руб$/m);
  });

  it("a specification row that credits the maker by a credit word alone gives the brand where no brand row is", () => {
    const rows = (cells: string) =>
      read(
        withHeading(`<span class="price">$14.99</span><button class="btn-cart">Add to cart</button>
          <table>${cells}<tr><th>Piece Count</th><td>1000</td></tr></table>`),
      ).prompt;
    expect(rows("<tr><th>By:</th><td>White Peak Puzzles</td></tr>")).toMatch(/^Brand: White Peak Puzzles$/m);
    expect(rows("<tr><th>Hergestellt von</th><td>Acme Spiele</td></tr>")).toMatch(/^Brand: Acme Spiele$/m);
    // (a brand row wins; a row of other words with "by" in them is no credit)
    expect(rows("<tr><th>By</th><td>Jo Ames</td></tr><tr><th>Brand</th><td>Acme</td></tr>")).toMatch(/^Brand: Acme$/m);
    expect(rows("<tr><th>Sold by</th><td>Peak Store</td></tr>")).not.toMatch(/^Brand:/m);
  });

  it("a maker's own shop: the words its title marks with ® or ™, the shop's own name, are the brand where no other brand is read", () => {
    const own = (title: string, site = "Peak Coffee Shop") =>
      read(
        `<!doctype html><html><head><title>${title}</title><meta property="og:site_name" content="${site}"></head>
         <body><main><h1>French Vanilla Ground Coffee, 1-lb</h1><span class="price">$8.99</span>
         <button class="btn-cart">Add to cart</button></main></body></html>`,
      ).prompt;
    expect(own("Peak Coffee® One Pound French Vanilla Ground Coffee")).toMatch(/^Brand: Peak Coffee$/m);
    expect(own("Dunmore’s™ French Vanilla Ground Coffee", "Dunmore’s")).toMatch(/^Brand: Dunmore’s$/m);
    // (a product's own mark is no maker: the shop's name is another)
    expect(own("Dunmore’s™ French Vanilla Ground Coffee")).not.toMatch(/^Brand:/m);
    expect(own("C E Ferulic® with 15% L-Ascorbic Acid", "Skin Ceuticals")).not.toMatch(/^Brand:/m);
    // (a mark after a fourth word, a mark that ends the title, a title without one: no brand)
    expect(own("The Best Ground Coffee Blend® Ever")).not.toMatch(/^Brand:/m);
    expect(own("French Vanilla Ground Coffee | Peak®")).not.toMatch(/^Brand:/m);
    expect(own("French Vanilla Ground Coffee, 1-lb")).not.toMatch(/^Brand:/m);
  });

  it("an open box, B-Ware or a display piece in the buy box is no new copy; Persian's new and used are read", () => {
    expect(condition(buyBox("Open-Box"))).toBe("used");
    expect(condition(buyBox("Zustand: B-Ware"))).toBe("used");
    expect(condition(buyBox("Zustand: Ausstellungsstück"))).toBe("used");
    expect(condition(buyBox("وضعیت: کارکرده"))).toBe("used");
    expect(condition(buyBox("وضعیت: نو"))).toBe("new");
    // (a sentence of the description about an open box says nothing of the copy sold)
    expect(
      condition(
        withHeading(`<span class="price">$26.50</span><button class="btn-cart">Add to cart</button>
          <div class="description"><p>Ships in an easy open box with two plugs.</p></div>`),
      ),
    ).toBeUndefined();
  });
});

describe("the sixteenth round's shop pages by class: codes after a bar or without a colon, a heading in an aside, a classifieds ad, a breadcrumb's heading (seventeenth session)", () => {
  const page = (body: string, title = "Orbit Minidrone") =>
    `<!doctype html><html><head><title>${title}</title></head><body><header><a href="/">Shop</a></header>
     <main>${body}</main><footer>Help</footer></body></html>`;
  const buyBox = (line: string) =>
    page(`<h1>Orbit Minidrone</h1><div class="buy"><span class="price">$69.99</span>${line}
      <button class="btn-cart">Add to cart</button></div>`);

  it("two codes on one line parted by a bar, and a code whose label ends in # without a colon, are specifications", () => {
    const bar = read(
      buyBox(
        `<p class="itemNo">Item # <span>333ORB</span> <span><span class="sep">|</span> MFR # <span>PF7234</span></span></p>`,
      ),
    ).prompt;
    expect(bar).toMatch(/^- Item #: 333ORB$/m);
    expect(bar).toMatch(/^- MFR #: PF7234$/m);
    expect(
      read(buyBox('<div><span class="t">Product #</span> <span class="n">ORB_750_Kit</span></div>')).prompt,
    ).toMatch(/^- Product #: ORB_750_Kit$/m);
    expect(read(buyBox("<span>Product #ORB_750_Kit</span>")).prompt).toMatch(/^- Product #: ORB_750_Kit$/m);
    // (a part after the bar that is no code's ends the line; a label of other words is no code)
    const other = read(buyBox("<p>Item # 333ORB | Call us # 0800 123</p>")).prompt;
    expect(other).toMatch(/^- Item #: 333ORB$/m);
    expect(other).not.toContain("Call us");
    expect(read(buyBox("<p>Room # 12 | Floor # 3</p>")).prompt).not.toMatch(/^- (?:Room|Floor)/m);
  });

  it("a buy box laid out in an aside keeps its heading: the codes under it are read, a promotion's heading further down is not the page's", () => {
    const { prompt } = read(
      page(
        `<script type="application/ld+json">{"@type":"Product","name":"Orbit Minidrone",
         "offers":{"@type":"Offer","price":"69.99","priceCurrency":"USD"}}</script>
         <div class="pdp"><aside><div class="head"><h1>Orbit Minidrone</h1></div><span class="price">$69.99</span>
         <div class="sku"><span class="t">Product #</span><span class="n">ORB_750_Kit</span></div>
         <button class="btn-cart">Add to cart</button></aside></div>
         <section><h1>We've got your back</h1><p>Extend your protection.</p></section>`,
        "Orbit Minidrone | Example Store",
      ),
    );
    expect(prompt).toMatch(/^- Product #: ORB_750_Kit$/m);
  });

  it("one item's classifieds ad (its heading, one price, a table of labelled rows) is a product page: name, price, used", () => {
    const rows = (extra = "") =>
      `<table><tr><th>Starost:</th><td>rabljeno / ima garancijo</td></tr><tr><th>Prva registracija:</th><td>2010 / 4</td></tr>
       <tr><th>Prevoženi km:</th><td>141002</td></tr><tr><th>Gorivo:</th><td>diesel motor</td></tr>
       <tr><th>Menjalnik:</th><td>avtomatski</td></tr>${extra}</table>`;
    const ad = (prices: string) =>
      read(
        page(
          `<div class="row"><h3>Audi&nbsp;Q5 <small><strong>3.0 TDI QUATTRO</strong></small></h3></div>
           ${prices}${rows()}<p>Prodajalec: Example d.o.o.</p>`,
          "Audi Q5 :: Example Ads ::",
        ),
        "https://ads.example/details?id=1",
      );
    const { facts, prompt } = ad('<p class="h2">15.990 €</p><p class="h2">15.990 €</p>');
    expect(facts.kind).toBe("retailer-product");
    expect(prompt).toMatch(/^Product: Audi Q5 3\.0 TDI QUATTRO$/m);
    expect(prompt).toMatch(/^Price: 15\.990 €$/m);
    expect(prompt).toMatch(/^Condition: used$/m);
    expect(prompt).toMatch(/^- Gorivo: diesel motor$/m);
    // (two prices before the table are a list's or another item's: no ad of one item)
    expect(ad('<p class="h2">15.990 €</p><p class="h2">9.500 €</p>').facts.kind).not.toBe("retailer-product");
    // (no price, or a heading the title does not open with: no ad)
    expect(ad("").facts.kind).not.toBe("retailer-product");
  });

  it("a product page whose data names the product of its own heading is no list, though a breadcrumb's link holds an h1 and accessories each have a buy button", () => {
    const tiles = Array.from(
      { length: 5 },
      (_, index) =>
        `<div class="acc-item"><a href="/c/product/${index + 10}/lens.html">Lens ${index + 1}</a>
         <span>$${index + 100}.00</span><button class="btn-cart">Add to Cart</button></div>`,
    ).join("");
    const { facts, prompt } = read(
      `<!doctype html><html><head><title>Acme EOS 5 Camera Body | Example Photo</title></head><body>
       <ul class="crumbs"><li><a href="/c/buy/cameras"><h1>Digital Cameras</h1></a></li></ul>
       <div itemscope itemtype="http://schema.org/Product"><h1><span itemprop="brand">Acme</span>
       <span itemprop="name">EOS 5 Camera Body</span></h1>
       <div class="price-zone" itemprop="offers" itemscope itemtype="http://schema.org/Offer">
       <meta itemprop="priceCurrency" content="USD"><span itemprop="price" content="3299.00">$3,299.00</span>
       <a href="/find/rewards.jsp">Receive 2% Reward</a><button class="btn-cart">Add to Cart</button></div></div>
       <div class="acc"><div class="acc-header">Recommended Accessories</div>${tiles}</div></body></html>`,
      "https://photo.example/c/product/1/acme_eos_5.html",
    );
    expect(facts.kind).toBe("retailer-product");
    expect(prompt).toMatch(/^Price: \$3,?299\.00/m);
  });
});

describe("the seventeenth round's shop pages by class: a maker's row beside a brand row, a campaign price the data does not know, a price column's header, a code label without a colon, a value's one block, a heading's maker line (eighteenth session)", () => {
  it("a brand row is the brand over a maker's row with the company's address before it; a maker's row alone still gives it", () => {
    const page = (rows: string) =>
      shopPage(`${buyBox}<div class="info">PZN: 07127301<br>${rows}Darreichung: Lotion</div>`, "Acme Lotion (460 ml)");
    expect(read(page("Hersteller: Example Laboratorium GmbH, Allee 23a<br>Marke: Acme<br>")).prompt).toMatch(
      /^Brand: Acme$/m,
    );
    expect(read(page("Hersteller: Example Laboratorium GmbH<br>")).prompt).toMatch(
      /^Brand: Example Laboratorium GmbH$/m,
    );
  });

  it("the buy box's one shown price is the price where the page shows the data's price nowhere; a data price the page shows stands", () => {
    const page = (shown: string, more = "") =>
      `<!doctype html><html><head><title>Acme A4 Paper 80 g</title>
       <script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Acme A4 Paper 80 g",
       "offers":{"@type":"Offer","price":"526.5","priceCurrency":"TRY","availability":"https://schema.org/InStock"}}</script>
       </head><body><h1>Acme A4 Paper 80 g</h1><div class="box"><div class="pr-bx"><span class="prc-dsc">${shown}</span></div>
       <button class="add-to-basket"><div>Sepete Ekle</div></button></div>${more}</body></html>`;
    expect(read(page("499,45 TL")).prompt).toMatch(/^Price: 499,45 TL$/m);
    expect(read(page("499,45 TL", "<p>Liste fiyatı: 526,50 TL</p>")).prompt).toMatch(/^Price: TRY 526\.5$/m);
  });

  it("an order table's price columns headed as without tax leave the price with tax to pay", () => {
    const { prompt } = read(
      shopPage(
        `<table><thead><tr><th>注文コード</th><th>参考基準価格(税別)</th><th>販売価格(税別)</th><th>販売価格(税込)</th></tr></thead>
         <tbody><tr><td>44631495</td><td><span class="price">￥27,800</span></td><td><span class="price">￥26,980</span></td>
         <td><span class="price">￥29,678</span></td></tr></tbody></table><button class="btn-cart">バスケットに入れる</button>`,
        "酸素濃度計",
      ),
    );
    expect(prompt).toMatch(/^Price: ￥29,678$/m);
  });

  it("a code's label alone in its element and the code in the next, without a colon, is a specification; a label over a word is none", () => {
    const page = (code: string) =>
      `<!doctype html><html><head><title>Westway Trainers</title></head><body><h1>Westway Trainers</h1>
       <div class="num"><span class="num__label">商品番号</span> <span class="num__number">${code}</span></div>${buyBox}</body></html>`;
    expect(read(page("750592")).prompt).toMatch(/^- 商品番号: 750592$/m);
    expect(read(page("お問い合わせ")).prompt).not.toContain("商品番号");
  });

  it("a value element that wraps its one line in a block of its own is read beside its label", () => {
    const item = (label: string, value: string) =>
      `<li class="attribute-item"><span class="attribute-label">${label}</span><span class="attribute-value"><div class="attr-name">${value}</div></span></li>`;
    const { prompt } = read(
      shopPage(
        `${buyBox}<div class="featured">Öne Çıkan Özellikler:</div><ul>${item("Kağıt Boyutu", "A4")}${item("Gramaj", "80 gr")}</ul>`,
      ),
    );
    expect(prompt).toMatch(/^- Kağıt Boyutu: A4$/m);
    expect(prompt).toMatch(/^- Gramaj: 80 gr$/m);
  });

  it("a heading's first line above the product's name is its maker where the breadcrumbs name it too; a badge line is not", () => {
    const page = (line: string) =>
      `<!doctype html><html><head><title>USB cable type C to type C | Example Music</title></head><body>
       <h1 id="logo">Example Music</h1>
       <ol class="breadcrumb"><li><a href="/c/kb">Keyboards</a></li><li><a href="/c/kb/te">Teenage Engineering</a></li></ol>
       <h1 class="name"><span class="copy">${line}</span> <span class="title">USB cable type C to type C</span></h1>
       <span class="price">¥2,200</span><button class="btn-cart">カートに入れる</button></body></html>`;
    expect(read(page("Teenage Engineering")).prompt).toMatch(/^Brand: Teenage Engineering$/m);
    expect(read(page("Outlet")).prompt).not.toMatch(/^Brand: Outlet$/m);
  });
});

describe("a stock-keeping row that writes the maker before its part number (twenty-seventh session)", () => {
  const page = (label: string, value: string) =>
    `<!doctype html><html><head><title>9' Crank Tilt Patio Umbrella</title></head><body><h1>9' Crank Tilt Patio Umbrella</h1>
     <p>Total diameter of the open umbrella: 9' x 8 ribs.<br>This is brand new, first quality merchandise.</p>
     <p>${label}: ${value}<br> In Stock: 6</p>${buyBox}</body></html>`;
  it("'SKU: Acme Garden UM9109-3462' names the maker Acme Garden; a code alone, words alone and a model's name name none", () => {
    expect(read(page("SKU", "Acme Garden UM9109-3462")).prompt).toMatch(/^Brand: Acme Garden$/m);
    expect(read(page("Item #", "Westway KT-200")).prompt).toMatch(/^Brand: Westway$/m);
    for (const [label, value] of [
      ["SKU", "UM9109-3462"],
      ["MPN", "Fake Wounds"],
      ["Part Number", "da Vinci 2.0 Duo"],
      ["Item #", "Box 1234"],
      ["Model", "Galaxy S10"],
    ]) {
      expect(read(page(label!, value!)).prompt, `${label}: ${value}`).not.toContain("Brand:");
    }
  });
});

describe("a small dealer's item page of bold label lines, named in its window's title (twenty-seventh session)", () => {
  const item = (lines: string, description = "This example is in good vintage condition with some minor wear.") =>
    `<!doctype html><html><head><title>oldthings - Teak desk lamp, c1960s for Acme, Denmark</title></head><body>
     <p><img alt="oldthings" src="/logo.jpg"></p><p><span><font size="5">Lighting..</font></span></p>
     <table><tr><td><a href="/photos/1.jpg"><img src="/photos/1_small.jpg"></a></td><td>
     <p><b><font>Designer</font></b><b><font>: </font></b> <font>Ann Example</font></p>
     <p><font><b>Description: </b></font> <span>A teak desk lamp. ${description}</span></p>
     ${lines}
     <p><font><b>Shipping:</b></font> <span>£7 to mainland UK</span>. Please enquire for other locations.</p>
     </td></tr></table><p><a href="/lighting.html"><b>&lt;&lt; </b>BACK</a></p></body></html>`;
  const priced = "<p><font><b>Price:</b>&nbsp;£60</font></p><p><font><b>Ref #:</b> 0642</font></p>";

  it("one price line beside a code line make a product page, named by the title after the site's name; its description's used state is its condition", () => {
    const { facts, prompt } = read(item(priced), "http://www.oldthings.co.uk/lighting/0642.html");
    expect(facts.kind).toBe("retailer-product");
    expect(prompt).toMatch(/^Product: Teak desk lamp, c1960s for Acme, Denmark$/m);
    expect(prompt).toMatch(/^Price: £60$/m);
    expect(prompt).toMatch(/^Condition: used$/m);
    expect(prompt).toContain("- Ref #: 0642");
  });

  it("two price lines are a list; a price line without a code line is no item; a condition word alone is no state", () => {
    const url = "http://www.oldthings.co.uk/lighting/";
    expect(read(item(priced + priced.replace("0642", "0643")), url).facts.kind).not.toBe("retailer-product");
    expect(read(item("<p><font><b>Price:</b>&nbsp;£60</font></p>"), url).facts.kind).not.toBe("retailer-product");
    expect(
      read(item(priced, "Lamps of this kind are sold in new and used condition; vintage style shades."), url).prompt,
    ).not.toContain("Condition:");
  });
});

describe("round 27's shop pages by class: a side column's rows in a form of no fields, a code laid before the name, a maker the name credits (twenty-eighth session)", () => {
  it("one-cell 'Label: value' rows in a side column wrapped in a form of no fields (a script's picture switcher) are specifications; a search form's are not", () => {
    const page = (form: string) =>
      `<!doctype html><html><head><title>Copper Pendant by Ann Example</title></head><body><table><tr>
       <td class="side"><form ${form}><table><tr><td><strong>Images: <a href="javascript:show(1)">1</a> | <a href="javascript:show(2)">2</a></strong></td></tr></table>
       <table><tr><td><div class="hr"><hr></div><strong>Diameter: </strong> 45cm</td></tr>
       <tr><td><div class="hr"><hr></div><strong>Bulb: </strong> Maximum 60W</td></tr></table></form></td>
       <td class="main"><h1>Copper Pendant by Ann Example</h1><p>A pendant of spun copper.</p>
       <p>Price <strong>£340.00 (inc VAT)</strong></p><button class="btn-cart">Add to basket</button></td></tr></table></body></html>`;
    const { prompt } = read(page('name="pictures"'));
    expect(prompt).toMatch(/^- Diameter: 45cm$/m);
    expect(prompt).toMatch(/^- Bulb: Maximum 60W$/m);
    // (a form a person fills in, a search box's, holds no product's rows)
    const search = read(page('action="/search"><input type="text" name="q"')).prompt;
    expect(search).not.toContain("Diameter");
    expect(search).not.toContain("Bulb");
  });

  it("a code line that closes the details column laid before the name's column is a specification; a code in the site's header before the heading is not", () => {
    const details = '<ul><li>39" length</li><li>Hand wash</li><li class="number">Item #5354134</li></ul>';
    const page = (header: string) =>
      `<!doctype html><html><head><title>Be the One Dress</title></head><body><div class="top">${header}</div>
       <div class="product"><div class="left"><div><p>Lace over a pleated skirt.</p>${details}</div></div>
       <div class="right"><section><h1>Be the One Dress</h1></section><span class="price">$210.00</span>
       <button class="btn-cart">Add to bag</button></div></div>${"<p>More to love.</p>".repeat(3)}</body></html>`;
    expect(read(page("<a href='/'>Shop</a>")).prompt).toMatch(/^- Item #: 5354134$/m);
    // (the site's bar above the product's block is not the product's: a recently viewed item's "Style #" is no
    // specification)
    const header = read(page("<div><a href='/recent'>Recently viewed</a><p>Style #A99881</p></div>")).prompt;
    expect(header).not.toContain("A99881");
  });

  it("a maker the name credits ('… by Ann Example') is the brand where the page names it again in an element of its own; a credit nothing else names is none", () => {
    const page = (under: string) =>
      `<!doctype html><html><head><title>Copper Shade by Ann Example</title></head><body>
       <h1>Copper Shade by Ann Example</h1>${under}<p>The shade simply oozes style.</p>${buyBox}</body></html>`;
    expect(read(page("<h2>Ann Example</h2><br><h3>Ann Example</h3>")).prompt).toMatch(/^Brand: Ann Example$/m);
    // (the longest opening run of the credited words that the page names alone: the maker, not the product's line)
    const perfume = (cell: string) =>
      `<!doctype html><html><head><title>Eau Claire by Westway Eau De Toilette Spray</title></head><body>
       <h1>Eau Claire by Westway Eau De Toilette Spray</h1><table><tr><td>${cell}</td></tr></table>${buyBox}</body></html>`;
    expect(read(perfume("Westway")).prompt).toMatch(/^Brand: Westway$/m);
    expect(read(page("<h2>Pendant light</h2>")).prompt).not.toContain("Brand:");
    expect(read(perfume("Eau Claire")).prompt).not.toContain("Brand:");
    // (the name's own heading, its credit in a span of its own, is the first naming, not a second)
    const own = page("").replace("by Ann Example</h1>", "by <span>Ann Example</span></h1>");
    expect(read(own).prompt).not.toContain("Brand:");
  });
});
