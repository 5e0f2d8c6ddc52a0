// The readers' rules for any site, one class of failure each (issue 26): what reaches the prompt from a shop, a
// forum, a software page or a page of the wrong kind that no reader names.
import { describe, expect, it } from "vitest";
import { capMiddle } from "./html-document.server";
import { plainAvailability, plainCondition } from "./offer-status";
import { readPageContent } from "./read-page-content.server";
import { formatSourceFacts, type TSourceFacts } from "./read-source.server";
import { readSaasLanding } from "./saas-landing.server";
import { sourceMismatch } from "./source-fit";
import { stripPageMarkup } from "./strip-page-markup.server";

function read(html: string, url = "https://shop.example/p/1"): { facts: TSourceFacts; prompt: string } {
  const result = readPageContent({ reader: "web-page", html, url, contentType: "text/html" });
  if (!result.ok) throw new Error(result.message);
  const facts = { ...result.content, url } as TSourceFacts;
  return { facts, prompt: formatSourceFacts(facts) };
}

const page = (head: string, body: string) => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

describe("offer words in any language", () => {
  it("reads availability and condition from schema.org values and shop words", () => {
    expect(plainAvailability("https://schema.org/OutOfStock")).toBe("out of stock");
    expect(plainAvailability("InStock")).toBe("in stock");
    expect(plainAvailability("Ausverkauft")).toBe("out of stock");
    expect(plainAvailability("Nicht verfügbar")).toBe("out of stock");
    expect(plainAvailability("Нет в наличии")).toBe("out of stock");
    expect(plainAvailability("Disponible")).toBe("in stock");
    expect(plainAvailability("Livraison gratuite")).toBeUndefined();
    expect(plainCondition("Neuf")).toBe("new");
    expect(plainCondition("Nuovo: altro (vedi dettagli)")).toBe("new");
    expect(plainCondition("https://schema.org/UsedCondition")).toBe("used");
    expect(plainCondition("Gebraucht")).toBe("used");
    expect(plainCondition("Reconditionné")).toBe("refurbished");
  });
});

describe("a shop no reader names", () => {
  it("JSON-LD product in a @graph with a lower-case type: name decoded, price, availability, condition, source", () => {
    const jsonLd = {
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "WebSite", name: "Casa Shop" },
        {
          "@type": "product",
          name: "Cama Elo&iacute;sa Single",
          brand: { "@type": "Brand", name: "CIC" },
          offers: [
            { "@type": "Offer", price: "229990", priceCurrency: "CLP", availability: "https://schema.org/OutOfStock" },
            {
              "@type": "Offer",
              price: "229990",
              priceCurrency: "CLP",
              availability: "https://schema.org/InStock",
              itemCondition: "Neuf",
            },
          ],
        },
      ],
    };
    const { facts, prompt } = read(
      page(
        `<meta property="og:site_name" content="Casa Shop"><script type="application/ld+json">${JSON.stringify(jsonLd)}</script>`,
        "<h1>Mi cuenta</h1>",
      ),
    );
    expect(facts.kind).toBe("retailer-product");
    expect(prompt).toContain("Product: Cama Eloísa Single");
    expect(prompt).toContain("Shop: Casa Shop");
    expect(prompt).toContain("Price: CLP 229990");
    expect(prompt).toContain("Availability: in stock");
    expect(prompt).toContain("Condition: new");
    expect(prompt).toContain("Brand: CIC");
    if (facts.kind !== "retailer-product") throw new Error("expected a product");
    expect(facts.product.from).toMatchObject({ title: "JSON-LD", price: "JSON-LD", brand: "JSON-LD" });
  });

  it("microdata price shown twice, spec table, dl and 'Key: value' list; cookie table left out", () => {
    const { facts, prompt } = read(
      page(
        "<title>Aspirador Robot S6 | MediaShop</title>",
        `<div itemscope itemtype="http://schema.org/Product"><h1 itemprop="name">Aspirador Robot S6</h1>
         <div itemprop="offers" itemscope itemtype="http://schema.org/Offer">
           <span itemprop="price"><div>499€</div><div>499€</div></span><meta itemprop="priceCurrency" content="EUR">
           <link itemprop="availability" href="http://schema.org/OutOfStock"></div></div>
         <table><tr><th>Potência de sucção</th><td>2000 Pascal</td></tr><tr><td>Ruído</td><td>67 dB</td></tr></table>
         <dl><dt>Garantia</dt><dd>3 anos</dd></dl><ul><li>Cor: Preto</li></ul>
         <div class="cookie-banner"><table><tr><td>_ga</td><td>Google Analytics 2 years</td></tr></table></div>`,
      ),
    );
    expect(prompt).toContain("Price: €499");
    expect(prompt).not.toContain("499€499");
    expect(prompt).toContain("Availability: out of stock");
    expect(prompt).toContain("- Potência de sucção: 2000 Pascal");
    expect(prompt).toContain("- Ruído: 67 dB");
    expect(prompt).toContain("- Garantia: 3 anos");
    expect(prompt).toContain("- Cor: Preto");
    expect(prompt).not.toContain("Google Analytics");
    if (facts.kind !== "retailer-product") throw new Error("expected a product");
    expect(facts.product.specs[0]).toMatchObject({ from: "visible table" });
  });

  it("a page without product data but with a buy button beside a price is a product page named by its heading", () => {
    const { facts, prompt } = read(
      page(
        '<meta property="og:title" content="Lattenrost CALYPSO 140 cm - Ländle Shop">',
        `<h1>Mein Konto</h1><h1>Lattenrost CALYPSO 140 cm</h1><span class="price">€ 206,00</span>
         <button>In den Warenkorb</button>`,
      ),
    );
    expect(facts.kind).toBe("retailer-product");
    expect(prompt).toContain("Product: Lattenrost CALYPSO 140 cm");
    expect(prompt).toContain("Price: € 206,00");
    expect(prompt).toContain("Availability: in stock");
  });
});

