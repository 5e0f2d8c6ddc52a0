// The session cookie as a browser receives it (decision 047): `__Host-adminSession` over https (Secure, Path=/, no
// Domain, so the browser takes it only from this host over https), plain `adminSession` on /api over http, where
// browsers refuse the prefix; an https site never reads the plain one (a session from before logs in again) and
// clears it.
import { describe, expect, it } from "vitest";
import {
  clearedOldSessionCookieHeaders,
  clearedSessionCookieHeaders,
  hasSessionCookie,
  readAdminToken,
  sessionCookieHeader,
} from "./admin-session-cookie.server";

const HTTPS = "https://reviews.example/api/admin/session";
const HTTP = "http://127.0.0.1:3000/api/admin/session";
const TOKEN = "d3JpdHRlbi1ieS10aGUtc2VydmVyLWF0LWxvZ2luLXRpbWUtb25seQ";

const request = (url: string, cookie?: string) => new Request(url, cookie ? { headers: { cookie } } : {});
/** The `name=value` part of a Set-Cookie header, as the browser sends it back. */
const sent = (setCookie: string) => setCookie.split(";")[0]!;

describe("the admin session cookie", () => {
  it("over https is __Host-adminSession: Secure, Path=/, HttpOnly, SameSite=Strict, no Domain", async () => {
    const header = await sessionCookieHeader(request(HTTPS), TOKEN);
    expect(header).toMatch(/^__Host-adminSession=[^;]+; Max-Age=604800; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    expect(header).not.toMatch(/Domain=/i);
    expect(await readAdminToken(request(HTTPS, sent(header)))).toBe(TOKEN);
  });

  it("over plain http stays adminSession on /api without Secure (browsers refuse __Host- there)", async () => {
    const header = await sessionCookieHeader(request(HTTP), TOKEN);
    expect(header).toMatch(/^adminSession=[^;]+; Max-Age=604800; Path=\/api; HttpOnly; SameSite=Strict$/);
    expect(await readAdminToken(request(HTTP, sent(header)))).toBe(TOKEN);
    // A __Host- cookie means nothing on a plain http site.
    const secure = await sessionCookieHeader(request(HTTPS), TOKEN);
    expect(await readAdminToken(request(HTTP, sent(secure)))).toBeNull();
  });

  it("an https site does not read a plain adminSession: its holder logs in again, and the cookie is cleared", async () => {
    const old = sent(await sessionCookieHeader(request(HTTP), TOKEN));
    const carrying = request(HTTPS, old);
    expect(await readAdminToken(carrying)).toBeNull();
    expect(hasSessionCookie(carrying)).toBe(true);
    expect(await clearedSessionCookieHeaders(carrying)).toEqual([
      "__Host-adminSession=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Strict",
      "adminSession=; Max-Age=0; Path=/api; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Strict",
    ]);
    expect(await clearedOldSessionCookieHeaders(request(HTTPS))).toEqual([]);
    expect(await clearedOldSessionCookieHeaders(request(HTTP, old))).toEqual([]);
  });

  it("a tossed adminSession sent before the real cookie does not shadow it over https", async () => {
    const real = sent(await sessionCookieHeader(request(HTTPS), TOKEN));
    expect(await readAdminToken(request(HTTPS, `adminSession=garbage; ${real}`))).toBe(TOKEN);
  });
});
