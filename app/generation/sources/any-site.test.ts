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
import { isProse, withSplitParts } from "./web-article.server";

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
    expect(prompt).toContain(
      "Availability: available to order: it can be added to the cart (no stock status read from the page)",
    );
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
    expect(prompt).toContain(
      "Availability: available to order: it can be added to the cart (no stock status read from the page)",
    );
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

describe("shops as their markup writes them (sixth round)", () => {
  it("a button the markup names add-to-cart, empty or in words not listed, makes a page with a price a product page", () => {
    const magento = read(
      page(
        "<title>Yamaha YDP-S52 B Digitalpiano</title>",
        `<h1>Yamaha YDP-S52 B Digitalpiano</h1><span class="price">999,00 €</span>
         <form action="/checkout/cart/add/product/2207/"><button type="button" title=" " class="button btn-cart"><span> </span></button></form>`,
      ),
    );
    expect(magento.facts.kind).toBe("retailer-product");
    expect(magento.prompt).toContain("Price: 999,00 €");
    const spanish = read(
      page(
        "<title>Pareja Vigilante de la Playa</title>",
        `<h1>Pareja Vigilante de la Playa</h1><span class="PricesalesPrice">41,70 €</span><button>Añadir al carro</button>`,
      ),
    );
    expect(spanish.facts.kind).toBe("retailer-product");
    expect(spanish.prompt).toContain(
      "Availability: available to order: it can be added to the cart (no stock status read from the page)",
    );
  });

  it("the buy box's price where no element is classed a price; the price without tax in its row left out", () => {
    const { facts, prompt } = read(
      page(
        "<title>Obestavba Irys Exclusive</title>",
        `<h1>Obestavba Irys Exclusive</h1><table><tr><td>Cena bez DPH:</td><td>17 997 Kč</td></tr>
         <tr><td>Cena s DPH:</td><td>21 777 Kč</td></tr>
         <tr><td><form action="/action.php"><input type="submit" value="Koupit"></form></td></tr></table>`,
      ),
    );
    expect(facts.kind).toBe("retailer-product");
    expect(prompt).toContain("Price: 21 777 Kč\n");
  });

  it("the buy box's words over the data: a price of nothing and 'Нет в наличии', 'out of stock online'; a size's status is not the product's", () => {
    const zero = read(
      page(
        "<title>Эхолот Humminbird 788cxi</title>",
        `<h1>Эхолот Humminbird 788cxi</h1><div><p class="battery"><img src="/no.png" alt=""> Нет в наличии </p>
         <span class="price2">0.00 руб.</span><a href="/basket/" class="add" title="Добавить товар в корзину"></a></div>`,
      ),
    );
    expect(zero.facts.kind).toBe("retailer-product");
    expect(zero.prompt).toContain("Price: No current price on the page.");
    expect(zero.prompt).toContain("Availability: out of stock");
    const offer = (extra: string) =>
      page(
        "<title>PowerBlock Micro</title>",
        `<div itemscope itemtype="http://schema.org/Product"><h1 itemprop="name">PowerBlock Micro</h1>
         <div itemprop="offers" itemscope itemtype="http://schema.org/Offer"><meta itemprop="priceCurrency" content="USD">
         <link itemprop="availability" href="http://schema.org/InStock"><span itemprop="price">$11.99</span>
         <form action="/cart/add">${extra}<button>Add to Cart</button></form></div></div>`,
      );
    expect(
      read(offer("<p>This product is out of stock online. Please click the Find In Store button.</p>")).prompt,
    ).toContain("Availability: out of stock");
    expect(read(offer('<ul class="sizes"><li>XL: out of stock</li><li>M</li></ul>')).prompt).toContain(
      "Availability: in stock",
    );
  });

  it("'key: value;' lines of the description broken by <br> are specifications", () => {
    const { prompt } = read(
      page(
        "<title>Kawai ES100W</title>",
        `<h1>Kawai ES100W</h1><span class="price">47 405 ₽</span><button>В корзину</button>
         <div id="block-descr"><div class="dc-text">Цифровое пианино.<br>полифония: 192 голоса;<br>вес: 15 кг.<br></div></div>`,
      ),
    );
    expect(prompt).toContain("- полифония: 192 голоса\n");
    expect(prompt).toContain("- вес: 15 кг");
  });

  it("a data price without its currency is the shown price with the same figures", () => {
    const { prompt } = read(
      page(
        "<title>UDG Creator Laptop Stand</title>",
        `<div itemscope itemtype="http://schema.org/Product"><h1 itemprop="name">UDG Creator Laptop Stand</h1>
         <div itemprop="offers" itemscope itemtype="http://schema.org/Offer"><meta itemprop="price" content="87.50"></div>
         <span class="price">£87.50</span><button>Add to Cart</button></div>`,
      ),
    );
    expect(prompt).toContain("Price: £87.50");
  });
});

describe("what a person reads where a shop shows no stock word (third round)", () => {
  const ld = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

  it("a classified ad's status: not sold is for sale, sold alone is gone, a seller's name is neither", () => {
    expect(plainAvailability("NOT SOLD")).toBe("in stock");
    expect(plainAvailability("Sold")).toBe("out of stock");
    expect(plainAvailability("¡Vendido!")).toBe("out of stock");
    expect(plainAvailability("Verkauft")).toBe("out of stock");
    expect(plainAvailability("Sold by Acme Ltd")).toBeUndefined();
    expect(plainAvailability("Sold: 120 pieces")).toBeUndefined();
  });

  it("a listed classified ad with a reply or phone button is for sale; one marked sold is not", () => {
    const ad = (status: string) =>
      page(
        ld({
          "@type": "Product",
          name: "Indesit Washing Machine 6kg",
          offers: { "@type": "Offer", price: "50.00", priceCurrency: "GBP", availableAtOrFrom: { "@type": "Place" } },
        }),
        `<h1>Indesit Washing Machine 6kg</h1>${status}<button class="reply-button">reply</button>
         <a class="phone">Telefonnummer anzeigen</a>`,
      );
    const listed = read(ad("")).prompt;
    expect(listed).toContain("Price: £50.00");
    expect(listed).toContain(
      "Availability: available: listed for sale, bought by contacting the seller (no stock status read from the page)",
    );
    expect(read(ad('<span class="status">Sold</span>')).prompt).toContain("Availability: out of stock");
  });

  it("offers from several sellers (offerCount) and data keys written in lower case say the product can be bought", () => {
    const compared = read(
      page(
        ld({
          "@type": "Product",
          name: "TalleR TR-1047",
          offers: { "@type": "AggregateOffer", priceCurrency: "BYN", offerCount: 4, lowPrice: "352.00" },
        }),
        "<h1>TalleR TR-1047</h1>",
      ),
    ).prompt;
    expect(compared).toContain("Price: BYN 352.00");
    expect(compared).toContain("Availability: in stock");
    const lowerCase = read(
      page(
        ld({
          "@type": "Product",
          name: "Puma Future 5.4",
          offers: { "@type": "AggregateOffer", lowprice: { sales: { value: 3499 } }, availability: "InStock" },
        }),
        '<h1>Puma Future 5.4</h1><span class="price">$3.499</span><button>Agregar al carrito</button>',
      ),
    ).prompt;
    expect(lowerCase).toContain("Price: $3.499");
    expect(lowerCase).toContain("Availability: in stock");
  });

  it("a status the page keeps hidden is not read; the data's availability without a price is", () => {
    const { prompt } = read(
      page(
        ld({ "@type": "Product", name: "Qualità Oro 250g", offers: { "@type": "Offer", availability: "InStock" } }),
        `<h1>Qualità Oro 250g</h1><span class="warning productNotAvailable" style="display: none;">Produkt nicht verfügbar</span>
         <a class="addbag">Zum Warenkorb hinzufügen</a>`,
      ),
    );
    expect(prompt).toContain("Availability: in stock");
  });

  it("a buy button drawn as an image (its alt text) makes a page with a price a product page that can be ordered", () => {
    const { prompt } = read(
      page(
        "<title>Sealy Crib Mattress | Shop</title>",
        `<h1>Sealy Crib Mattress</h1><div class="buy"><span class="product-price">$169.99</span>
         <img id="addToCartButton" alt="Add to Cart" src="/cart.png"></div>`,
      ),
    );
    expect(prompt).toContain("Price: $169.99");
    expect(prompt).toContain(
      "Availability: available to order: it can be added to the cart (no stock status read from the page)",
    );
  });

  it("the data's price the buy box shows struck through or without tax gives way to the price to pay", () => {
    const struck = read(
      page(
        '<title>Soma Rosso</title><meta property="og:type" content="product">',
        `<div itemscope itemtype="http://schema.org/Product"><h1 itemprop="name">Soma Rosso</h1>
         <div class="add-to-cart"><div itemprop="offers" itemscope itemtype="http://schema.org/Offer">
         <meta itemprop="price" content="219.99"><meta itemprop="priceCurrency" content="EUR"></div>
         <span class="original-price">EUR219.99</span> <span class="current-price">EUR110.00</span>
         <button>Ielikt grozā</button></div></div>`,
      ),
    ).prompt;
    expect(struck).toContain("Price: EUR110.00");
    const net = read(
      page(
        "<title>XADO Schmierfett 125 ml</title>",
        `<div itemscope itemtype="http://schema.org/Product"><h1 itemprop="name">XADO Schmierfett 125 ml</h1>
         <div class="buy"><div itemprop="offers" itemscope itemtype="http://schema.org/Offer">
         <meta itemprop="price" content="4.92"><meta itemprop="priceCurrency" content="EUR"></div>
         <div class="price-box"><span class="price-excluding-tax">zzgl. MwSt (21%): <span class="price">4,92 €</span></span>
         <span class="price-including-tax">Inkl. MwSt (21%): <span class="price">5,95 €</span></span></div>
         <button>In den Warenkorb</button></div></div>`,
      ),
    ).prompt;
    expect(net).toContain("Price: 5,95 €");
  });

  it("a sale price the page draws by script from its state: the state's regular price is the data's", () => {
    const state = (regular: string) =>
      `<script>window.state = {"items":[{"name":"Keystick Wall Sconce","price":{"original":"${regular}","sale":"120.00","sale_type":"On Sale!"}}]};</script>`;
    const product = ld({
      "@type": "Product",
      name: "Keystick Wall Sconce",
      offers: { price: "150.00", priceCurrency: "USD" },
    });
    expect(read(page(product, `<h1>Keystick Wall Sconce</h1>${state("150.00")}`)).prompt).toContain("Price: $120.00");
    // Another product's sale in the state leaves the data's price as it is.
    expect(read(page(product, `<h1>Keystick Wall Sconce</h1>${state("219.00")}`)).prompt).toContain("Price: $150.00");
  });

  it("specs in any layout: a page-wide wrapper named for cookies, label and value elements, bold labels, description lines", () => {
    const { prompt } = read(
      page(
        ld({ "@type": "Product", name: "Roborock S6 Pure", offers: { price: "499", priceCurrency: "EUR" } }),
        `<section class="main with-cookie-info"><h1>Roborock S6 Pure</h1>
         <table><tr><td>Potência de sucção</td><td>2000 Pascal</td></tr></table>
         <div class="row"><div class="label">Nettomenge</div><div class="value">250 g</div></div>
         <div class="std"><p><strong>Farbe:</strong> grün<br><strong>Penetration:</strong> 220 – 250<br></p></div>
         <div itemprop="description"><p>Material: 100 % Polyester</p><p>A long sentence: that is no specification line at all, since it runs on for far more words than a value has.</p></div>
         <div class="cookie-notice"><table><tr><td>_ga</td><td>2 years</td></tr></table></div></section>`,
      ),
    );
    expect(prompt).toContain("- Potência de sucção: 2000 Pascal");
    expect(prompt).toContain("- Nettomenge: 250 g");
    expect(prompt).toContain("- Farbe: grün");
    expect(prompt).toContain("- Penetration: 220 – 250");
    expect(prompt).toContain("- Material: 100 % Polyester");
    expect(prompt).not.toContain("_ga");
    expect(prompt).not.toContain("A long sentence");
  });

  it("a brand named under its label in any language, or after a link's words; the page's words only", () => {
    const labelled = (body: string) =>
      read(
        page(
          ld({ "@type": "Product", name: "Fueva-C 32732", offers: { price: "14.99", priceCurrency: "EUR" } }),
          `<h1>Fueva-C 32732</h1>${body}`,
        ),
      ).prompt;
    expect(labelled("<table><tr><td>Kaubamärk</td><td>Eglo</td></tr></table>")).toContain("Brand: Eglo");
    expect(labelled("<ul><li><strong>Proizvajalec:</strong> <a>B&amp;S</a></li></ul>")).toContain("Brand: B&S");
    expect(
      labelled('<div class="producer"><p>Výrobca</p><p><a href="https://apple.example/">Apple</a></p></div>'),
    ).toContain("Brand: Apple");
    expect(labelled("<table><tr><td>Brand</td><td>Ver mais artigos da Marca: Roborock</td></tr></table>")).toContain(
      "Brand: Roborock",
    );
    expect(labelled("<p>Fueva-C is a remote made by a company we like.</p>")).not.toContain("Brand:");
  });
});