describe("offers as shops write them", () => {
  const ld = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

  it("JSON-LD in a CDATA section; a price of nothing is no price, and no other figure of the page is taken", () => {
    const block = JSON.stringify({
      "@type": "Product",
      name: "Legend 200ml",
      offers: { price: "0", priceCurrency: "ILS" },
    });
    const { prompt } = read(
      page(
        `<script type="application/ld+json">/*<![CDATA[*/${block}/*]]>*/</script>`,
        '<h1>Legend 200ml</h1><span class="price">Shipping 10 ₪</span><button>Add to cart</button>',
      ),
    );
    expect(prompt).toContain("Product: Legend 200ml");
    expect(prompt).toContain("Price: No current price on the page.");
  });

  it("a product written once per size: in stock when any size is; a used listing's offer is its own", () => {
    const size = (availability: string) => ({
      "@type": "Product",
      name: "Over-the-knee boots",
      offers: { price: "69.95", priceCurrency: "EUR", availability: `https://schema.org/${availability}` },
    });
    const boots = read(page(ld(size("OutOfStock")) + ld(size("InStock")), "<h1>Over-the-knee boots</h1>")).prompt;
    expect(boots).toContain("Price: €69.95");
    expect(boots).toContain("Availability: in stock");
    const used = read(
      page(
        ld({
          "@type": "Product",
          name: "Casio FX-991ES",
          offers: { price: "15", priceCurrency: "CAD", itemCondition: "https://schema.org/UsedCondition" },
        }),
        "<h1>Casio FX-991ES</h1>",
      ),
    ).prompt;
    expect(used).toContain("Price: CAD 15");
    expect(used).toContain("Condition: used");
  });

  it("the offer shown struck through is the former price; an auction's price is its current bid", () => {
    const book = read(
      page(
        "",
        `<div itemscope itemtype="http://schema.org/Product"><h1 itemprop="name">La storia perduta</h1>
         <div itemprop="offers" itemscope itemtype="http://schema.org/Offer"><meta itemprop="price" content="18.00"><meta itemprop="pricecurrency" content="EUR"></div>
         <div itemprop="offers" itemscope itemtype="http://schema.org/Offer"><meta itemprop="price" content="17.10"><meta itemprop="pricecurrency" content="EUR">
         <strong>€ 17,10</strong> <span class="barred">€ 18,00</span></div></div>`,
      ),
    ).prompt;
    expect(book).toContain("Price: €17.10");
    const lot = read(
      page(
        ld({ "@type": "Product", name: "Pillows, pair", offers: { price: 150, priceCurrency: "USD" } }),
        `<h1>Pillows, pair</h1><div class="lot-bid-box"><span class="price">$200</span><span class="count">2 bids</span>
         <span>Starting Price $150</span></div><div class="other-lot-bid"><span>$150</span><span>3 bids</span></div>`,
      ),
    ).prompt;
    expect(lot).toContain("Price: $200 (current bid, 2 bids)");
  });

  it("without price data: the price in the buy box, not a recommendation's, a tax-free or a former one", () => {
    const { prompt } = read(
      page(
        "<title>Холодильник BEKO RCSK 310M20S</title>",
        `<div id="recommend-strip"><span class="sale_price">$209</span></div>
         <h1>Холодильник BEKO RCSK 310M20S</h1>
         <div class="buybox"><div class="e_price"><s>144 990 тг.</s><span class="pr">131 990 тг.</span></div>
         <div class="price-tax">Brez DDV: 108 190 тг.</div><div class="aa_buy">Купить</div></div>`,
      ),
    );
    expect(prompt).toContain("Price: 131 990 тг.");
    expect(prompt).toContain("Availability: in stock");
  });

  it("a listing's item specifics in two pairs a row: brand and condition read from them", () => {
    const { prompt } = read(
      page(
        '<meta property="og:title" content="Duracell CR2032 lithium coin"><meta property="og:type" content="product"><meta property="product:price:amount" content="4.50"><meta property="product:price:currency" content="EUR">',
        `<h1>Duracell CR2032 lithium coin</h1><table><tr><td>État :</td><td>Neuf</td><td>Marque :</td><td>Duracell</td></tr>
         <tr><td>Type</td><td>Pile bouton</td><td>Tension</td><td>3 V</td></tr></table>`,
      ),
    );
    expect(prompt).toContain("Brand: Duracell");
    expect(prompt).toContain("Condition: new");
    // Four cells without colons are a table of another shape, not two pairs.
    expect(prompt).not.toContain("Type: Pile bouton");
  });

  it("the brand a visible spec table names is the page's word over its data's", () => {
    const { prompt } = read(
      page(
        ld({
          "@type": "Product",
          name: "Cheese Slicer",
          brand: { "@type": "Brand", name: "Ali" },
          offers: { price: "11.99", priceCurrency: "USD" },
        }),
        "<h1>Cheese Slicer</h1><table><tr><th>Brand Name</th><td>YONGLI</td></tr><tr><th>Material</th><td>Steel</td></tr></table>",
      ),
    );
    expect(prompt).toContain("Brand: YONGLI");
  });
});

