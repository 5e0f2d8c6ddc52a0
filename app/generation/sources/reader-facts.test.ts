// The readers' floor on real saved pages: the facts a person reads on each page (tests/fixtures/real/facts.json)
// that reach the model right, wrong or not at all, read as the generators read them. `npm run bench:readers`
// lists each fact; this test holds the counts, so they only rise. The pages kept in the repository are always
// read; the wider corpus (READERS_CORPUS, else shared/readers-corpus beside the repository) when it is there.
import { describe, expect, it } from "vitest";
import { corpusDirectories, loadEntries, readCorpus, tally, type TFactResult } from "../../../scripts/lib/reader-facts";

async function readAll(directories: string[]): Promise<{ pages: number; results: TFactResult[] }> {
  const entries = loadEntries();
  const { results, absent } = await readCorpus(entries, directories);
  return { pages: entries.length - absent.length, results };
}

const [inRepository, ...wider] = corpusDirectories();

// The whole corpus (406 pages) takes 6 to 14 minutes while other engineers' benches share the 2 cores, and over 21
// minutes at a load average above 20 (measured with the eleventh round's pages).
describe("the readers on real pages", { timeout: 2_400_000 }, () => {
  it("the pages kept in the repository: facts right, none wrong beyond the floor", async () => {
    const { pages, results } = await readAll([inRepository!]);
    const t = tally(results);
    expect(pages).toBe(13);
    expect(t.right).toBeGreaterThanOrEqual(FLOOR.repository.right);
    expect(t.wrong).toBeLessThanOrEqual(FLOOR.repository.wrong);
  });

  it.runIf(wider.length > 0)("the whole corpus, and the pages of sites the readers' code never names", async () => {
    const { pages, results } = await readAll(corpusDirectories());
    const corpus = results.filter((result) => !result.heldOut);
    const all = tally(corpus);
    const unnamed = tally(corpus.filter((result) => !result.namedSite));
    const heldOut = (round: number) => results.filter((result) => result.heldOut && result.round === round);
    expect(pages).toBeGreaterThanOrEqual(158);
    expect(all.right).toBeGreaterThanOrEqual(FLOOR.corpus.right);
    expect(all.wrong).toBeLessThanOrEqual(FLOOR.corpus.wrong);
    expect(unnamed.right).toBeGreaterThanOrEqual(FLOOR.unnamed.right);
    expect(unnamed.wrong).toBeLessThanOrEqual(FLOOR.unnamed.wrong);
    // Each held-out round counts where its pages are in the corpus directory (a copy may predate a round).
    for (const [round, floor] of Object.entries(FLOOR.heldOut)) {
      const ofRound = heldOut(Number(round));
      if (ofRound.length === 0) continue;
      expect(tally(ofRound).right).toBeGreaterThanOrEqual(floor.right);
      expect(tally(ofRound).wrong).toBeLessThanOrEqual(floor.wrong);
    }
  });
});

