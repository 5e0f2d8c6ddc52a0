// The twenty-seventh round's product page read as a shop's listing, by class (decision 045, twenty-seventh session):
// the page's one main heading sits in an anchor that links nowhere (an `<a>` without `href`, a target to jump to), and
// a strip of other items to buy with it follows the product. An anchor without an address is no link, so the heading
// is the page's own and, naming the product its data names, makes the page that product's. Read from a small
// hand-written page that names no site (the product's own cart button drawn by a script, absent without it).
import { describe, expect, it } from "vitest";
import { readPageContent } from "./read-page-content.server";
import { withDocument } from "./html-document.server";
import { formatSourceFacts, type TSourceFacts } from "./read-source.server";
import { readStructuredProduct } from "./structured-product.server";

const url = "https://shop.example/p/walnut-stool/-/A-100";

function read(html: string): string {
  const result = readPageContent({ reader: "web-page", html, url, contentType: "text/html" });
  if (!result.ok) throw new Error(result.message);
  return formatSourceFacts({ ...result.content, url } as TSourceFacts);
}

const tile = (name: string, price: string) =>
  `<li class="tile"><a href="/p/${name.toLowerCase().replace(/ /g, "-")}">${name}</a><div class="price">${price}</div>
   <div>Brand: Home Basics</div><button type="button">add to cart</button></li>`;

const page = (heading: string) => `<!doctype html><html><head><title>Walnut Stool : Shop</title></head><body>
  <header><a href="/">Shop</a><nav><a href="/c/furniture">furniture</a><a href="/c/kitchen">kitchen</a></nav></header>
  <div id="pdp" itemscope itemtype="http://schema.org/Product">
    <div itemscope itemtype="http://schema.org/Product"><meta itemprop="name" content="Walnut Stool">
      <div itemprop="offers" itemscope itemtype="http://schema.org/Offer"><meta itemprop="price" content="29.99">
      <meta itemprop="priceCurrency" content="USD"><link itemprop="availability" href="http://schema.org/InStock"></div></div>
    ${heading}
    <div class="title">Walnut Stool</div><div class="price">$29.99</div>
    <a href="/registry">add to registry</a><div>in stock at the store</div>
    <p>A stool with metal hairpin legs and a walnut top, for a kitchen counter or a desk.</p>
    <ul class="details"><li>Frame Material: Metal</li><li>Weight: 20 pounds</li></ul>
  </div>
  <h2>complete the set</h2><ul class="strip">${tile("Stripe Pillow Sham", "$8.99")}${tile("Linen Throw", "$24.99")}
  ${tile("Desk Lamp", "$16.14")}${tile("Storage Bin", "$12.00")}${tile("Wall Shelf", "$19.99")}</ul>
  <footer><a href="/help">help</a></footer></body></html>`;

describe("a product page whose main heading sits in an anchor without an address (twenty-seventh session)", () => {
  it("is the product's page, its strip of other items no listing", () => {
    const facts = read(page(`<a id="page-title" tabindex="-1"><h1>Product page - Walnut Stool</h1></a>`));
    expect(facts).toMatch(/^Source: retailer product page$/m);
    expect(facts).toMatch(/^Product: .*Walnut Stool$/m);
    expect(facts).toMatch(/^Price: \$29\.99$/m);
  });

  it("a heading in a link somewhere else (a logo linking home) is still no heading of the page's own", () => {
    const facts = read(page(`<a href="/"><h1>Walnut Stool</h1></a>`));
    expect(facts).not.toMatch(/^Source: retailer product page$/m);
  });
});

describe("a product's microdata scope wrapping another that names the product (twenty-seventh session)", () => {
  it("the inner scope's name, price and stock are the product's", () => {
    const html = `<!doctype html><html><body><div itemscope itemtype="http://schema.org/Product">
      <div itemscope itemtype="http://schema.org/Product"><meta itemprop="name" content="Walnut Stool">
        <div itemprop="offers" itemscope itemtype="http://schema.org/Offer"><meta itemprop="price" content="29.99">
        <meta itemprop="priceCurrency" content="USD"><link itemprop="availability" href="http://schema.org/InStock">
        </div></div>
      <div itemprop="review" itemscope itemtype="http://schema.org/Review"><meta itemprop="name" content="Cute">
      </div></div></body></html>`;
    const product = withDocument(html, url, (document) => readStructuredProduct(document));
    expect(product?.name).toBe("Walnut Stool");
    expect(product?.offers.map((offer) => offer.price)).toEqual(["$29.99"]);
    expect(product?.availability).toBe("in stock");
  });
});
