// A shop page's price, stock, maker and specifications where what the page shows differs from its classes or its
// data (decision 045, nineteenth session): each rule read from a small hand-written page that names no site.
import { describe, expect, it } from "vitest";
import { readPageContent } from "./read-page-content.server";
import { formatSourceFacts, type TSourceFacts } from "./read-source.server";

function read(html: string, url = "https://shop.example/p/1"): string {
  const result = readPageContent({ reader: "web-page", html, url, contentType: "text/html" });
  if (!result.ok) throw new Error(result.message);
  return formatSourceFacts({ ...result.content, url } as TSourceFacts);
}

describe("what a shop page shows over its classes and its data (nineteenth session)", () => {
  it('a price labelled "Our Price" in a block classed as the regular price is the price to pay, not the retail price beside it', () => {
    const page = (label: string) =>
      `<!doctype html><html><head><title>Acme Night Serum 30ml</title></head><body><h1>Acme Night Serum 30ml</h1>
       <div class="product-info-price"><span class="regular-price"><span class="price-label">${label}</span>
       <span class="price">$22.95</span></span><span class="discount">Discount 24 %</span>
       <span class="msrp-price"><span class="price-label">Retail Price:</span> <span class="price">$29.95</span></span>
       <span class="save-price"><span class="price-label">Save:</span> <span class="price">$7.00</span></span></div>
       <button class="btn-cart">Add to Cart</button></body></html>`;
    expect(read(page("Our Price"))).toMatch(/^Price: \$22\.95$/m);
    // (a regular price with no label of the price to pay stays struck: the other price is read)
    expect(read(page("Was"))).not.toMatch(/^Price: \$22\.95$/m);
  });

  it('the page\'s body classes that hold "old" ("product-arnold-…") strike no price', () => {
    const html = `<!doctype html><html><head><title>Arnold Witch Hazel</title></head>
      <body class="catalog-product-view product-arnold-witch-hazel"><h1>Arnold Witch Hazel</h1>
      <div class="price-box"><p class="old-price">Price: <span class="price">$119.00</span></p>
      <p class="special-price">Price: <span class="price">$94.00</span></p></div>
      <button class="btn-cart">Add to Cart</button></body></html>`;
    expect(read(html)).toMatch(/^Price: \$94\.00$/m);
  });

  it('the maker named only in "See other products by: X" is the brand; two such makers name none', () => {
    const page = (links: string) =>
      `<!doctype html><html><head><title>Retinol Night Serum 30ml</title></head><body><h1>Retinol Night Serum 30ml</h1>
       ${links}<span class="price">$22.95</span><button class="btn-cart">Add to Cart</button></body></html>`;
    expect(read(page('<a href="/brands/boost">See other products by: Boost Lab</a>'))).toMatch(/^Brand: Boost Lab$/m);
    expect(
      read(page('<a href="/b/a">See other products by: Boost Lab</a><a href="/b/b">See other products by: Acme</a>')),
    ).not.toMatch(/^Brand:/m);
  });

  it('a "Sold Out" button the page hides by a hiding class is not shown: the live button and "In Stock" stand', () => {
    const page = (classes: string) =>
      `<!doctype html><html><head><title>Acme 40 Watt G9 Halogen Bulb</title></head><body>
       <h1>Acme 40 Watt G9 Halogen Bulb</h1><div class="buy"><span class="price">$7.99</span>
       <a href="#" class="calloutBtn">Add to Cart</a><div class="soldOut calloutBtn ${classes}">Sold Out</div>
       <a href="#" id="inStock">In Stock - Ships in 1 to 2 Days</a></div></body></html>`;
    expect(read(page("disabled hidden"))).toMatch(/^Availability: in stock$/m);
    expect(read(page("disabled d-none"))).toMatch(/^Availability: in stock$/m);
    expect(read(page("disabled"))).toMatch(/^Availability: out of stock$/m);
  });

  it("an Open Graph price the page never shows gives way to the shown price, its stock to the shown stock words", () => {
    const page = (og: string) =>
      `<!doctype html><html><head><title>Witch Hazel</title><meta property="og:type" content="product">
       <meta property="og:title" content="Witch Hazel"><meta property="og:price:amount" content="${og}">
       <meta property="og:price:currency" content="USD"><meta property="og:availability" content="in stock"></head>
       <body><h1>Witch Hazel</h1><form action="/checkout/cart/add/product/7/"><div class="price-box">
       <p class="old-price">Price: <span class="price">$119.00</span></p>
       <p class="special-price">Price: <span class="price">$94.00</span></p></div>
       <div class="out-of-stock"><h5>We're sorry, this plant is out of stock.</h5></div></form></body></html>`;
    const stale = read(page("26.5000"));
    expect(stale).toMatch(/^Price: \$94\.00$/m);
    expect(stale).toMatch(/^Availability: out of stock$/m);
    // (an Open Graph price the page shows stands, and its stock with it)
    const shown = read(page("94.00"));
    expect(shown).toMatch(/^Price: .*94/m);
    expect(shown).toMatch(/^Availability: in stock$/m);
  });

  it("a label drawn as a heading alone in its block, over a value classed as data, is a specification", () => {
    const page = (label: string) =>
      `<!doctype html><html><head><title>Witch Hazel</title></head><body><h1>Witch Hazel</h1>
       <span class="price">$94.00</span><button class="btn-cart">Add to Cart</button>
       <ul class="attribute-icons"><li><div class="icon light-needs" title="Full sun">${label}</div>
       <div class="data">Full sun</div></li></ul></body></html>`;
    expect(read(page("<h5>Light Needs</h5>"))).toMatch(/^- Light Needs: Full sun$/m);
    expect(read(page("<h5>Light Needs</h5><p>Sun or shade, by the hour</p>"))).not.toContain("Light Needs: Full sun");
  });

  it("a page of one product sold out, no buy button, its price and a line labelled as the stock saying so, is a product page", () => {
    const page = (stock: string) =>
      `<!doctype html><html><head><title>Acme Canine Fragrance - 3.4 FL OZ</title></head><body>
       <div class="breadcrumbs"><a href="/">Home</a> &gt; Acme Canine Fragrance - 3.4 FL OZ</div>
       <h1 class="item-title">Acme Canine Fragrance - 3.4 FL OZ</h1><div class="item-code">Item: SB00260</div>
       <div class="availability">${stock}</div><form method="POST" action="/cgi-bin/order"><div class="prices">
       <span class="price cross"><span class="regular-price">Was:</span> <span class="strike">$69.00</span></span>
       <span class="sale-price">$32.50</span><span class="savings">You Save: $36.50!</span></div></form>
       <p>A fragrance for dogs, long lasting and gentle on the coat.</p></body></html>`;
    const soldOut = read(page("Availability: This item is currently unavailable!"));
    expect(soldOut).toMatch(/^Price: \$32\.50$/m);
    expect(soldOut).toMatch(/^Availability: out of stock$/m);
    // (without the stock line the page is no product page: no buy button, no data)
    expect(read(page(""))).not.toMatch(/^Price:/m);
  });

  it('Open Graph\'s "article" on a page whose microdata names the product it shows with a price and a buy button is a product page', () => {
    const page = (button: string) =>
      `<!doctype html><html><head><title>Textured shift dress</title><meta property="og:type" content="article"></head>
       <body><div itemscope itemtype="http://schema.org/Product"><div itemprop="name"><h1>Textured shift dress</h1></div>
       <div class="precioProducto"><span itemprop="price"><span class="strikethrough">$</span><span class="strikethrough">79.</span><span class="strikethrough">99</span><span class="sale">$</span><span class="sale">39.</span><span class="sale">99</span></span>
       <span class="discount"> (-50%) </span></div>${button}
       <p>A dress in a textured fabric with a funnel neck, short sleeves and a straight cut.</p></div></body></html>`;
    const sold = read(page('<button class="button-addCart" type="button">Add to bag</button>'));
    expect(sold).toMatch(/^Price: \$39\.99$/m);
    // (without a buy button the page stays what Open Graph says it is)
    expect(read(page(""))).not.toMatch(/^Price:/m);
  });

  it('Open Graph\'s "article" on a page whose JSON-LD names a Product without an offer, shown with a price and a buy button, is a product page priced from the page', () => {
    const page = (button: string, data = "") =>
      `<!doctype html><html><head><title>Acme - Novo: Diamond Ring</title><meta property="og:type" content="article">
       <script type="application/ld+json">{"@context":"http://schema.org","@type":"Product","name":"Novo Diamond Ring",
       "description":"A ring in platinum with a yellow diamond.","brand":{"@type":"Brand","name":"Acme Jewels"}}</script>${data}
       </head><body><div class="eyebrow"><a href="/search?q=novo">Novo</a></div><h1>Diamond Ring</h1>
       <div id="itemPrice"><div>$34,300</div></div>${button}<p>A ring in platinum with a yellow diamond.</p></body></html>`;
    const sold = read(page('<button class="btn large" type="button">Add to Bag</button>'));
    expect(sold).toMatch(/^Product: Novo Diamond Ring$/m);
    expect(sold).toMatch(/^Price: \$34,300$/m);
    expect(sold).toMatch(/^Availability: available to order/m);
    // (without a buy button, or with data that names the page an article, the page stays what Open Graph says)
    expect(read(page(""))).not.toMatch(/^Price:/m);
    const review = `<script type="application/ld+json">{"@context":"http://schema.org","@type":"Article","headline":"Diamond Ring"}</script>`;
    expect(read(page('<button class="btn large" type="button">Add to Bag</button>', review))).not.toMatch(/^Price:/m);
  });

  it('a code\'s line after the heading that opens with a dash ("- Style # N9259") is a specification', () => {
    const page = (line: string) =>
      `<!doctype html><html><head><title>Acme 40 Watt G9 Halogen Bulb</title></head><body>
       <h1>Acme 40 Watt G9 Halogen Bulb</h1><span id="sku">${line}</span>
       <span class="price">$7.99</span><button class="btn-cart">Add to Cart</button></body></html>`;
    expect(read(page("- Style # N9259"))).toMatch(/^- Style #: N9259$/m);
    expect(read(page("- Style guide"))).not.toContain("Style #");
  });
});
