// The stylesheet inlined into public pages holds only what public pages use (decision 032): every class a public page
// carries that the panel's full sheet styles must be styled by the inlined sheet too, or the reader would see it
// unstyled; the panel's pages add the full sheet, and public pages never load it.
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, expect, it } from "vitest";
import { z } from "zod";
import { ZArticle } from "~/articles/article-response";
import { ARTICLE_TYPES, SECTIONS } from "~/articles/article-types";
import { readJson } from "../support/read-json";
import { createTestDatabase, startServerProcess, type TTestDatabase, type TTestServer } from "../support/test-server";

const INLINE_BUDGET_BYTES = 40 * 1024;
let database: TTestDatabase;
let server: TTestServer;

beforeAll(async () => {
  database = await createTestDatabase({ demo: true });
  server = await startServerProcess({ ...database.env, SEED_DEMO_CONTENT: "true" });
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

/** The class names a stylesheet's selectors name, unescaped (`.md\:flex` is `md:flex`). */
function classesStyledBy(css: string): Set<string> {
  const names = new Set<string>();
  for (const match of css.matchAll(/\.((?:\\.|[\w-])+)/g)) names.add(match[1]!.replace(/\\(.)/g, "$1"));
  return names;
}

async function documentAt(path: string) {
  const response = await fetch(server.url + path);
  expect(response.status, path).toBeLessThan(500);
  return new JSDOM(await response.text()).window.document;
}

async function publicPaths(): Promise<string[]> {
  const articles = await Promise.all(
    ARTICLE_TYPES.map(async (type) => {
      const found = await readJson(await fetch(`${server.url}/api/articles?type=${type}&limit=1`), z.array(ZArticle));
      return found.map((article) => `/article/${article.slug}`);
    }),
  );
  return [
    "/",
    ...SECTIONS.map((section) => section.path),
    ...articles.flat(),
    "/search?q=laptop",
    "/search?q=zzzznothing",
    "/about",
    "/privacy",
    "/terms",
    "/contact",
    "/no-such-page",
    "/article/no-such-article",
  ];
}

it("styles every class of every public page from the inlined sheet, and keeps the panel's sheet off them", async () => {
  const admin = await documentAt("/admin");
  const adminSheet = admin.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href^="/assets/admin"]');
  expect(adminSheet, "the admin panel links its stylesheet").not.toBeNull();
  const adminCss = await (await fetch(server.url + adminSheet!.getAttribute("href")!)).text();
  const styledForAdmin = classesStyledBy(adminCss);

  const paths = await publicPaths();
  expect(paths.filter((path) => path.startsWith("/article/")).length).toBeGreaterThanOrEqual(ARTICLE_TYPES.length);
  const unstyled: string[] = [];
  let inlineBytes = 0;
  for (const path of paths) {
    const document = await documentAt(path);
    const inline = document.getElementById("site-stylesheet")?.textContent ?? "";
    inlineBytes = Buffer.byteLength(inline);
    expect(inlineBytes, path).toBeGreaterThan(0);
    expect(document.querySelectorAll('link[rel="stylesheet"]').length, path).toBe(0);
    const styled = classesStyledBy(inline);
    const used = new Set([...document.querySelectorAll("[class]")].flatMap((element) => [...element.classList]));
    for (const name of used) if (styledForAdmin.has(name) && !styled.has(name)) unstyled.push(`${path}: ${name}`);
  }
  expect(unstyled).toEqual([]);
  // What the inlined sheet leaves out: the panel's own utilities.
  expect(inlineBytes).toBeLessThan(INLINE_BUDGET_BYTES);
  expect(inlineBytes).toBeLessThan(Buffer.byteLength(adminCss) * 0.8);
});
