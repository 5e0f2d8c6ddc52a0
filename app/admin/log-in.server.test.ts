// The login count on a real database, with the access-code check held open by a stand-in verifier so that the
// order of a burst of guesses is under the test's control: no guess past the limit is ever checked.
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import type { TDatabase } from "~/db/client.server";
import { createTestDatabase, type TTestDatabase } from "../../tests/support/test-server";
import type { TAccessCodeVerifier } from "./access-code.server";
import {
  CODE_LOCKED_LOG,
  KNOWN_BROWSER_LET_IN_LOG,
  LOCKED_MESSAGE,
  LOCKOUT_MS,
  logIn,
  MAX_SLOWDOWN_MS,
  slowdownMs,
  slowedBrowserLog,
  slowedMessage,
  type TLoginResult,
} from "./log-in.server";

const CODE = "the-right-code";
const HOUR = 60 * 60 * 1000;
let database: TTestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

// Records every code it is asked to check; checks wait until `release()` while the gate is closed.
function gatedVerifier(closed: boolean) {
  const checked: string[] = [];
  let release = () => {};
  const gate = closed ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const verifier: TAccessCodeVerifier = {
    fingerprint: "test-code",
    async verify(code) {
      checked.push(code);
      await gate;
      return code === CODE;
    },
  };
  return { verifier, checked, release: () => release() };
}

function attempt(
  db: TDatabase,
  clientKey: string,
  accessCode: string,
  verifier: TAccessCodeVerifier,
  now?: Date,
  maxAttempts = 3,
) {
  return logIn(db, { clientKey, accessCode, maxAttempts, verifier, now });
}

function failure(result: TLoginResult) {
  if (result.ok) throw new Error("expected a refused login");
  return {
    locked: result.locked,
    error: result.error,
    failedAttempts: result.failedAttempts,
    remainingAttempts: result.remainingAttempts,
  };
}

