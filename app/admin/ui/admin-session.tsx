// The admin session in the browser: the token in localStorage, login state for the gate, and authorised API calls.
// The client only checks that a token exists; the server checks it on every call, and a 401 ends the session here.
import { createContext, use, useCallback, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { ADMIN_TOKEN_KEY, AdminApiError, requestJson, type TAdminRequest } from "./admin-api";

const TOKEN_EVENT = "admin-token-change";
const EXPIRED_FLAG_KEY = "adminSessionExpired";
export const SESSION_EXPIRED_MESSAGE = "Session expired. Please log in again.";

function subscribe(onChange: () => void): () => void {
  window.addEventListener(TOKEN_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(TOKEN_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

const readToken = () => window.localStorage.getItem(ADMIN_TOKEN_KEY);
// On the server and during hydration the token is unknown: the page renders a neutral shell.
const readServerToken = () => undefined;

export function storeToken(token: string | null): void {
  if (token) window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
  else window.localStorage.removeItem(ADMIN_TOKEN_KEY);
  window.dispatchEvent(new Event(TOKEN_EVENT));
}

// After the reload: the login card always says 'Session expired...'; the AI Content Generator adds its toast.
export type TSessionExpiredNotice = "login-card" | "toast";
export const SESSION_EXPIRED_TOAST = {
  title: "Session Expired",
  description: "Your admin session has expired. Please log in again.",
};

/** Ends a session the server refused: forget the token, reload, and tell the admin why after the reload. */
export function expireSession(notice: TSessionExpiredNotice = "login-card"): void {
  window.localStorage.removeItem(ADMIN_TOKEN_KEY);
  window.sessionStorage.setItem(EXPIRED_FLAG_KEY, notice);
  window.location.reload();
}

/** The notice once after a reload caused by an expired session, else null. */
export function takeSessionExpiredNotice(): TSessionExpiredNotice | null {
  const flag = window.sessionStorage.getItem(EXPIRED_FLAG_KEY);
  window.sessionStorage.removeItem(EXPIRED_FLAG_KEY);
  if (flag === null) return null;
  return flag === "toast" ? "toast" : "login-card";
}

export type TAdminCall = <T>(path: string, init?: Omit<TAdminRequest, "token">) => Promise<T>;

interface TAdminSession {
  token: string;
  call: TAdminCall;
}

const SessionContext = createContext<TAdminSession | null>(null);

/** undefined while unknown (server render, hydration), null when logged out, else the token. */
export function useStoredToken(): string | null | undefined {
  return useSyncExternalStore(subscribe, readToken, readServerToken);
}

export function AdminSessionProvider({ token, children }: { token: string; children: ReactNode }) {
  const call = useCallback<TAdminCall>(
    async (path, init) => {
      try {
        return await requestJson(path, { ...init, token });
      } catch (error) {
        if (error instanceof AdminApiError && error.status === 401) {
          expireSession();
          // The page is reloading to the login card: leave the caller waiting instead of flashing an error.
          return new Promise<never>(() => {});
        }
        throw error;
      }
    },
    [token],
  );
  const value = useMemo(() => ({ token, call }), [token, call]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useAdminSession(): TAdminSession {
  const session = use(SessionContext);
  if (!session) throw new Error("useAdminSession needs an AdminSessionProvider (a logged-in admin screen)");
  return session;
}
