import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { escapeXml, formatRfc822Date, formatW3cDateTime } from "./xml";

function parseXml(xml: string) {
  const document = new new JSDOM("").window.DOMParser().parseFromString(xml, "application/xml");
  return { document, error: document.getElementsByTagName("parsererror")[0]?.textContent ?? null };
}

describe("escapeXml", () => {
  it("escapes the five markup characters", () => {
    expect(escapeXml(`Tom & Jerry <script>"x"</script> it's`)).toBe(
      "Tom &amp; Jerry &lt;script&gt;&quot;x&quot;&lt;/script&gt; it&apos;s",
    );
  });

  it("drops characters XML 1.0 cannot hold, keeps tabs, newlines and astral characters", () => {
    expect(escapeXml("a\u0000b\u0008c\u000Bd\uFFFEe\uD800f\tg\nh😀")).toBe("abcdef\tg\nh😀");
  });

  it("yields text that a strict XML parser reads back unchanged", () => {
    const hostile = `]]> <!-- & --> <![CDATA[ x ]]> \u0001 "quotes" 'single' &amp; &#0;`;
    const { document, error } = parseXml(`<r a="${escapeXml(hostile)}">${escapeXml(hostile)}</r>`);
    expect(error).toBeNull();
    const expected = hostile.replace("\u0001", "");
    expect(document.documentElement.textContent).toBe(expected);
    expect(document.documentElement.getAttribute("a")).toBe(expected);
  });
});

describe("dates", () => {
  const date = new Date("2025-07-01T12:34:56.789Z");
  it("formats W3C date-times to the second", () => expect(formatW3cDateTime(date)).toBe("2025-07-01T12:34:56Z"));
  it("formats RFC 822 dates", () => expect(formatRfc822Date(date)).toBe("Tue, 01 Jul 2025 12:34:56 GMT"));
});
