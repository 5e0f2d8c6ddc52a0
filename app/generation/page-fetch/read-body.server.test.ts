// A page's bytes become text as a browser reads them (decision 045, fourteenth session): its byte-order mark, the
// response's charset, a `<meta>` in its head, else UTF-8; bytes that are valid UTF-8 stay UTF-8.
import { describe, expect, it } from "vitest";
import { decodeBody } from "./read-body.server";

const latin1 = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));
// "你好" in GBK, "Привет" in windows-1251, "こんにちは" in Shift_JIS, "안녕" in EUC-KR.
const GBK_HELLO = [0xc4, 0xe3, 0xba, 0xc3];
const CP1251_HELLO = [0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2];
const SJIS_HELLO = [0x82, 0xb1, 0x82, 0xf1, 0x82, 0xc9, 0x82, 0xbf, 0x82, 0xcd];
const EUCKR_HELLO = [0xbe, 0xc8, 0xb3, 0xe7];

const page = (head: string, text: number[]) =>
  Uint8Array.from([...latin1(`<html><head>${head}</head><body><h1>`), ...text, ...latin1("</h1></body></html>")]);

describe("a page's bytes read as a browser reads them", () => {
  it("reads the charset of a <meta charset> or of a Content-Type <meta> in the page's first bytes", () => {
    expect(decodeBody(page('<meta charset="gbk">', GBK_HELLO), "text/html")).toContain("<h1>你好</h1>");
    expect(
      decodeBody(page('<meta http-equiv="Content-Type" content="text/html; charset=gb2312">', GBK_HELLO), "text/html"),
    ).toContain("<h1>你好</h1>");
    expect(decodeBody(page("<meta charset=windows-1251>", CP1251_HELLO), "text/html")).toContain("<h1>Привет</h1>");
    expect(decodeBody(page('<meta charset="euc-kr">', EUCKR_HELLO), "text/html")).toContain("<h1>안녕</h1>");
  });

  it("reads a <meta charset> the page's scripts pushed past its first 1,024 bytes, as the parser meets it", () => {
    const scripts = '<script src="https://cdn.example/app.js" charset="utf-8" async></script>'.repeat(40);
    const pushed = Uint8Array.from([
      ...latin1(`<html><head>${scripts}<meta charset="gbk"><title>`),
      ...GBK_HELLO,
      ...latin1("</title></head></html>"),
    ]);
    expect(decodeBody(pushed, "text/html")).toContain("<title>你好</title>");
  });

  it("takes the response's charset over the page's <meta>, and a byte-order mark over both", () => {
    expect(decodeBody(page('<meta charset="gbk">', SJIS_HELLO), "text/html; charset=Shift_JIS")).toContain(
      "こんにちは",
    );
    const utf16 = Uint8Array.from([0xff, 0xfe, ...[..."<p>Größe</p>"].flatMap((c) => [c.charCodeAt(0), 0])]);
    expect(decodeBody(utf16, "text/html; charset=windows-1252")).toBe("<p>Größe</p>");
  });

  it("reads bytes that are valid UTF-8 as UTF-8 whatever the page declares, and undeclared bytes as UTF-8", () => {
    const saved = new TextEncoder().encode('<meta charset="windows-1251"><h1>Привет</h1>');
    expect(decodeBody(saved, "text/html")).toContain("<h1>Привет</h1>");
    expect(decodeBody(saved, "text/html; charset=iso-8859-1")).toContain("<h1>Привет</h1>");
    // (no charset named and bytes that are no UTF-8: UTF-8 still, each stray byte a replacement character)
    expect(decodeBody(Uint8Array.from([...latin1("<h1>"), 0xe9, ...latin1("</h1>")]), "text/html")).toBe(
      "<h1>\ufffd</h1>",
    );
  });
});
