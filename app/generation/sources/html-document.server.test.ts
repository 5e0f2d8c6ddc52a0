// The readers' HTML helpers load jsdom when they first parse a page, not when they are imported: the server's main
// thread imports them with the source readers and never parses a page at start-up (decision 053).
import { createRequire } from "node:module";
import { expect, it } from "vitest";
import { capText, withDocument } from "./html-document.server";

const jsdomLoaded = () =>
  Object.keys(createRequire(import.meta.url).cache).some((file) => /[\\/]jsdom[\\/]/.test(file));

it("loads jsdom at the first page parsed", () => {
  expect(capText("A short text", 100)).toBe("A short text");
  expect(jsdomLoaded()).toBe(false);
  expect(
    withDocument("<h1>Title</h1>", "https://example.com/", (document) => document.querySelector("h1")?.textContent),
  ).toBe("Title");
  expect(jsdomLoaded()).toBe(true);
});