describe("feature bullets on any shop", () => {
  it("a list under an 'About this item' heading, a highlights list, the description's bullets; menus and shop promises left out", () => {
    const about = read(
      page(
        '<meta property="og:title" content="Aero Kettle"><meta property="og:type" content="product"><meta property="product:price:amount" content="49"><meta property="product:price:currency" content="EUR">',
        `<nav><ul class="features-menu"><li><a href="/a">All features of our shop</a></li></ul></nav>
         <h1>Aero Kettle</h1><ul class="usp-bar"><li>Free delivery over €50</li><li>30-day returns</li></ul>
         <h2>About this item</h2><ul><li>Boils 1.7 litres in three minutes</li><li>Keep-warm mode for 30 minutes</li></ul>`,
      ),
    ).prompt;
    expect(about).toContain("Feature bullets:\n- Boils 1.7 litres in three minutes\n- Keep-warm mode for 30 minutes");
    expect(about).not.toContain("Free delivery");
    expect(about).not.toContain("All features of our shop");
    const highlights = read(
      page(
        "<title>Lampe Fueva</title>",
        `<h1>Lampe Fueva</h1><span class="price">29,90 €</span><button>In den Warenkorb</button>
         <div class="product-highlights"><ul><li>Dimmbar in drei Stufen</li><li>Für Feuchträume geeignet</li></ul></div>`,
      ),
    ).prompt;
    expect(highlights).toContain("- Dimmbar in drei Stufen\n- Für Feuchträume geeignet");
    const described = read(
      page(
        `<script type="application/ld+json">${JSON.stringify({
          "@type": "Product",
          name: "Trail Watch",
          description: "A watch for trails.\n• Waterproof to 50 m\n• GPS with 20-hour battery",
          offers: { price: "199", priceCurrency: "USD" },
        })}</script>`,
        "<h1>Trail Watch</h1>",
      ),
    ).prompt;
    expect(described).toContain("Feature bullets:\n- Waterproof to 50 m\n- GPS with 20-hour battery");
  });
});

