// Two app servers on one PostgreSQL database, as behind a load balancer: sessions, login lockouts and content
// live in the database, so whatever one server does the other sees at once (its response cache included).
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCategory, insertTag } from "../support/seed";
import { createTestDatabase, startServerProcess, type TTestDatabase, type TTestServer } from "../support/test-server";

const ACCESS_CODE = "two-servers-one-database";
const SEEN_WITHIN = { timeout: 2_000, interval: 50 };

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("two app servers sharing one PostgreSQL database", () => {
  let database: TTestDatabase;
  let a: TTestServer;
  let b: TTestServer;
  const ids = { categoryId: 0, tagId: 0, otherTagId: 0 };

  const env = () => ({
    ...database.env,
    ADMIN_ACCESS_CODE: ACCESS_CODE,
    ADMIN_MAX_LOGIN_ATTEMPTS: "3",
    TRUST_PROXY: "1",
  });

  function login(server: TTestServer, accessCode: string, clientIp: string) {
    return fetch(`${server.url}/api/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": clientIp },
      body: JSON.stringify({ accessCode }),
    });
  }

  async function tokenFrom(server: TTestServer, clientIp: string): Promise<string> {
    const response = await login(server, ACCESS_CODE, clientIp);
    expect(response.status).toBe(200);
    return ((await response.json()) as { token: string }).token;
  }

  function admin(server: TTestServer, token: string, path: string, method = "GET", body?: unknown) {
    return fetch(`${server.url}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  async function publicTitle(server: TTestServer, slug: string): Promise<string | number> {
    const response = await fetch(`${server.url}/api/articles/${slug}`);
    if (response.status !== 200) return response.status;
    return ((await response.json()) as { title: string }).title;
  }

  // What the shared database holds for an address, read directly as a third client would.
  async function storedFailures(clientIp: string): Promise<number> {
    const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await client.connect();
    try {
      const result = await client.query<{ failed_count: number }>(
        "select failed_count from login_attempts where client_key = $1",
        [clientIp],
      );
      return result.rows[0]?.failed_count ?? 0;
    } finally {
      await client.end();
    }
  }

  // Whether the article's stored render was written by the transaction that last wrote the article (the save), and
  // so was rendered once, by the saving server, and not again by a server hearing of the change.
  async function renderedBySave(articleId: number): Promise<boolean> {
    const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await client.connect();
    try {
      const result = await client.query<{ same: boolean }>(
        `select r.xmin::text = a.xmin::text as same from articles a join article_renders r on r.article_id = a.id
          where a.id = $1 and r.article_version = a.version`,
        [articleId],
      );
      return result.rows[0]?.same ?? false;
    } finally {
      await client.end();
    }
  }

  async function pageText(server: TTestServer, path: string): Promise<string> {
    const response = await fetch(`${server.url}${path}`);
    return `${response.status} ${await response.text()}`;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.withDatabase(async (db) => {
      ids.categoryId = (await insertCategory(db, "Laptops")).id;
      ids.tagId = (await insertTag(db, "Battery Life")).id;
      ids.otherTagId = (await insertTag(db, "OLED")).id;
    });
    // One after the other, as a rolling deploy starts them: both apply (already applied) migrations at boot.
    a = await startServerProcess(env());
    b = await startServerProcess(env());
  });

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.drop();
  });

  it("a token from a login on A works on B, and a logout on B revokes it on A", async () => {
    const token = await tokenFrom(a, "10.1.0.1");
    expect((await admin(b, token, "/api/admin/session")).status).toBe(200);
    expect((await admin(a, token, "/api/admin/session")).status).toBe(200);

    const logout = await fetch(`${b.url}/api/admin/logout`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(200);
    expect((await admin(a, token, "/api/admin/session")).status).toBe(401);
    expect((await admin(b, token, "/api/admin/session")).status).toBe(401);
  });

  it("failed logins from one address split across A and B add up and lock the address on both", async () => {
    const ip = "10.1.0.2";
    const first = await login(a, "wrong-code-1", ip);
    expect(await first.json()).toMatchObject({ failedAttempts: 1, remainingAttempts: 2 });
    const second = await login(b, "wrong-code-2", ip);
    expect(await second.json()).toMatchObject({ failedAttempts: 2, remainingAttempts: 1 });
    const third = await login(a, "wrong-code-3", ip);
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({ failedAttempts: 3, remainingAttempts: 0 });

    // Locked on both servers, even with the right code.
    for (const server of [a, b]) {
      const locked = await login(server, ACCESS_CODE, ip);
      expect(locked.status).toBe(429);
      expect(((await locked.json()) as { error: string }).error).toContain("locked");
    }
    // Another address is not affected.
    expect((await login(b, ACCESS_CODE, "10.1.0.3")).status).toBe(200);
  });

  it("concurrent wrong guesses on both servers are all counted", async () => {
    const ip = "10.1.0.4";
    const answers = await Promise.all([a, b, a, b, a, b].map((server, n) => login(server, `wrong-${n}`, ip)));
    const bodies = (await Promise.all(answers.map((response) => response.json()))) as { failedAttempts: number }[];
    // The count is one atomic statement: no two guesses read the same count, so exactly two are refused with
    // attempts left (counts 1 and 2) and every other one meets the lock.
    const refused = bodies.filter((_, n) => answers[n]!.status === 401).map((body) => body.failedAttempts);
    expect(refused.sort()).toEqual([1, 2]);
    expect(answers.filter((response) => response.status === 429)).toHaveLength(4);
    for (const body of bodies) expect(body.failedAttempts).toBeLessThanOrEqual(3);
    for (const server of [a, b]) expect((await login(server, ACCESS_CODE, ip)).status).toBe(429);
  });

  it("once a burst has taken the limit, the right code is refused with the lockout while the burst is still being checked", async () => {
    const ip = "10.1.0.6";
    const burst = [a, b, a, b, a, b, a, b].map((server, n) => login(server, `burst-${n}`, ip));
    // Attempts are counted before their codes are checked, so the count reaches the limit while the first three
    // guesses may still be in their (slow) check: from then on nothing is checked, whichever server answers.
    await expect.poll(() => storedFailures(ip), SEEN_WITHIN).toBe(3);
    const rightCodes = await Promise.all([a, b].map((server) => login(server, ACCESS_CODE, ip)));
    for (const response of rightCodes) {
      expect(response.status).toBe(429);
      expect(await response.json()).toEqual({
        error: "Account locked for 24 hours after too many failed attempts.",
        failedAttempts: 3,
        maxAttempts: 3,
        remainingAttempts: 0,
      });
    }
    const answers = await Promise.all(burst);
    const bodies = (await Promise.all(answers.map((response) => response.json()))) as { failedAttempts: number }[];
    expect(bodies.map((body) => body.failedAttempts).sort()).toEqual([1, 2, 3, 3, 3, 3, 3, 3]);
    expect(await storedFailures(ip)).toBe(3);
  });

  it("an article saved on A is visible on B at once, and an update on B shows on A, each body rendered once", async () => {
    const token = await tokenFrom(a, "10.1.0.5");
    const slug = `shared-laptop-review-${Date.now()}`;
    const article = {
      title: "Shared Laptop Review: Written on A",
      slug,
      excerpt: "Saved through server A.",
      content: "## Verdict\n\nWritten on server A and read on server B.",
      categoryId: ids.categoryId,
      articleType: "review",
      publishingStatus: "published",
      brutalScore: 6.1,
      tags: [{ id: ids.tagId }],
    };
    // Both servers render the lists and the missing article first, so a response cache would hold stale answers.
    for (const server of [a, b]) {
      await pageText(server, "/");
      await pageText(server, "/reviews");
      await fetch(`${server.url}/api/articles?limit=20`);
      expect(await publicTitle(server, slug)).toBe(404);
    }

    const created = await admin(a, token, "/api/admin/articles", "POST", article);
    expect(created.status).toBe(201);
    const { id, version } = (await created.json()) as { id: number; version: number };

    await expect.poll(() => publicTitle(b, slug), SEEN_WITHIN).toBe("Shared Laptop Review: Written on A");
    await expect
      .poll(() => pageText(b, `/article/${slug}`), SEEN_WITHIN)
      .toMatch(/^200 [\s\S]*Written on server A and read on server B/);
    await expect.poll(() => pageText(b, "/reviews"), SEEN_WITHIN).toContain("Shared Laptop Review: Written on A");
    await expect
      .poll(
        async () =>
          ((await (await fetch(`${b.url}/api/articles?limit=20`)).json()) as { slug: string }[]).map((x) => x.slug),
        SEEN_WITHIN,
      )
      .toContain(slug);
    // Both servers heard of the save; the body was rendered once, by A as it saved.
    await expect.poll(() => pageText(a, `/article/${slug}`), SEEN_WITHIN).toContain("Written on server A");
    expect(await renderedBySave(id)).toBe(true);

    // A has rendered the article page; now B changes it.
    expect(await pageText(a, `/article/${slug}`)).toContain("Written on server A");
    const updated = await admin(b, token, `/api/admin/articles/${id}`, "PUT", {
      ...article,
      title: "Shared Laptop Review: Updated on B",
      content: "## Verdict\n\nRewritten on server B, served by server A.",
      tags: [{ id: ids.otherTagId }],
      version,
    });
    expect(updated.status).toBe(200);

    await expect.poll(() => publicTitle(a, slug), SEEN_WITHIN).toBe("Shared Laptop Review: Updated on B");
    await expect
      .poll(() => pageText(a, `/article/${slug}`), SEEN_WITHIN)
      .toContain("Rewritten on server B, served by server A.");
    await expect.poll(() => pageText(a, "/reviews"), SEEN_WITHIN).toContain("Shared Laptop Review: Updated on B");
    const onA = (await (await fetch(`${a.url}/api/articles/${slug}`)).json()) as { tags: { name: string }[] };
    expect(onA.tags.map((tag) => tag.name)).toEqual(["OLED"]);
    expect(await renderedBySave(id)).toBe(true);

    // A deletion on A disappears from B.
    expect((await admin(a, token, `/api/admin/articles/${id}`, "DELETE")).status).toBe(200);
    await expect.poll(() => publicTitle(b, slug), SEEN_WITHIN).toBe(404);
    await expect.poll(async () => (await fetch(`${b.url}/article/${slug}`)).status, SEEN_WITHIN).toBe(404);
  });

  // Last in this group: it stops A.
  it("an article scheduled on A goes public on time while A restarts, published by whichever server runs", async () => {
    const token = await tokenFrom(a, "10.1.0.9");
    const publishAt = new Date(Date.now() + 8_000);
    const slug = `scheduled-on-a-${Date.now()}`;
    const created = await admin(a, token, "/api/admin/articles", "POST", {
      title: "Scheduled On A",
      slug,
      content: "<p>Goes public later.</p>",
      articleType: "review",
      publishingStatus: "scheduled",
      publishAt: publishAt.toISOString(),
    });
    expect(created.status).toBe(201);
    await pageText(b, "/reviews");
    await a.stop("SIGTERM");
    expect(Date.now()).toBeLessThan(publishAt.getTime());
    expect(await publicTitle(b, slug)).toBe(404);
    a = await startServerProcess(env());
    await expect.poll(() => publicTitle(b, slug), { timeout: 60_000, interval: 200 }).toBe("Scheduled On A");
    const wentPublic = Date.now();
    expect(wentPublic).toBeGreaterThanOrEqual(publishAt.getTime());
    expect(await publicTitle(a, slug)).toBe("Scheduled On A");
    await expect.poll(() => pageText(b, "/reviews"), SEEN_WITHIN).toContain("Scheduled On A");
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  "app servers starting together on an empty PostgreSQL database",
  () => {
    let database: TTestDatabase;
    let servers: TTestServer[] = [];

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await database?.drop();
    });

    it("all three come up: one migrates and seeds, the others wait for it and find the work done", async () => {
      database = await createTestDatabase();
      servers = await Promise.all(
        [1, 2, 3].map(() =>
          startServerProcess({ ...database.env, ADMIN_ACCESS_CODE: ACCESS_CODE, SEED_DEMO_CONTENT: "true" }),
        ),
      );
      const counts = await Promise.all(
        servers.map(async (server) => {
          const response = await fetch(`${server.url}/api/articles?limit=100`);
          expect(response.status).toBe(200);
          return ((await response.json()) as unknown[]).length;
        }),
      );
      // The demo content went in once, not three times.
      expect(counts[0]).toBeGreaterThanOrEqual(24);
      expect(counts[0]).toBeLessThan(48);
      expect(new Set(counts).size).toBe(1);
    });
  },
);
