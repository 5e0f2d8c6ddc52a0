import { afterAll, describe, expect, test } from "vitest";
import { generateLongArticle } from "~/content/sample-article";
import { AppError } from "~/lib/app-error";
import { bodyTooSlowMessage, createBodyRenderPool } from "./body-render-pool.server";
import { renderArticleBody } from "./render-article-body";

const SETTINGS = { SITE_URL: "https://brutal.example", AMAZON_ASSOCIATE_TAG: "brutal-20" };
const pool = createBodyRenderPool();
const hastyPool = createBodyRenderPool({ timeLimitMs: 300 });

afterAll(() => Promise.all([pool.close(), hastyPool.close()]));

describe("the body render pool", () => {
  test("renders in its thread what the renderer makes on this one", async () => {
    const article = { content: generateLongArticle(2_000), articleType: "review" };
    expect(await pool.render(SETTINGS, article)).toEqual(renderArticleBody(SETTINGS, article));
  });

  test("refuses a body past the time limit with a message that says why, and renders the next one", async () => {
    // Six megabytes take far longer than 300 ms to render; the thread is stopped at the bound.
    const slow = { content: generateLongArticle(10_000).repeat(100), articleType: "review" };
    const refused = await hastyPool.render(SETTINGS, slow).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: "bad_request", message: bodyTooSlowMessage(300) });
    const next = await hastyPool.render(SETTINGS, { content: "Next, **fine**", articleType: "review" });
    expect(next.html).toBe("<p>Next, <strong>fine</strong></p>");
  });
});
