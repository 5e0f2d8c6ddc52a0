// The admin panel's session cookie (decisions 029 and 047): the login's token in an HttpOnly, SameSite=Strict cookie,
// so no script in the page can read it and no other site's page can make the browser send it. Over https (as Express
// sees the request, through TRUST_PROXY's hops) it is `__Host-adminSession`: Secure, Path=/, no Domain, which the
// browser accepts only from this host over https, so a sibling host cannot toss a cookie that shadows it. Over plain
// http (development and test servers) browsers refuse a `__Host-` cookie, so it stays `adminSession` on Path=/api
// without Secure. An https site reads only the `__Host-` one: a browser still holding the old `adminSession` logs
// in again, and that cookie is cleared on the way. API clients keep using the bearer token of the login answer; a
// request may carry either.
import { createCookie } from "react-router";
import { SESSION_LIFETIME_MS, readBearerToken } from "./admin-sessions.server";

/** The cookie over https. */
export const HOST_SESSION_COOKIE = "__Host-adminSession";
/** The cookie over plain http, and the one https sites used before the prefix (cleared when seen there). */
export const PLAIN_SESSION_COOKIE = "adminSession";

const maxAge = SESSION_LIFETIME_MS / 1000;
// React Router's cookie container: parsing and serialising by the cookie library it ships with (cookie-es).
const hostCookie = createCookie(HOST_SESSION_COOKIE, {
  httpOnly: true,
  sameSite: "strict",
  path: "/",
  secure: true,
  maxAge,
});
const plainCookie = createCookie(PLAIN_SESSION_COOKIE, { httpOnly: true, sameSite: "strict", path: "/api", maxAge });

function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

function cookieOf(request: Request) {
  return isHttps(request) ? hostCookie : plainCookie;
}

function carries(request: Request, name: string): boolean {
  const header = request.headers.get("cookie");
  return header !== null && header.split(";").some((part) => part.trim().startsWith(`${name}=`));
}

function clearing(cookie: typeof hostCookie, secure: boolean): Promise<string> {
  return cookie.serialize("", { secure, maxAge: 0, expires: new Date(0) });
}

/** The Set-Cookie header that opens the browser's session with `token`. */
export function sessionCookieHeader(request: Request, token: string): Promise<string> {
  return cookieOf(request).serialize(token);
}

/**
 * Over https, the Set-Cookie header that removes a plain `adminSession` the browser still sends from before the
 * `__Host-` prefix (never read there); none otherwise.
 */
export async function clearedOldSessionCookieHeaders(request: Request): Promise<string[]> {
  return isHttps(request) && carries(request, PLAIN_SESSION_COOKIE) ? [await clearing(plainCookie, true)] : [];
}

/** The Set-Cookie headers that remove the session cookie from the browser (and an old one over https). */
export async function clearedSessionCookieHeaders(request: Request): Promise<string[]> {
  return [await clearing(cookieOf(request), isHttps(request)), ...(await clearedOldSessionCookieHeaders(request))];
}

/** The token in the request's session cookie, or null (none, empty, or not a value this site wrote). */
export async function readSessionCookie(request: Request): Promise<string | null> {
  const header = request.headers.get("cookie");
  if (!header || !carries(request, cookieOf(request).name)) return null;
  try {
    const value: unknown = await cookieOf(request).parse(header);
    return typeof value === "string" && value !== "" ? value : null;
  } catch {
    return null;
  }
}

/**
 * Whether the request carries a session cookie to clear when its session is refused: the scheme's one, or over https
 * the plain one from before the prefix (never read there, so its holder logs in again).
 */
export function hasSessionCookie(request: Request): boolean {
  return carries(request, cookieOf(request).name) || (isHttps(request) && carries(request, PLAIN_SESSION_COOKIE));
}

/**
 * The admin token a request carries: the Authorization bearer token (API clients), else the session cookie (the
 * admin panel). The panel's `adminToken` marker in local storage is never sent and never accepted.
 */
export async function readAdminToken(request: Request): Promise<string | null> {
  return readBearerToken(request) ?? (await readSessionCookie(request));
}
