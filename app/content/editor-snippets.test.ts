import { describe, expect, test } from "vitest";
import { buildBoxHtml, buildButtonHtml, buildVideoEmbedHtml, extractYouTubeId } from "./editor-snippets";
import { renderArticleContent } from "./render";

describe("extractYouTubeId", () => {
  test.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42", "dQw4w9WgXcQ"],
    ["https://m.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?t=3", "dQw4w9WgXcQ"],
    ["youtu.be/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=5", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/v/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["  https://youtu.be/a_b-c_d-e_f  ", "a_b-c_d-e_f"],
  ])("%s -> %s", (url, id) => {
    expect(extractYouTubeId(url)).toBe(id);
  });

  test.each([
    "",
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQextra",
    "https://vimeo.com/123456789",
    "https://evil.example/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ",
    "https://www.youtube.com/channel/UCabcdefghijk",
  ])("%s -> null", (url) => {
    expect(extractYouTubeId(url)).toBeNull();
  });
});

describe("buildButtonHtml", () => {
  test("builds a coloured link button with the default colour", () => {
    expect(buildButtonHtml({ text: "Button text", url: "https://example.com/" })).toBe(
      '<a href="https://example.com/" style="display:inline-block;background-color:#8b5cf6;color:#ffffff;padding:12px 24px;border-radius:6px;text-decoration:none;font-weight:600">Button text</a>',
    );
  });

  test("uses a chosen colour and escapes text and URL", () => {
    const html = buildButtonHtml({
      text: "<b>Buy</b> & save",
      url: 'https://example.com/?a=1&b="2"',
      color: "#FF0000",
    });
    expect(html).toContain('href="https://example.com/?a=1&amp;b=&quot;2&quot;"');
    expect(html).toContain("background-color:#ff0000");
    expect(html).toContain(">&lt;b&gt;Buy&lt;/b&gt; &amp; save</a>");
  });

  test("falls back to the default for a colour that is not a hex colour", () => {
    expect(buildButtonHtml({ text: "x", url: "https://e.example/", color: "red;position:fixed" })).toContain(
      "background-color:#8b5cf6;",
    );
  });

  test.each([
    ["", "https://example.com/"],
    ["   ", "https://example.com/"],
    ["Go", ""],
    ["Go", "https://"],
    ["Go", "javascript:alert(1)"],
    ["Go", "//evil.example/"],
  ])("inserts nothing for text %j and url %j", (text, url) => {
    expect(buildButtonHtml({ text, url })).toBeNull();
  });

  test("accepts site paths and mailto", () => {
    expect(buildButtonHtml({ text: "Reviews", url: "/reviews" })).toContain('href="/reviews"');
    expect(buildButtonHtml({ text: "Mail", url: "mailto:a@b.example" })).toContain('href="mailto:a@b.example"');
  });
});

describe("buildBoxHtml", () => {
  test("uses the colour at 10% opacity behind and a 1px border of it", () => {
    expect(buildBoxHtml({ content: "Boxed content" })).toBe(
      '<div style="background-color:rgba(16, 185, 129, 0.1);border:1px solid #10b981;border-radius:8px;padding:16px;margin:16px 0">Boxed content</div>',
    );
    expect(buildBoxHtml({ content: "x", color: "#f00" })).toContain(
      "background-color:rgba(255, 0, 0, 0.1);border:1px solid #f00",
    );
  });

  test("inserts nothing without content and escapes content", () => {
    expect(buildBoxHtml({ content: "  " })).toBeNull();
    expect(buildBoxHtml({ content: "<img src=x onerror=alert(1)>" })).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });
});

describe("buildVideoEmbedHtml", () => {
  test("embeds the video at 16:9 (56.25%)", () => {
    const html = buildVideoEmbedHtml("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(html).toContain(
      '<div style="position:relative;padding-bottom:56.25%;height:0;overflow:hidden"><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"',
    );
    expect(html).toContain('style="position:absolute;top:0;left:0;width:100%;height:100%;border:0"');
  });

  test("gives null for a URL without a video id", () => {
    expect(buildVideoEmbedHtml("https://example.com/video")).toBeNull();
  });
});

test("every snippet survives the full renderer unchanged", () => {
  const button = buildButtonHtml({ text: "Go", url: "/reviews" })!;
  const box = buildBoxHtml({ content: "Box" })!;
  const video = buildVideoEmbedHtml("https://youtu.be/dQw4w9WgXcQ")!;
  expect(renderArticleContent(button + box + video).html).toBe(button + box + video);
});
