// The admin panel's session cookie (decision 029): the login's token in an HttpOnly, SameSite=Strict cookie scoped
// to /api, so no script in the page can read it and no other site's page can make the browser send it. Secure when
// the request reached the site over https (as Express sees it, through TRUST_PROXY's hops). API clients keep using
// the bearer token of the login answer; a request may carry either.
import { createCookie } from "react-router";
import { SESSION_LIFETIME_MS, readBearerToken } from "./admin-sessions.server";

export const ADMIN_SESSION_COOKIE = "adminSession";

// React Router's cookie container: parsing and serialising by the cookie library it ships with (cookie-es).
const cookie = createCookie(ADMIN_SESSION_COOKIE, {
  httpOnly: true,
  sameSite: "strict",
  path: "/api",
  maxAge: SESSION_LIFETIME_MS / 1000,
});

function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

/** The Set-Cookie header that opens the browser's session with `token`. */
export function sessionCookieHeader(request: Request, token: string): Promise<string> {
  return cookie.serialize(token, { secure: isHttps(request) });
}

/** The Set-Cookie header that removes the session cookie from the browser. */
export function clearedSessionCookieHeader(request: Request): Promise<string> {
  return cookie.serialize("", { secure: isHttps(request), maxAge: 0, expires: new Date(0) });
}

/** The token in the request's session cookie, or null (none, empty, or not a value this site wrote). */
export async function readSessionCookie(request: Request): Promise<string | null> {
  const header = request.headers.get("cookie");
  if (!header || !header.includes(ADMIN_SESSION_COOKIE)) return null;
  try {
    const value: unknown = await cookie.parse(header);
    return typeof value === "string" && value !== "" ? value : null;
  } catch {
    return null;
  }
}

/** Whether the request carries the session cookie at all (a refused one is then cleared in the answer). */
export function hasSessionCookie(request: Request): boolean {
  const header = request.headers.get("cookie");
  return header !== null && header.split(";").some((part) => part.trim().startsWith(`${ADMIN_SESSION_COOKIE}=`));
}

/**
 * The admin token a request carries: the Authorization bearer token (API clients), else the session cookie (the
 * admin panel). The panel's `adminToken` marker in local storage is never sent and never accepted.
 */
export async function readAdminToken(request: Request): Promise<string | null> {
  return readBearerToken(request) ?? (await readSessionCookie(request));
}