describe("shops read as a person reads them (fourth round)", () => {
  it("an order form of offers is the buy box: its priced offer is the price, the offer's row the condition", () => {
    const offer = (label: string, shown: string, disabled = true) =>
      `<li><input type="radio" name="offertype"${disabled ? " disabled" : ""}><label><div>${label}</div><strong>${shown}</strong></label></li>`;
    const { facts, prompt } = read(
      page(
        "<title></title>",
        `<nav><a href="/cart/">Basket (reservation)</a></nav><h1><span itemprop="name">The Legend of a Villain</span></h1>
         <ul class="info-table"><li>Publisher : <strong>Comics House</strong></li></ul>
         <form class="product-offers" action="/add-to-cart/" method="post">
           <div>To reserve<ul>${offer("New", "Not available")}${offer("Used", "Not available")}</ul></div>
           <div>For delivery<ul>${offer("New", "22,50 €", false)}${offer("Used", "Not available")}</ul></div>
           <button class="btn" type="submit" disabled>Confirm</button></form>
         <form action="/search/"><input name="q"><button type="submit">OK</button></form>`,
      ),
      "https://books.example/article/7466710-the-legend",
    );
    expect(facts.kind).toBe("retailer-product");
    expect(prompt).toContain("Product: The Legend of a Villain\n");
    expect(prompt).toContain("Price: 22,50 €\n");
    expect(prompt).toContain("Condition: new\n");
    // A search form's submit button beside a price makes no product page.
    const article = read(
      page(
        "<title>Prices rise</title>",
        `<h1>Prices rise</h1><p class="price">€ 2</p><form action="/search/"><button type="submit">Search</button></form><p>${"Text of the news story. ".repeat(20)}</p>`,
      ),
      "https://news.example/p",
    );
    expect(article.facts.kind).toBe("web-page");
  });

  it("a brand the shop's script state gives, when the product's name opens with it; never one the name does not confirm", () => {
    const shop = (state: string) =>
      page(
        `<script type="application/ld+json">${JSON.stringify({ "@type": "Product", name: "Happy Beans SIDAMO Organic", offers: { "@type": "Offer", price: "27.90", priceCurrency: "EUR" } })}</script><script>var meta = {"product":{"id":1,"vendor":"Happy Beans","type":""}}; var theme = ${state};</script>`,
        "<h1>Happy Beans SIDAMO Organic</h1>",
      );
    expect(read(shop('{"brand":"Dawn"}')).prompt).toContain("Brand: Happy Beans\n");
    const other = page(
      `<script type="application/ld+json">${JSON.stringify({ "@type": "Product", name: "SIDAMO Organic", offers: { "@type": "Offer", price: "27.90", priceCurrency: "EUR" } })}</script><script>var t = {"brand":"Dawn","vendor":"Happy Beans"};</script>`,
      "<h1>SIDAMO Organic</h1>",
    );
    expect(read(other).prompt).not.toContain("Brand:");
  });

  it("'Key: value' lines of a description inside the order form that wraps the product are specifications", () => {
    const { prompt } = read(
      page(
        "<title>Cat blanket with name | Shop</title>",
        `<h1>Cat blanket with name</h1><form class="productform" action="/products/cat-blanket/" method="post">
           <div class="price">36,00 €</div><label>Name: <input name="name"></label>
           <div class="product_description"><p>A thick, two-layer fleece blanket with an embroidered name.</p><p>Material: 100 % Polyester</p></div>
           <button type="submit">In den Warenkorb</button></form>`,
      ),
      "https://shop.example/products/cat-blanket/",
    );
    expect(prompt).toContain("- Material: 100 % Polyester");
    expect(prompt).not.toContain("- Name:");
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
      `<article class="message" data-author="${author}"><div class="message-body"><div class="bbWrapper"><blockquote class="bbCodeBlock bbCodeBlock--quote" data-quote="Pepemaus">quoted words</blockquote>${text}</div></div></article>`;
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

  it("reads the posts a crawler view names in microdata, keeps an answer's own blockquotes, drops cited quotes", () => {
    const post = (name: string, text: string) =>
      `<div itemscope itemtype="http://schema.org/DiscussionForumPosting" class="topic-body crawler-post">
         <span class="creator" itemprop="author" itemscope itemtype="http://schema.org/Person"><a itemprop="url" href="/u/${name}"><span itemprop="name">${name}</span></a> (Full Name)</span>
         <div class="post" itemprop="articleBody">${text}</div></div>`;
    const { facts, prompt } = read(
      page(
        '<meta property="og:type" content="article"><title>Most stars in 2013 - praise - Meta</title>',
        `<noscript><h1 class="crawler-topic-title">Most stars in 2013</h1>
         ${post("techAPJ", "<p>Congratulations for qualifying with the most stars.</p>")}
         ${post("codinghorror", '<aside class="quote" data-username="techAPJ"><blockquote>Congratulations for qualifying</blockquote></aside><p>Thanks for that link and thank you all.</p><blockquote>Example: a plain quoted example line</blockquote>')}</noscript>`,
      ),
      "https://meta.example/t/most-stars/12483",
    );
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Thread title: Most stars in 2013");
    expect(prompt).toContain("Posted by: techAPJ");
    expect(prompt).toContain(
      "- [codinghorror] Thanks for that link and thank you all. / Example: a plain quoted example line",
    );
  });

  it("reads a news article with reader comments as the article, not as a thread", () => {
    const comment = (name: string, text: string) =>
      `<div class="comment"><span class="comment-author">${name}</span><div class="comment-body"><p>${text}</p></div></div>`;
    const { facts, prompt } = read(
      page(
        "<title>Storage giant targets cloud | News</title>",
        `<article><h1>Storage giant targets cloud</h1><p class="byline">By <span class="author">Joseph Kovar</span></p>
         <div class="article-body"><p>${"The storage giant will connect its arrays to its cloud service next week. ".repeat(6)}</p></div></article>
         <section id="comments">${comment("reader1", "Interesting move against the market leader.")}${comment("reader2", "Prices will decide whether anyone switches.")}</section>`,
      ),
      "https://news.example/news/cloud/300080531/storage-giant.htm",
    );
    expect(facts.kind).toBe("web-page");
    expect(prompt).toContain("Title: Storage giant targets cloud");
    expect(prompt).not.toContain("Thread title");
  });

  it("reads a member's story whose data says Article as a thread when its writer is shown as its commenters are", () => {
    const user = (name: string) => `<a class="user__nick" href="/@${name}">${name}</a>`;
    const comment = (name: string, text: string) =>
      `<div class="comment"><div class="comment__header">${user(name)}</div><div class="comment__content"><p>${text}</p></div></div>`;
    const story = (writer: string) =>
      page(
        '<script type="application/ld+json">{"@type":"Article","headline":"Seven things about a film","author":{"@type":"Person","name":"filmfan"}}</script><title>Seven things about a film | Community</title>',
        `<article class="story"><header class="story__header">${writer}</header><h1 class="story__title">Seven things about a film⁠</h1>
         <div class="story__content"><p>${"I watched the film again and noticed a few details worth telling. ".repeat(5)}</p></div></article>
         <section class="comments">${comment("Lassary", "The suits are green because the whole world of the film is green.")}${comment("Docfu", "In 1999 twins were cheaper than digital copies of one actor.")}</section>`,
      );
    const member = read(story(user("filmfan")), "https://community.example/story/seven-things");
    expect(member.facts.kind).toBe("discussion");
    expect(member.prompt).toContain("Thread title: Seven things about a film\n");
    expect(member.prompt).toContain("Posted by: filmfan");
    expect(member.prompt).toContain("- [Lassary] The suits are green because the whole world of the film is green.");
    // The same page with an editor's byline, marked unlike the commenters', stays an article.
    const editorial = read(
      story('<span class="author">By Jane Editor</span>'),
      "https://community.example/story/seven-things",
    );
    expect(editorial.facts.kind).toBe("web-page");
    // Comments alike among themselves make no thread when the story's writer the data names is none of them.
    const comments = page(
      '<script type="application/ld+json">{"@type":"Article","headline":"Tracked without an account","author":{"@type":"Person","name":"Daniel Editor"}}</script><title>Tracked without an account</title>',
      `<article><h1>Tracked without an account</h1><p class="byline">By Daniel Editor</p><div class="body"><p>${"A site tracks people who never signed up, through buttons on other sites. ".repeat(6)}</p></div></article>
       <section class="comments">${comment("Anonymous", "One reform would be to make every search of your data known to you.")}${comment("Lars", "Could I not just block the site in my own filter at home?")}</section>`,
    );
    expect(read(comments, "https://news.example/blog/tracked").facts.kind).toBe("web-page");
  });

  it("reads a forum topic of one post, beside the control to answer the topic; a blog post with one comment stays an article", () => {
    const topic = page(
      "<title>What free software is - Community Forum</title>",
      `<h1>What free software is</h1><a href="./posting.php?mode=reply&amp;t=167" class="button" title="Post a reply"><span>Post Reply</span></a>
       <div id="p453" class="post"><div class="postbody"><p class="author"><a href="./viewtopic.php?p=453#p453"><span title="Post">Post</span></a> by <strong><a href="./memberlist.php?mode=viewprofile&amp;u=5" class="username">r23</a></strong> &raquo; 21.01.2009, 05:42</p>
       <div class="content">Free software guarantees four freedoms to everyone who uses it, whoever they are.</div></div></div>`,
    );
    const { facts, prompt } = read(topic, "https://forum.example/viewtopic.php?f=4&t=167");
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Thread title: What free software is");
    expect(prompt).toContain("Posted by: r23");
    expect(prompt).toContain("Free software guarantees four freedoms");
    const blog = page(
      "<title>Notes on a trip</title>",
      `<article><h1>Notes on a trip</h1><div class="entry-content"><p>${"We drove north along the coast for three days and slept in small towns. ".repeat(6)}</p></div></article>
       <ol class="comment-list"><li class="comment"><div class="comment-author">reader1</div><div class="comment-content"><p>Lovely pictures of the coast road.</p></div><a class="comment-reply-link" href="?replytocom=5">Reply</a></li></ol>`,
    );
    expect(read(blog, "https://blog.example/2020/05/trip").facts.kind).toBe("web-page");
    // Two comments alike in a blog's comment list are still the article's comments, not a thread.
    const twoComments = blog.replace(
      "</ol>",
      '<li class="comment"><div class="comment-author">reader2</div><div class="comment-content"><p>Which town had the best bakery on the way?</p></div></li></ol>',
    );
    expect(read(twoComments, "https://blog.example/2020/05/trip").facts.kind).toBe("web-page");
    // A lead that names no writer (a comment widget's "Login with Facebook" above the comments) leads no thread.
    const widget = page(
      "<title>Angry media</title>",
      `<h1>Angry media</h1><div class="body"><p>${"A new bill would make providers keep metadata for two years. ".repeat(6)}</p></div>
       <div class="comment"><span class="comment-author"><img src="/fb.png" alt=""></span><div class="comment-text">Login with Facebook to join the conversation here</div></div>
       <div class="comment"><span class="comment-author">reader1</span><div class="comment-text">The bill goes too far for journalists.</div></div>
       <div class="comment"><span class="comment-author">reader2</span><div class="comment-text">Sources will stop talking to reporters.</div></div>`,
    );
    expect(read(widget, "https://news.example/opinion/angry-media").facts.kind).toBe("web-page");
  });
});

describe("forum pages as their software writes them (fifth round)", () => {
  const post = (author: string, text: string) =>
    `<div class="message" data-author="${author}"><div class="message-body">${text}</div></div>`;

  it("reads a later page of a thread: the starter the page names posted it, the page's first post is a reply", () => {
    const { facts, prompt } = read(
      page(
        "<title>HD 600 Impressions | Page 171 | Headphones</title>",
        `<h1>HD 600 Impressions</h1><p id="pageDescription">Discussion in '<a href="/forums/full/">Headphones</a>' started by <a href="/members/windsor.1/" class="username">windsor</a>, Feb 6, 2011.</p>
         ${post("tninety", "Are you going to double amp it, or use the card alone?")}${post("mrAdrian", "General rule for analogue, less is more.")}`,
      ),
      "https://forum.example/threads/hd-600.538255/page-171",
    );
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Posted by: windsor");
    expect(prompt).toContain("- [tninety] Are you going to double amp it");
    expect(prompt).toContain("- [mrAdrian] General rule for analogue, less is more.");
    // A later page that names no starter (a link to the previous page): no writer is given for the thread.
    const later = read(
      page(
        '<link rel="prev" href="/viewtopic.php?t=1&amp;start=0"><title>Biological Will</title>',
        `<h1>Biological Will</h1>${post("Jakob", "Good lecture. Believe me I know the clown part.")}${post("Urwrongx1000", "Non-living things do not have a will.")}`,
      ),
      "https://forum.example/viewtopic.php?t=1&start=25",
    );
    expect(later.facts.kind).toBe("discussion");
    expect(later.prompt).not.toContain("Posted by");
    expect(later.prompt).toContain("- [Jakob] Good lecture.");
    // "Thread starter" as a badge beside the post's time names no one: the first post's writer posted it.
    const badge = read(
      page(
        "<title>Shops for jeans?</title>",
        `<h1>Shops for jeans?</h1><span>Thread starter</span> <span class="time">7 months ago</span>${post("RG250", "Where is a decent place to get jeans?")}${post("cheesecakelove", "New Look jeans lasted me five years.")}`,
      ),
      "https://forum.example/showthread.php?t=5988440",
    );
    expect(badge.prompt).toContain("Posted by: RG250");
  });

  it("reads a post's own words, not its writer's card written in camel or snake case", () => {
    const message = (name: string, text: string) =>
      `<li class="message" data-author="${name}"><div class="messageUserInfo"><div class="message_user_info_all"><a href="/members/${name}.1/" class="username">${name}</a><div class="extraUserInfo"><b>Joined: </b> Jan 27, 2013 <b>Posts: </b> 74 <b>Likes: </b> 13</div></div></div><div class="messageInfo"><blockquote class="messageText">${text}</blockquote></div></li>`;
    const { prompt } = read(
      page(
        "<title>HD 600 Impressions</title>",
        `<h1>HD 600 Impressions</h1><ol class="messageList">${message("windsor", "My first impressions of the HD 600 after a week.")}${message("tninety", "Are you going to double amp it?")}</ol>`,
      ),
      "https://forum.example/threads/hd-600.538255/",
    );
    expect(prompt).toContain("Posted by: windsor");
    expect(prompt).toContain("- [tninety] Are you going to double amp it?");
    expect(prompt).not.toContain("Joined:");
  });

  it("takes no sign-in form's user-name field for a post's writer", () => {
    const postbit = (name: string, text: string) =>
      `<li class="postbitlegacy postcontainer"><div class="userinfo"><div class="username_container"><a class="username offline" href="/member.php/1-${name}"><strong>${name}</strong></a></div></div><div class="postbody"><div class="content"><blockquote class="postcontent restore">${text}</blockquote></div></div></li>`;
    const { facts, prompt } = read(
      page(
        "<title>Columnist dies at 76</title>",
        `<div id="login-box" class="login-popup"><div id="login-text">Login to Your Account</div><form id="navbar_loginform" action="login.php?do=login"><fieldset class="logindetails"><div><div class="navbar_username_outer"><input type="text" class="textbox" name="vb_login_username" value="User Name"></div></div></fieldset></form></div>
         <h1>Columnist dies at 76</h1><ol class="posts">${postbit("Rainmaker", "RIP to a writer who did a lot for the service.")}${postbit("sandsjames", "Sad to hear. He did a lot for the Air Force.")}</ol>`,
      ),
      "https://forum.example/showthread.php/27591-columnist",
    );
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Posted by: Rainmaker");
    expect(prompt).toContain("- [sandsjames] Sad to hear.");
  });

  it("reads answers microdata marks without their text under the question its JSON-LD holds", () => {
    const answer = (name: string, text: string) =>
      `<div itemscope itemtype="http://schema.org/Answer"><div class="post-header"><a href="/user/1" itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">${name}</span></a><span class="post-when">Feb 27, 2015 - 2:09am</span></div><div class="comment-content"><p property="content:encoded">${text}</p></div></div>`;
    const jsonLd = {
      "@type": "QAPage",
      mainEntity: {
        "@type": "Question",
        name: "What do you wear with jeans?",
        text: "Don't say t-shirts!",
        author: { "@type": "Person", name: "MedBanker" },
        suggestedAnswer: [{ "@type": "Answer", text: "A jersey and sneakers, always.", author: { name: "Kid" } }],
      },
    };
    const { facts, prompt } = read(
      page(
        `<script type="application/ld+json">${JSON.stringify(jsonLd)}</script><title>What do you wear with jeans? | Forum</title>`,
        `<div itemscope itemtype="https://schema.org/Question"><meta itemprop="headline" content="What do you wear with jeans?"></div>
         <h1>What do you wear with jeans?</h1><p>Don't say t-shirts!</p>
         ${answer("Hillary2016", "I prefer dark fitted v-necks, but it depends on the weather.")}${answer("EnergyHOU", "Various long sleeves, rolled up when it's hot out.")}${answer("Kid", "A jersey and sneakers, always.")}`,
      ),
      "https://qa.example/forums/what-do-you-wear-with-jeans",
    );
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("MedBanker");
    expect(prompt).toContain("- [Hillary2016] I prefer dark fitted v-necks");
    expect(prompt).toContain("- [EnergyHOU] Various long sleeves");
    expect(prompt).not.toContain("2:09am");
  });

  it("names a writer by the profile link of a card without a name property; a heading that links home is no title", () => {
    const card = (name: string) =>
      `<div class="userinfo" itemprop="author" itemscope itemtype="http://schema.org/Person"><a href="/member/1-${name}" class="b-avatar"><img src="/a.png" alt="${name}"></a><div class="author"><strong><a href="/member/1-${name}">${name}</a></strong></div><div class="usertitle">Too Old For This Stuff</div><ul><li>Join Date: May 2011</li><li>Posts: 2875</li></ul></div>`;
    const item = (type: string, name: string, text: string) =>
      `<li itemscope itemtype="http://schema.org/${type}">${card(name)}<div class="js-post__content-text" itemprop="text">${text}</div></li>`;
    const { facts, prompt } = read(
      page(
        "<title>Hibike! Euphonium [anime] - Page 1 - Anime Forum</title>",
        `<h1 id="head"><a href="/" rel="index" title="Anime Forums">Anime Forums</a></h1><ul>${item("DiscussionForumPosting", "Buckeye", "A short about characters from four shows.")}${item("Comment", "General Hentai", "This was too much fun, show by show.")}</ul>`,
      ),
      "https://forum.example/forum/727744-isekai-quartet",
    );
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Thread title: Hibike! Euphonium [anime] - Page 1 - Anime Forum");
    expect(prompt).toContain("Posted by: Buckeye\n");
    expect(prompt).toContain("- [General Hentai] This was too much fun");
  });
});

describe("forum software of the sixth round", () => {
  it("reads an opening post whose block differs from the replies' but names its writer as they do (Vanilla)", () => {
    const post = (kind: string, name: string, text: string) =>
      `<div class="${kind}"><div class="AuthorWrap"><span class="Author"><a href="/profile/1/${name}" class="Username">${name}</a></span></div><div class="Message">${text}</div></div>`;
    const { facts, prompt } = read(
      page(
        "<title>Open Chat 11 - Bitter Kittens</title>",
        `<h1>Open Chat 11</h1>${post("Discussion", "foodycatAlicia", "Let's drink somewhere exotic today, shall we?")}
         <ul class="Comments"><li>${post("Comment", "GeoDiva", "Looks like a great place to pau hana!")}</li>
         <li>${post("Comment", "Stephie1020", "Could I have a Mai Tai please.")}</li></ul>`,
      ),
      "https://forum.example/discussion/868/open-chat",
    );
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Posted by: foodycatAlicia");
    expect(prompt).toContain("- [GeoDiva] Looks like a great place to pau hana!");
  });

  it("reads a topic whose data says Article by its creator, the writers named inside their cards (IPB)", () => {
    const post = (name: string, text: string) =>
      `<div class="post_wrap"><div class="author_info"><ul><li class="title">Newbie</li><li class="author">${name}<span class="dot"></span></li><li>6 posts</li></ul></div><div class="post entry-content">${text}</div></div>`;
    const { facts, prompt } = read(
      page(
        "<title>Bongs vs. Bubblers - Q&amp;A</title>",
        `<div itemscope itemtype="http://schema.org/Article"><h1 itemprop="name">Bongs vs. Bubblers</h1><span itemprop="creator">by yertle</span></div>
         ${post("yertle", "I have no idea where the difference lies between the two.")}${post("toaster032", "A bubbler is essentially a bong with a toke-hole.")}`,
      ),
      "https://forum.example/topic/1390809-bongs-vs-bubblers.html",
    );
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Posted by: yertle\n");
    expect(prompt).toContain("- [toaster032] A bubbler is essentially a bong");
  });

  it("reads a Q&A page whose writer's card sits in the post's text block, its comments apart (Askbot)", () => {
    const card = (name: string) =>
      `<div class="post-update-info"><div class="user-card"><a class="js-avatar-box" href="/en/users/1/${name}/"><img alt="${name} gravatar image"></a><div class="user-info"><a href="/en/users/1/${name}/">${name}</a> <span class="reputation-score">309</span></div></div></div>`;
    const comment = (name: string, text: string) =>
      `<div class="comment"><div class="comment-body">${text} <a class="author" href="/en/users/2/${name}/">${name}</a></div></div>`;
    const post = (name: string, text: string, comments: string) =>
      `<div class="post"><div class="post-content"><div class="post-body">${card(name)}<p>${text}</p></div><div class="comments">${comments}</div></div></div>`;
    const { facts, prompt } = read(
      page(
        "<title>Suggestions for antispam measures? - Q&amp;A</title>",
        `<h1>Suggestions for antispam measures?</h1>${post("Evgeny", "What can we do to prevent posting of spam links?", comment("todofixthis", "This should probably be a community wiki."))}
         ${post("powlo", "Is the problem spambots or human spammers?", comment("jimt", "I like the idea of preventing URL conversion."))}`,
      ),
      "https://qa.example/en/question/7893/suggestions-for-antispam-measures/",
    );
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Posted by: Evgeny\n");
    expect(prompt).toContain("What can we do to prevent posting of spam links?");
    expect(prompt).toContain("- [powlo] Is the problem spambots or human spammers?");
    expect(prompt).not.toContain("reputation");
  });
});

describe("forum software of the seventh round", () => {
  // A phpBB 3 post in its table layout: the writer's name in a cell, the text in a "postbody" block.
  const phpbbPost = (name: string, text: string) =>
    `<table class="tablebg"><tr><td><b class="postauthor">${name}</b></td><td>Post subject: Re: Hex2Obj</td></tr><tr><td class="profile">Joined: 2014</td><td><table><tr><td>${text}</td></tr></table></td></tr></table>`;

  it("reads a reply's own words, not the quote of another post it opens with (phpBB's quote block)", () => {
    const { prompt } = read(
      page(
        "<title>Help Needed (Hex2Obj) - Forum</title>",
        `<h1>Help Needed (Hex2Obj)</h1>${phpbbPost("iTzCorky", '<div class="postbody">I am trying to learn a new skill with Hex2Obj.</div>')}
         ${phpbbPost("shakotay2", '<div class="postbody">The hex2obj tutorial is for simple formats only.</div>')}
         ${phpbbPost("iTzCorky", '<div class="postbody"><div class="quotetitle">shakotay2 wrote:</div><div class="quotecontent">The hex2obj tutorial is for simple formats only, and the models of this game are stored in chunk files with half floats.</div>Hey thanks for the reply.</div>')}`,
      ),
      "https://forum.example/viewtopic.php?f=16&t=11585",
    );
    expect(prompt).toContain("- [iTzCorky] Hey thanks for the reply.");
    expect(prompt).not.toContain("- [iTzCorky] The hex2obj tutorial");
  });

  it("reads a short reply, not the signature below its line of underscores", () => {
    const { prompt } = read(
      page(
        "<title>Short and easy #3 - Forum</title>",
        `<h1>Short and easy #3</h1>${phpbbPost("nhatlam1804", '<div class="postbody">My new video of the map, short and easy.</div>')}
         ${phpbbPost("Xpayne", `<div class="postbody">Thank you. Added.</div><span class="postbody"><br>_________________<br>I'll take care of checking whether the music is royalty-free or not.</span>`)}`,
      ),
      "https://forum.example/viewtopic.php?f=62&t=16822",
    );
    expect(prompt).toContain("- [Xpayne] Thank you. Added.");
    expect(prompt).not.toContain("royalty-free");
  });

  it("reads the post text XenForo classes as a container to quote from", () => {
    const post = (name: string, text: string, edited = "", number = 2) =>
      `<li class="message" data-author="${name}"><div class="messageUserInfo" itemscope itemtype="http://data-vocabulary.org/Person"><div class="messageUserBlock"><h3 class="userText"><a href="members/${name}.1/" class="username" itemprop="name">${name}</a><em class="userTitle" itemprop="title">Level: KitKat</em><span class="DateTime">Nov 14, 2015</span></h3></div></div>
       <div class="messageInfo primaryContent"><div class="messageContent"><article><h6><span class="authorEnd"><a href="members/${name}.1/" class="username author">${name}</a>, </span><a href="threads/1/#post-2" class="datePermalink"><span class="DateTime">Nov 14, 2015</span></a>:</h6>
       <blockquote class="messageText SelectQuoteContainer ugc baseHtml">${text}<div class="messageTextEndMarker">&nbsp;</div></blockquote></article></div>${edited}<hr>
       <div class="messageMeta"><div class="publicControls"><a href="threads/1/#post-${number}" class="item muted postNumber hashPermalink">#${number}</a></div></div>
       <div id="likes-post-2"><div class="likesSummary secondaryContent"><span class="LikeText"><a href="members/yoshpe.2/" class="username">yoshpe</a>, <a href="members/kekhrie.3/" class="username">KekhrieZao</a> and <a href="posts/2/likes">18 others</a> like this.</span></div></div></div></li>`;
    const { prompt } = read(
      page(
        "<title>Marsh [CM13] - Forums</title>",
        `<h1>Marsh [CM13]</h1><ol>${post("Aaahh", "I decided to start my own rom, feel free to suggest.", '<div class="editDate">Last edited: <span class="DateTime">Mar 8, 2016</span></div>', 1)}${post("Reboot101", "Contentguard plz")}</ol>`,
      ),
      "https://forum.example/threads/marsh-cm13.405700/",
    );
    expect(prompt).toContain("Posted by: Aaahh");
    expect(prompt).toContain("I decided to start my own rom, feel free to suggest.");
    expect(prompt).toContain("- [Reboot101] Contentguard plz");
  });

  it("reads a later page written 'صفحه 3 از 3': its first post is a reply", () => {
    const post = (name: string, text: string) =>
      `<li class="postbitlegacy"><div class="userinfo"><a class="username" href="/member.php?u=1">${name}</a></div><div class="postbody"><div class="content">${text}</div></div></li>`;
    const { prompt } = read(
      page(
        "<title>روایت معتبر درباره نزول تدریجی قرآن - صفحه 3</title>",
        `<h1>روایت معتبر درباره نزول تدریجی قرآن</h1>\n<div>صفحه 3 از 3</div><ol>${post("طاهر", "با نام و یاد دوست سلام و عرض ادب")}${post("یاسین", "بسم الله الرحمن الرحيم تاپيك جمع بندي")}</ol>`,
      ),
      "https://forum.example/thread53668-3.html",
    );
    expect(prompt).not.toContain("Posted by: طاهر");
    expect(prompt).toContain("- [طاهر] با نام و یاد دوست");
  });

  it("reads a forum page whose sidebar teases news articles as a thread; microdata's contributor names the writer (vBulletin 3)", () => {
    const post = (name: string, text: string) =>
      `<section class="user-post" itemscope itemtype="http://schema.org/Comment"><div itemprop="contributor"><a class="bigusername" href="/1-${name}.html">${name}</a></div><div itemprop="text">${text}</div></section>`;
    const teaser = (slug: string) =>
      `<article itemscope itemtype="http://schema.org/Article"><h3 itemprop="headline"><a href="https://news.example/${slug}.html">News of ${slug}</a></h3><span itemprop="description">A short teaser.</span></article>`;
    const { facts, prompt } = read(
      page(
        "<title>2005 Tribute - Car Forum</title>",
        `<div id="posts" itemscope itemtype="http://schema.org/Blog">${post("tate16t", "My wife's Tribute hesitates when accelerating at 20mph.")}${post("oppo", "Cleaning the throttle body is a must.")}</div><aside>${teaser("concept")}${teaser("crossover")}</aside>`,
      ),
      "https://forum.example/108-tribute/310106-2005-tribute.html",
    );
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Posted by: tate16t");
    expect(prompt).toContain("- [oppo] Cleaning the throttle body is a must.");
  });

  it("leaves out a quote headed 'Quote: Originally Posted by' in an unclassed block, label and attribution with it", () => {
    const post = (name: string, text: string) =>
      `<table class="tborder"><tr><td class="alt2"><a class="bigusername" href="/member.php?u=1">${name}</a></td><td class="alt1"><div id="post_message_1">${text}</div></td></tr></table>`;
    const quote = (name: string, text: string) =>
      `<div style="margin:20px">\n<div class="smallfont">Quote:</div>\n<table cellpadding="6">\n<tr>\n<td class="alt2">\n<div>\nOriginally Posted by <strong>${name}</strong> <a href="/showthread.php?p=1#post1"><img alt="View Post"></a></div><div style="font-style:italic">${text}</div></td></tr></table></div>`;
    const { prompt } = read(
      page(
        "<title>2005 Tribute - Car Forum</title>",
        `<h1>2005 Tribute</h1>${post("tate16t", "My wife's Tribute hesitates when accelerating at 20mph.")}${post("oppo", "Cleaning the throttle body is a must.")}
         ${post("tate16t", `${quote("oppo", "Cleaning the throttle body is a must.")}Thanks for this. Any instructions would be great.`)}`,
      ),
      "https://forum.example/showthread.php?t=310106",
    );
    expect(prompt).toContain("- [tate16t] Thanks for this. Any instructions would be great.");
    expect(prompt).not.toContain("Originally Posted by");
  });

  it("reads the posts schema.org names in RDFa (typeof and property), as it reads microdata's", () => {
    const reply = (name: string, text: string) =>
      `<div property="schema:comment" typeof="schema:Comment"><span property="schema:author" typeof="schema:Person"><span property="schema:name">${name}</span></span><div property="schema:text">${text}</div></div>`;
    const { facts, prompt } = read(
      page(
        "<title>Which drill for concrete walls? - Tool Talk</title>",
        `<h1>Which drill for concrete walls?</h1><div vocab="https://schema.org/" typeof="schema:DiscussionForumPosting"><span property="schema:author" typeof="schema:Person"><span property="schema:name">handyann</span></span><div property="schema:text">I need to hang shelves on concrete walls: which drill works?</div>
         ${reply("toolguy", "A rotary hammer with SDS bits makes short work of it.")}${reply("mia_k", "Rent one for a day if you only have a few holes.")}</div>`,
      ),
      "https://tools.example/t/which-drill/42",
    );
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Posted by: handyann");
    expect(prompt).toContain("- [toolguy] A rotary hammer with SDS bits makes short work of it.");
    expect(prompt).toContain("- [mia_k] Rent one for a day");
  });

  it("reads a blog post whose data gives its comments as the comments of the work as the article", () => {
    const comment = (name: string, text: string) =>
      `<article itemprop="comment" itemscope itemtype="http://schema.org/Comment"><header><p class="comment-author" itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">${name}</span> says</p></header><div class="comment-content" itemprop="text"><p>${text}</p></div></article>`;
    const { facts, prompt } = read(
      page(
        "<title>Acting Green by Acting Retro - Eco Blog</title>",
        `<article class="post entry" itemscope itemtype="http://schema.org/CreativeWork"><h1 itemprop="headline">Acting Green by Acting Retro</h1><div class="entry-content" itemprop="text"><p>${"We haven't re-used plastic water bottles in years, and lunch packing is the next step. ".repeat(6)}</p></div>
         <div class="entry-comments">${comment("Frank Jones", "Thanks for the thoughtful article about packaging.")}${comment("Jennifer Lance", "I love the idea of using cloth napkins to wrap up sandwiches!")}</div></article>`,
      ),
      "https://blog.example/2008/01/05/acting-green-by-acting-retro/",
    );
    expect(facts.kind).not.toBe("discussion");
    expect(prompt).toContain("We haven't re-used plastic water bottles in years");
    expect(prompt).not.toContain("Posted by: Frank Jones");
  });

  it("reads a BBS whose posts are table rows naming their writers only by profile links; its header and hidden text are no posts", () => {
    const post = (name: string, text: string) =>
      `<tr><td class="wenzhang_bg"><table><tr><td><strong><a href=javascript:myhref("/user_info/${name}/93c6") class="news">${name} </a></strong></td></tr><tr><td><span style="display: none;">board=Beijing&amp;u=${name}</span></td></tr></table></td><td><table><tr><td>[<a href="/reply">回复</a>]</td></tr><tr><td class="jiawenzhang-type"><p>发信人: ${name}, 信区: Beijing<br>${text}<br>--<br></p></td></tr></table></td></tr>`;
    const { facts, prompt } = read(
      page(
        "<title>看可乐这些年的价格就知道国产饮料为什么死绝了 - 未名空间</title>",
        `<table><tbody><tr><td><strong>看可乐这些年的价格就知道国产饮料为什么死绝了</strong></td></tr><tr><td>[首篇作者：<a href=javascript:myhref("/user_info/getout/5356") class="news">getout</a>]</td></tr></tbody></table>
         <table>${post("getout", "稍微上了一点年纪的中国人，都听说过健力宝这个名字吧。")}${post("killerking", "最起码有个梦做做")}${post("useCASE", "中国市场上的可乐都是国产的")}</table>`,
      ),
      "https://bbs.example/article_t/Beijing/31955425.html",
    );
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Posted by: getout");
    expect(prompt).toContain("健力宝");
    expect(prompt).toMatch(/- \[killerking\] [^\n]*最起码有个梦做做/);
    expect(prompt).toMatch(/- \[useCASE\] [^\n]*中国市场上的可乐都是国产的/);
    expect(prompt).not.toContain("board=Beijing");
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

  it("named by the brand the page names, never by the title's claim", () => {
    const name = (head: string, body = "<h1>x</h1>", url = "https://www.example.com/") =>
      readSaasLanding(page(head, body), url).name;
    // The brand as og:site_name, on a home page whose title is its claim and its brand.
    expect(
      name('<meta property="og:site_name" content="Arxan"><title>Application Protection Company | Arxan</title>'),
    ).toBe("Arxan");
    // The brand only in the copyright line, after a claim.
    expect(
      name(
        "<title>WordPress for the Serious. Plugins, Support &amp; More: WPMU DEV</title>",
        "<h1>Hundreds of plugins</h1><footer>&copy; 2004 &mdash; 2014 WPMU DEV.</footer>",
      ),
    ).toBe("WPMU DEV");
    // A claim alone in the title: the logo's text alternative names the product.
    expect(
      name(
        "<title>Your WordPress Superpowers</title>",
        '<a class="logo" href="/"><img src="/l.png" alt="Acme Logo"></a>',
      ),
    ).toBe("Acme");
    // A claim that opens with the brand the site's name spells otherwise.
    expect(
      name(
        '<meta property="og:site_name" content="Client Track"><title>ClientTrack Software Solutions for Health and Human Services</title>',
      ),
    ).toBe("ClientTrack");
    // A page of a hosting site keeps the product the title names beside the site's brand.
    expect(
      name(
        '<meta property="og:site_name" content="GitHub"><title>GitHub - owner/tool: A tool for the web</title>',
        "<h1>tool</h1>",
        "https://github.com/owner/tool",
      ),
    ).toBe("owner/tool");
  });

  it("a help page titled by its topic is named by the product its help site names, never by the topic", () => {
    const name = (title: string, url = "https://help.example/pricing.html") =>
      readSaasLanding(page(`<title>${title}</title>`, "<h1>x</h1><p>The editor is sold per seat.</p>"), url).name;
    expect(name("License and pricing &mdash; Phaser Editor 2D Help")).toBe("Phaser Editor 2D");
    expect(name("FAQ | Acme Notes Docs")).toBe("Acme Notes");
    expect(name("Download &amp; Installation - Acme Editor User Guide")).toBe("Acme Editor");
    expect(name("Lizenz und Preise – Acme Studio Handbuch")).toBe("Acme Studio");
    // (a product whose name opens with a topic's word is no topic: "License Manager Pro")
    expect(name("License Manager Pro - Acme")).toBe("License Manager Pro");
  });

  it("reads plans as a person does: a toggle's monthly and yearly prices, a figure in the features no price, a plan whose price one asks for, any currency", () => {
    const card = (name: string, price: string, features = "<li>10 projects</li>") =>
      `<div class="plan"><h3>${name}</h3>${price}<ul>${features}</ul><a href="/signup">Choose</a></div>`;
    const landing = readSaasLanding(
      page(
        "<title>Pricing | Acme</title>",
        `<section class="pricing"><div class="toggle"><button>Monthly</button><button>Yearly</button></div>
         ${card("Starter", '<div class="price"><span class="price-monthly">$12</span><span class="price-yearly">$10</span></div><p>per user</p>')}
         ${card("Team", "<p>$29 per month</p>", '<li><span class="credit-amount">$100</span> hosting credit</li>')}
         ${card("Enterprise", "<p>Contact sales</p>")}</section>
         <section class="pricing-eu">${card("Pro", '<div class="price">49 zł / month</div>')}${card("Business", '<div class="price">99 zł / month</div>')}</section>`,
      ),
      "https://acme.example/pricing",
    );
    expect(landing.pricing.map(({ name, price, period }) => `${name}: ${price} ${period ?? ""}`.trim())).toEqual([
      "Starter: $12 per month, $10 with yearly billing",
      "Team: $29 per month",
      "Enterprise: Contact sales",
      "Pro: 49 zł / month",
      "Business: 99 zł / month",
    ]);
  });

  it("reads a course's packages as a person does: no writer's box as a free plan, no group heading or team licences as a plan, a credit in the features no price", () => {
    const pack = (name: string, was: string, now: string) =>
      `<div class="package"><div class="package-info"><h3>${name}</h3><ul><li>22 videos</li><li>$25 hosting credit</li></ul></div>
       <a class="buy" href="#">Get the ${name}<span class="price"><strike>${was}</strike><span>${now}</span></span></a></div>`;
    const landing = readSaasLanding(
      page(
        "<title>Learn Acme</title>",
        `<h1>Learn Acme</h1>
         <div class="about"><h2>Meet the author</h2><p>Jo is a teacher. She made a set of free video series.</p></div>
         <div class="wrap"><div class="center"><h2>Start learning today</h2></div>
           <div class="packages">${pack("Starter Course", "$89", "$82")}${pack("Master Package", "$139", "$97")}</div></div>
         <div class="team"><h3>Team License Packages</h3><p>Spots for your team.</p>
           <a class="buy" href="#">10 Spots<span class="price">$400</span></a><a class="buy" href="#">20 Spots<span class="price">$800</span></a></div>`,
      ),
      "https://learn.example/",
    );
    expect(landing.pricing.map(({ name, price }) => `${name}: ${price}`)).toEqual([
      "Starter Course: $82",
      "Master Package: $97",
    ]);
    // (a free plan that says so on a line of its own stays a plan)
    const free = readSaasLanding(
      page(
        "<title>Pricing | Acme</title>",
        '<section class="pricing"><div class="plan"><h3>Hobby</h3><p>Free</p></div><div class="plan"><h3>Pro</h3><p>$9 per month</p></div></section>',
      ),
      "https://acme.example/pricing",
    );
    expect(free.pricing.map(({ name, price }) => `${name}: ${price}`)).toEqual(["Hobby: Free", "Pro: $9"]);
  });

  it("reads plan cards named by no heading: sibling blocks of one shape, each a short first line and a price, whatever the tags", () => {
    // A name in a <strong>, the price split over elements ("<em>$49</em> / Month") with its yearly twin beside it, a
    // free card without a figure, a card that asks for its price, a ribbon over one name; the toggle above is no plan.
    const card = (extra: string, name: string, price: string) =>
      `<div class="box ${extra}"><div class="heading">${name.startsWith("<") ? name : `<strong class="big">${name}</strong>`}${price}</div><ul><li>5 GB storage</li></ul><a href="/join">Choose plan</a></div>`;
    const twin = (monthly: string, yearly: string) =>
      `<div class="price monthly_price"><span><em>${monthly}</em> / Month</span></div><div class="price annual_price"><span><em>${yearly}</em> / Month</span></div>`;
    const html = page(
      "<title>Pricing | Acme</title>",
      `<section class="pricing-block"><ul class="tabset"><li>Monthly</li><li>1 Year - 10% off</li></ul><div class="boxes">
         ${card("free", "free", "<span>No time limit</span>")}${card("", "Basic", twin("$49", "$44"))}
         ${card("popular", '<span class="ribbon">Most popular</span><b>Plus</b>', "<span>€ 149</span><span>per user / month</span>")}
         ${card("custom", "Enterprise / Custom Plans", "<span>Tailored to you</span><a href='/contact'>Contact us</a>")}</div></section>`,
    );
    const landing = readSaasLanding(html, "https://acme.example/pricing");
    expect(landing.pricing.map(({ name, price, period }) => `${name}: ${price} ${period ?? ""}`.trim())).toEqual([
      "free: Free",
      "Basic: $49 per month, $44 with yearly billing",
      "Plus: €149 per user / month",
      "Enterprise / Custom Plans: Contact us",
    ]);
    expect(landing.pricing[1]?.features).toEqual(["5 GB storage"]);
    // Without a pricing block the page's rows of priced blocks are plans only when their prices say a period: a
    // shop's goods are no plans, and the page says it shows no prices.
    const goods = readSaasLanding(
      page(
        "<title>Acme</title>",
        `<div class="tiles">${'<div class="tile"><b>Mug</b><span>$12</span></div><div class="tile"><b>Cap</b><span>$15</span></div>'}</div>`,
      ),
      "https://acme.example/",
    );
    expect([goods.pricing, goods.pricesUnread]).toEqual([[], undefined]);
    expect(formatSourceFacts({ kind: "saas-landing", url: goods.url, landing: goods })).toContain(
      "Pricing: No prices on the page.",
    );
    const plans = readSaasLanding(
      page(
        "<title>Acme</title>",
        `<div class="row">${card("", "Solo", "<span>$9 / month</span>")}${card("", "Team", "<span>$29 per user</span>")}</div>`,
      ),
      "https://acme.example/",
    );
    expect(plans.pricing.map(({ name, price }) => `${name}: ${price}`)).toEqual(["Solo: $9", "Team: $29"]);
  });

  it("never says a page of priced plan cards shows no prices: cards it cannot name are prices not read into plans", () => {
    // Each card opens with its price, then a sentence: no short name-like line, so no plan, yet the page has prices.
    const card = (price: string) =>
      `<div class="tier"><p>${price} / month</p><p>Everything a growing team of designers needs to ship their work.</p></div>`;
    const landing = readSaasLanding(
      page(
        "<title>Pricing | Acme</title>",
        `<section class="pricing"><div>${card("$19")}${card("$49")}</div></section>`,
      ),
      "https://acme.example/pricing",
    );
    expect([landing.pricing, landing.pricesUnread]).toEqual([[], true]);
    const prompt = formatSourceFacts({ kind: "saas-landing", url: landing.url, landing });
    expect(prompt).toContain(
      "Pricing: The page shows prices in plan-like blocks, but they could not be read into plans; state no plan or price.",
    );
    expect(prompt).not.toContain("No prices on the page.");
  });

  it("names a store's or a host's page after what its heading names, never after the site", () => {
    const name = (head: string, body: string) =>
      readSaasLanding(page(head, body), "https://store.example/app/acme-notes/id123").name;
    // The title names the app "on" the site: the app.
    expect(
      name(
        '<meta property="og:site_name" content="Example Store"><title>Acme Notes on the Example Store</title>',
        "<h1>Acme Notes</h1><h2>By Acme, Inc.</h2>",
      ),
    ).toBe("Acme Notes");
    // A title that is the store's call ("Get Acme Notes") beside the store's name: the heading the title repeats.
    expect(
      name(
        '<meta property="og:site_name" content="Example Store"><title>Get Acme Notes - Example Store</title>',
        "<header><h1>Example Store</h1></header><main><h1>Acme Notes</h1></main>",
      ),
    ).toBe("Acme Notes");
    // A heading that is the site's own name (its logo's spelling, "Examplestore" of "ExampleStore.com") is no other thing.
    expect(
      name(
        '<meta property="og:site_name" content="ExampleStore.com"><title>Notes for your team - ExampleStore.com</title>',
        "<h1>Examplestore</h1>",
      ),
    ).toBe("ExampleStore.com");
    // A heading the title does not repeat is a claim of the page: the site's name stays.
    expect(
      name(
        '<meta property="og:site_name" content="Example Store"><title>Get Acme Notes - Example Store</title>',
        "<main><h1>Top charts</h1></main>",
      ),
    ).toBe("Example Store");
  });

  it("reads an app's price, maker and rating from the store page's data, microdata or JSON-LD, and says it has no plans", () => {
    const microdata = readSaasLanding(
      page(
        '<meta property="og:site_name" content="Example Store"><title>Acme Notes on the Example Store</title>',
        `<div itemscope itemtype="http://schema.org/SoftwareApplication"><h1 itemprop="name">Acme Notes</h1><h2>By Acme, Inc.</h2>
         <ul><li><span itemscope itemtype="http://schema.org/Offer" itemprop="offers"><div itemprop="price" content="0">Free</div></span></li>
         <li>Seller: <span itemscope itemtype="http://schema.org/Person" itemprop="author"><span itemprop="name">Acme, Inc.</span></span></li></ul>
         <div itemprop="aggregateRating" itemscope itemtype="http://schema.org/AggregateRating"><span style="display: none;" itemprop="ratingValue">4.5604</span><span itemprop="reviewCount">3027 Ratings</span></div></div>`,
      ),
      "https://store.example/app/acme-notes/id123",
    );
    expect(microdata.app).toEqual({ price: "Free", maker: "Acme, Inc.", rating: "4.6 of 5, 3027 ratings" });
    const prompt = formatSourceFacts({ kind: "saas-landing", url: microdata.url, landing: microdata });
    expect(prompt).toContain(
      "Product: Acme Notes\nMaker: Acme, Inc.\nApp price: Free\nRating: 4.6 of 5, 3027 ratings\n",
    );
    expect(prompt).toContain("Pricing: No plans on the page; the app's own price is Free.");
    const jsonLd = readSaasLanding(
      page(
        `<script type="application/ld+json">${JSON.stringify({
          "@type": "MobileApplication",
          name: "Acme Sketch",
          offers: { "@type": "Offer", price: "4.99", priceCurrency: "USD" },
          publisher: { "@type": "Organization", name: "Acme Labs" },
        })}</script><title>Acme Sketch</title>`,
        "<h1>Acme Sketch</h1>",
      ),
      "https://store.example/app/acme-sketch",
    );
    // (its page shows no price: the price is the data's only)
    expect(jsonLd.app).toEqual({ price: "4.99 USD", maker: "Acme Labs", priceNotShown: true });
    // A page without an app's data has none.
    expect(readSaasLanding(page("<title>Acme</title>", "<h1>Acme</h1>"), "https://acme.example/").app).toBeUndefined();
  });

  it("says a page shows no prices where only its data gives the app's price (a package's page whose data prices it at nothing)", () => {
    const landing = (body: string) =>
      readSaasLanding(
        page(
          `<script type="application/ld+json">${JSON.stringify({
            "@type": "SoftwareApplication",
            name: "filenamer",
            offers: { "@type": "Offer", price: "0.00" },
          })}</script><title>filenamer - registry</title>`,
          `<h1>filenamer</h1><p>Convert a string to a valid safe filename</p>${body}`,
        ),
        "https://registry.example/package/filenamer",
      );
    const prompt = (body: string) => {
      const read = landing(body);
      return formatSourceFacts({ kind: "saas-landing", url: read.url, landing: read });
    };
    expect(landing("<h2>License</h2><p>MIT</p>").app).toEqual({ price: "Free", priceNotShown: true });
    expect(prompt("<h2>License</h2><p>MIT</p>")).toContain(
      "Pricing: No prices on the page; only the page's data gives the app's price, Free.",
    );
    // (a page that shows its price of nothing says so as before)
    expect(prompt("<p>Free download</p>")).toContain("Pricing: No plans on the page; the app's own price is Free.");
    expect(prompt("<p>Price: $0</p>")).toContain("Pricing: No plans on the page; the app's own price is Free.");
  });

  it("refuses a shop's homepage for a software review, saying it is a shop, and keeps a software shop's page", () => {
    const shop = page(
      "<title>Example Cheese House: Swiss Cheese | Gift Boxes</title>",
      `<h1>Example Cheese House</h1><p>Since 1958, 55 Main Road</p><p>Sign up for our newsletter</p>
       <a href="/box-1">Gift Box #1 Price: $75.00</a><a href="/box-2">Assortment Price: $11.15</a>
       <table><tr><td><a href="/shipping">Shipping Policy</a> | <a href="/help">Cart Help</a></td></tr></table>`,
    );
    const cheese = readSaasLanding(shop, "https://cheese.example/");
    expect(sourceMismatch({ kind: "saas-landing", url: cheese.url, landing: cheese }, "software-review")).toMatch(
      /^The source https:\/\/cheese\.example\/ seems to be a shop's site \(goods for sale, no software\) \(Example Cheese House\)/,
    );
    // A software shop's page shows software of its own by its shape: a program's file to download, its app's
    // banner, its data. Words alone ("Accounting software") are no such sign.
    const shopOf = (html: string) => {
      const landing = readSaasLanding(html, "https://tools.example/");
      return sourceMismatch({ kind: "saas-landing", url: landing.url, landing }, "software-review");
    };
    const named = shop.replace("Since 1958", "Accounting software for small shops since 1958");
    expect(shopOf(named)).toMatch(/seems to be a shop's site/);
    expect(shopOf(named.replace("</h1>", '</h1><a href="/files/ExampleBooks-Setup.exe">Download</a>'))).toBeUndefined();
    expect(
      shopOf(named.replace("<title>", '<meta name="apple-itunes-app" content="app-id=123"><title>')),
    ).toBeUndefined();
    expect(
      shopOf(
        named.replace(
          "<title>",
          '<script type="application/ld+json">{"@type":"SoftwareApplication","name":"Example Books"}</script><title>',
        ),
      ),
    ).toBeUndefined();
    // A big shop's homepage (its cart and forty departments, no delivery terms or labelled prices) is a shop's too.
    const departments = Array.from({ length: 40 }, (_, n) => `<a href="/department/${n}">Department ${n}</a>`).join("");
    const store = readSaasLanding(
      page(
        "<title>Example Store: Everything for Less</title>",
        `<h1>Example Store</h1>${departments}<a href="/account/cart">Cart</a>`,
      ),
      "https://store.example/",
    );
    expect(sourceMismatch({ kind: "saas-landing", url: store.url, landing: store }, "software-review")).toMatch(
      /seems to be a shop's site \(goods for sale, no software\) \(Example Store/,
    );
  });

  it("reads a free web tool's front page as the product: a search engine's start page, a site of generators", () => {
    const verdict = (html: string, url: string) => {
      const landing = readSaasLanding(html, url);
      return {
        refusal: sourceMismatch({ kind: "saas-landing", url, landing }, "software-review"),
        prompt: formatSourceFacts({ kind: "saas-landing", url, landing }),
      };
    };
    // One box to type in and a tagline, at the site's root: the tool's own start page.
    const start = page(
      '<title>ExampleFind</title><meta name="description" content="The search engine that forgets you.">',
      `<div class="logo"><a href="/about">About ExampleFind</a></div>
       <form action="/html" method="post"><input type="text" name="q"><input type="submit" value="S"></form>
       <div class="tagline">The search engine that forgets you. <a href="/spread">Spread the word</a> | <a href="/tour">Take a Tour</a></div>`,
    );
    const search = verdict(start, "https://find.example/");
    expect(search.refusal).toBeUndefined();
    expect(search.prompt).toContain("Pricing: No prices on the page.");
    // A box for an e-mail (a newsletter's, a page "coming soon") is no tool; nor is the box on an inner page.
    expect(verdict(start.replace('name="q"', 'name="email"'), "https://find.example/").refusal).toMatch(
      /seems to be the site of a business or company/,
    );
    expect(verdict(start, "https://find.example/about/team").refusal).toMatch(/no software product on it/);
    // Links to the tools the site offers, each named by what it does.
    const card = (name: string) =>
      `<article><h2><a href="/${name.toLowerCase().replace(/ /g, "-")}">${name}</a></h2><p>Style it in your browser.</p><a href="#">Read More</a></article>`;
    const tools = (names: string[]) =>
      page(
        "<title>CSS Snippets | ExampleGen</title>",
        `<h1>Easy CSS Snippets</h1>${names.map(card).join("")}<p>ExampleGen makes snippets of CSS to copy into your projects.</p>`,
      );
    const generators = ["CSS Button Generator", "CSS Gradient Generator", "Box Shadow Generator"];
    expect(verdict(tools(generators), "https://gen.example/").refusal).toBeUndefined();
    // Two tools make no site of tools; services named as a contractor names them are none.
    expect(verdict(tools(generators.slice(0, 2)), "https://gen.example/").refusal).toMatch(
      /seems to be the site of a business or company/,
    );
    expect(
      verdict(tools(["Terrace Waterproofing", "Wall Crack Repair", "Roof Sealing"]), "https://gen.example/").refusal,
    ).toMatch(/seems to be the site of a business or company/);
  });

  it("reads a portal's start page as its search engine: a search form beside links to five services of its domain", () => {
    const verdict = (services: number, form = true) => {
      const url = "https://portal.example/";
      const links = ["mail", "news", "maps", "weather", "music", "market"]
        .slice(0, services)
        .map((service) => `<a href="https://${service}.portal.example/">${service}</a>`)
        .join(" ");
      const headlines = Array.from(
        { length: 30 },
        (_, n) => `<li><a href="/news/${n}">Headline ${n} of the day in the city</a></li>`,
      );
      const landing = readSaasLanding(
        page(
          "<title>Portal</title>",
          `${form ? '<form action="https://portal.example/search/" role="search"><input type="text" name="text"><button>Find</button></form>' : ""}
           <div class="services">${links}</div><h1>News now</h1><ul>${headlines.join("")}</ul>`,
        ),
        url,
      );
      return { refusal: sourceMismatch({ kind: "saas-landing", url, landing }, "software-review"), landing };
    };
    expect(verdict(5).refusal).toBeUndefined();
    expect(verdict(5).landing.name).toBe("Portal");
    // Four services of its own, or the same page without its search form, make a site of a business.
    expect(verdict(4).refusal).toMatch(/seems to be the site of a business or company/);
    expect(verdict(6, false).refusal).toMatch(/seems to be the site of a business or company/);
  });

  it("names an order form's page by its site, never by its call to action, and reads a help site's pricing page", () => {
    const order = readSaasLanding(
      page(
        '<title>Acmemarkup - Contact us for PSD to HTML conversion services</title><meta property="og:title" content="order now"><meta property="og:site_name" content="Acmemarkup">',
        "<h3>order now</h3><h3>Select Platform</h3><ul><li>PSD to HTML Starting at $99</li></ul>",
      ),
      "https://www.acmemarkup.example/order-now",
    );
    expect(order.name).toBe("Acmemarkup");
    for (const call of ["Jetzt bestellen", "Get started", "Sign up"]) {
      const named = readSaasLanding(
        page(`<meta property="og:title" content="${call}"><title>${call} | Acme Notes</title>`, "<h1>Notes</h1>"),
        "https://notes.example/start",
      );
      expect(named.name).toBe("Acme Notes");
    }
    // A help site's pricing page, its prices a picture: the product is the name before the site's help words, and
    // a page addressed as the pricing page is the product's page.
    const url = "https://docs.acme.example/pricing/";
    const pricing = readSaasLanding(
      page(
        '<title>定价 | 阿克米云盘帮助文档</title><meta property="og:title" content="定价"><meta property="og:site_name" content="阿克米云盘帮助文档">',
        '<h1>定价</h1><p>我们也提供付费服务，具体定价如下：</p><img src="/price.png" alt="">',
      ),
      url,
    );
    expect(pricing.name).toBe("阿克米云盘");
    expect(sourceMismatch({ kind: "saas-landing", url, landing: pricing }, "software-review")).toBeUndefined();
    expect(
      sourceMismatch(
        { kind: "saas-landing", url: "https://docs.acme.example/faq/", landing: pricing },
        "software-review",
      ),
    ).toMatch(/no software product on it/);
  });

  it("reads a vendor's or reseller's priced choices as plans, in any currency, and does not refuse the page", () => {
    const choices = [
      ["어베스트 엔드포인트", "38,700원"],
      ["어베스트 엔드포인트 플러스", "49,600원"],
    ]
      .map(([product, price]) => `<input type="radio" name="p"> ${product} <span>${price}</span> 부터<br>`)
      .join("");
    const landing = readSaasLanding(
      page(
        "<title>어베스트 엔드포인트 제품</title>",
        `<h1>어베스트 엔드포인트</h1><form action="/order">${choices}</form>`,
      ),
      "https://www.reseller.example/business/endpoint.asp",
    );
    expect(landing.pricing).toEqual([
      { name: "어베스트 엔드포인트", price: "38,700원", features: [] },
      { name: "어베스트 엔드포인트 플러스", price: "49,600원", features: [] },
    ]);
    expect(sourceMismatch({ kind: "saas-landing", url: landing.url, landing }, "software-review")).toBeUndefined();
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

  it("refuses a contractor's homepage for a software review as a business's site, not an agency's, though it thanks 'our clients'", () => {
    const contractor = (url: string) => {
      const result = readPageContent({
        reader: "saas-landing",
        html: page(
          '<meta property="og:site_name" content="Example and Sons"><title>Call Now: 9029469931 | Complete Waterproofing | Example and Sons</title>',
          `<h1>Tailored Waterproofing Services</h1><h3>Terrace Waterproofing</h3><h3>Wall Crack Repair</h3>
           <p>We deliver results that exceed our clients' expectations.</p><a href="/contact">Contact Us Today!</a>`,
        ),
        url,
        contentType: "text/html",
      });
      if (!result.ok) throw new Error(result.message);
      return sourceMismatch({ ...result.content, url } as TSourceFacts, "software-review");
    };
    expect(contractor("https://contractor.example/")).toMatch(
      /seems to be the site of a business or company \(its services or goods, no software\) \(Example and Sons\)/,
    );
    // (one of its inner pages is a page with no software product on it)
    expect(contractor("https://contractor.example/services/terrace")).toMatch(
      /seems to be a page with no software product on it/,
    );
  });

  it("refuses a music page and a video clip for a product review", () => {
    const song = read(page('<meta property="og:type" content="music.song"><title>A song</title>', "<p>Listen</p>"));
    expect(sourceMismatch(song.facts, "product-review")).toMatch(/seems to be a music page/);
    const clip = read(page('<meta property="og:type" content="video.other"><title>A clip</title>', "<p>Watch</p>"));
    expect(sourceMismatch(clip.facts, "product-review")).toMatch(/seems to be a video clip or stream/);
  });

  it("refuses an event's page for any generator, and a collection of recipes for a product review", () => {
    const concert = read(
      page(
        '<script type="application/ld+json">{"@context":"https://schema.org","@type":"MusicEvent","name":"Tove Styrke at Hoxton Square","startDate":"2017-06-12"}</script><title>Tove Styrke, Hoxton Square, 12 Jun 2017</title>',
        "<h1>Tove Styrke</h1><p>Monday 12 June 2017, doors 19:00. Tickets from the venue.</p>",
      ),
      "https://tickets.example/concerts/1",
    );
    expect(sourceMismatch(concert.facts, "product-review")).toMatch(/seems to be an event \(a concert/);
    expect(sourceMismatch(concert.facts, "how-to")).toMatch(/seems to be an event/);
    // A news article about the concert says it is an article: it is read as one.
    const news = read(
      page(
        '<script type="application/ld+json">[{"@type":"NewsArticle","headline":"A night at Hoxton Square"},{"@type":"MusicEvent","name":"Tove Styrke"}]</script>',
        `<h1>A night at Hoxton Square</h1><p>${"The singer played her new songs to a full room. ".repeat(8)}</p>`,
      ),
      "https://news.example/music/1",
    );
    expect(sourceMismatch(news.facts, "product-review")).toBeUndefined();
    const items = Array.from(
      { length: 6 },
      (_, i) => `{"@type":"ListItem","position":${i + 1},"url":"https://food.example/recipes/dish-${i}/"}`,
    );
    const collection = read(
      page(
        `<script type="application/ld+json">{"@type":"ItemList","itemListElement":[${items.join(",")}]}</script><meta property="og:type" content="article"><title>53 Keto Diet Recipes</title>`,
        `<h1>53 Keto Diet Recipes</h1><p>${"These low-carb dishes suit a keto diet. ".repeat(6)}</p>`,
      ),
      "https://food.example/collection/keto/",
    );
    expect(sourceMismatch(collection.facts, "product-review")).toMatch(
      /seems to be a recipe \("53 Keto Diet Recipes"\)/,
    );
  });

  it("refuses an event's page whose data says nothing: a date with its hours by the heading and a call to register", () => {
    const fair = (call: string, hours: string) =>
      read(
        page(
          "<title>Career Fair Schaffhausen</title>",
          `<nav><a href="/login">Anmelden</a><a href="/register">Register</a></nav>
           <section class="cover"><div class="date">${hours}</div><div class="place">Güterhof, Schaffhausen</div>
           <h1>Career Fair Schaffhausen</h1><div class="claim">Meet your next employer!</div></section>
           <div class="menu"><a class="button" href="/fair/119/applications">${call}</a></div>
           <h2>Exhibitors</h2><p>${"Twenty employers of the region show their internships and trainee programmes. ".repeat(6)}</p>`,
        ),
        "https://fairs.example/events/119",
      );
    expect(
      sourceMismatch(fair("Jetzt anmelden", "30. März 2020, 13:15 Uhr - 19:00 Uhr").facts, "product-review"),
    ).toMatch(/seems to be an event \(a concert, a show, a fair or a course date\) \("Career Fair Schaffhausen"\)/);
    expect(sourceMismatch(fair("Get tickets", "Sat, Mar 5 · 7:00 PM – 10:00 PM").facts, "how-to")).toMatch(
      /seems to be an event/,
    );
    // An account's "Register" is no call to attend, and an article's dateline has no hours from and to.
    expect(
      sourceMismatch(fair("Register", "30. März 2020, 13:15 Uhr - 19:00 Uhr").facts, "product-review"),
    ).toBeUndefined();
    expect(
      sourceMismatch(fair("Register now", "Published 30 March 2020, 13:15").facts, "product-review"),
    ).toBeUndefined();
  });

  it("refuses a short-video page with comments around its player: no heading and no paragraph of prose", () => {
    const comments = Array.from(
      { length: 30 },
      (_, i) =>
        `<div class="comment"><span>user${i}</span><span>So funny, I watched it ${i} times already 😂</span></div>`,
    ).join("");
    const clip = (heading: string, prose: string) =>
      read(
        page(
          '<meta property="og:title" content="IlloJuan on Clips"><meta property="og:type" content="website">',
          `<div class="player"><video preload="" src="blob:https://clips.example/de593f0c"></video><span>00:03 / 01:04</span></div>
           ${heading}<div class="desc"><span>A new card game for the end of the year, played with friends 🔮</span></div>
           <div class="counts"><strong>25.5K</strong><strong>146</strong></div>${prose}${comments}`,
        ),
        "https://clips.example/@illojuan/video/757",
      );
    expect(sourceMismatch(clip("", "").facts, "product-review")).toMatch(
      /seems to be a video clip or stream \("IlloJuan on Clips"\)/,
    );
    // An article with an embedded player has its heading and paragraphs: it is read as an article.
    const article = clip(
      "<h1>The card game everyone plays this winter</h1>",
      `<p>${"The game has 23 cards drawn by an illustrator, and each tells a future. ".repeat(10)}</p>`,
    );
    expect(sourceMismatch(article.facts, "product-review")).toBeUndefined();
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

  it("a date written only inside a byline sentence, in CJK form, or as a timestamp with its time", () => {
    const body = `<article><h1>Post</h1><p>${"Words of the article that make it long enough to read. ".repeat(12)}</p></article>`;
    const shown = (head: string) =>
      read(page("<title>Post</title>", `${head}${body}`), "https://news.example/p").prompt.match(
        /^Published: (.*)$/m,
      )?.[1];
    expect(shown("<div>Published on 27 February 2019 by <a href='/a'>Ann Lee</a></div>")).toBe("2019-02-27");
    expect(shown("<p class='author'>Written by <a href='/m'>Sam</a> in News on 1 June 2019 at 08:34 PM.</p>")).toBe(
      "2019-06-01",
    );
    expect(shown("<span>Updated Mar 5, 2020, 9:00 am</span>")).toBe("2020-03-05");
    expect(shown("<p class='meta date'>2019年2月27日</p>")).toBe("2019-02-27");
    expect(shown("<p class='meta date'>2021년 3월 4일</p>")).toBe("2021-03-04");
    expect(shown("<p>By Dan <span class='date'>2017-04-04T20:44:00Z</span></p>")).toBe("2017-04-04");
    // A sentence that merely starts with "By" and names no date gives none.
    expect(shown("<p>By and large, nothing dated here.</p>")).toBeUndefined();
  });

  it("a byline that is only a date names no writer; a byline with a name does", () => {
    const body = `<article><h1>Post</h1><p>${"Words of the article that make it long enough to read. ".repeat(12)}</p></article>`;
    const author = (byline: string) =>
      read(page("<title>Post</title>", `<article>${byline}</article>${body}`), "https://news.example/p").prompt.match(
        /^Author: (.*)$/m,
      )?.[1];
    expect(author('<p class="dateline">Wednesday, 26 February 2025</p>')).toBeUndefined();
    expect(author('<p class="byline">Ann Lee</p>')).toBe("Ann Lee");
  });

  it("a word's soft hyphens leave the text, as a person reads it; a shown hyphen stays", () => {
    const words = "A sentence of the article that goes on long enough to be prose and not a caption. ".repeat(4);
    const text = read(
      page(
        "<title>Post</title>",
        `<article><h1>Post</h1><p>${words}</p><p>Wäh&shy;rend Sie über den Markt schlen\u00ADdern, pro&shy;bie&shy;ren Sie Well-known dishes.</p><p>${words}</p></article>`,
      ),
      "https://news.example/p",
    ).prompt;
    expect(text).toContain("Während Sie über den Markt schlendern, probieren Sie Well-known dishes.");
    expect(text).not.toContain("\u00AD");
  });

  it("a writer's box's heading is no writer: the byline's linked name is", () => {
    const body = `<h1>Post</h1><p>${"Words of the article that make it long enough to read. ".repeat(12)}</p>`;
    const author = (heading: string) =>
      read(
        page(
          "<title>Post</title>",
          `<article><p class="meta"><a href="/author/ann-lee/">Ann Lee</a></p>${body}<div class="bio"><h4 class="author__desc__title">${heading}</h4><p>Ann Lee writes on phones and laptops for the site, and tests them for weeks.</p></div></article>`,
        ),
        "https://news.example/2024/05/post/",
      ).prompt.match(/^Author: (.*)$/m)?.[1];
    expect(author("About The Author")).toBe("Ann Lee");
    expect(author("Über den Autor")).toBe("Ann Lee");
    expect(author("Sobre el autor")).toBe("Ann Lee");
    expect(author("Об авторе")).toBe("Ann Lee");
    expect(author("About the author:")).toBe("Ann Lee");
    // A name in the author's mark is the writer.
    expect(author("Bo Tran")).toBe("Bo Tran");
  });

  it("the writer the page links as author (rel=author) when meta and data name none; a commenter's link is not", () => {
    const body = `<article><h1>Post</h1><p>${"Words of the article that make it long enough to read. ".repeat(12)}</p></article>`;
    const author = (byline: string) =>
      read(page("<title>Post</title>", `${byline}${body}`), "https://news.example/p").prompt.match(
        /^Author: (.*)$/m,
      )?.[1];
    expect(
      author(
        '<span class="author_byline">By <a href="/authors/ana" rel="author" title="All articles">Ana Sandoiu</a></span>',
      ),
    ).toBe("Ana Sandoiu");
    expect(
      author('<div class="comments"><a href="/u/x" rel="external nofollow author">Some Reader</a></div>'),
    ).toBeUndefined();
  });

  it("a date in the byline under the heading, after a mark in a byline, or only in the title as 07.12.2017", () => {
    const words = `<p>${"Words of the article that make it long enough to read. ".repeat(12)}</p>`;
    const published = (title: string, body: string) =>
      read(page(`<title>${title}</title>`, body), "https://news.example/p").prompt.match(/^Published: (.*)$/m)?.[1];
    // Under the heading, in elements no date rule names: the name, then the day with its time.
    expect(
      published(
        "Pi 3 sells out - Example",
        `<div class="card"><h1>Pi 3 sells out</h1><div class="article-author"><a href="/u/jw"><span>Joe Wee</span></a> <span>Monday, February 29, 2016 @ 11:10 PM UTC</span></div></div>${words}`,
      ),
    ).toBe("2016-02-29");
    // A photo's caption and a sentence that names a day are no dateline; an ordinal day in a byline is read.
    expect(
      published(
        "Guide to tariffs - Example",
        `<h1>Guide to tariffs</h1><figure><img src="/a.jpg" alt=""><figcaption>A ship leaves port, on Aug. 31, 2019. (AP)</figcaption></figure><p>The port reopened on Aug. 31, 2019 after the storm.</p>${words}`,
      ),
    ).toBeUndefined();
    expect(
      published(
        "Guide to tariffs - Example",
        `<h1>Guide to tariffs</h1><p class="article__meta">By <a href="/staff/lj/">Louis Jacobson</a> on Monday, November 18th, 2019 at 11:04 a.m.</p>${words}`,
      ),
    ).toBe("2019-11-18");
    // A deadline and a date the page marks as its last update are no publication date.
    expect(
      published(
        "Mail to the parliament - Example",
        `<h1>Mail to the parliament</h1><table><tr><td><p>Antworten bis 23.06.2006</p></td></tr></table>${words}`,
      ),
    ).toBeUndefined();
    expect(
      published(
        "Pi 3 sells out - Example",
        `<h1>Pi 3 sells out</h1><div><span itemprop="dateModified">2019-01-07T17:27:31+02:00</span> <span>June 19th, 2018</span></div>${words}`,
      ),
    ).toBe("2018-06-19");
    // The heading's lines end at the next heading: a teaser's date below it is another story's.
    expect(
      published(
        "Pi 3 sells out - Example",
        `<h1>Pi 3 sells out</h1>${words}<h2>More news</h2><div><span>March 3, 2016</span></div>`,
      ),
    ).toBeUndefined();
    // A byline that opens with a mark ("// By …") is a byline sentence wherever it stands.
    expect(published("Example blog", `<h1>Task framework</h1>${words}<span>// By Arun K • Nov 11, 2020</span>`)).toBe(
      "2020-11-11",
    );
    // A date shown only in the title, day first with dots.
    expect(published("Una solución - 07.12.2017 - Diario", `<h1>Una solución</h1>${words}`)).toBe("2017-12-07");
    expect(published("Version 1.2.2017.5 released", `<h1>Version</h1>${words}`)).toBeUndefined();
  });

  it("the heading a person reads over a share title that differs; a logo, a section or a breadcrumb is none", () => {
    const words = `<p>${"Words of the article that make it long enough to read. ".repeat(12)}</p>`;
    const title = (head: string, body: string) =>
      read(page(head, body), "https://www.citynews.example/design/neon").prompt.match(/^Title: (.*)$/m)?.[1];
    // Another editorial title for social cards: the visible heading, which the page's Twitter title confirms.
    expect(
      title(
        '<title>A Brief History of Neon Signage - CityNews</title><meta property="og:title" content="The Modern Ambitions Behind Neon"><meta name="twitter:title" content="Why Neon Is the Ultimate Symbol of the 20th Century">',
        `<article><h1 itemprop="headline">Why Neon Is the Ultimate Symbol of the 20th Century</h1>${words}</article>`,
      ),
    ).toBe("Why Neon Is the Ultimate Symbol of the 20th Century");
    // In a layout that has a sidebar, the heading is still the article's.
    expect(
      title(
        '<meta property="og:title" content="Neon, the symbol of the century"><meta name="twitter:title" content="Why neon is the symbol of the century">',
        `<div class="panel-two-col-sidebar-right"><h1>Why Neon Is the Symbol of the Century</h1>${words}</div>`,
      ),
    ).toBe("Why Neon Is the Symbol of the Century");
    // Punctuated otherwise than its share title, and the site's name left off.
    expect(
      title(
        '<title>How we designed ATF: an async task framework - Example</title><meta property="og:title" content="How we designed the ATF - an async task framework">',
        `<h1><span>How we designed ATF: an async task framework</span></h1>${words}`,
      ),
    ).toBe("How we designed ATF: an async task framework");
    // The site's logo as a heading, a section name and a breadcrumb line: the page's title stands.
    const head =
      '<title>The sharing economy is a lie - CityNews</title><meta property="og:title" content="The sharing economy is a lie"><meta property="og:site_name" content="CityNews">';
    expect(title(head, `<header><h1>CityNews</h1></header>${words}`)).toBe("The sharing economy is a lie");
    expect(title(head, `<div class="top"><a href="/"><h1>The economy is a lie</h1></a></div>${words}`)).toBe(
      "The sharing economy is a lie",
    );
    expect(title(head, `<h1>Economy news</h1>${words}`)).toBe("The sharing economy is a lie");
    // A blog's name as its heading, which the document's title carries after the story's.
    expect(
      title(
        "<title>What sets private and state services apart? – Views and Insights of Ann</title>",
        `<h1>Views and Insights of Ann</h1>${words}`,
      ),
    ).toBe("What sets private and state services apart? – Views and Insights of Ann");
    expect(title(head, `<div class="breadcrumb"><h1>Economy: the sharing economy is a lie</h1></div>${words}`)).toBe(
      "The sharing economy is a lie",
    );
  });

  it("the writer named by a link to their page on the site, where nothing marks the author; a commenter's is not", () => {
    const words = `<article><h1>Post</h1><p>${"Words of the article that make it long enough to read. ".repeat(12)}</p></article>`;
    const author = (body: string) =>
      read(page("<title>Post</title>", body), "https://news.example/p").prompt.match(/^Author: (.*)$/m)?.[1];
    expect(author(`<div class="meta"><a href="/latest?author=joewee"><span>Joe Wee</span></a></div>${words}`)).toBe(
      "Joe Wee",
    );
    expect(author(`<p><a href="/author/ann-lee/">Ann Lee</a></p>${words}`)).toBe("Ann Lee");
    // A photo's credit inside the link is no part of the name; another site's author page (a quoted person) names no
    // writer.
    expect(
      author(
        `<div><a href="/autor/kf"><img src="/kf.jpg" alt=""><span class="teaser-copyright">© Kathrin Führes</span> Kathrin Führes</a></div>${words}`,
      ),
    ).toBe("Kathrin Führes");
    expect(
      author(`<p><a href="https://quotes.example/person.php?author=Mozart">Wolfgang Amadeus Mozart</a></p>${words}`),
    ).toBeUndefined();
    expect(
      author(
        `<p>What do you think: did the parents of <a href="/person.php?author=Mozart"><strong>Wolfgang Amadeus Mozart</strong></a> ever worry about the school marks of their son?</p>${words}`,
      ),
    ).toBeUndefined();
    // A menu's list of authors names no writer; a commenter's page is not the article's writer.
    expect(author(`<p><a href="/authors/">Authors</a></p>${words}`)).toBeUndefined();
    expect(author(`${words}<div class="comments"><a href="/author/some-reader">Some Reader</a></div>`)).toBeUndefined();
  });

  it("the shown date over the data's only when the page dates itself by its last update", () => {
    const body = `<article><h1>Post</h1><p>${"Words of the article that make it long enough to read. ".repeat(12)}</p></article>`;
    const published = (head: string, byline: string) =>
      read(page(`<title>Post</title>${head}`, `${byline}${body}`), "https://news.example/p").prompt.match(
        /^Published: (.*)$/m,
      )?.[1];
    const data =
      '<meta property="article:published_time" content="2017-01-13T21:45:08Z"><meta property="article:modified_time" content="2017-04-04T20:44:00Z">';
    // The page shows only "last updated", the data's modification day: the person reads that day.
    expect(
      published(
        data,
        "<p class='byline'>By Dan <span>last updated <time datetime='2017-04-04T20:44:00Z'>4 April 17</time></span></p>",
      ),
    ).toBe("2017-04-04T20:44:00Z");
    // A shown date that is no update (another date of the page) leaves the data's publication date.
    expect(published(data, "<p class='byline'>By Dan, <time datetime='2017-04-04'>4 April 2017</time></p>")).toBe(
      "2017-01-13T21:45:08Z",
    );
    // "Published …, updated …": the publication stays.
    expect(
      published(
        data,
        "<p class='byline'>Published 13 January 2017, updated <time datetime='2017-04-04'>4 April 2017</time></p>",
      ),
    ).toBe("2017-01-13T21:45:08Z");
    // An update the data does not confirm leaves the data's date.
    expect(
      published(
        '<meta property="article:published_time" content="2017-01-13T21:45:08Z">',
        "<p class='byline'>Updated <time datetime='2017-04-04'>4 April 2017</time></p>",
      ),
    ).toBe("2017-01-13T21:45:08Z");
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

  it("a long review page keeps its verdict within the prompt's cap, whatever its summary holds", () => {
    const paragraph = (index: number) =>
      `<p>Section ${index} of the review measures the battery, the screen and the speakers at length, as a tester would write it down.</p>`;
    const html = page(
      `<title>Phone X review</title><meta name="description" content="${"A summary that goes on. ".repeat(400)}">`,
      `<article><h1>Phone X review</h1>${Array.from({ length: 250 }, (_, index) => paragraph(index)).join("")}<p>Verdict: the Phone X is the one to buy this year, unless your budget is under 300 euros.</p></article>`,
    );
    const { prompt } = read(html, "https://reviews.example/phone-x");
    expect(prompt.length).toBeLessThanOrEqual(36_000);
    expect(prompt).toContain("Section 0 of the review");
    expect(prompt).toContain("characters of the middle left out");
    expect(
      prompt.endsWith("Verdict: the Phone X is the one to buy this year, unless your budget is under 300 euros."),
    ).toBe(true);
  });
});

describe("the known misses by class (sixth round)", () => {
  const ld = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
  const product = (name: string, body: string, head = "") =>
    page(
      `${ld({ "@type": "Product", name, offers: { "@type": "Offer", price: "920.29", priceCurrency: "EUR" } })}${head}`,
      `<h1>${name}</h1>${body}`,
    );

  it("a brand only the product's name says, when a link of the page confirms it; never a word nothing confirms", () => {
    const brandOf = (html: string) =>
      read(html, "https://compare.example/asustor-as6210t-a1472925.html").prompt.match(/^Brand: (.*)$/m)?.[1];
    // The maker's own site, a breadcrumb step, a link to the shop's page of the brand.
    expect(
      brandOf(
        product(
          "Asustor AS6210T, 4x Gb LAN",
          '<a href="https://www.asustor.com/product?p_id=49">Herstellerseite</a><p>Herstellergarantie: drei Jahre (Abwicklung über ASUS)</p>',
        ),
      ),
    ).toBe("Asustor");
    expect(
      brandOf(
        product(
          "TP-Link Tapo C200 Camera",
          '<ol class="breadcrumbs"><li><a href="/">Home</a></li><li><a href="/c/cameras">Cameras</a></li><li><a href="/c/cameras?f=1">TP-Link</a></li></ol>',
        ),
      ),
    ).toBe("TP-Link");
    expect(brandOf(product("Casio FX-991ES Plus", '<a href="/brand/casio/">Casio</a>'))).toBe("Casio");
    // The first word of a name nothing confirms, a link to another site whose name is no word of the name, a link
    // saying the word that leads to no brand's page, and a name opening with the shop's own name: no brand.
    expect(
      brandOf(
        product(
          "Washing Machine 6kg",
          '<a href="https://maps.example/">Map</a><a href="/search?q=washing">Washing</a>',
        ),
      ),
    ).toBeUndefined();
    expect(
      brandOf(product("Compare Cable 2m", '<a href="https://www.compare.example/about">About us</a>')),
    ).toBeUndefined();
    // A breadcrumb's last step that names the whole product (a book's series page) is no brand of it.
    expect(
      brandOf(
        product(
          "異世界おもいで食堂 ～偉人と和食のあったかゴハン～",
          '<ol class="breadcrumb"><li><a href="/">トップ</a></li><li><a href="/series/194421/">異世界おもいで食堂 ～偉人と和食のあったかゴハン～</a></li></ol>',
        ),
      ),
    ).toBeUndefined();
    // A payment or social account the shop's footer links is no maker of what it sells.
    expect(
      brandOf(
        product(
          "Apple iPhone 15 Silicone Case",
          '<footer><a href="https://www.apple.com/apple-pay/">Apple Pay</a></footer>',
        ),
      ),
    ).toBeUndefined();
  });

  it("a brand the script state spells otherwise than the name, and a brand row's label among alternatives", () => {
    const withState = product(
      "TP-Link Tapo C200 Pan/Tilt Camera",
      "",
      '<script>var digitalData = {"product":{"partNumber":"4667999","brand":"TP Link"}};</script>',
    );
    expect(read(withState).prompt).toContain("Brand: TP-Link\n");
    expect(
      read(
        product(
          "Washing Machine 6kg",
          "<p><span>condition: <b>good</b></span><br><span>make/manufacturer: <b>Indesit</b></span></p>",
        ),
      ).prompt,
    ).toContain("Brand: Indesit\n");
  });

  it("a car's data is a product's: its offer's price and stock; a listing's condition from its script state", () => {
    const car = read(
      page(
        ld({
          "@context": "https://schema.org",
          "@type": "Car",
          name: "Tesla Model S P100D 2018",
          brand: { "@type": "Brand", name: "Tesla" },
          offers: { "@type": "Offer", price: 83900, priceCurrency: "EUR", availability: "https://schema.org/SoldOut" },
        }),
        "<h1>Tesla Model S P100D 2018</h1><p>28,604 kms</p>",
      ),
    ).prompt;
    expect(car).toContain("Price: €83900");
    expect(car).toContain("Availability: out of stock");
    const listing = (state: string) =>
      read(product("Pony Cart Harness", "", `<script>var model = ${state};</script>`)).prompt;
    expect(listing('{"isModel":{"itmCondition":"Used","conditionId":3000}}')).toContain("Condition: used\n");
    expect(listing('{"itmCondition":"Nuovo: altro (vedi dettagli)"}')).toContain("Condition: new\n");
    // A state that lists other items in other conditions says none.
    expect(listing('[{"itemCondition":"Used"},{"itemCondition":"New"}]')).not.toContain("Condition:");
  });

  it("a long thread gives the model its answers up to a budget, in page order, and says how many more there were", () => {
    const answer = (author: string, text: string) =>
      `<div class="message" data-author="${author}"><div class="message-body">${text}</div></div>`;
    const thread = (answers: string[]) =>
      read(
        page(
          "<title>What do you wear with jeans?</title>",
          `<h1>What do you wear with jeans?</h1>${answer("MedBanker", "Don't say t-shirts, please.")}${answers.join("")}`,
        ),
        "https://forum.example/threads/jeans.1/",
      ).prompt;
    // Thirty short answers: the twenty-first and the last reach the model, and nothing is said to be left out.
    const short = thread(
      Array.from({ length: 30 }, (_, index) => answer(`member${index + 1}`, `Answer number ${index + 1} says polos.`)),
    );
    expect(short).toContain("- [member21] Answer number 21 says polos.");
    expect(short).toContain("- [member30] Answer number 30 says polos.");
    expect(short).not.toContain("more answers on the page");
    // Thirty long answers: the first ones up to the budget, then a line saying how many more the page shows.
    const long = thread(
      Array.from({ length: 30 }, (_, index) =>
        answer(`member${index + 1}`, `Answer ${index + 1}: ${"A long reply about shirts and shoes. ".repeat(40)}`),
      ),
    );
    expect(long).toContain("- [member1] Answer 1:");
    expect(long).toContain("- [member20] Answer 20:");
    expect(long).not.toContain("- [member30] Answer 30:");
    const shown = long.match(/^- \[member\d+\]/gm)?.length ?? 0;
    expect(shown).toBeGreaterThanOrEqual(20);
    expect(long).toContain(`(${30 - shown} more answers on the page, not shown here.)`);
  });

  it("a thread longer than the budget gives its first answers in full and every later writer's answer by its first words", () => {
    const answer = (author: string, text: string) =>
      `<div class="message" data-author="${author}"><div class="message-body">${text}</div></div>`;
    const { prompt } = read(
      page(
        "<title>What do you wear with jeans?</title>",
        `<h1>What do you wear with jeans?</h1>${answer("MedBanker", "Don't say t-shirts, please.")}${Array.from(
          { length: 60 },
          (_, index) =>
            answer(
              `member${index + 1}`,
              `Answer ${index + 1} says polos. ${"A long reply about shirts and shoes. ".repeat(16)}`,
            ),
        ).join("")}`,
      ),
      "https://forum.example/threads/jeans.1/",
    );
    // (sixty answers of 600 characters: the first ones in full up to two thirds of the budget, the rest quoted)
    expect(prompt).toMatch(
      /^- \[member1\] Answer 1 says polos\. (?:A long reply about shirts and shoes\. ){15}A long reply about shirts and shoes\.$/m,
    );
    expect(prompt).toMatch(/^- \[member60\] Answer 60 says polos\. A long reply about shirts and shoes\..{0,200}…$/m);
    expect(prompt.match(/^- \[member\d+\]/gm)).toHaveLength(60);
    expect(prompt).not.toContain("more answers on the page");
    expect(prompt.length).toBeLessThan(28_000);
  });

  it("a team's or an organisation's name on an author-page link is no writer; a person's name is", () => {
    const words = `<article><h1>Resetting your router</h1><p>${"Hold the button for ten seconds, then wait for the light. ".repeat(12)}</p></article>`;
    const author = (byline: string) =>
      read(
        page("<title>Resetting your router</title>", `<div class="meta">${byline}</div>${words}`),
        "https://help.example/a/1",
      ).prompt.match(/^Author: (.*)$/m)?.[1];
    expect(author('<a href="/author/support-team/">Support Team</a>')).toBeUndefined();
    expect(author('<a href="/authors/staff">Editorial Staff</a>')).toBeUndefined();
    expect(author('<a href="/autor/redaktion">Die Redaktion</a>')).toBeUndefined();
    expect(author('<a href="/author/ann-lee/">Ann Lee</a>')).toBe("Ann Lee");
  });

  it("a previous link that is not the thread's own pagination makes no page a later page", () => {
    const post = (author: string, text: string) =>
      `<div class="message" data-author="${author}"><div class="message-body">${text}</div></div>`;
    const posted = (head: string, url: string) =>
      read(
        page(
          `${head}<title>Biological Will</title>`,
          `<h1>Biological Will</h1>${post("Jakob", "Good lecture. Believe me I know the clown part.")}${post("Urwrongx1000", "Non-living things do not have a will.")}`,
        ),
        url,
      ).prompt.match(/^Posted by: (.*)$/m)?.[1];
    // A blog's previous article, an "older posts" page of the blog: the first post is the opening post.
    expect(posted('<link rel="prev" href="/blog/another-post/">', "https://forum.example/blog/biological-will/")).toBe(
      "Jakob",
    );
    expect(posted('<link rel="prev" href="/page/2/">', "https://forum.example/threads/will.7/")).toBe("Jakob");
    // The thread's own previous page, by its page key, its page step or its page number before ".html".
    expect(
      posted(
        '<link rel="prev" href="/viewtopic.php?t=1&amp;start=0">',
        "https://forum.example/viewtopic.php?t=1&start=25",
      ),
    ).toBeUndefined();
    expect(
      posted('<link rel="prev" href="/threads/will.7/page-2">', "https://forum.example/threads/will.7/page-3"),
    ).toBeUndefined();
    expect(
      posted('<a rel="prev" href="/t/will-33.html?s=abc">Back</a>', "https://forum.example/t/will-34.html"),
    ).toBeUndefined();
  });
});

describe("an article's text without the boxes inside it (seventh round)", () => {
  const prose = (topic: string) =>
    `<p>The council met on Tuesday to discuss ${topic}, and the members argued for two hours about what it would cost the town, who would pay for it and when the work could start.</p>`;
  const mainText = (body: string) =>
    read(page("<title>Council news</title>", body), "https://news.example/council").prompt.split("Main text:\n")[1] ??
    "";

  it("leaves out picture legends and credits, the writer's box, breadcrumbs, tag lines and notices", () => {
    const text = mainText(
      `<article><h1>Council news</h1>${prose("the bridge")}` +
        `<div class="rightImage"><img src="/a.jpg"><div class="legend"><div class="content">The old bridge over the river in winter, seen from the east bank near the mill.</div></div></div>` +
        `<p class="image-annotation">The mayor at the meeting <em class="copyright">Town press office | Jane Roe</em></p>` +
        `${prose("the school")}<span class="tag-links">bridges, schools</span>` +
        `<div class="editorial-disclaimer"><p class="editorial-disclaimer-text">The advertising disclaimer below does not apply to this article.</p><p class="editorial-disclaimer-text">Nor does it apply to the paper's newsroom.</p></div>` +
        `${prose("the library")}` +
        `<section class="author-bio"><p>As the town reporter she covers the council, the schools and the courts, and she has written for the paper for twelve years after studying law.</p></section>` +
        `</article><ol class="breadcrumb"><li>Home</li><li>Town</li><li>Council</li></ol>`,
    );
    expect(text).toContain("discuss the bridge");
    expect(text).toContain("discuss the library");
    for (const box of [
      "The old bridge over the river",
      "Town press office",
      "bridges, schools",
      "advertising disclaimer",
      "As the town reporter",
      "Home",
    ]) {
      expect(text, box).not.toContain(box);
    }
  });

  it("leaves out a writer's box that its theme names by an id alone", () => {
    const text = mainText(
      `<article><h1>Council news</h1><div class="entry">${prose("the bridge")}${prose("the school")}</div>` +
        `<div id="entry-author-info"><div id="author-avatar"><img src="/jane.jpg" alt=""></div>` +
        `<div id="author-description"><h2>About Jane Roe</h2><p>Jane covers the council, the schools and the courts for the paper; before that she studied law and taught for a year.</p></div></div>` +
        `<div class="post-soc"><div id="theme-author-box-wrap" class="left relative"><span class="left relative"><a href="/author/jane">Jane Roe</a></span>` +
        `<div id="theme-author-box-text" class="left relative"><p>Town reporter with a focus on all things local. You can keep up with me on the social networks.</p></div></div></div>` +
        `${prose("the library")}</article>`,
    );
    expect(text).toContain("discuss the bridge");
    expect(text).toContain("discuss the library");
    expect(text).not.toContain("Jane covers the council");
    expect(text).not.toContain("You can keep up with me");
  });

  it("leaves out a box set into the text that points to another piece: the magazine's issue, a page of answers", () => {
    const text = mainText(
      `<article><h1>Council news</h1><div class="article-content">` +
        `<div class="c-inline-textbox"><figure><img src="/issue.jpg" alt=""></figure><div class="c-inline-textbox__body"><p>This piece comes from the July issue of the Town Monthly, on sale from June 20 at every kiosk and in our shop. Highlights of the issue:</p>` +
        `<ul><li><a href="/monthly/river">The river</a></li><li><a href="/monthly/mill">The mill</a></li></ul></div></div>` +
        `${prose("the bridge")}<div class="inlineTextbox"><figure class="entry-image"><img src="/issue.jpg" alt=""></figure> How the town pays for its bridges, who decides and what the next ten years will cost: read it in our February issue. <a href="https://shop.example/issue-2">Order it here</a></div>` +
        `${prose("the school")}<x-inline-teaser><x-link href="/faq"><h3>Questions on the bridge</h3></x-link><div><p>Find the answers to your questions on the bridge and its costs.</p></div></x-inline-teaser>` +
        `${prose("the library")}</div></article>`,
    );
    expect(text).toContain("discuss the bridge");
    expect(text).toContain("discuss the library");
    for (const box of ["July issue", "in our February issue", "Questions on the bridge", "Find the answers"]) {
      expect(text, box).not.toContain(box);
    }
  });

  it("leaves out a consent placeholder and a call to subscribe, unless that block holds the article", () => {
    const text = mainText(
      `<article><h1>Council news</h1>${prose("the bridge")}` +
        `<div class="BorlabsCookie"><div class="_brlbs-content-blocker"><p>Click the button below to load the content of the map. Your data goes to its provider.</p><p><a class="_brlbs-btn" href="#">Load the map</a></p></div></div>` +
        `${prose("the school")}<div class="subscribe-box"><h3>The morning mail</h3><p>Get the best stories of the town every morning in your inbox.</p></div>${prose("the library")}</article>`,
    );
    expect(text).toContain("discuss the library");
    expect(text).not.toContain("load the content of the map");
    expect(text).not.toContain("every morning in your inbox");
    // A theme that classes the article for subscribers: it holds the prose, so it is the article.
    const wrapped = mainText(
      `<h1>Council news</h1><div class="subscriber-content">${prose("the bridge")}${prose("the school")}${prose("the library")}</div>`,
    );
    expect(wrapped).toContain("discuss the school");
  });

  it("keeps the lead the header shows under the heading, apart from the body; never a teaser after the body starts", () => {
    const lead = "The town will build a new bridge over the river by 2026, the council decided after a long night.";
    const body =
      `<div class="page"><header class="article-head"><div class="title"><h1>Council news</h1></div><div class="article__lead">${lead}</div><div class="meta">Politics</div></header>` +
      `<div class="columns"><div class="main"><div class="article-body">${prose("the bridge")}${prose("the school")}${prose("the library")}</div></div><div class="side"><p>Weather: sunny.</p></div></div></div>`;
    const text = mainText(body);
    expect(text.startsWith(lead)).toBe(true);
    expect(text).toContain("discuss the library");
    // The page's summary says it too: the lead starts the main text, and no Summary line repeats it.
    const { prompt } = read(
      page(`<title>Council news</title><meta name="description" content="${lead}">`, body),
      "https://news.example/council",
    );
    expect(prompt.split("Main text:\n")[1]?.startsWith(lead)).toBe(true);
    expect(prompt).not.toContain("Summary:");
    expect(prompt.split(lead).length).toBe(2);
    const teaser = "Another story about the harbour, the ships and the fish market by the sea.";
    const withTeaser = mainText(
      `<h1>Council news</h1><div class="article-body">${prose("the bridge")}${prose("the school")}</div><div class="more"><p class="teaser-text">${teaser}</p><p>More on the harbour.</p></div>`,
    );
    expect(withTeaser.startsWith("The council met")).toBe(true);
  });

  it("starts the text with the subtitle set as a smaller heading right under the headline; a short section heading is none", () => {
    const subtitle = "The town will build a new bridge over the river by 2026, the council decided after a long night";
    const body = (under: string) =>
      `<article><div class="deck"><ul><li><a href="/town">Town</a></li><li>Bridges</li></ul></div><h1>Council news</h1>${under}` +
      `<ul class="infoline"><li>By Jane Roe</li><li><time>29.04.2020</time></li></ul><div class="content">${prose("the bridge")}${prose("the school")}${prose("the library")}</div></article>`;
    expect(mainText(body(`<h2>${subtitle}</h2>`)).startsWith(subtitle)).toBe(true);
    expect(
      mainText(
        `<article><header><hgroup><h3>Town</h3><h1>Council news</h1><h2>${subtitle}</h2></hgroup></header>` +
          `<div class="grid"><aside><section class="author"><img src="/jane.jpg" alt="">Jane Roe</section></aside><div class="body">${prose("the bridge")}${prose("the school")}${prose("the library")}</div></div></article>`,
      ).startsWith(subtitle),
    ).toBe(true);
    expect(mainText(body("<h2>The bridge</h2>")).startsWith("The council met")).toBe(true);
  });

  it("starts the text with the summary the header shows under the heading, whatever its class; a summary no block shows stays a Summary line", () => {
    const lead = "The town will build a new bridge over the river by 2026, the council decided after a long night.";
    const body = (header: string) =>
      `<div class="page"><header class="head"><h1>Council news</h1>${header}<div class="meta">Politics</div></header>` +
      `<div class="columns"><div class="main"><div class="article-body">${prose("the bridge")}${prose("the school")}${prose("the library")}</div></div><div class="side"><p>Weather: sunny.</p></div></div></div>`;
    const withSummary = (header: string, summary = lead) =>
      read(
        page(`<title>Council news</title><meta name="description" content="${summary}">`, body(header)),
        "https://news.example/council",
      ).prompt;
    // A paragraph with no lead's class, in a row beside the byline: the paragraph alone is the lead.
    const shown = withSummary(
      `<div class="row"><p>${lead}</p><span class="by">By Jane Roe, town reporter</span></div>`,
    );
    expect(shown.split("Main text:\n")[1]?.startsWith(`${lead}\nThe council met`)).toBe(true);
    expect(shown).not.toContain("Summary:");
    // The summary cut short ("…") still names the lead the page shows whole.
    const cut = withSummary(`<p>${lead}</p>`, `${lead.slice(0, 70)}…`);
    expect(cut.split("Main text:\n")[1]?.startsWith(lead)).toBe(true);
    expect(cut).not.toContain("Summary:");
    // A lead's block that holds a picture's credit before the lead: the lead alone.
    const credited = withSummary(
      `<div class="intro"><span class="picture"><img src="/a.jpg"><p class="note"><em>© Town press office | Jane Roe</em></p></span><p>${lead}</p></div>`,
    );
    expect(credited.split("Main text:\n")[1]?.startsWith(lead)).toBe(true);
    expect(credited).not.toContain("Town press office");
    // Not shown under the heading: the site's description of the page, no part of the article.
    const notShown = withSummary("");
    expect(notShown).toContain(`Summary:\n${lead}`);
    expect(notShown.split("Main text:\n")[1]?.startsWith("The council met")).toBe(true);
    // Shown only after the body has started (a teaser of the same story further down): no lead.
    const late = read(
      page(
        `<title>Council news</title><meta name="description" content="${lead}">`,
        `<h1>Council news</h1><div class="article-body">${prose("the bridge")}${prose("the school")}</div><div class="more"><p>${lead}</p></div>`,
      ),
      "https://news.example/council",
    ).prompt;
    expect(late.split("Main text:\n")[1]?.startsWith("The council met")).toBe(true);
    // A summary the body's first paragraph starts with (a description cut from the text): the text says it, once.
    const first = read(
      page(
        `<title>Council news</title><meta name="description" content="The council met on Tuesday to discuss the bridge, and the members argued">`,
        `<h1>Council news</h1><div class="article-body">${prose("the bridge")}${prose("the school")}</div>`,
      ),
      "https://news.example/council",
    ).prompt;
    expect(first).not.toContain("Summary:");
    expect(first.split("The council met on Tuesday to discuss the bridge").length).toBe(2);
  });

  it("leaves out a call to give to the site between the paragraphs; an article's own sentence that links a charity's donation page stays", () => {
    const appeal =
      '<div class="x1" data-index="1"><span class="support"><b>Please help us out :<br> Will you offer us a hand? Every gift, regardless of size, fuels our future.<br>Your contribution keeps us independent of owners and lets us report without bias, and it keeps the news free for everyone who reads it.<br><a href="https://pay.example/donate/?id=1">You can support us for as little as $1.</a><br> Thank you.</b></span></div>';
    const text = mainText(
      `<article><h1>Council news</h1>${prose("the bridge")}${prose("the school")}${appeal}${prose("the library")}</article>`,
    );
    expect(text).toContain("discuss the library");
    expect(text).not.toContain("Every gift");
    expect(text).not.toContain("Please help us out");
    // German, in a box of its own with a paragraph inside.
    const german = mainText(
      `<article><h1>Council news</h1>${prose("the bridge")}<div class="box"><p>Unterstützen Sie unsere Arbeit mit einer Spende: Unabhängiger Journalismus kostet Geld, und jeder Beitrag, ob groß oder klein, hilft uns, weiter für alle frei zu berichten.</p><p><a href="/spenden">Jetzt spenden</a></p></div>${prose("the school")}${prose("the library")}</article>`,
    );
    expect(german).not.toContain("Unterstützen Sie unsere Arbeit");
    expect(german).toContain("discuss the school");
    // The article's own sentences: the link in a long paragraph, or a short one that does not speak for the site.
    const charity =
      '<p>The Red Cross asked people to give to its <a href="https://aid.example/donate">flood appeal</a>.</p>';
    const own = mainText(
      `<article><h1>Council news</h1>${prose("the bridge")}${charity}${prose("the school")}${prose("the library")}</article>`,
    );
    expect(own).toContain("The Red Cross asked people to give to its flood appeal.");
    // A closing note that thanks its sources and asks for gifts in one paragraph is the article's.
    const note = mainText(
      `<article><h1>Council news</h1>${prose("the bridge")}${prose("the school")}${prose("the library")}<p><em>This article builds on research by our two reporters. Such research costs time and money: <a href="/donate">we welcome gifts</a>.</em></p></article>`,
    );
    expect(note).toContain("This article builds on research by our two reporters.");
  });

  it("leaves out a paywall's prompt after the paragraphs and an ad slot's labels between them, each alone on its line", () => {
    const text = mainText(
      `<article><h1>Council news</h1>${prose("the bridge")}` +
        `<div class="slot"><div><p class="label">Advertisement</p><p>Article continues below this ad</p></div><div data-block-type="ad"></div></div>` +
        `${prose("the school")}<p>Subscribers already know the bridge will close for a week in May, the mayor told the meeting.</p>` +
        `<div class="relative subscribe_continue">To continue reading, please login or subscribe to Town Times</div><a href="https://subscribe.news.example/?p=1">Get 6 Months of Unlimited Access for $1</a></article>`,
    );
    expect(text.split("\n")).toEqual([
      "The council met on Tuesday to discuss the bridge, and the members argued for two hours about what it would cost the town, who would pay for it and when the work could start.",
      "The council met on Tuesday to discuss the school, and the members argued for two hours about what it would cost the town, who would pay for it and when the work could start.",
      "Subscribers already know the bridge will close for a week in May, the mayor told the meeting.",
    ]);
  });

  it("reads the page's own story where it appends the next stories, each an article with its own heading", () => {
    const next = `<article><h1>Storm closes the harbour</h1><p>The harbour closed on Wednesday as the storm reached the coast, and the ferries stayed in port until the wind dropped below the limit set by the harbour master.</p></article>`;
    const text = mainText(
      `<article><h1>Council news</h1>${prose("the bridge")}${prose("the school")}${prose("the library")}</article>${next}${next.replaceAll("harbour", "airport")}`,
    );
    expect(text).toContain("discuss the library");
    expect(text).not.toContain("ferries");
    // A story whose heading sits in one article element and its text in the next (no heading of its own) is one story.
    const split = mainText(
      `<article><header><h1>Council news</h1></header></article><article>${prose("the bridge")}${prose("the school")}</article>`,
    );
    expect(split).toContain("discuss the bridge");
    expect(split).toContain("discuss the school");
  });

  it("leaves out an account's dialogs laid over the page, and a player's note on how long its clip stays online", () => {
    const dialogs =
      `<div class="b-dialog x-dialog-login"><section class="login-area"><h2>Forgot your password?</h2><p>You will shortly receive an e-mail from us with the steps to reset your password, and then you can sign in again with the new one.</p></section></div>` +
      `<div role="dialog"><p>Your registration was successful. Please confirm the link in the e-mail we sent you within 24 hours, so that we can finish setting up your account for you.</p></div>`;
    const text = mainText(
      `<article><h1>Council news</h1>${prose("the bridge")}${dialogs}${prose("the school")}<p>Video available until 28.02.2021</p>${prose("the library")}</article>`,
    );
    expect(text.split("\n")).toEqual([
      "The council met on Tuesday to discuss the bridge, and the members argued for two hours about what it would cost the town, who would pay for it and when the work could start.",
      "The council met on Tuesday to discuss the school, and the members argued for two hours about what it would cost the town, who would pay for it and when the work could start.",
      "The council met on Tuesday to discuss the library, and the members argued for two hours about what it would cost the town, who would pay for it and when the work could start.",
    ]);
    // A page's wrapper whose class only starts with the word ("dialog-off-canvas-main-canvas") is the page, and a
    // sentence that says how long an offer is available is the article's.
    const wrapped = mainText(
      `<div class="dialog-off-canvas-main-canvas"><article><h1>Council news</h1>${prose("the bridge")}<p>The offer is available until Friday.</p>${prose("the school")}</article></div>`,
    );
    expect(wrapped).toContain("discuss the bridge");
    expect(wrapped).toContain("The offer is available until Friday.");
  });

  it("leaves out a linked name's hover card inside a sentence, and keeps the name", () => {
    const card =
      '<span class="people"><a href="/people/ann-lee">Ann Lee</a><span class="people-block"><span><img src="/ann.jpg" alt=""><a href="/people/ann-lee">Ann Lee</a><a href="/news/1">Council votes on the bridge budget</a> <a href="/news/2">Mayor answers questions on the school</a></span></span></span>';
    const text = mainText(
      `<article><h1>Council news</h1><p>The council met on Tuesday, and Rep. ${card} (D-Town) said the members argued for two hours about what the bridge would cost the town and who would pay for it.</p>${prose("the school")}${prose("the library")}</article>`,
    );
    expect(text).toContain(
      "The council met on Tuesday, and Rep. Ann Lee (D-Town) said the members argued for two hours about what the bridge would cost the town and who would pay for it.",
    );
    expect(text).not.toContain("Council votes on the bridge budget");
    // Links in a sentence with words between them, and a picture's link of its own, are the sentence's.
    const links = mainText(
      `<article><h1>Council news</h1><p>The council met on Tuesday, and <span><img src="/a.jpg"><a href="/a">Ann Lee</a> and <a href="/b">Bo Chan</a></span> argued for two hours about what the bridge would cost the town and who would pay for it.</p>${prose("the school")}${prose("the library")}</article>`,
    );
    expect(links).toContain("The council met on Tuesday, and Ann Lee and Bo Chan argued for two hours");
  });

  it("keeps a paragraph whose words link elsewhere as a sentence of the article, never a teaser's link line", () => {
    const text = mainText(
      `<article><h1>Council news</h1>${prose("the bridge")}` +
        `<p>Jan Novak replaced Anna Kowalski, <a href="/people/kowalski">who had led the works office and the town's planning board for eight years.</a></p>` +
        `<p>The news is final. <a href="/statement">The town will close the old bridge to all cars and lorries</a> from the first of May.</p>` +
        `${prose("the school")}<p>Read more: <a href="/news/budget">The town's budget for the coming year, line by line.</a></p>` +
        `<p><a href="/news/bridge-vote">How each member of the council voted on the bridge and the school</a></p>${prose("the library")}` +
        `<p>This site uses a service to reduce spam. <a href="/privacy">Learn more about how the data of your comments is processed and stored</a>.</p>` +
        `<p><i>This is part 2 of "<a href="/news/part-1">The bridge and the money: what the town pays for it, year by year</a>", published here last week.</i></p></article>`,
    );
    expect(text.split("\n")).toEqual([
      "The council met on Tuesday to discuss the bridge, and the members argued for two hours about what it would cost the town, who would pay for it and when the work could start.",
      "Jan Novak replaced Anna Kowalski, who had led the works office and the town's planning board for eight years.",
      "The news is final. The town will close the old bridge to all cars and lorries from the first of May.",
      "The council met on Tuesday to discuss the school, and the members argued for two hours about what it would cost the town, who would pay for it and when the work could start.",
      "The council met on Tuesday to discuss the library, and the members argued for two hours about what it would cost the town, who would pay for it and when the work could start.",
    ]);
  });

  it("reads a line of names and their initials as no paragraph of prose, however long", () => {
    const names = Array.from(
      { length: 24 },
      (_, index) => `Anna ${String.fromCharCode(65 + index)}. Novak, Town College, `,
    ).join("");
    expect(isProse(names)).toBe(false);
    expect(isProse(`${names}and 40 more signed the letter.`)).toBe(false);
    expect(
      isProse(
        "The council met on Tuesday. Mr. B. Novak of the works office said the bridge would close in May, and the members argued for two hours about what it would cost the town.",
      ),
    ).toBe(true);
  });

  it("joins the part of an article after a table of figures to the part Readability kept", () => {
    const part = (topic: string) =>
      `The council met on Tuesday to discuss ${topic}, and the members argued for two hours about what it would cost the town, who would pay for it and when the work could start.`;
    const kept = [part("the bridge"), "## The costs", part("the school")].join("\n");
    const page = [
      "- Home",
      kept,
      "| | Bridge | School |",
      "| --- | --- | --- |",
      "| Cost | 2 million | 3 million |",
      "| Years | 2 | 3 |",
      part("the library"),
      "## What comes next",
      part("the road"),
      "- Imprint",
    ].join("\n");
    expect(withSplitParts(kept, page).split("\n")).toEqual([
      part("the bridge"),
      "## The costs",
      part("the school"),
      part("the library"),
      "## What comes next",
      part("the road"),
    ]);
  });

  it("ends the text before a heading it would end on, and without the page's rights notice", () => {
    const text = mainText(
      `<article><h1>Council news</h1>${prose("the bridge")}<h2>The vote</h2>${prose("the school")}` +
        `<h3>More tours in the region</h3><div class="teasers"><a href="/a">A walk by the river</a> <a href="/b">The old mill</a></div>` +
        `<p>© 2020 Town Times Inc. All Rights Reserved.</p></article>`,
    );
    expect(text.split("\n")).toEqual([
      "The council met on Tuesday to discuss the bridge, and the members argued for two hours about what it would cost the town, who would pay for it and when the work could start.",
      "## The vote",
      "The council met on Tuesday to discuss the school, and the members argued for two hours about what it would cost the town, who would pay for it and when the work could start.",
    ]);
    // A quote the page sets as a heading at the end is the article's sentence.
    const quoted = mainText(
      `<article><h1>Council news</h1>${prose("the bridge")}${prose("the school")}<h4>The bridge will stand for a hundred years. That is what we pay for.</h4></article>`,
    );
    expect(quoted.split("\n").at(-1)).toBe("## The bridge will stand for a hundred years. That is what we pay for.");
  });

  it("reads words written in ruby without their readings (Japanese furigana)", () => {
    const text = mainText(
      `<article><h1>Council news</h1><p><ruby>子<rt>こ</rt></ruby>どもへの<ruby>虐待<rp>(</rp><rt>ぎゃくたい</rt><rp>)</rp></ruby>をなくすための<ruby>法律<rt>ほうりつ</rt></ruby>ができて、<ruby>親<rt>おや</rt></ruby>が<ruby>子<rt>こ</rt></ruby>どもを<ruby>教育<rt>きょういく</rt></ruby>するために、たたいたり<ruby>蹴<rt>け</rt></ruby>ったりする<ruby>体罰<rt>たいばつ</rt></ruby>を<ruby>禁止<rt>きんし</rt></ruby>することになりました。</p>${prose("the bridge")}</article>`,
    );
    expect(text).toContain("子どもへの虐待をなくすための法律ができて、親が子どもを教育するために、");
  });
});

describe("shops without structured data, as any shop builds them (seventh round)", () => {
  // A product page without data: a heading, a price beside a buy button, and the block under test.
  const shop = (
    name: string,
    body: string,
    buyBox = '<span class="price">10,83 €</span><button>In den Warenkorb</button>',
  ) => read(page(`<title>${name}</title>`, `<h1>${name}</h1>\n<div class="offer">${buyBox}</div>\n${body}`)).prompt;

  it("a brand shown only as the maker's logo in a brand block or link; a row of many makers' logos names none", () => {
    const logo = shop(
      "ThinkPad 14 Sleeve",
      `<div id="manufacturer_info"><h3>Herstellerinfos:</h3><div class="manufacturer_image">
       <a href="/Manufacturer/Lenovo"><img src="/m/33912.gif" alt="Lenovo"></a></div></div>`,
    );
    expect(logo).toContain("Brand: Lenovo\n");
    const linked = shop(
      "Fitted Sleeve",
      '<a href="/index.php?manufacturers_id=7" title="Lenovo"><img src="/l.gif"></a>',
    );
    expect(linked).toContain("Brand: Lenovo\n");
    const carousel = shop(
      "Fitted Sleeve",
      '<div class="brands-slider"><a href="/brand/lenovo"><img alt="Lenovo"></a><a href="/brand/asus"><img alt="Asus"></a></div>',
    );
    expect(carousel).not.toContain("Brand:");
    // The shop's own logo in a navigation bar classed "navbar-brand" is no maker.
    expect(
      shop("Fitted Sleeve", '<div class="navbar-brand"><a href="/"><img alt="Sleeves4U"></a></div>'),
    ).not.toContain("Brand:");
  });

  it("a maker's label in another language with its value in the element after it", () => {
    const prompt = shop(
      "Эхолот Humminbird 788cxi",
      '<div class="maker">Производитель:<a href="/manufacturer/humminbird_49.html">Humminbird</a> <img src="/flag.gif">&nbsp;США</div>',
    );
    expect(prompt).toContain("Brand: Humminbird\n");
    for (const [label, maker] of [
      ["Hersteller:", "Bosch"],
      ["Výrobce:", "Philips"],
      ["Gyártó:", "Samsung"],
      ["Producent:", "Bosch"],
    ])
      expect(shop("Gerät 2000", `<p>${label} <b>${maker}</b> (Europa)</p>`)).toContain(`Brand: ${maker}\n`);
  });

  it("'Key:value' lines in plain divs, and a label with its value on the next line", () => {
    const lines = shop(
      "Эхолот Humminbird 788cxi",
      `<div class="text-01"><div><strong>Основные характеристики:</strong></div><div>&nbsp;</div>
       <div><div>Диагональ экрана:5&quot;</div><div>Тип экрана:TFT&nbsp;</div><div>Максимальная глубина, м:457</div></div></div>`,
    );
    expect(lines).toContain('- Диагональ экрана: 5"\n');
    expect(lines).toContain("- Тип экрана: TFT\n");
    expect(lines).toContain("- Максимальная глубина, м: 457");
    const twoLines = shop(
      "UDG Creator Stand",
      `<p>Folded<br>only 4.5 cm thick when folded<br>Weight<br>1.6 kg / 3.5 lbs <br>Stand fully extended</p>
       <div><div><span>Modellnummer:</span></div><div>4X40E48910</div><div>EAN:</div><div>0887942877477</div></div>`,
    );
    expect(twoLines).toContain("- Weight: 1.6 kg / 3.5 lbs\n");
    expect(twoLines).toContain("- Modellnummer: 4X40E48910\n");
    expect(twoLines).not.toContain("Folded:");
    // One "Key: value" line alone is no list of specifications (a hotline, a currency menu), nor a status before a
    // price.
    const alone = shop(
      "UDG Creator Stand",
      "<div><div>Hotline: 0800 123 456</div><div>Mo-Fr 9-18</div></div><div><div>MY CURRENCY:</div><div>GBP</div></div><p>Sold Out<br>0 kr</p>",
    );
    expect(alone).not.toContain("Hotline");
    expect(alone).not.toContain("CURRENCY");
    expect(alone).not.toContain("Sold Out:");
    // The shop's basket widget is no specification of the product, in a table as anywhere.
    const basket = shop(
      "UDG Creator Stand",
      "<table><tr><td>Your shopping basket:</td><td>0</td></tr><tr><td>Material:</td><td>Aluminium</td></tr></table>",
    );
    expect(basket).not.toContain("basket");
    expect(basket).toContain("- Material: Aluminium");
  });

  it("the condition the buy box states in words, in other languages; a 'New arrivals' line says nothing", () => {
    const stated = (words: string) =>
      shop(
        "Pack PS4 500 Go",
        "",
        `<h4>${words}</h4><span class="price">399,99 €</span><button>Ajouter au panier</button>`,
      );
    expect(stated("Vendu neuf par <br>Jeux Vidéo Shop")).toContain("Condition: new\n");
    expect(stated("Zustand: Neu")).toContain("Condition: new\n");
    expect(stated("Használt")).toContain("Condition: used\n");
    expect(stated("Б/у")).toContain("Condition: used\n");
    expect(stated("Nuevo")).toContain("Condition: new\n");
    expect(stated("New arrivals this week")).not.toContain("Condition:");
  });

  it("stock words in many languages, and their negations", () => {
    for (const words of ["Skladem", "Na stanie", "Raktáron", "En stock", "Auf Lager", "Disponible", "В наличии"])
      expect(plainAvailability(words), words).toBe("in stock");
    for (const words of [
      "Není skladem",
      "Brak na stanie",
      "Nincs raktáron",
      "Not in stock",
      "Slut i lager",
      "Ikke på lager",
    ])
      expect(plainAvailability(words), words).toBe("out of stock");
    expect(plainCondition("Használt")).toBe("used");
    expect(plainCondition("Új")).toBe("new");
    expect(plainCondition("Ujjlenyomat")).toBeUndefined();
    // The buy box's own words that the stock is gone outrank a live-looking button.
    expect(
      shop("Kamera X1", "", '<span class="price">19 900 Ft</span> <p>Nincs raktáron</p> <button>Kosárba</button>'),
    ).toContain("Availability: out of stock");
  });

  it("a price comparison's offers from several shops: the product can be bought", () => {
    const { prompt } = read(
      page(
        "<title>DPS Titan 8</title>",
        `<div itemscope itemtype="http://schema.org/Product"><h1 itemprop="name">DPS Titan 8</h1>
         <div itemprop="offers" itemscope itemtype="http://schema.org/AggregateOffer"><a href="#webshops">12 ajánlat</a>
         <meta itemprop="lowPrice" content="19 900 Ft"><meta itemprop="offerCount" content="12">
         <meta itemprop="priceCurrency" content="HUF"></div></div>`,
      ),
    );
    expect(prompt).toContain("Availability: in stock");
  });
});

describe("shop pages as a person reads them: the name over the buy box, the price to pay, the stated condition (eighth session)", () => {
  const prompt = (head: string, body: string) => read(page(head, body)).prompt;

  it("the name a shop marks and repeats for its product, over a title of search words or a caption", () => {
    // (no <h1>: the name is a span styled as one, repeated by the breadcrumb's last step)
    const marked = prompt(
      "<title>Gold engagement ring with diamonds</title>",
      `<div class="breadcrumbs"><a href="/">Home</a> <a href="/rings/">Rings</a> <strong><span>Charm - Ring with diamonds 0.72 ct</span></strong></div>
       <div class="product-name"><span class="h1">Charm - Ring with diamonds 0.72 ct&nbsp;&nbsp;</span></div>
       <p class="price">9 900,00 zł</p><button>Do koszyka</button>
       <h2>You may also like</h2><h3 class="product-name"><a href="/r2">Gold engagement ring with diamond 0.45 ct</a></h3>`,
    );
    expect(marked).toContain("Product: Charm - Ring with diamonds 0.72 ct\n");
    // (a heading cell the main image's text repeats, where the title's first part is the scent alone and a caption
    // under the image names it short)
    const cell = prompt(
      "<title>Eau Duelle | Diptyque | Women | Eau De Toilette Spray 3.4 oz | PerfumeMart</title>",
      `<table><tr><td class="page_headers">Eau Duelle by Diptyque Eau De Toilette Spray 3.4 oz for Women</td></tr>
       <tr><td><img src="/p.jpg" alt="Eau Duelle by Diptyque Eau De Toilette Spray 3.4 oz for Women"><div class="item">Eau Duelle by Diptyque</div></td></tr>
       <tr><td><div class="price">$113.95</div><input type="button" value="Add to Cart"></td></tr></table>`,
    );
    expect(cell).toContain("Product: Eau Duelle by Diptyque Eau De Toilette Spray 3.4 oz for Women\n");
    // (a title that names the shop's catalogue: the name nearest above the buy button, not the title)
    const catalogue = prompt(
      "<title>Cosmetics catalogue</title>",
      `<p class="sectionname">New arrivals</p><p class="fullname">Pore Tightening Cooling Mist, 150ml</p>
       <a href="/big.jpg" title="Pore Tightening Cooling Mist, 150ml"><img src="/s.jpg"></a>
       <div><p class="cost">870 руб</p><input type="submit" value="В корзину"></div>`,
    );
    expect(catalogue).toContain("Product: Pore Tightening Cooling Mist, 150ml\n");
    const health = read(
      page(
        "<title>Healthshop - Health for all</title>",
        `<h1>Health services</h1><ul><li>Cardiology</li></ul>
         <h1>Orthopaedic insoles made to measure with a gait analysis</h1><span class="price">270,00 Kn</span><button>Kupi</button>`,
      ),
      "https://www.healthshop.example/insoles-380",
    ).prompt;
    expect(health).toContain("Product: Orthopaedic insoles made to measure with a gait analysis\n");
    // (a title that names the product, over a category's heading above the buy button)
    const category = prompt(
      "<title>Trail Runner 3 GTX</title>",
      '<h1>Running shoes</h1><span class="price">$120.00</span><button>Add to cart</button>',
    );
    expect(category).toContain("Product: Trail Runner 3 GTX\n");
  });

  it("an Open Graph title with the shop's words gives way to the page's heading it holds", () => {
    const social = prompt(
      `<meta property="og:type" content="product"><meta property="og:title" content="9' Crank Tilt Patio Umbrella - Black 6468744 | ChristmasCentral">`,
      `<h1>9' Crank Tilt Patio Umbrella - Black</h1><span class="price">$174.99</span><button>Add to Cart</button>`,
    );
    expect(social).toContain("Product: 9' Crank Tilt Patio Umbrella - Black\n");
  });

  it("a price whose own label names another price (list price, saving, delivery, a bundle) is not the price to pay", () => {
    const rows = prompt(
      "<title>Eau Duelle</title>",
      `<h1>Eau Duelle</h1><table><tr><td class="price-info"><strong>Retail Price:</strong> $125.00</td></tr>
       <tr><td class="price-info"><strong>Your Savings:</strong> $11.05</td></tr>
       <tr><td class="price-info"><strong>Your Price:</strong> <div class="price">$113.95</div></td></tr></table>
       <input type="button" value="Add to Cart">`,
    );
    expect(rows).toContain("Price: $113.95\n");
    const delivery = prompt(
      "<title>Nachtkommode JULIETTA</title>",
      `<h1>Nachtkommode JULIETTA</h1><div class="box"><span class="amount">69,99 €</span><button>In den Warenkorb</button>
       <dl><dt>Versanddauer:</dt><dd>1 bis 5 Wochen</dd><dt>Versandkosten:</dt><dd>29,00 €</dd></dl></div>`,
    );
    expect(delivery).toContain("Price: 69,99 €\n");
    const first = prompt(
      "<title>Nachtkommode JULIETTA</title>",
      `<h1>Nachtkommode JULIETTA</h1><div class="box"><dl><dt>Versandkosten:</dt><dd>29,00 €</dd></dl>
       <button>In den Warenkorb</button></div>`,
    );
    expect(first).not.toContain("Price: 29,00");
    // A tax and delivery note after the price to pay is that price's own.
    const note = prompt(
      "<title>Eckcouch MARY</title>",
      '<h1>Eckcouch MARY</h1><div class="price">729,00 € inkl. 19% MwSt. zzgl. Versandkosten</div><button>In den Warenkorb</button>',
    );
    expect(note).toContain("Price: 729,00 €");
    const bundle = prompt(
      "<title>French Vanilla Coffee</title>",
      `<h1>French Vanilla Coffee</h1><div><span class="price">Price for both: $17.98</span><a>Add Both to Cart</a></div>
       <div><span class="price">$8.99</span><button>Add to Cart</button></div>`,
    );
    expect(bundle).toContain("Price: $8.99\n");
  });

  it("a price written in pieces, or as a bare figure in the page's one currency", () => {
    const pieces = prompt(
      "<title>Cooling Mist</title>",
      '<h1>Cooling Mist</h1><div><p class="cost"><span class="value">870</span><br>руб</p><input type="submit" value="В корзину"></div>',
    );
    expect(pieces).toContain("Price: 870 руб\n");
    const bare = prompt(
      "<title>Nachtkommode JULIETTA</title>",
      `<div class="mini-cart"><p class="price">0,00&nbsp;€</p></div><h1>Nachtkommode JULIETTA</h1>
       <span class="currentPrice">69.<sup>99</sup></span><button>In den Warenkorb</button>
       <p>Alle Preise in Euro (&euro;) inkl. MwSt.</p>`,
    );
    expect(bare).toContain("Price: 69.99 €\n");
    // (a page of prices in two currencies says no one currency for a bare figure)
    const mixed = prompt(
      "<title>Nachtkommode JULIETTA</title>",
      `<p>$1.00</p><p>1,00 €</p><h1>Nachtkommode JULIETTA</h1><span class="currentPrice">69.<sup>99</sup></span><button>In den Warenkorb</button>`,
    );
    expect(mixed).not.toContain("69.99");
  });

  it("a block headed as other products' is theirs: its cards make no list of products and give no price", () => {
    const cards = [1, 2, 3, 4]
      .map(
        (n) =>
          `<li><a href="/p-${n}.html"><img alt="Pan ${n}"></a><a href="/p-${n}.html">Pan ${n}</a><span class="cost">$${n}.99</span></li>`,
      )
      .join("");
    const { facts, prompt: text } = read(
      page(
        "<title>3-D Cupcake Pan by Wilton</title>",
        `<div class="block"><h3>Recommended Products</h3><ul class="grid">${cards}</ul></div>
         <h1>3-D Cupcake Pan by Wilton</h1><ul><li class="up">Availability: <span class="gray">In Stock</span></li></ul>
         <div><ul><li>Our Price</li><li><h2>$30.99</h2></li></ul><input type="submit" class="add_cart" value=""></div>`,
      ),
      "https://shop.example/large-cupcake-pan-p-21785.html",
    );
    expect(facts.kind).toBe("retailer-product");
    expect(text).toContain("Price: $30.99\n");
    expect(text).toContain("Availability: in stock\n");
  });

  it("a sentence that says the item is brand new gives its condition; 'like new' and a used item's words do not", () => {
    const said = (words: string) =>
      prompt(
        "<title>Patio Umbrella</title>",
        `<h1>Patio Umbrella</h1><span class="price">$174.99</span><button>Add to Cart</button><p>Octagon canopy.<br>${words}</p>`,
      );
    expect(said("This is brand new, perfect, first quality merchandise.")).toContain("Condition: new\n");
    expect(said("Brand new in box.")).toContain("Condition: new\n");
    expect(said("Used twice, it looks brand new.")).not.toContain("Condition:");
    expect(said("The umbrella is like new.")).not.toContain("Condition:");
    expect(said("This is brand new but used once.")).not.toContain("Condition:");
  });

  it("a classified ad whose seller one writes to in Hungarian is for sale", () => {
    const ad = prompt(
      "<title>Stekker</title>",
      `<div itemscope itemtype="http://schema.org/Product"><h1 itemprop="name">Stekker</h1>
       <div>Ár: <span class="price">2 000 Ft</span></div><a class="btn" href="#reply">Kapcsolat a hirdetővel</a></div>`,
    );
    expect(ad).toContain(
      "Availability: available: listed for sale, bought by contacting the seller (no stock status read from the page)\n",
    );
  });
});

describe("forum software of the eighth round", () => {
  // A post as ProBoards lays it out: the writer's card in a cell of its own ("mini-profile" with the profile link, its
  // post count and custom fields), "Post by X on <date>" over the message, an options menu and the post's likes.
  const cardPost = (id: number, name: string, text: string, { menu = "", likes = "" } = {}) =>
    `<tr class="item post"><td><table><tr><td class="left-panel"><div class="mini-profile"><a href="/user/${id}" class="user-link">${name}</a><br>User<div class="info">Posts: ${id}75 U.S.G.N. ID: 63884</div></div></td>
     <td class="content"><article><div class="content-head"><span class="date">Nov 26, 2017</span>${likes}${menu}</div><h3 class="title">Post by ${name} on <abbr class="o-timestamp time">Nov 26, 2017 6:15:43 GMT</abbr></h3><div class="message">${text}</div></article></td></tr></table></td></tr>`;
  const board = (posts: string, after = "") =>
    page(
      "<title>Script Bug | Game Forum</title>",
      `<div class="container posts"><h1>Script Bug</h1><table class="list"><tbody>${posts}</tbody></table></div>${after}`,
    );

  it("reads a post beside its writer's card, not the card's post count and custom fields", () => {
    const { prompt } = read(
      board(
        cardPost(49, "Ringo Rampage", "I was in spectator mode and my level went from 79 to 1.") +
          cardPost(98, "ghost", "Wow someone with the same problem as mine."),
      ),
      "https://forum.example/thread/223/script-bug",
    );
    expect(prompt).toContain("Posted by: Ringo Rampage");
    expect(prompt).toContain("- [ghost] Wow someone with the same problem as mine.");
    expect(prompt).not.toContain("U.S.G.N.");
  });

  it("reads a post's text without its heading that says when it was posted (Invision's 'Posted … #6')", () => {
    const post = (name: string, text: string, number: number) =>
      `<div class="post_block"><div class="author_info"><span class="author vcard"><a href="/user/${number}-${name}/">${name}</a></span></div><div class="post_body"><h3><p class="posted_info">Posted <abbr class="published">07 December 2015 - 01:13 AM</abbr></p><ul><li class="post_id"><a href="#entry${number}">#${number}</a></li></ul></h3><div class="post entry-content">${text}</div></div></div>`;
    const { prompt } = read(
      page(
        "<title>Bongs vs. Bubblers - Forum</title>",
        `<h1>Bongs vs. Bubblers</h1>${post("yertle", "I just realized I have no idea where the difference lies.", 1)}${post("Dr.Fumbles", "That's false, lots of them have removable bowls.", 6)}`,
      ),
      "https://forum.example/qa/1390809-bongs-vs-bubblers.html",
    );
    expect(prompt).toContain("- [Dr.Fumbles] That's false, lots of them have removable bowls.");
  });

  it("names no writer by a link in a post's options menu or its likes", () => {
    const menu = (id: number) => `<ul class="options_menu hide"><li><a href="/user/${id}/gift">Give Gift</a></li></ul>`;
    const { prompt } = read(
      board(
        cardPost(49, "Ringo Rampage", "I was in spectator mode and my level went from 79 to 1.", { menu: menu(49) }) +
          cardPost(98, "ghost", "Wow someone with the same problem as mine.", {
            menu: menu(98),
            likes: '<span class="likes"><a href="/user/71" class="user-link">EndHistory</a></span>',
          }),
      ),
      "https://forum.example/thread/223/script-bug",
    );
    expect(prompt).toContain("Posted by: Ringo Rampage");
    expect(prompt).toContain("- [ghost] Wow someone with the same problem as mine.");
    expect(prompt).not.toContain("Give Gift");
    expect(prompt).not.toContain("EndHistory");
  });

  it("reads the thread's posts, not the lines of a chat box beside it", () => {
    const shout = (id: number, name: string, text: string) =>
      `<div class="shoutbox-post"><a href="/user/${id}" class="user-link">${name}</a>: <span class="message">${text}</span></div>`;
    const { prompt } = read(
      board(
        cardPost(49, "Ringo Rampage", "I was in spectator mode and my level went from 79 to 1.") +
          cardPost(98, "ghost", "Wow someone with the same problem as mine."),
        `<div id="chatbox"><div class="shoutbox">${shout(128, "invincible", "i think lelu was the one i gave my account to")}${shout(131, "Absolute", "that id should still have the account used to apply")}${shout(30, "gummy", "The id belonged to someone else but was given away")}</div></div>`,
      ),
      "https://forum.example/thread/223/script-bug",
    );
    expect(prompt).toContain("- [ghost] Wow someone with the same problem as mine.");
    expect(prompt).not.toContain("[invincible]");
    expect(prompt).not.toContain("[gummy]");
  });

  // A post as XenForo 2 lays it out: data-author on the post, the writer's card, the text in "bbWrapper".
  const message = (name: string, text: string) =>
    `<article class="message message--post" data-author="${name}"><div class="message-cell message-cell--user"><h4 class="message-name"><a href="/members/${name}.1/" class="username">${name}</a></h4><div class="message-userExtras"><dl><dt>Messages</dt><dd>419</dd></dl></div></div>
     <div class="message-cell message-cell--main"><div class="message-main"><div class="message-content"><div class="message-userContent"><article class="message-body js-selectToQuote"><div class="bbWrapper">${text}</div></article></div></div></div></div></article>`;
  const mention = '<a href="/members/15839/" class="username" data-username="@Gus">@Gus</a>';

  it("reads a reply's own words beside a quote that mentions another member, and no mention as a writer", () => {
    const quote = `<blockquote class="bbCodeBlock bbCodeBlock--quote"><div class="bbCodeBlock-title"><a href="/goto/post?id=1">circumspice said:</a></div><div class="bbCodeBlock-content"><div class="bbCodeBlock-expandContent">${mention} may have some recommendations for travel pants in this vein.</div></div></blockquote>`;
    const { prompt } = read(
      page(
        "<title>wool blend jeans? | Forum</title>",
        `<h1>wool blend jeans?</h1>${message("Ennius", "Anyone know of good wool blend casual pants in a classic cut?")}${message("circumspice", `${mention} may have some recommendations for travel pants in this vein.`)}${message("Ennius", `${quote}thanks, alas I cannot find that thread`)}`,
      ),
      "https://forum.example/threads/wool-blend-jeans.656128/",
    );
    expect(prompt).toContain("- [circumspice] @Gus may have some recommendations");
    expect(prompt).toContain("- [Ennius] thanks, alas I cannot find that thread");
    expect(prompt).not.toContain("[@Gus]");
  });

  it("reads no box of a sidebar as a post ('Latest member'), inside a layout classed 'withSidebar'", () => {
    const { prompt } = read(
      page(
        "<title>wool blend jeans? | Forum</title>",
        `<div class="p-body-main p-body-main--withSidebar xb-sidebar-default"><div class="p-body-content"><h1>wool blend jeans?</h1>${message("Ennius", "Anyone know of good wool blend casual pants in a classic cut?")}${message("circumspice", "Not finding much in search, unfortunately.")}</div>
         <div class="p-body-sidebar"><div class="block"><h3>Forum statistics</h3><div class="block-body"><dl><dt>Threads</dt><dd>432,549</dd></dl><dl><dt>Messages</dt><dd>9,274,637</dd></dl><dl><dt>Latest member</dt><dd><a href="/members/thomasjain.319676/" class="username">thomasjain</a></dd></dl></div></div></div></div>`,
      ),
      "https://forum.example/threads/wool-blend-jeans.656128/",
    );
    expect(prompt).toContain("- [circumspice] Not finding much in search, unfortunately.");
    expect(prompt).not.toContain("thomasjain");
  });

  it("reads an article of a forum's article section (a work with a headline in its data) as an article with its writer", () => {
    const { facts, prompt } = read(
      page(
        `<title>Raubfisch-Rute im Test | Anglerforum</title><meta property="og:type" content="article"><script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@type": "CreativeWorkSeries", headline: "Raubfisch-Rute im Test", dateCreated: "2022-01-21T12:25:31+01:00", author: { "@type": "Person", name: "Catch more fish" } })}</script>`,
        `<div class="p-body-header"><div class="contentRow-main"><h1>Raubfisch-Rute im Test</h1><ul><li><span>Autor</span> <a href="/members/catch-more-fish.210716/" class="username">Catch more fish</a></li><li><span>Erscheinungsdatum</span> <time datetime="2022-01-21T12:25:31+0100">21. Januar 2022</time></li><li>Schlagworte angeln hecht rute</li></ul></div></div>
         <div class="articleBody"><div class="bbWrapper">${"Von dem Bassmaster-Gewinner wurde eine Rutenserie für den europäischen Markt entworfen, und wir haben sie am Wasser getestet. ".repeat(5)}</div></div>
         <div class="block"><div class="block-body"><dl><dt>Autor</dt><dd><a href="/members/catch-more-fish.210716/" class="username">Catch more fish</a></dd></dl><dl><dt>Aufrufe</dt><dd>492</dd></dl><dl><dt>Aktualisiert</dt><dd>21. Januar 2022</dd></dl></div></div>`,
      ),
      "https://forum.example/ams/raubfisch-rute-im-test.434/",
    );
    expect(facts.kind).toBe("web-page");
    expect(prompt).toContain("Title: Raubfisch-Rute im Test");
    expect(prompt).toContain("Author: Catch more fish");
    expect(prompt).toContain("Published: 2022-01-21");
  });
});

describe("a thread as the ninth round's forums lay it out", () => {
  // A post as table-per-post forum software lays it out: the writer's card (name, join date, a custom title ending in
  // the member's joke signature with a price) beside the post's text.
  const tablePost = (id: number, name: string, text: string) =>
    `<table class="post" id="post${id}"><tr><td class="userinfo userid-${id}"><dl class="userinfo"><dt class="author">${name}</dt><dd class="registered">Jun 28, 2004</dd><dd class="title"><div class="bbc-center">She says dance, I dance<br><span class="bbc-spoiler">This space for rent - $9.95</span></div></dd></dl></td>
     <td class="postbody">${text}</td></tr><tr><td class="postdate"><a href="#post${id}">#</a> Sep 20, 2012 17:09</td><td class="postlinks"><ul class="profilelinks"><li><a href="member.php?action=getinfo&amp;userid=${id}">Profile</a></li><li><a href="newreply.php?postid=${id}">Quote</a></li></ul></td></tr></table>`;

  const quoted =
    '<div class="bbc-block"><h4><a class="quote_link" href="/showthread.php?goto=post&postid=41#post41">cougar cub posted:</a></h4><blockquote>the lifts open on Saturday</blockquote></div>';

  it("reads a thread whose members' cards each show a price (a joke signature), not a shop's list of products", () => {
    const { facts, prompt } = read(
      page(
        "<title>Ski season starts - The Forums</title>",
        `<div id="thread"><h1>Ski season starts</h1>${[1, 2, 3, 4].map((n) => tablePost(40 + n, n % 2 ? "cougar cub" : "Snowdrift", `Reply number ${n}: the lifts open on Saturday and the snow is deep enough on the upper runs.`)).join("")}${tablePost(45, "Majuju", `${quoted}<br> Only the upper runs, the lower ones are still closed.`)}</div>`,
      ),
      "https://forums.example/showthread.php?threadid=3507451&pagenumber=5",
    );
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("[Snowdrift] Reply number 2");
    expect(prompt).not.toContain("list of products");
    // (a quote headed by its writer's line, "X posted:", in a block of its own is not the reply's own words)
    expect(prompt).toContain("- [Majuju] Only the upper runs, the lower ones are still closed.");
  });

  it("titles a thread by the topic's heading the document's title names, not the site's name or a section's heading", () => {
    const posts = [1, 2, 3]
      .map(
        (n) =>
          `<div class="post"><div class="postprofile"><a href="/memberlist.php?mode=viewprofile&u=${n}" class="username">member${n}</a></div><div class="content">Post ${n}: try the FOR /F loop with tokens, it splits the string at the spaces for you.</div></div>`,
      )
      .join("");
    const siteFirst = read(
      page(
        "<title>Extract only the last word from a string - Batch.example</title>",
        `<div class="headerbar"><h1>Batch.example</h1></div><h2 class="topic-title"><a href="/viewtopic.php?t=5987">Extract only the last word from a string</a></h2>${posts}`,
      ),
      "https://www.batch.example/forum/viewtopic.php?t=5987",
    );
    expect(siteFirst.prompt).toContain("Thread title: Extract only the last word from a string");
    const sectionFirst = read(
      page(
        "<title>Game Works - Topic: Counter-Strike 2D 1.0.0.2</title>",
        `<h1><a href="forum.html">Forum</a></h1><h1>Counter-Strike 2D 1.0.0.2</h1>${posts}<h1>Game Works</h1>`,
      ),
      "https://www.gameworks.example/forum_posts.php?post=1",
    );
    expect(sectionFirst.prompt).toContain("Thread title: Counter-Strike 2D 1.0.0.2");
  });
});

describe("an article's writer where a one-writer site or its layout names it", () => {
  const prose = `<p>${"I have spent the last six days using the phone, and the experience has been a throwback to simpler times. ".repeat(4)}</p>`;

  it("reads the writer from a byline line of its own above the article ('By John Gruber' in a masthead)", () => {
    const { prompt } = read(
      page(
        '<title>Fireball: The Phone</title><meta property="og:title" content="The Phone">',
        `<div id="Banner"><a href="/">Fireball</a></div><div id="Sidebar"><p>By <strong>John&nbsp;Gruber</strong></p><ul><li><a href="/archive/">Archive</a></li></ul></div><div id="Main"><div class="article"><h1>The Phone</h1><h6>Wednesday, 26 February 2025</h6>${prose}</div></div>`,
      ),
      "https://blog.example/2025/02/the_phone",
    );
    expect(prompt).toContain("Author: John Gruber");
  });

  it("reads a mail archive's message: its sender before the link to write to them, and its date written as mail writes it", () => {
    const { prompt } = read(
      page(
        "<title> [PerlChina] Perl 5.10 release notes </title>",
        `<h1>[PerlChina] Perl 5.10 release notes</h1>\n<b>purl lamp</b> \n<a href="mailto:china-pm%40pm.org?Subject=Re" title="[PerlChina] Perl 5.10 release notes">lamp.purl at gmail.com</a><br>\n<i>Tue Jan  1 22:23:52 PST 2008</i>\n<p><ul><li>Next message: <a href="001127.html">[PerlChina] Perl 5.10</a></li></ul><hr>\n<pre>${"For development, everything is nothing beside my favourite thing, and the translation goes on. ".repeat(4)}</pre>`,
      ),
      "http://lists.example.org/pipermail/china-pm/2008-January/001126.html",
    );
    expect(prompt).toContain("Author: purl lamp");
    expect(prompt).toContain("Published: 2008-01-01");
  });

  it("reads a heading inside the article that rewords the page's short title", () => {
    const { prompt } = read(
      page(
        '<title>Die Ablehnung der Gendersprache » SciLogs - Wissenschaftsblogs</title><meta property="og:site_name" content="Die Engelbart-Galaxis">',
        `<header><h1><span>BLOG: </span><a href="/engelbart-galaxis/" rel="home">Die Engelbart-Galaxis</a></h1></header><article class="post"><header class="entry-header"><h1 class="entry-title">Die Ablehnung von “Gendersprache” – medial produziert</h1></header><p>${"Seit langem schon polemisiert der Verein gegen das, was man dort als Gendersprache bezeichnet. ".repeat(4)}</p></article>`,
      ),
      "https://blogs.example.de/engelbart-galaxis/die-ablehnung-der-gendersprache/",
    );
    expect(prompt).toContain("Title: Die Ablehnung von “Gendersprache” – medial produziert");
  });

  it("names no writer by a line that says 'By' before no name", () => {
    const { prompt } = read(
      page(
        '<title>Fireball: The Phone</title><meta property="og:title" content="The Phone">',
        `<div id="Sidebar"><p>By appointment only</p><p>By Editorial Team</p></div><div class="article"><h1>The Phone</h1>${prose}</div>`,
      ),
      "https://blog.example/2025/02/the_phone",
    );
    expect(prompt).not.toContain("Author:");
  });

  it("reads the writer's link of a post whose layout is classed with a sidebar and comments ('content-sidebar')", () => {
    const html = `<!doctype html><html><head><title>Acting Green - Eco Blog</title></head><body class="single-post content-sidebar comments-open"><div class="content-sidebar-wrap"><main class="content"><article class="post entry" itemscope itemtype="http://schema.org/CreativeWork"><header class="entry-header"><h1 class="entry-title" itemprop="headline">Acting Green</h1><p class="entry-meta"><time datetime="2008-01-05">January 5, 2008</time> <span class="entry-author" itemprop="author" itemscope itemtype="http://schema.org/Person"><a href="https://blog.example/author/mcmilker/" class="entry-author-link" itemprop="url" rel="author"><span class="entry-author-name" itemprop="name">mcmilker</span></a></span> <span class="entry-comments-link"><a href="#comments">25 Comments</a></span></p></header>${prose}</article></main><aside class="sidebar"><a href="https://blog.example/author/other/" rel="author">Someone Else</a></aside></div></body></html>`;
    const { prompt } = read(html, "https://blog.example/2008/01/05/acting-green/");
    expect(prompt).toContain("Author: mcmilker");
  });
});

describe("an article's text as a person reads it (eighth round)", () => {
  const sentence = (topic: string) =>
    `The council met on Tuesday to discuss ${topic}, and the members argued for two hours about what it would cost the town, who would pay for it and when the work could start.`;
  const mainText = (body: string) =>
    read(page("<title>Council news</title>", body), "https://news.example/council").prompt.split("Main text:\n")[1] ??
    "";

  it("reads the article after an icon drawn with a self-closing <title/> or left unclosed", () => {
    const icons =
      `<a href="/share" class="icon"><svg viewBox="0 0 24 24"><title/><path d="M0 0h24"/></svg></a>` +
      `<span class="pdf"><svg class="icon"><use href="#pdf"/></span>`;
    const text = mainText(
      `<header><h1>Council news</h1>${icons}</header><article><p>${sentence("the bridge")}</p><p>${sentence("the school")}</p></article>`,
    );
    expect(text).toContain("discuss the bridge");
    expect(text).toContain("discuss the school");
    expect(stripPageMarkup(`<div><svg><title/><g><title>Icon</title></g></svg><p>kept</p></div>`).markup).toBe(
      "<div><p>kept</p></div>",
    );
    expect(stripPageMarkup(`<div><svg><use/></div><p>kept</p>`).markup).toBe("<div></div><p>kept</p>");
    expect(stripPageMarkup(`<p>a<svg><use/><br>b</p>`).markup).toBe("<p>a<br>b</p>");
  });

  it("reads a post whose classes name its tags and categories (tag-credit-cards, category-related-stories)", () => {
    const text = mainText(
      `<h1>Council news</h1><div class="main"><article class="post-1234 post type-post hentry category-related-stories tag-credit-cards">` +
        `<div class="entry-content"><p>${sentence("the bridge")}</p><p>${sentence("the school")}</p><p>${sentence("the library")}</p></div></article></div>` +
        `<aside><p>Weather: sunny all week.</p></aside>`,
    );
    expect(text).toContain("discuss the school");
    expect(text).toContain("discuss the library");
  });

  it("reads text written outside paragraphs: lines split by <br>, a definition list of pros and cons", () => {
    const text = mainText(
      `<h1>Council news</h1><article class="story"><p>${sentence("the bridge")}</p>` +
        `The vote is due next week.<br>The mayor said she would <b>support</b> the plan.<br>` +
        `<a href="/x">Facebook</a> <a href="/y">Twitter</a> <a href="/z">Email this story</a><br>Advert<br>https://news.example/council<br>` +
        `<p>${sentence("the school")}</p><dl class="verdict"><dt>Pros</dt><dd>Fast charging and a bright screen</dd><dt>Cons</dt><dd>No headphone jack at all</dd></dl>` +
        `<p>${sentence("the library")}</p></article>`,
    );
    expect(text).toContain("The vote is due next week.\nThe mayor said she would support the plan.");
    expect(text).toContain("Fast charging and a bright screen\nNo headphone jack at all");
    for (const furniture of ["Email this story", "Advert", "https://news.example"])
      expect(text).not.toContain(furniture);
  });
});

describe("pricing pages as a person sees them: the shown tab, the name on the plans, tiers compared in blocks", () => {
  const card = (name: string, price: string) =>
    `<div class="plan-card"><h3>${name}</h3><div class="plan-price">${price}</div><ul><li>Unlimited boards</li></ul></div>`;

  it("reads the active tab's plans, not a pane the tab widget hides (a billing period's, a template's leftover)", () => {
    const html = page(
      "<title>Pricing | Acme</title>",
      `<section class="pricing"><div class="tabs-content">
         <div class="tab-pane active" role="tabpanel">${card("Monthly", "$9 per month")}${card("Yearly", "$90 per year")}</div>
         <div class="tab-pane" role="tabpanel">${card("Personal", "$29")}${card("Business", "$249")}</div>
       </div></section>`,
    );
    expect(
      readSaasLanding(html, "https://acme.example/pricing").pricing.map((plan) => [plan.name, plan.price]),
    ).toEqual([
      ["Monthly", "$9"],
      ["Yearly", "$90"],
    ]);
    // A framework's own marks ("w-tab-pane", "w--tab-active") say the same.
    const framework = html
      .replace('class="tab-pane active"', 'class="pricing-tab-pane w-tab-pane w--tab-active"')
      .replaceAll('class="tab-pane"', 'class="pricing-tab-pane w-tab-pane"')
      .replaceAll(' role="tabpanel"', "");
    expect(readSaasLanding(framework, "https://acme.example/pricing").pricing.map((plan) => plan.name)).toEqual([
      "Monthly",
      "Yearly",
    ]);
    // Panes none of which is marked active are all read: which one shows is not known.
    const unmarked = html.replace('class="tab-pane active"', 'class="tab-pane"');
    expect(readSaasLanding(unmarked, "https://acme.example/pricing").pricing.map((plan) => plan.name)).toEqual([
      "Monthly",
      "Yearly",
      "Personal",
      "Business",
    ]);
  });

  it("names the app as its plans write it where the title gives the site's short name from its address", () => {
    const plans = `<section class="pricing">${card("Oneboard Monthly", "0.99€")}${card("Oneboard Yearly", "12.99€")}</section>`;
    const name = (title: string, body: string, url = "https://1boardapp.example.io/pricing/") =>
      readSaasLanding(page(`<title>${title}</title>`, body), url).name;
    expect(name("Pricing | 1board", plans)).toBe("Oneboard");
    // The short name's letters inside the plans' word ("Taskly" in "Tasklyapp" plans).
    expect(
      name(
        "Pricing | taskly",
        `<section class="pricing">${card("Tasklyapp Solo", "$4")}${card("Tasklyapp Team", "$12")}</section>`,
        "https://taskly.example/pricing",
      ),
    ).toBe("Tasklyapp");
    // A tier word the plans share is no name, nor is a name the address does not give.
    expect(
      name(
        "Pricing | 1board",
        `<section class="pricing">${card("Team Monthly", "$1")}${card("Team Yearly", "$9")}</section>`,
      ),
    ).toBe("1board");
    expect(name("Pricing | Boardly", plans, "https://boardly.example/pricing/")).toBe("Boardly");
  });

  it("reads tiers compared as a table of blocks: names in a row, prices in a later row styled alike", () => {
    const compare = (prices: string) =>
      page(
        "<title>Pricing | Acme</title>",
        `<section class="pricing">${card("Acme Monthly", "$2")}${card("Acme Yearly", "$20")}</section>
         <div class="pricing-comparison">
           <div class="row"><div class="label">Category</div>
             <div class="tier-grid"><div class="tier">Acme Basic</div><div class="tier">Acme Plus</div></div></div>
           <div class="row"><div class="label">Unlimited boards</div>
             <div class="tier-grid"><div class="tier">✓</div><div class="tier">✓</div></div></div>
           <div class="tier-grid bottom">${prices}</div>
         </div>`,
      );
    const read = (html: string) =>
      readSaasLanding(html, "https://acme.example/pricing").pricing.map((plan) => [plan.name, plan.price]);
    expect(
      read(compare('<div class="cell"><b>0€</b> FREE</div><div class="cell"><b>0.99€</b> Starting price</div>')),
    ).toEqual([
      ["Acme Monthly", "$2"],
      ["Acme Yearly", "$20"],
      ["Acme Basic", "0€"],
      ["Acme Plus", "0.99€"],
    ]);
    // A row of other blocks (not styled as the names' row) gives no tiers; nor does a row with a cell without price.
    expect(
      read(
        compare('<div class="cell">0€</div><div class="cell">0.99€</div>').replace('"tier-grid bottom"', '"totals"'),
      ),
    ).toHaveLength(2);
    expect(read(compare('<div class="cell">0€</div><div class="cell">Ask us</div>'))).toHaveLength(2);
  });

  it("reads a plan named twice once, at its card's price, not at a comparison table's later figure under its name", () => {
    const html = page(
      "<title>Pricing | Acme</title>",
      `<section class="pricing">${card("Basic", "$14 per user/month")}${card("Professional", "$29 per user/month")}</section>
       <section class="pricing-table"><table>
         <tr><th>Feature</th><th>Basic</th><th>Professional</th></tr>
         <tr><th>Runs per month</th><td>1,000</td><td>10,000</td></tr>
         <tr><th>Cost per add-on user/month</th><td>$15 per user/month</td><td>$25 per user/month</td></tr>
       </table></section>`,
    );
    expect(
      readSaasLanding(html, "https://acme.example/pricing").pricing.map((plan) => [plan.name, plan.price]),
    ).toEqual([
      ["Basic", "$14"],
      ["Professional", "$29"],
    ]);
  });
});

describe("an article a page writes by script (ninth session)", () => {
  const sentence = (topic: string) =>
    `The council met on Tuesday to discuss ${topic}, and the members argued for two hours about what it would cost the town, who would pay for it and when the work could start.`;
  const body = ["the bridge", "the school", "the library", "the pool", "the park", "the road", "the tram"]
    .map(sentence)
    .join("\n");
  const mainText = (data: unknown, html: string) =>
    read(
      page(`<title>Council news</title><script type="application/ld+json">${JSON.stringify(data)}</script>`, html),
      "https://news.example/council",
    ).prompt.split("Main text:\n")[1] ?? "";
  const shell = `<h1>Council news</h1><div id="app"><figure><figcaption>The town hall on Tuesday. Photo: a reader</figcaption></figure><p>Opinion</p></div>`;

  it("reads the article's body from its data when the page shows a caption of it", () => {
    const text = mainText(
      { "@context": "https://schema.org", "@type": "NewsArticle", headline: "Council news", articleBody: body },
      shell,
    );
    expect(text).toContain(`${sentence("the bridge")}\n${sentence("the school")}`);
    expect(text).toContain("discuss the tram");
  });

  it("keeps the page's own text when it holds the article, and never reads markup from the data", () => {
    const own = `<h1>Council news</h1><article>${["the bridge", "the school", "the library"].map((topic) => `<p>${sentence(topic)}</p>`).join("")}</article>`;
    const withOwn = mainText({ "@type": "NewsArticle", articleBody: body }, own);
    expect(withOwn).toContain("discuss the library");
    expect(withOwn).not.toContain("discuss the tram");
    const marked = mainText({ "@type": "NewsArticle", articleBody: `<p>${body}</p>` }, shell);
    expect(marked).not.toContain("discuss the tram");
    expect(marked).not.toContain("<p>");
  });
});

describe("articles and threads as the ninth round's pages write them (tenth session)", () => {
  const comment = (name: string, text: string) =>
    `<li class="comment"><article class="comment-body" itemtype="https://schema.org/Comment" itemscope><footer class="comment-meta"><div class="comment-author vcard" itemprop="author" itemtype="https://schema.org/Person" itemscope><cite itemprop="name" class="fn">${name}</cite></div></footer><div class="comment-content" itemprop="text"><p>${text}</p></div></article></li>`;
  const comments = `<div class="comments-area"><ol class="comment-list">${comment("toddball", "So these are the best freestyle powder skis ever, but they will make one more?")}${comment("James", "Does this mean the two are going to part ways after this ski?")}</ol></div>`;

  it("reads a review its theme types as a microdata work with a headline as the article, its comments as comments", () => {
    const review = (itemType: string) =>
      read(
        page(
          "<title>2021-2022 Line Outline - Gear Reviews</title>",
          `<article class="post" itemtype="https://schema.org/${itemType}" itemscope><h1 class="entry-title" itemprop="headline">2021-2022 Line Outline</h1>
           <div class="entry-meta"><span class="byline">by <span class="author vcard" itemprop="author"><span itemprop="name">Luke Koppa</span></span></span></div>
           <div class="entry-content" itemprop="text"><p>Ski: 2021-2022 Line Outline, 186 cm</p><p>Available Lengths: 178, 186 cm</p><p>Core: Paulownia/Maple</p>
           <h2>Intro</h2><p>${"The Outline actually has slightly less tip and tail taper, presumably to increase float in deep snow. ".repeat(6)}</p></div></article>${comments}`,
        ),
        "https://reviews.example/gear-reviews/line-outline",
      );
    const work = review("CreativeWork");
    expect(work.facts.kind).toBe("web-page");
    expect(work.prompt).toContain("Title: 2021-2022 Line Outline");
    expect(work.prompt).toContain("Author: Luke Koppa");
    expect(work.prompt).toContain("presumably to increase float in deep snow");
    // (a type of no work, a page's section, says nothing: its comments with their writers are read as posts)
    expect(review("WPHeader").facts.kind).toBe("discussion");
  });

  it("a teaser card typed as a work with a headline that links to another page makes no article", () => {
    const { facts } = read(
      page(
        "<title>Ski season starts</title>",
        `<h1>Ski season starts</h1><div itemtype="https://schema.org/CreativeWork" itemscope><h3 itemprop="headline"><a href="https://reviews.example/other-story">Another story</a></h3></div>${comments}`,
      ),
      "https://forum.example/showthread.php?t=1",
    );
    expect(facts.kind).toBe("discussion");
  });

  it("reads an article's date where the site marks the date's block by its id, in East Asian and European forms", () => {
    const dated = (dateline: string) =>
      read(
        page(
          "<title>Intel NUCで最新SSDを比較してみた</title>",
          `<div id="cmsDate"><div class="inner"><span>»</span> <span id="update">${dateline}</span></div></div><div id="cmsTitle"><h1>Intel NUCで最新SSDを比較してみた</h1></div><div id="cmsBody"><p>${"第4回となる今回は、完成したIntel NUCを使ってNVMe SSDのハイパフォーマンスモデルをテストしてみました。".repeat(8)}</p></div>`,
        ),
        "https://news.example/articles/1902/22/news089.html",
      ).prompt.match(/^Published: (.*)$/m)?.[1];
    expect(dated("2019年02月22日 14時30分 公開")).toBe("2019-02-22");
    expect(dated("2019.02.22 14:30")).toBe("2019-02-22");
    expect(dated("2019. 2. 22. 오후 2:30")).toBe("2019-02-22");
    expect(dated("2019/02/22")).toBe("2019-02-22");
    expect(dated("22.02.2019 г.")).toBe("2019-02-22");
    // (a version number is no date)
    expect(dated("Version 2019.1.2.3")).toBeUndefined();
  });

  const tablePost = (id: number, name: string, text: string) =>
    `<table class="post" id="post${id}"><tr><td class="userinfo"><dl class="userinfo"><dt class="author">${name}</dt><dd class="registered">Jun 28, 2004</dd></dl></td><td class="postbody">${text}</td></tr></table>`;

  it("reads a later page a 'Previous page' link names (no rel=prev): its first post is a reply", () => {
    const thread = (link: string) =>
      read(
        page(
          "<title>Ski season starts - The Forums</title>",
          `<div class="pages top"><a href="showthread.php?threadid=7&amp;userid=0&amp;perpage=40&amp;pagenumber=1" title="First page">«</a>${link}</div><div id="thread"><h1>Ski season starts</h1>${tablePost(41, "Majuju", "There's a lot of room for debate on this one, a lot.")}${tablePost(42, "Snowdrift", "The lifts open on Saturday and the snow is deep enough.")}${tablePost(43, "ZeeBoi", "My friend voted against it because he owns a bike shop.")}</div>`,
        ),
        "https://forums.example/showthread.php?threadid=7&pagenumber=5",
      ).prompt;
    const later = thread(
      '<a href="showthread.php?threadid=7&amp;userid=0&amp;perpage=40&amp;pagenumber=4" title="Previous page">‹</a>',
    );
    expect(later).not.toContain("Posted by");
    expect(later).toContain("- [Majuju] There's a lot of room for debate on this one");
    // (another thread's page, or a link that says no previous page, leaves the first post the opening post)
    expect(thread('<a href="showthread.php?threadid=8&amp;pagenumber=4" title="Previous page">‹</a>')).toContain(
      "Posted by: Majuju",
    );
    expect(thread('<a href="showthread.php?threadid=7&amp;pagenumber=6" title="Next page">›</a>')).toContain(
      "Posted by: Majuju",
    );
    // (a button the page's script drives, "Previous" on an empty address, leads to the page itself)
    expect(thread('<a class="prev-button" href="">Previous</a>')).toContain("Posted by: Majuju");
  });

  it("reads an answer made mostly of a code box with the words its writer puts beside the box", () => {
    const post = (n: number, name: string, content: string) =>
      `<div class="post bg${n % 2}"><div class="postbody"><p class="author">by <a href="./memberlist.php?mode=viewprofile&amp;u=${n}" class="username">${name}</a> » 17 Oct 2014 17:49</p><div class="content">${content}</div></div></div>`;
    const codebox = (code: string) =>
      `<div class="codebox"><p>Code: <a href="#">Select all</a></p><pre><code>${code}</code></pre></div>`;
    const { facts, prompt } = read(
      page(
        "<title>Extract only the last word from a string - Batch.example</title>",
        `<h2 class="topic-title">Extract only the last word from a string</h2>
         ${post(1, "lyp", "Hi all!<br><br><p>How can I extract only the last word from a string? I tried a FOR loop and got the first one.</p>Thanks")}
         ${post(2, "Yury", `Without the Bing Bang:<br><br><br>${codebox("@echo off<br>setlocal enabledelayedexpansion<br>set &quot;string=|| &lt;&gt; :&amp;&quot;<br>for /f &quot;delims=&quot; %%i in ('cmd /u /c set /p') do (<br>&nbsp;set symbol=%%i<br>)<br>endlocal")}<br>.`)}
         ${post(3, "ghostmachine4", `vbscript, using arrays<br><br>${codebox("myString = &quot;one two three four five&quot;<br>myArray = Split(myString)<br>WScript.Echo myArray( UBound(myArray) )")}`)}`,
      ),
      "https://batch.example/forum/viewtopic.php?t=5987",
    );
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Hi all!\nHow can I extract only the last word from a string?");
    expect(prompt).toMatch(/got the first one\.\nThanks/);
    // (each line of a reply on the prompt's one line of the reply, " / " between them; a short line is a line too)
    expect(prompt).toContain("- [Yury] Without the Bing Bang: / Code: Select all / @echo off setlocal");
    expect(prompt).toContain('- [ghostmachine4] vbscript, using arrays / Code: Select all / myString = "one two');
  });
});

describe("threads as the tenth round's forums lay them out: nested replies, writer cards, comment rows, link lines", () => {
  const reply = (id: string, name: string, text: string, nested = "") =>
    `<div id="post_${id}" class="row_reply"><div class="re_info"><small><a href="#post_${id}">#${id}</a> - 2020-5-4 10:50</small></div><a href="/user/${name}" class="avatar"><span class="avatar-image"></span></a><div class="inner"><span class="userInfo"><strong><a href="/user/${name}" class="l post_author_${id}">${name}</a></strong></span><div class="reply_content"><div class="message">${text}</div>${nested}</div></div></div>`;
  const subReply = (id: string, name: string, text: string) =>
    `<div id="post_${id}" class="sub_reply"><div class="re_info"><small><a href="#post_${id}">#${id}</a> - 2020-5-4 10:58</small></div><div class="inner"><strong class="userName"><a href="/user/${name}" class="l">${name}</a></strong> <div class="cmt_sub_content">${text}</div></div></div>`;
  const topic = (replies: string) =>
    page(
      "<title>来推冻鳗群啦！</title>",
      `<h1>来推冻鳗群啦！</h1><div id="post_1" class="postTopic"><div class="re_info"><small>#1 - 2020-5-4 04:27</small></div><div class="inner"><strong><a href="/user/shi" class="l">氏</a></strong><div class="topic_content">最近因为工作原因挺需要群聊天的<br>没有啥要求，最好有跟lz玩同一个手游</div></div></div>
       <div id="comment_list" class="commentList">${replies}</div>
       <form id="ReplyForm" method="post" action="/topic/1/new_reply"><div class="inner"><h2><a href="/user/reader" class="l">reader</a> / 添加新回复</h2><textarea name="content"></textarea><span class="tip">使用 Ctrl+Enter 或 Alt+S 快速提交</span></div></form>`,
    );

  it("reads each nested sub-reply's writer and text, keeps the reply that holds them, and reads short replies in Chinese", () => {
    const { facts, prompt } = read(
      topic(
        `${reply("2", "valar", "xsb是啥", `<div class="topic_sub_reply">${subReply("2-1", "kaka", "小圣杯/相思病")}${subReply("2-2", "brad", "新手表/新手办/新书包")}</div>`)}${reply("3", "kato", "头像清心寡欲")}`,
      ),
      "https://groups.example/group/topic/1",
    );
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Posted by: 氏");
    expect(prompt).toContain(
      "- [valar] xsb是啥\n- [kaka] 小圣杯/相思病\n- [brad] 新手表/新手办/新书包\n- [kato] 头像清心寡欲",
    );
    // (a sub-reply's header, its number and time, is no text of it; the reply form's signed-in reader wrote nothing)
    expect(prompt).not.toContain("#2-1");
    expect(prompt).not.toContain("[reader]");
    expect(prompt).not.toContain("快速提交");
  });

  it("a short reply in a spaced script is still too short to be a post; a block that holds posts of another kind is none", () => {
    const { prompt } = read(
      topic(
        `${reply("2", "valar", "Ok")}${reply("3", "kato", "头像清心寡欲")}${reply("4", "brad", "新手表/新手办/新书包")}`,
      ),
      "https://groups.example/group/topic/1",
    );
    expect(prompt).not.toContain("[valar]");
    expect(prompt).toContain("- [kato] 头像清心寡欲\n- [brad] 新手表/新手办/新书包");
  });

  it("reads a Q&A page's asker and answerers from their cards ('asked …', 'answered …'), not an editor's card", () => {
    const card = (action: string, name: string) =>
      `<div class="user-info"><div class="user-action-time">${action} <span class="relativetime">Oct 18 '15 at 6:23</span></div><div class="user-gravatar32"><a href="/users/18/${name}"><img src="a.png" alt=""></a></div><div class="user-details"><a href="/users/18/${name}">${name}</a><span class="reputation-score">776</span></div></div>`;
    const { prompt } = read(
      page(
        "<title>How to render a transparent gif pixel in Phoenix? - Q&amp;A</title>",
        `<div itemscope itemtype="http://schema.org/Question"><h1 itemprop="name">How to render a transparent gif pixel in Phoenix?</h1>
         <div class="post-text" itemprop="text"><p>Coming from a Rails background I was hoping I could render a transparent pixel gif.</p></div>
         <table><tr><td class="post-signature">${card("edited", "someeditor")}</td><td class="post-signature owner">${card("asked", "owyongsk")}</td></tr></table>
         <div id="answer-2" class="answer" itemscope itemtype="http://schema.org/Answer" itemprop="acceptedAnswer"><div class="post-text" itemprop="text"><p>After some googling and learning string encodings I converted the hex code.</p></div>
         <table><tr><td class="post-signature">${card("answered", "jvalim")}</td></tr></table></div></div>`,
      ),
      "https://qa.example/questions/33194974/how-to-render",
    );
    expect(prompt).toContain("Posted by: owyongsk");
    expect(prompt).toContain("- [jvalim] After some googling and learning string encodings");
    expect(prompt).not.toContain("someeditor");
  });

  it("reads a discussion built as comment rows of a table: the link post's writer, each comment's writer and text", () => {
    const row = (id: number, indent: number, name: string, text: string) =>
      `<tr class="athing comtr" id="${id}"><td><table><tr><td class="ind"><img src="s.gif" height="1" width="${indent * 40}"></td><td class="votelinks"><a href="vote?id=${id}"><div class="votearrow"></div></a></td><td class="default"><div><span class="comhead"><a href="user?id=${name}" class="hnuser">${name}</a> <span class="age"><a href="item?id=${id}">3 days ago</a></span></span></div><br><div class="comment"><span class="commtext">${text}</span><div class="reply"><p><a href="reply?id=${id}">reply</a></p></div></div></td></tr></table></td></tr>`;
    const { facts, prompt } = read(
      page(
        "<title>A database for 2022 | Links</title>",
        `<table><tr><td><table class="fatitem"><tr class="athing"><td class="title"><a href="https://blog.example/database-for-2022/" class="titlelink">A database for 2022</a></td></tr>
         <tr><td class="subtext"><span class="score">620 points</span> by <a href="user?id=tosh" class="hnuser">tosh</a> <span class="age"><a href="item?id=1">4 days ago</a></span> | <a href="item?id=1">308 comments</a></td></tr></table>
         <table class="comment-tree">${row(2, 0, "tptacek", "Consider whether the secret sauce here might not be au courant database choices.")}${row(3, 1, "reilly3000", "If anything, this ^^^ is how you win the long game.")}${row(4, 0, "rablackburn", "I loved this article, despite the negativity.")}</table></td></tr></table>`,
      ),
      "https://links.example/item?id=1",
    );
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Posted by: tosh");
    expect(prompt).toContain(
      "- [tptacek] Consider whether the secret sauce here might not be au courant database choices.\n- [reilly3000] If anything, this ^^^ is how you win the long game.\n- [rablackburn] I loved this article, despite the negativity.",
    );
  });

  it("keeps a line of a post that is a link showing its address (the writer's own), not a name's link", () => {
    const post = (n: number, name: string, content: string) =>
      `<div class="post"><p class="author">by <a href="./memberlist.php?mode=viewprofile&amp;u=${n}" class="username">${name}</a></p><div class="content">${content}</div></div>`;
    const { prompt } = read(
      page(
        "<title>Where is the manual? - Forum</title>",
        `<h2 class="topic-title">Where is the manual?</h2>${post(1, "lyp", "Where can I read the manual of the shell's built-in commands?")}${post(2, "Yury", 'Read the manual first:<br><a href="http://www.gnu.org/software/bash/manual/">http://www.gnu.org/software/bash/manual/</a><br>[1] <a href="http://www.gnu.org/">www.gnu.org</a><br><a href="./memberlist.php?mode=viewprofile&amp;u=7">smaffulli</a>')}`,
      ),
      "https://forum.example/viewtopic.php?t=1",
    );
    // (a name's link alone on its line, an editor's card inside the post, is no line of the writer's)
    expect(prompt).toContain(
      "- [Yury] Read the manual first: / http://www.gnu.org/software/bash/manual/ / [1] www.gnu.org",
    );
    expect(prompt).not.toContain("smaffulli");
  });
});

describe("threads as the eleventh round's forums lay them out: a topic's own box, mentions, table rows of writer cards", () => {
  it("reads a topic's own post in its box above the replies, replies that open with a mention, and a reply's marked text over its time line", () => {
    const reply = (name: string, ago: string, text: string) =>
      `<div class="cell"><table><tr><td><img src="/a.png" class="avatar" alt="${name}"></td><td><div class="fr"><span class="no">1</span></div><strong><a href="/member/${name}" class="dark">${name}</a></strong> <span class="ago">${ago}</span><div class="reply_content">${text}</div></td></tr></table></div>`;
    const { facts, prompt } = read(
      page(
        "<title>网盘道歉 将取消激励计划 - Forum</title>",
        `<div class="box"><div class="header"><div class="fr"><a href="/member/alpha"><img src="/a.png" class="avatar" alt="alpha"></a></div><a href="/">Forum</a> › <a href="/go/share">分享发现</a><h1>网盘道歉 将取消激励计划</h1><small class="gray"><a href="/member/alpha">alpha</a> · 5 小时 15 分钟前 · 2989 次点击</small></div>
         <div class="cell"><div class="topic_content">4 月 20 日晚间，网盘做出回应，表示深表歉意，并紧急开发了新版本。</div></div></div>
         <div class="box"><div class="cell"><span class="gray">3 条回复</span></div>
         ${reply("msn", "5 小时 7 分钟前", "伸手必被捉，当大家白痴么")}${reply("wsz", "4 小时 55 分钟前 via Android", "不激励了，但是带宽照样占用？")}${reply("lun", "1 小时前", '@<a href="/member/msn">msn</a> 你这是什么意思。。。')}</div>`,
      ),
      "https://forum.example/t/664539",
    );
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Posted by: alpha");
    expect(prompt).toContain("Original post:\n4 月 20 日晚间，网盘做出回应");
    expect(prompt).toContain(
      "- [msn] 伸手必被捉，当大家白痴么\n- [wsz] 不激励了，但是带宽照样占用？\n- [lun] @msn 你这是什么意思。。。",
    );
    expect(prompt).not.toContain("via Android");
  });

  it("reads a thread of table rows whose left cell is the writer's card (name, join date, post count), beside a link to the previous topic", () => {
    const row = (name: string, posts: string, subject: string, text: string) =>
      `<tr><td class="row1"><span class="name"><a name="1"></a><b>${name}</b></span><br><span class="postdetails">Joined: 03 Apr 2003<br>Posts: ${posts}<br>Location: Rio</span></td>
       <td class="row1"><table><tr><td><span class="postdetails">Posted: Tue May 06, 2003 1:23 am &nbsp; Post subject: ${subject}</span></td></tr><tr><td><span class="postbody">${text}</span></td></tr></table></td></tr>
       <tr><td class="row1"><a href="#top">Back to top</a></td><td><a href="profile.php?mode=viewprofile&amp;u=2"><img src="p.gif" alt="View users profile"></a></td></tr>`;
    const { facts, prompt } = read(
      page(
        '<title>Fan Forum :: View topic - What is that song?</title><link rel="prev" href="viewtopic.php?t=537&amp;view=previous" title="View previous topic">',
        `<table class="forumline"><tr><th>Author</th><th>Message</th></tr>
         ${row("JoaoMiguel", "18", "What is that song?", "Which song plays between the two tracks of the mix? Any thoughts?")}
         ${row("DJ Riko", "131", "", "i'm sure the de la track is in the tracklist of the mix")}
         ${row("mcsteveg", "7", "thanks", "Your forensic work is much appreciated.")}</table>`,
      ),
      "http://fans.example/phpBB2/viewtopic.php?t=537",
    );
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Posted by: JoaoMiguel");
    expect(prompt).toContain("Original post:\nWhich song plays between the two tracks");
    expect(prompt).toContain(
      "- [DJ Riko] i'm sure the de la track is in the tracklist of the mix\n- [mcsteveg] Your forensic work is much appreciated.",
    );
    expect(prompt).not.toContain("Joined:");
  });
});

describe("threads and plan cards as the twelfth round's pages lay them out", () => {
  it("takes the writer's name over a letter avatar (a member without a picture drawn as the first letter of the name)", () => {
    // A writer's card that holds the letter avatar's link before the name's link (the card's mark names both).
    const card = (name: string, slug: string, text: string) =>
      `<table class="post"><tr><td class="author-content"><a href="/forum/users/7/${slug}" class="avatar-none" title="${name}">${name.charAt(0)}</a>
       <div class="author-name"><a href="/forum/users/7/${slug}"><span class="username">${name}</span></a></div><div class="small">Posts: 7,135</div></td>
       <td class="post-content"><div id="body0">${text}</div></td></tr></table>`;
    const { prompt } = read(
      page(
        "<title>What did you dream about last night? - Dreams - Forums</title>",
        `<h1>What did you dream about last night?</h1>${card("Angie", "angie", "Some of these dream descriptions sound like novels in them selves.")}${card("Nancy Roussy", "nancy-roussy", "I remember two dreams, one of them about a tennis match.")}${card("Sheryl T", "sheryl-t", "Last night I had a dream so startling that I woke up.")}`,
      ),
      "https://forums.example/topics/888393",
    );
    expect(prompt).toContain("Posted by: Angie");
    expect(prompt).toContain(
      "- [Nancy Roussy] I remember two dreams, one of them about a tennis match.\n- [Sheryl T] Last night I had a dream so startling",
    );
    expect(prompt).not.toMatch(/\[[A-Z]\]/);
    // A member named by two letters, the link neither classed as an avatar nor titled with a longer name, is the writer
    // though a member's link follows in the post's text.
    const post = (name: string, id: number, text: string) =>
      `<div class="fbox"><a href="profile.php?userid=${id}"><span class="fava" title="${name}"></span></a><div class="fa"><a class="il" href="profile.php?userid=${id}">${name}</a><br><span>Admin</span></div><div class="fp">${text}</div></div>`;
    const twoLetters = read(
      page(
        "<title>Counter-Strike 2D 1.0.0.2 - Forum</title>",
        `<h1>Counter-Strike 2D 1.0.0.2</h1>${post("DC", 1, 'The new release is online now, thanks to <a class="il" href="profile.php?userid=7">saint-</a> for the translations.')}${post("saint-", 7, "I like the optical changes of this release a lot.")}${post("Hajt", 9, "And the shadows do not work on my card.")}`,
      ),
      "https://forum.example/forum_posts.php?post=402274",
    );
    expect(twoLetters.prompt).toContain("Posted by: DC\n");
    expect(twoLetters.prompt).toContain("- [saint-] I like the optical changes of this release a lot.");
  });

  it("reads a topic's own post above its replies in the block that holds them, its writer named 'By @name' in its header", () => {
    // Each reply's header holds a letter avatar's link beside the writer's name; some replies nest in the one they answer.
    const reply = (id: string, name: string, text: string, nested = "") =>
      `<li><div class="thread depth-1"><div class="post" id="post-${id}"><div class="post-header"><a class="avatar letter" href="/-/users/u${id}">${name.charAt(0)}</a><a class="by" href="https://people.example/users/${id}">${name}</a> <span class="ago">Sep 16, 2017</span></div>
       <div class="post-body"><p>${text}</p></div></div><div class="post-actions"><a class="reply">Reply</a><a class="likes">6 Likes</a></div><ol class="replies">${nested}</ol></div></li>`;
    const { facts, prompt } = read(
      page(
        "<title>How to estimate how long an unfamiliar task will take? | Forum</title>",
        `<article><div class="thread" id="t-0"><div class="post title-post"><h1>How to estimate how long an unfamiliar task will take?</h1></div>
         <div class="post-header"><span class="by-line"><span>By </span><a class="by" href="/-/users/kajmagnus"><span>@</span>KajMagnus</a> <span class="ago">Sep 16, 2017</span></span></div>
         <div class="thread depth-0"><div class="post topic-post" id="post-1"><div class="post-body"><p>Imagine your organization is going to do a project of a kind it has never done before.</p></div></div>
         <div class="post-actions"><a class="reply">Reply</a><a class="likes">8 Likes</a></div><div class="summary"><ul><li>15 replies</li></ul></div>
         <ol class="replies">${reply("2", "markbruns", "Don't place too much confidence on your first guess.")}${reply("3", "Bill the Lizard", "One way of coming up with a rough estimate is to talk to someone.", reply("4", "blueberryfields", "Plan in advance for more communication with your team."))}${reply("5", "Craig Villacorta", "+1 for excellent response. This is the tried and true analysis.")}</ol></div></div></article>`,
      ),
      "https://forum.example/-5/how-to-estimate",
    );
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Posted by: KajMagnus\n");
    expect(prompt).toContain("Original post:\nImagine your organization is going to do a project");
    expect(prompt).toContain(
      "- [markbruns] Don't place too much confidence on your first guess.\n- [Bill the Lizard] One way of coming up with a rough estimate is to talk to someone.\n- [blueberryfields] Plan in advance for more communication with your team.\n- [Craig Villacorta] +1 for excellent response.",
    );
    expect(prompt).not.toContain("15 replies");
  });

  it("reads posts whose text carries the writer's name as data, beside a writer's card marked by its picture only", () => {
    const post = (name: string, text: string) =>
      `<li class="post"><div class="panel"><div class="panel-body"><div class="post-side"><div class="dropdown"><button><span class="material-icon">expand_more</span></button><ul class="dropdown-menu"><li><button>Permanent link</button></li></ul></div>
       <div class="media"><a href="/u/${name}/2/"><img alt="" class="poster-avatar" src="/a.png"></a><div class="media-body"><a class="item-title" href="/u/${name}/2/">${name}</a><span class="user-postcount">2 posts</span></div></div></div>
       <div class="panel-content"><div class="post-heading"><a href="/t/lost/1/post/1/" class="posted-on">7 days ago</a></div><div class="post-body"><article class="markup" data-author="@${name}"><p>${text}</p></article></div></div></div></div></li>`;
    const { facts, prompt } = read(
      page(
        "<title>Lost connection with the application - Support - Forums</title>",
        `<div class="page-header"><h1>Lost connection with the application</h1><div class="thread-user-card"><a class="item-title" href="/u/ankit/2/" title="Thread author">ankit</a><span>7 days ago</span></div></div>
         <ul class="posts-list">${post("ankit", "Users are not able to sign in, but the admin panel is working fine.")}${post("rafal", "Hi. Are you using the docker setup? Did you change its files?")}${post("ankit", "Thanks, the issue is resolved: a tracking code was causing it.")}</ul>`,
      ),
      "https://forum.example/t/lost-connection/1289/",
    );
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Posted by: ankit\n");
    expect(prompt).toContain("Original post:\nUsers are not able to sign in, but the admin panel is working fine.");
    expect(prompt).toContain(
      "- [rafal] Hi. Are you using the docker setup? Did you change its files?\n- [ankit] Thanks, the issue is resolved",
    );
    expect(prompt).not.toContain("expand_more");
  });

  it("reads no post in a thank-you list under a post, nor in a link to sign in or register", () => {
    const post = (name: string, text: string, under = "") =>
      `<div class="row message"><div class="col-md-2"><ul class="profilebox"><li><strong><a class="kwho-user" href="/forum/user/1-${name}">${name}</a></strong></li></ul></div>
       <div class="col-md-10"><div class="kmsg">${text}</div>${under}</div></div>`;
    const thanks = `<div class="kmessage-thankyou">The following user(s) said Thank You: <a class="kwho-admin" href="/forum/user/2-xillibit">xillibit</a></div><p>Please <a href="/user/login?return=aHR0">Log in</a> or <a href="/component/users/registration">Create an account</a> to join the conversation.</p>`;
    const { prompt } = read(
      page(
        "<title>Forum statistics bug - Support - Forum</title>",
        `<h1>Forum statistics bug</h1>${post("ssnobben", "Hi, I got this error with the latest release of the forum and of the site's system, on the statistics page of the administration. Any tips and solution?", thanks)}${post("xillibit", "Hello, I will check it, but I have an older version only.")}${post("xillibit", "I am not able to reproduce this issue, can you test it please?")}`,
      ),
      "https://forum.example/forum/support/168431-forum-statistics-bug",
    );
    expect(prompt).toContain("Posted by: ssnobben\n");
    expect(prompt).toContain(
      "Answers and replies (in page order):\n- [xillibit] Hello, I will check it, but I have an older version only.\n- [xillibit] I am not able to reproduce this issue",
    );
    expect(prompt).not.toContain("said Thank You");
    expect(prompt).not.toContain("Log in");
  });

  it("takes the posts' blocks, of two kinds that repeat as often, from the kind that holds their words, not a time line's", () => {
    // Each post names its writer twice: in a short line with its time ("by X", shown on phones) and on its card.
    const post = (name: string, text: string) =>
      `<div class="row message"><div class="col-md-2"><ul class="profilebox"><li><strong><a href="/forum/user/1-${name}">${name}</a></strong></li></ul></div>
       <div class="col-md-10"><small><span class="meta"><span class="kdate">2 weeks 6 days ago</span> <a href="#p1">#1</a> <span class="phone-only">by <a href="/forum/user/1-${name}">${name}</a></span></span></small>
       <div class="box"><div class="msg-header">Replied by <a href="/forum/user/1-${name}">${name}</a> on the topic</div><div class="kmsg">${text}</div></div></div></div>`;
    const { prompt } = read(
      page(
        "<title>Forum statistics bug - Support - Forum</title>",
        `<h1>Forum statistics bug</h1>${post("ssnobben", "Hi, I got this error with the latest release. Any tips and solution?")}${post("xillibit", "Hello, I will check it, but I have an older version only.")}${post("xillibit", "I am not able to reproduce this issue, can you test it please?")}`,
      ),
      "https://forum.example/forum/support/168431-forum-statistics-bug",
    );
    expect(prompt).toContain("Original post:\nHi, I got this error with the latest release.");
    expect(prompt).toContain(
      "- [xillibit] Hello, I will check it, but I have an older version only.\n- [xillibit] I am not able to reproduce this issue",
    );
    expect(prompt).not.toContain("6 days ago");
  });

  it("reads a plan card whose price is asked for ('Contact Us', 'custom pricing') beside a priced card of its group", () => {
    const priced = (name: string, price: string) =>
      `<div class="plan-card"><h3>${name}</h3><div class="plan-price"><span class="amount">${price}</span><span class="period">per month</span></div><ul><li>Unlimited scenes</li></ul></div>`;
    const html = page(
      "<title>Pricing | Acme Streets</title>",
      `<div class="pricing-page"><h1>Choose Your Plan</h1><div class="cards">${priced("Pro", "$10")}${priced("Max", "$50")}</div>
       <div class="org-section"><h2>For Organizations</h2><div class="org-cards"><div class="plan-card org-card"><h3>Pro Team</h3><div class="plan-price"><span class="amount">$5,000</span><span class="period">per year for up to 50 users</span></div><ul><li>Domain-based access</li></ul></div>
       <div class="plan-card org-card agency-card"><h3>Pro Agency</h3><div class="plan-price"><span class="amount">Contact Us</span><span class="period">custom pricing</span></div><a href="/contact">Contact Sales</a><ul><li>Private scenes and assets</li></ul></div></div></div></div>`,
    );
    expect(
      readSaasLanding(html, "https://acme.example/pricing").pricing.map((plan) => [plan.name, plan.price]),
    ).toEqual([
      ["Pro", "$10"],
      ["Max", "$50"],
      ["Pro Team", "$5,000"],
      ["Pro Agency", "Contact Us"],
    ]);
  });
});

describe("threads as the thirteenth round's pages lay them out", () => {
  // A forum that renders its posts by script, saved rendered, with the copy it serves to readers without scripts: each
  // writer's link holds a letter avatar before the name; a line under a post says who replied to it or edited it.
  const rendered = (name: string, text: string, under = "") =>
    `<div class="PostStream-item"><article class="CommentPost Post"><header class="Post-header"><h3 class="PostUser-name"><a href="/u/${name}"><span class="Avatar PostUser-avatar">${name.charAt(0)}</span><span class="username">${name}</span></a></h3>
     <a><time datetime="2024-05-16T12:23:21+08:00">11 days ago</time></a></header><div class="Post-body"><p>${text}</p></div>
     <footer class="Post-footer">${under}</footer></article></div>`;
  const copy = (name: string, text: string) =>
    `<article><div class="PostUser"><h3 class="PostUser-name">${name}</h3></div><div class="Post-body"><p>${text}</p></div></article><hr>`;
  const posts: Array<[string, string, string]> = [
    [
      "Ester",
      "My mother's plan moved to the new provider and the pause option is gone.",
      '<div class="Post-mentionedBy"><span class="Post-mentionedBy-summary"><a href="/d/1/2"><span class="username">Daniele</span></a> replied to this.</span></div>',
    ],
    [
      "Daniele",
      "You can call the contracts team at 0800 100 600, they can turn it on for you.",
      '<div class="Post-edited">Last edited by <a href="/u/Moderator"><span class="username">Moderator</span></a>; 3 March 2024</div>',
    ],
    ["Ester", "Thank you so much Daniele, quick and efficient as always.", ""],
  ];
  const flarumLike = page(
    "<title>Pause a plan after the move - Community</title>",
    `<div id="app"><h1>Pause a plan after the move</h1><div class="PostStream">${posts.map(([name, text, under]) => rendered(name, text, under)).join("")}</div></div>
     <noscript id="flarum-content"><div class="container"><h1>Pause a plan after the move</h1><div>${posts.map(([name, text]) => copy(name, text)).join("")}</div></div></noscript>`,
  );

  it("reads a line of activity under a post ('X replied to this.', 'Last edited by X') as no post and no writer", () => {
    const { facts, prompt } = read(flarumLike, "https://community.example/d/36387-pause");
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Posted by: Ester\n");
    expect(prompt).toContain("Original post:\nMy mother's plan moved to the new provider");
    expect(prompt).not.toContain("replied to this");
    expect(prompt).not.toContain("[Moderator]");
  });

  it("reads posts held twice, rendered and in a noscript copy, once; a letter avatar in the name's link is no part of the name", () => {
    const { prompt } = read(flarumLike, "https://community.example/d/36387-pause");
    expect(prompt).toContain(
      "- [Daniele] You can call the contracts team at 0800 100 600, they can turn it on for you.\n- [Ester] Thank you so much Daniele, quick and efficient as always.",
    );
    expect(prompt.match(/quick and efficient/g)).toHaveLength(1);
    expect(prompt).not.toContain("EEster");
    expect(prompt).not.toContain("DDaniele");
    // A copy that holds posts the rendered page does not show is read.
    const onlyCopy = read(
      page(
        "<title>Pause a plan after the move - Community</title>",
        `<div id="app"><h1>Pause a plan after the move</h1></div><noscript><div><h1>Pause a plan after the move</h1>${posts.map(([name, text]) => copy(name, text)).join("")}</div></noscript>`,
      ),
      "https://community.example/d/36387-pause",
    );
    expect(onlyCopy.prompt).toContain("Posted by: Ester\n");
    expect(onlyCopy.prompt).toContain("- [Daniele] You can call the contracts team");
  });

  it("reads a Q&A page whose answer form ('Add your solution here', a message box, an e-mail field) follows the answers", () => {
    // The page's one form holds the whole page (as ASP.NET pages write it): the question, its answers and the editor.
    const answer = (n: number, name: string, text: string) =>
      `<div class="answer" itemprop="suggestedAnswer" itemscope itemtype="http://schema.org/Answer"><h2>Solution ${n}</h2><div class="text" itemprop="text">${text}</div>
       <div class="meta-data"><b>Posted</b> <time itemprop="dateCreated" datetime="2024-04-25T21:52:00">25-Apr-24 21:52pm</time> <a href="/script/Membership/View.aspx?mid=${n}"><span itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">${name}</span></span></a></div></div>`;
    const html = page(
      "<title>How do I detect spots on tablets - Quick Answers</title>",
      `<form name="mainForm" method="post"><div itemscope itemtype="http://schema.org/QAPage"><div itemprop="mainEntity" itemscope itemtype="http://schema.org/Question">
       <h1 itemprop="name">How do I detect spots on tablets</h1><div class="text" itemprop="text">I have a frame of many tablets with spots of random colour and shape. How can I detect them?</div>
       <div class="qa-info"><strong>Posted</strong> <time itemprop="dateCreated" datetime="2024-04-25T20:59:00">25-Apr-24</time> <a href="/script/Membership/View.aspx?mid=9"><span itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">asker42</span></span></a></div>
       ${answer(1, "Pete", "I'm going to assume circular tablets with circular spots: find the circles inside circles.")}${answer(2, "Amar", "Use particle analysis within each of those tablets, as an image library does.")}</div></div>
       <h2>Add your solution here</h2><textarea name="Answer"></textarea><button>Submit</button>
       <div class="notify">Tell me when someone answers <input type="text" name="Email" placeholder="Your Email"></div></form>`,
    );
    const { facts, prompt } = read(html, "https://answers.example/Questions/5381388/How-do-I-detect-spots");
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Posted by: asker42\n");
    expect(prompt).toContain(
      "- [Pete] I'm going to assume circular tablets with circular spots: find the circles inside circles.\n- [Amar] Use particle analysis",
    );
    expect(sourceMismatch(facts, "how-to")).toBeUndefined();
    // The same form under a heading and a line, no question and no answers: a form to write to the site.
    const contact = read(
      page(
        "<title>Contact us - Quick Answers</title>",
        `<form name="mainForm" method="post"><h1>Contact us</h1><p>Write to the editors.</p><textarea name="Message"></textarea><input type="email" name="Email"><button>Send</button></form>`,
      ),
      "https://answers.example/contact",
    );
    expect(sourceMismatch(contact.facts, "how-to")).toMatch(/a form to write to the site/);
  });

  it("reads a byline's date line at the head of a post's text ('March 3, 2024 at 10:15', '3. März 2024') as its time, not its words", () => {
    const post = (name: string, date: string, text: string) =>
      `<div class="post"><div class="poster"><a href="/members/${name}/">${name}</a></div><div class="post-content"><div class="date">${date}</div><p>${text}</p></div></div>`;
    const { prompt } = read(
      page(
        "<title>Which router for a flat? - Forum</title>",
        `<h1>Which router for a flat?</h1>${post("ann", "Posted 07 December 2015 - 01:13 AM #1", "Which router covers a flat of three rooms well?")}${post("bob", "March 3, 2024 at 10:15", "A mesh kit of two points covers it, one is not enough.")}${post("cem", "3. März 2024, 10:15", "Ein Gerät reicht, wenn es in der Mitte steht.")}${post("dan", "3 марта 2024 г.", "Согласен, два узла надёжнее.")}${post("eve", "Sun Mar 03, 2024", "March 3, 2024 was the day my old router died, so I know.")}`,
      ),
      "https://forum.example/threads/which-router.42/",
    );
    expect(prompt).toContain("Original post:\nWhich router covers a flat of three rooms well?");
    expect(prompt).toContain(
      "- [bob] A mesh kit of two points covers it, one is not enough.\n- [cem] Ein Gerät reicht, wenn es in der Mitte steht.\n- [dan] Согласен, два узла надёжнее.\n- [eve] March 3, 2024 was the day my old router died, so I know.",
    );
    expect(prompt).not.toMatch(/Posted 07 December|at 10:15|Sun Mar 03/);
  });
});

describe("threads and Q&A as the fourteenth round's pages lay them out", () => {
  // A Q&A page whose question is its heading alone (no writer shown): each answer's header gives the writer's name
  // ("uname"), a rank card that opens on hover and the date; an advertiser's box shaped as an answer sits between them.
  const answer = (id: number, name: string, text: string, rank = "") =>
    `<div class="bd answer" id="answer-${id}"><div class="replyer-all"><a href="/usercenter?uid=f7${id}a" class="tohome"><span class="replyer-all-uname">${name}</span></a>
     <span class="replyer-all-time">2021-10-19</span>${rank}</div>
     <div class="line content-wrapper"><div class="answer-text"><div class="rich-content">${text}</div></div></div></div>`;
  const rankCard =
    '<div class="level-rank-container"><div class="level-rank-content"><span class="rank-title">Rising answerer</span> Answers: 4932 Accepted: 95% Helped: 37.3k <a href="/ihome">Answer more</a></div></div>';
  const advert =
    '<div class="knowledge-answer"><div class="knowledge-answer-replyer"><span class="knowledge-answer-replyer-uname">Shake Test Equipment</span><span class="knowledge-answer-replyer-time">2024-04-11</span><span class="knowledge-answer-tip">广告</span></div><div class="knowledge-answer-content">Our shaking tables reproduce a quake\'s waves for research and engineering. Click for details</div></div>';
  const qaPage = (question: string) =>
    page(
      "<title>How exact are the quake warnings?_Answers</title>",
      `<div class="question-title"><h1>How exact are the quake warnings?</h1>${question}</div><div class="answers-number">3 answers</div>
       <div id="wgt-best">${answer(1, "Lin Qing", "The network warns up to 83 seconds before the shaking reaches a city.")}</div>${advert}
       <div class="wgt-answers"><div class="bd-wrap">${answer(2, "Mo Jiu", "The warnings are precise to the second, as the news reported.", rankCard)}${answer(3, "Bu Shuang", "Fairly precise: most sudden quakes are warned of in time.", rankCard)}</div></div>`,
    );

  it("reads a question shown as its heading alone as no post: its answers, each with its writer, an advertiser's box left out", () => {
    const { facts, prompt } = read(qaPage(""), "https://answers.example/question/1247.html");
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Thread title: How exact are the quake warnings?\n");
    expect(prompt).not.toContain("Posted by:");
    expect(prompt).not.toContain("Original post:");
    expect(prompt).toContain(
      "- [Lin Qing] The network warns up to 83 seconds before the shaking reaches a city.\n- [Mo Jiu] The warnings are precise to the second, as the news reported.\n- [Bu Shuang] Fairly precise: most sudden quakes are warned of in time.",
    );
    expect(prompt).not.toContain("Shake Test Equipment");
    expect(prompt).not.toContain("shaking tables");
    expect(prompt).not.toContain("Accepted: 95%");
  });

  it("reads a question with its writer, in a block marked as the question, as the opening post", () => {
    const asked = `<div class="bd question" id="question-9"><div class="replyer-all"><a href="/usercenter?uid=f79a"><span class="replyer-all-uname">Asker Wu</span></a><span class="replyer-all-time">2021-10-18</span></div><div class="line content-wrapper"><div class="question-text">I live near a fault line. How many seconds of warning can I count on?</div></div></div>`;
    const { prompt } = read(qaPage(asked), "https://answers.example/question/1247.html");
    expect(prompt).toContain("Posted by: Asker Wu\n");
    expect(prompt).toContain("Original post:\nI live near a fault line. How many seconds of warning can I count on?");
    expect(prompt).toContain("- [Lin Qing] The network warns up to 83 seconds");
  });

  const post = (name: string, shown: string, text: string) =>
    `<li class="post" component="post"><div class="post-header"><a href="/user/${name}" itemprop="author" data-username="${name}">${shown}</a> <span class="timeago">3 days ago</span></div><div class="content" component="post/content">${text}</div></li>`;
  const thread = (posts: string) =>
    page(
      "<title>New design for the chat | Community</title>",
      `<h1>New design for the chat</h1><ul class="posts">${posts}</ul>`,
    );

  it("reads a quote under its line ('@X said in <a>topic</a>:', 'X wrote:') as no words of the reply; a bare quote stays", () => {
    const { prompt } = read(
      thread(
        post("youhosi", "youhosi", "<p>What do you think about this chat design for the forum?</p>") +
          post("mj", "mj", "<p>It's much better, more like the chat apps people use every day.</p>") +
          post(
            "youhosi",
            "youhosi",
            '<p><a href="/uid/6">@mj</a> said in <a href="/post/73814">New design for the chat</a>:</p><blockquote><p>It\'s much better, more like the chat apps</p></blockquote><p>This is what it looks like on a phone.</p>',
          ) +
          post(
            "arranka",
            "arranka",
            "mj wrote:<blockquote>more like the chat apps people use</blockquote>Groups on the left, users on the right, please.",
          ) +
          post(
            "scott",
            "scott",
            "<p>As the manual puts it:</p><blockquote>Chat opens in its own window.</blockquote><p>So a window of its own is planned.</p>",
          ),
      ),
      "https://community.example/topic/13803/new-design",
    );
    expect(prompt).toContain("- [youhosi] This is what it looks like on a phone.\n");
    expect(prompt).toContain("- [arranka] Groups on the left, users on the right, please.\n");
    expect(prompt).not.toMatch(/said in|wrote:/);
    expect(prompt).toContain(
      "- [scott] As the manual puts it: / Chat opens in its own window. / So a window of its own is planned.",
    );
  });

  it("reads a writer shown with their handle ('Lalala @lalala', 'Ann Lee (@annlee)') by the shown name; an '@' inside a name stays", () => {
    const { prompt } = read(
      thread(
        post("kaj", "KajMagnus", "<p>How can you estimate how long an unfamiliar task will take?</p>") +
          post(
            "lalala",
            '<span class="by-full">Lalala </span><span class="by-handle"><span>@</span>lalala</span>',
            "<p>Excellent, ask someone who has done it.</p>",
          ) +
          post("annlee", "Ann Lee (@annlee)", "<p>Plan to revise the estimate as the task gets defined.</p>") +
          post("camper", "Häppy C@mper", "<p>Double the first guess, then add a week.</p>"),
      ),
      "https://community.example/-5/how-to-estimate",
    );
    expect(prompt).toContain(
      "- [Lalala] Excellent, ask someone who has done it.\n- [Ann Lee] Plan to revise the estimate as the task gets defined.\n- [Häppy C@mper] Double the first guess, then add a week.",
    );
  });

  it("reads a topic's header that names the first post's writer ('Question … by X' above X's post) as naming the opening post", () => {
    const message = (name: string, text: string) =>
      `<div class="kmessage"><div class="kprofile"><a class="kwho-user" href="/forum/user/${name}">${name}</a></div><div class="kmsg"><div class="kmsgtext">${text}</div></div></div>`;
    const { prompt } = read(
      page(
        "<title>Statistics bug after the update - Support forum</title>",
        `<h1>Statistics bug after the update</h1><div class="ktopic-header">Question by <a class="kwho-user" href="/forum/user/ssnobben">ssnobben</a></div>
         ${message("ssnobben", "Hi, I got this error after the update. Any tips and solution?")}${message("xillibit", "I will check it, but I only have the older version.")}${message("xillibit", "I am not able to reproduce this issue, please test the fix.")}`,
      ),
      "https://support.example/forum/168431-statistics-bug",
    );
    expect(prompt).toContain("Posted by: ssnobben\n");
    expect(prompt).toContain("Original post:\nHi, I got this error after the update. Any tips and solution?");
    expect(prompt).toContain(
      "- [xillibit] I will check it, but I only have the older version.\n- [xillibit] I am not able",
    );
    expect(prompt).not.toContain("- [ssnobben]");
  });
});

describe("a post's text that the page's data holds as escaped markup", () => {
  it("reads an answer whose data writes its markup escaped ('&lt;p&gt;', '&quot;') as the page shows it; 'a < b' stays", () => {
    const data = {
      "@context": "https://schema.org",
      "@type": "QAPage",
      mainEntity: {
        "@type": "Question",
        name: "How to export trade alerts",
        text: "Is there a way to export trade alerts in real time?",
        author: { "@type": "Person", name: "Devinder" },
        suggestedAnswer: [
          {
            "@type": "Answer",
            text: "&lt;p&gt;There is only one way: adjust the &quot;Notifications&quot; settings of the platform.&lt;/p&gt;",
            author: { "@type": "Person", name: "Pete" },
          },
          {
            "@type": "Answer",
            text: "<p>Alerts fire when price &lt; 10 and volume &gt; 5000, then the mail goes out.</p>",
            author: { "@type": "Person", name: "Ann" },
          },
        ],
      },
    };
    const { prompt } = read(
      page(
        `<title>How to export trade alerts</title><script type="application/ld+json">${JSON.stringify(data)}</script>`,
        "<h1>How to export trade alerts</h1>",
      ),
      "https://answers.example/ans/how-to-export-trade-alerts/",
    );
    expect(prompt).toContain(
      '- [Pete] There is only one way: adjust the "Notifications" settings of the platform.\n- [Ann] Alerts fire when price < 10 and volume > 5000, then the mail goes out.',
    );
    expect(prompt).not.toMatch(/&lt;|&quot;|<p>/);
  });
});

describe("the fifteenth round's wrong writers and brands", () => {
  it("reads a writer's link flagged as the writer's (data-author='true') by its text, never the flag", () => {
    const reply = (floor: number, name: string, text: string) =>
      `<div class="reply" id="reply${floor}"><div id="reply-${floor}" data-floor="${floor}"><div class="avatar"><a title="${name}" href="/${name}"><img src="/a/${floor}.png"></a></div><div class="infos"><div class="info"><span class="name"><a class="user-name" href="/${name}">${name}</a></span> <span class="sub-info"><span class="floor">#${floor}</span> <a class="time" href="#reply-${floor}"><abbr class="timeago" title="2024-04-24">a month ago</abbr></a></span></div><div class="markdown"><p>${text}</p></div><div class="actions opts"><a data-login="${name}" title="Reply" class="btn-reply" href="#"></a><a title="Like" data-count="0" href="#">Like</a></div></div></div></div>`;
    const { prompt } = read(
      page(
        "<title>Ruby as a scripting language | Community</title>",
        `<div class="topic-detail card"><div class="card-header"><h1 class="media-heading">Ruby as a scripting language</h1><div class="info"><a data-author="true" class="user-name" href="/zzz6519003">zzz6519003</a> · <abbr class="timeago" title="2024-04-22">a month ago</abbr></div></div>
         <div class="card-body markdown"><p>Ruby is the scripting language of choice for text work, and it reads like prose.</p></div></div>
         <div class="items">${reply(1, "gazeldx", "Hope you are still using Ruby during your daily work. I use it for every script I write.")}${reply(2, "msl12", "Where is this quotation from? I would like to read the whole interview it was taken from.")}${reply(3, "Rei", "It is back now, I must have misread the release notes the first time I looked at them.")}${reply(4, "Catherine", "Most companies' core business does not need a fast language to drive it, so Ruby is fine.")}</div>`,
      ),
      "https://community.example/topics/43661",
    );
    expect(prompt).not.toContain("true");
    expect(prompt).toContain("Posted by: zzz6519003\n");
    expect(prompt).toContain("Original post:\nRuby is the scripting language of choice for text work");
  });

  it("reads a writer's group tag ('Supporter', a link to its group's members) as no writer; the name's link names them", () => {
    const post = (name: string, group: string, text: string) =>
      `<div class="post-element"><div class="post-author"><div class="post-author-block-name"><a class="profile-link" href="#">${name}</a></div><div class="post-author-block-meta"><span class="post-counter">262 Posts</span></div>${group ? `<div class="post-author-block-group"><a href="/support/members/?filter_type=group&amp;filter_name=10" class="af-usergroup-tag">${group}</a></div>` : ""}</div><div class="post-wrapper"><div class="forum-post-header"><div class="forum-post-date">22. March 2024, 12:11</div></div><div class="post-message"><p>${text}</p></div></div></div>`;
    const { prompt } = read(
      page(
        "<title>Design colours and SEO – Support forum</title>",
        `<h1>Design colours and SEO</h1><div class="posts">${post("klwild", "Topic Author", "How can I change the colours of the forum and get the topics into the sitemap?")}${post("Biker", "Supporter", "The topics are not added to the sitemap one by one, but the forum's page is.")}${post("qualmy91", "", "The font size should come from your theme; check its settings first.")}${post("klwild", "Topic Author", "Thank you both for the quick help with my problem, it works now.")}</div>`,
      ),
      "https://support.example/topic/design-colours-and-seo/",
    );
    expect(prompt).toContain("Posted by: klwild\n");
    expect(prompt).toContain("- [Biker] The topics are not added to the sitemap one by one");
    expect(prompt).toContain("- [qualmy91] The font size should come from your theme");
    expect(prompt).not.toMatch(/\[(?:Supporter|Topic Author)\]/);
  });

  it("reads a story's own dateline over a site's last-update bar above it ('Last Upd: 03 Jun 2013')", () => {
    const story = (bar: string, mark = "subnav_extras_lastupdate") =>
      read(
        page(
          "<title>Gran Turismo 6 revealed on PS3 | Portal</title>",
          `<div class="subnav_extras"><div class="${mark}">${bar}</div></div>
           <div id="content"><h1>Gran Turismo 6 revealed on PS3</h1><span class="articleDate">Thu, 16 May 2013 8:00 AM</span>
           <p>Sony has announced Gran Turismo 6 for the PlayStation 3, with a release planned before the end of the year and more than 1,200 cars.</p>
           <p>The game brings new physics for suspension and tyres, developed with the makers of real racing cars, and a track editor.</p></div>`,
        ),
        "https://portal.example/games/gran-turismo-6-revealed",
      ).prompt;
    expect(story("Last Upd: &nbsp;04:44pm 03 Jun 2013")).toContain("Published: 2013-05-16");
    // (a bar that only dates, without calling it the site's update, is read as before: the first date of the page)
    expect(story("Mon 03 Jun 2013", "subnav_date")).toContain("Published: 2013-06-03");
  });

  it("reads a brand given as a number in the page's data (an internal id, '4248') as no brand", () => {
    const data = {
      "@context": "https://schema.org",
      "@type": "Product",
      name: "C E Ferulic Serum",
      brand: { "@type": "Brand", name: "4248" },
      offers: { "@type": "Offer", price: "185.00", priceCurrency: "USD", availability: "https://schema.org/InStock" },
    };
    const { facts, prompt } = read(
      page(`<script type="application/ld+json">${JSON.stringify(data)}</script>`, "<h1>C E Ferulic Serum</h1>"),
    );
    expect(facts.kind).toBe("retailer-product");
    expect(prompt).toContain("Price: $185.00");
    expect(prompt).not.toContain("4248");
  });
});

describe("threads as the fifteenth round's forums lay them out", () => {
  // A forum plugin's topic inside a site's page that its theme types as a work headed "Forum": each post a writer's
  // card (name, @handle, group) beside the text.
  const card = (name: string, handle: string, text: string) =>
    `<div class="post-wrap"><div class="forum-post"><div class="wpf-left"><div class="author-data"><div class="author-name"><a href="/participant/${handle}/">${name}</a></div><div class="author-nicename">(@${handle})</div><div class="author-title"><span class="member-title">Member</span></div></div></div>
     <div class="wpf-right"><div class="forum-post-content"><p>${text}</p></div><div class="post-content-bottom">Posted : 10/06/2023 11:38 pm</div></div></div></div>`;
  const hostedTopic = (headline: string) =>
    page(
      "<title>Which detector finds finer gold? – Gold detectors – Detector Community</title>",
      `<article class="page type-page" itemscope itemtype="https://schema.org/CreativeWork"><h1 class="entry-title" itemprop="headline">${headline}</h1>
       <div class="entry-content" itemprop="text"><div class="forum-head"><h1 id="forum-title">Which detector finds finer gold?</h1></div>
       ${card("Rodrigo", "rodrigo", "The new machine runs at 61 kHz and is waterproof; is it better than the older one for small nuggets?")}
       ${card("Reliquias", "reliquias", "In mineralised ground the new machine is quieter, but the older one finds small gold with more precision.")}
       ${card("Aventura", "aventura", "The older one is the more advanced: it finds the smallest pieces of gold in difficult ground.")}</div></article>`,
    );

  it("reads a topic inside a site's page typed as a work headed by a section's name ('Forum') as the thread", () => {
    const { facts, prompt } = read(hostedTopic("Forum"), "https://detectors.example/community/gold/which-detector/");
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Thread title: Which detector finds finer gold?\n");
    expect(prompt).toContain("Posted by: Rodrigo\n");
    expect(prompt).toContain("- [Reliquias] In mineralised ground the new machine is quieter");
    expect(prompt).toContain("- [Aventura] The older one is the more advanced");
    // (a work whose headline is the page's own title is the page's article, its posts comments, as before)
    const article = read(hostedTopic("Which detector finds finer gold?"), "https://detectors.example/which-detector/");
    expect(article.facts.kind).toBe("web-page");
  });

  // A forum that marks no writer and links no name: each post an avatar whose text is the writer's name, the name, the
  // time and "#n" over the text; the starter's card marked "TS", the topic's title over the starter's text.
  const reply = (name: string, floor: number, text: string, liked = "", badge = "") =>
    `<div class="w-full bg-white mb-1"><div class="relative flex px-4"><div class="relative text-xs"><div class="flex items-center"><div class="flex relative"><img src="/avatar/${floor}.gif" alt="${name}" class="rounded-full"><img src="/border.gif" alt="Avatar border"></div><div><div class="flex text-xs"><div class="html-content font-medium">${name}${badge}</div></div><time class="text-xs" datetime="1715555216">13-05-2024 07:06</time></div></div></div><div class="flex"><a class="text-xs" href="/show_post/${floor}">#${floor}</a></div></div>
     <div class="w-full px-4"><div class="html-content w-full break-words">${text}</div></div>${liked ? `<div class="my-2 flex"><div class="flex relative"><img src="/avatar/9${floor}.gif" alt="${liked}"></div><div class="ml-2 text-xs"><div class="html-content">${liked} memberi reputasi</div></div></div>` : ""}</div>`;
  const data = {
    "@context": "http://schema.org",
    "@type": "DiscussionForumPosting",
    author: { "@type": "Person", name: "Guest" },
    headline: "Ever heard of a hung match?",
  };
  const avatarThread = page(
    `<title>Ever heard of a hung match? | Forum</title><script type="application/ld+json">${JSON.stringify(data)}</script>`,
    `<main><div class="w-full bg-white mb-2"><div class="relative flex flex-col pt-3"><div class="px-4"><div class="relative mb-2 flex text-xs"><div class="flex items-center"><div class="flex relative"><img src="/avatar/0.gif" alt="benbian"></div><div><div class="flex text-xs"><span class="rounded-3 bg-yellow">TS</span><div class="html-content font-medium">benbian</div></div><time class="text-xs" datetime="1715533107">13-05-2024 00:58</time></div></div></div>
     <div class="mb-2 block text-lg"><div class="inline break-words">Ever heard of a hung match?</div></div></div>
     <div class="relative mx-4 mt-4 break-words"><div class="html-content">This is my own story. We were together for six years, one of them close by and five far apart.</div></div></div></div>
     <div class="w-full flex-col">${reply("hadieplayer", 1, "Too short a story. Yes, I know hung matches, from people with a grudge.", "bangtoyip")}${reply("bangtoyip", 2, "Hung matches may be, but please do not leave the thread hung like this.")}${reply("annaonymus", 3, "Saving a seat")}${reply("amekachi", 4, "Hang the match if you must, just never yourself.", "", '<span class="badge-plus" data-tip="Plus"></span>')}</div></main>`,
  );

  it("reads posts whose writer is the name beside an avatar that names them, over a time ('#n'), as the thread's posts", () => {
    const { facts, prompt } = read(avatarThread, "https://forum.example/thread/6640f5/ever-heard-of-a-hung-match");
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Posted by: benbian\n");
    // (the topic's title over the starter's text is its heading; the text is the story)
    expect(prompt).toContain("Original post:\nThis is my own story.");
    expect(prompt).toContain("- [hadieplayer] Too short a story.");
    expect(prompt).toContain("- [bangtoyip] Hung matches may be");
    // (a post too short to be read alone climbs to no block of the others' posts)
    expect(prompt).not.toContain("[annaonymus]");
    // (a badge beside the name, an empty element, is no part of it)
    expect(prompt).toContain("- [amekachi] Hang the match if you must");
    // (a line under a post that opens on another member's avatar and name is no writer's card)
    expect(prompt).not.toContain("[TS]");
  });

  it("reads a story's teasers of other stories (a linked picture, its title and date) as no posts", () => {
    const teaser = (id: number, title: string) =>
      `<li class="item"><a class="link" href="/article/2022/08/10/${id}.html"><article class="feature-content"><img class="figure" src="/imgs/${id}.jpg" alt="${title}"><span class="figcaption"><span class="title">${title}</span> <time class="date" datetime="2022-08-10T08:15:02+09:00">2022年8月10日</time><p class="lead">The story of ${title.toLowerCase()}, in a few words…</p></span></article></a></li>`;
    const { facts, prompt } = read(
      page(
        "<title>A pocket projector turns the bedroom into a cinema | Tech Today</title>",
        `<h1>A pocket projector turns the bedroom into a cinema</h1><p>The projector is the size of a can, and it plays films from a phone for three hours on one charge.</p><p>Its picture is bright enough for a white wall at two metres in a dark room, and its speaker fills a small room.</p>
         <ul class="feature-list">${teaser(201016, "Singers live tonight")}${teaser(201017, "Used phones sell more")}${teaser(201018, "Bedtime book projector")}</ul>`,
      ),
      "https://news.example/article/2019/04/19/169284.html",
    );
    expect(facts.kind).toBe("web-page");
    expect(prompt).not.toContain("Source: discussion thread");
    expect(prompt).not.toContain("Posted by:");
  });

  it("reads a topic's first post typed as a work before replies typed as comments of its kind as the opening post", () => {
    const post = (type: string, name: string, number: number, text: string) =>
      `<li class="b-post js-post ${number === 1 ? "b-post--first" : ""}" itemscope itemtype="http://schema.org/${type}"><div class="userinfo" itemprop="author" itemscope itemtype="http://schema.org/Person"><div class="author"><strong><a href="/member/${number}-${name.toLowerCase()}">${name}</a></strong></div><ul><li><label>Join Date:</label> <span>01 Mar 10</span></li></ul></div>
       <div class="b-post__body"><a class="b-post__count" href="#post${number}">#${number}</a>${number === 1 ? '<h2 class="b-post__title">A small victory dance</h2>' : ""}<time itemprop="dateCreated" datetime="2022-04-22T08:05:21">22 Apr 22</time><div class="b-post__text" itemprop="text">${text}</div></div></li>`;
    const { prompt } = read(
      page(
        "<title>A small victory dance - Science and Technology</title>",
        `<h1>A small victory dance</h1><ul class="conversation-list">${post("CreativeWork", "Parihaka", 1, "This graph has been my life for the past two years, masked at work every day.")}${post("Comment", "Monash", 2, "May I ask out of curiosity which island you are moving to?")}${post("Comment", "Parihaka", 3, "The island in question is close to the city but a light year away in pace.")}</ul>`,
      ),
      "https://board.example/forum/science/1586800-a-small-victory-dance",
    );
    expect(prompt).toContain("Posted by: Parihaka\n");
    expect(prompt).toContain("Original post:\nThis graph has been my life for the past two years");
    expect(prompt).toContain("- [Monash] May I ask out of curiosity which island");
    expect(prompt).toContain("- [Parihaka] The island in question is close to the city");
  });
});

describe("Q&A pages as the fifteenth round's pages lay them out (sixteenth session)", () => {
  // A question whose writer follows its text ("- asker May 04, 2008 | Report Duplicate | Flag"), the text inside a link
  // to the question's own page, the whole card marked as the writer's ("authorContent12"); then answers, each its
  // text over a writer's line that names the writer as bare words, followed by the answer's controls.
  const comment = (name: string, text: string, linked = false) =>
    `<div class="comment"><div class="votes">of 0 votes</div><div class="commentMain"><div class="commentBody"><p>${text}</p>
     <span class="author">- ${linked ? `<a href="/user?id=77">${name}</a>` : name} <abbr class="timeago">May 15, 2008</abbr> <span><edit></edit> | <a href="/flagcomment?id=3">Flag</a>
     <a onclick="reply()" class="replyButton">Reply</a></span></span></div></div></div>`;
  const question = (card: string) =>
    page(
      "<title>Two degree friends | Interview questions</title>",
      `<h2>Interview Question for Software Engineers</h2><ul id="question_preview"><li class="question"><div class="${card}">
       <span class="rating"><a href="/question?id=12">11 Answers</a></span><span class="entry">
       <a href="/question?id=12"><p>A is a friend of B and B is a friend of C, so A and C are two degree friends. How would you check whether two people are two degree friends, efficiently?</p></a>
       <span class="author">- <a href="/user?id=56">rkumar.18</a> | <a href="/reportduplicate?id=12">Report Duplicate</a> | <a href="/flagquestion?id=12">Flag</a></span></span></div></li></ul>
       <div id="comments">${comment("Anonymous", "Sort the friends of A and of C, then walk both lists for a common friend.")}${comment("mlee", "Create a hash map for every person with the list of their friends as the value.")}${comment("qzx", "Loop over the friends of A and look each one up among the friends of C.", true)}</div>`,
    );

  it("reads a writer's line after each post: the name it opens with, never its 'Flag' or 'Reply'; the question's own text in its link", () => {
    const { facts, prompt } = read(question("authorContent12"), "https://interview.example/question?id=12");
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Posted by: rkumar.18\n");
    expect(prompt).toContain(
      "Original post:\nA is a friend of B and B is a friend of C, so A and C are two degree friends. How would you check whether two people are two degree friends, efficiently?",
    );
    expect(prompt).toContain(
      "- [Anonymous] Sort the friends of A and of C, then walk both lists for a common friend.\n- [mlee] Create a hash map for every person with the list of their friends as the value.\n- [qzx] Loop over the friends of A and look each one up among the friends of C.",
    );
    expect(prompt).not.toContain("[Flag]");
    expect(prompt).not.toContain("Posted by: Flag");
  });

  it("reads controls in other languages as no writer ('Melden', '举报', '[Reply]')", () => {
    for (const control of ["Melden", "举报", "[Reply]", "Report abuse"]) {
      const html = question("authorContent12").replaceAll(">Flag</a>", `>${control}</a>`);
      const { prompt } = read(html, "https://interview.example/question?id=12");
      expect(prompt).toContain("- [mlee] Create a hash map");
      expect(prompt).not.toContain(`[${control}]`);
    }
  });

  // A Q&A plugin's question and its answer in microdata: the answer's data names no writer; its card names the writer
  // before "Posted January 9, 2024", and a moderator's status line under the answer names the moderator.
  const qaPlugin = (answerCard: string) =>
    page(
      "<title>When should one switch from shared hosting to a VPS?</title>",
      `<h1>When should one switch from shared hosting to a VPS?</h1><div itemscope itemtype="https://schema.org/QAPage">
       <div itemscope itemtype="https://schema.org/Question" itemprop="mainEntity"><div class="ap-q-metas"><span class="ap-author" itemprop="author" itemscope itemtype="http://schema.org/Person"><a href="/questions/profile/pixelpilot/"><span itemprop="name">PixelPilot</span></a><a href="/questions/profile/pixelpilot/reputations/" class="ap-user-reputation" title="Reputation">10</a></span></div>
       <div class="question-content" itemprop="text"><p>My site is on shared hosting. When is it time to move it to a VPS, and is it worth the cost?</p></div>
       <div class="ap-post-updated"><span class="ap-post-history"><a href="/questions/profile/moderator/"><span>Sid Moderator</span></a> Changed status to publish <a href="/?ap_q=1">January 9, 2024</a></span></div>
       <div id="answers"><div class="answer" itemprop="suggestedAnswer" itemscope itemtype="https://schema.org/Answer"><div class="ap-cell-inner">
       <div class="ap-q-metas">${answerCard}</div>
       <div class="ap-answer-content" itemprop="text"><p>Great question. Move when the site slows down under its visitors or keeps hitting the host's limits.</p></div>
       <div class="ap-post-updated"><span class="ap-post-history"><a href="/questions/profile/moderator/"><span>Sid Moderator</span></a> Changed status to publish <a href="/?ap_q=2">January 9, 2024</a></span></div>
       </div></div></div></div></div>`,
    );

  it("reads an answer's writer named before 'Posted …' on its card, not the moderator of the status line under it", () => {
    const { prompt } = read(
      qaPlugin(
        '<a href="/questions/profile/vps/"><span>Hosting Guides</span></a><a href="/questions/profile/vps/reputations/" class="ap-user-reputation" title="Reputation"></a> <a href="/answer/2" class="ap-posted"><time>Posted January 9, 2024</time></a>',
      ),
      "https://hosting.example/questions/question/shared-or-vps/",
    );
    expect(prompt).toContain("Posted by: PixelPilot\n");
    expect(prompt).toContain("- [Hosting Guides] Great question. Move when the site slows down");
    expect(prompt).not.toContain("Sid Moderator");
  });

  it("reads a status line's member ('X Changed status to publish …', 'Closed by X') as no writer", () => {
    const { prompt } = read(
      qaPlugin('<a href="/answer/2" class="ap-posted"><time>Posted January 9, 2024</time></a>'),
      "https://hosting.example/questions/question/shared-or-vps/",
    );
    expect(prompt).toContain("- [] Great question. Move when the site slows down");
    expect(prompt).not.toContain("[Sid Moderator]");
    const closed = qaPlugin('<a href="/answer/2" class="ap-posted"><time>Posted January 9, 2024</time></a>').replaceAll(
      '<a href="/questions/profile/moderator/"><span>Sid Moderator</span></a> Changed status to publish',
      'Closed by <a href="/questions/profile/moderator/"><span>Sid Moderator</span></a> on',
    );
    expect(read(closed, "https://hosting.example/questions/question/shared-or-vps/").prompt).not.toContain(
      "[Sid Moderator]",
    );
  });

  // A Q&A site whose page calls itself an Article: its body (articleBody) holds the answers' count and the answers, each
  // a text over its writer's card; no question's post of its own, no article's words.
  const answer = (name: string, text: string) =>
    `<div class="paragraph"><div class="textWrapper"><div class="text">${text}</div></div><div class="n"><div class="item-profile"><div class="img"><a href="/profile.asp?id=${name.length}1"><div class="avatar-img"></div></a></div><div class="name-area"><div class="name"><a class="profile_link" href="/profile.asp?id=${name.length}1">${name}</a></div></div></div></div></div>`;
  const askedAsArticle = (before: string) =>
    `<!doctype html><html lang="iw" dir="rtl" itemscope itemtype="http://schema.org/Article"><head><title>איך זה להיות טבעוני? - Ask</title></head><body>
     <div class="page-header"><h1 itemprop="headline">איך זה להיות טבעוני?</h1><div class="publish-date">12 באפריל 2017</div></div>
     <div class="article" itemprop="articleBody">${before}
     ${answer("דנה", "זו הרגשה טובה, ויש לי יותר כוח מבעבר.")}${answer("yoni", "אני כבר לא זוכר איך היה קודם, אבל היום אני אף פעם לא עייף")}${answer("noa", "אין לי מושג, אני לא טבעונית ולא אהיה")}</div></body></html>`;

  it("reads a page that calls itself an Article but whose body is its answers, under their count, as a Q&A page", () => {
    const { facts, prompt } = read(
      askedAsArticle('<div class="answers-title">5 תשובות</div>'),
      "https://ask.example/ask/5163110",
    );
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Thread title: איך זה להיות טבעוני?\n");
    expect(prompt).not.toContain("Original post:");
    expect(prompt).toContain(
      "- [דנה] זו הרגשה טובה, ויש לי יותר כוח מבעבר.\n- [yoni] אני כבר לא זוכר איך היה קודם, אבל היום אני אף פעם לא עייף\n- [noa] אין לי מושג, אני לא טבעונית ולא אהיה",
    );
  });

  it("reads an Article whose body holds more words of its own than the comments in it as an article", () => {
    const story = `<p>${"The writer tells of a year without meat, the meals, the tiredness and the change that came after. ".repeat(6)}</p>`;
    const { facts } = read(askedAsArticle(story), "https://ask.example/ask/5163110");
    expect(facts.kind).toBe("web-page");
  });

  it("reads a reply that is only a quote of another post (its own words a blank line) as no post of its writer", () => {
    const comment = (name: string, body: string) =>
      `<li class="Item ItemComment"><div class="Comment"><div class="AuthorWrap"><span class="Author"><a href="/profile/${name}" class="Username">${name}</a></span></div>
       <div class="Item-Body"><div class="Message userContent">${body}</div></div></div></li>`;
    const answer = "<p>Hi Pat</p><p>Reset Form Size restores the default width of the entry form for that project.</p>";
    const quoteOnly = `<div class="embedExternal quoteEmbed"><article class="quoteEmbed-body"><header><a href="/profile/Ann">Ann</a></header><div class="quoteEmbed-content"><blockquote class="quoteEmbed-blockquote" cite="/comment/4325"><div class="userContent">${answer}</div></blockquote></div></article></div><p><br></p>`;
    const { prompt } = read(
      page(
        "<title>Program options? | Community</title>",
        `<h1>Program options?</h1><ul class="Comments">${comment("Pat", "<p>What do the options under the three dots do? I cannot figure them out.</p>")}${comment("Ann", answer)}${comment("Pat", quoteOnly)}${comment("Pat", "<p>Everyone's comments have been so helpful, thank you.</p>")}</ul>`,
      ),
      "https://community.example/discussion/118004",
    );
    expect(prompt).toContain(
      "- [Ann] Hi Pat / Reset Form Size restores the default width of the entry form for that project.\n- [Pat] Everyone's comments have been so helpful, thank you.",
    );
  });

  it("leaves an answer's bar of controls ('评论', '分享', '举报') out of its text", () => {
    const bar =
      '<div class="line info"><div class="wgt-answers-operator"><span class="evaluate">抢首赞</span><span class="hasgood">已赞过</span><span class="hasbad">已踩过</span><div class="eva_tooltip">你对这个回答的评价是？</div><span class="comment">评论</span><ins class="share-area"><div>分享</div><div>复制链接<textarea>https://answers.example/question/1247/answer/3790984403.html</textarea></div></ins><ins class="accuse-area"><a href="javascript:void(0)">举报</a></ins></div></div>';
    const zhidaoAnswer = (id: number, name: string, text: string) =>
      `<div class="bd answer" id="answer-${id}"><div class="replyer-all"><a href="/usercenter?uid=f7${id}a"><span class="replyer-all-uname">${name}</span></a><span class="replyer-all-time">2021-10-19</span></div>
       <div class="line content-wrapper"><div class="line content"><div class="answer-text"><div class="rich-content">${text}</div></div>${bar}</div></div></div>`;
    const { prompt } = read(
      page(
        "<title>How exact are the quake warnings?_Answers</title>",
        `<div class="question-title"><h1>How exact are the quake warnings?</h1></div><div class="answers">${zhidaoAnswer(1, "Mo Jiu", "The warnings are precise to the second, as the news reported.")}${zhidaoAnswer(2, "Bu Shuang", "Fairly precise: most sudden quakes are warned of in time.")}</div>`,
      ),
      "https://answers.example/question/1247.html",
    );
    expect(prompt).toContain(
      "- [Mo Jiu] The warnings are precise to the second, as the news reported.\n- [Bu Shuang] Fairly precise: most sudden quakes are warned of in time.",
    );
    expect(prompt).not.toContain("评论");
    expect(prompt).not.toContain("/answer/3790984403");
  });
});

describe("a page whose inline style jsdom's CSS parser cannot read", () => {
  it("reads the page (a background glued to its url) and still leaves out what its style hides", () => {
    const html = page(
      "<title>Laser Printer X1 | Example Shop</title>",
      `<h1>Laser Printer X1</h1><p>Prints 35 pages a minute on plain paper and card, duplex as standard.</p>
       <input type="image" style="background: url(/subscribe.png)no-repeat;width: 113px" alt="Subscribe">
       <p style="display:none;background: url(/x.png)no-repeat">Words a script would show later.</p>
       <p>The tray holds 250 sheets, and a second tray raises it to 850.</p>`,
    );
    const { prompt } = read(html);
    expect(prompt).toContain("Prints 35 pages a minute");
    expect(prompt).toContain("The tray holds 250 sheets");
    expect(prompt).not.toContain("Words a script would show later");
  });
});

describe("the fifteenth round's software and shop names by class (sixteenth session)", () => {
  it("a maker's page whose app data copies its store listing is named by the site's own name; a store's page keeps the app's", () => {
    const app = '{"@type":"SoftwareApplication","name":"Acme : Track Keywords","offers":{"price":0}}';
    const name = (title: string, site: string) =>
      readSaasLanding(
        page(
          `<script type="application/ld+json">${app}</script><meta property="og:site_name" content="${site}"><title>${title}</title>`,
          "<h1>Simple pricing!</h1>",
        ),
        "https://acme.example/pricing/",
      ).name;
    expect(name("Pricing - Choose the Plan That’s Right for You | Acme by Example", "Acme by Example")).toBe(
      "Acme by Example",
    );
    expect(name("Acme by Example | Pricing", "Acme by Example")).toBe("Acme by Example");
    // (a store's page names the app it lists in its title; a site name the title does not end or open with, or a
    // title naming the listing, leaves the data's name)
    expect(name("Acme : Track Keywords on the App Store", "App Store")).toBe("Acme : Track Keywords");
    expect(name("Pricing | Acme by Example", "Example Apps")).toBe("Acme : Track Keywords");
    expect(name("Acme : Track Keywords | Acme by Example", "Acme by Example")).toBe("Acme : Track Keywords");
  });

  it("a brand line beside the product's name (an element marked as the brand) is the brand, the maker's own shop's name too", () => {
    const product = (line: string, site = "Example Skincare") =>
      read(
        page(
          `<title>Vitamin C Day Serum® 30 ml | ${site}</title><meta property="og:site_name" content="${site}">`,
          `<header><a class="navbar-brand" href="/">${site}</a></header>
           <div class="product-main"><div class="product-info">${line}<h1>Vitamin C Day Serum® 30 ml</h1>
           <span class="price">$185.00</span><button class="btn-cart">Add to cart</button></div></div>`,
        ),
        "https://skincare.example/serums/vitamin-c-day-serum.html",
      ).prompt;
    expect(product('<div class="c-product-brand">SkinLab</div>')).toMatch(/^Brand: SkinLab$/m);
    expect(
      product(
        '<div class="product__gallery--brand"><h2><a href="/C-1-atelier-nord.htm">AN. x Atelier Nord (Solids)</a></h2></div>',
      ),
    ).toMatch(/^Brand: AN\. x Atelier Nord \(Solids\)$/m);
    expect(product('<div class="c-product-brand">Example Skincare</div>')).toMatch(/^Brand: Example Skincare$/m);
    // (a badge, a sentence, two makers, or a brand element away from the name's block: no brand)
    expect(product('<span class="badge-brand-new">New</span>')).not.toMatch(/^Brand:/m);
    expect(
      product('<div class="product-brand">Loved by dermatologists for twenty years and counting</div>'),
    ).not.toMatch(/^Brand:/m);
    expect(product('<div class="brand">SkinLab</div><div class="brand">Dermica</div>')).not.toMatch(/^Brand:/m);
    expect(product('<div class="product-brand"><a href="/about">Learn more</a></div>')).not.toMatch(/^Brand:/m);
    expect(product('<div class="product-brand">$metabrand</div>')).not.toMatch(/^Brand:/m);
    expect(
      read(
        page(
          "<title>Night Cream</title>",
          `<div class="product-main"><h1>Night Cream</h1><span class="price">$35.00</span><button class="btn-cart">Add to cart</button></div>
           <div class="footer-links"><div><div><ul><li class="brand-item">Dermica</li></ul></div></div></div>`,
        ),
        "https://skincare.example/night-cream.html",
      ).prompt,
    ).not.toMatch(/^Brand:/m);
  });
  it("a brand the page's data leaves as a template's placeholder ('$metabrand', '{{ brand }}') is no brand", () => {
    const brandOf = (brand: string) =>
      read(
        page(
          "<title>Sports Bra</title>",
          `<div itemscope itemtype="http://schema.org/Product"><h1 itemprop="name">Sports Bra</h1><span itemprop="brand">${brand}</span>
           <div itemprop="offers" itemscope itemtype="http://schema.org/Offer"><meta itemprop="priceCurrency" content="EUR"><span itemprop="price">20.00</span></div></div>`,
        ),
        "https://shop.example/sports-bra.html",
      ).prompt;
    expect(brandOf("$metabrand")).not.toMatch(/^Brand:/m);
    expect(brandOf("{{ product.brand }}")).not.toMatch(/^Brand:/m);
    expect(brandOf("Acme Sport")).toMatch(/^Brand: Acme Sport$/m);
  });
});

describe("a byline of a writer's name and the story's date split by a bar", () => {
  it("credits the name, and a bar before a date alone credits no one", () => {
    const story = (byline: string) =>
      page(
        "<title>A new saloon tested | Example News</title>",
        `<article><h1>A new saloon tested</h1><div class="author-timestamp">${byline}</div>
         ${"<p>The new saloon brings five radars, five cameras and a laser scanner to the motorway, and it drives itself in queues for up to a minute at a time without the driver's hands.</p>".repeat(4)}</article>`,
      );
    expect(read(story("<strong>Ana Novak</strong>| 28. december 2018 ob 08:51")).prompt).toContain(
      "Author: Ana Novak\n",
    );
    expect(read(story("Ljubljana | 28. december 2018")).prompt).not.toContain("Author:");
    expect(read(story("NEW YORK | December 28, 2018")).prompt).not.toContain("Author:");
  });
});

describe("a meta author that is the site's maker", () => {
  it("credits no writer where the name is only the footer's credit, and the writer where the story shows the name", () => {
    const story = (byline: string) =>
      page(
        '<title>Setting a proxy on the command line | Example Dev</title><meta name="author" content="Jo Maker">',
        `<article><h1>Setting a proxy on the command line</h1>${byline}
         ${"<p>Set the proxy for the session with two variables, then test it with a verbose request to a site you know, and clear both variables when you are done.</p>".repeat(4)}</article>
         <footer><p class="signature">Designed and coded by <a href="/contact">Jo Maker</a></p></footer>`,
      );
    expect(read(story("")).prompt).not.toContain("Author: Jo Maker");
    expect(read(story('<a class="author" href="/users/9">Jo Maker</a>')).prompt).toContain("Author: Jo Maker\n");
  });
});

describe("threads as the sixteenth round's forums lay them out", () => {
  // A community's Q&A page that marks nothing: each post headed by a line of the writer's name (a link to a bare
  // path), "・" and the time in an element classed as small text, over the post's text.
  const post = (name: string, time: string, text: string, best = "") =>
    `<div class="relative mb-5"><div class="flex"><a href="/${name}"><img src="/u/${name}.jpg" alt=""></a><div class="flex flex-col">
     <div class="flex items-center"><a href="/${name}" class="font-bold">${name}</a><span>・</span><p class="text-xs">${time}</p>${best}</div>
     <div class="prose"><p>${text}</p></div></div></div></div>`;
  const thread = (line: (name: string, time: string, text: string) => string) =>
    page(
      "<title>Remove the page number from the address - Example Community</title>",
      `<h1>Remove the page number from the address</h1><div class="flex flex-col">
       ${line("hal", "May 8th, 2024 07:53 PM", "When I click the next page button, the page number is added to the address and my app reloads.")}
       ${line("bob", "May 9th, 2024 05:18 AM", "You might be able to add the query string property to your component and leave the page out.")}
       ${line("hal", "May 9th, 2024 05:49 AM", "I tried adding the query string property but no luck, the number is still added.")}</div>`,
    );

  it("reads posts headed by a line of the writer's name and the time as the thread's posts, with their writers", () => {
    const { facts, prompt } = read(thread(post), "https://community.example/question/remove-page-number");
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Thread title: Remove the page number from the address\n");
    expect(prompt).toContain("Posted by: hal\n");
    // (the time line, classed as text, is the post's header, not its text)
    expect(prompt).toContain("Original post:\nWhen I click the next page button");
    expect(prompt).toContain("- [bob] You might be able to add the query string property");
    expect(prompt).toContain("- [hal] I tried adding the query string property");
  });

  it("reads lines that open with other words than a name, or lines of teasers' links, as no posts' writers", () => {
    const byline = (name: string, time: string, text: string) =>
      `<div class="entry"><div class="line"><span>By </span><a href="/${name}">${name}</a> · <span>${time}</span></div><div class="prose"><p>${text}</p></div></div>`;
    expect(read(thread(byline), "https://community.example/question/remove-page-number").facts.kind).toBe("web-page");
    const teaser = (name: string, time: string, text: string) =>
      `<div class="card"><a href="/story/${time.length}${name}"><span>${name}</span> <span>${time}</span></a><div class="prose"><p>${text}</p></div></div>`;
    expect(read(thread(teaser), "https://community.example/question/remove-page-number").facts.kind).toBe("web-page");
    const headed = (name: string, time: string, text: string) =>
      `<div class="card"><h3><a href="/${name}">${name}</a> <span>${time}</span></h3><div class="prose"><p>${text}</p></div></div>`;
    expect(read(thread(headed), "https://community.example/question/remove-page-number").facts.kind).toBe("web-page");
    // (a story's suggested readings: each a heading's link to another story over its teaser, its writer and date)
    const suggested = (name: string, time: string, text: string) =>
      `<li class="item"><h2><a href="/blog/${name}-${time.length}/">A story by ${name}</a></h2><p class="teaser">${text}</p><div class="details"><a href="/blog/authors/${name}/">${name}</a> <time>${time}</time></div></li>`;
    expect(read(thread(suggested), "https://community.example/question/remove-page-number").facts.kind).toBe(
      "web-page",
    );
  });

  it("takes a topic's heading, not the site's name beside its logo, as the title however the title orders them", () => {
    const topic = (title: string) =>
      page(
        `<title>${title}</title>`,
        `<div class="headerbar"><div class="site-description"><a id="logo" class="logo" href="./index.php"><span class="site_logo"></span></a><h1>Example User Forums</h1><p>Help for users</p></div></div>
         <h2 class="topic-title"><a href="./viewtopic.php?t=7">kernel build fails on the changelog</a></h2>
         <div class="post"><h3>kernel build fails on the changelog</h3><p class="author">by <a href="./memberlist.php?mode=viewprofile&amp;u=2" class="username">anna</a> » Fri Nov 17, 2023 3:03 pm</p><div class="content">The package build stops with an error about the changelog; what does it want?</div></div>
         <div class="post"><h3>Re: kernel build fails on the changelog</h3><p class="author">by <a href="./memberlist.php?mode=viewprofile&amp;u=3" class="username">wiz</a> » Fri Nov 17, 2023 4:10 pm</p><div class="content">Your changelog's distribution is missing; add it to the first line and build again.</div></div>`,
      );
    const address = "https://forums.example.org/viewtopic.php?t=7";
    expect(read(topic("kernel build fails on the changelog - Example User Forums"), address).prompt).toContain(
      "Thread title: kernel build fails on the changelog\n",
    );
    expect(read(topic("Example User Forums • kernel build fails on the changelog"), address).prompt).toContain(
      "Thread title: kernel build fails on the changelog\n",
    );
  });
});

describe("a date written with slashes, month or day first", () => {
  const dateOf = (dateLine: string, lang = "en") =>
    read(
      `<!doctype html><html lang="${lang}"><head><title>Storm closes the harbour | Example News</title></head><body>
       <article><h1>Storm closes the harbour</h1><p class="info">${dateLine}</p>
       ${"<p>The harbour closed on Wednesday as the storm reached the coast, and the ferries stayed in port until the wind dropped below the limit the harbour master set.</p>".repeat(4)}</article></body></html>`,
      "https://news.example/p",
    ).prompt.match(/^Published: (.*)$/m)?.[1];
  it("reads the month first beside a time with AM or PM, or on a page in US English, and leaves an ambiguous date out elsewhere", () => {
    expect(dateOf("6/1/2020<br>09:00 AM")).toBe("2020-06-01");
    expect(dateOf("6/1/2020", "en-US")).toBe("2020-06-01");
    expect(dateOf("6/1/2020", "en-GB")).toBeUndefined();
    expect(dateOf("6/1/2020")).toBeUndefined();
    expect(dateOf("6/1/2020 · 1 June 2020")).toBe("2020-06-01");
    // A number over 12 can only be the day: first (Europe's way) or second (the United States' way).
    expect(dateOf("25/12/2020", "en-GB")).toBe("2020-12-25");
    expect(dateOf("12/25/2020")).toBe("2020-12-25");
    // A fraction of a path or a version is no date.
    expect(dateOf("Issue 3/4/20201")).toBeUndefined();
  });
  it("reads a date with its time of day in a column above the heading, never a date alone there or in the site's header", () => {
    const above = (column: string) =>
      read(
        page(
          "<title>Storm closes the harbour | Example News</title>",
          `<header><p>Friday, 27 November 2026 10:15</p></header><div class="column"><span class="smaller">${column}</span><div>Ann Lee</div></div>
           <article><h1>Storm closes the harbour</h1>
           ${"<p>The harbour closed on Wednesday as the storm reached the coast, and the ferries stayed in port until the wind dropped below the limit the harbour master set.</p>".repeat(4)}</article>`,
        ),
        "https://news.example/p",
      ).prompt.match(/^Published: (.*)$/m)?.[1];
    expect(above("6/1/2020<br>09:00 AM")).toBe("2020-06-01");
    expect(above("1 June 2020")).toBeUndefined();
  });
});

describe("a byline that names the post's blog as its writer's", () => {
  it("credits the name before 'personal blog' in Chinese, Japanese and Korean", () => {
    const authorOf = (line: string) =>
      read(
        page(
          "<title>Setting a proxy on the command line | Example Dev</title>",
          `<article><h1>Setting a proxy on the command line</h1><p class="meta"><a href="/blog/s7"><img src="/a.png"> ${line} </a> / 187</p>
           ${"<p>Set the proxy for the session with two variables, then test it with a verbose request to a site you know, and clear both variables when you are done.</p>".repeat(4)}</article>`,
        ),
        "https://dev.example/articles/1",
      ).prompt.match(/^Author: (.*)$/m)?.[1];
    expect(authorOf("my38778570 的个人博客")).toBe("my38778570");
    expect(authorOf("山田太郎のブログ")).toBe("山田太郎");
    expect(authorOf("홍길동님의 블로그")).toBe("홍길동");
    expect(authorOf("个人博客")).toBeUndefined();
  });
});

describe("plan cards as the seventeenth round's pricing pages lay them out", () => {
  it("reads a card's price after a feature list written in blocks, a free feature before it, its unit after slashes", () => {
    // Cards named by a span, their features in divs (no list), the first one "FREE for unlimited viewers", the price
    // after them: the first figure is the card's price, the free word a feature's.
    const card = (name: string, features: string[], price: string, unit: string) =>
      `<div class="plan-card"><div class="head"><span class="title">${name}</span><span>Upgrade your team</span></div>` +
      `<div class="body">${features.map((feature) => `<div class="item"><span>${feature}</span></div>`).join("")}</div>` +
      `<div class="foot"><div><span class="num">$<!-- -->${price}</span><span class="unit">${unit}</span></div><a><span>Upgrade</span></a></div></div>`;
    const html = page(
      "<title>Pricing | Acme Cloud</title>",
      `<div class="pricingContent"><span>Pricing</span><div class="cards">${card(
        "Premium",
        ["FREE for unlimited viewers", "Audit logs", "App public"],
        "20",
        "/month/editor",
      )}${card("Credits", ["Storage", "Traffic"], "10", "/month/5k credits")}</div></div>`,
    );
    const landing = readSaasLanding(html, "https://acme.example/pricing/");
    expect(landing.pricing.map(({ name, price, period }) => `${name}: ${price} ${period ?? ""}`.trim())).toEqual([
      "Premium: $20 /month/editor",
      "Credits: $10 /month/5k credits",
    ]);
    expect(formatSourceFacts({ kind: "saas-landing", url: landing.url, landing })).toContain(
      "Pricing:\n- Premium: $20 /month/editor\n- Credits: $10 /month/5k credits\n",
    );
    // The same cards named by headings: the free word of a feature is no price, nor a walk up to the row.
    const headed = readSaasLanding(
      html.replaceAll('<span class="title">', "<h3>").replaceAll("</span><span>Upgrade", "</h3><span>Upgrade"),
      "https://acme.example/pricing/",
    );
    expect(headed.pricing.map(({ name, price }) => `${name}: ${price}`)).toEqual(["Premium: $20", "Credits: $10"]);
    // A dozen features written as blocks before the price: the price under them is still the card's.
    const long = readSaasLanding(
      page(
        "<title>Pricing | Acme Cloud</title>",
        `<div class="pricing"><div class="cards">${card(
          "Team",
          Array.from({ length: 14 }, (_, index) => `Feature number ${index} of the team plan, with room`),
          "30",
          "/month",
        )}${card("Scale", ["Storage"], "90", "/month")}</div></div>`,
      ),
      "https://acme.example/pricing/",
    );
    expect(long.pricing.map(({ name, price }) => `${name}: ${price}`)).toEqual(["Team: $30", "Scale: $90"]);
  });

  it("names a plan by the short label over its heading when the heading is a tagline, the tagline kept first", () => {
    const card = (label: string, heading: string, price: string) =>
      `<article class="plan"><p class="kicker">${label}</p><h2>${heading}</h2><p class="price">${price}</p>` +
      `<ul><li>Local playback</li><li>Clips</li></ul><a class="button">Download</a></article>`;
    const html = page(
      "<title>料金 | Acme</title>",
      `<section class="plan-grid">${card("FREE", "見る・整理する・切り抜く", "¥0")}${card(
        "PRO",
        "字幕・翻訳を制作へつなげる",
        "¥1,480 / 月",
      )}</section>`,
    );
    const landing = readSaasLanding(html, "https://acme.example/ja/pricing/");
    expect(landing.pricing.map(({ name, price, period }) => `${name}: ${price} ${period ?? ""}`.trim())).toEqual([
      "FREE: ¥0",
      "PRO: ¥1,480 / 月",
    ]);
    expect(landing.pricing[0]?.features).toEqual(["見る・整理する・切り抜く", "Local playback", "Clips"]);
    // A heading that is a plan's name stays the name, whatever short line stands over it ("For teams" over "Business").
    const named = readSaasLanding(
      page(
        "<title>Pricing | Acme</title>",
        `<section class="plan-grid">${card("For one", "Solo", "$9 / month")}${card("For teams", "Business", "$29 / month")}</section>`,
      ),
      "https://acme.example/pricing/",
    );
    expect(named.pricing.map(({ name }) => name)).toEqual(["Solo", "Business"]);
    // A ribbon or a price over a tagline names nothing: the heading stands.
    const ribbon = readSaasLanding(
      page(
        "<title>Pricing | Acme</title>",
        `<section class="plan-grid">${card("Most popular", "Build, share, ship", "$9 / month")}${card("$29", "Scale, secure, audit", "$29 / month")}</section>`,
      ),
      "https://acme.example/pricing/",
    );
    expect(ribbon.pricing.map(({ name }) => name)).toEqual(["Build, share, ship", "Scale, secure, audit"]);
    // A card alone, no card of its shape beside it, is no plan's card whose label names it: its heading stands.
    const alone = readSaasLanding(
      page(
        "<title>Pricing | Acme</title>",
        `<section class="plan-grid">${card("FREE", "見る・整理する・切り抜く", "¥0")}<div class="faq">Questions</div></section>`,
      ),
      "https://acme.example/ja/pricing/",
    );
    expect(alone.pricing.map(({ name }) => name)).toEqual(["見る・整理する・切り抜く"]);
  });
});

describe("a story's heading and writer, a help article's product, a topic of one post", () => {
  const story = "Rescuers searched the river again on Monday, three weeks after the boy went missing. ".repeat(6);

  it("takes the article's own heading over an h1 that is the last item of the section bar in its navigation", () => {
    const html = page(
      '<meta property="og:title" content="Missing boy: police plan search again"><title>Missing boy: police plan search again - Weekly</title>' +
        '<script type="application/ld+json">{"@type":"NewsArticle","headline":"Search on the river: Police plan another search for the missing boy"}</script>',
      `<nav><ul><li><a href="/news/">News</a></li><li><h1>Missing boy: police plan search again</h1></li></ul></nav>
       <main><article><header><h2><span>Search on the river</span> <span>Police plan another search for the missing boy</span></h2></header>
       <p>${story}</p></article></main>`,
    );
    const { prompt } = read(html, "https://weekly.example/news/police-plan-search-a-1234");
    expect(prompt).toContain("Title: Search on the river Police plan another search for the missing boy\n");
    // Without an article's own heading, the page's titles stand.
    const { prompt: bare } = read(
      html.replace(/<h2>.*?<\/h2>/, ""),
      "https://weekly.example/news/police-plan-search-a-1234",
    );
    expect(bare).toContain("Title: Missing boy: police plan search again\n");
  });

  it("takes the writer shown over the date under the heading over an author that holds the page's copyright", () => {
    const html = (author: string) =>
      page(
        `<meta property="og:title" content="Prosecutors expect new appointments this week"><meta property="og:article:author" content="${author}">`,
        `<header><h1><a href="/">Portal</a></h1></header>
         <article><h3>Prosecutors expect new appointments this week</h3><div class="info"><span>Park Sangwoo</span> <span>2024. 5. 13. 12:52</span></div>
         <section><p>${story}</p><p>Copyright © Daily News. All rights reserved.</p></section></article>`,
      );
    expect(read(html("Daily News"), "https://news.portal.example/v/20240513").prompt).toContain(
      "Author: Park Sangwoo\n",
    );
    // An author the copyright line does not name is the writer the data names.
    expect(read(html("Lee Minji"), "https://news.portal.example/v/20240513").prompt).toContain("Author: Lee Minji\n");
  });

  it("names the product a knowledge base's article heading names by its maker, not the knowledge base", () => {
    const html = (heading: string) =>
      page(
        `<title>${heading.replace(/^\d+: /, "")} | Knowledge Base</title>`,
        `<header><h1 class="element-invisible"><a href="/">Knowledge Base</a></h1><img class="logo" alt="Knowledge Base" src="/logo.svg"></header>
         <header id="content-header"><h1>${heading}</h1></header><p>Applies to: Acme Backup 2021, Acme Backup 2020.</p>`,
      );
    expect(
      readSaasLanding(html("60440: macOS 10.13 support in Acme Backup Home"), "https://kb.acme.example/content/60440")
        .name,
    ).toBe("Acme Backup Home");
    // A heading that names no maker leaves the page's name as it was.
    expect(readSaasLanding(html("Restoring files from a backup"), "https://kb.acme.example/content/1").name).toBe(
      "Knowledge Base",
    );
  });

  it("reads a forum topic of one post as a thread: its title, its starter over a time, no replies", () => {
    const html = (line: string) =>
      page(
        "<title>Regex match line containing string</title>",
        `<nav><a class="logo" href="/">A</a><a href="/login/">Login</a> | <a href="/help/">Help</a></nav>
         <main><h1>Regex match line containing string</h1><span class="small"><i>${line}</i></span>
         <pre>^.*substring.*$</pre><p>I usually use this regex to filter specific lines in a huge log file.</p></main>`,
      );
    const { facts, prompt } = read(
      html('<a href="/user/53/">mariorojas</a> - 2 years ago (last modified 2 years ago)'),
      "https://forum.example/thread/13/",
    );
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Thread title: Regex match line containing string\n");
    expect(prompt).toContain("Posted by: mariorojas\n");
    // A writer's line without a time, or a writer's link that is no member's page, makes no thread.
    expect(
      read(html('<a href="/user/53/">mariorojas</a> - regex tips'), "https://forum.example/thread/13/").facts.kind,
    ).toBe("web-page");
    expect(
      read(html('<a href="/about/">mariorojas</a> - 2 years ago'), "https://forum.example/thread/13/").facts.kind,
    ).toBe("web-page");
  });
});

describe("the nineteenth round's software pages", () => {
  it("names the maker the title's tail and site name give over a sentence-case phrase that describes the page", () => {
    const html = (social: string) =>
      page(
        `<title>${social} · Acme Labs</title><meta property="og:site_name" content="Acme Labs"><meta property="og:title" content="${social}">`,
        `<nav><a href="/">Acme Labs</a> · Pricing</nav><h1>Per fund, with a platform minimum</h1>
         <p>One fund is $500 a month. Each fund after it is $200.</p>`,
      );
    expect(readSaasLanding(html("Fund accounting software pricing"), "https://acmelabs.example/pricing/").name).toBe(
      "Acme Labs",
    );
    // A name in capitals is a product's, whatever its last word.
    expect(readSaasLanding(html("Acme Ledger Pricing Engine"), "https://acmelabs.example/pricing/").name).toBe(
      "Acme Ledger Pricing Engine",
    );
  });

  it("reads the columns of a comparison table as plans by its row labelled 'Price', free ones too", () => {
    const html = (label: string) =>
      page(
        "<title>Pricing - Acme Remote</title>",
        `<h1 id="pricing">Pricing</h1><p>The exe build is free for personal use.</p>
         <table><thead><tr><th>Features</th><th>EXE build</th><th>Store build</th></tr></thead>
         <tbody><tr><td>Update by one key</td><td>No</td><td>Yes</td></tr>
         <tr><td>${label}</td><td>Free</td><td><del>$1.99</del> Free</td></tr></tbody></table>`,
      );
    const plans = readSaasLanding(html("Price"), "https://acme.example/pricing/").pricing;
    expect(plans.map((plan) => `${plan.name}: ${plan.price}`)).toEqual(["EXE build: Free", "Store build: Free"]);
    // A row that says nothing of prices makes no plans of a table without a figure.
    expect(readSaasLanding(html("Licence"), "https://acme.example/pricing/").pricing).toEqual([]);
  });
});
