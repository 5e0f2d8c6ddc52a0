import { describe, expect, test } from "vitest";
import { sanitizeArticleHtml } from "./sanitize";
import { buildBoxHtml, buildButtonHtml, buildVideoEmbedHtml } from "./editor-snippets";

const clean = sanitizeArticleHtml;

describe("sanitizeArticleHtml removes", () => {
  test("scripts with their content", () => {
    expect(clean("<p>a</p><script>alert(1)</script><SCRIPT src=x></SCRIPT>")).toBe("<p>a</p>");
  });

  test("event handlers", () => {
    expect(clean('<p onclick="alert(1)" onmouseover=alert(1)>x</p>')).toBe("<p>x</p>");
  });

  test.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "&#106;avascript:alert(1)",
    "jav&#x09;ascript:alert(1)",
    "  javascript:alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html,<script>alert(1)</script>",
  ])("the link scheme in %s", (href) => {
    expect(clean(`<a href="${href.replace(/"/g, "&quot;")}">x</a>`)).toBe("<a>x</a>");
  });

  test("iframes from any host but YouTube's embed hosts, and YouTube pages that are not /embed/ID", () => {
    const foreign = [
      "https://evil.example/embed/dQw4w9WgXcQ",
      "https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ",
      "http://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/embed/short",
      "//www.youtube.com/embed/dQw4w9WgXcQ",
      "javascript:alert(1)",
    ];
    for (const src of foreign) expect(clean(`<iframe src="${src}"></iframe><p>k</p>`)).toBe("<p>k</p>");
  });

  test("srcdoc and handlers on an allowed embed, and a widened allow list", () => {
    const out = clean(
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" srcdoc="<b>x</b>" onload="alert(1)" allow="camera; microphone"></iframe>',
    );
    expect(out).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"></iframe>',
    );
  });

  test("images that are not http(s) or site paths", () => {
    for (const src of [
      "data:image/png;base64,AAAA",
      "javascript:alert(1)",
      "//evil.example/x.png",
      "file:///etc/passwd",
      "x.png",
    ]) {
      expect(clean(`<img src="${src}" alt="a">`)).toBe("");
    }
    expect(clean('<img src="https://cdn.example/x.png" alt="a">')).toBe(
      '<img src="https://cdn.example/x.png" alt="a" />',
    );
    expect(clean('<img src="/images/x.png" alt="a">')).toBe('<img src="/images/x.png" alt="a" />');
    // Images uploaded from the editor (app/media) keep their content-addressed site path.
    const uploaded = `/media/${"0f".repeat(32)}.webp`;
    expect(clean(`<img src="${uploaded}" alt="a" width="60" height="40">`)).toBe(
      `<img src="${uploaded}" alt="a" width="60" height="40" />`,
    );
  });

  test("object, embed, style, forms, meta, base, link, svg and math", () => {
    const out = clean(
      '<object data="x"></object><embed src="x"><style>p{}</style><form action="https://e.x"><input name=q><button>Go</button></form>' +
        '<meta http-equiv="refresh" content="0"><base href="https://e.x/"><link rel=stylesheet href=x><svg><text>t</text></svg><math><mi>m</mi></math><p>ok</p>',
    );
    expect(out).toBe("Go<p>ok</p>");
  });

  test("ids, names and classes (clobbering and borrowed site classes)", () => {
    expect(clean('<div id="x" class="fixed inset-0"><a name="y" href="#">a</a></div>')).toBe(
      '<div><a href="#">a</a></div>',
    );
  });

  test("unsafe style properties and values", () => {
    const style = [
      "position: fixed",
      "z-index: 9999",
      "background: url(https://e.x/a.png)",
      "background-image: url(x)",
      "width: expression(alert(1))",
      "color: red; behavior: url(x.htc)",
      "margin: -500px",
      "top: 0",
    ].join(";");
    expect(clean(`<p style="${style}">x</p>`)).toBe('<p style="color:red">x</p>');
  });

  test("deep nesting beyond 100 levels (text kept)", () => {
    const out = clean(`${"<div>".repeat(300)}deep${"</div>".repeat(300)}`);
    expect(out.match(/<div>/g)?.length).toBe(100);
    expect(out).toContain("deep");
  });

  test("comments", () => {
    expect(clean("<!-- <img src=x onerror=alert(1)> --><p>a</p>")).toBe("<p>a</p>");
  });
});

describe("sanitizeArticleHtml keeps", () => {
  test("the editor's coloured button, boxed highlight and video embed exactly", () => {
    const snippets = [
      buildButtonHtml({ text: "Buy now", url: "https://example.com/?a=1&b=2", color: "#ff0000" }),
      buildBoxHtml({ content: "Heads up", color: "#3b82f6" }),
      buildVideoEmbedHtml("https://youtu.be/dQw4w9WgXcQ"),
    ];
    for (const html of snippets) {
      expect(html).not.toBeNull();
      expect(clean(html!)).toBe(html);
    }
  });

  test("text formatting, alignment, colours and indentation from the editor toolbar", () => {
    const html =
      '<p style="text-align:center">c</p><p style="padding-left:40px"><span style="color:#e03e2d">r</span>' +
      '<span style="background-color:rgb(251, 238, 184)">y</span><strong>b</strong><em>i</em><s>s</s><u>u</u></p>';
    expect(clean(html)).toBe(html);
  });

  test("tables", () => {
    const html =
      '<table style="border-collapse:collapse;width:100%" border="1"><thead><tr><th>A</th></tr></thead><tbody><tr><td colspan="2" style="width:50%">1</td></tr></tbody></table>';
    expect(clean(html)).toBe(html);
  });

  test("headings, lists, quotes, code with a language class, links, and mailto", () => {
    const html =
      '<h2>T</h2><h3>U</h3><ol start="3"><li>a</li></ol><ul><li>b</li></ul><blockquote>q</blockquote><pre><code class="language-ts">x</code></pre><a href="mailto:a@b.example">m</a><a href="/reviews">r</a>';
    expect(clean(html)).toBe(html);
  });

  test("a boxed highlight with hex and rgba backgrounds and a border", () => {
    const html =
      '<div style="background-color:#10b9811a;border:1px solid #10b981">a</div><div style="background:rgba(16, 185, 129, 0.1);border-radius:8px">b</div>';
    expect(clean(html)).toBe(html);
  });

  test("is idempotent", () => {
    const once = clean(
      '<p onclick="x">a <a href="https://e.example/?q=1&amp;r=2">l</a> &amp; &lt;b&gt;</p><img src="/a.png">',
    );
    expect(clean(once)).toBe(once);
  });
});