// The counts reached (docs/benchmarks.md); raise them with each fix.
const FLOOR = {
  repository: { right: 28, wrong: 0 },
  corpus: { right: 512, wrong: 0 },
  unnamed: { right: 432, wrong: 0 },
  /** The pages keyed before the reader first read them (`heldOut` in facts.json), counted apart per round. */
  heldOut: {
    3: { right: 119, wrong: 0 },
    4: { right: 61, wrong: 0 },
    5: { right: 80, wrong: 0 },
    6: { right: 116, wrong: 0 },
    // (the seventh blind round, heldout7-*: 26 pages of 23 sites; blind 75 right, 8 wrong; a dateline is no writer,
    // shops' names, prices to pay and stated conditions as a person reads them, a counted search refused, a course's
    // packages and a shop's homepage for a software review, the eighth session's forum and byline rules, shops' brands
    // and specifications since: docs/benchmarks.md; a code row naming the maker before the part number, twenty-seventh
    // session: 108 right)
    7: { right: 108, wrong: 0 },
    // (the forum-software set of the seventh session, thread-*; not the seventh blind round)
    7.5: { right: 33, wrong: 0 },
    // (software pages and pages of the wrong kind, seventh session)
    8: { right: 14, wrong: 0 },
    // (shop product pages of ten new sites, eighth session; blind 26 right, 1 wrong: docs/benchmarks.md; a maker's "By"
    // row and a maker's own shop's marked name, fifteenth session: 44 right)
    8.5: { right: 44, wrong: 0 },
    // (blog posts with reader comments and a mailing-list message, eighth session; blind 33 right, 1 wrong:
    // docs/benchmarks.md)
    8.7: { right: 36, wrong: 0 },
    // (pages of the wrong kind of new kinds, eighth session; blind 0 of 6 refused; a shop's forum, a news-tip form and
    // a restaurant's page refused by class in the tenth session: docs/benchmarks.md)
    8.6: { right: 6, wrong: 0 },
    // (the ninth blind round, heldout9-*: 27 pages of 27 sites; measured once, blind: 82 right, 8 wrong; a writer's
    // card's price makes no listing, a topic's heading that the title names, a quote headed "X posted:": 88 right,
    // 5 wrong, not blind; a convention's guest page, search results titled "Search" and a contractor's homepage named a
    // business's site, tenth session: 91 right, 4 wrong; a pricing page's shown tab, the name on its plans and tiers
    // compared in blocks, measured before the rebase on 51dd4a6: 88/5/20 -> 91/1/18; a microdata work with a headline,
    // a date block by its id, a "Previous page" link, a post's short lines, tenth session: 7 more right on other pages;
    // every rule of the tenth session measured together on main at f8fd365: 102 right, none wrong; a buy button drawn
    // as a picture and a maker's logo in the product's block: 110 right, none wrong, none missing)
    9: { right: 110, wrong: 0 },
    // (the tenth blind round, heldout10-*: 25 pages of 25 sites; measured once, blind: docs/benchmarks.md; a news
    // agency's search results under a key of its own refused, a log-in form named "Log In to …", tenth session: 53
    // right; the shop misses by class, eleventh session: the page beside the microdata, shops known by their block's
    // shape: 67 right, 4 wrong; with nested sub-replies, Q&A writer cards and a discussion of comment rows: 78 right,
    // 3 wrong; an events calendar, a retailer's homepage and two free web tools' front pages: 84 right, 1 wrong; a call to give to the site out of an
    // article's text reads one more right, measured with the floor at 79 right, 2 wrong before these rules; every rule
    // of the eleventh session measured together on main at 13ef4bb: 85 right, none wrong, 1 missing; a long thread's
    // later answers quoted by their first words: 86 right, none wrong, none missing)
    10: { right: 86, wrong: 0 },
    // (the eleventh blind round, heldout11-*: 22 pages of 21 sites; measured once, blind, on main at b2181de: 29 right,
    // 7 wrong, 22 missing; docs/benchmarks.md; a page given for a tech news story checked too, a site's root refused
    // as its homepage, eleventh session: 31 right, 7 wrong; a paywall's prompt and an ad slot's label out of the text,
    // twelfth session: 33 right, 5 wrong; with its wrong kinds and software pages by class, twelfth session: 41 right,
    // 2 wrong of 59; with the shop misses by class (a payment button, a script's price cell, code lines, tabs and
    // header rows), twelfth session: 51 right, 1 wrong; a topic's own box, replies that open with a mention and table
    // rows of writer cards read 8 more right apart, measured on c0c9dca: 49 right, 1 wrong there; every rule together,
    // measured on 7a19745: 59 right, none wrong, none missing)
    11: { right: 59, wrong: 0 },
    // (the twelfth blind round, heldout12-*: 28 pages of 28 sites; measured once, blind, on main at a27ee02: 72 right,
    // 4 wrong, 24 missing; one Q&A answer keyed with the comment under it, corrected after: 73 right, 4 wrong;
    // docs/benchmarks.md; the twelfth session's rules together, measured on 7a19745: 74 right, 4 wrong; the shop misses
    // by class (local currencies, sellers' offers, block tables, the buy box's lines), thirteenth session: 84 right,
    // 3 wrong; its wrong kinds by class (a list by its words, a counted calendar, forms and results), thirteenth
    // session: 80 right, 4 wrong alone, 90 right, 3 wrong with the shop rules; the threads and plan cards by class
    // (letter avatars, a topic above the replies its block holds, a post's text with its writer as data, thank-you
    // lists, a card that asks for its price), thirteenth session: 84 right, 1 wrong alone, 100 right, none wrong with
    // both)
    12: { right: 100, wrong: 0 },
    // (the thirteenth blind round, heldout13-*: 20 pages of 20 sites; measured once, blind, on main at c10492f: 43 right,
    // 4 wrong, 14 missing of 61; docs/benchmarks.md; with the thread and wrong-kind rules that landed during that
    // measurement, on 29ce57c, and every rule of the thirteenth session together, on b39dbbe: 48 right, 4 wrong; its
    // wrong kinds by their shape (a password form as the page's content, a forum's list of discussions with counts, a
    // directory's homepage, a live stream's room), fourteenth session: 52 right, 4 wrong; a page's charset,
    // conditions in many languages, code lines and a help page's topic, fourteenth session: 54 right, 3 wrong alone,
    // 58 right, 3 wrong with both; a writer's box's heading no byline, measured on 36b82b8 before those: one more
    // right, one fewer wrong; the threads and Q&A by class (a line of activity, posts held twice, a Q&A page above its
    // answer form), fourteenth session: 53 right, 2 wrong of 64 alone (the Q&A page's refusal now its four facts), 64
    // right, none wrong, none missing of 64 with the rest)
    13: { right: 64, wrong: 0 },
    // (the fourteenth blind round, heldout14-*: 27 pages of 27 sites; measured once, blind, on main at 5b89d48: 76 right,
    // 2 wrong, 20 missing of 98; docs/benchmarks.md; every rule of the fourteenth session together, on 342ba2a: 76
    // right, 1 wrong, 21 missing: a Japanese homepage's EUC-JP bytes read right now, it is no longer refused as a live
    // stream, and not yet as a homepage; its shop misses by class, fifteenth session: 83 right, 1 wrong, 14 missing;
    // plan cards without headings and a store's page named by its heading, fifteenth session: 6 more right, none wrong,
    // its software pages 11 of 11; its Q&A page's question shown as its heading alone, answers written by a "uname", an
    // advertiser's box between them, fifteenth session: 5 more right, its threads 26 of 26; its wrong kinds by their
    // shape and data (a few tiles under a sort control, a list of events by its data, a shop's homepage whose heading
    // is its logo), fifteenth session: 79 right, 1 wrong alone, 97 right, none wrong with the rest; a sentence that
    // runs on out of its link, fifteenth session: one more right, its articles 14 of 14)
    14: { right: 98, wrong: 0 },
    // (the fifteenth blind round, heldout15-*: 25 pages of 25 sites; measured once, blind, on main at 48fe1c8: 52 right,
    // 12 wrong, 21 missing of 85; docs/benchmarks.md; 55 right, 8 wrong once its wrong writers, brand and date were
    // fixed by class; 68 right, 7 wrong once its forums were, sixteenth session: a page typed as a work around a topic,
    // writers named by their avatars, a first post typed as a work; its Q&A pages by class, sixteenth session: 64
    // right, 2 wrong alone, the Q&A plugin's asker keyed "PixelPioneer" as its page names it; with the forums' rules,
    // its threads 43 of 43 right, round 15 at least 77 right, at most 1 wrong; its wrong kinds by class, a category
    // typed as an article, a company's front page of sections and a page filed among videos, sixteenth session: 3 more
    // right, its wrong kinds 5 of 5; a brand line beside the name and a maker's page named over its app's store
    // listing, sixteenth session: 2 more right, one wrong fewer alone; all measured together on fb7c613: 82 right,
    // none wrong)
    15: { right: 82, wrong: 0 },
    // (the sixteenth blind round, heldout16-*: 33 pages of 33 sites; measured once, blind, on main at edc87ef: 53 right,
    // 6 wrong, 27 missing of 86; docs/benchmarks.md; 58 right, 5 wrong of 90 on fb7c613, the printer page read once
    // jsdom could build it; 60 right, 4 wrong once a byline's name before a bar and a site maker's meta author were
    // read by class and the bench counted "limited stock" as in stock; its forums by class, sixteenth session: posts
    // headed by a name and a time, the site's name beside its logo, a search form's choices, its threads 25 of 25:
    // 73 right, 2 wrong of 92; a date with slashes in a column above the heading and a byline naming the writer's blog,
    // seventeenth session: 2 more right; its shops and software pages by class, seventeenth session: two codes after a
    // bar, a code without a colon, a heading in an aside, a classifieds ad, a breadcrumb's heading and a price only the
    // data gives, its products 40 of 41: 11 more right, 1 wrong fewer; its wrong kinds by class, seventeenth session: a
    // board's topics, lists of articles, a page-wide sign-in form, a job ad's parts, a podcast, a category without
    // prices, and the code host's homepage read: 9 more right, 1 wrong fewer; a code after initials and "#",
    // twentieth session: 96 right)
    16: { right: 96, wrong: 0 },
    // (the seventeenth blind round, heldout17-*: 26 pages of 26 sites, eight of them shops of Japan, India, Turkey and
    // Germany; measured once, blind, on main at 5bdd743: 68 right, 9 wrong, 19 missing of 96; docs/benchmarks.md; with
    // every rule of the seventeenth session, 69 right: its empty search page refused; its threads by class, eighteenth
    // session: a topic's title only in its breadcrumbs, a Q&A page's posts closed by "X answered", a topic opened at a
    // later page, its threads 19 of 19: 75 right, 7 wrong; its pricing cards by class, eighteenth session, measured
    // on d7045bd's readers alone: 4 more right, 2 wrong fewer, 73 right, 7 wrong of 94; its shops by class, eighteenth
    // session, measured apart: a maker's row beside a brand row, a campaign price, an order table's columns, code
    // labels and a heading's maker line, 75 right, 7 wrong; its articles (bylines with other languages' marks, a story
    // above its reader comments) and its list of brands; all measured together on 2ee2b31: 92 right, 1 wrong of 94;
    // a maker before the data's name in the title and labels drawn apart in wraps, twentieth session: 94 right, none
    // wrong)
    17: { right: 94, wrong: 0 },
    // (the eighteenth blind round, heldout18-*: 25 pages of 25 sites, eight of them shops (Australia and seven US shops of
    // 2017); measured once, blind, on main at b4c9a4e: 55 right, 8 wrong, 17 missing of 80, 3 of 6 wrong kinds refused;
    // docs/benchmarks.md; its wrong kinds by class, nineteenth session: a list of posts with prose that links to its
    // second page, a members' sign-in after the site's name, 6 of 6: 58 right; its articles, software and threads by
    // class, nineteenth session: a heading in the section bar, a publisher as the author, a knowledge base's own name,
    // a topic of one post, 5 more right, 3 wrong fewer: 63 right, 5 wrong; its shops by class, nineteenth session: a
    // price to pay in a block classed as the regular one, a maker's "see other products by", a class that hides, data
    // the page does not show, a sold-out page without data: 76 right, 1 wrong; a bare "Item:" code, a chooser of one
    // choice and a microdata colour, twentieth session: 79 right, 1 wrong)
    18: { right: 79, wrong: 1 },
    // (the nineteenth blind round, heldout19-*: 22 pages of 22 sites, six of them shops (Australia and five US shops of
    // 2017), two software pricing pages on GitHub Pages; measured once, blind, on main at 4312765: 42 right, 2 wrong,
    // 18 missing of 62, 2 of 6 wrong kinds refused; docs/benchmarks.md; its shop misses by class, twentieth session:
    // codes of capitals alone and a chooser of one choice, its products 23 of 23: 45 right, 2 wrong; its wrong kinds by
    // class, twentieth session: a category's count over tiles without prices, a member list, a sign-in titled after the
    // site's address, a members' page log-in, 6 of 6: 49 right; its threads and software by class, twentieth session:
    // a forum index's heads in one row (the wpForo topic read, 65 facts), a starter's short reply, a table's price row,
    // a title that describes its page; measured together on ceb06ae: 56 right, none wrong, 9 missing of 65; a topic
    // inside a work's text, its posts marked as replies, twenty-first session: 60 right)
    19: { right: 60, wrong: 0 },
    // (the twentieth blind round, heldout20-*: 26 pages of 26 sites, six of them US shops of 2017, a fee schedule and a
    // home page on GitHub Pages, five threads on forum software new to the corpus; measured once, blind, on main at
    // 270f477: 51 right, none wrong, 30 missing of 81, 4 of 8 wrong kinds refused; one article's text sentence, a
    // photo's caption, keyed again as not text: 53 right, none wrong, 29 missing of 82; docs/benchmarks.md; its shop,
    // fee schedule and writer by class, twenty-first session: a product's JSON-LD under Open Graph's "article", a fee
    // schedule of percentages, a writer beside his photo: 62 right, none wrong; its threads by class, twenty-first
    // session: a writer among the commenters, answers in wrappers under a header line, a name before its time, a
    // journal's entry in the commenters' badge, its threads 20 of 20: 69 right on their own; its wrong kinds by class,
    // a password reset, a registration, a board's topics as lists: 3 more; all measured together on 2f63909: 81 right,
    // none wrong, 1 missing of 82; its empty category by class, twenty-second session: a line that says no product
    // was found, 82 of 82)
    20: { right: 82, wrong: 0 },
    // (the twenty-first blind round, heldout21-*: 26 pages of 26 sites, seven of them US shops of 2017, three software
    // pricing pages kept in GitHub repositories, four threads on a news forum's own software, Discourse, a developer's
    // own forum and a film community's short reviews; measured once, blind, on main at 2618028: 73 right, 4 wrong,
    // 15 missing of 92, 3 of 7 wrong kinds refused; docs/benchmarks.md; its shops, plans and writer by class,
    // twenty-second session: a buy box in a side column, a code's label with no colon, a plan named with "+", a
    // publisher over the writer shown: 78 right, 2 wrong; its wrong kinds by class, twenty-second session: a log-in
    // form alone on its page, a member's account settings, a front page read as a product for a story, 6 of 7: 3 more;
    // its threads by class, twenty-second session: a related-topics list below a topic's posts, a posted item with
    // numbered replies, 94 facts now (a wrong refusal became the thread's three); all measured together on 22c20ba:
    // 89 right, 1 wrong, 4 missing of 94; with the twenty-third session's rules, measured together: 90 right, 1 wrong;
    // its short reviews under writers' "/people/" links, twenty-fifth session: 92 right, 1 wrong; a page of reviews
    // with no opening post and a short topic whose item holds its comments, twenty-seventh session: 94 right, none wrong)
    21: { right: 94, wrong: 0 },
    // (the twenty-second blind round, heldout22-*: 15 pages of 14 sites, a Japanese maker's own shop, a Chinese portal's
    // forum and a microblog, articles in Arabic, Turkish, Chinese and English, five wrong kinds; measured once, blind,
    // on main at 8a086e0: 31 right, 3 wrong, 12 missing of 46; a comparison page's key corrected (its refusal calls it
    // a job ad): 30 right, 4 wrong; docs/benchmarks.md; its portal forum's floors, a list of boards under heads of two
    // parts and a member's profile by class, twenty-third session: 37 right, 4 wrong; with that session's writers, text
    // and wrong kinds measured together, twenty-fourth session: 46 right, 1 wrong; a caption under a picture out of
    // the text, twenty-fifth session: 47 right, none wrong)
    22: { right: 47, wrong: 0 },
    // (the twenty-third blind round, heldout23-*: 16 pages of 16 sites, two shops, two pricing pages, a micro-community's
    // post and two Q&A questions, articles in Indonesian, Portuguese and English, six wrong kinds; measured once, blind,
    // on main at bd96b67: 35 right, 1 wrong, 11 missing of 47; docs/benchmarks.md; its board's table headed in
    // Japanese and a messaging channel's card by class, twenty-fourth session: 37 right, 1 wrong; its plans and shop
    // names by class, twenty-fifth session: 41 right, none wrong; with its tag page of bylined stories by class, twenty-
    // fifth session: 42 right, none wrong; its comments holding their replies by class, twenty-fifth session: 44 right,
    // none wrong)
    23: { right: 44, wrong: 0 },
    // (the twenty-fourth blind round, heldout24-*: 14 pages of 14 sites, a bike shop and a marketplace, two pricing
    // pages, a Q&A question, articles in traditional Chinese, Indonesian, English and Japanese, five wrong kinds;
    // measured once, blind, on main at eafc579: 34 right, 3 wrong, 10 missing of 47; docs/benchmarks.md; its plans and
    // shop name by class, twenty-fifth session: 40 right, 2 wrong; with its five wrong kinds by class, twenty-fifth
    // session: 45 right, 2 wrong; with a portal's list of other stories and the date beside the headline over a credit
    // line's, twenty-fifth session: 47 right, none wrong)
    24: { right: 47, wrong: 0 },
    // (the twenty-fifth blind round, heldout25-*: 17 pages of 17 sites, four shops (two US of 2017, two UK of 2009), two
    // pricing pages in simplified and traditional Chinese, articles in Indonesian, Chinese and English, six wrong kinds,
    // no thread; measured once, blind, on main at b6351a8: 40 right, 3 wrong, 16 missing of 59; docs/benchmarks.md; the
    // twenty-fifth session's plan rules, the last of them, a ribbon of one card, written after seeing its two pricing
    // pages: 47 right, 3 wrong; its four wrong kinds by class, twenty-sixth session (a sign-in page headed by its logo,
    // a store of pictures to order, a page titled as a category's, a thread at a site's root): 51 right, 3 wrong; every
    // rule of the twenty-sixth session together, one whole run on main at 4549e0f: 57 right, none wrong; a small
    // dealer's item page of bold label lines, twenty-seventh session, one whole run on main at 73f833f: 59 right)
    25: { right: 59, wrong: 0 },
    // (the twenty-sixth blind round, heldout26-*: 17 pages of 17 sites, four US shops of 2017, pricing pages in rupees
    // and dollars, a phpBB and a FluxBB thread, articles in Chinese and English, five wrong kinds; measured once, blind,
    // on main at ba87058: 46 right, 5 wrong, 10 missing of 61; docs/benchmarks.md; a chooser's label naming its chosen
    // value and a data price's zeros past its cents, twenty-sixth session, one whole run: 49 right, 4 wrong; every rule
    // of the session together, one whole run on main at 4549e0f: 54 right, 2 wrong; its four wrong kinds by class and
    // its article dates and writers, twenty-seventh session, one whole run on main at 73f833f: 59 right, none wrong; a
    // date alone as a heading and a nickname linked over the date, twenty-eighth session, one whole run on main at
    // 0917c41: 61 right, none wrong)
    26: { right: 61, wrong: 0 },
    // (the twenty-seventh blind round, heldout27-*: 15 pages of 15 sites, a UK lighting shop of about 2008 and five US
    // shops of 2017, pricing pages in German, Japanese and Chinese each with a free plan, six wrong kinds (a rental
    // listing, a film page, a portal's home page, a photo page, a recipe, a sign-up form); measured once, blind, on main
    // at 0928082: 30 right, 2 wrong, 13 missing of 45; docs/benchmarks.md; a heading in an anchor without an address
    // and free plans priced by the word for free, one whole run on main at 73f833f: 39 right, 1 wrong of 51; a side column's
    // rows, an item number, a film's page, a holiday rental, a sign-up page headed by a sentence and plans priced with
    // words, twenty-eighth session, one whole run on main at 0917c41: 50 right, none wrong)
    27: { right: 50, wrong: 0 },
    // (the twenty-eighth blind round, heldout28-*: 15 pages of 15 sites, seven threads (XenForo 1 and 2, vBulletin 4,
    // Discuz! 6 in Chinese, a Japanese imageboard, a game's own forum of tables, a support forum's Q&A) and eight
    // articles in English, Chinese, Japanese, Latvian, Thai, Kyrgyz and Italian; measured once, blind, on main at
    // 146b17c: 50 right, 2 wrong, 10 missing of 62; docs/benchmarks.md; a Discuz! board's first floor and a support
    // forum's posts dated after their writers, one whole run on main at 73f833f: 53 right, none wrong of 66; an
    // imageboard's thread and a post's header ending in its time, twenty-eighth session, one whole run on main at
    // 0917c41: 59 right, none wrong)
    28: { right: 59, wrong: 0 },
    // (the twenty-ninth blind round, heldout29-*: 16 pages of 16 sites, seven shops of 2023 to 2025 (Portugal, Russia,
    // Poland, Australia, two US, a Russian makers' marketplace; WooCommerce, Shopify, osCommerce), pricing pages in
    // Spanish, English, French and Dutch, five wrong kinds (an event, a careers page, a shop's region listing, a
    // directory entry, a game's player statistics); measured once, blind, on main at 9426ace: 43 right, 2 wrong,
    // 10 missing of 55; docs/benchmarks.md; a careers page, a shop's h2 the title names, "#" codes after a line break,
    // and the key's supplement named as a person reads it, one whole run on main at 0917c41: 47 right, 1 wrong)
    29: { right: 47, wrong: 1 },
    // (the thirtieth blind round, heldout30-*: 9 pages of 9 sites, all articles (an esports story, a developers'
    // community how-to, a Chinese portal's feature and finance item, a Japanese daily's paywalled column, stories in
    // French, German and English; no thread could be saved); measured once, blind, on main at d8df501: 42 right, 4
    // wrong, 3 missing of 49; docs/benchmarks.md; an ISO 8601 basic-format date, a publishing-time mark, a Chinese
    // wire dateline's reporters and an editor's credit marked as the author's, one whole run: 45 right, 2 wrong)
    30: { right: 45, wrong: 2 },
    // (the thirty-first blind round, heldout31-*: 16 pages of 16 sites, all forum threads and discussion pages, one
    // for each forum software or site type (Flarum, MyBB twice, Vanilla, NodeBB, Invision, vBulletin twice, phpBB 3,
    // XenForo 2, Discourse, Lemmy, lobste.rs, Tapatalk, Slashdot's comments, Steam's discussions); measured once,
    // blind, on main at 3ed19d8: 51 right, 5 wrong, 17 missing of 73; docs/benchmarks.md; a post's body in a
    // blockquote opening with a quote box, a forum under a forum host's folder and a post's header ending in its time,
    // one whole run on main at 0917c41: 57 right, 1 wrong)
    31: { right: 57, wrong: 1 },
  },
};
