// The admin session in the browser. The secret is the HttpOnly cookie the login set, which no script can read; the
// SPEC's `adminToken` in localStorage holds only a marker (when the session ends), so the panel knows it is logged
// in without checking, and removing it logs the panel out. The server checks the cookie on every call, and a 401
// ends the session here (decision 029).
import { createContext, use, useCallback, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { ADMIN_TOKEN_KEY, AdminApiError, requestJson, type TAdminRequest } from "./admin-api";

const MARKER_EVENT = "admin-session-change";
const EXPIRED_FLAG_KEY = "adminSessionExpired";
export const SESSION_EXPIRED_MESSAGE = "Session expired. Please log in again.";

function subscribe(onChange: () => void): () => void {
  window.addEventListener(MARKER_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(MARKER_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

const readMarker = () => window.localStorage.getItem(ADMIN_TOKEN_KEY);
// On the server and during hydration the session is unknown: the page renders a neutral shell.
const readServerMarker = () => undefined;

/** Marks the panel logged in (with the session's end time, from the login answer) or, with null, logged out. */
export function storeSessionMarker(marker: string | null): void {
  if (marker !== null) window.localStorage.setItem(ADMIN_TOKEN_KEY, marker);
  else window.localStorage.removeItem(ADMIN_TOKEN_KEY);
  window.dispatchEvent(new Event(MARKER_EVENT));
}

// After the reload: the login card always says 'Session expired...'; the AI Content Generator adds its toast.
export type TSessionExpiredNotice = "login-card" | "toast";
export const SESSION_EXPIRED_TOAST = {
  title: "Session Expired",
  description: "Your admin session has expired. Please log in again.",
};

/** Ends a session the server refused (its answer cleared the cookie): forget the marker, reload, and tell the admin why after the reload. */
export function expireSession(notice: TSessionExpiredNotice = "login-card"): void {
  window.localStorage.removeItem(ADMIN_TOKEN_KEY);
  window.sessionStorage.setItem(EXPIRED_FLAG_KEY, notice);
  window.location.reload();
}

/** The notice once after a reload caused by an expired session, else null. */
function takeSessionExpiredNotice(): TSessionExpiredNotice | null {
  const flag = window.sessionStorage.getItem(EXPIRED_FLAG_KEY);
  window.sessionStorage.removeItem(EXPIRED_FLAG_KEY);
  if (flag === null) return null;
  return flag === "toast" ? "toast" : "login-card";
}

// The expired-session notice of this page load (expireSession reloads the page): read once, held until the admin
// logs in again. A store, so the layout reads it on the client only and hydrates as the server drew it.
let expiredNotice: TSessionExpiredNotice | null | undefined;
const expiredNoticeListeners = new Set<() => void>();

export const sessionExpiredNotice = {
  subscribe(listener: () => void): () => void {
    expiredNoticeListeners.add(listener);
    return () => expiredNoticeListeners.delete(listener);
  },
  read(): TSessionExpiredNotice | null {
    if (expiredNotice === undefined) expiredNotice = takeSessionExpiredNotice();
    return expiredNotice;
  },
  dismiss(): void {
    expiredNotice = null;
    for (const listener of expiredNoticeListeners) listener();
  },
};

export type TAdminCall = <T>(path: string, init?: TAdminRequest) => Promise<T>;

interface TAdminSession {
  /** The stored marker: changes with every login. */
  marker: string;
  call: TAdminCall;
}

const SessionContext = createContext<TAdminSession | null>(null);

/** undefined while unknown (server render, hydration), null when logged out, else the marker. */
export function useSessionMarker(): string | null | undefined {
  return useSyncExternalStore(subscribe, readMarker, readServerMarker);
}

export function AdminSessionProvider({ marker, children }: { marker: string; children: ReactNode }) {
  const call = useCallback<TAdminCall>(async (path, init) => {
    try {
      return await requestJson(path, init);
    } catch (error) {
      if (error instanceof AdminApiError && error.status === 401) {
        expireSession();
        // The page is reloading to the login card: leave the caller waiting instead of flashing an error.
        return new Promise<never>(() => {});
      }
      throw error;
    }
  }, []);
  const value = useMemo(() => ({ marker, call }), [marker, call]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useAdminSession(): TAdminSession {
  const session = use(SessionContext);
  if (!session) throw new Error("useAdminSession needs an AdminSessionProvider (a logged-in admin screen)");
  return session;
}
