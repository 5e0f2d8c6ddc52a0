// Top navigation with the sections, and the right-side drawer below the medium breakpoint.
import { useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { usePartContent } from "./part-html";
import { useModalFocus } from "./use-modal-focus";

export const NAV_ITEMS = [
  { to: "/reviews", label: "Reviews" },
  { to: "/versus", label: "Versus" },
  { to: "/awards", label: "Brutal Awards" },
  { to: "/how-to", label: "How To" },
  { to: "/tech-news", label: "Tech News" },
  { to: "/software", label: "Software" },
  { to: "/interviews", label: "Interviews" },
  { to: "/about", label: "About" },
] as const;

// An item is active when the path equals its link or starts with the link plus a slash.
export function isNavItemActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

const navLinkClass = (active: boolean) =>
  active ? "text-white bg-white/10" : "text-zinc-300 hover:text-white hover:bg-white/5";

// The sections' links of the top navigation: the same HTML on every page of a section (the server keeps it, decision
// 060).
function MainNavItems({ activeTo }: { activeTo: string | null }) {
  return (
    <>
      {NAV_ITEMS.map((item) => (
        <li key={item.to}>
          <Link
            to={item.to}
            aria-current={item.to === activeTo ? "page" : undefined}
            className={`rounded-md px-3 py-2 text-sm font-medium ${navLinkClass(item.to === activeTo)}`}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </>
  );
}

export function SiteHeader({ siteName }: { siteName: string }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLElement>(null);
  useModalFocus(open, drawerRef, menuButtonRef, setOpen);

  const linkClass = (to: string) => navLinkClass(isNavItemActive(pathname, to));
  // At most one section's link is active: no link is the start of another's path.
  const activeTo = NAV_ITEMS.find((item) => isNavItemActive(pathname, item.to))?.to ?? null;
  const mainNav = usePartContent(`main-nav ${activeTo}`, () => <MainNavItems activeTo={activeTo} />);

  return (
    <>
      <header className="sticky top-0 z-40 border-b border-line bg-ink/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
          <Link to="/" className="flex items-center gap-2 text-lg font-extrabold tracking-tight text-white">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span>{siteName}</span>
          </Link>
          <nav aria-label="Main" className="hidden md:block">
            <ul className="flex items-center gap-1" {...mainNav} />
          </nav>
          <div className="flex items-center gap-1">
            <Link to="/search" aria-label="Search site" className="rounded-md p-2 text-zinc-200 hover:bg-white/10">
              <svg
                width="20"
                height="20"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <circle cx="11" cy="11" r="7" />
                <path d="M20 20l-3.5-3.5" />
              </svg>
            </Link>
            <button
              ref={menuButtonRef}
              type="button"
              className="rounded-md p-2 text-zinc-200 hover:bg-white/10 md:hidden"
              aria-label="Open menu"
              aria-expanded={open}
              aria-controls="mobile-menu"
              onClick={() => setOpen(true)}
            >
              <svg
                width="24"
                height="24"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d="M4 6h16M4 12h16M4 18h16" />
              </svg>
            </button>
          </div>
        </div>
        {/* Without JavaScript the drawer cannot open: phones get the sections as a scrollable row instead. */}
        <noscript>
          <nav aria-label="Sections" className="overflow-x-auto border-t border-line md:hidden">
            <ul className="flex gap-1 px-2 py-2 text-sm">
              {NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <a
                    href={item.to}
                    className={`block whitespace-nowrap rounded-md px-3 py-2 font-medium ${linkClass(item.to)}`}
                  >
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </noscript>
      </header>
      {/* Outside the header: its backdrop-filter would make it the containing block of this fixed drawer, which
          then covered only the 64 px header row. */}
      {open && (
        <div
          className="fixed inset-0 z-50 md:hidden"
          role="dialog"
          aria-modal="true"
          aria-label="Menu"
          id="mobile-menu"
        >
          {/* The backdrop closes on a tap; keyboard users have the close button and Escape, so it takes no focus. */}
          <div className="absolute inset-0 bg-black/60" aria-hidden="true" onClick={() => setOpen(false)} />
          <nav
            ref={drawerRef}
            aria-label="Mobile"
            className="absolute inset-y-0 right-0 w-72 max-w-[85vw] border-l border-line bg-panel p-4 shadow-2xl"
          >
            <div className="mb-4 flex items-center justify-between">
              <span className="font-bold text-white">Menu</span>
              <button
                type="button"
                className="rounded-md p-2 hover:bg-white/10"
                aria-label="Close menu"
                onClick={() => setOpen(false)}
              >
                <svg
                  width="20"
                  height="20"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  aria-hidden="true"
                >
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </button>
            </div>
            <ul className="space-y-1">
              {NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    onClick={() => setOpen(false)}
                    aria-current={isNavItemActive(pathname, item.to) ? "page" : undefined}
                    className={`block rounded-md px-3 py-2.5 text-base font-medium ${linkClass(item.to)}`}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      )}
    </>
  );
}
