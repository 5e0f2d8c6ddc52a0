// The readers' HTML helpers load jsdom when they first parse a page, not when they are imported: the server's main
// thread imports them with the source readers and never parses a page at start-up (decision 053). Checked in a
// process of its own, as the server starts: the test files share their workers' modules (vitest.config.ts).
import { execFileSync } from "node:child_process";
import { expect, it } from "vitest";

const CHECK = `
import { createRequire } from "node:module";
const jsdomLoaded = () => Object.keys(createRequire(import.meta.url).cache).some((file) => /[\\\\/]jsdom[\\\\/]/.test(file));
const { capText, withDocument } = await import("./app/generation/sources/html-document.server.ts");
const short = capText("A short text", 100);
const before = jsdomLoaded();
const title = withDocument("<h1>Title</h1>", "https://example.com/", (document) => document.querySelector("h1")?.textContent);
console.log(JSON.stringify({ short, before, title, after: jsdomLoaded() }));
`;

it("loads jsdom at the first page parsed", () => {
  const output = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "--eval", CHECK], {
    encoding: "utf8",
  });
  expect(JSON.parse(output.trim().split("\n").at(-1)!)).toEqual({
    short: "A short text",
    before: false,
    title: "Title",
    after: true,
  });
});
