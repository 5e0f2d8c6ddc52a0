// Admin login, lockout, sessions and the server-side gate, over real HTTP.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSessions, loginAttempts } from "~/db/schema";
import { createTestDatabase, startServerProcess, type TTestDatabase, type TTestServer } from "../support/test-server";

const ACCESS_CODE = "correct-horse-battery";
let database: TTestDatabase;
let server: TTestServer;
const env = () => ({
  ...database.env,
  ADMIN_ACCESS_CODE: ACCESS_CODE,
  ADMIN_MAX_LOGIN_ATTEMPTS: "3",
  TRUST_PROXY: "1",
});

function login(accessCode: unknown, clientIp: string, url = server.url) {
  return fetch(`${url}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": clientIp },
    body: JSON.stringify({ accessCode }),
  });
}

function session(token: string | null, url = server.url) {
  return fetch(`${url}/api/admin/session`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
}

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServerProcess(env());
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

describe("POST /api/admin/login", () => {
  it("answers a token for the right code, and the token opens admin endpoints", async () => {
    const response = await login(ACCESS_CODE, "10.0.0.1");
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await session(token)).status).toBe(200);
  });

  it("counts wrong codes and reports the remaining attempts", async () => {
    const first = await login("wrong-code", "10.0.0.2");
    expect(first.status).toBe(401);
    expect(await first.json()).toEqual({
      error: "Invalid access code",
      failedAttempts: 1,
      maxAttempts: 3,
      remainingAttempts: 2,
    });
    const second = await login("wrong-again", "10.0.0.2");
    expect(await second.json()).toMatchObject({ failedAttempts: 2, remainingAttempts: 1 });
    // Another client address has its own count.
    expect(await (await login("wrong", "10.0.0.3")).json()).toMatchObject({ failedAttempts: 1, remainingAttempts: 2 });
  });

  it.each([
    [{}, "Please enter an access code"],
    [{ accessCode: "" }, "Please enter an access code"],
    [{ accessCode: "   " }, "Please enter an access code"],
    [{ accessCode: 12345 }, "Please enter an access code"],
    [{ accessCode: "x".repeat(201) }, "Access code is too long"],
  ])("refuses %o with 400", async (body, message) => {
    const response = await fetch(`${server.url}/api/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "10.0.0.9" },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(message);
  });

  it("refuses broken JSON with 400", async () => {
    const response = await fetch(`${server.url}/api/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Request body must be valid JSON" });
  });

  it("locks the address out for 24 hours after the limit, even for the right code, across restarts", async () => {
    for (let i = 1; i <= 2; i++) await login("nope", "10.0.0.4");
    const third = await login("nope", "10.0.0.4");
    expect(third.status).toBe(429);
    expect(await third.json()).toEqual({
      error: "Account locked for 24 hours after too many failed attempts.",
      failedAttempts: 3,
      maxAttempts: 3,
      remainingAttempts: 0,
    });
    const rightCode = await login(ACCESS_CODE, "10.0.0.4");
    expect(rightCode.status).toBe(429);

    await server.stop();
    server = await startServerProcess(env());
    const afterRestart = await login(ACCESS_CODE, "10.0.0.4");
    expect(afterRestart.status).toBe(429);
    expect(await afterRestart.json()).toMatchObject({ remainingAttempts: 0 });
    // Others are not affected.
    expect((await login(ACCESS_CODE, "10.0.0.5")).status).toBe(200);
  });
  it("marks the browser of a login as known; from it, a locked-out address is slowed down with Retry-After instead", async () => {
    const ok = await login(ACCESS_CODE, "10.0.3.1");
    const known = ok.headers.getSetCookie().find((cookie) => cookie.startsWith("adminBrowser="));
    expect(known).toMatch(
      /^adminBrowser=[^;]+; Max-Age=31536000; Path=\/api\/admin\/login; HttpOnly; SameSite=Strict$/,
    );
    const cookie = known!.split(";")[0]!;
    const fromKnown = (accessCode: string) =>
      fetch(`${server.url}/api/admin/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": "10.0.3.2", Cookie: cookie },
        body: JSON.stringify({ accessCode }),
      });
    // The address is locked out for anyone else...
    for (let i = 0; i < 3; i++) await login("nope", "10.0.3.2");
    expect((await login(ACCESS_CODE, "10.0.3.2")).status).toBe(429);
    // ...and a forged browser cookie changes nothing.
    const forged = await fetch(`${server.url}/api/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "10.0.3.2", Cookie: "adminBrowser=forged" },
      body: JSON.stringify({ accessCode: ACCESS_CODE }),
    });
    expect(forged.status).toBe(429);
    // The known browser's wrong codes: two answered at once, then a wait it is told about, never a lockout.
    expect((await fromKnown("nope")).status).toBe(401);
    expect((await fromKnown("nope")).status).toBe(401);
    const slowed = await fromKnown("nope");
    expect([slowed.status, slowed.headers.get("retry-after"), await slowed.json()]).toEqual([
      429,
      "1",
      {
        error: "Too many wrong access codes from this browser: try again in 1 second.",
        failedAttempts: 3,
        maxAttempts: 3,
        remainingAttempts: 1,
        retryAfterSeconds: 1,
      },
    ]);
    server.expectStderr(/a browser that held a valid session has entered 3 wrong access codes in a row/);
    await expect.poll(async () => (await fromKnown(ACCESS_CODE)).status, { interval: 300 }).toBe(200);
  });

  it("counts a burst of parallel wrong codes one by one and never reports more failures than the limit", async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, (_, n) => login(`parallel-${n}`, "10.0.0.10")));
    const bodies = (await Promise.all(answers.map((response) => response.json()))) as {
      failedAttempts: number;
      remainingAttempts: number;
    }[];
    // Each guess took its place in the count before its code was checked: two are refused with attempts left,
    // the third locks the address and the other five are refused unchecked with the lockout.
    expect(
      bodies
        .filter((_, n) => answers[n]!.status === 401)
        .map((body) => body.failedAttempts)
        .sort(),
    ).toEqual([1, 2]);
    const locked = bodies.filter((_, n) => answers[n]!.status === 429);
    expect(locked).toHaveLength(6);
    for (const body of locked) {
      expect(body).toEqual({
        error: "Account locked for 24 hours after too many failed attempts.",
        failedAttempts: 3,
        maxAttempts: 3,
        remainingAttempts: 0,
      });
    }
    const rightCode = await login(ACCESS_CODE, "10.0.0.10");
    expect(rightCode.status).toBe(429);
    expect(await rightCode.json()).toMatchObject({ failedAttempts: 3, remainingAttempts: 0 });
  });

  it("a right code in a burst of wrong ones is either checked within the limit (token) or refused with the lockout", async () => {
    const codes = ["w-1", "w-2", "w-3", ACCESS_CODE, "w-4", "w-5"];
    const answers = await Promise.all(codes.map((code) => login(code, "10.0.0.11")));
    const bodies = (await Promise.all(answers.map((response) => response.json()))) as {
      token?: string;
      failedAttempts?: number;
    }[];
    const right = answers[3]!;
    if (right.status === 200) {
      expect(bodies[3]!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    } else {
      expect(right.status).toBe(429);
      expect(bodies[3]).toMatchObject({ failedAttempts: 3, remainingAttempts: 0 });
    }
    for (const body of bodies)
      if (body.failedAttempts !== undefined) expect(body.failedAttempts).toBeLessThanOrEqual(3);
  });

  it("forgets failures 24 hours after the first of them, and ends a lockout 24 hours after it began", async () => {
    await login("typo", "10.0.0.12");
    expect(await (await login("typo-again", "10.0.0.12")).json()).toMatchObject({
      failedAttempts: 2,
      remainingAttempts: 1,
    });
    for (let i = 0; i < 3; i++) await login("nope", "10.0.0.13");
    expect((await login(ACCESS_CODE, "10.0.0.13")).status).toBe(429);

    // A day passes (the stored times move back while the server that holds the database is stopped).
    await server.stop();
    await database.withDatabase((db) =>
      db.update(loginAttempts).set({
        lockedUntil: sql`${loginAttempts.lockedUntil} - interval '25 hours'`,
        updatedAt: sql`${loginAttempts.updatedAt} - interval '25 hours'`,
      }),
    );
    server = await startServerProcess(env());
    const fresh = await login("typo-next-month", "10.0.0.12");
    expect(fresh.status).toBe(401);
    expect(await fresh.json()).toEqual({
      error: "Invalid access code",
      failedAttempts: 1,
      maxAttempts: 3,
      remainingAttempts: 2,
    });
    expect((await login(ACCESS_CODE, "10.0.0.13")).status).toBe(200);
  });
});

describe("admin sessions", () => {
  it("refuses a missing, a wrong and a revoked token with 401 messages containing 'Invalid'", async () => {
    const missing = await session(null);
    expect(missing.status).toBe(401);
    expect(((await missing.json()) as { error: string }).error).toContain("Invalid");
    const wrong = await session("not-a-real-token");
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { error: string }).error).toContain("Invalid");

    const { token } = (await (await login(ACCESS_CODE, "10.0.0.6")).json()) as { token: string };
    expect((await session(token)).status).toBe(200);
    const logout = await fetch(`${server.url}/api/admin/logout`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(200);
    const revoked = await session(token);
    expect(revoked.status).toBe(401);
    expect(((await revoked.json()) as { error: string }).error).toContain("Invalid");
  });

  it("refuses an expired token with a message containing 'expired'", async () => {
    const { token } = (await (await login(ACCESS_CODE, "10.0.0.7")).json()) as { token: string };
    await server.stop();
    // PGlite's directory is held by the running server, so the clock is moved while it is stopped.
    await database.withDatabase((db) => db.update(adminSessions).set({ expiresAt: new Date(Date.now() - 1000) }));
    server = await startServerProcess(env());
    const expired = await session(token);
    expect(expired.status).toBe(401);
    expect(((await expired.json()) as { error: string }).error).toContain("expired");
  });
});
