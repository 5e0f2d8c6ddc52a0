// Pages of kinds no generator takes, each refused before any model call with what it seems to be, and the pages of
// the right kind beside them (a shop's product page with a sign-in form in its header and other products below it)
// read as before.
import { describe, expect, it } from "vitest";
import { readPageContent, type TPageReader } from "./read-page-content.server";
import { formatSourceFacts, type TSourceFacts } from "./read-source.server";
import { sourceMismatch, type TSourcePurpose } from "./source-fit";

const page = (head: string, body: string) => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

function read(html: string, url: string, reader: TPageReader = "web-page"): TSourceFacts {
  const result = readPageContent({ reader, html, url, contentType: "text/html" });
  if (!result.ok) throw new Error(result.message);
  return { ...result.content, url } as TSourceFacts;
}

function refusal(html: string, url: string, purpose: TSourcePurpose = "product-review"): string | undefined {
  return sourceMismatch(read(html, url, purpose === "software-review" ? "saas-landing" : "web-page"), purpose);
}

const signInForm = '<form action="/session"><input name="login"><input type="password" name="password"></form>';
const prose = (words: string) => `<p>${`${words} `.repeat(20)}</p>`;

// A shop's product page: its buy box first, a sign-in form in its header, four other products below.
const productPage = page(
  "<title>Acme Kettle 1.7 l | Example Shop</title>",
  `<div id="top">${signInForm}</div>
   <h1>Acme Kettle 1.7 l</h1><div class="buy"><span class="price">$39.99</span><button>Add to cart</button></div>
   <ul class="related">${[1, 2, 3, 4]
     .map(
       (n) =>
         `<li class="card"><a href="/p/${n}">Other kettle ${n}</a><span class="price">$${n}9.00</span><button>Add to cart</button></li>`,
     )
     .join("")}</ul>`,
);

describe("forms to sign in or open an account", () => {
  it("refuses a sign-in page in any language and a sign-up page, for a product review and a software review", () => {
    expect(refusal(page("<title>Sign in · Example</title>", signInForm), "https://example.com/login")).toMatch(
      /^The source https:\/\/example\.com\/login seems to be a sign-in page \(a form to log in\) \("Sign in · Example"\), not a page about a product\. A product review needs/,
    );
    expect(refusal(page("<title>Вход в сайта</title>", signInForm), "https://bg.example/login.php")).toMatch(
      /seems to be a sign-in page/,
    );
    expect(
      refusal(page("<title>ログイン /【Example】 通販</title>", signInForm), "https://jp.example/signup/login"),
    ).toMatch(/seems to be a sign-in page/);
    const signUp = page(
      "<title>Signup for Example.org</title>",
      '<h2>Sign Up</h2><form><input name="user"><input type="password"><input type="password"></form>',
    );
    expect(refusal(signUp, "https://example.org/accounts/signup/", "software-review")).toMatch(
      /seems to be a sign-up page \(a form to open an account\).*A software review needs the product's own landing or pricing page\./,
    );
  });

  it("refuses a sign-in page whose form's name holds a word that could open the site's part ('Log In to Canvas')", () => {
    // ("In" of "Log In" is also the "in" of "Sign in in Acme": the name is read up to each such word, not only the first)
    for (const title of ["Log In to Example", "Log on to Example Online", "Sign In or Register for Example"]) {
      expect(
        refusal(
          page(`<title>${title}</title>`, `<h1>Example</h1>${signInForm}`),
          "https://learn.example/login/x",
          "software-review",
        ),
      ).toMatch(/seems to be a sign-in page \(a form to log in\)/);
    }
  });

  it("reads a product page with a sign-in form in its header, and a thread whose title starts with 'Login'", () => {
    expect(read(productPage, "https://shop.example/p/kettle").kind).toBe("retailer-product");
    const thread = page(
      "<title>Login problems after the update | Example Forum</title>",
      `${signInForm}<h1>Login problems after the update</h1>${prose("My account stops working after the update.")}`,
    );
    expect(refusal(thread, "https://forum.example/t/1", "how-to")).toBeUndefined();
    // A forum's page whose sign-in box has a heading of its own, above posts in blocks without paragraphs.
    const board = page(
      "<title>2005 Tribute - Example Forum</title>",
      `<h2>Log in</h2>${signInForm}<h2>2005 Tribute</h2><div class="post">Mine runs fine.</div>`,
    );
    expect(refusal(board, "https://forum.example/108-tribute/1.html", "how-to")).toBeUndefined();
  });
});

describe("pages that say they are not there", () => {
  it("refuses a page not found in several languages, and a parked domain", () => {
    for (const title of [
      "404",
      "Error 404 - Page not found",
      "Seite nicht gefunden",
      "Página no encontrada",
      "页面不存在",
    ]) {
      expect(
        refusal(page(`<title>${title} - Example</title>`, "<h1>Oops</h1>"), "https://example.com/x", "how-to"),
      ).toMatch(/seems to be an error page \("page not found"\)/);
    }
    const parked = page(
      '<title>example-domain.com</title><meta name="description" content="This domain may be for sale!">',
      '<h2>Domain parked by Example Registrar</h2><a href="https://registrar.example/">Buy this domain</a>',
    );
    expect(refusal(parked, "https://example-domain.com/")).toMatch(/seems to be a parked domain/);
  });

  it("reads an article about page-not-found errors as the article it is", () => {
    const article = page(
      "<title>Page not found</title>",
      `<h1>Page not found</h1>${prose("Why servers answer 404 and what a site should show instead.").repeat(3)}`,
    );
    expect(refusal(article, "https://blog.example/404-pages", "how-to")).toBeUndefined();
  });
});

describe("job ads, homes and search results", () => {
  it("refuses a job ad by its data, or by its salary line and a way to apply", () => {
    const data = page(
      `<script type="application/ld+json">{"@type":"JobPosting","title":"Engineer"}</script><title>Engineer</title>`,
      "<h1>Engineer</h1>",
    );
    expect(refusal(data, "https://jobs.example/1")).toMatch(/seems to be a job ad/);
    const shown = page(
      "<title>Project Co-ordinator | Apply</title>",
      '<h1>Project Co-ordinator</h1><p>Salary: (Per Annum) :£25,000 - 40,000</p><label>Upload your CV <input type="file"></label>',
    );
    expect(refusal(shown, "https://jobs.example/apply?id=2")).toMatch(/seems to be a job ad/);
  });

  it("refuses a home's page by three of its labels, not a product page that names one", () => {
    const home = page(
      "<title>10 Oak Blvd</title>",
      "<h1>10 Oak Blvd</h1><div>Starting Base Price: $246900</div><div>Bedrooms: 3</div><div>Baths: 2</div><div>Approx. SQ FT: 2459</div>",
    );
    expect(refusal(home, "https://homes.example/properties/10-oak/")).toMatch(
      /seems to be a property for sale or to rent/,
    );
    const bed = page(
      "<title>Bed frame | Shop</title>",
      '<h1>Bed frame</h1><div>For bedrooms</div><span class="price">$199</span><button>Add to cart</button>',
    );
    expect(read(bed, "https://shop.example/p/bed").kind).toBe("retailer-product");
  });

  it("refuses search results whose address asks for what the title repeats", () => {
    const results = page(
      "<title>kettle - Search - Example Shop</title>",
      "<h1>Results for kettle</h1><ul><li>Kettle</li></ul>",
    );
    expect(refusal(results, "https://shop.example/search?q=kettle")).toMatch(/seems to be a page of search results/);
  });

  it("refuses search results that count what they found for quoted words, the query sent as filters", () => {
    const counted = (title: string) =>
      page(
        `<title>${title} | Example Shop</title>`,
        `<h3>${title}</h3><div class="item"><a href="/p/1">MH400 Metal Halide</a> $48.75 ea</div>`,
      );
    const address = "https://shop.example/search?category=5942&filter[Brand][0]=Hortilux";
    expect(refusal(counted('3 results for "Light Bulbs"'), address)).toMatch(/seems to be a page of search results/);
    expect(refusal(counted("128 Ergebnisse für „Lampe“"), address)).toMatch(/seems to be a page of search results/);
    // A count in a product's own name, or on a page whose address says no results, is no search.
    expect(refusal(counted('3 results for "Light Bulbs"'), "https://shop.example/p/bulbs") ?? "").not.toMatch(
      /search results/,
    );
    expect(refusal(counted("12 items for the garden"), address) ?? "").not.toMatch(/search results/);
  });
});

