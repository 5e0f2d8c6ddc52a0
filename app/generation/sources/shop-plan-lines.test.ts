// The twenty-third and twenty-fourth rounds' plan and shop-name misses by class (decision 045, twenty-fifth session):
// plan cards whose name, tagline, price and period are each a line of their own, a pricing block that is itself the
// row of cards, a name opening with a pictograph under a "coming soon" ribbon, a price "/ forever", a custom price in a
// card built apart from the priced one, a pricing page's heading in the title beside the site's name, one price per
// unit with no plan's name, and a data name cut with an ellipsis. Each read from a small hand-written page that names
// no site.
import { describe, expect, it } from "vitest";
import { readPageContent } from "./read-page-content.server";
import { formatSourceFacts, type TSourceFacts } from "./read-source.server";
import { readSaasLanding } from "./saas-landing.server";

const url = "https://app.example/pricing";

/** What the model reads of a software page, up to its page text. */
function software(body: string, title = "Pricing - Acme"): string {
  const html = `<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`;
  return formatSourceFacts({ kind: "saas-landing", url, landing: readSaasLanding(html, url) }).split(
    "\n\nPage text:",
  )[0]!;
}

/** What the model reads of a shop's page, read as the web-page reader reads it. */
function shop(html: string): string {
  const shopUrl = "https://shop.example/p/1";
  const result = readPageContent({ reader: "web-page", html, url: shopUrl, contentType: "text/html" });
  if (!result.ok) throw new Error(result.message);
  return formatSourceFacts({ ...result.content, url: shopUrl } as TSourceFacts);
}

const features = `<div class="list"><div class="item">Unlimited photos</div><div class="item">Sync</div></div>`;

describe("plan cards whose name, tagline, price and period are each a line of their own (twenty-fifth session)", () => {
  const card = (name: string, tagline: string, price: string, period: string) =>
    `<div class="card"><div><p class="bold">${name}</p><p class="small">${tagline}</p>
     <div class="price-line"><div class="bold">${price}</div><div class="small">${period}</div></div></div>${features}</div>`;
  const table = `<table class="pricing-table"><tr><th>Features</th><th>Free</th><th>Monthly</th><th>Yearly</th></tr>
    <tr><td>Daily photos</td><td>1</td><td>Unlimited</td><td>Unlimited</td></tr></table>`;

  it("each card is a plan: its name line, its price and the period line under the price", () => {
    const facts = software(
      `<h1>Simple, Transparent Pricing</h1><div class="grid">${card("Free", "Try Acme", "$0", "Forever free")}
       ${card("Monthly", "For regular users", "$9.99", "per month")}${card("Yearly", "Save 17%", "$99.99", "per year")}
       </div>${table}`,
    );
    expect(facts).toMatch(/^- Free: \$0 Forever free/m);
    expect(facts).toMatch(/^- Monthly: \$9\.99 per month/m);
    expect(facts).toMatch(/^- Yearly: \$99\.99 per year/m);
  });

  it("cards whose figures say no period are no plans on a page whose pricing blocks are price lines (goods' prices)", () => {
    const facts = software(
      `<h1>Our kits</h1><div class="grid">${card("Starter kit", "Small", "$12", "Ships today")}
       ${card("Family kit", "Large", "$30", "Ships today")}</div>`,
    );
    expect(facts).not.toMatch(/^- Starter kit:/m);
    expect(facts).not.toMatch(/^- Family kit:/m);
  });
});

describe("a pricing block that is the row of cards, names after a pictograph, a price per ever (twenty-fifth session)", () => {
  const page = (badge: string) =>
    software(`<h1>Free forever. Pro when you need more.</h1><div class="pricing-grid">
      <div class="plan-card"><div class="plan-name">🆓 Free</div><div class="plan-price">$0 <span>/ forever</span></div>
        <ul><li>All tools</li></ul></div>
      <div class="plan-card featured">${badge}<div class="plan-name">⚡ Pro</div>
        <div class="plan-price">$5.99 <span>/ month</span></div><ul><li>No ads</li></ul></div></div>`);

  it("each card of the block is a plan named without its pictograph, past a ribbon saying it comes soon", () => {
    const facts = page('<div class="plan-badge">🚀 COMING SOON</div>');
    expect(facts).toMatch(/^- Free: \$0 \/ forever/m);
    expect(facts).toMatch(/^- Pro: \$5\.99 \/ month/m);
    expect(facts).not.toMatch(/COMING SOON:/);
  });

  it("a ribbon of one card, its class in no other card, is no name: the line written as the others' names is", () => {
    const facts = page('<div class="popular-badge">👑 Heavy users\' choice</div>');
    expect(facts).toMatch(/^- Pro: \$5\.99 \/ month/m);
    expect(facts).not.toMatch(/choice:/);
  });

  it("a first line written as the other cards' names is no ribbon: it names the card", () => {
    expect(page('<div class="plan-name">Team</div>')).toMatch(/^- Team: \$5\.99 \/ month/m);
  });
});

