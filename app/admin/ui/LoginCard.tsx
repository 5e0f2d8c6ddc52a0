// The 'Admin Access' card: the shared access code, the server's attempt counts, and the 24-hour lockout.
import { useState, type FormEvent } from "react";
import { AdminApiError, requestJson } from "./admin-api";
import type { TLoginAnswer } from "./admin-responses";
import { SESSION_EXPIRED_MESSAGE, storeSessionMarker } from "./admin-session";
import { BUTTON_CLASSES, INPUT_CLASS } from "./controls";
import { useToast } from "./toast";

interface TLoginAttempts {
  failedAttempts: number;
  maxAttempts: number;
  remainingAttempts: number;
}

function readAttempts(body: Record<string, unknown>): TLoginAttempts | null {
  const { failedAttempts, maxAttempts, remainingAttempts } = body;
  if (typeof failedAttempts !== "number" || typeof maxAttempts !== "number" || typeof remainingAttempts !== "number")
    return null;
  return { failedAttempts, maxAttempts, remainingAttempts };
}

// The last attempt counts are kept in this browser for the lockout's 24 hours, so a reload still shows the lockout
// (the server keeps refusing either way) instead of an enabled button.
const ATTEMPTS_KEY = "adminLoginAttempts";
const LOCKOUT_MS = 24 * 60 * 60 * 1000;
export const LOCKED_OUT_HELP =
  "Try again after 24 hours, or ask the site's operator to end the lockout (npm run clear-lockouts).";

function readKeptAttempts(): TLoginAttempts | null {
  try {
    const kept = JSON.parse(window.localStorage.getItem(ATTEMPTS_KEY) ?? "null") as
      | (TLoginAttempts & { at: number })
      | null;
    if (!kept || typeof kept.at !== "number" || Date.now() - kept.at > LOCKOUT_MS) return null;
    return readAttempts(kept as unknown as Record<string, unknown>);
  } catch {
    return null;
  }
}

function keepAttempts(attempts: TLoginAttempts | null): void {
  if (attempts) window.localStorage.setItem(ATTEMPTS_KEY, JSON.stringify({ ...attempts, at: Date.now() }));
  else window.localStorage.removeItem(ATTEMPTS_KEY);
}

export function LoginCard({
  sessionExpired,
  onLoggedIn,
  title = "Admin Access",
}: {
  sessionExpired: boolean;
  onLoggedIn?: () => void;
  // The generator routes title their gate 'Admin Access Required'.
  title?: string;
}) {
  const toast = useToast();
  const [accessCode, setAccessCode] = useState("");
  const [pending, setPending] = useState(false);
  // The card renders only in the browser (the server renders the panel's neutral shell): storage is there.
  const [attempts, setAttempts] = useState<TLoginAttempts | null>(readKeptAttempts);
  const locked = attempts?.remainingAttempts === 0;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (accessCode.trim() === "") {
      toast({ title: "Error", description: "Please enter an access code", variant: "destructive" });
      return;
    }
    setPending(true);
    try {
      const { expiresAt } = await requestJson<TLoginAnswer>("/api/admin/login", {
        method: "POST",
        body: { accessCode },
      });
      setAttempts(null);
      keepAttempts(null);
      storeSessionMarker(expiresAt);
      toast({ title: "Access Granted", description: "Welcome to the admin panel" });
      onLoggedIn?.();
    } catch (error) {
      const body = error instanceof AdminApiError ? error.body : {};
      const next = readAttempts(body);
      if (next) {
        setAttempts(next);
        keepAttempts(next);
      }
      const base = typeof body.error === "string" && body.error ? body.error : "Invalid access code";
      const remaining =
        next && next.remainingAttempts > 0
          ? ` (${next.remainingAttempts} ${next.remainingAttempts === 1 ? "attempt" : "attempts"} remaining)`
          : "";
      toast({ title: "Access Denied", description: base + remaining, variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 py-16">
      <form
        onSubmit={handleSubmit}
        aria-labelledby="admin-access-title"
        className="w-full max-w-md rounded-2xl border border-line bg-panel p-8 shadow-2xl shadow-violet-950/30"
      >
        <div className="mb-6 text-center">
          <span
            aria-hidden="true"
            className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-accent/15 text-violet-300"
          >
            <svg
              viewBox="0 0 24 24"
              width="24"
              height="24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <rect x="4" y="11" width="16" height="10" rx="2" />
              <path d="M8 11V7a4 4 0 0 1 8 0v4" />
            </svg>
          </span>
          <h1 id="admin-access-title" className="text-2xl font-bold text-white">
            {title}
          </h1>
          <p className="mt-1 text-sm text-zinc-400">Enter the access code to manage content.</p>
        </div>
        {sessionExpired && (
          <p
            role="alert"
            className="mb-4 rounded-md border border-orange-500/40 bg-orange-500/10 px-3 py-2 text-sm text-orange-200"
          >
            {SESSION_EXPIRED_MESSAGE}
          </p>
        )}
        <label htmlFor="admin-access-code" className="mb-1.5 block text-sm font-medium text-zinc-200">
          Access Code
        </label>
        <input
          id="admin-access-code"
          type="password"
          autoComplete="current-password"
          value={accessCode}
          onChange={(event) => setAccessCode(event.target.value)}
          placeholder="Enter access code"
          className={INPUT_CLASS}
        />
        {attempts && attempts.failedAttempts > 0 && (
          <div
            role="status"
            className="mt-4 rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-100"
          >
            <p className="font-semibold">Login Attempts:</p>
            <p>
              Failed attempts: {attempts.failedAttempts} of {attempts.maxAttempts}
            </p>
            <p>Remaining attempts: {attempts.remainingAttempts}</p>
            {locked && (
              <>
                <p className="mt-1 font-semibold text-red-300">Account locked for 24 hours</p>
                <p className="mt-1">{LOCKED_OUT_HELP}</p>
              </>
            )}
          </div>
        )}
        <button type="submit" disabled={pending || locked} className={`${BUTTON_CLASSES.primary} mt-6 w-full py-2.5`}>
          {pending ? "Verifying..." : "Access Admin Panel"}
        </button>
        <p className="mt-4 text-center text-xs text-zinc-400">Authorized personnel only</p>
      </form>
    </div>
  );
}
