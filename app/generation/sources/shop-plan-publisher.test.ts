// The twenty-first round's shop, plan and writer misses by class (decision 045, twenty-second session): a buy box in a
// side column under a site banner's price, a code's label and code with no colon, a plan named as another with "+",
// and a publisher's name in the page's meta or data over the writer the page shows. Each read from a small
// hand-written page that names no site.
import { describe, expect, it } from "vitest";
import { readPageContent } from "./read-page-content.server";
import { formatSourceFacts, type TSourceFacts } from "./read-source.server";
import { readSaasLanding } from "./saas-landing.server";

function read(html: string, url = "https://shop.example/p/1"): string {
  const result = readPageContent({ reader: "web-page", html, url, contentType: "text/html" });
  if (!result.ok) throw new Error(result.message);
  return formatSourceFacts({ ...result.content, url } as TSourceFacts);
}

const description = `<p>A short, witty tour of the universe for readers with little time, chapter by chapter.</p>`;

describe("a buy box in a side column, under a site banner's price (twenty-second session)", () => {
  const page = (searchAction: string, asideButton: string) =>
    `<!doctype html><html><head><title>Astrophysics in a Hurry</title></head><body>
     <header><form action="${searchAction}" method="post"><input name="q"><input type="submit" value=""></form>
     <div class="tile"><h3 class="promo">Our New Tablet Only $49.99</h3><p>Shop Now</p></div></header>
     <main><h1>Astrophysics in a Hurry</h1>${description}</main>
     <aside id="info"><h2>Hardcover</h2><form action="/cart/add" method="post">
       <p class="price"><span class="current-price">$11.37</span> <span class="old-price">$18.95</span> | Save 40%</p>
       ${asideButton}</form></aside>
     <aside class="recent"><div class="price">$3.99</div></aside></body></html>`;

  it("the price in the side column that holds the page's only buy button is the product's, not a banner's", () => {
    const facts = read(page("/search", '<input type="submit" value="Add to Bag">'));
    expect(facts).toMatch(/^Price: \$11\.37$/m);
    expect(facts).not.toContain("49.99");
    expect(facts).toMatch(/^Availability: available to order/m);
  });

  it('a search form whose address names "cartridges" is no order form: its button is no buy button', () => {
    const facts = read(
      page("/includes/submit?_DARGS=/cartridges/HeaderSearchBox", '<input type="submit" value="Add to Bag">'),
    );
    expect(facts).toMatch(/^Price: \$11\.37$/m);
  });

  it("a side column without the buy button stays furniture: its price is no product's", () => {
    const facts = read(page("/search", "<p>Sign in to order</p>"));
    expect(facts).not.toContain("$11.37");
    expect(facts).not.toContain("$3.99");
  });
});

describe("a code's label and the code with no colon (twenty-second session)", () => {
  const page = (line: string) =>
    `<!doctype html><html><head><title>Plush Set - Mini</title></head><body><h1>Plush Set - Mini</h1>
     <p class="productPrice"><span class="price">$12.95</span></p>${line}
     <button class="btn-cart">Add to Bag</button>${description}</body></html>`;

  it("a line of its own that is a code's label, a space and a code with a figure is a specification", () => {
    expect(read(page('<div class="number">Item No. 1234041280814P</div>'))).toMatch(/^- Item No\.: 1234041280814P$/m);
    expect(read(page('<div class="number">Style # 442635</div>'))).toMatch(/^- Style #: 442635$/m);
    // (the code the data marks after its label: "SKU <span itemprop=sku>…</span>")
    expect(read(page('<span id="code"> SKU <span itemprop="sku">8958197</span></span>'))).toMatch(/^- SKU: 8958197$/m);
  });

  it("a bare word, a code without a figure or a line of words is no code", () => {
    expect(read(page('<div class="promo">Code SAVE20</div>'))).not.toContain("SAVE20");
    expect(read(page('<div class="number">Item 3</div>'))).not.toMatch(/^- Item:/m);
    expect(read(page('<div class="number">Item No. PENDING</div>'))).not.toContain("PENDING");
    expect(read(page('<div class="number">Model number 25110 fits every stapler</div>'))).not.toContain("25110");
  });
});

describe('a plan named as another plan with "+" (twenty-second session)', () => {
  const card = (name: string, price: string) =>
    `<div class="pcard"><h3>${name}</h3><p class="pprice">${price}<small>/mo</small></p><ul><li>Domains</li></ul></div>`;
  const pricing = (cards: string) => {
    const url = "https://app.example/pricing/";
    const html = `<!doctype html><html><head><title>Acme pricing</title></head><body><h1>Pricing</h1>
      <section id="pricing"><div class="pcards">${cards}</div></section></body></html>`;
    return formatSourceFacts({ kind: "saas-landing", url, landing: readSaasLanding(html, url) }).split(
      "\n\nPage text:",
    )[0]!;
  };

  it("a card whose heading is another card's name and a plus is a plan of its own", () => {
    const facts = pricing(card("Pro", "$19") + card("Agency", "$49") + card("Agency+", "$99"));
    expect(facts).toMatch(/^- Agency: \$49 /m);
    expect(facts).toMatch(/^- Agency\+: \$99 /m);
  });

  it("a plan named twice in another spelling is still one plan", () => {
    const facts = pricing(card("Pro", "$19") + card("Agency", "$49") + card("A-gency", "$99"));
    expect(facts).toMatch(/^- Agency: \$49 /m);
    expect(facts).not.toMatch(/^- A-?gency: \$99/m);
  });
});

describe("a publisher's name in the page's meta or data over the writer shown (twenty-second session)", () => {
  const story = `<p>${"The club's coach is expected to name the striker in his first eleven for the league match on Monday. ".repeat(5)}</p>
    <p>${"Most of the Spanish papers agree that both sides will start with their strongest line-ups available. ".repeat(5)}</p>`;
  const page = (meta: string, data: string) =>
    `<!doctype html><html lang="pl"><head><title>Coach decides on the striker</title>${meta}
     <meta property="og:type" content="article"><meta property="og:site_name" content="Sport News">
     <script type="application/ld+json">${data}</script></head>
     <body><article><h1>Coach decides on the striker</h1>
     <div class="byline"><a href="/autor/adrian-nowak">Adrian Nowak</a> <time>13.05.2024, 14:10</time></div>
     ${story}</article></body></html>`;
  const article = (author: string) =>
    JSON.stringify({ "@type": "NewsArticle", headline: "Coach decides on the striker", author });

  it("a meta author whose name ends in a company's word gives way to the writer linked in the byline", () => {
    const facts = read(
      page('<meta name="author" content="Example Polska Media">', article("x")),
      "https://sport.example/a/1",
    );
    expect(facts).toMatch(/^Author: Adrian Nowak$/m);
  });

  it("an author the data types as an organisation gives way to the writer linked in the byline", () => {
    const data = JSON.stringify({
      "@type": "NewsArticle",
      headline: "Coach decides on the striker",
      author: { "@type": "Organization", name: "Sportdaily" },
    });
    expect(read(page("", data), "https://sport.example/a/1")).toMatch(/^Author: Adrian Nowak$/m);
  });

  it("a person the meta names stays the writer", () => {
    const facts = read(
      page('<meta name="author" content="Maria Kowalska">', article("x")),
      "https://sport.example/a/1",
    );
    expect(facts).toMatch(/^Author: Maria Kowalska$/m);
  });
});