describe("a forum no reader names", () => {
  it("reads every post with its author, quotes left out, from a crawler view in noscript too", () => {
    const post = (author: string, text: string) =>
      `<article class="message" data-author="${author}"><div class="message-body"><div class="bbWrapper"><blockquote>quoted words</blockquote>${text}</div></div></article>`;
    const { facts, prompt } = read(
      page(
        "<title>Jede Nacht verliert Pepe Dreck | Katzen-Forum</title>",
        `<h1>Jede Nacht verliert Pepe Dreck</h1>${post("Pepemaus", "Seit einigen Tagen liegen schwarze Krümel da.")}
         <noscript>${post("yellowkitty", "Hat er evtl. Milben in den Ohren?")}${post("Lehmann", "Sich rot verfärbende Krümel sind Flohkot.")}</noscript>`,
      ),
      "https://forum.example/threads/pepe.1/",
    );
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Posted by: Pepemaus");
    expect(prompt).toContain("yellowkitty] Hat er evtl. Milben in den Ohren?");
    expect(prompt).toContain("Lehmann] Sich rot verfärbende Krümel sind Flohkot.");
    expect(prompt).not.toContain("quoted words");
  });
});

describe("software pages", () => {
  it("named after the product, not the site; FAQ answers are no plans; no plans says so", () => {
    const landing = readSaasLanding(
      page(
        '<meta property="og:site_name" content="GitHub"><meta property="og:title" content="GitHub - golemfactory/yapapi: Python API">',
        `<h1>yapapi</h1><section class="faq"><h3>Is it free?</h3><div><h4>Free</h4><p>Yes, free forever.</p></div></section>`,
      ),
      "https://github.com/golemfactory/yapapi",
    );
    expect(landing.name).toBe("golemfactory/yapapi");
    const name = (title: string, site: string) =>
      readSaasLanding(
        page(`<meta property="og:site_name" content="${site}"><title>${title}</title>`, "<h1>x</h1>"),
        "https://x.example/",
      ).name;
    expect(name("Welcome to Firefox Developer Edition", "Mozilla")).toBe("Firefox Developer Edition");
    expect(name("BeginnersGuide/Download - Python Wiki", "Python Wiki")).toBe("Python Wiki");
    expect(landing.pricing).toEqual([]);
    const prompt = formatSourceFacts({ kind: "saas-landing", url: landing.url, landing });
    expect(prompt).toContain("Pricing: No prices on the page.");
  });
});