describe("logIn", () => {
  test("a burst gets at most the limit of codes checked; the right code after them is refused unchecked", async () => {
    await database.withDatabase(async (db) => {
      const { verifier, checked, release } = gatedVerifier(true);
      const burst = ["w1", "w2", "w3", "w4", "w5"].map((code) => attempt(db, "10.9.0.1", code, verifier));
      // Three guesses hold the three places and wait in the check; the other two are refused without one.
      await expect.poll(() => checked.length).toBe(3);

      // The right code arrives while those three are still being checked: the limit is taken, so it is refused
      // at once (it would hang on the closed gate if it were checked).
      const rightCode = await attempt(db, "10.9.0.1", CODE, verifier);
      expect(failure(rightCode)).toEqual({
        locked: true,
        error: LOCKED_MESSAGE,
        failedAttempts: 3,
        remainingAttempts: 0,
      });
      expect(checked).not.toContain(CODE);

      release();
      const answers = (await Promise.all(burst)).map(failure);
      expect(checked).toHaveLength(3);
      expect(answers.map((a) => a.failedAttempts).sort()).toEqual([1, 2, 3, 3, 3]);
      expect(
        answers
          .filter((a) => !a.locked)
          .map((a) => a.remainingAttempts)
          .sort(),
      ).toEqual([1, 2]);
      expect(answers.filter((a) => a.locked)).toHaveLength(3);
    });
  });

  test("the right code inside the limit gets a token, even while wrong guesses hold the other places", async () => {
    await database.withDatabase(async (db) => {
      const { verifier, checked, release } = gatedVerifier(true);
      const wrong = attempt(db, "10.9.0.2", "w1", verifier);
      await expect.poll(() => checked.length).toBe(1);
      const right = attempt(db, "10.9.0.2", CODE, verifier);
      await expect.poll(() => checked.length).toBe(2);
      release();
      expect(failure(await wrong)).toMatchObject({ failedAttempts: 1, remainingAttempts: 2 });
      expect(await right).toMatchObject({ ok: true, token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
      // Success clears the count.
      const { verifier: open } = gatedVerifier(false);
      expect(failure(await attempt(db, "10.9.0.2", "w2", open))).toMatchObject({
        failedAttempts: 1,
        remainingAttempts: 2,
      });
    });
  });

  test("failures stop counting 24 hours after the first of them; a lockout ends 24 hours after the last", async () => {
    await database.withDatabase(async (db) => {
      const { verifier } = gatedVerifier(false);
      const start = new Date("2026-03-01T08:00:00Z");
      const at = (ms: number) => new Date(start.getTime() + ms);

      // Two typos a day apart do not add up.
      expect(failure(await attempt(db, "10.9.0.3", "typo", verifier, start))).toMatchObject({ failedAttempts: 1 });
      expect(failure(await attempt(db, "10.9.0.3", "typo", verifier, at(23 * HOUR)))).toMatchObject({
        failedAttempts: 2,
      });
      expect(failure(await attempt(db, "10.9.0.3", "typo", verifier, at(LOCKOUT_MS + 1000)))).toMatchObject({
        failedAttempts: 1,
        remainingAttempts: 2,
      });

      // Three inside a day lock the address for 24 hours from the third.
      const lockedAt = at(3 * LOCKOUT_MS);
      await attempt(db, "10.9.0.4", "w", verifier, lockedAt);
      await attempt(db, "10.9.0.4", "w", verifier, new Date(lockedAt.getTime() + HOUR));
      const third = new Date(lockedAt.getTime() + 2 * HOUR);
      expect(failure(await attempt(db, "10.9.0.4", "w", verifier, third))).toMatchObject({
        locked: true,
        failedAttempts: 3,
      });
      const stillLocked = await attempt(db, "10.9.0.4", CODE, verifier, new Date(third.getTime() + LOCKOUT_MS - 1000));
      expect(failure(stillLocked)).toEqual({
        locked: true,
        error: LOCKED_MESSAGE,
        failedAttempts: 3,
        remainingAttempts: 0,
      });
      expect(
        await attempt(db, "10.9.0.4", CODE, verifier, new Date(third.getTime() + LOCKOUT_MS + 1000)),
      ).toMatchObject({ ok: true });
    });
  });

  test("answers never report more failures than the limit, even when the limit was lowered", async () => {
    await database.withDatabase(async (db) => {
      const { verifier } = gatedVerifier(false);
      for (let i = 0; i < 4; i++) await attempt(db, "10.9.0.5", "w", verifier, undefined, 5);
      const lowered = await attempt(db, "10.9.0.5", CODE, verifier, undefined, 2);
      expect(failure(lowered)).toEqual({
        locked: true,
        error: LOCKED_MESSAGE,
        failedAttempts: 2,
        remainingAttempts: 0,
      });
    });
  });

  test("a guess spread over many addresses is stopped by the count per access code; a new code counts afresh", async () => {
    await database.withDatabase(async (db) => {
      const { verifier } = gatedVerifier(false);
      const spread = (clientKey: string, code: string, fingerprint = "spread-code") =>
        logIn(db, {
          clientKey,
          accessCode: code,
          maxAttempts: 3,
          maxCodeAttempts: 4,
          verifier: { ...verifier, fingerprint },
        });
      const warnings: unknown[] = [];
      const warn = vi.spyOn(console, "warn").mockImplementation((message: unknown) => void warnings.push(message));
      try {
        for (let i = 1; i <= 4; i++) {
          expect(failure(await spread(`10.8.0.${i}`, "guess"))).toMatchObject({ failedAttempts: 1 });
        }
      } finally {
        warn.mockRestore();
      }
      // The operator is told once, by the failure that locked the code.
      expect(warnings).toEqual([CODE_LOCKED_LOG]);
      // A fresh address, even with the right code, is refused unchecked: the code has had its four failures. Its
      // answer reports the lock, not "1 failed attempt".
      expect(failure(await spread("10.8.0.99", CODE))).toEqual({
        locked: true,
        error: LOCKED_MESSAGE,
        failedAttempts: 3,
        remainingAttempts: 0,
      });
      // After a rotation the code is another one, with its own count.
      expect(await spread("10.8.0.100", CODE, "rotated-code")).toMatchObject({ ok: true });
    });
  });

  test("a successful login does not add to the code's count", async () => {
    await database.withDatabase(async (db) => {
      const { verifier } = gatedVerifier(false);
      const login = (clientKey: string, code: string) =>
        logIn(db, {
          clientKey,
          accessCode: code,
          maxAttempts: 3,
          maxCodeAttempts: 2,
          verifier: { ...verifier, fingerprint: "busy-code" },
        });
      for (let i = 0; i < 5; i++) expect(await login(`10.7.0.${i}`, CODE)).toMatchObject({ ok: true });
      expect(failure(await login("10.7.1.1", "wrong"))).toMatchObject({ locked: false, failedAttempts: 1 });
    });
  });

  test("a browser that held a session is let in while the code is locked for others, and is slowed, never locked", async () => {
    await database.withDatabase(async (db) => {
      const { verifier } = gatedVerifier(false);
      const code = { ...verifier, fingerprint: "known-browser-code" };
      const login = (clientKey: string, accessCode: string, now: Date, knownBrowser: string | null = null) =>
        logIn(db, { clientKey, accessCode, maxAttempts: 3, maxCodeAttempts: 4, verifier: code, knownBrowser, now });
      const start = new Date("2026-11-26T00:00:00Z");
      const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
      const warnings: unknown[] = [];
      const warn = vi.spyOn(console, "warn").mockImplementation((message: unknown) => void warnings.push(message));
      try {
        // Twenty addresses' worth of wrong codes lock the code for new browsers...
        for (let i = 1; i <= 4; i++) await login(`10.99.0.${i}`, "guess", at(0));
        expect(failure(await login("10.99.1.1", CODE, at(1)))).toMatchObject({ locked: true, error: LOCKED_MESSAGE });
        // ...but the admin's own browser, from an address that is itself locked out, gets in, and the operator hears.
        for (let i = 0; i < 3; i++) await login("10.99.2.2", "guess", at(2));
        expect(await login("10.99.2.2", CODE, at(3), "browser-a")).toMatchObject({ ok: true });
        expect(warnings).toEqual([CODE_LOCKED_LOG, KNOWN_BROWSER_LET_IN_LOG]);

        // Guessing from a known browser: the first three wrong codes answer at once, then each waits twice as long.
        warnings.length = 0;
        const answers: unknown[] = [];
        let now = 10;
        for (let i = 0; i < 6; i++) {
          const result = failure(await login("10.99.3.3", "guess", at(now), "browser-b"));
          answers.push([result.error, result.failedAttempts, result.remainingAttempts, result.locked]);
          // Asked again at once: refused unchecked, with the time left.
          if (result.locked) {
            const early = await login("10.99.3.3", CODE, at(now), "browser-b");
            expect(early).toMatchObject({ ok: false, failedAttempts: result.failedAttempts });
            now += slowdownMs(result.failedAttempts, 3) / 1000;
          }
        }
        expect(answers).toEqual([
          ["Invalid access code", 1, 2, false],
          ["Invalid access code", 2, 1, false],
          [slowedMessage(1), 3, 1, true],
          [slowedMessage(2), 4, 1, true],
          [slowedMessage(4), 5, 1, true],
          [slowedMessage(8), 6, 1, true],
        ]);
        expect(warnings).toEqual([
          slowedBrowserLog(3, 1),
          slowedBrowserLog(4, 2),
          slowedBrowserLog(5, 4),
          slowedBrowserLog(6, 8),
        ]);
        // After the wait the right code gets in, and the count starts again.
        expect(await login("10.99.3.3", CODE, at(now), "browser-b")).toMatchObject({ ok: true });
        expect(failure(await login("10.99.3.3", "guess", at(now + 1), "browser-b"))).toMatchObject({
          failedAttempts: 1,
        });
      } finally {
        warn.mockRestore();
      }
      expect(slowdownMs(40, 3)).toBe(MAX_SLOWDOWN_MS);
    });
  });
});
