import { describe, expect, it } from "vitest";
import { isDateLine, isShortFurnitureLine } from "./article-furniture";
import { expectLinearGrowth } from "../../../tests/support/linear-time";
import { readPageContent } from "./read-page-content.server";
import { formatSourceFacts, type TSourceFacts } from "./read-source.server";

describe("an ad slot's label and a credited caption on an article's page", () => {
  const prompt = (figure: string, slot: string) => {
    const url = "https://news.example/story/1";
    const paragraph = (words: string) =>
      `<p>${words} The club announced the move on Monday after a season that ended with the title and a new contract.</p>`;
    const html = `<!doctype html><html><head><title>Coach joins the Renegades</title>
      <meta name="description" content="The coach moves south after the title."></head><body><article>
      <h1>Coach joins the Renegades</h1><figure><img src="/coach.jpg" alt=""><p><span>${figure}</span></p></figure>
      ${paragraph("The coach moves south.")}${paragraph("He won twice.")}<div class="slot"><p>${slot}</p></div>
      ${paragraph("The board agreed.")}${paragraph("Fans cheered.")}</article></body></html>`;
    const result = readPageContent({ reader: "web-page", html, url, contentType: "text/html" });
    if (!result.ok) throw new Error(result.message);
    return formatSourceFacts({ ...result.content, url } as TSourceFacts);
  };

  it("hands over neither the caption with its agency's credit nor the label, and keeps the story's lines", () => {
    const text = prompt("Former coach joins the Renegades \u00a0•\u00a0 Getty Images", "İçeriğin Devamı Aşağıda");
    expect(text).not.toContain("Getty Images");
    expect(text).not.toContain("İçeriğin");
    expect(text).toContain("The board agreed.");
    // (a bullet before words that credit no photo, a sentence that goes on below something: the story's)
    const kept = prompt("Apple • Google • Microsoft", "Temperatures will continue below zero this week.");
    expect(kept).toContain("Apple • Google • Microsoft");
    expect(kept).toContain("Temperatures will continue below zero this week.");
  });
});

describe("short paragraphs in a script without case, holding an acronym", () => {
  // A blog post in Chinese: each tip a heading, then one short sentence naming "ES6", "API" or "JSON", then code.
  // Chinese has no lowercase, so such a sentence is all "capitals" to a test for a line in capitals.
  const url = "https://blog.example.cn/article/details/1";
  const html = `<!doctype html><html><head><title>十个实用的 JavaScript 技巧</title></head><body>
    <nav><a href="/">首页</a> <a href="/blog">博客</a></nav><article><h1>十个实用的 JavaScript 技巧</h1>
    <p>小明 2020-07-02 08:25:00</p>
    <p>众所周知，JavaScript 一直在快速变化。在新的 ES2020 中，有很多很棒的特性，我们大都已经迫不及待尝试了。</p>
    <h2>1.方法参数验证</h2><p>ES6 中可以为函数的参数设置默认值，我们可以用它验证参数不能为空。</p>
    <pre><code>const isRequired = () =&gt; { throw new Error("param is required"); };</code></pre>
    <h2>2.读取数据</h2><p>我们先用 API 读取数据，再把结果写入页面。</p>
    <pre><code>const data = await fetch("/api/items");</code></pre>
    <h2>3.格式化输出</h2><p>JSON.stringify 的第三个参数可以缩进输出，这一点很少有人知道。</p>
    <p>WATCH THE FULL INTERVIEW</p>
    <p>以上就是本文的全部内容，希望这些技巧对你有所帮助，欢迎在评论区留言讨论。</p></article></body></html>`;

  it("hands the model each sentence, and still leaves out a line in capitals", () => {
    const result = readPageContent({ reader: "web-page", html, url, contentType: "text/html" });
    if (!result.ok) throw new Error(result.message);
    const text = formatSourceFacts({ ...result.content, url } as TSourceFacts);
    const main = text.slice(text.indexOf("Main text:"));
    expect(main).toContain("ES6 中可以为函数的参数设置默认值，我们可以用它验证参数不能为空。");
    expect(main).toContain("我们先用 API 读取数据，再把结果写入页面。");
    expect(main).not.toContain("WATCH THE FULL INTERVIEW");
  });
});

