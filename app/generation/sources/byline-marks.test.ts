// Bylines with another language's mark, a sign-off at the text's end, and an author that is the site's own name.
import { describe, expect, it } from "vitest";
import { readPageContent } from "./read-page-content.server";
import { formatSourceFacts, type TSourceFacts } from "./read-source.server";

function prompt(html: string, url: string): string {
  const result = readPageContent({ reader: "web-page", html, url, contentType: "text/html" });
  if (!result.ok) throw new Error(result.message);
  return formatSourceFacts({ ...result.content, url } as TSourceFacts);
}

const authorOf = (text: string) => text.match(/^Author: (.*)$/m)?.[1];
const story =
  "<p>The phone fits in a palm and still runs every app, and its battery lasts a working day of calls and mail.</p>".repeat(
    4,
  );

describe("a byline with another language's mark", () => {
  const under = (head: string, line: string) =>
    prompt(
      `<!doctype html><html><head>${head}<title>The small phone, tested | Weekly</title></head><body>
       <article><h1>The small phone, tested</h1><p class="date">2019年04月21日</p><p class="author">${line}</p>${story}</article></body></html>`,
      "https://weekly.ascii.example/elem/1848409/",
    );

  it("reads the writer after a Japanese credit and its mark, before the desk, over a meta author that is the site's name", () => {
    expect(authorOf(under('<meta name="author" content="ASCII">', "文● オカモト／ASCII編集部"))).toBe("オカモト");
    expect(authorOf(under("", "取材・文：山田 太郎"))).toBe("山田 太郎");
    // The desk's credit names no writer: the site's name stays where nothing else names one.
    expect(authorOf(under('<meta name="author" content="ASCII">', "文● ASCII編集部"))).toBe("ASCII");
    // A meta author that is a person, not the site, comes first.
    expect(authorOf(under('<meta name="author" content="Ken Sato">', "文● オカモト／ASCII編集部"))).toBe("Ken Sato");
  });

  it("reads a Korean reporter's title after the name, before a mail address, and a name after a label and a colon", () => {
    expect(authorOf(under("", "김창욱 기자 kim@example.com"))).toBe("김창욱");
    expect(authorOf(under("", "Texte : Anne Martin"))).toBe("Anne Martin");
    expect(authorOf(under("", "Autor: Max Muster"))).toBe("Max Muster");
  });
});

describe("a right-to-left byline", () => {
  const page = (line: string) =>
    prompt(
      `<!doctype html><html lang="ar" dir="rtl"><head><title>سيارات كهربائية للعمل تاكسى</title></head><body>
       <article><h1>سيارات كهربائية للعمل تاكسى</h1><span class="date">الإثنين، 13 مايو 2024 06:00 ص</span>
       <figure><img src="/a.jpg" alt=""><span>سيارات كهربائية بالعاصمة الإدارية</span></figure>
       <span class="writer">${line}</span>
       ${"<p>ويخدم الركاب الآن فى العاصمة الإدارية عدة وسائل صديقة للبيئة، منها الأتوبيسات الكهربائية والقطار الكهربائى الخفيف.</p>".repeat(4)}
       </article></body></html>`,
      "https://news.example/story/2024/5/13/1",
    );

  it('reads the writer after "wrote" or "by the pen of" on a line of its own, with or without a direction mark', () => {
    expect(authorOf(page("كتب سيد الخلفاوى"))).toBe("سيد الخلفاوى");
    expect(authorOf(page("\u200fبقلم: أحمد محمود علي"))).toBe("أحمد محمود علي");
    expect(authorOf(page("מאת דנה כהן"))).toBe("דנה כהן");
  });

  it('takes no sentence that opens with "wrote" for a byline', () => {
    expect(authorOf(page("كتب الوزير في رسالته إلى المواطنين أن الخدمة تبدأ الأربعاء المقبل"))).toBeUndefined();
  });
});

describe("a sign-off at the text's end", () => {
  const post = (head: string, signOff: string) =>
    prompt(
      `<!doctype html><html><head>${head}<title>Heated seats by subscription?</title></head><body>
       <h1>Heated seats by subscription?</h1>${story}<p>${signOff}</p><p>tech@example.com</p><p>Subscribe to our channel</p></body></html>`,
      "https://blog.portal.example/tech-plus/222023708961",
    );
  const siteAuthor =
    '<meta property="og:site_name" content="Portal blog | Tech Plus"><meta property="og:article:author" content="Portal blog | Tech Plus">';

  it("names the writer the post signs with over an author that is the blog's name", () => {
    expect(authorOf(post(siteAuthor, "테크플러스 에디터 김창욱"))).toBe("김창욱");
    // Without a sign-off the blog's name stays the only name the page gives.
    expect(authorOf(post(siteAuthor, "감사합니다"))).toBe("Portal blog | Tech Plus");
    // A title's word inside a sentence ("many press conferences were held") names no one.
    expect(authorOf(post(siteAuthor, "많은 기자 회견이 열렸다"))).toBe("Portal blog | Tech Plus");
  });
});
