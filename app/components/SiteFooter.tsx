// Footer: the Sections and Legal groups, the Follow block and the copyright line.
import { Link } from "react-router";

const SECTION_LINKS = [
  { to: "/reviews", label: "Reviews" },
  { to: "/versus", label: "Versus" },
  { to: "/awards", label: "Brutal Awards" },
  { to: "/interviews", label: "Interviews" },
];
const LEGAL_LINKS = [
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Service" },
  { to: "/contact", label: "Contact" },
];

export function SiteFooter({ siteName }: { siteName: string }) {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-24 border-t border-line bg-panel">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="text-lg font-extrabold text-white">{siteName}</p>
          <p className="mt-2 max-w-sm text-sm text-zinc-400">Honest tech reviews without the marketing fluff.</p>
        </div>
        <nav aria-label="Sections">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-zinc-300">Sections</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {SECTION_LINKS.map((l) => (
              <li key={l.to}>
                <Link className="text-zinc-400 hover:text-white" to={l.to}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <nav aria-label="Legal">
            <h2 className="text-sm font-semibold uppercase tracking-wider text-zinc-300">Legal</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {LEGAL_LINKS.map((l) => (
                <li key={l.to}>
                  <Link className="text-zinc-400 hover:text-white" to={l.to}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <h2 className="mt-6 text-sm font-semibold uppercase tracking-wider text-zinc-300">Follow</h2>
          <ul className="mt-3 flex gap-3">
            {[
              { label: "X (Twitter)", d: "M4 4l16 16M20 4L4 20" },
              { label: "YouTube", d: "M3 7h18v10H3zM10 9l5 3-5 3z" },
              {
                label: "LinkedIn",
                d: "M4 9h4v11H4zM6 4a2 2 0 110 4 2 2 0 010-4zM10 9h4v2c1-2 6-2 6 3v6h-4v-6c0-2-2-2-2 0v6h-4z",
              },
            ].map((s) => (
              <li key={s.label}>
                <a
                  href="#"
                  aria-label={s.label}
                  className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-line text-zinc-300 hover:text-white"
                >
                  <svg
                    width="18"
                    height="18"
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    aria-hidden="true"
                  >
                    <path d={s.d} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-line py-6 text-center text-xs text-zinc-400">
        © {year} {siteName}. All rights reserved.
      </p>
    </footer>
  );
}