describe("pages of the wrong kind", () => {
  it("refuses a recipe for a product review, saying what the page seems to be", () => {
    const ingredients = Array.from({ length: 8 }, (_, index) => `<li class="recipe-ingredient">Zutat ${index}</li>`);
    const { facts } = read(
      page(
        '<meta property="og:type" content="article"><title>Mandarinen-Schmand-Kuchen</title>',
        `<ul>${ingredients.join("")}</ul>`,
      ),
      "https://www.chefkoch.example/rezepte/1",
    );
    expect(sourceMismatch(facts, "product-review")).toMatch(/seems to be a recipe \("Mandarinen-Schmand-Kuchen"\)/);
  });

  it("refuses a recipe blog without recipe markup by its ingredient lines", () => {
    const { facts } = read(
      page(
        "<title>cucumber yogurt raita salad</title>",
        `<p>Think of this as raita with the proportions inverted.</p><p><u>Dressing</u><br>1 cup (227 grams) plain yogurt<br>
         1/4 teaspoon granulated sugar<br>2 tablespoons chopped mint leaves<br>1 teaspoon cumin seeds<br>
         2 tablespoons chopped cilantro<br>Kosher salt to taste</p>`,
      ),
      "https://blog.example/",
    );
    expect(sourceMismatch(facts, "product-review")).toMatch(/seems to be a recipe/);
    const shop = read(page("<title>Flour</title>", "<p>2 kg flour</p><p>500 ml oil</p><p>1 kg sugar</p>".repeat(3)));
    expect(sourceMismatch(shop.facts, "product-review")).toBeUndefined();
  });

  it("refuses a clip page: a player and no text of its own beyond a cookie banner", () => {
    const { facts } = read(
      page(
        '<meta property="og:title" content="Twitch"><meta property="og:type" content="website">',
        `<div class="consent"><p>Twitch uses personal data collected through cookies to personalise content and ads.</p></div>
         <video playsinline src="https://clips.example/222842783.mp4"></video>`,
      ),
      "https://clips.example/",
    );
    expect(sourceMismatch(facts, "product-review")).toMatch(/seems to be a video clip or stream/);
  });

  it("refuses an agency's blog post for a software review: its site name says what it is (meta written as value)", () => {
    const result = readPageContent({
      reader: "saas-landing",
      html: page(
        '<meta value="article" name="og:type"><meta value="Postlight — Digital Strategy, Design and Engineering" name="og:site_name"><title>Three Ways to Be the Thermostat</title>',
        "<h1>Three Ways to Be the Thermostat</h1><p>Great leaders set the temperature.</p>",
      ),
      url: "https://agency.example/",
      contentType: "text/html",
    });
    if (!result.ok) throw new Error(result.message);
    const facts = { ...result.content, url: "https://agency.example/" } as TSourceFacts;
    expect(sourceMismatch(facts, "software-review")).toMatch(/seems to be the site of an agency or studio/);
  });

  it("refuses a music page and a video clip for a product review", () => {
    const song = read(page('<meta property="og:type" content="music.song"><title>A song</title>', "<p>Listen</p>"));
    expect(sourceMismatch(song.facts, "product-review")).toMatch(/seems to be a music page/);
    const clip = read(page('<meta property="og:type" content="video.other"><title>A clip</title>', "<p>Watch</p>"));
    expect(sourceMismatch(clip.facts, "product-review")).toMatch(/seems to be a video clip or stream/);
  });
});

describe("articles without date meta", () => {
  it("the date the page shows (a datePublished property, the post's meta line), else the one in its address", () => {
    const body = `<article><h1>Post</h1><p>${"Words of the article that make it long enough to read. ".repeat(12)}</p></article>`;
    const shown = (head: string, url: string) =>
      read(page("<title>Post</title>", `${head}${body}`), url).prompt.match(/^Published: (.*)$/m)?.[1];
    expect(
      shown(
        "<div class='published'><span itemprop='datePublished'>Thursday, September 29, 2016</span></div>",
        "https://blog.example/p",
      ),
    ).toBe("2016-09-29");
    expect(
      shown('<p class="post-meta">by <a href="/a">Kyt Dotson</a> | May 16, 2016 |</p>', "https://news.example/p"),
    ).toBe("2016-05-16");
    expect(shown("", "https://news.example/blog/2016/05/16/circleci/")).toBe("2016-05-16");
    expect(
      shown('<aside class="sidebar"><span class="date">1 January 2001</span></aside>', "https://news.example/p"),
    ).toBeUndefined();
  });
});

describe("junk and long texts", () => {
  it("a self-closing script runs to its closing tag, as browsers read it", () => {
    const { markup } = stripPageMarkup(
      "<p>Before</p><script/>var leaked = window.x;</script><p>After</p><svg/><p>End</p>",
    );
    expect(markup).toBe("<p>Before</p><p>After</p><p>End</p>");
  });

  it("a long text keeps its start and its end (a review's verdict)", () => {
    const text = `${"Opening paragraph.\n".repeat(2_000)}Verdict: buy it.`;
    const capped = capMiddle(text, 20_000);
    expect(capped.length).toBeLessThan(20_100);
    expect(capped.startsWith("Opening paragraph.")).toBe(true);
    expect(capped).toContain("characters of the middle left out");
    expect(capped.endsWith("Verdict: buy it.")).toBe(true);
  });
});