describe("short furniture lines of an article", () => {
  it("knows date, credit, share, newsletter, comment and agency lines in many languages", () => {
    for (const line of [
      "Aktualisiert: 11.04.2020, 10:27",
      "16 marca 2021",
      "asked Feb 6, 2014 at 20:37",
      "publié le 3 mars",
      "Share this article:",
      "aja/PAP",
      "(crédito: Minervino Júnior/CB/D.A.Press)",
      "Keine Kommentare Kommentare sind geschlossen.",
      "Abonniere unseren Newsletter und erfahre alles Wissenswerte.",
      "Zeige alle Beiträge von Cem Basman",
      "This website uses cookies to improve your experience.",
      "segunda-feira, 22 de janeiro de 2018 às 0:13",
      "Follow @BGRDeals on Twitter to keep up with the latest deals.",
      "Image 2 of 5",
      // Share and like boxes, calls to comment, rate or write in, a paywall's note, a post's filing line.
      "Teilen Sie dies mit:",
      "3 Bloggern gefällt das:",
      "Gefällt mir Wird geladen …",
      "Kommentar verfassen",
      "Valora esta noticia",
      "We want to hear what you think about this article. Submit a letter to the editor.",
      "To view the full story, please subscribe to The Town Times.",
      "Pour lire la suite de cet article, abonnez-vous.",
      "This entry was posted in News and tagged council, bridge.",
      // Sources and agency credits, a table of contents, a widget's button, lead-ins to other stories.
      "Quelle: Landesregierung",
      "AFP / MARCO BERTORELLO",
      "Inhaltsverzeichnis",
      "Lade weitere Inhalte",
      "PUEDES VER: ¿Qué es la Sunedu y qué hace?",
      "Schon gelesen?",
      // Calls to get the site's app or join its channel.
      "For the latest stories and breaking news updates download the Nationnews apps for iOS and Android.",
      "¿Ya sabías que en Guatemala.com tenemos canal de Telegram? Únete desde tu celular.",
      // Other stories' lists by their title, a teaser cut before its "more" link.
      "%d Bloggern gefällt das:",
      "Lade weitere Inhalte ...",
      "Ähnliche Beiträge",
      "Meistgelesene Artikel",
      "Auch auf gofeminin.de",
      "Auskunft über vergangenes Wetter… mehr •••",
      // Figure captions, reading times, citation notes, consent placeholders, calls to write in or subscribe.
      "Abbildung 4: klassische Schwachschicht.",
      "Vergrößern Eine kleine runde Aussparung für die Kamera.",
      "Ten tekst przeczytasz w mniej niż minutę",
      "Lesezeit: 4 Min.",
      "SUGGESTED CITATION Sauer, Heiko: Expert*innen in der Krise, VerfBlog, 2020/4/09",
      "Externer Inhalt",
      "Submit your letter to the editor via this form.",
      "Do you want to be informed of our actions? Sign up here",
      "Jetzt für Top-News anmelden",
      "(Alle Angaben ohne Gewähr)",
      "Kontakt:",
      "Never miss the latest news by signing up to our newsletter today!",
      "Mit unserem Newsletter bleiben Sie informiert",
      // A question whether the article helped, a rating widget's empty state, a call to sign in to comment, an
      // editor's note that the piece is its writer's opinion.
      "War der Artikel nützlich?",
      "Was this article helpful?",
      "(Noch keine Bewertungen) Loading...",
      'Um den Tipp "Tomaten richtig schneiden" kommentieren zu können, müssen Sie eingeloggt sein.',
      "Dieser Beitrag gibt die Meinung des Autors wieder, nicht notwendigerweise die der Redaktion des Freitag.",
      "The views expressed in this article are those of the author and do not reflect the site's.",
      // A paywall's or a subscription's prompt, an ad slot's label.
      "To continue reading, please login or subscribe to Globe.com",
      "Kostenlos registrieren und weiterlesen",
      "Jetzt weiterlesen",
      "Subscribe now to our eNATION edition for the full story.",
      "Suscríbase para acceso digital ilimitado",
      "Solo para suscriptores digitales",
      "Dieser Artikel ist exklusiv für Abonnenten.",
      "Ja. Ich bin Abonnent.",
      "Déjà abonné ? Connectez-vous",
      "Article continues below this ad",
      "Advertisement - Continue Reading Below",
      "Der Artikel wird unter der Anzeige fortgesetzt",
      "La suite après cette publicité",
      "- Anzeige -",
      "ADVERTISING",
      "ANZEIGE - Heute mal ausgehen/bestellen? Wie wäre es mit:",
      // An ad slot's label that says only that the page goes on below it.
      "İçeriğin Devamı Aşağıda",
      "Story continues below",
      "Продолжение ниже",
      // A photo's caption and its credit after a bullet.
      "Former Queensland and Brisbane Heat coach Wade Seccombe joins Melbourne Renegades \u00a0•\u00a0 Getty Images",
      "The minister at the launch · AFP via Getty Images",
      "The eighteenth green at dusk • Kevin Cox/Getty Images",
      "Fans in the stands • Photo: Anna Weber",
      // A page's rights notice.
      "© 2020 CBS Interactive Inc. All Rights Reserved.",
      "Copyright 2021 Town Times",
      "Materiał chroniony prawem autorskim - wszelkie prawa zastrzeżone. Dalsze rozpowszechnianie artykułu za zgodą wydawcy.",
      "Alle Rechte vorbehalten.",
    ]) {
      expect(isShortFurnitureLine(line), line).toBe(true);
    }
  });

  it("keeps the article's own lines: appointments, deadlines, addresses, sentences about newsletters", () => {
    for (const line of [
      "Termin: 29.02.2020, 19 Uhr",
      "Einsendeschluss: 03.11.2019 (Poststempel)",
      "Ottostraße 14 26899 Rhede /Ems",
      "The newsletter industry grew fast.",
      "And I also saw people trying to recruit affiliates before their product was proven.",
      `${"Published in a long sentence of the article that goes on and on. ".repeat(7)}`,
      "Mira Sorvino starred in the film and won an award for it.",
      "Quellen zufolge plant die Regierung neue Steuern.",
      "Inhalt der Studie war die Frage, wie Kinder lernen.",
      "The app is now on iOS and Android, the company said.",
      "Teilen mit anderen ist schwer, sagt die Psychologin.",
      "Für die Challenge nutzen wir die Sequenzen meines Youtube-Kanals, die ich zusammengestellt habe.",
      "Kontakt zu den Behörden hatte er nicht, sagte sie.",
      "Figure skating is popular in Canada.",
      "Die Lesezeit der Kinder ist in den letzten Jahren stark gesunken, wie die Studie der Stiftung zeigt.",
      "Er ging… mehr oder weniger freiwillig.",
      "War der Artikel nützlich? Das fragten sich viele Leser, als die Zeitung ihn druckte und die Debatte begann.",
      "Die Kommentare der Leser zeigen, dass viele eingeloggt blieben, um weiter zu lesen und mitzureden.",
      "Der Artikel gibt die Meinung vieler Bürger wieder, die in der Umfrage befragt wurden.",
      "The views expressed at the meeting were mixed, the mayor said.",
      // Sentences of a story about subscriptions, reading and ads.
      "Spotify's lossless audio is available only to subscribers of its new tier, the company said on Tuesday.",
      "Readers who already subscribe pay less than half, a spokesperson for the newspaper said.",
      "The ad ran after the story.",
      "Ad spending continues to fall after the crash.",
      "Advertising revenue at the company grew by a third.",
      "Die Anzeige erschien nach dem Artikel in der Zeitung.",
      "Anzeige gegen Unbekannt: Die Polizei ermittelt nach dem Einbruch in die Schule.",
      "She said she would keep reading the reports before she signs up for anything.",
      // Sentences that go on below something, bullets that end in no photo's credit.
      "Temperatures will continue below zero this week.",
      "Story continues below gallery",
      "Devam eden çalışmaların listesi aşağıda yer alıyor ve herkese açık",
      "Apple • Google • Microsoft",
      "Bayern beat Dortmund • Reuters reported the score first.",
      // Sentences about copyright.
      "Copyright law changed in 2019 after a long fight in parliament, the court said.",
      "The © sign was first used in 1802 in the United States.",
    ]) {
      expect(isShortFurnitureLine(line), line).toBe(false);
    }
    expect(isDateLine("Dezember 2008 war ein kalter Monat, sagte er.")).toBe(false);
  });

  it("reads 1 MB of near-miss lines in linear time", () => {
    const lines = (size: number) =>
      [
        "newsletter ".repeat(36),
        "a/".repeat(199),
        "1. 1. ".repeat(66),
        `${"x ".repeat(190)}(foto: ${"y".repeat(20)}`,
        "Veröffentlicht ".repeat(26),
        "download canal ".repeat(25),
        "… x ".repeat(95),
        "abbildung x ".repeat(33),
        `to view the full ${"x".repeat(380)}`,
        "kommentieren ".repeat(30),
        "war der artikel ".repeat(24),
        "the views expressed ".repeat(19),
        // Near misses of a paywall's prompt and an ad slot's label: reading-on words without a call, ad words without
        // going on past the ad, under the lines' bounds.
        "continue reading ".repeat(9),
        "- ".repeat(79),
        "ad continues ".repeat(6),
        // Near misses of a label that the page goes on below, and of a caption's credit after a bullet.
        "continues below ".repeat(24),
        "x • ".repeat(95),
        `x • ${"getty images ".repeat(30)}`,
        // Near misses of a rights notice: the mark without a year, the words without the reserving.
        `© ${"x ".repeat(190)}`,
        "all rights ".repeat(35),
      ]
        .join("\n")
        .repeat(Math.ceil(size / 1_900))
        .split("\n");
    const time = (size: number) => {
      const input = lines(size);
      const started = performance.now();
      const found = input.filter(isShortFurnitureLine).length;
      return { ms: performance.now() - started, found };
    };
    const quarter = time(1024 * 256).ms;
    const whole = time(1024 * 1024);
    expect(whole.found).toBe(0);
    // A quadratic rule would take sixteen times as long for four times the text; a linear one about four times.
    expectLinearGrowth([quarter, whole.ms], () => [time(1024 * 256).ms, time(1024 * 1024).ms], {
      limit: 10,
      floorMs: 20,
    });
  });
});