describe("a custom price in a card built apart from the priced one (twenty-fifth session)", () => {
  const page = (enterpriseHeading: string) =>
    software(`<h1>Find your plan</h1><div class="pricing-row">
      <div class="wrap highlight"><div class="box left"><h2 class="plan-title">Business</h2>
        <div class="price"><div>$</div><div>99.99</div><div>for life time</div></div></div></div>
      <div class="wrap enterprise"><div class="box a"><div class="box b">${enterpriseHeading}</div>
        <div class="box c"><div>Custom pricing</div><div>Let's talk</div></div></div></div></div>`);

  it("a heading written as the priced plan's, over a custom price in its own block, is a plan priced so", () => {
    const facts = page('<h2 class="plan-title">Enterprise</h2>');
    expect(facts).toMatch(/^- Business: \$99\.99 life time/m);
    expect(facts).toMatch(/^- Enterprise: Custom pricing/m);
  });

  it("a heading written otherwise is no plan", () => {
    expect(page('<h2 class="section-title">Enterprise</h2>')).not.toMatch(/^- Enterprise:/m);
  });
});

describe("a pricing page's heading in its title, one price per unit (twenty-fifth session)", () => {
  const logo = `<header><a href="/" class="logo"><img src="/logo.svg" alt="Acme"></a></header>`;
  const body = (lines: string) =>
    `${logo}<main><h1>Simple and Transparent Pricing</h1>${lines}<h2>Why teams choose Acme</h2>
     <p>Save hours of packaging time every week.</p></main>`;

  it("a title's part that ends in the page's topic and holds no brand gives way to the brand the page names", () => {
    const facts = software(body("<p>Call us.</p>"), "Simple and Transparent Pricing - Acme");
    expect(facts).toMatch(/^Product: Acme$/m);
  });

  it("a title's part that holds the brand before the topic stays the product's", () => {
    const facts = software(body("<p>Call us.</p>"), "Acme Cloud Pricing - Acme");
    expect(facts).toMatch(/^Product: Acme Cloud Pricing$/m);
  });

  it("a price per unit alone on its line is the product's one plan", () => {
    const facts = software(body("<p><strong>$5 per endpoint</strong></p>"), "Simple and Transparent Pricing - Acme");
    expect(facts).toMatch(/^- Acme: \$5 per endpoint/m);
    expect(facts).not.toContain("No prices on the page.");
  });

  it("two such lines, or one in a list, make no plan", () => {
    const two = software(body("<p>$5 per endpoint</p><p>$3 per server</p>"), "Pricing - Acme");
    expect(two).not.toMatch(/^- Acme:/m);
    const listed = software(body("<ul><li>$5 per endpoint</li></ul>"), "Pricing - Acme");
    expect(listed).not.toMatch(/^- Acme:/m);
  });
});

describe("a data name cut with an ellipsis (twenty-fifth session)", () => {
  const page = (heading: string) => {
    const html = `<!doctype html><html><head><title>Shop</title></head><body>
      <div itemscope itemtype="http://schema.org/Product"><h1 itemprop="name">Memory Foam Seat Cushion Car Pad...</h1>
      <h2>${heading}</h2>
      <div itemprop="offers" itemscope itemtype="http://schema.org/Offer"><span itemprop="price" content="16.99">$16.99</span>
      <meta itemprop="priceCurrency" content="USD"></div><button>Add to cart</button></div></body></html>`;
    return shop(html);
  };

  it("gives way to the heading that writes it out whole", () => {
    expect(page("Memory Foam Seat Cushion Car Pad Pain Relief Pillow")).toMatch(
      /^Product: Memory Foam Seat Cushion Car Pad Pain Relief Pillow$/m,
    );
  });

  it("stays where no heading opens with its words", () => {
    expect(page("Customers also bought")).toMatch(/^Product: Memory Foam Seat Cushion Car Pad\.\.\.$/m);
  });
});

describe("a style code under the price, a row of label spans, a date-time in hidden data (twenty-fifth session)", () => {
  const page = (lines: string) => {
    const html = `<!doctype html><html><head><title>Wall Charger</title></head><body><h1>Wall Charger</h1>
      ${lines}<p class="price">$19.99</p><button>Add to cart</button>
      <p>A compact charger for phones and tablets, folding prongs for travel.</p></body></html>`;
    return shop(html);
  };

  it('a bare "Style:" before a code of letters and figures that ends its line is the product\'s code', () => {
    expect(page("<div><span>Style: BA5208-010</span> <span>Black/White</span></div>")).toMatch(
      /^- Style: BA5208-010$/m,
    );
    expect(page("<div><span>Style: Casual</span></div>")).not.toMatch(/^- Style:/m);
  });

  it("each span of a row of short label and value spans is a specification, one saying nothing stated none", () => {
    const facts = page('<div class="sub"><span>Size: 1 EA</span> <span>Wt: NA</span> <span>Colour: Grey</span></div>');
    expect(facts).toMatch(/^- Size: 1 EA$/m);
    expect(facts).toMatch(/^- Colour: Grey$/m);
    expect(facts).not.toMatch(/^- Wt:/m);
    // (one such span alone may be anything)
    expect(page('<div class="sub"><span>Size: 1 EA</span></div>')).not.toMatch(/^- Size:/m);
  });

  it("a date and time in a list is no label and value", () => {
    const facts = page("<ul><li>2017-07-23T12:06-07:00</li><li>Colour: Grey</li></ul>");
    expect(facts).not.toContain("2017-07-23T12");
    expect(facts).toMatch(/^- Colour: Grey$/m);
  });
});
