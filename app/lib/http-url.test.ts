// The one http(s) URL predicate answers the edge inputs the five earlier ones disagreed on.
import { expect, it } from "vitest";
import { httpUrl, isHttpUrl } from "./http-url";

it.each([
  ["https://example.com/page", true],
  ["http://example.com", true],
  ["HTTPS://EXAMPLE.COM", true],
  ["https://localhost:3000/a?b#c", true],
  ["ftp://example.com", false],
  ["javascript:alert(1)", false],
  ["mailto:someone@example.com", false],
  ["data:text/html,hi", false],
  ["//example.com/path", false],
  ["/relative/path", false],
  ["example.com", false],
  ["https://", false],
  ["http:example.com", true],
  ["", false],
])("isHttpUrl(%j) is %s", (value, expected) => {
  expect(isHttpUrl(value)).toBe(expected);
});

it("resolves a relative reference against its page", () => {
  expect(httpUrl("/img/a.png", "https://shop.example/product/1")).toBe("https://shop.example/img/a.png");
  expect(httpUrl("data:image/png;base64,AAAA", "https://shop.example/")).toBeUndefined();
  expect(httpUrl(undefined)).toBeUndefined();
});