describe('a forum\'s index and an "about us" page', () => {
  it("refuses a forum's index by its three column heads for a how-to, and keeps a thread whose sidebar lists similar threads", () => {
    const row = (n: number) =>
      `<tr><td><a href="/forums/${n}">Section ${n}</a></td><td>34</td><td>730</td><td>22 minutes ago by Ann</td></tr>`;
    const index = page(
      "<title>Forums discussions - Example News</title>",
      `<h1>Forums</h1><table><tr><th>Section</th><th>Discussions</th><th>Posts</th><th>Latest Post</th></tr>${[1, 2, 3].map(row).join("")}</table>`,
    );
    expect(refusal(index, "https://news.example/community/forums", "how-to")).toMatch(
      /seems to be a forum's index \(a list of forums or threads, no thread of its own\)/,
    );
    const similar = page(
      "<title>Kettle descaling - Example Forum</title>",
      `<h1>Kettle descaling</h1>${prose("Vinegar works well for descaling a kettle, then rinse it twice.")}
       <table><tr><th>Thread</th><th>Forum</th><th>Replies</th><th>Last Post</th></tr>${row(1)}</table>`,
    );
    expect(refusal(similar, "https://forum.example/t/1", "how-to")).toBeUndefined();
  });

  it("refuses a forum's list of boards whose heads name two columns each ('Topics / Messages') and keeps a thread under a head of two parts", () => {
    const row = (n: number) =>
      `<tr><td><a href="index.jsp?forum=${n}"><b>Board ${n}</b></a> Questions about board ${n}</td><td>754 / 2,831</td><td>Mar 4, 2016 by: ann</td></tr>`;
    const boards = (heads: string) =>
      page("<title>Forums - Welcome</title>", `<table><tr>${heads}</tr>${[1, 2, 3, 4].map(row).join("")}</table>`);
    const cell = (text: string) => `<td><font><b>${text}</b></font></td>`;
    expect(
      refusal(
        boards(cell("FORUM / CATEGORY NAME") + cell("TOPICS / MESSAGES") + cell("LAST POST")),
        "http://forum.example/",
        "how-to",
      ),
    ).toMatch(
      /^The source http:\/\/forum\.example\/ seems to be a forum's index \(a list of forums or threads, no thread of its own\)/,
    );
    // (the same heads without the list's last post column are no index's)
    expect(
      refusal(
        boards(cell("FORUM / CATEGORY NAME") + cell("TOPICS / MESSAGES") + cell("STARTED")),
        "http://forum.example/",
        "how-to",
      ) ?? "",
    ).not.toMatch(/forum's index/);
  });

  it("keeps a topic whose posts' count says 'Posts', whose 'Last Post' link jumps down and whose footer counts 'Topics'", () => {
    const post = (name: string, words: string) =>
      `<div class="post"><div class="author"><a href="/participant/${name}/">${name}</a><div>(@${name})</div><div>Joined: 4 months ago</div></div><div class="content"><p>${words}</p></div></div>`;
    const topic = (footer: string) =>
      page(
        "<title>Misal started strong at the qualification - Example Forum</title>",
        `<main><div class="wrap"><div class="topic-head"><h1>Misal started strong at the qualification</h1>
           <div class="stats"><div class="stat"><span>6</span><span>Posts</span></div><div class="stat"><span>58</span><span>Views</span></div></div>
           <div class="last"><div class="by"><a href="#post-6"><span>Last Post</span></a> by Ann</div></div></div>
           <div class="posts">${post("ann", "Misal won 4-1 against his first opponent today.")}${post("bob", "It's been fun watching him so far this week.")}</div></div></main>
         ${footer}`,
      );
    const address = "https://forum.example/forum/events/misal-started-strong";
    const statistics = `<footer><div class="stats"><ul><li><span>67</span><span>Topics</span></li><li><span>147</span><span>Posts</span></li></ul></div></footer>`;
    expect(refusal(topic(statistics), address, "how-to") ?? "").not.toMatch(/forum's index/);
    // (the three heads in one row are an index's)
    const heads = `<div class="row"><div>Topics</div><div>Posts</div><div>Last Post</div></div>`;
    expect(refusal(topic(heads), address, "how-to")).toMatch(/forum's index/);
  });

  it("keeps a topic whose search form offers 'Topics' beside its own 'Replies' and 'Last Reply' figures", () => {
    const stat = (name: string, value: string) =>
      `<li><span class="statTitle">${name}</span><span>${value}</span></li>`;
    const choice = `<form action="/search"><input name="q"><label><input type="radio" name="type"><span>Topics</span></label></form>`;
    const topic = (search: string) =>
      page(
        "<title>How to hide a variant from a product page? - Example Forum</title>",
        `${search}
         <h1>How to hide a variant from a product page?</h1><ul class="overview">${stat("Replies", "1")}${stat("Views", "116")}${stat("Last Reply", "May 21")}</ul>
         <article class="post"><a href="/profile/1-ann/">Ann</a><div class="post-content"><p>My shop sells a chair in four colours and I want to hide one of them.</p></div></article>
         <article class="post"><a href="/profile/2-bob/">Bob</a><div class="post-content"><p>You can't hide it, but you can mark that colour as sold out instead.</p></div></article>`,
      );
    const address = "https://forum.example/topic/298933-how-to-hide-a-variant/";
    expect(refusal(topic(choice), address, "how-to") ?? "").not.toMatch(/forum's index/);
    // (the same word as a list's column head, outside a form's choice, is an index's)
    expect(refusal(topic("<div>Topics</div>"), address, "how-to")).toMatch(/forum's index/);
  });

  it("refuses a company's about page by its title in any language, or by an /about address and its title's opening", () => {
    const about = page(
      "<title>О компании | Интернет-магазин Example</title>",
      `<h1>О компании</h1>${prose("Мы продаём продукты с доставкой по городу.")}`,
    );
    expect(refusal(about, "https://shop.example/content/4-about-us")).toMatch(
      /seems to be a company's or organisation's own page about itself \(an "about us" page\)/,
    );
    const development = page(
      "<title>About/Development - Example Endowment</title>",
      `<h1>Development</h1>${prose("Gifts from foundations and people fund our research.")}`,
    );
    expect(refusal(development, "https://endowment.example/about/development/", "software-review")).toMatch(
      /seems to be a company's or organisation's own page about itself/,
    );
    // (an article that speaks about something is no about page)
    const article = page(
      "<title>About time: the new watch - Example</title>",
      `<h1>About time</h1>${prose("A watch.")}`,
    );
    expect(read(article, "https://news.example/2020/about-time").kind).toBe("web-page");
    expect(refusal(article, "https://news.example/2020/about-time")).toBeUndefined();
  });
});

describe("a shop's page of many products", () => {
  it("refuses a category page whose first price stands in one of its cards (no buy buttons), and reads a product page with others below", () => {
    const cards = [1, 2, 3]
      .map(
        (n) =>
          `<div class="item"><a href="/p/${n}">Bag ${n}</a><span class="was">Was: $100.00</span><span class="now">Now: $4${n}.99</span><button>Quick View</button></div>`,
      )
      .join("");
    const category = page("<title>Crossbody Bags | Example Shop</title>", `<h1>Crossbody Bags</h1><div>${cards}</div>`);
    const facts = read(category, "https://shop.example/c/bags");
    expect(sourceMismatch(facts, "product-review")).toMatch(
      /seems to be a list of products \(a shop's listing: a category page, search results or offers of many products\) \("Crossbody Bags"\)/,
    );
    expect(formatSourceFacts(read(productPage, "https://shop.example/p/kettle"))).toContain("Price: $39.99");
  });
});

describe("an event's ticket page without product data", () => {
  it("refuses a tour's page that lists its dates with start times beside 'Get Tickets' and a price", () => {
    const dates = ["Wed 25 Nov 2015 11:00 AM", "Thu 26 Nov 2015 11:00 AM", "Fri 27 Nov 2015 11:00 AM"];
    const tour = page(
      "<title>Walking Tour</title>",
      `<h1>Walking Tour</h1><p>Rome, Italy</p><a class="buy-button" href="#tickets">Get Tickets</a>
       <table>${dates.map((date) => `<tr><td>${date}</td></tr>`).join("")}</table>
       <div class="price">€40.00</div><button>Buy</button>`,
    );
    expect(refusal(tour, "https://tickets.example/event/1", "how-to")).toMatch(/seems to be an event/);
  });
});

describe("pages the tenth session refuses: a search without the query in its title, a shop's forum, a form, a place, a guest", () => {
  it("refuses search results titled 'Search' alone by the search box holding the words asked for, or a line that found results for them", () => {
    const results = (box: string, line: string) =>
      page(
        "<title>Search | Example Magazine</title>",
        `<form action="/search/"><input type="text" name="q"${box}><button>Search</button></form>
         <div class="count">${line}</div><h2><a href="/article/1">Snow leopards</a></h2>`,
      );
    const address = "https://magazine.example/search/?q=twenty%20cats";
    expect(refusal(results(' value="twenty cats"', ""), address, "how-to")).toMatch(
      /seems to be a page of search results \("Search \| Example Magazine"\)/,
    );
    expect(
      refusal(
        results("", "<span>Found</span> <strong>28</strong> <span>results for</span> <strong>twenty cats</strong>"),
        address,
        "how-to",
      ),
    ).toMatch(/seems to be a page of search results/);
    // (the same page at an address that asks for nothing, or whose path says no results, is no search)
    expect(
      refusal(results(' value="twenty cats"', ""), "https://magazine.example/article/?q=twenty%20cats", "how-to"),
    ).toBeUndefined();
    // (the page named "Search" with its search box at an address that says search is the site's search page, whether
    // or not the box holds the words: twelfth session)
    expect(refusal(results("", ""), address, "how-to")).toMatch(/seems to be a page of search results/);
    expect(refusal(results("", "").replace("Search |", "Magazine |"), address, "how-to")).toBeUndefined();
    // A query under a key of the site's own ("?blob=…"): the search box on a page of results holds its words.
    expect(
      refusal(results(' value="sanctions"', ""), "https://news.example/search/news?blob=sanctions", "how-to"),
    ).toMatch(/seems to be a page of search results/);
    expect(
      refusal(results(' value="sanctions"', ""), "https://news.example/article/news?blob=sanctions", "how-to"),
    ).toBeUndefined();
  });

  it("refuses a shop's forum index without column heads, named 'Forum', by its threads' last-post labels; a thread with them stays", () => {
    const thread = (n: number) =>
      `<div class="thread"><a href="/forum/t/${n}">Question ${n}</a><strong>Letzter Beitrag:</strong><div>Hallo, kann ich …</div><a href="/forum/t/${n}#last">Zum letzten Beitrag</a></div>`;
    const index = page("<title>Forum bei Example-Shop</title>", `<h2>Forum</h2>${[1, 2, 3].map(thread).join("")}`);
    expect(refusal(index, "https://shop.example/forum", "how-to")).toMatch(/seems to be a forum's index/);
    // Two threads listed are no index; a thread whose posts show "Last reply" keeps its title's topic.
    const two = page(
      "<title>Forum bei Example-Shop</title>",
      `<h2>Forum</h2>${thread(1)}${thread(2)}`.replace(/Zum letzten Beitrag/g, "Antworten"),
    );
    expect(refusal(two, "https://shop.example/forum", "how-to")).toBeUndefined();
    const posts = page(
      "<title>Kettle descaling - Example Forum</title>",
      `<h1>Kettle descaling</h1>${[1, 2, 3].map((n) => `<div class="post"><span>Last reply</span>${prose(`Reply ${n} about vinegar.`)}</div>`).join("")}`,
    );
    expect(refusal(posts, "https://forum.example/t/1", "how-to") ?? "").not.toMatch(/forum's index/);
  });

  it("refuses a page that is a form to write to the site, and keeps an article with a comment form below its text", () => {
    // (the message box's own id may say "comment": only the form's marks and the box's name tell a comment form)
    const form =
      '<form method="post" id="formNews"><label>Name:</label><input name="name"><label>E-Mail:</label><input name="email"><label>Message:</label><textarea name="message" id="formComment"></textarea><input type="submit" value="Send"></form>';
    const tip = page(
      "<title>Send us news | Example News</title>",
      `<div class="header"><h1>Send us news</h1></div><div class="content"><p>Dear readers! Tell us of an event we have not covered.</p>${form}</div>`,
    );
    expect(refusal(tip, "https://news.example/services/news/")).toMatch(
      /seems to be a form to write to the site \(a contact form or a form to send a news tip\)/,
    );
    const article = page(
      "<title>The kettle that boils in a minute | Example News</title>",
      `<h1>The kettle that boils in a minute</h1><p>${"A new kettle from Acme boils a litre in a minute, and we tried it for a week. ".repeat(12)}</p>${form}`,
    );
    expect(refusal(article, "https://news.example/2020/kettle")).toBeUndefined();
    // A short news item with its comment form (its box named "comment"), or a page whose data says it is an article,
    // is read as before.
    const news = page(
      "<title>Chapter 121 online | Example Fans</title>",
      `<h1>Chapter 121 online</h1><p>Chapter 121 is online now.</p>${form.replace('name="message"', 'name="comment"')}`,
    );
    expect(refusal(news, "https://fans.example/news/0409.html")).toBeUndefined();
    expect(
      refusal(tip.replace("<title>", '<meta property="og:type" content="article"><title>'), "https://news.example/tip"),
    ).toBeUndefined();
    // (a form without a message box, a newsletter's, makes no contact page)
    expect(
      refusal(tip.replace(/<textarea[^>]*><\/textarea>/, ""), "https://news.example/services/news/"),
    ).toBeUndefined();
  });

  it("refuses a restaurant's page by its Open Graph type, its data, or a guide's labels for a place to eat", () => {
    const body = (labels: string[]) =>
      `<h1>Capelayo</h1><p>Mediterranean cuisine on the beach.</p><table>${labels.map((label) => `<tr><td>${label}:</td><td><a href="#">x</a></td></tr>`).join("")}</table>`;
    const byType = page(
      '<title>Capelayo | Eat in Example</title><meta property="og:type" content="Restaurant">',
      body([]),
    );
    expect(refusal(byType, "https://guide.example/eat/1190-capelayo.html")).toMatch(
      /seems to be a place to eat, drink or stay \(a restaurant's, bar's or hotel's page, or a holiday rental's listing\) \("Capelayo"\)/,
    );
    const byData = page(
      '<title>Capelayo</title><script type="application/ld+json">{"@type":"Restaurant","name":"Capelayo"}</script>',
      body([]),
    );
    expect(refusal(byData, "https://guide.example/eat/1190-capelayo.html")).toMatch(/seems to be a place to eat/);
    const byLabels = page("<title>Capelayo</title>", body(["Cuisine", "Meals Served", "Dress Code"]));
    expect(refusal(byLabels, "https://guide.example/eat/1190-capelayo.html")).toMatch(/seems to be a place to eat/);
    // Two labels, or a recipe card's "Cuisine:" beside its course, make no place.
    expect(
      refusal(page("<title>Capelayo</title>", body(["Cuisine", "Dress Code"])), "https://guide.example/eat/1"),
    ).toBeUndefined();
  });

  it("refuses a convention's page about a guest who will be there for autographs, and keeps news of a guest", () => {
    const guest = (head: string) =>
      page(
        `<title>JANE EXAMPLE | Example Game Show</title>${head}`,
        `<h1>JANE EXAMPLE</h1><p>Jane EXAMPLE, known for her role in a famous series, sera présente au EGS 2015.</p>
         <p>1998 : A film</p><p>Elle participera à une conférence et à des sessions de dédicaces et de photos.</p>`,
      );
    expect(refusal(guest(""), "https://gameshow.example/content/jane-example")).toMatch(
      /seems to be an event's page about a guest or speaker \(a convention's, festival's or conference's guest\)/,
    );
    const english = page(
      "<title>John Example - Guests - Example Con</title>",
      "<h1>John Example</h1><p>John Example will be attending Example Con on Saturday.</p><p>Autographs: $40. Photo ops: $60.</p>",
    );
    expect(refusal(english, "https://con.example/guests/john-example")).toMatch(
      /seems to be an event's page about a guest/,
    );
    // A page whose data says it is an article is news of the guest; a heading the announcement does not name is no guest's.
    expect(refusal(guest('<meta property="og:type" content="article">'), "https://news.example/jane")).toBeUndefined();
    expect(
      refusal(guest("").replace("<h1>JANE EXAMPLE</h1>", "<h1>Programme</h1>"), "https://gameshow.example/programme"),
    ).toBeUndefined();
  });
});

describe("a support forum's question, each post dated after who wrote it (twenty-seventh session)", () => {
  // A post: the writer's name, a badge, "answered on" and the date and time in two runs of their own, then the text.
  const post = (name: string, verb: string, day: number, words: string) =>
    `<div class="row answer"><div class="author"><span class="username">${name}</span><span class="title">Rank 1</span></div>
     <div class="modified"> ${verb} <span class="local-datetime"><span>${String(day).padStart(2, "0")} Jan 2010,&nbsp;</span><span>09:50 AM</span></span></div>
     <div class="msg-content"><p>${words}</p></div></div>`;
  const question = (verb: string) =>
    page(
      "<title>Virtual mode and custom cell templates | Example Forums</title>",
      `<a href="/trial">Register now</a><h1>Virtual mode and custom cell templates</h1>
       ${post("Eugen", "asked on", 3, "When scrolling the grid the combo boxes are reused and get wrong values.")}
       <h2>12 Answers</h2>
       ${Array.from({ length: 12 }, (_, n) => post(`Member ${n}`, verb, 4 + n, `Answer number ${n} about the grid.`)).join("")}`,
    );

  it("reads a question whose twelve answers are each dated after 'answered on', refusing no list of events", () => {
    expect(refusal(question("answered on"), "https://forums.example/grid/virtual-mode", "how-to")).toBeUndefined();
    // The same rows without the words that say who wrote them are a calendar's dates, as before.
    expect(refusal(question(""), "https://forums.example/grid/virtual-mode", "how-to")).toMatch(
      /seems to be a list of events/,
    );
  });
});

describe("pages the eleventh session refuses: an events calendar, a shop's homepage", () => {
  // A calendar's row: its date, weekday and start time each a cell of its own, the event, its venue and a call.
  const row = (day: number, time: string, call: string) =>
    `<tr><td><span>3/${day}</span> <span>Wed</span></td><td>${time}</td><td><a href="/e/${day}-${time}">Lunch and Learn ${day}</a></td><td>Main Library</td><td><a href="/e/${day}">${call}</a></td></tr>`;
  const calendar = (rows: number) =>
    page(
      "<title>Upcoming Events | Example Events Calendar</title>",
      `<h1>Upcoming Events</h1><form><select name="type"><option>Arts</option><option>Music</option></select></form>
       <table>${Array.from({ length: rows }, (_, n) => row(10 + n, `${(n % 9) + 1}:00 PM`, n % 2 ? "Get Tickets" : "More Info")).join("")}</table>`,
    );

  it("refuses a calendar of many events whose rows give date, weekday and time in cells of their own", () => {
    expect(refusal(calendar(10), "https://events.example/events?page=1")).toMatch(
      /seems to be a list of events \(an events calendar, or a schedule of matches and their results: many events' dates, times and places\) \("Upcoming Events"\)/,
    );
    // A few such rows are one event's dates; without a call to attend they are no event at all.
    expect(refusal(calendar(3), "https://events.example/events?page=1")).toMatch(
      /seems to be an event \(a concert, a show, a fair or a course date\)/,
    );
    expect(
      refusal(calendar(10).replaceAll("Get Tickets", "Share"), "https://events.example/events?page=1"),
    ).toBeUndefined();
    // Twelve dates a picker offers are one tour's dates, not a calendar.
    const options = Array.from({ length: 12 }, (_, n) => `<option>Wed ${10 + n} Nov 2015 11:00 AM</option>`).join("");
    const tour = page(
      "<title>Walking Tour</title>",
      `<h1>Walking Tour</h1><a href="#t">Get Tickets</a><select name="date">${options}</select>`,
    );
    expect(refusal(tour, "https://tickets.example/event/1")).toMatch(/seems to be an event \(a concert/);
  });

  it("keeps a thread whose posts give their date and time in elements of their own", () => {
    const post = (n: number) =>
      `<div class="post"><div class="head"><span>Mar ${n}, 2015</span> <span>12:0${n} PM</span> <a href="/u/${n}">writer${n}</a></div><p>${"The kettle lasted me five years and still boils fast. ".repeat(5)}</p></div>`;
    const thread = page(
      "<title>Which kettle? | Example Forum</title>",
      `<h1>Which kettle?</h1>${Array.from({ length: 10 }, (_, n) => post(n + 1)).join("")}<a href="/register">Register</a>`,
    );
    expect(refusal(thread, "https://forum.example/t/which-kettle", "how-to")).toBeUndefined();
  });

  it("refuses a shop's homepage by its cart and departments where no one product is offered", () => {
    const departments = Array.from(
      { length: 40 },
      (_, n) => `<li><a href="/site/dept-${n}.c">Department ${n}</a></li>`,
    );
    const home = (links: readonly string[], url: string) =>
      read(
        page(
          "<title>Example Store: Expert Service. Low Prices.</title>",
          `<ul class="menu">${links.join("")}</ul><div><span class="hidden-text">Cart </span></div>
           <div class="promo"><h2>UP TO 25% OFF SELECT TVs</h2><p>Plus free shipping.</p><a href="/site/tvs.c">Shop TVs ›</a></div>`,
        ),
        url,
      );
    expect(sourceMismatch(home(departments, "https://store.example/"), "product-review")).toMatch(
      /seems to be a shop's homepage \(its departments and offers of many products, no one product\) \("Example Store: Expert Service\. Low Prices\."\)/,
    );
    // An inner page, a page asked for something, or a site's root with fewer pages of its own (39, the promotion's
    // link counted) is no such homepage.
    expect(sourceMismatch(home(departments, "https://store.example/site/promo"), "product-review")).toBeUndefined();
    expect(sourceMismatch(home(departments, "https://store.example/?ref=ad"), "product-review")).toBeUndefined();
    expect(sourceMismatch(home(departments.slice(0, 38), "https://store.example/"), "product-review")).toBeUndefined();
    // A product page at a shop's root (its buy box) is read as the product.
    expect(
      formatSourceFacts(
        read(productPage.replace("</body>", `<ul>${departments.join("")}</ul></body>`), "https://shop.example/"),
      ),
    ).toContain("Price: $39.99");
  });
});

describe("pages the twelfth session refuses: a category by its data, a site's search page, a forum's list of topics", () => {
  const coat = (n: number) =>
    `<div class="card" itemscope itemtype="http://schema.org/Product"><a href="/coat-${n}"><span itemprop="name">Maker ${n} wool coat</span></a><span itemprop="offers" itemscope itemtype="http://schema.org/Offer"><span itemprop="price" content="${n}99.95">€ ${n}99,95</span></span></div>`;
  const category = (heading: string, coats: number) =>
    page(
      "<title>Men's coats | Example Store</title>",
      `<h1>${heading}</h1><div>(557 items) <label>Sort by</label><select><option>Price</option></select></div>
       <div itemscope itemtype="http://schema.org/ItemList">${Array.from({ length: coats }, (_, n) => coat(n + 1)).join("")}</div>`,
    );

  it("refuses a category page whose data marks up each of its products, none of them its heading's", () => {
    expect(refusal(category("Men's coats", 4), "https://store.example/men/coats")).toMatch(
      /seems to be a list of products \(a shop's listing: a category page, search results or offers of many products\) \("Men's coats"\)/,
    );
    // Its products listed in JSON-LD's ItemList do the same.
    const items = [1, 2, 3, 4].map((n) => ({
      "@type": "ListItem",
      position: n,
      item: { "@type": "Product", name: `Boat shoe ${n}`, offers: { "@type": "Offer", price: `${n}9.00` } },
    }));
    const listed = page(
      `<title>Boat shoes | Example</title><script type="application/ld+json">${JSON.stringify({ "@type": "ItemList", itemListElement: items })}</script>`,
      "<h1>Boat shoes</h1><p>Boat shoes for him and her.</p>",
    );
    expect(refusal(listed, "https://shoes.example/boat-shoes/")).toMatch(/seems to be a list of products/);
    // Three products are a product's related items; a heading that names one of four is that product's page.
    expect(refusal(category("Men's coats", 3), "https://store.example/men/coats")).toBeUndefined();
    expect(formatSourceFacts(read(category("Maker 2 wool coat", 4), "https://store.example/coat-2"))).toMatch(
      /^Product: Maker \d wool coat$/m,
    );
  });

  it("refuses a site's search page named 'Search' with its search box, with or without results", () => {
    const search = (title: string, body = "") =>
      page(
        `<title>${title}</title>`,
        `<nav><a href="/">Home</a></nav><form><input type="search" placeholder="Search Example Notes"></form>${body}`,
      );
    expect(refusal(search("Search | Example Notes"), "https://notes.example/Search", "how-to")).toMatch(
      /seems to be a page of search results \("Search \| Example Notes"\)/,
    );
    expect(refusal(search("Suche - Example"), "https://notes.example/suche/", "how-to")).toMatch(/search results/);
    // Not at an address that says search, nor a page of prose (a story about search), nor a page named otherwise.
    expect(refusal(search("Search | Example Notes"), "https://notes.example/notes/1", "how-to")).toBeUndefined();
    expect(
      refusal(
        search("Search | Example Notes", prose("Search engines rank pages by their links.").repeat(3)),
        "https://notes.example/search",
        "how-to",
      ),
    ).toBeUndefined();
    expect(
      refusal(search("Searching for lost files | Example Notes"), "https://notes.example/search", "how-to"),
    ).toBeUndefined();
  });

  it("refuses a forum's list of topics by five lines that say who replied last, and keeps a thread of prose beside such a list", () => {
    const topic = (n: number) =>
      `<div class="cell"><a href="/member/u${n}"><img alt="u${n}"></a><span class="title"><a href="/t/${n}">Question ${n} about backups</a></span><span class="info"><strong><a href="/member/u${n}">u${n}</a></strong> • ${n} hours ago • last reply by <strong><a href="/member/r${n}">r${n}</a></strong></span><a class="count" href="/t/${n}#reply">${n}</a></div>`;
    const topics = (count: number) =>
      page(
        "<title>Example › Questions</title>",
        `<div class="header">Topics <strong>151838</strong> <button>New topic</button></div>${Array.from({ length: count }, (_, n) => topic(n + 1)).join("")}<a href="?p=2">2</a>`,
      );
    expect(refusal(topics(5), "https://forum.example/go/questions", "how-to")).toMatch(
      /seems to be a forum's index \(a list of forums or threads, no thread of its own\)/,
    );
    expect(refusal(topics(4), "https://forum.example/go/questions", "how-to") ?? "").not.toMatch(/forum's index/);
    const thread = page(
      "<title>Backups | Example</title>",
      `<h1>Backups</h1>${prose("I back up my phone every night.").repeat(3)}${topics(5).replace(/<[/]?(?:!doctype|html|head|body)[^>]*>/g, "")}`,
    );
    expect(refusal(thread, "https://forum.example/t/1", "how-to") ?? "").not.toMatch(/forum's index/);
  });

  it("reads a story with teasers of other stories dated with their times and a comment box's 'sign in now'", () => {
    const teaser = (n: number) =>
      `<li><article><h2><a href="/tips/${n}">Tip ${n}</a></h2><span class="datetime">0${n}.12.2017, 1${n}:20</span></article></li>`;
    const story = (head: string) =>
      page(
        `<title>Export your browser's data | Example</title>${head}`,
        `<h1>Export your browser's data</h1>${prose("Open the settings and choose export to save every bookmark.")}
         <ul>${Array.from({ length: 9 }, (_, n) => teaser(n + 1)).join("")}${teaser(9)}</ul>
         <div class="comments"><button>Jetzt anmelden</button></div>`,
      );
    const url = "https://www.example.de/tips/export-browser-data/";
    expect(refusal(story('<meta property="og:type" content="article">'), url, "tech-news")).toBeUndefined();
    // (the same page that does not say it is an article is read as a calendar, as before)
    expect(refusal(story(""), url, "tech-news")).toMatch(/seems to be a list of events/);
  });
});

describe("a page given for a tech news story", () => {
  const teasers = [1, 2, 3, 4, 5, 6]
    .map((n) => `<article><h2><a href="/2026/11/story-${n}">Story ${n} about phones and chips</a></h2></article>`)
    .join("");
  const story = (head = "") =>
    page(
      `<title>Aether X3 delayed to spring | Example News</title>${head}`,
      `<h1>Aether X3 delayed to spring</h1>${prose("The maker said the phone ships in April after a chip shortage.")}`,
    );

  it("refuses a news site's homepage, its root, as a homepage, its teasers read as a thread or dated as its newest story", () => {
    expect(
      refusal(page("<title>Example News | Technology news</title>", teasers), "https://news.example/", "tech-news"),
    ).toBe(
      'The source https://news.example/ seems to be a site\'s homepage (its latest stories and sections, no one story) ("Example News | Technology news"), not a news story. A tech news article needs the page of the story itself.',
    );
    expect(refusal(page("<title>Example News</title>", teasers), "https://news.example/en/", "tech-news")).toMatch(
      /seems to be a site's homepage/,
    );
    const dated = page(
      '<title>Example News</title><meta property="article:published_time" content="2026-11-20T09:00:00Z">',
      teasers,
    );
    expect(refusal(dated, "https://news.example/", "tech-news")).toMatch(/seems to be a site's homepage/);
  });

  it("reads a story at its own address and a story addressed by a query", () => {
    expect(refusal(story(), "https://news.example/2026/11/aether-x3-delay", "tech-news")).toBeUndefined();
    expect(refusal(story(), "https://blog.example/?p=123", "tech-news")).toBeUndefined();
  });

  it("refuses a sign-in page, and leaves to the editor a page that reports on one event", () => {
    expect(
      refusal(page("<title>Sign in · Example News</title>", signInForm), "https://news.example/login", "tech-news"),
    ).toMatch(
      /^The source https:\/\/news\.example\/login seems to be a sign-in page \(a form to log in\) .*, not a news story\./,
    );
    const eventStory = page(
      '<title>Tech Fair 2026 opens | Example News</title><script type="application/ld+json">{"@type":"Event","name":"Tech Fair 2026","startDate":"2026-05-04"}</script>',
      `<h1>Tech Fair 2026 opens</h1>${prose("The fair opened with new phones, laptops and chips on show.")}`,
    );
    expect(refusal(eventStory, "https://news.example/2026/05/tech-fair-opens", "tech-news")).toBeUndefined();
  });
});

describe("pages the thirteenth session refuses: a list by its words, a counted calendar, forms and results by class", () => {
  it("refuses a category whose cards a script fills by its count of products and its sort control", () => {
    const category = (count: string, sort = "<label>Sort By</label>") =>
      page(
        "<title>Phone 5 Charging Cases | Example Power</title>",
        `<nav><a href="/">Home</a> / <a href="/devices">Shop By Device</a></nav><h1>Phone 5 Cases</h1>
         <div class="bar"><span>${count}</span><div>Products</div><span>Filter By</span>${sort}<select><option>Name A-Z</option><option>Name Z-A</option></select></div>
         <div class="results-hits">${count} Products Results</div><div id="grid"></div><button>Show more</button>`,
      );
    expect(refusal(category("14"), "https://power.example/phone-5/")).toMatch(
      /seems to be a list of products \(a shop's listing: a category page, search results or offers of many products\) \("Phone 5 Cases"\)/,
    );
    expect(refusal(category("1-24 of 120"), "https://power.example/phone-5/")).toMatch(/a list of products/);
    // No sort control, or a cart's "1 item", is no list's words.
    expect(refusal(category("14", ""), "https://power.example/phone-5/")).toBeUndefined();
    expect(refusal(category("1"), "https://power.example/phone-5/")).toBeUndefined();
    // A product page whose reviews are counted and sorted is read as its product.
    const reviewed = productPage.replace(
      "</body>",
      "<section><h2>Reviews</h2><span>24</span> <span>results</span><label>Sort by</label></section></body>",
    );
    expect(formatSourceFacts(read(reviewed, "https://shop.example/kettle"))).toContain("Price: $39.99");
  });

  it("refuses an events calendar that counts its events and dates each row without a time", () => {
    const row = (n: number) =>
      `<div class="event"><a href="/e/${n}">Festival ${n}</a><span>Music</span><div class="dates">March ${n + 10}, 2016</div><div class="venue">Hall ${n}</div><span class="address">${n} Main St NW</span></div>`;
    const calendar = (rows: number, count = "<label>Results</label> <span>128</span> <span>EVENTS</span>") =>
      page(
        "<title>City Events</title>",
        `<h1>City Events</h1><form><select name="sort"><option>Date</option></select></form>${count}
         <span>WHAT</span><span>WHEN</span><span>WHERE</span>${Array.from({ length: rows }, (_, n) => row(n + 1)).join("")}<span>Page 1 of 13</span>`,
      );
    expect(refusal(calendar(10), "https://city.example/events", "tech-news")).toMatch(
      /seems to be a list of events \(an events calendar, or a schedule of matches and their results: many events' dates, times and places\) \("City Events"\)/,
    );
    // Nine rows, or rows without the calendar's count of events, are read as a page.
    expect(refusal(calendar(9), "https://city.example/events", "tech-news")).toBeUndefined();
    expect(
      refusal(calendar(10, "<span>128 results</span>"), "https://city.example/events", "tech-news"),
    ).toBeUndefined();
  });

  it("refuses a sign-in page titled 'Sign In & Register', for a software review too", () => {
    const signIn = (title: string) =>
      page(
        `<title>${title}</title>`,
        `<header><a href="/">Example Owners</a><a href="/login">Sign In</a></header><h1>Sign In or Register</h1>${signInForm}`,
      );
    expect(
      refusal(signIn("Sign In & Register | Example Owners Site"), "https://owners.example/login", "software-review"),
    ).toMatch(/seems to be a sign-in page \(a form to log in\) \("Sign In & Register \| Example Owners Site"\)/);
    expect(refusal(signIn("Sign In + Register | Example"), "https://owners.example/login")).toMatch(/a sign-in page/);
    // A title that does not name the form: the page's heading above its one password form is the sign-in page (the
    // fourteenth session's rule, by the form's shape).
    expect(refusal(signIn("Example Owners Site"), "https://owners.example/login")).toMatch(/a sign-in page/);
  });

  it("refuses a search page whose upgrade offers wait in closed dialogs, and keeps a page whose prose is shown", () => {
    const offer = `<p>${"Upgrade to search every record at once, with saved filters and more results on every page. ".repeat(3)}</p>`;
    const search = (offers: string) =>
      page(
        "<title>Search for an Ancestor - Example Search</title>",
        `<form action="/search"><input type="text" name="q"><button>Search</button></form><h5>No Results Found</h5>${offers}`,
      );
    const inDialogs = [1, 2, 3].map(
      (n) => `<div id="upsell${n}" class="modal hide"><div class="modal-body">${offer}</div></div>`,
    );
    expect(refusal(search(inDialogs.join("")), "https://records.example/search", "how-to")).toMatch(
      /seems to be a page of search results \("Search for an Ancestor - Example Search"\)/,
    );
    expect(refusal(search(offer.repeat(3)), "https://records.example/search", "how-to")).toBeUndefined();
  });

  it("refuses a forum's search results headed 'Search results' whose excerpts show the words asked for", () => {
    const result = (n: number, excerpt: string) =>
      `<div class="result"><div><a href="/t/${n}">Thread ${n} about parsing</a></div><div class="post-username">writer${n}</div><a href="/t/${n}#1">Aug 2021</a><div class="excerpt"><span>...the parser reads it as </span><span>${excerpt}</span><span> and goes on.</span></div></div>`;
    const results = (heading: string, excerpt: string) =>
      page(
        "<title>Example forum</title>",
        `<header><input type="search" placeholder="Search"><button>Log in</button></header><p>${heading}</p>${[1, 2, 3].map((n) => result(n, excerpt)).join("")}`,
      );
    const url = "https://forum.example/search?q=tomato";
    expect(refusal(results("Search results", "tomato"), url, "how-to")).toMatch(
      /seems to be a page of search results \("Example forum"\)/,
    );
    // Without the heading, or without the words asked for in the results, the page is read as before.
    expect(refusal(results("Latest threads", "tomato"), url, "how-to") ?? "").not.toMatch(/search results/);
    expect(refusal(results("Search results", "potato"), url, "how-to") ?? "").not.toMatch(/search results/);
  });

  it("refuses a clothes shop's homepage whose cart is 'My Bag'", () => {
    const departments = Array.from({ length: 40 }, (_, n) => `<li><a href="/shop/dept-${n}">Department ${n}</a></li>`);
    const home = (cart: string) =>
      page(
        "<title>Coats, Sweaters & Gifts</title>",
        `<ul class="menu">${departments.join("")}</ul><a href="/bag"><span>${cart}</span><span>0</span></a><strong>Free Shipping on orders $50+</strong>`,
      );
    expect(refusal(home("My Bag"), "https://clothes.example/")).toMatch(/seems to be a shop's homepage/);
    // A department named "Bags" is no cart (the page, its links alone at the site's root, is a site's homepage).
    expect(refusal(home("Bags"), "https://clothes.example/")).toMatch(/seems to be a site's homepage \(lists of links/);
  });
});

describe("pages the fourteenth session refuses: a form, a list, a homepage and a live stream by their shape", () => {
  // A store's whole category tree in a sidebar (no nav element), with counts of its products.
  const categoryTree = `<div class="sidebar">${Array.from(
    { length: 30 },
    (_, n) => `<h3><a href="/c/${n}">Kategorija ${n} (${n * 37})</a></h3>`,
  ).join("")}</div>`;

  it("refuses a sign-in page in any language by its form's shape: the heading in the password form, or above it", () => {
    const store = (form: string) =>
      page(
        "<title>Prisijunkite - Example parduotuvė</title>",
        `<div class="top"><a href="/">Example</a><input type="text" name="textfield"></div>${categoryTree}<div class="main">${form}</div>`,
      );
    const inForm =
      '<form method="post" action="/prisijunkite/"><h1>Prisijungti</h1><label>El. paštas</label><input type="text" name="login_email"><label>Slaptažodis</label><input type="password" name="login_password"><a href="/pamirsau">Pamiršau slaptažodį</a></form>';
    expect(refusal(store(inForm), "https://shop.example/prisijunkite/", "software-review")).toMatch(
      /seems to be a sign-in page \(a form to log in\) \("Prisijunkite - Example parduotuvė"\)/,
    );
    expect(refusal(store(inForm), "https://shop.example/prisijunkite/")).toMatch(/seems to be a sign-in page/);
    // Two password fields (the password and its repetition) open an account.
    const register =
      '<h1>Registracija</h1><form method="post"><input type="text" name="email"><input type="password" name="password1"><input type="password" name="password2"></form>';
    expect(refusal(store(register), "https://shop.example/registracija/")).toMatch(
      /seems to be a sign-up page \(a form to open an account\)/,
    );
  });

  it("reads a page whose password form is a header's box, a page built in one form, and a thread with a log-in box below", () => {
    // (the sign-in box before the product's heading; the whole page inside one form whose password box is its header's)
    expect(read(productPage, "https://shop.example/p/kettle").kind).toBe("retailer-product");
    const wholePage = page(
      "<title>Acme Kettle 1.7 l | Example Shop</title>",
      `<form action="/default.aspx"><h1>Acme Kettle 1.7 l</h1><div class="buy"><span class="price">$39.99</span><button>Add to cart</button></div>
       <div>${"A kettle of brushed steel that boils a litre in three minutes. ".repeat(30)}</div><input type="password" name="pw"></form>`,
    );
    expect(refusal(wholePage, "https://shop.example/kettle.aspx") ?? "").not.toMatch(/sign-in/);
    const thread = page(
      "<title>Kettle stops after a minute | Example Forum</title>",
      `<h1>Kettle stops after a minute</h1>${prose("My kettle stops before the water boils, every time.")}<form action="/login"><input name="user"><input type="password"></form>`,
    );
    expect(refusal(thread, "https://forum.example/t/2", "how-to")).toBeUndefined();
  });

  const discussionRow = (n: number, href = `/discussion/${n}/kettle-question-${n}`, price = "") =>
    `<li class="Item"><div class="StatBoxes"><div><div>Views</div><div>${n * 97}</div></div><div><div>Comments</div><div>${n}</div></div></div>
     <div class="Title"><a href="${href}">Kettle question number ${n}</a></div>${price}<div class="Meta">Started by <a href="/profile/${n}">writer${n}</a> <span>Most recent by writer${n + 1}</span> <span>11:32AM</span></div>
     <div class="Excerpt">My kettle ${n} stops before the water boils.</div></li>`;
  const category = (rows: string[]) =>
    page(
      "<title>English Help - Example Forums</title>",
      `<div class="menu"><a href="/">Example</a><a href="/categories">Categories</a></div><ul class="Discussions">${rows.join("")}</ul><div class="Pager"><a href="?page=2">2</a><a href="?page=3">3</a></div>`,
    );

  it("refuses a forum category's list of discussions: five rows each with its title and its counts", () => {
    const rows = [1, 2, 3, 4, 5].map((n) => discussionRow(n));
    expect(refusal(category(rows), "https://forums.example/categories/help", "how-to")).toMatch(
      /seems to be a forum's index \(a list of forums or threads, no thread of its own\) \("English Help - Example Forums"\)/,
    );
    // Four rows, rows that link to one thread, or rows with prices are no forum's list.
    expect(refusal(category(rows.slice(0, 4)), "https://forums.example/categories/help", "how-to") ?? "").not.toMatch(
      /forum's index/,
    );
    const oneThread = [1, 2, 3, 4, 5].map((n) => discussionRow(n, "/discussion/1/kettle"));
    expect(refusal(category(oneThread), "https://forums.example/categories/help", "how-to") ?? "").not.toMatch(
      /forum's index/,
    );
    const priced = [1, 2, 3, 4, 5].map((n) => discussionRow(n, undefined, `<span>$${n}9.00</span>`));
    expect(refusal(category(priced), "https://forums.example/categories/help", "how-to") ?? "").not.toMatch(
      /forum's index/,
    );
  });

  const directory = (extra = "") =>
    page(
      "<title>Fastest price search - Example</title>",
      `<h1><a href="/"><img src="/logo.gif" alt="Example"></a></h1><form action="/q/"><input type="text" name="q"><input type="submit" value="Search"></form>
       <ul>${Array.from({ length: 26 }, (_, n) => `<li><a href="/kategorie/${String.fromCharCode(65 + n)}/">${String.fromCharCode(65 + n)}</a></li>`).join("")}</ul>
       <ul>${Array.from({ length: 30 }, (_, n) => `<li><a href="/q/category-${n}/">Category number ${n}</a></li>`).join("")}</ul>${extra}<p>Copyright 2014 Example</p>`,
    );

  it("refuses a directory's homepage at the site's root: lists of links and no words of its own", () => {
    expect(refusal(directory(), "https://prices.example/")).toMatch(
      /seems to be a site's homepage \(lists of links to its sections and categories, no one product, story or thread\) \("Fastest price search - Example"\)/,
    );
    // The same lists at a category's address, or beside a paragraph of the site's own words, are read as a page.
    expect(refusal(directory(), "https://prices.example/kategorie/A/")).toBeUndefined();
    expect(
      refusal(
        directory(prose("The fastest search of prices in the shops of the country, every day.")),
        "https://prices.example/",
      ),
    ).toBeUndefined();
  });

  const streamRoom = (title: string, head = "") =>
    page(
      `<title>${title}</title>${head}`,
      `<div class="menu">${["英雄联盟", "守望先锋", "炉石传说"].map((game, n) => `<a href="/games/${n}">${game}</a>`).join("")}</div>
       <h1 class="p0"></h1><div class="player"><video id="js-video" preload="metadata" src="https://cdn.example/live/282636_360p.flv"></video></div>
       <div class="chat"><div contenteditable="true" id="js-chat-edit-div"></div><button>发送</button></div><span>12.5万</span>`,
    );

  it("refuses a live stream's room whose player a script fills, for a news story and a product review", () => {
    const room = streamRoom("Streamer的英雄联盟直播间_Streamer视频_游戏直播 - Example TV");
    expect(refusal(room, "https://tv.example/873076845", "tech-news")).toMatch(
      /seems to be a live stream \(a streaming site's room: its player, chat and viewers, no story or product page\)/,
    );
    expect(
      refusal(streamRoom("Example Games Live - Example TV"), "https://tv.example/games", "product-review"),
    ).toMatch(/seems to be a live stream/);
    // A page that says it is an article (a live blog), or a clip not titled as live, is no live stream.
    const liveBlog = streamRoom("Live: the phone launch as it happens", '<meta property="og:type" content="article">');
    expect(refusal(liveBlog, "https://news.example/2026/11/launch-live", "tech-news")).toBeUndefined();
    expect(refusal(streamRoom("Kettle demo - Example TV"), "https://tv.example/v/1", "tech-news") ?? "").not.toMatch(
      /live stream/,
    );
  });
});

describe("pages the fifteenth session refuses: a few tiles under a sort control, events by their data, a logo's heading", () => {
  const tile = (n: number, href = `/buy/pigment-${n}`) =>
    `<div class="prod-box"><a href="${href}"><img src="/p/${n}.jpg" alt=""></a><div class="prod-body"><a href="${href}" class="prod-title">Pigment ${n}, metallic</a>
     <div class="prod-prices"><span class="prod-price">${n}90,00 RON</span></div><div class="prod-actions"><button type="button" class="btn btn-cart">Adauga in cos</button></div></div></div>`;
  const filtered = (sort: string, tiles: string) =>
    page(
      "<title>Epoxy resin I 3 | Example Shop</title>",
      `<aside><a href="/c/resin">Resin</a><a href="/c/pigments">Pigments</a></aside>
       <div class="row"><h1 class="title-primary">EPOXY RESIN, pigment colour: Magic Lilac</h1>${sort}</div>
       <div class="prod-list">${tiles}</div>`,
    );
  const sortSelect =
    '<label for="catalog_sort_options">Ordoneaza dupa</label><select id="catalog_sort_options" name="s"><option value="popularity">Cele mai populare</option><option value="price_asc">Pret crescator</option></select>';

  it("refuses a category filtered down to two tiles under its sort control, whatever the control's language", () => {
    expect(refusal(filtered(sortSelect, tile(1) + tile(2)), "https://shop.example/catalog/resin/lilac")).toMatch(
      /seems to be a list of products \(a shop's listing: a category page, search results or offers of many products\)/,
    );
    // A select named for nothing whose options are orders ("pDesc", "price_asc"), or a label that says sort.
    const byOptions =
      '<select class="custom-select"><option value="last">Newest</option><option value="pDesc">Cheapest</option><option value="pAsc">Dearest</option></select>';
    expect(refusal(filtered(byOptions, tile(1) + tile(2)), "https://shop.example/catalog/resin/lilac")).toMatch(
      /seems to be a list of products/,
    );
    expect(
      refusal(filtered("<span>Sort by:</span>", tile(1) + tile(2)), "https://shop.example/catalog/resin/lilac"),
    ).toMatch(/seems to be a list of products/);
  });

  it("reads as their product the same tiles without a sort control, one tile, tiles of one product, and a product page with related tiles", () => {
    const url = "https://shop.example/catalog/resin/lilac";
    expect(read(filtered("", tile(1) + tile(2)), url).kind).toBe("retailer-product");
    expect(read(filtered(sortSelect, tile(1)), url).kind).toBe("retailer-product");
    expect(read(filtered(sortSelect, tile(1, "/buy/pigment") + tile(2, "/buy/pigment")), url).kind).toBe(
      "retailer-product",
    );
    // A product page: its buy box first, then related products' tiles and a sort control for its reviews.
    const product = page(
      "<title>Pigment 1, metallic | Example Shop</title>",
      `<h1>Pigment 1, metallic</h1><div class="buy"><span class="price">190,00 RON</span><button type="button" class="btn btn-cart">Adauga in cos</button></div>
       <div class="prod-list">${tile(2) + tile(3)}</div><div class="reviews">${sortSelect}<p>Good pigment.</p></div>`,
    );
    expect(read(product, "https://shop.example/buy/pigment-1").kind).toBe("retailer-product");
  });

  const eventTile = (name: string, day: number) =>
    `<div class="event_item"><a href="/event/${name.toLowerCase().replace(/\W+/g, "-")}" itemscope itemtype="http://schema.org/Event">
     <h4 itemprop="name">${name}</h4><div itemprop="startDate" content="2021-03-${day}T19:00">${day} Martie</div>
     <div itemprop="offers" itemscope itemtype="http://schema.org/AggregateOffer"><meta itemprop="price" content="${day}00"></div>
     <div itemprop="location" itemscope itemtype="http://schema.org/Place"><meta itemprop="name" content="Arena"></div></a></div>`;
  const agency = (heading: string, names: string[]) =>
    page(
      "<title>Evenimente - Example Tickets</title>",
      `<h1>${heading}</h1><ul class="filters"><li><select data-name="category"><option>Concert</option><option>Teatru</option></select></li></ul>
       <div class="events">${names.map((name, n) => eventTile(name, n + 6)).join("")}</div>`,
    );
  const three = ["Spring hike to the north", "The last night in Madrid", "Drawing for beginners"];

  it("refuses a ticket agency's list of events marked up as Events, for a news story and a product review", () => {
    const list = agency('<a href="/">Logo</a>', three);
    expect(refusal(list, "https://tickets.example/event/", "tech-news")).toMatch(
      /^The source https:\/\/tickets\.example\/event\/ seems to be a list of events \(an events calendar, or a schedule of matches and their results: many events' dates, times and places\) \("Evenimente - Example Tickets"\), not a news story\./,
    );
    expect(refusal(list, "https://tickets.example/event/")).toMatch(/seems to be a list of events/);
  });

  it("keeps one event's page an event: its heading names one of the events, or two events only", () => {
    const own = agency("The last night in Madrid", three);
    expect(refusal(own, "https://tickets.example/event/madrid")).toMatch(/seems to be an event \(a concert/);
    expect(refusal(own, "https://tickets.example/event/madrid", "tech-news")).toBeUndefined();
    expect(refusal(agency("Logo", three.slice(0, 2)), "https://tickets.example/event/")).toMatch(
      /seems to be an event \(a concert/,
    );
  });

  const departments = (prefix = "") =>
    Array.from({ length: 45 }, (_, n) => `<a href="${prefix}/category/${n}/">Genre ${n}</a>`).join("");
  const marketplace = (heading: string, links = departments()) =>
    page(
      '<title>[Example Market] Shopping is Entertainment!</title><meta property="og:site_name" content="Example Market">',
      `<div id="header">${heading}<a href="/cart/"><span>買い物かご</span></a></div><div class="genres">${links}</div>
       <div class="deal"><a href="/item/1">Eco bag</a><span class="price">1,250円</span><button>Add to cart</button></div>`,
    );

  it("refuses a marketplace's homepage whose only heading is its logo or name, its links wrapped by a web archive too", () => {
    const logo = '<h1 class="header-logo">Example Market</h1>';
    expect(refusal(marketplace(logo), "https://www.market.example/")).toMatch(
      /seems to be a shop's homepage \(its departments and offers of many products, no one product\)/,
    );
    expect(refusal(marketplace("<h1>Example Market</h1>"), "https://www.market.example/")).toMatch(/shop's homepage/);
    // The name in the site's address, under a subdomain and a two-label suffix: "Market" of shop.market.co.uk.
    expect(refusal(marketplace("<h1>Market</h1>"), "https://shop.market.co.uk/")).toMatch(/shop's homepage/);
    const archived = departments("https://archive.example/web/20170913045814/http://www.market.example");
    expect(refusal(marketplace('<h1><a href="/">Logo</a></h1>', archived), "https://www.market.example/")).toMatch(
      /shop's homepage/,
    );
  });

  it("reads as its product a shop's root whose heading names a product, and the same page at an inner address", () => {
    expect(read(marketplace("<h1>Eco bag of linen</h1>"), "https://www.market.example/").kind).toBe("retailer-product");
    expect(
      read(marketplace('<h1 class="header-logo">Example Market</h1>'), "https://www.market.example/deals").kind,
    ).toBe("retailer-product");
    const fewLinks = departments().split("</a>").slice(0, 30).join("</a>");
    expect(
      read(marketplace('<h1 class="header-logo">Example Market</h1>', fewLinks), "https://www.market.example/").kind,
    ).toBe("retailer-product");
  });
});

describe("pages the sixteenth session refuses: a category typed as an article, a company's front page, a video's page, homes' results", () => {
  const tile = (n: number, price: string) =>
    `<div class="product-grid-item"><a href="/product/course-${n}/"><img src="/c/${n}.png" alt=""></a><div class="product-information">
     <h3 class="product-title"><a href="/product/course-${n}/">دوره آموزشی ${n}</a></h3><span class="price">${price}</span>
     <p>توضیحات دوره آموزشی شماره ${n}</p><a href="?add-to-cart=${n}" class="button add_to_cart_button">افزودن به سبد خرید</a></div></div>`;
  const category = (data: string) =>
    page(
      `<title>کامپیوتر | Example</title><meta property="og:type" content="article">${data}`,
      `<h1 class="entry-title">کامپیوتر و IT</h1><form class="woocommerce-ordering"><select name="orderby" class="orderby"><option value="menu_order">پیش‌فرض</option><option value="price">ارزانترین</option></select></form>
       <div class="products">${tile(1, "رایگان !")}${tile(2, "2,500 تومان")}${tile(3, "2,000 تومان")}</div>`,
    );
  const collection =
    '<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebSite","name":"Example"},{"@type":"CollectionPage","name":"کامپیوتر"}]}</script>';

  it("refuses a category whose Open Graph type says article where its data says it is a collection", () => {
    expect(refusal(category(collection), "https://shop.example/product-category/computer/")).toMatch(
      /seems to be a list of products \(a shop's listing/,
    );
    // (Open Graph's "article" with no data, or beside an Article's data: the tiles are an article's, read as before)
    expect(refusal(category(""), "https://shop.example/product-category/computer/")).toBeUndefined();
    const article =
      '<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"CollectionPage"},{"@type":"Article","headline":"کامپیوتر"}]}</script>';
    expect(refusal(category(article), "https://shop.example/product-category/computer/")).toBeUndefined();
  });

  const frontPage = (head: string, top: string, sections: string[]) =>
    page(
      `<title>DOMSHOP</title>${head}`,
      `<div id="header"><img id="logo" src="/img/logo.jpg" alt="logo"><span>Товары для дома и уюта</span></div>
       <ul id="menu"><li><a href="/">Главная</a></li><li><a href="/catalog">Каталог</a></li><li><a href="/news">Новости</a></li></ul>
       ${top}<table><tr><td>${sections.map((heading) => `<div class="tb"><h3>${heading}</h3><p>${"Текст раздела о магазине. ".repeat(8)}</p></div>`).join("")}</td></tr></table>`,
    );
  const sections = ["Оплата и доставка", "О компании", "Адреса", "Новости", "Напишите нам"];

  it("refuses a shop's or company's front page of sections (delivery, about us, news, contacts) without products' tiles", () => {
    expect(refusal(frontPage("", "", sections), "https://shop.example/")).toMatch(
      /seems to be a company's or shop's homepage \(its sections: about us, news, delivery, contacts; no one product, story or thread\) \("DOMSHOP"\), not a page about a product/,
    );
    // (at an inner address whose canonical address is the site's root; for a news story too; a logo's heading)
    expect(
      refusal(
        frontPage('<link rel="canonical" href="https://shop.example/">', "", sections),
        "https://shop.example/home",
      ),
    ).toMatch(/company's or shop's homepage/);
    expect(refusal(frontPage("", "", sections), "https://shop.example/", "tech-news")).toMatch(/homepage/);
    expect(refusal(frontPage("", '<h1 class="logo">DOMSHOP</h1>', sections), "https://shop.example/")).toMatch(
      /company's or shop's homepage/,
    );
  });

  it("reads as before a root with a heading of its own, two sections only, and the same sections at an inner address", () => {
    expect(
      refusal(frontPage("", "<h1>Ваза керамическая синяя</h1>", sections), "https://shop.example/"),
    ).toBeUndefined();
    expect(refusal(frontPage("", "", sections.slice(0, 2)), "https://shop.example/")).toBeUndefined();
    expect(refusal(frontPage("", "", sections), "https://shop.example/shipment_and_delivery")).toBeUndefined();
  });

  const videoData = (name: string) =>
    `<script type="application/ld+json">{"@context":"https://schema.org","@type":"VideoObject","name":"${name} | Example Videos","embedUrl":"https://player.example/embed/1","uploadDate":"2018-12-20"}</script>`;
  const videoPage = (head: string, heading: string, text: string) =>
    page(
      `<title>${heading} | Example Videos</title><meta property="og:type" content="article">${head}`,
      `<nav><a href="/videos">Videos</a><a href="/essays">Essays</a></nav><div id="player"></div>
       <div class="info"><h1>${heading}</h1>${text}<p>Writer and Producer: Jane Roe</p><div>20 December 2018</div></div>`,
    );
  const heading = "Last of the hominins, charting our rise";
  const description = `<p>${"Through genome sequencing we now know much about our closest living relatives. ".repeat(8)}</p>`;

  it("refuses a magazine's page for one video (its data names the heading, a paragraph describes it) for a news story and a review", () => {
    const video = videoPage(videoData(heading), heading, description);
    expect(refusal(video, "https://magazine.example/videos/last-hominin", "tech-news")).toMatch(
      /seems to be a video's page \(one video, its player and a short description, no story or product page\) \("Last of the hominins, charting our rise"\), not a news story/,
    );
    expect(refusal(video, "https://magazine.example/videos/last-hominin")).toMatch(/seems to be a video's page/);
    // (a how-to may still be taught from a video, as from a clip)
    expect(refusal(video, "https://magazine.example/videos/last-hominin", "how-to")).toBeUndefined();
  });

  it("reads as a story a news story with an embedded video: its text long, its data an article's, a video of another name, a story's address", () => {
    const url = "https://magazine.example/video/hominins";
    const typeOf = (head: string, text: string) => {
      const facts = read(videoPage(head, heading, text), url);
      return facts.kind === "web-page" ? (facts.page.pageType ?? "story") : facts.kind;
    };
    expect(typeOf(videoData(heading), description)).toBe("video-page");
    expect(typeOf(videoData(heading), description.repeat(3))).toBe("story");
    const articleData = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"${heading}"}</script>`;
    expect(typeOf(videoData(heading) + articleData, description)).toBe("story");
    expect(typeOf(videoData("A museum's timeline of species"), description)).toBe("story");
    expect(
      read(videoPage(videoData(heading), heading, description), "https://magazine.example/news/hominins"),
    ).toMatchObject({ kind: "web-page", page: { title: heading } });
    expect(
      refusal(
        videoPage(videoData(heading), heading, description),
        "https://magazine.example/news/hominins",
        "tech-news",
      ),
    ).toBeUndefined();
  });

  const home = (n: number) =>
    `<div class="box"><h2><a href="/limerick/houses-for-sale/home-${n}/">${n} Portland Drive, Co. Limerick - Detached House</a></h2>
     <div class="image"><a href="/limerick/houses-for-sale/home-${n}/"><img src="/h/${n}.jpg" alt=""></a></div>
     <div class="text-block"><div class="info-box"><strong class="price">€${n}39,000</strong><ul class="info"><li>Detached House</li><li>3 Beds</li><li>1 Bath</li></ul></div>
     <p>A charming residence within walking distance of all amenities.</p><ul class="links"><li><a href="/limerick/houses-for-sale/home-${n}/?save=1">Add to saved ads</a></li></ul></div></div>`;
  const priceFilter =
    '<form class="filters"><select name="min_price"><option>€25,000</option><option>€50,000</option></select><label>Property type</label></form>';
  const results = (count: number, filter = priceFilter) =>
    page(
      "<title>Houses for sale in Ireland</title>",
      `${filter}
       <h1>Houses for sale in Ireland</h1><div id="results">${Array.from({ length: count }, (_, n) => home(n + 1)).join("")}</div>`,
    );

  it("refuses a search's results of homes as a list of properties, not one home's page", () => {
    expect(refusal(results(6), "https://homes.example/ireland/houses-for-sale/")).toMatch(
      /seems to be a list of properties for sale or to rent \(search results or a listing of many homes\)/,
    );
    expect(refusal(results(6), "https://homes.example/ireland/houses-for-sale/", "tech-news")).toMatch(
      /list of properties/,
    );
  });

  it("keeps one home's page, four results, and a building's plans without a filter by price, a property", () => {
    expect(refusal(results(4), "https://homes.example/ireland/houses-for-sale/")).toMatch(
      /seems to be a property for sale or to rent \(a home's page\)/,
    );
    expect(
      refusal(results(6, "<label>Property type</label>"), "https://homes.example/ireland/houses-for-sale/"),
    ).toMatch(/seems to be a property for sale or to rent \(a home's page\)/);
    const oneHome = page(
      "<title>17 Portland Drive</title>",
      `<h1>17 Portland Drive</h1><div class="summary"><strong class="price">€139,000</strong><span>3 Beds</span><span>1 Bath</span><span>Property type: House</span></div>
       <div id="similar">${Array.from({ length: 6 }, (_, n) => home(n + 1)).join("")}</div>`,
    );
    expect(refusal(oneHome, "https://homes.example/limerick/17-portland-drive/")).toMatch(
      /a property for sale or to rent/,
    );
  });
});

describe("pages the seventeenth session refuses: a board's topics, lists of articles, a page-wide sign-in form, a job ad's parts, a podcast, a category without prices", () => {
  const topicRow = (n: number, href = `/forum/index.php?topic=${n}.0`) =>
    `<tr><td class="subject"><span><a href="${href}">Question about amplifier number ${n}</a></span><p>Started by <a href="/profile/${n}">writer${n}</a></p></td>
     <td class="stats">${n} Replies<br>${n}00 Views</td><td class="lastpost">August 29, 2015<br>by <a href="/profile/1">kam</a></td></tr>`;
  const board = (rows: string) =>
    page(
      "<title>Analog discussion</title>",
      `<div class="navigate_section"><a href="/forum/">Example Forum</a> » Analog discussion</div>
       <table class="table_grid"><thead><tr><th colspan="2"></th><th><a href="?sort=subject">Subject</a> / <a href="?sort=starter">Started by</a></th>
       <th><a href="?sort=replies">Replies</a> / <a href="?sort=views">Views</a></th><th><a href="?sort=last_post">Last post</a></th></tr></thead>
       <tbody>${rows}</tbody></table>`,
    );

  it("refuses a board's table of topics headed two columns to a head (Subject / Started by, Replies / Views, Last post)", () => {
    const topics = Array.from({ length: 8 }, (_, n) => topicRow(n + 1)).join("");
    expect(refusal(board(topics), "https://forum.example/forum/index.php?board=18.0", "how-to")).toMatch(
      /seems to be a forum's index \(a list of forums or threads, no thread of its own\) \("Analog discussion"\)/,
    );
    // (a thread's table of five similar threads, or eight rows that all lead to one topic, is no board)
    const similar = Array.from({ length: 5 }, (_, n) => topicRow(n + 1)).join("");
    expect(refusal(board(similar), "https://forum.example/forum/index.php?topic=7.0", "how-to") ?? "").not.toMatch(
      /forum's index/,
    );
    const oneTopic = Array.from({ length: 8 }, (_, n) => topicRow(n + 1, "/forum/index.php?topic=1.0")).join("");
    expect(refusal(board(oneTopic), "https://forum.example/forum/index.php?topic=7.0", "how-to") ?? "").not.toMatch(
      /forum's index/,
    );
  });

  const teaser = (n: number) =>
    `<article class="post"><header><h2><a href="https://blog.example/archives/${n}.html">磁石で着脱できるイヤホンの特許 ${n}</a></h2><span>2016/3/${n}</span><span>ニュース</span></header>
     <p>iPhone 7 は3.5mm のイヤホンジャックがなくなるという噂 ${n}。</p><a href="https://blog.example/archives/${n}.html">記事を読む</a></article>`;
  const articleList = (count: number, text = "") =>
    page(
      '<title>新着記事</title><meta property="og:type" content="article">',
      `<header><h1><a href="/">Example Blog</a></h1></header><main>${text}${Array.from({ length: count }, (_, n) => teaser(n + 1)).join("")}</main>`,
    );

  it("refuses a blog's list of new articles for a news story and a review, each headline linking to its own article", () => {
    expect(refusal(articleList(10), "https://blog.example/articles/", "tech-news")).toMatch(
      /seems to be a list of articles, posts or ads \(a blog's or site's list, a tag's or category's page: many headlines each linking to its own page, no one story or product\) \("新着記事"\), not a news story/,
    );
    expect(refusal(articleList(10), "https://blog.example/tag/earpods/")).toMatch(/a list of articles, posts or ads/);
  });

  it("reads as a story an article with its list of related posts, and a page of seven teasers", () => {
    const story = `<h2>Apple gets a patent for magnetic EarPods</h2>${prose("Apple has been granted a patent for earphones that attach by magnets.").repeat(3)}`;
    expect(refusal(articleList(10, story), "https://blog.example/archives/99.html", "tech-news")).toBeUndefined();
    expect(refusal(articleList(7), "https://blog.example/articles/", "tech-news")).toBeUndefined();
  });

  // A shop's sign-in page built inside one form around the whole page (as ASP.NET builds every page).
  const pageWideForm = (menu: string) =>
    page(
      "<title>Example Batteries - Leaders in Replacement Batteries</title>",
      `<form action="signin.aspx" method="post"><div class="menu">${menu}</div><div class="breadcrumb"><a href="/">Home</a> → Login</div>
       <div class="page-wrap"><h1><span>MEMBERS LOGIN BELOW</span></h1><table><tr><td><div class="login-form">
       <a href="createaccount.aspx">NEW MEMBERS SIGN UP HERE</a><label>*My e-mail address is:</label><input type="text" name="UserName">
       <label>*My password is:</label><input type="password" name="Password"><input type="submit" value="Login"></div></td></tr></table></div></form>`,
    );
  const batteryMenu = Array.from(
    { length: 40 },
    (_, n) => `<a href="/c-${n}.aspx">Battery type number ${n} for phones</a>`,
  ).join(" ");

  it("refuses a sign-in page built inside one form around the page, by the password's block with the heading", () => {
    expect(refusal(pageWideForm(batteryMenu), "https://batteries.example/signin.aspx")).toMatch(
      /seems to be a sign-in page \(a form to log in\)/,
    );
  });

  const landing = (sections: number) =>
    page(
      "<title>How people build software · Acme</title>",
      `<header><a href="/">Acme</a><a href="/pricing">Pricing</a></header><div role="main"><div class="hero">
       <h1>How people build software</h1><p>Millions of developers use Acme to build personal projects and ship their software.</p>
       <form action="/join" method="post"><input type="text" name="user[login]" placeholder="Pick a username"><input type="email" name="user[email]">
       <input type="password" name="user[password]" placeholder="Create a password"><button type="submit">Sign up for Acme</button></form></div>
       ${["Welcome home, developers", "For everything you build", "Who uses Acme?"]
         .slice(0, sections)
         .map((title) => `<h2>${title}</h2><p>${title} and what Acme does for them.</p>`)
         .join("")}</div>`,
    );

  it("reads a product's landing page whose sign-up form stands beside its headline, over its sections", () => {
    const facts = read(landing(3), "https://acme.example/", "saas-landing");
    expect(facts.kind === "saas-landing" && facts.landing.pageType).toBeUndefined();
    expect(refusal(landing(3), "https://acme.example/", "software-review")).toBeUndefined();
    // (the same form beside a heading with two sections only is the page's form, as before)
    expect(refusal(landing(2), "https://acme.example/", "software-review")).toMatch(/seems to be a sign-in page/);
  });

  const jobAd = (parts: string) =>
    page(
      "<title>Assistant(e) administratif(ve) salaires - Lutry, VD - Example Jobs</title>",
      `<div class="notice">This job has expired on Example Jobs</div><h1>Assistant(e) administratif(ve) salaires</h1><div>PEMSA</div><div>Lutry, VD</div>
       <p>Afin de renforcer notre équipe administrative, nous recherchons un(e) assistant(e).</p>${parts}`,
    );
  const mission =
    "<b>Mission :</b><ul><li>Gestion des activités administratives</li><li>Saisie des rapports d'heures</li></ul>";
  const profile =
    "<b>Profil :</b><ul><li>Formation d'employé(e) de commerce</li><li>Langue maternelle française</li></ul>";

  it("refuses a job ad by the heads of its parts (tasks, profile, the ad's own lines) where it has no data and no way to apply", () => {
    expect(
      refusal(jobAd(`${mission}${profile}<a href="/report">Report job</a>`), "https://jobs.example/viewjob?jk=1"),
    ).toMatch(/seems to be a job ad \("Assistant\(e\) administratif\(ve\) salaires"\), not a page about a product/);
    // (an article's tasks and profile alone, two parts, are read as before)
    expect(refusal(jobAd(`${mission}${profile}`), "https://jobs.example/viewjob?jk=1")).toBeUndefined();
  });

  const episode = (notes: string) =>
    page(
      '<title>Digitizing Healthcare with Goke Olubusi | Example Podcast</title><meta property="og:type" content="article">',
      `<nav><a href="/podcast/">Podcast</a><a href="/episodes/">Episodes</a></nav><h1>Digitizing Healthcare with Goke Olubusi</h1><div>January 14, 2021</div>
       <iframe src="https://player.example/3ab2ec74" height="200"></iframe>
       <p>${"Our exploration of the entrepreneurs digitizing fragmented industries takes us to Nigeria. ".repeat(3)}</p>${notes}
       <p>${"The biggest thing I advocate for is the need for people to start making data-driven decisions. ".repeat(3)}</p>
       <p>${"Goke and I spoke earlier this year, several months into the pandemic, after a Series A. ".repeat(3)}</p>`,
    );
  const stamps =
    "<p>4:26 – First question: the state of healthcare<br>9:16 – Helium’s origin story.<br>11:48 – On the big picture</p>";

  it("refuses a podcast episode's page (a player and time-stamped show notes) for a news story, whatever its transcript", () => {
    expect(refusal(episode(stamps), "https://flip.example/podcast/digitizing-healthcare/", "tech-news")).toMatch(
      /seems to be a podcast episode \(its audio player and show notes, no written story or product page\) \("Digitizing Healthcare with Goke Olubusi"\), not a news story/,
    );
    expect(refusal(episode("<h2>Show Notes</h2>"), "https://flip.example/episodes/12/", "tech-news")).toMatch(
      /podcast episode/,
    );
  });

  it("reads as a story a written article that embeds an episode's player, and an episode's address without notes", () => {
    expect(
      refusal(episode(stamps), "https://flip.example/2021/01/digitizing-healthcare/", "tech-news"),
    ).toBeUndefined();
    expect(refusal(episode(""), "https://flip.example/podcast/digitizing-healthcare/", "tech-news")).toBeUndefined();
  });

  const truck = (n: number, second = `/auto/dump-trucks/truck-${n}/`) =>
    `<li class="item-product"><div class="img"><a href="/auto/dump-trucks/truck-${n}/"><img src="/t/${n}.jpg" alt=""></a></div>
     <div class="name"><a href="/auto/dump-trucks/truck-${n}/">САМОСВАЛ 6522-60${n}</a></div><div class="info"><a href="${second}" class="more">Подробнее</a></div></li>`;
  const dealerCategory = (tiles: string, filter: string) =>
    page(
      "<title>Купить самосвалы — официальный дилер</title>",
      `<h1>Самосвалы</h1><div class="filter"><form method="post">${filter}<button type="submit">Подобрать</button></form></div><ul>${tiles}</ul>`,
    );
  const choices = ["Объем кузова", "Колесная формула", "Мощность"]
    .map((label) => `<select name="${label}"><option value="all">${label}</option><option>6x4</option></select>`)
    .join("");
  const priceRange = '<input type="text" name="PROPERTY_PRICE_MIN"><input type="text" name="PROPERTY_PRICE_MAX">';

  it("refuses a dealer's category without prices: a filter (choices or a range of prices) above tiles of a picture and a link each", () => {
    const six = Array.from({ length: 6 }, (_, n) => truck(n + 1)).join("");
    expect(refusal(dealerCategory(six, choices), "https://dealer.example/auto/dump-trucks/")).toMatch(
      /seems to be a list of products \(a shop's listing/,
    );
    expect(refusal(dealerCategory(six, priceRange), "https://dealer.example/auto/dump-trucks/")).toMatch(
      /list of products/,
    );
  });

  it("reads as before five tiles, tiles whose links lead to two pages, and tiles under a form of two choices", () => {
    const five = Array.from({ length: 5 }, (_, n) => truck(n + 1)).join("");
    expect(refusal(dealerCategory(five, choices), "https://dealer.example/auto/dump-trucks/")).toBeUndefined();
    const split = Array.from({ length: 6 }, (_, n) => truck(n + 1, "/compare")).join("");
    expect(refusal(dealerCategory(split, choices), "https://dealer.example/auto/dump-trucks/")).toBeUndefined();
    const six = Array.from({ length: 6 }, (_, n) => truck(n + 1)).join("");
    expect(
      refusal(
        dealerCategory(six, choices.split("</select>").slice(0, 2).join("</select>") + "</select>"),
        "https://dealer.example/auto/dump-trucks/",
      ),
    ).toBeUndefined();
  });
});

describe("pages the eighteenth session refuses: a shop's list of brands, results headed as search results", () => {
  const brandLogos = (count: number, href = (n: number) => `/brands/maker-${n}`) =>
    Array.from(
      { length: count },
      (_, n) => `<a class="logo" href="${href(n + 1)}"><img alt="Maker ${n + 1}"></a>`,
    ).join("");
  const brandsPage = (title: string, heading: string, logos: string) =>
    page(
      `<title>${title} | Example Tools</title>`,
      `<header><nav>${Array.from({ length: 20 }, (_, n) => `<a href="/c/${n}">Category ${n}</a>`).join("")}</nav></header>
       <main><h1>${heading}</h1><div class="brands">${logos}</div></main><footer><a href="/about">About us</a></footer>`,
    );

  it("refuses a shop's list of brands in any language: a heading that names it over twelve links to pages of their own", () => {
    expect(refusal(brandsPage("Brands", "Brands", brandLogos(14)), "https://shop.example/brands")).toMatch(
      /^The source https:\/\/shop\.example\/brands seems to be a list of brands \(a shop's or site's brands, each linking to its own page, no one product\) \("Brands"\), not a page about a product\. A product review needs/,
    );
    expect(refusal(brandsPage("Brändid", "Brändid", brandLogos(12)), "https://shop.example/brands")).toMatch(
      /seems to be a list of brands/,
    );
    // (the title alone names it: the links of the page's content count, its menus' not)
    expect(
      refusal(brandsPage("Alle Marken", "A bis Z", brandLogos(12)), "https://shop.example/marken/", "tech-news"),
    ).toMatch(/seems to be a list of brands .*not a news story/);
  });

  it("reads as before eleven brands, twelve links to one page, brands in the menus, and a product page over a brands' strip", () => {
    expect(refusal(brandsPage("Brands", "Brands", brandLogos(11)), "https://shop.example/brands") ?? "").not.toMatch(
      /list of brands/,
    );
    expect(
      refusal(
        brandsPage(
          "Brands",
          "Brands",
          brandLogos(12, () => "/brands/all"),
        ),
        "https://shop.example/brands",
      ) ?? "",
    ).not.toMatch(/list of brands/);
    const inMenus = page(
      "<title>Brands | Example Tools</title>",
      `<header><h1>Brands</h1><nav>${brandLogos(20)}</nav></header><main><p>Choose a maker above.</p></main>`,
    );
    expect(refusal(inMenus, "https://shop.example/brands") ?? "").not.toMatch(/list of brands/);
    // (a product's heading names the page; "Brands" over the strip of logos below is a second-level heading)
    const product = productPage.replace("</body>", `<h2>Brands</h2>${brandLogos(20)}</body>`);
    const facts = read(product, "https://shop.example/p/acme-kettle");
    expect(facts.kind).toBe("retailer-product");
    expect(refusal(product, "https://shop.example/p/acme-kettle")).toBeUndefined();
  });

  const results = (heading: string) =>
    page(
      "<title>問屋・仕入れ・卸の専門【Example】</title>",
      `<form id="filter"><input name="keyword"><select name="category"><option>すべて</option></select></form>
       <h1>${heading}</h1><ul>${Array.from(
         { length: 10 },
         (_, n) =>
           `<li><h3><a href="/goods/${n}">ステンレス水筒 ${n}</a></h3><p>サプライヤー ${n}</p><p class="price">${n + 1},200円/点(税抜)</p></li>`,
       ).join("")}</ul>`,
    );

  it("refuses as search results a page whose heading says search results on an address whose path says search, with no query", () => {
    expect(refusal(results("すべてのカテゴリの検索結果"), "https://wholesale.example/search")).toMatch(
      /^The source https:\/\/wholesale\.example\/search seems to be a page of search results \("/,
    );
    expect(refusal(results("Search results in all categories"), "https://wholesale.example/search")).toMatch(
      /seems to be a page of search results/,
    );
  });

  it("does not name search results a heading elsewhere, nor research results on a page of results", () => {
    expect(refusal(results("すべてのカテゴリの検索結果"), "https://wholesale.example/ranking") ?? "").not.toMatch(
      /a page of search results/,
    );
    expect(refusal(results("Research results of 2024"), "https://lab.example/results") ?? "").not.toMatch(
      /a page of search results/,
    );
  });
});

describe("pages the nineteenth session refuses: a blog's list led by a full post or long teasers, a members' sign-in", () => {
  const story = (words: string) => `<p>${`${words} `.repeat(12)}</p>`.repeat(3);
  const teasers = (count: number, long: boolean) =>
    Array.from(
      { length: count },
      (_, n) =>
        `<div class="post"><h3><a href="/blog/post-${n + 2}/">Choosing the right server, part ${n + 2}</a></h3>
         <p class="date">2015-09-${10 + n}</p>
         <p>${long ? "A small business grows and needs its first server; what to look for in one. ".repeat(4) : "What to look for in a server."} […]</p>
         <p><a href="/blog/post-${n + 2}/">Read More »</a></p></div>`,
    ).join("");
  const blogIndex = (pages: string, lead = true) =>
    page(
      "<title>Blog - Example Servers</title>",
      `<nav><a href="/">Home</a> <a href="/blog/">Blog</a></nav><h1>Blog</h1>
       <div itemscope itemtype="http://schema.org/Article">${
         lead
           ? '<h1 itemprop="name"><a href="/blog/check-our-specials/">Check Our Specials for Great Deals</a></h1>'
           : "<h1>Check Our Specials for Great Deals</h1>"
       }<p>Posted on 10th Jun 2015</p>${story("Refurbished server parts cost less than new ones and work as well.")}</div>
       ${teasers(8, false)}${pages}`,
    );
  const secondPage =
    '<ul class="paging"><li>1</li><li><a href="?page=2">2</a></li><li><a href="?page=3">3</a></li></ul>';

  it("refuses a blog's index whose newest post is shown in full under a title linking to its own page, above the others' teasers and pages", () => {
    expect(refusal(blogIndex(secondPage), "https://shop.example/blog/", "tech-news")).toMatch(
      /^The source https:\/\/shop\.example\/blog\/ seems to be a list of articles, posts or ads \(a blog's or site's list, a tag's or category's page: many headlines each linking to its own page, no one story or product\) \("Blog"\), not a news story/,
    );
  });

  it("refuses a category of articles whose teasers are long, each under a heading, with its second page under its address", () => {
    const category = page(
      "<title>Стратегии | Example</title>",
      `<h1>Стратегии</h1>${teasers(10, true)}<div class="pagination"><span>1</span><a href="https://site.example/category/strategy/page/2">2</a></div>`,
    );
    expect(refusal(category, "https://site.example/category/strategy", "how-to")).toMatch(
      /seems to be a list of articles, posts or ads .*\("Стратегии"\), not a page that explains a task\. A how-to needs/,
    );
  });

  it("reads as a story a post above related posts: no second page, a headline of no link, or comments' pages under a story's text", () => {
    expect(refusal(blogIndex(""), "https://shop.example/blog/", "tech-news")).toBeUndefined();
    expect(refusal(blogIndex(secondPage, false), "https://shop.example/blog/", "tech-news")).toBeUndefined();
    // (a post at its own address, its comments' second page under it: its text comes before the first teaser)
    const post = blogIndex('<a href="/blog/check-our-specials/comment-page-2/">2</a>', false);
    expect(refusal(post, "https://shop.example/blog/check-our-specials/", "tech-news")).toBeUndefined();
  });

  const memberLogin = (title: string) =>
    page(
      `<title>${title} | Example.com</title>`,
      `<h1>${title}</h1><div class="login"><h2>Registered User - Please Login Here</h2>
       <form action="/manage.do"><label>Your E-mail ID :</label><input name="email"><label>Password :</label>
       <input type="password" name="password"><input type="submit" value="Login"></form>
       <h2>New to Example.com</h2><p><b>It's FREE! Sign up for My Account and get access to unique content such as:</b></p>
       <ul>${"<li>Sell your car at Example, compare cars, edit your uploaded cars and get free newsletters.</li>".repeat(12)}</ul>
       <a href="/register">Register</a></div>`,
    );

  it("refuses a sign-in page named for the site's members after the site's name, beside a longer sign-up pitch", () => {
    expect(refusal(memberLogin("Example User Login"), "https://www.example.com/userlogin.htm")).toMatch(
      /^The source https:\/\/www\.example\.com\/userlogin\.htm seems to be a sign-in page \(a form to log in\) \("Example User Login"\), not a page about a product/,
    );
    expect(refusal(memberLogin("Example Login"), "https://www.example.com/account")).toMatch(
      /seems to be a sign-in page/,
    );
  });

  it("reads a thread about a user login with a sign-in box, and a title that names no site before its login", () => {
    const thread = page(
      "<title>Problem with user login | Example Forum</title>",
      `${signInForm}<h1>Problem with user login</h1>${prose("My account stops working after the update.")}`,
    );
    expect(refusal(thread, "https://forum.example.com/t/1", "how-to")).toBeUndefined();
    expect(refusal(memberLogin("Acme User Login"), "https://www.example.com/userlogin.htm") ?? "").not.toMatch(
      /sign-in page/,
    );
  });
});

describe("pages the twentieth session refuses: a category's count over tiles without prices, a member list, a sign-in after the site's address", () => {
  const intro = (words: string) => `<p>${`${words} `.repeat(6)}</p>`;
  const tiles = (count: number) =>
    Array.from(
      { length: count },
      (_, n) =>
        `<li class="item"><a href="https://brand.example/products/shampoo/item-${n}.html"><picture><img alt="Shampoo ${n}"></picture></a>
         <h3><a href="https://brand.example/products/shampoo/item-${n}.html"><span>Shampoo for hair type ${n}</span></a></h3>
         <button class="widget"></button></li>`,
    ).join("");
  const category = (count: string, teaser = true) =>
    page(
      "<title>Shampoo | Example Brand</title>",
      `<header><nav><a href="/">Home</a> <a href="/products">Products</a></nav></header>
       <div class="hero"><h1>Shampoo</h1>${intro("Smoother, shinier, stronger-looking hair starts in the shower with a great shampoo.")}
       ${intro("Choosing the right shampoo is key to a successful hairstyle, so take time to consider your needs.")}</div>
       <div class="listing"><div class="filter"><span>I am looking for Shampoo for</span>
       <select><option>my needs</option><option>curly hair</option></select>
       ${count}</div><div class="list"><ul>${tiles(12)}</ul></div>
       <button>Load more</button></div>
       ${teaser ? `<div class="promise"><h2>Our promise</h2>${intro("All our shampoos are free from parabens and dyes; we use only the finest ingredients.")}</div>` : ""}`,
    );
  const counted = "<span>(</span><span>17</span><span>products</span><span>)</span>";

  it("refuses a brand's category of products without prices: a count of its products over twelve tiles, each a picture and a link to its page", () => {
    expect(refusal(category(counted), "https://brand.example/products/shampoo.html")).toMatch(
      /^The source https:\/\/brand\.example\/products\/shampoo\.html seems to be a list of products \(a shop's listing: a category page, search results or offers of many products\) \("Shampoo"\), not a page about a product\. A product review needs/,
    );
  });

  it("reads the same tiles without a count, and a count in another block than the tiles, as before", () => {
    expect(refusal(category(""), "https://brand.example/products/shampoo.html")).toBeUndefined();
    const apart = category("").replace(
      '<div class="hero">',
      `<div class="stats"><div><div><div><div><div><div>${counted}</div></div></div></div></div></div></div><div class="hero">`,
    );
    expect(refusal(apart, "https://brand.example/products/shampoo.html")).toBeUndefined();
  });

  it("reads a product page whose related products are counted over their tiles as the product's page", () => {
    const product = productPage.replace(
      "</body>",
      `<div class="related"><h2>Related</h2>${counted}<ul>${tiles(8)}</ul></div></body>`,
    );
    const facts = read(product, "https://shop.example/p/kettle");
    expect(facts.kind).toBe("retailer-product");
    expect(sourceMismatch(facts, "product-review")).toBeUndefined();
  });

  const members = (heads: string, rows: number) =>
    page(
      "<title>Example Forum - Member List</title>",
      `<div id="header"><a href="/index.php">Example Forum</a> <a href="/member.php?action=login">Login</a></div>
       <div class="pagination">Pages (476): 1 <a href="/memberlist.php?page=2">2</a></div>
       <table><tr><td colspan="5"><a href="?username=A">A</a> <a href="?username=B">B</a> <strong>Member List</strong></td></tr>
       <tr>${heads}</tr>${Array.from(
         { length: rows },
         (_, n) =>
           `<tr><td><img src="/avatars/${n}.png"></td><td><a href="/User-member${n}">member${n}</a><br><span>Pokemon Newbie</span></td>
            <td>06-2${n % 10}-2014, 03:26 AM</td><td>07-25-2014, 06:58 AM</td><td>${n * 7}</td></tr>`,
       ).join("")}</table>`,
    );
  const memberHeads =
    "<td><strong>Avatar</strong></td><td><strong>Username</strong></td><td><strong>Joined</strong></td><td><strong>Last Visit</strong></td><td><strong>Post Count</strong></td>";

  it("refuses a forum's member list: a table headed by the member and the day each joined, each row a member's profile", () => {
    expect(refusal(members(memberHeads, 20), "http://forum.example.com/memberlist.php", "how-to")).toMatch(
      /^The source http:\/\/forum\.example\.com\/memberlist\.php seems to be a list of members \(a forum's or site's member list: user names, join dates and post counts, no thread of its own\) \("Example Forum - Member List"\), not a page that explains a task\. A how-to needs/,
    );
    const german = memberHeads.replace("Username", "Benutzername").replace("Joined", "Registriert seit");
    expect(refusal(members(german, 10), "https://forum.example.de/memberlist.php", "how-to")).toMatch(
      /seems to be a list of members/,
    );
  });

  it("reads a table of a few members, and a thread whose posts each name their writer's join date, as before", () => {
    expect(refusal(members(memberHeads, 5), "http://forum.example.com/memberlist.php", "how-to") ?? "").not.toMatch(
      /list of members/,
    );
    const thread = page(
      "<title>Wheel bearing noise after the swap - Example Forum</title>",
      `<h1>Wheel bearing noise after the swap</h1><table><tr><th>Author</th><th>Message</th></tr>${Array.from(
        { length: 10 },
        (_, n) =>
          `<tr><td><a href="/User-writer${n}">writer${n}</a><br>Joined: 05-04-2011<br>Posts: ${n * 3}</td>
           <td>The noise comes back after a few miles; the bearing of post ${n} was replaced twice already.</td></tr>`,
      ).join("")}</table>`,
    );
    expect(refusal(thread, "http://forum.example.com/showthread.php?tid=9", "how-to") ?? "").not.toMatch(
      /list of members/,
    );
  });

  it("refuses a sign-in page titled after the site's address ('example.com: Login'), its form under a heading of a lower level", () => {
    const login = page(
      "<title>example.com: Login</title>",
      `<header><a href="https://www.example.com/"><img alt="example.com"></a><h3>Bei example.com einloggen</h3></header>
       <h4>Einloggen</h4><form method="post" action="/login.php?send=1"><label>E-Mail oder Benutzername:</label>
       <input name="benutzername"><label>Passwort:</label><input type="password" name="passwort">
       <a href="/reset_password.php">Passwort vergessen?</a><button type="submit">Einloggen</button></form>
       <p>Neu hier? Dann hier <a href="/register.php">registrieren...</a></p>`,
    );
    expect(refusal(login, "https://secure.example.com/login.php?url=")).toMatch(
      /^The source https:\/\/secure\.example\.com\/login\.php\?url= seems to be a sign-in page \(a form to log in\) \("example\.com: Login"\), not a page about a product/,
    );
    // (another site's address before the form's name names no page of this site)
    expect(refusal(login, "https://secure.other.example/login.php?url=") ?? "").not.toMatch(/sign-in page/);
  });

  it("refuses a members' page log-in after the site's address, beside a longer sign-up pitch", () => {
    const login = page(
      "<title>example.co マイページ  ログイン</title>",
      `<div id="header"><h1>マイページ登録｜住宅や不動産の購入ならExample！</h1></div><ol><li><a href="/">TOP</a></li><li>マイページログイン</li></ol>
       <h2>マイページログイン</h2><h3>マイページIDをお持ちの方</h3><form action="./index.php" method="post"><table>
       <tr><th>ユーザ名</th><td><input name="user_name"></td></tr><tr><th>パスワード</th><td><input type="password" name="password"></td></tr>
       </table></form><h3>はじめてご利用の方</h3><p>${"マイページに登録すると、無料でお客様オリジナルのマイページを作成することが出来ます。".repeat(4)}</p>
       <ol>${"<li><h3>お気に入り物件の登録</h3><p>気になった物件などをお気に入りとして、保存することができます。</p></li>".repeat(20)}</ol>`,
    );
    expect(refusal(login, "https://www.example.co/mypage/login.php")).toMatch(
      /seems to be a sign-in page \(a form to log in\) \("example\.co マイページ ログイン"\)/,
    );
  });

  it("reads a thread titled after the site's address with a sign-in box in its header", () => {
    const thread = page(
      "<title>example.com: Login problems after the update</title>",
      `<header>${signInForm}</header><h1>Login problems after the update</h1>${prose("Since the update my account will not sign in on the phone.")}`,
    );
    expect(refusal(thread, "https://forum.example.com/t/12", "how-to")).toBeUndefined();
  });
});

describe("pages the twenty-first session refuses: a password reset, a new account's registration, a board's topics as lists", () => {
  it("refuses a page to reset a password, named by its title or heading, whose form asks for the account's name", () => {
    const reset = page(
      "<title>Request password reset : Example Index</title>",
      `<form id="searchform" action="/find"><input name="term"><input type="submit" value="search"></form>
       <h1>Request password reset</h1>
       <form method="POST" action="/account"><input name="name"><input type="submit" value="Reset password"></form>`,
    );
    expect(refusal(reset, "https://example.org/account?action=forgotten_password_form", "software-review")).toMatch(
      /^The source \S+ seems to be a page to reset an account's password \(a form to recover a sign-in, no product or story\) \("Request password reset : Example Index"\).*A software review needs/,
    );
    expect(
      refusal(
        page("<title>Passwort vergessen? | Beispiel</title>", '<form><input type="email" name="mail"></form>'),
        "https://example.de/konto/passwort",
      ),
    ).toMatch(/seems to be a page to reset an account's password/);
    // (a page named so whose only form is a search box is no such form: the article about resetting a password)
    const howTo = page(
      "<title>Reset your password | Help</title>",
      `<form role="search"><input type="search" name="q"></form>${prose("Open the settings and choose a new password.")}`,
    );
    expect(refusal(howTo, "https://example.com/help/reset", "how-to")).toBeUndefined();
  });

  it("refuses a form that registers a new account, named so by the page's title", () => {
    const register = page(
      "<title>Register New Account - Example - Free Software</title>",
      `<h1>Register</h1><form method="post" action="/user/register"><h2>Account Information</h2>
       ${"<p>Choose a user name that others will see beside your projects and posts on the site.</p>".repeat(8)}
       <input name="username"><input type="email" name="email"><input type="password" name="password">
       <input type="password" name="password2"><button>Create account</button></form>`,
    );
    expect(refusal(register, "https://example.net/user/registration", "software-review")).toMatch(
      /seems to be a sign-up page \(a form to open an account\) \("Register New Account - Example - Free Software"\)/,
    );
  });

  it("refuses a board's topics laid out as lists, each topic a list of its cells with two bare counts", () => {
    const topic = (n: number) =>
      `<ul class="topic"><li><a href="/forums/topic/t${n}/">Saran ${n}</a><p>Dimulai oleh: <a href="/forums/users/u${n}/">Penulis Nomor ${n}</a></p></li>
       <li>${n + 3}</li><li>${n * 7}</li><li><a href="/forums/topic/t${n}/#post-${n}9">6 hari, 13 jam yang lalu</a></li></ul>`;
    const board = page(
      '<title>Diskusi Blog ~ Example</title><meta property="og:type" content="article">',
      `<h1>Diskusi Blog</h1><ul class="topics"><li class="head"><ul><li>Topik</li><li>Suara</li><li>Tulisan</li><li>Kesegaran</li></ul></li>
       <li class="body">${[1, 2, 3, 4, 5, 6].map(topic).join("")}</li></ul>`,
    );
    expect(refusal(board, "https://example.id/forums/forum/diskusi-blog/", "how-to")).toMatch(
      /seems to be a forum's index \(a list of forums or threads, no thread of its own\)/,
    );
  });

  it("keeps a topic whose posts, each linking to its own number, come before a table of related topics with counts", () => {
    const address = "https://forum.example/t/run-two-editions/421350";
    const post = (n: number, name: string, words: string) =>
      `<article class="post"><div class="names"><a href="/u/${name}">${name}</a><span>Full Name ${n}</span><span>MVP 2024</span></div>
       <a class="date" href="/t/run-two-editions/421350/${n}">May 2022</a><div class="cooked"><p>${words}</p></div></article>`;
    const row = (n: number) =>
      `<tr><td><a href="/t/other-topic-number-${n}/${n}00">Another topic about editions ${n}</a></td><td>${n + 2}</td><td>${n * 130}</td><td>May 2022</td></tr>`;
    const related = `<h3>Related topics</h3><table><tr><th>Topic</th><th>Replies</th><th>Views</th><th>Activity</th></tr>${[1, 2, 3, 4, 5].map(row).join("")}</table>`;
    const topic = (posts: string) =>
      page(
        "<title>How to run both editions on one computer - Example Community</title>",
        `<h1>How to run both editions on one computer</h1>${posts}${related}`,
      );
    const posts =
      post(1, "ravi_k", "How do I run both editions on the same computer? Do I need to install both of them?") +
      post(2, "fern_z", "You can switch between the two editions from Home, Settings, License and profile.");
    expect(refusal(topic(posts), address, "how-to")).toBeUndefined();
    expect(formatSourceFacts(read(topic(posts), address))).toMatch(
      /fern_z[\s\S]*You can switch between the two editions/,
    );
    // (the same table under a heading, with no post of the page's above it, is a list of threads)
    expect(refusal(topic(""), address, "how-to")).toMatch(/seems to be a forum's index/);
  });
});

describe("pages the twenty-second session refuses: a log-in form alone, an account's settings, an empty category, a front page read as a product", () => {
  // A daily's log-in page: no main heading, a line of bold text over the form, a link to open an account and a form to
  // recover the password beside it, a quote of the day and a copyright below.
  const logInAlone = (aside: string) =>
    page(
      "<title>EXEMPLO.PT</title>",
      `<div id="nav"><ul>${["Início", "Desporto", "Economia", "Opinião"].map((s) => `<li><a href="/${s}">${s}</a></li>`).join("")}</ul></div>
       <div class="columns"><div class="main"><div class="forms">
         <div class="login"><div class="title">Utilizadores registados</div>
           <p>Se você já tem uma conta, por favor autentique-se aqui.</p>
           <form action="/user" method="post"><label>Correio electrónico:</label><input type="text" name="name">
             <label>Senha:</label><input type="password" name="pass"><input type="submit" value="Entrar"></form></div>
         <div class="register"><div class="title">Novos utilizadores</div><p>Se você é novo, crie a sua conta aqui.</p>
           <a href="/user/register">Criar conta de acesso</a></div>
       </div></div>${aside}</div>
       <div class="foot">Copyright © 2010 Exemplo, Lda. Todos os direitos reservados.</div>`,
    );

  it("refuses a page whose reading is a log-in form, whatever the language of the line over it", () => {
    expect(refusal(logInAlone(""), "http://exemplo.pt/user?destination=actualidade", "tech-news")).toBe(
      'The source http://exemplo.pt/user?destination=actualidade seems to be a sign-in page (a form to log in) ("EXEMPLO.PT"), not a news story. A tech news article needs the page of the story itself.',
    );
  });

  it("reads a story without a main heading that keeps a log-in box beside its text", () => {
    const story = `<div class="story"><div class="title">Câmara aprova novo orçamento</div>${prose("A câmara municipal aprovou ontem o orçamento para o próximo ano com os votos da maioria.").replace(/<\/?p>/g, "")}</div>`;
    expect(refusal(logInAlone(story), "http://exemplo.pt/noticia/123", "tech-news")).toBeUndefined();
  });

  it("refuses a member's own account settings: an e-mail address filled in beside the account's name and country", () => {
    const settings = page(
      "<title></title>",
      `<header><form action="/search"><input type="search" name="query"></form></header>
       <h1>DM</h1><h2>Personal settings</h2>
       <form><label>Profile picture</label><input type="file" name="picture">
         <label>Email</label><input type="email" readonly value="member@example.org">
         <label>Name</label><input type="text" value="DM">
         <label>Country</label><select name="country"><option>Denmark</option></select>
         <button>Save changes</button></form>`,
    );
    expect(refusal(settings, "https://reviews.example/users/settings")).toBe(
      "The source https://reviews.example/users/settings seems to be a member's account page (the settings of one's own account: e-mail address, name, country) (\"DM\"), not a page about a product. A product review needs the product's page or a video about the product.",
    );
    // (a newsletter's empty e-mail field beside a story's text is no account)
    const story = page(
      "<title>A new phone</title>",
      `<h1>A new phone</h1>${prose("The phone has a larger battery and a brighter screen than last year's model.")}
       <form><input type="email" name="email" placeholder="you@example.org"><input type="text" name="name"><select><option>Weekly</option></select></form>`,
    );
    expect(refusal(story, "https://news.example/a-new-phone", "tech-news")).toBeUndefined();
  });

  it("refuses a shop's category that says no product matches its filters", () => {
    const empty = page(
      "<title>Gonne Donna | Example Roma</title>",
      `<header><a href="/cart">Carrello</a><div class="minicart">Nessun prodotto trovato nel carrello</div></header>
       <h1>Gonne</h1><div class="filters"><span>Filtra</span><a href="?designer=">Rimuovi questo filtro</a></div>
       <div class="message">Nessun prodotto corrispondente alla selezione è stato trovato.</div>
       <button type="button">Carica più prodotti</button>`,
    );
    expect(refusal(empty, "https://shop.example/it/donna/gonne.html")).toMatch(
      /^The source \S+ seems to be a list of products \(a shop's listing: a category page, search results or offers of many products\) \("Gonne Donna \| Example Roma"\)/,
    );
    // (a page whose only such words are its mini-cart's is no empty category)
    const about = page(
      "<title>Our workshop | Example Roma</title>",
      `<header><div class="minicart">No products found in your cart.</div></header><h1>Our workshop</h1><p>We sew every skirt by hand in Rome.</p>`,
    );
    expect(refusal(about, "https://shop.example/it/workshop.html")).toBeUndefined();
    // (nor is a site builder's placeholder for an empty collection on any page: "No items found.")
    const builder = page(
      "<title>Advertise with Example</title>",
      `<h1>Advertise with Example</h1><p>Reach students near you.</p><div class="empty"><div>No items found.</div></div>`,
    );
    expect(refusal(builder, "https://ads.example/")).toBeUndefined();
  });

  it("refuses a site's front page given for a story even where its deals read as a product's page", () => {
    const front = page(
      '<title>Example Games-Schnäppchenführer</title><meta property="og:type" content="product">',
      `<h1>Example Games-Schnäppchenführer</h1><div class="buy"><span class="price">50 EUR</span><button>In den Warenkorb</button></div>
       <ul>${[1, 2, 3].map((n) => `<li><a href="/news/${n}">Teaser ${n}</a></li>`).join("")}</ul>`,
    );
    const facts = read(front, "http://www.games.example/");
    expect(facts.kind).toBe("retailer-product");
    expect(sourceMismatch(facts, "tech-news")).toBe(
      'The source http://www.games.example/ seems to be a site\'s homepage (its latest stories and sections, no one story) ("Example Games-Schnäppchenführer"), not a news story. A tech news article needs the page of the story itself.',
    );
  });
});

describe("a member's profile on a social network", () => {
  const post = (name: string, words: string) =>
    `<div class="post"><a href="/profile/${name}">${name}</a> <span>3d</span><div>${words}</div><div><span>12</span><span>40</span></div></div>`;
  const header = (counters: string) =>
    `<div class="head"><div>Ann Writer</div><div>@ann.example.social</div><div class="counts">${counters}</div><div>329 posts</div></div>
     <div role="tablist"><a>Posts</a><a>Replies</a><a>Media</a></div>`;
  const posts = [1, 2, 3]
    .map((n) => post("ann.example.social", `My new story number ${n} is out in shops today.`))
    .join("");
  const counter = (count: string, word: string) =>
    `<a href="/profile/ann/${word}"><span>${count} </span><span>${word}</span></a>`;
  const address = "https://social.example/profile/ann.example.social";

  it("refuses a profile by its counts of followers and of the people followed side by side, for a story and a how-to", () => {
    const profile = page(
      "<title>Ann Writer (@ann.example.social) — Example Social</title>",
      header(counter("1.1M", "followers") + counter("3", "following")) + posts,
    );
    expect(refusal(profile, address, "tech-news")).toBe(
      "The source https://social.example/profile/ann.example.social seems to be a member's profile (a person's or account's page on a social network: name, followers and own posts, no thread or story of its own) (\"Ann Writer (@ann.example.social) — Example Social\"), not a news story. A tech news article needs the page of the story itself.",
    );
    const chinese = page("<title>Ann 的主页</title>", header("<span>关注 80</span><span>粉丝 1.2万</span>") + posts);
    expect(refusal(chinese, address, "how-to")).toMatch(/seems to be a member's profile/);
  });

  it("keeps a page with one counter, and a thread whose every writer's card shows both counts", () => {
    const one = page("<title>Ann Writer</title>", header(counter("1.1M", "followers")) + posts);
    expect(refusal(one, address, "how-to") ?? "").not.toMatch(/profile/);
    const card = (name: string) =>
      `<div class="card"><a href="/u/${name}">${name}</a><div>${counter("12", "followers")}${counter("4", "following")}</div></div>`;
    const thread = page(
      "<title>Which kettle descales best? - Example Forum</title>",
      `<h1>Which kettle descales best?</h1>${["ann", "bob", "cy"].map((name) => `${card(name)}<p>I think vinegar works for ${name}.</p>`).join("")}`,
    );
    expect(refusal(thread, "https://forum.example/t/1", "how-to") ?? "").not.toMatch(/profile/);
  });
});

describe("pages the twenty-third session refuses: a comparison of offers, a booking site's front page, a category's numbered page; a story beside a portal's headlines", () => {
  // A comparison of loans: a table of providers' offers, each row linking to the offer's page, with a way to apply and
  // a "Salary Transfer:" line that a job ad's rule would read as a salary.
  const comparison = (rows: number) =>
    page(
      "<title>Home Loans: Compare home loans from banks</title>",
      `<h1>Compare Home Loans</h1>
       <table><thead><tr><th>Provider</th><th>Minimum Salary</th><th>Down Payment</th><th>Flat Rate</th><th></th></tr></thead>
       <tbody>${Array.from(
         { length: rows },
         (_, n) =>
           `<tr><td><a href="/mortgages/bank-${n}-mortgage/">Bank ${n} mortgage</a></td><td>AED 15,000</td><td>20%</td>
            <td><span>Salary Transfer: </span>No <span>${n + 2}.5%</span></td><td><a href="/apply/${n}">Apply</a></td></tr>`,
       ).join("")}</tbody></table>`,
    );

  it("refuses a comparison of many providers' offers as a comparison, not a job ad", () => {
    expect(refusal(comparison(8), "http://compare.example/mortgages/")).toBe(
      "The source http://compare.example/mortgages/ seems to be a comparison of offers (a table of many providers' loans, cards or plans side by side: rates, fees and payments, no one product) (\"Compare home loans from banks\"), not a page about a product. A product review needs the product's page or a video about the product.",
    );
    // (three offers in a story's table are no comparison page)
    expect(refusal(comparison(3), "http://compare.example/mortgages/")).not.toMatch(/comparison of offers/);
  });

  // An airline's front page: a form to book a flight (from, to, two dates, a count of travellers), offers below.
  const airline = page(
    "<title>Example Air - Fly to Iceland, cheap flights and packages</title>",
    `<h1>Example Air</h1><h2>Book a flight</h2>
     <form name="booking" action="https://book.example/search"><label>From:</label><input type="text"><label>To:</label><input type="text">
       <label>Departure:</label><input type="text" name="departDate"><label>Return:</label><input type="text" name="returnDate">
       <label>Adults</label><select name="ADT">${[1, 2, 3, 4, 5].map((n) => `<option>${n}</option>`).join("")}</select>
       <input type="submit" value="Search flights"></form>
     <h2><a href="/packages/">Popular packages</a></h2><h2><a href="/flights/">Our best prices</a></h2>`,
  );

  it("refuses a travel site's front page by its form to book two dates for a count of travellers", () => {
    expect(refusal(airline, "http://www.air.example/")).toBe(
      "The source http://www.air.example/ seems to be a travel or booking site's homepage (a form to book flights, stays or trips, its offers and destinations, no one product or story) (\"Fly to Iceland, cheap flights and packages\"), not a page about a product. A product review needs the product's page or a video about the product.",
    );
    // (the same form on a page of its own address is a route's or an offer's page, left to the other rules)
    expect(refusal(airline, "http://www.air.example/flights/oslo-reykjavik/")).toBeUndefined();
  });

  it("refuses a category's numbered page whose teasers, addressed by a query, each end in a link to read more", () => {
    const teaser = (n: number) =>
      `<article><h2><a href="/?p=${1000 + n}">Story number ${n} of the local news</a></h2><p class="meta">21 hours ago</p>
       ${prose(`The start of story ${n}, told at some length before the link to read it all.`).replace("</p>", `<a class="more" href="/?p=${1000 + n}">Details »</a></p>`)}</article>`;
    const category = page(
      "<title>Our city | Example News - Part 5</title>",
      `<h1><a href="/">Example News</a></h1><div class="crumbs">You are here: <a href="/">Home</a> / Our city (page 5)</div>
       ${Array.from({ length: 10 }, (_, n) => teaser(n)).join("")}
       <div class="pager"><a href="/?cat=1&amp;paged=4">4</a><span>5</span><a href="/?cat=1&amp;paged=6">6</a></div>`,
    );
    expect(refusal(category, "http://news.example/?cat=1&paged=5", "tech-news")).toMatch(
      /^The source \S+ seems to be a list of articles, posts or ads /,
    );
    // (without its pager, a page of such prose is read as the story it may be)
    expect(
      refusal(category.replace(/<div class="pager">.*<\/div>/, ""), "http://news.example/?cat=1&paged=5", "tech-news"),
    ).toBeUndefined();
  });

  // A portal's story: its sections as headings linking away above it, its headline and text (short paragraphs, a
  // captioned photo), a long column of the portal's other headlines beside it.
  const headlines = (from: number) =>
    Array.from(
      { length: 12 },
      (_, n) => `<h3><a href="/article/${from + n}.html">Headline ${from + n} of the portal</a></h3>`,
    ).join("");
  const portal = (text: string) =>
    page(
      "<title>Tenants asked to pay for parking in their own yard</title>",
      `<div class="sections">${headlines(0)}</div>
       <div class="post"><h1>Tenants asked to pay for parking in their own yard</h1>${text}</div>
       <div class="side">${headlines(100)}${headlines(200)}</div>`,
    );
  const paragraph = (n: number) => `<p>Paragraph ${n}: the village's new gate charges each car a monthly fee now.</p>`;

  it("reads one long text under a headline as the story it is, however many headlines a side column lists", () => {
    const story = Array.from({ length: 10 }, (_, n) => paragraph(n)).join('<p class="photo"><img src="/a.jpg"></p>');
    const facts = read(portal(story), "https://portal.example/article/J22.html");
    expect(facts.kind).toBe("web-page");
    expect(refusal(portal(story), "https://portal.example/article/J22.html", "tech-news")).toBeUndefined();
    expect(formatSourceFacts(facts)).toContain("Paragraph 9: the village's new gate");
    // (a category's heading over a line of introduction is still a list of the headlines around it)
    expect(refusal(portal(paragraph(0)), "https://portal.example/article/J22.html", "tech-news")).toMatch(
      /^The source \S+ seems to be a list of articles, posts or ads /,
    );
  });
});

describe("pages the twenty-fourth session refuses: a board's table headed in Japanese, a messaging channel's card", () => {
  const topicRow = (n: number) =>
    `<tr><td><a href="/topic/${n}/">アンプについての質問 ${n}</a></td><td><a href="/user/${n}">writer${n}</a></td><td>${n}00 回</td><td>${n} 件</td><td>2024/5/${n}</td></tr>`;
  const board = (rows: number) =>
    page(
      "<title>雑談 - Example Guild</title>",
      `<table><tr><th>題名</th><th>投稿者</th><th>閲覧</th><th>投稿</th><th>最終投稿</th></tr>${Array.from({ length: rows }, (_, n) => topicRow(n + 1)).join("")}</table>`,
    );

  it("refuses a board's table of topics headed title, poster, views, posts and last post in Japanese", () => {
    expect(refusal(board(8), "https://forum.example/board/24/", "how-to")).toBe(
      'The source https://forum.example/board/24/ seems to be a forum\'s index (a list of forums or threads, no thread of its own) ("雑談 - Example Guild"), not a page that explains a task. A how-to needs a page, thread or video that explains the task.',
    );
    // (a thread's table of five similar topics is no board)
    expect(refusal(board(5), "https://forum.example/topic/9/", "how-to") ?? "").not.toMatch(/forum's index/);
  });

  const card = (count: string, more = "") =>
    page(
      "<title>Example: Contact @examplenews</title>",
      `<div class="head"><a href="//messenger.example/">Messenger</a></div>
       <div class="card"><div class="title"><span>Example News</span></div><div class="extra">${count}</div>
       <div class="description">Daily news about kettles<br>https://news.example/</div>
       <div class="action"><a href="tg://resolve?domain=examplenews">View in Messenger</a></div>
       <div>If you have <strong>Messenger</strong>, you can view and join <strong>Example News</strong> right away.</div></div>${more}`,
    );

  it("refuses a channel's or group's card by its members' count on a page of few words", () => {
    expect(refusal(card("2 805 members"), "https://m.example/examplenews", "tech-news")).toBe(
      "The source https://m.example/examplenews seems to be a messaging channel's or group's card (its name, a count of its members and a link to join it, no thread or story of its own) (\"Example: Contact @examplenews\"), not a news story. A tech news article needs the page of the story itself.",
    );
    expect(refusal(card("1 234 members, 56 online"), "https://m.example/group", "how-to")).toMatch(
      /seems to be a messaging channel's or group's card/,
    );
    expect(refusal(card("12,3 тыс. подписчиков"), "https://m.example/ru", "how-to")).toMatch(
      /seems to be a messaging channel's or group's card/,
    );
  });

  it("keeps a page that counts its members beside a thread's posts", () => {
    const posts = Array.from(
      { length: 12 },
      (_, n) =>
        `<div class="post"><a href="/u/${n}">writer${n}</a><p>My kettle number ${n} descales well with vinegar and a long soak overnight, then a rinse.</p></div>`,
    ).join("");
    expect(refusal(card("2 805 members", posts), "https://m.example/s/examplenews", "how-to") ?? "").not.toMatch(
      /channel's or group's card/,
    );
  });
});

describe("pages the twenty-fifth session refuses: a customer portal's sign-in, a page named as a contact form", () => {
  const portalLogin = (title: string) =>
    page(
      `<title>${title}</title>`,
      `<div class="top"><a href="/">Example Pets</a><span>Call 877-555-0100</span><img alt="Example Pets Business Review"></div>
       <ul class="menu"><li><a href="/dog">Dog Insurance</a></li><li><a href="/cat">Cat Insurance</a></li></ul>
       <div class="account"><h2>Your Account</h2><form action="/customerportal/account/login" method="post">
       <input name="Username" type="text"><input name="Password" type="password"><label>Remember me</label>
       <input type="submit" value="Log In"></form><a href="/forgot">Forgot password?</a></div>
       <div class="register"><h2>Not Yet Registered?</h2><p>Register to see your claims, update your policy and print your ID card.</p>
       <a href="/register">Register</a></div><div class="help"><h3>Need Help?</h3><p>Monday to Friday, 5 a.m. to 5 p.m.</p></div>`,
    );

  it("refuses a sign-in page named for the part of the site kept for its customers ('Customer Portal Login')", () => {
    expect(
      refusal(portalLogin("Example Pets Customer Portal Login"), "https://www.examplepets.com/customerportal/login"),
    ).toBe(
      'The source https://www.examplepets.com/customerportal/login seems to be a sign-in page (a form to log in) ("Example Pets Customer Portal Login"), not a page about a product. A product review needs the product\'s page or a video about the product.',
    );
    expect(
      refusal(portalLogin("Example Pets Member Area Sign in"), "https://www.examplepets.com/members", "how-to"),
    ).toMatch(/seems to be a sign-in page \(a form to log in\)/);
  });

  it("reads a page titled so after another site's name, and a story about a customer portal", () => {
    expect(
      refusal(portalLogin("Acme Customer Portal Login"), "https://www.examplepets.com/customerportal/login") ?? "",
    ).not.toMatch(/sign-in page/);
    const story = page(
      "<title>Customer Portal Login | Example News</title>",
      `${signInForm}<h1>Customer Portal Login</h1>${["asks for a code by text message.", "keeps the claims of ten years.", "prints the pet's ID card."].map((words) => prose(`The insurer's new customer portal ${words}`)).join("")}`,
    );
    expect(refusal(story, "https://news.example/2016/portal", "tech-news")).toBeUndefined();
  });

  const contactPage = (title: string, heading: string) =>
    page(
      `<title>${title}</title>`,
      `<ul class="menu"><li><a href="/feeding">Pregnancy and Feeding</a></li><li><a href="/toys">Toys</a></li></ul>
       <section class="content"><div class="breadcrumbs"><a href="/">Home</a></div><div class="container">
       <h1>${heading}</h1><p>In this section you can send us your personal requests for information or any recommendations. Fill out the following form with all your personal data to allow us to contact you faster.</p>
       <p>Thank you for contacting us. Shortly you will receive an e-mail confirmation and a response to your message. If you do not receive it, please call our Consumer Care Team, available Monday to Friday, from 09.00 to 17.00.</p>
       <form method="post"><input name="name" placeholder="Name*"><input name="email" placeholder="Your e-mail*">
       <select name="type"><option>Service Request</option><option>Request for Information</option><option>Suggestion</option></select>
       <textarea name="message"></textarea><label>I have read the informative note and consent to the processing of my personal data.</label>
       <input type="submit" value="SEND"></form>
       <p>Head Office: Building 1, 2nd Floor, Imperial Place, Maxwell Road, Borehamwood, Hertfordshire WD6 1JN. Head Office: 020 8953 6627.</p>
       <p>Warehouse, Orders and Finance: Unit C, Parkway, Oddicroft Lane, Sutton in Ashfield NG17 5FB. Office: +44 1623 750870. Fax: +44 1623 723880.</p>
       <p>Customer Service: call us, send us a text message or reach us on the phone line of the service, free of charge from any network in the country.</p></div></section>`,
    );

  it("refuses a page named as the place to write to the site whose form sits among its addresses and phone numbers", () => {
    expect(refusal(contactPage("contacts", "Contacts"), "https://www.example.co.uk/contacts.html")).toBe(
      'The source https://www.example.co.uk/contacts.html seems to be a form to write to the site (a contact form or a form to send a news tip) ("Contacts"), not a page about a product. A product review needs the product\'s page or a video about the product.',
    );
    expect(refusal(contactPage("Kontakt | Example", "Schreiben Sie uns"), "https://example.de/kontakt")).toMatch(
      /seems to be a form to write to the site/,
    );
  });

  it("reads a page of a form among as many words under another name, and a contact page's form in its footer", () => {
    expect(refusal(contactPage("Our baby seats", "Our baby seats"), "https://www.example.co.uk/seats.html")).toBe(
      undefined,
    );
    const footerForm = contactPage("contacts", "Contacts")
      .replace(/<form[\s\S]*<\/form>/, "")
      .replace(
        "</body>",
        '<footer><form><input name="email"><textarea name="message"></textarea></form></footer></body>',
      );
    expect(refusal(footerForm, "https://www.example.co.uk/contacts.html") ?? "").not.toMatch(
      /form to write to the site/,
    );
  });
});

describe("pages the twenty-fifth session refuses: a stream of bylined stories, a classifieds site's root, a schedule of matches", () => {
  const stream = (headed: boolean) =>
    page(
      "<title>Kettles - Example Fun</title>",
      `<h1>Kettles</h1>${Array.from(
        { length: 6 },
        (_, n) =>
          `<div class="post">${headed ? `<h2><a href="/post/${n}/">Poster number ${n}: the kettle</a></h2>` : ""}
           <p>My kettle number ${n} descales well with vinegar and a long soak overnight, then a rinse.</p>
           <small>By <a href="/u/${n}">writer${n}</a></small><span>Share:</span> <a href="/post/${n}/#comments">${n} comments</a></div>`,
      ).join("")}`,
    );

  it("refuses a section's stream of posts, each a headline linking to its own page and a byline, as a list", () => {
    expect(refusal(stream(true), "https://fun.example/kettles", "tech-news")).toBe(
      "The source https://fun.example/kettles seems to be a list of articles, posts or ads (a blog's or site's list, a tag's or category's page: many headlines each linking to its own page, no one story or product) (\"Kettles\"), not a news story. A tech news article needs the page of the story itself.",
    );
  });

  it("keeps a thread whose posts carry their writers' names but no headline each", () => {
    const thread = read(stream(false), "https://fun.example/kettles");
    expect(thread.kind).toBe("discussion");
    expect(refusal(stream(false), "https://fun.example/kettles", "how-to")).toBeUndefined();
  });

  const classifieds = (notice: string) =>
    page(
      "<title>Example.pl - ogłoszenia w Internecie</title>",
      `<div class="account"><span>Moje konto</span><span>Logowanie do serwisu:</span><a href="/login">Zaloguj</a></div>
       <a href="/dodaj">Dodaj ogłoszenie</a>${["Nieruchomości", "Motoryzacja", "Praca", "Dom i ogród", "Usługi"]
         .map(
           (section, s) =>
             `<div class="section"><span>${section}</span><ul>${Array.from({ length: 10 }, (_, n) => `<li><a href="/kategoria/${s}-${n}">Kategoria ${s}-${n} sprzedam</a></li>`).join("")}</ul></div>`,
         )
         .join("")}
       <div class="latest"><span>Najnowsze ogłoszenia:</span>${Array.from({ length: 5 }, (_, n) => `<a href="/ogloszenie/${n}">Ogłoszenie ${n}</a><span>${n + 1} 000</span><span>PLN</span>`).join("")}</div>
       <div class="partners"><span>Serwisy ogłoszeniowe</span><span>Serwisy informacyjne</span><span>Dzienniki regionalne</span><span>Partnerzy Example.pl</span><span>© 2000-2014 Example Sp. z o.o.</span><span>Wszelkie prawa zastrzeżone.</span></div>
       ${notice}`,
    );
  const cookies = `<p>${"W ramach naszej witryny stosujemy pliki cookies w celu świadczenia Państwu usług na najwyższym poziomie. ".repeat(4)}</p>`;

  it("refuses a classifieds site's root of category lists and latest ads, its cookies' notice not read", () => {
    expect(refusal(classifieds(cookies), "http://www.example.pl/")).toBe(
      "The source http://www.example.pl/ seems to be a site's homepage (lists of links to its sections and categories, no one product, story or thread) (\"Example.pl - ogłoszenia w Internecie\"), not a page about a product. A product review needs the product's page or a video about the product.",
    );
  });

  it("reads a root whose lines outside the links are sentences, and a category's page under the root", () => {
    const sentences =
      `<p>${"Our kettle boils a litre in a minute and keeps the water warm for an hour. ".repeat(2)}</p>`.repeat(6);
    expect(refusal(classifieds(sentences), "http://www.example.pl/") ?? "").not.toMatch(/site's homepage/);
    expect(refusal(classifieds(cookies), "http://www.example.pl/motoryzacja/") ?? "").not.toMatch(/site's homepage/);
  });

  const schedule = (time: (n: number) => string) =>
    page(
      "<title>Example Soccer Stats &amp; Odds - results, tables, odds comparison</title>",
      `<h1>Soccer</h1><h2>Next 10 Soccer matches</h2>${Array.from(
        { length: 12 },
        (_, n) =>
          `<table><tr><th colspan="3"><a href="/soccer/league-${n}/">League ${n}</a></th><th>1</th><th>X</th><th>2</th></tr>
           <tr><td class="time">${time(n)}</td><td><a href="/soccer/league-${n}/home-away-${n}/">Home ${n} - Away ${n}</a></td>
           <td><a href="/my_selections.php?match=${n}&amp;odd=1"></a></td><td>2.15</td><td>3.05</td><td>3.16</td></tr></table>`,
      ).join("")}`,
    );

  it("refuses a section of matches, each row a time of day and a match of its own page, as a list of events", () => {
    expect(
      refusal(
        schedule((n) => `${String(n + 8).padStart(2, "0")}:30`),
        "http://www.example.com/soccer/",
        "tech-news",
      ),
    ).toBe(
      'The source http://www.example.com/soccer/ seems to be a list of events (an events calendar, or a schedule of matches and their results: many events\' dates, times and places) ("Example Soccer Stats & Odds"), not a news story. A tech news article needs the page of the story itself.',
    );
  });

  it("reads a table whose rows open with no time of day, and a story's table of a few kick-off times", () => {
    expect(
      refusal(
        schedule((n) => `Round ${n}`),
        "http://www.example.com/soccer/",
        "tech-news",
      ),
    ).toBeUndefined();
    const story = page(
      "<title>The derby moves to Sunday | Example News</title>",
      `<h1>The derby moves to Sunday</h1>${["The league moved the derby to Sunday after the police asked for more time.", "Both clubs agreed, and tickets stay valid for the new date and time.", "The other matches of the round keep their kick-off times, listed below."].map((words) => prose(words)).join("")}
       <table>${[1, 2, 3].map((n) => `<tr><td>1${n}:30</td><td><a href="/match/${n}">Home ${n} - Away ${n}</a></td></tr>`).join("")}</table>`,
    );
    expect(refusal(story, "https://news.example/2014/derby", "tech-news")).toBeUndefined();
  });
});

describe("pages the twenty-sixth session refuses: a sign-in page headed by its logo, a store of pictures to order, a page titled as a category's, a thread at a site's root", () => {
  const logoSignIn = (heading: string) =>
    page(
      "<title>Example Sale</title>",
      `<div class="wrap"><div class="login">${heading}<h2><img src="/img/members.png" alt="Member sign in"></h2>
       <form method="post" action="/v2/login"><ul><li><label>Email</label><input type="text" name="email"></li>
       <li><label>Password <a href="/forgot-password">(Forgot Password?)</a></label><input type="password" name="password"></li>
       <li><div class="btn"><p>Sign In</p></div></li><li>Not a member? <a href="/join">Sign Up</a></li></ul></form></div></div>`,
    );

  it("refuses a shop's sign-in page whose only main heading is its logo, its title the shop's name", () => {
    expect(
      refusal(logoSignIn('<h1><img src="/img/logo.png" alt="Example Sale"></h1>'), "https://www.example.com/login"),
    ).toBe(
      'The source https://www.example.com/login seems to be a sign-in page (a form to log in) ("Example Sale"), not a page about a product. A product review needs the product\'s page or a video about the product.',
    );
  });

  it("reads a page headed by its logo whose log-in box stands beside a story of its own", () => {
    const story = logoSignIn('<h1><img src="/img/logo.png" alt="Example Sale"></h1>').replace(
      "</body>",
      `<div class="story"><h2>Kettles on sale this week</h2>${prose("The shop's kettles are half price until Sunday, in four colours.")}</div></body>`,
    );
    expect(refusal(story, "https://www.example.com/kettles") ?? "").not.toMatch(/sign-in page/);
  });

  const store = (call: string, text = "") =>
    page(
      "<title>Store | Example Comics</title>",
      `<header><h1><a href="/">Example Comics</a></h1><ul><li><a href="/archive">Archive</a></li><li><a href="/store">Store</a></li></ul></header>
       <article><h2 class="page-title">Store</h2><div class="entry"><p><img src="/img/store-front.jpg" alt=""></p>${text}${[
         1, 2, 3,
       ]
         .map(
           (n) =>
             `<div class="vol${n}"><div class="cover"><a href="https://shop.example.net/book/${n}"><img src="/img/volume${n}.jpg" alt="Example Comics: Volume ${n}"></a></div><center>${call}</center></div>`,
         )
         .join("")}</div></article>`,
    );

  it("refuses a store of pictures, each linking to where it is sold above a call to order, as a list of products", () => {
    expect(refusal(store("Click to order"), "http://www.example.com/store")).toBe(
      "The source http://www.example.com/store seems to be a list of products (a shop's listing: a category page, search results or offers of many products) (\"Store\"), not a page about a product. A product review needs the product's page or a video about the product.",
    );
    expect(refusal(store("Jetzt kaufen"), "http://www.example.com/store")).toMatch(/seems to be a list of products/);
  });

  it("reads a roundup whose products each stand above a call to order beside its prose, and pictures with captions", () => {
    const roundup = [
      "The first volume collects the strip's first two years.",
      "The second volume is the one to give.",
      "The third volume has the best covers of the three.",
    ]
      .map((words) => prose(words))
      .join("");
    expect(refusal(store("Click to order", roundup), "http://www.example.com/store") ?? "").not.toMatch(
      /list of products/,
    );
    expect(refusal(store("Volume cover"), "http://www.example.com/store") ?? "").not.toMatch(/list of products/);
  });

  const category = (title: string) =>
    page(
      `<title>${title}</title>`,
      `<div class="slider">${[1, 2, 3]
        .map(
          (n) =>
            `<p class="post-title"><a href="/2016/03/1${n}/slide-${n}/">Slide ${n}</a></p><p>${"The coach spoke after the match about the injuries and the next games of the month. ".repeat(3)}<a href="/2016/03/1${n}/slide-${n}/">[more...]</a></p>`,
        )
        .join("")}</div><div id="content"><h2>Match of the day</h2>${Array.from(
        { length: 10 },
        (_, n) =>
          `<div class="post"><h3><a href="/2016/02/${10 + n}/story-${n}/">Story ${n} of the day</a></h3><p>${"The team drew away from home and the captain scored the equaliser late. ".repeat(3)}</p></div>`,
      ).join("")}</div>`,
    );

  it("refuses a page titled as a category's in any language, its teasers' excerpts no story's prose", () => {
    expect(
      refusal(category("Categoria: Notizia del giorno"), "http://news.example.it/category/notizia/", "tech-news"),
    ).toBe(
      "The source http://news.example.it/category/notizia/ seems to be a list of articles, posts or ads (a blog's or site's list, a tag's or category's page: many headlines each linking to its own page, no one story or product) (\"Categoria: Notizia del giorno\"), not a news story. A tech news article needs the page of the story itself.",
    );
    expect(refusal(category("Kategorie: Presse"), "http://news.example.de/kategorie/presse/", "tech-news")).toMatch(
      /list of articles, posts or ads/,
    );
  });

  it("reads the same page under a story's title as before (its excerpts before the teasers are a story's prose)", () => {
    expect(
      refusal(category("Category of the day: a draw"), "http://news.example.it/2016/03/draw/", "tech-news"),
    ).toBeUndefined();
  });

  const reviewsAtRoot = page(
    "<title>Reviews of Hotels, Flights and Vacation Rentals</title>",
    `<h1>Plan and book your perfect trip</h1>${["alice", "bob", "carol", "dave"]
      .map(
        (name, n) =>
          `<div class="review"><div class="member"><a class="username" href="/members/${name}">${name}</a><span>${n + 3} reviews</span><span>${n + 1} helpful votes</span></div>
           <div class="text"><p>Stayed at hotel ${n} for a week in May; the rooms were clean, the staff kind and the breakfast long.</p></div></div>`,
      )
      .join("")}`,
  );

  it("refuses a site's root on which the thread reader finds featured reviews, as the site's homepage", () => {
    expect(read(reviewsAtRoot, "http://www.example.com/reviews/hotels").kind).toBe("discussion");
    expect(refusal(reviewsAtRoot, "http://www.example.com/")).toBe(
      "The source http://www.example.com/ seems to be a site's homepage (lists of links to its sections and categories, no one product, story or thread) (\"Reviews of Hotels, Flights and Vacation Rentals\"), not a page about a product. A product review needs the product's page or a video about the product.",
    );
    // (a single-page app's post routed by its fragment has an address of its own)
    expect(read(reviewsAtRoot, "https://www.example.com/#/post?id=1080035365").kind).toBe("discussion");
  });

  it("quotes a refused software page's window title, not a picture's text the name was read from", () => {
    const portal = page(
      "<title>Example Pets Customer Portal Login</title>",
      `<div class="badges"><img alt="Example Pets BBB Business Review" src="/img/bbb-logo.png"></div><h2>Your Account</h2>
       <form method="post"><input name="Username" type="text"><input name="Password" type="password"><input type="submit" value="Log In"></form>`,
    );
    expect(refusal(portal, "https://www.examplepets.com/customerportal/login", "software-review")).toBe(
      'The source https://www.examplepets.com/customerportal/login seems to be a sign-in page (a form to log in) ("Example Pets Customer Portal Login"), not a page about a product. A software review needs the product\'s own landing or pricing page.',
    );
  });
});

describe("pages the twenty-seventh session refuses: a contact page of offices, a local business with its reviews, a video's page with comments, a playlist", () => {
  const contactPage = (title: string, heading: string, body: string) =>
    page(
      `<title>${title}</title><meta property="og:type" content="article">`,
      `<header><a href="/">Example Soft</a><nav><a href="/products">Products</a><a href="/pricing">Pricing</a><a href="/about">Company</a></nav></header>
       <main><h1>${heading}</h1>${body}</main>
       <footer><p>Example Soft Inc., 1 Main Street, Springfield</p><a href="tel:+15550100">+1 555 0100</a><a href="mailto:info@soft.example">info@soft.example</a></footer>`,
    );
  const offices = `<h3>Headquarters</h3><p>77 Harbor Street, Suite 400<br>San Francisco, CA 94108</p>
    <div>Sales inquiries <a href="tel:1 415 555 2009">1 415 555 2009</a> <a href="/cdn-cgi/l/email-protection#4821262e">[email protected]</a></div>
    <div>24/7 customer support <a href="https://soft.example/support-login">Support login</a></div>
    <h2>Our offices worldwide</h2>${["Amsterdam", "London", "Paris", "Singapore"]
      .map((city) => `<h4>${city}</h4><p>${city} Office, 10 High Street</p>`)
      .join("")}`;

  it("refuses a company's contact page of its offices' addresses, phones and mail, with no form to write, for a software review", () => {
    expect(
      refusal(
        contactPage("Contact | Example Soft", "Contact Us", offices),
        "https://soft.example/contact",
        "software-review",
      ),
    ).toBe(
      "The source https://soft.example/contact seems to be a company's contact page (its offices' addresses, phone numbers and e-mail, no product, story or software) (\"Contact | Example Soft\"), not a page about a product. A software review needs the product's own landing or pricing page.",
    );
    expect(
      refusal(
        contactPage("Contact | Example Soft", "Contact Us", offices),
        "https://soft.example/contact",
        "tech-news",
      ),
    ).toMatch(/seems to be a company's contact page/);
  });

  it("refuses a page of a company's locations by its phone lines, in another language", () => {
    const locations = ["Berlin", "Hamburg"]
      .map((city) => `<h3>${city}</h3><p>Hauptstraße 1, 10115 ${city}</p><p><strong>Tel.:</strong> +49 30 1234567</p>`)
      .join("");
    expect(
      refusal(
        contactPage("Standorte | Beispiel GmbH", "Unsere Standorte", locations),
        "https://beispiel.example/standorte",
      ),
    ).toMatch(/seems to be a company's contact page/);
  });

  it("refuses a page of a company's offices whose ways to reach them are links to a map service's /maps pages", () => {
    const mapped = ["Riga", "Tallinn"]
      .map(
        (city) =>
          `<h3>${city}</h3><p>Brivibas 1, ${city}</p><a href="https://cartography.example/maps/org/${city.toLowerCase()}/">Show on the map</a>`,
      )
      .join("");
    expect(
      refusal(contactPage("Our offices | Example Soft", "Our offices", mapped), "https://soft.example/offices") ?? "",
    ).toMatch(/seems to be a company's contact page/);
    // (a site's own page of game maps reaches no one)
    expect(
      refusal(
        contactPage("Our offices | Example Soft", "Our offices", mapped.replaceAll("/maps/org/", "/mapsets/")),
        "https://soft.example/offices",
      ) ?? "",
    ).not.toMatch(/contact page/);
  });

  it("reads as before a page named as contacts whose phone and mail are only in its footer, and one whose only line is a date", () => {
    const app = `<p>Keep every customer's phone and address in one list.</p><ul><li>Import from CSV</li><li>Share with your team</li></ul><p>Updated 2024-05-16</p>`;
    expect(
      refusal(
        contactPage("Contacts | Example Soft", "Contacts", app),
        "https://soft.example/contacts",
        "software-review",
      ) ?? "",
    ).not.toMatch(/contact page/);
    expect(
      refusal(
        contactPage("Contact | Example Soft", "Contact Us", "<p>2024-05-16</p><p>2024-06-01</p>"),
        "https://soft.example/contact",
      ) ?? "",
    ).not.toMatch(/contact page/);
  });

  const review = (n: number) =>
    `<div itemprop="review" itemscope itemtype="http://schema.org/Review"><span itemprop="author">Visitor ${n}</span>
     <div itemprop="reviewRating" itemscope itemtype="http://schema.org/Rating"><meta itemprop="ratingValue" content="${n}"></div>
     <p itemprop="description">The milk tea was sweet and the queue was short on a weekday, ${n} stars from me.</p></div>`;
  const businessPage = (heading: string) =>
    page(
      "<title>Example Tea - Mission - San Francisco, CA</title>",
      `<header><a href="/">Example Reviews</a><form action="/search"><input name="q"></form></header>
       <div itemscope itemtype="http://schema.org/LocalBusiness">${heading}
       <div itemprop="aggregateRating" itemscope itemtype="http://schema.org/AggregateRating"><meta itemprop="ratingValue" content="4.0"><span itemprop="reviewCount">906</span> reviews</div>
       <span>$ Coffee &amp; Tea, Bubble Tea</span>
       <address itemprop="address" itemscope itemtype="http://schema.org/PostalAddress"><span itemprop="streetAddress">3491 19th St</span> <span itemprop="addressLocality">San Francisco</span></address>
       <span itemprop="telephone">(415) 555-2622</span>${[1, 2, 3, 4, 5].map(review).join("")}</div>`,
    );

  it("refuses a local business's page whose data names it with the main heading, its address and its visitors' reviews", () => {
    expect(
      refusal(
        businessPage('<h1 itemprop="name">Example Tea</h1>'),
        "https://reviews.example/biz/example-tea-san-francisco",
      ),
    ).toBe(
      "The source https://reviews.example/biz/example-tea-san-francisco seems to be a local business's page (a shop's, café's, restaurant's or venue's address, rating and visitors' reviews, no one product) (\"Example Tea - Mission - San Francisco, CA\"), not a page about a product. A product review needs the product's page or a video about the product.",
    );
    const garage = page(
      `<title>Example Garage | Springfield</title><script type="application/ld+json">{"@context":"https://schema.org","@type":"AutoRepair","name":"Example Garage","address":{"@type":"PostalAddress","streetAddress":"1 Main Street"},"aggregateRating":{"@type":"AggregateRating","ratingValue":4.6,"reviewCount":88}}</script>`,
      `<h1>Example Garage</h1><p>Open Monday to Friday, 8:00 to 18:00.</p>${[1, 2, 3].map((n) => `<p>Visitor ${n}: quick and fair.</p>`).join("")}`,
    );
    expect(refusal(garage, "https://maps.example/place/example-garage")).toMatch(/seems to be a local business's page/);
  });

  it("reads as before a shop's product page whose data names the shop with its address and rating, and a business headed by another name", () => {
    const shopData = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Store","name":"Example Shop","address":{"@type":"PostalAddress","streetAddress":"1 Main Street"},"aggregateRating":{"@type":"AggregateRating","ratingValue":4.8,"reviewCount":1200}}</script>`;
    const product = productPage
      .replace("</head>", `${shopData}</head>`)
      .replace("<body>", '<body><h1><a href="/">Example Shop</a></h1>');
    expect(read(product, "https://shop.example/acme-kettle")).toMatchObject({ kind: "retailer-product" });
    expect(
      refusal(
        businessPage('<h1>Best tea in the Mission</h1><span itemprop="name">Example Tea</span>'),
        "https://reviews.example/biz/example-tea",
      ) ?? "",
    ).not.toMatch(/local business/);
  });

  const comments = Array.from(
    { length: 14 },
    (_, n) =>
      `<div class="c"><p class="name">Viewer ${n}</p><span>6 years</span><p>${n % 2 ? "Great video, congrats to all the selected works and their makers!" : "So good! Some of the best films on the planet this year, congrats to everyone."}</p><button>Reply</button></div>`,
  ).join("");
  const hostedVideo = (head: string, text: string) =>
    page(
      `<title>Best of the Year: Winners on Example Video</title><meta property="og:type" content="video.other"><meta property="og:title" content="Best of the Year: Winners">${head}
       <script type="application/ld+json">{"@context":"https://schema.org","@type":"VideoObject","name":"Best of the Year: Winners","uploadDate":"2019-01-17"}</script>`,
      `<header><a href="/">Example Video</a><a href="/pricing">Pricing</a><a href="/join">Join</a></header>
       <div class="player"></div><h1>Best of the Year: Winners</h1><p><time datetime="2019-01-17">6 years ago</time></p>
       ${text}<h2>Comments</h2><h2>14</h2>${comments}`,
    );

  it("refuses for a news story a video host's page of one video with its comments, addressed by its number", () => {
    const video = hostedVideo(
      "",
      "<p>The results are in! Our panel of judges have picked their favorites.</p><p>Music: Example Band</p>",
    );
    expect(refusal(video, "https://video.example/311983548", "tech-news")).toBe(
      'The source https://video.example/311983548 seems to be a video\'s page (one video, its player and a short description, no story or product page) ("Best of the Year: Winners"), not a news story. A tech news article needs the page of the story itself.',
    );
  });

  it("reads as a story a page that says it is a video above an article's prose, and one whose data names another video", () => {
    const story = hostedVideo(
      "",
      [
        "The judges watched more than four thousand films submitted over the year before settling on the ten winners shown here.",
        "Each of the winning makers receives a grant for their next film and a week of screenings at festivals in three cities.",
        "The panel said animation and documentary entries were stronger than in any year before, and short fiction weaker.",
      ]
        .map((line) => prose(line))
        .join(""),
    );
    expect(refusal(story, "https://video.example/311983548", "tech-news")).toBeUndefined();
    const other = hostedVideo("", "<p>The results are in!</p>")
      .replace('"name":"Best of the Year: Winners"', '"name":"A trailer of next year"')
      .replace('content="Best of the Year: Winners"', 'content="A trailer of next year"');
    expect(refusal(other, "https://video.example/311983548", "tech-news")).toBeUndefined();
  });

  const talk = (n: number) =>
    `<li class="talk"><a class="thumb" href="/talks/speaker_${n}_a_talk_on_sleep"><img src="/img/${n}.jpg" alt=""><span class="length"> ${n + 3}:2${n}</span></a>
     <div class="meta"><a href="/speakers/speaker_${n}">Speaker ${n}</a><a href="/talks/speaker_${n}_a_talk_on_sleep">A talk on sleep number ${n}</a></div>
     <div class="about">Why we sleep, and what happens when we do not: a short talk on habits.</div><a href="">Watch later</a> · <a href="/talks/speaker_${n}_a_talk_on_sleep#comments">${n}2 comments</a></li>`;
  const playlist = (title: string, heading: string, text = "") =>
    page(
      `<title>${title}</title><meta property="og:type" content="video.other">`,
      `<header><nav><a href="/watch">Watch</a><a href="/attend">Attend</a></nav></header>
       <p>Let these talks set the framework for a healthier, happier life.</p>${text}
       <h2>${heading}</h2><ul>${[1, 2, 3, 4, 5].map(talk).join("")}</ul>`,
    );

  it("refuses a playlist of talks, each a link to its video's page with its length, for a news story and a how-to", () => {
    const list = playlist("Talks on sleep | Playlist | Example Talks", "Playlist (5 talks): Talks on sleep");
    expect(refusal(list, "https://talks.example/playlists/321/talks_on_sleep", "tech-news")).toBe(
      'The source https://talks.example/playlists/321/talks_on_sleep seems to be a list of videos (a playlist or a page of videos, each linking to its own page, no one story or product) ("Talks on sleep | Playlist"), not a news story. A tech news article needs the page of the story itself.',
    );
    expect(refusal(list, "https://talks.example/playlists/321/talks_on_sleep", "how-to")).toMatch(
      /seems to be a list of videos/,
    );
  });

  it("reads as before a page of talks that names no playlist, and a story above a playlist of its own", () => {
    const unnamed = playlist("Talks on sleep | Example Talks", "Talks on sleep");
    const facts = read(unnamed, "https://talks.example/topics/sleep");
    expect(facts.kind === "web-page" ? facts.page.pageType : facts.kind).not.toBe("videos");
    const story = playlist(
      "Talks on sleep | Playlist | Example Talks",
      "Playlist (5 talks): Talks on sleep",
      [
        "Sleep researchers say adults need seven to nine hours a night, and most get less.",
        "The talks below explain why a regular bedtime matters more than the hours themselves.",
        "Each speaker gives one habit to start tonight, from light in the morning to a cool room.",
      ]
        .map((line) => prose(line))
        .join(""),
    );
    const read2 = read(story, "https://talks.example/playlists/321/talks_on_sleep");
    expect(read2.kind === "web-page" ? read2.page.pageType : read2.kind).not.toBe("videos");
  });
});

describe("pages the twenty-eighth session refuses: a film's or show's page, a place to stay let by the night, a sign-up form headed by a sentence", () => {
  // A film's title page on a review site: its data names the film, its trailers are video data beside it.
  const filmPage = (data: string, ogType = "video.movie") =>
    page(
      `<title>A Film (2010) - Example Reviews</title><meta property="og:type" content="${ogType}">
       <script type="application/ld+json">${data}</script>`,
      `<h1>A Film (2010)</h1><div class="score">87%</div><p>Critics Consensus: smart and thrilling.</p>
       <h2>Videos</h2><ul><li><a href="/v/1">Trailer 1</a></li><li><a href="/v/2">Trailer 2</a></li></ul>
       <h2>Cast</h2><ul><li>Actor One</li><li>Actor Two</li></ul>`,
    );
  const movie =
    '{"@context":"https://schema.org","@type":"Movie","name":"A Film","review":[{"@type":"Review","author":{"@type":"Person","name":"A Critic"}}]}';

  it("calls a film's or a series' title page a film or show, not a video clip, for each generator", () => {
    expect(refusal(filmPage(movie), "https://reviews.example/m/a_film/")).toBe(
      `The source https://reviews.example/m/a_film/ seems to be a film's or TV show's page (a film's, series' or episode's title: its cast, ratings and reviews, no product or story) ("A Film (2010)"), not a page about a product. A product review needs the product's page or a video about the product.`,
    );
    // (its data alone, as a title page without Open Graph's type; a series by Open Graph alone)
    expect(refusal(filmPage(movie, "website"), "https://reviews.example/m/a_film/", "tech-news")).toMatch(
      /seems to be a film's or TV show's page .*not a news story/,
    );
    expect(refusal(filmPage("{}", "video.tv_show"), "https://reviews.example/tv/a_show/", "how-to")).toMatch(
      /seems to be a film's or TV show's page/,
    );
  });

  it("reads as an article a review of a film, whose data says it is a review of the film", () => {
    const review = filmPage(
      '{"@context":"https://schema.org","@type":"Review","itemReviewed":{"@type":"Movie","name":"A Film"},"author":{"@type":"Person","name":"A Critic"}}',
      "article",
    );
    expect(refusal(review, "https://news.example/2010/07/a-film-review", "tech-news")).toBeUndefined();
  });

  // A holiday rental's listing: its price a night, its guests, beds and arrival as short lines, its description's
  // prose, and the product data its site writes for it.
  const rental = (
    lines: string,
    head = "",
    data = '<div itemscope itemtype="http://schema.org/Product"><meta itemprop="name" content="Bright Studio"><div itemprop="offers" itemscope itemtype="http://schema.org/Offer"><meta itemprop="price" content="220"><meta itemprop="priceCurrency" content="USD"></div></div>',
  ) =>
    page(
      `<title>Bright Studio - Apartments for Rent in Example City</title>${head}`,
      `${data}<div class="book"><span class="price">$220</span><span>Per Night</span><button>Request to Book</button></div>
       <h1>Bright Studio</h1>${lines}
       ${prose("A bright studio on a quiet street, a short walk from the park, the river and the markets.")}
       ${prose("The flat has high ceilings, an open kitchen with all you need, a desk and fast wifi.")}
       ${prose("I am happy to answer any question you have and to help make your stay a memorable one.")}`,
    );

  it("refuses a holiday rental's listing let by the night, in English and in German, as a place to stay", () => {
    const english = rental("<ul><li>2 Guests</li><li>0 Bedrooms</li><li>1 Bed</li></ul><label>Check In</label><input>");
    expect(refusal(english, "https://stays.example/rooms/2250401")).toBe(
      `The source https://stays.example/rooms/2250401 seems to be a place to eat, drink or stay (a restaurant's, bar's or hotel's page, or a holiday rental's listing) ("Apartments for Rent in Example City"), not a page about a product. A product review needs the product's page or a video about the product.`,
    );
    const german = rental(
      "<div>Anreise</div><div>Abreise</div><select><option>Personen</option><option>2 Personen</option></select><p>/Person pro Nacht</p><div>Schlafzimmer</div>",
    );
    expect(refusal(german, "https://villen.example/galaxy")).toMatch(/seems to be a place to eat, drink or stay/);
  });

  it("reads as before a hotel's review with a booking box and a shop's tent that sleeps four", () => {
    // (an article about a hotel says so; a booking box's labels beside prices a night are its gadget's)
    const review = rental(
      "<form><label>Check-in</label><input><label>Check-out</label><input><label>Guests</label><select><option>2 guests</option></select></form>",
      '<meta property="og:type" content="article">',
      "",
    );
    expect(refusal(review, "https://travel.example/2016/05/review-bright-studio", "tech-news")).toBeUndefined();
    const tent = page(
      "<title>Trail Tent 4 | Example Outdoors</title>",
      `<h1>Trail Tent 4</h1><div class="buy"><span class="price">$249.00</span><button>Add to cart</button></div>
       <table><tr><td>Sleeps:</td><td>4</td></tr><tr><td>Bedrooms:</td><td>2</td></tr><tr><td>Weight:</td><td>5 kg</td></tr></table>`,
    );
    expect(read(tent, "https://outdoors.example/p/trail-tent-4").kind).toBe("retailer-product");
  });

  // A sign-up page: the site bar's logo set in an h1, the form's own heading a sentence in a header of its section,
  // one password field, the site's terms in a closed box below.
  const signUpPage = (heading: string) =>
    page(
      "<title>Example - Learning together</title>",
      `<div id="top"><nav><h1 id="logo"><a href="/"><span>Example</span><img src="/logo.png" alt="Example"></a></h1>
       <p>I have an account, <a href="/login">log in</a>.</p></nav></div>
       <section id="content"><div class="form-wrapper"><header><h1>${heading}</h1></header>
       <a href="#" class="btn">Sign up with a social account</a>
       <form id="sign-up-form" action="/signup" method="post"><input name="username" placeholder="E-mail">
       <input name="nick"><input type="password" name="password"><button type="submit">Register</button></form>
       <footer><p>I have an account, <a href="/login">log in</a>.</p></footer></div></section>
       <div class="modal hide"><h1>Terms of service</h1>${prose("These terms set the rules of the service and of its users' content.")}${prose("Each user is bound to read these terms before using the service.")}${prose("The service may change these terms, and says so to its users.")}</div>`,
    );

  it("refuses a sign-up page headed by a sentence that opens with the form's name, below a logo in an h1", () => {
    expect(
      refusal(signUpPage("Zarejestruj się, by zacząć dzielić się wiedzą"), "https://pl.example/signup", "how-to"),
    ).toBe(
      `The source https://pl.example/signup seems to be a sign-up page (a form to open an account) ("Example - Learning together"), not a page that explains a task. A how-to needs a page, thread or video that explains the task.`,
    );
    expect(refusal(signUpPage("Sign up, it's free"), "https://example.com/join", "how-to")).toMatch(
      /seems to be a sign-up page/,
    );
  });
});
