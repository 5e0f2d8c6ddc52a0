// Every admin page: server-rendered shell, then in the browser the login card or the page (the session marker in
// localStorage says which; the session itself is the HttpOnly cookie, decision 029).
// First: schemas built after it never try `new Function` (the policy has no 'unsafe-eval').
import "~/lib/zod-without-eval";
import { useEffect, useSyncExternalStore } from "react";
import { Link, Outlet, useLocation, useMatches, useNavigate } from "react-router";
import adminStylesheet from "~/admin/ui/admin.css?url";
import { adminMeta } from "~/admin/ui/admin-meta";
import {
  AdminSessionProvider,
  SESSION_EXPIRED_TOAST,
  sessionExpiredNotice,
  useSessionMarker,
  type TSessionExpiredNotice,
} from "~/admin/ui/admin-session";
import { LoginCard } from "~/admin/ui/LoginCard";
import { TooltipProvider } from "~/admin/ui/Tip";
import { ToastProvider, useToast } from "~/admin/ui/toast";
import { getServices } from "~/services.server";
import type { Route } from "./+types/admin-layout";

export function loader({ context }: Route.LoaderArgs) {
  return { siteName: getServices(context).env.SITE_NAME };
}

// The panel's own stylesheet, after the inlined public one (decision 032): cached by the browser, never in a public page.
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStylesheet }];

export function meta() {
  return adminMeta("Admin Panel");
}

// The AI Content Generator's 'Session Expired' toast, shown once on the login card after the reload.
function SessionExpiredToast({ notice }: { notice: TSessionExpiredNotice | null }) {
  const toast = useToast();
  useEffect(() => {
    if (notice === "toast") toast({ ...SESSION_EXPIRED_TOAST, variant: "destructive" });
  }, [notice, toast]);
  return null;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const marker = useSessionMarker();
  const expiredNotice = useSyncExternalStore(sessionExpiredNotice.subscribe, sessionExpiredNotice.read, () => null);
  const sessionExpired = expiredNotice !== null;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // A page may name its gate (the generator routes: 'Admin Access Required') through its route handle.
  const gateTitle = useMatches()
    .map((match) => (match.handle as { gateTitle?: string } | undefined)?.gateTitle)
    .find(Boolean);

  return (
    <ToastProvider>
      <SessionExpiredToast notice={expiredNotice} />
      <TooltipProvider>
        <header className="border-b border-line bg-panel/60">
          <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-3 px-4">
            <Link to="/admin" className="flex items-center gap-2 font-extrabold tracking-tight text-white">
              <img src="/favicon.svg" alt="" width={24} height={24} />
              <span>{loaderData.siteName}</span>
              <span className="rounded bg-accent/20 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-violet-200">
                Admin
              </span>
            </Link>
            <a href="/" className="shrink-0 text-sm text-zinc-400 hover:text-white">
              View site <span aria-hidden="true">↗</span>
            </a>
          </div>
        </header>
        <main id="main">
          {marker === undefined ? (
            <p className="px-4 py-24 text-center text-sm text-zinc-400">Loading admin panel...</p>
          ) : marker === null ? (
            <LoginCard
              title={gateTitle}
              sessionExpired={sessionExpired}
              onLoggedIn={() => {
                sessionExpiredNotice.dismiss();
                if (pathname === "/admin/login") navigate("/admin", { replace: true });
              }}
            />
          ) : (
            <AdminSessionProvider marker={marker}>
              <Outlet />
            </AdminSessionProvider>
          )}
        </main>
      </TooltipProvider>
    </ToastProvider>
  );
}
