// A shop page's code lines, one-choice choosers, microdata properties and struck prices (decision 045, twentieth
// session): each rule read from a small hand-written page that names no site.
import { describe, expect, it } from "vitest";
import { readPageContent } from "./read-page-content.server";
import { formatSourceFacts, type TSourceFacts } from "./read-source.server";

function read(html: string, url = "https://shop.example/p/1"): string {
  const result = readPageContent({ reader: "web-page", html, url, contentType: "text/html" });
  if (!result.ok) throw new Error(result.message);
  return formatSourceFacts({ ...result.content, url } as TSourceFacts);
}

const page = (body: string, head = "") =>
  `<!doctype html><html><head><title>Glow in the Dark Toilet Paper</title>${head}</head><body>
   <h1>Glow in the Dark Toilet Paper</h1>${body}
   <span class="price">$10.99</span><button class="btn-cart">Add to Cart</button>
   <p>It looks just like regular, plush and comfy paper in the light but glows bright once the lights are dimmed.</p>
   </body></html>`;

describe("the nineteenth and eighteenth rounds' shop misses by class (twentieth session)", () => {
  it("a code of capital letters alone that ends its line under a code's label is a specification", () => {
    expect(
      read(page('<table><tr><td><strong>Item Id: <span id="pid">GLOWROLL</span></strong></td></tr></table>')),
    ).toMatch(/^- Item Id: GLOWROLL$/m);
    expect(read(page('<div class="product-id">Part Number:<span id="pid">EMERMUS</span></div>'))).toMatch(
      /^- Part Number: EMERMUS$/m,
    );
    // (a word of "nothing", a code with words after it, a bare "Code:" a discount also writes, a word in small
    // letters: no code)
    expect(read(page('<div class="product-id">Part Number: NONE</div>'))).not.toContain("Part Number");
    expect(read(page('<div class="product-id">Part Number: EMERMUS and more</div>'))).not.toContain("Part Number");
    expect(read(page('<div class="promo">Code: SUMMER</div>'))).not.toContain("SUMMER");
    expect(read(page('<div class="product-id">Item Id: pending</div>'))).not.toContain("Item Id");
  });

  it('a bare "Item:" before letters and figures that end its line is the code; before a count it is not', () => {
    expect(read(page('<div class="item-code">Item: SB00260</div>'))).toMatch(/^- Item: SB00260$/m);
    expect(read(page('<div class="item-code">Item: 3 pack</div>'))).not.toMatch(/^- Item:/m);
    expect(read(page('<div class="item-code">Item: 260</div>'))).not.toMatch(/^- Item:/m);
  });

  it("a labelled chooser of one choice is a specification; of two choices it is the buyer's to choose", () => {
    const chooser = (options: string) =>
      page(`<form action="/cart/add"><div class="selector-wrapper"><label for="option-1">Color</label>
        <select id="option-1">${options}</select></div></form>`);
    expect(read(chooser('<option value="Blue">Blue</option>'))).toMatch(/^- Color: Blue$/m);
    expect(read(chooser("<option>Choose a color</option><option>Blue</option>"))).toMatch(/^- Color: Blue$/m);
    expect(read(chooser("<option>Blue</option><option>Red</option>"))).not.toMatch(/^- Color:/m);
    // (a label worded as a prompt names what is chosen)
    const prompted = page(`<form action="/cart/add"><label for="size">Select a Size</label>
      <select id="size"><option>30 ml</option></select></form>`);
    expect(read(prompted)).toMatch(/^- Size: 30 ml$/m);
  });

  it('a variant\'s label ("Size :") over a list of one choice is a specification; over two, or another label, not', () => {
    const sizes = (label: string, items: string) =>
      page(`<div class="attributes"><dl><dt>${label}</dt><dd></dd></dl><div class="chart"></div>
        <ul class="values">${items}</ul></div>`);
    const one = '<li><span class="label">40x40</span><aside class="tip">Sold Out</aside></li>';
    expect(read(sizes("Size :", one))).toMatch(/^- Size: 40x40$/m);
    expect(read(sizes("Size :", `${one}<li><span class="label">60x60</span></li>`))).not.toMatch(/^- Size:/m);
    expect(read(sizes("Share :", "<li><a href='/s'>Facebook</a></li>"))).not.toContain("Facebook");
  });

  it("a variant's label and colon, full-width or not, beside its value on a line of its own is a specification", () => {
    const line = (label: string, value: string) =>
      page(`<div class="buy"><div class="variant"><span>${label}</span><span>${value}</span></div>
        <div class="swatches"><a title="${value}" href="?v=1"></a></div></div>`);
    expect(read(line("カラー：", "白"))).toMatch(/^- カラー: 白$/m);
    expect(read(line("Color:", "Black"))).toMatch(/^- Color: Black$/m);
    // (a label of no variant, a prompt for a value, a label without its colon: no specification)
    expect(read(line("Share:", "Facebook"))).not.toMatch(/^- Share:/m);
    expect(read(line("Size:", "Please select"))).not.toMatch(/^- Size:/m);
    expect(read(line("カラー", "白"))).not.toMatch(/^- カラー/m);
    // (a line that says more than the label and the value is no label's line)
    const sentence = page("<p><span>Color:</span><span>Black</span> and four more shades in store</p>");
    expect(read(sentence)).not.toMatch(/^- Color:/m);
  });

  it("a variant's line in a segment a streamed page sends hidden for its script to show is read; one hidden otherwise is not", () => {
    const segment = (attributes: string) =>
      `<!doctype html><html><head><title>Aroma stone</title><script type="application/ld+json">{"@context":"https://schema.org",
       "@type":"Product","name":"Aroma stone","offers":{"@type":"Offer","price":"990","priceCurrency":"JPY"}}</script>
       </head><body><template id="P:1"></template>
       <div hidden ${attributes}><h1>Aroma stone</h1><div><span>カラー：</span><span>白</span></div>
       <span class="price">$10.99</span><button class="btn-cart">Add to Cart</button>
       <p>An unglazed stone that takes a few drops of oil and scents a desk without fire or power.</p></div></body></html>`;
    expect(read(segment('id="S:1"'))).toMatch(/^- カラー: 白$/m);
    expect(read(segment('class="later"'))).not.toMatch(/^- カラー/m);
  });

  it("a property the microdata marks on the page outside any offer, under its label, is a specification", () => {
    const dress = (offer: boolean) =>
      `<!doctype html><html><head><title>Textured shift dress</title></head><body>
       <div itemscope itemtype="http://schema.org/Product"><h1 itemprop="name">Textured shift dress</h1>
       <div${offer ? ' itemprop="offers" itemscope itemtype="http://schema.org/Offer"' : ""}>
       <div class="color"><p class="title">Color:</p><p itemprop="color">Black</p></div></div>
       <span class="price">$39.99</span><button class="add">Add to bag</button>
       <p>A dress in a textured fabric with a funnel neck, short sleeves and a straight cut.</p></div></body></html>`;
    expect(read(dress(false))).toMatch(/^- Color: Black$/m);
    expect(read(dress(true))).not.toMatch(/^- Color:/m);
  });

  it('initials before "#" label a code with a figure ("B&H # CAE5D4" beside "MFR # 1483C002"); a word before "#" does not', () => {
    const codes = (first: string) =>
      page(
        `<span class="numbers"><span class="sku">${first}</span> <span class="mfr">MFR&nbsp;#&nbsp;1483C002</span></span>`,
      );
    const read1 = read(codes("B&amp;H&nbsp;#&nbsp;CAE5D4"));
    expect(read1).toMatch(/^- B&H #: CAE5D4$/m);
    expect(read1).toMatch(/^- MFR #: 1483C002$/m);
    expect(read(codes("Hashtag # CAE5D4"))).not.toContain("CAE5D4");
    expect(read(codes("B&amp;H # none"))).not.toContain("B&H");
  });

  it("labels drawn apart from their values, each pair in a wrap of its own, two or more side by side, are specifications", () => {
    const wraps = (count: number) =>
      page(
        `<div class="attributes">${[
          ["寸法(mm)", "95.9×66.9×52"],
          ["測定範囲", "0～30%VOL"],
        ]
          .slice(0, count)
          .map(
            ([label, value]) => `<span class="attr__wrap"><span class="attr__heading">${label}</span>${value}</span>`,
          )
          .join("\n")}</div>`,
      );
    const both = read(wraps(2));
    expect(both).toMatch(/^- 寸法\(mm\): 95\.9×66\.9×52$/m);
    expect(both).toMatch(/^- 測定範囲: 0～30%VOL$/m);
    // (one such wrap alone may be anything: a badge and its words)
    expect(read(wraps(1))).not.toContain("寸法");
  });

  it("the data's name after the data's maker, where the page's title opens with both, is the name", () => {
    const bag = (title: string) =>
      `<!doctype html><html><head><title>${title}</title></head><body>
       <div itemscope itemtype="http://schema.org/Product"><div class="brand"><span itemprop="brand">Nike</span>
       <span itemprop="name">Blue Backpack</span></div>
       <div itemprop="offers" itemscope itemtype="http://schema.org/Offer"><span itemprop="price" content="1617">1,617</span>
       <meta itemprop="priceCurrency" content="INR"></div><button class="add-to-cart">Add to Bag</button>
       <p>A roomy backpack with two compartments, padded straps and a grab handle for school or the gym.</p></div></body></html>`;
    expect(read(bag("Nike Blue Backpack - Buy Online | Shop"))).toMatch(/^Product: Nike Blue Backpack$/m);
    expect(read(bag("Blue Backpack - Buy Online | Shop"))).toMatch(/^Product: Blue Backpack$/m);
    expect(read(bag("Nike Blue Backpacks for Women | Shop"))).toMatch(/^Product: Blue Backpack$/m);
  });

  it('a class that holds the letters "old" inside a word ("bold", "holder") strikes no price; "old-price" does', () => {
    const prices = (classes: string) =>
      page(
        `<div class="price-box"><span class="${classes}">$94.00</span> <span class="was-price">$119.00</span></div>`,
      );
    expect(read(prices("price bold"))).toMatch(/^Price: \$94\.00$/m);
    expect(read(prices("price-holder"))).toMatch(/^Price: \$94\.00$/m);
    expect(read(prices("price old-price"))).not.toMatch(/^Price: \$94\.00$/m);
  });
});

describe("the twenty-fifth round's shop misses by class (twenty-sixth session)", () => {
  // A print shop's options: each a label block and a list of its choices, the one chosen marked so, and a paragraph
  // that explains it inside the list.
  const options = (label: string, items: string) =>
    page(`<div class="options"><div class="option-column"><div class="heading">${label}</div>
      <ul class="product-options">${items}</ul></div></div>`);
  const chosen = `<li class="selected single">Gallery Canvas</li>
    <div class="option-details">Printed on cotton canvas and stretched over a wooden frame, ready to hang.</div>`;

  it("a list of one choice the page marks as chosen is a specification under a label of any words", () => {
    expect(read(options("Product Type", chosen))).toMatch(/^- Product Type: Gallery Canvas$/m);
    expect(read(options("Format :", '<li aria-selected="true">Hardcover</li>'))).toMatch(/^- Format: Hardcover$/m);
  });

  it("unmarked, linked, one of two, or under a sentence, it is no specification", () => {
    // (a one-item list the page does not mark as chosen, under a word that names no variant)
    expect(read(options("Product Type", "<li>Gallery Canvas</li>"))).not.toMatch(/^- Product Type:/m);
    // (a menu's item for the page shown, a link elsewhere)
    expect(read(options("Collections", '<li class="selected"><a href="/c/maps">Maps</a></li>'))).not.toContain(
      "Collections",
    );
    // (two choices are the buyer's to choose)
    expect(read(options("Product Type", `${chosen}<li>Art Print</li>`))).not.toMatch(/^- Product Type:/m);
    // (a label of more than a few words is a sentence, not a chooser's name)
    expect(read(options("Pick the one you like best", chosen))).not.toMatch(/^- Pick/m);
  });

  // A chooser whose label names the chosen value after its colon, over the swatches of its values.
  const swatches = (label: string) =>
    page(`<form class="add-form"><fieldset><div class="legend-outer"><legend class="form-label">
                ${label}
            </legend></div>
      <ul class="swatches"><li><a href="?color=070" title="Gold"><img alt="Gold" src="/s/070.jpg"></a></li>
      <li><a href="?color=001" title="Black"><img alt="Black" src="/s/001.jpg"></a></li></ul></fieldset></form>`);

  it("a variant's label that names the chosen value in an element after its colon is a specification", () => {
    expect(read(swatches("Color: <span class='name'> Gold </span>"))).toMatch(/^- Color: Gold$/m);
    expect(read(swatches('COLOR: <span id="color-title">New Blue Heather</span>'))).toMatch(
      /^- COLOR: New Blue Heather$/m,
    );
  });

  it("a label with no value yet, a prompt, another label's words or more words after the value: none", () => {
    expect(read(swatches('Size: <span id="size-title"></span>'))).not.toMatch(/^- Size:/m);
    expect(read(swatches("Color: <span>Select a color</span>"))).not.toMatch(/^- Color:/m);
    expect(read(swatches("Share: <span>Facebook</span>"))).not.toMatch(/^- Share:/m);
    expect(read(swatches("Color: <span>Gold</span> and four more in store"))).not.toMatch(/^- Color:/m);
  });
});

describe("a data price as a database prints it (twenty-sixth session)", () => {
  const priced = (amount: string) =>
    `<!doctype html><html><head><title>Quarter-Zip Pullover Jacket</title></head><body>
     <div itemscope itemtype="http://schema.org/Product"><h1 itemprop="name">Quarter-Zip Pullover Jacket</h1>
     <div itemprop="offers" itemscope itemtype="http://schema.org/Offer">
     <meta itemprop="price" content="${amount}"><meta itemprop="priceCurrency" content="USD"></div>
     <p>A light pullover for mild days, with a zipped pocket on the sleeve.</p></div></body></html>`;

  it("zeros past the cents are left off; a figure of three decimals is kept as written", () => {
    expect(read(priced("69.990000000000"))).toMatch(/^Price: \$69\.99$/m);
    expect(read(priced("26.5000"))).toMatch(/^Price: \$26\.50$/m);
    expect(read(priced("69.99"))).toMatch(/^Price: \$69\.99$/m);
    // (three digits after a dot may be a thousands group; digits that are not zeros past the cents are a figure's)
    expect(read(priced("1.000"))).toMatch(/^Price: \$1\.000$/m);
    expect(read(priced("12.3456"))).toMatch(/^Price: \$12\.3456$/m);
  });
});
