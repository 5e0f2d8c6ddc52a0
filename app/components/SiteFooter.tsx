// Footer: the Sections and Legal groups, the Follow block (the social links configured, none when unset) and the
// copyright line.
import { Link } from "react-router";
import type { TEnv } from "~/config/env.server";
import { usePartContent } from "./part-html";

export interface TSocialLink {
  label: string;
  url: string;
  icon: string;
}

const SOCIAL_NETWORKS = [
  { env: "SOCIAL_X_URL", label: "X (Twitter)", icon: "M4 4l16 16M20 4L4 20" },
  { env: "SOCIAL_YOUTUBE_URL", label: "YouTube", icon: "M3 7h18v10H3zM10 9l5 3-5 3z" },
  {
    env: "SOCIAL_LINKEDIN_URL",
    label: "LinkedIn",
    icon: "M4 9h4v11H4zM6 4a2 2 0 110 4 2 2 0 010-4zM10 9h4v2c1-2 6-2 6 3v6h-4v-6c0-2-2-2-2 0v6h-4z",
  },
] as const;

/** The Follow links from SOCIAL_X_URL, SOCIAL_YOUTUBE_URL and SOCIAL_LINKEDIN_URL, in that order, set ones only. */
export function socialLinksFromEnv(env: Pick<TEnv, (typeof SOCIAL_NETWORKS)[number]["env"]>): TSocialLink[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = env[network.env];
    return url ? [{ label: network.label, url, icon: network.icon }] : [];
  });
}

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

interface TSiteFooterProps {
  siteName: string;
  socialLinks: TSocialLink[];
  year: number;
}

// The same HTML on every page for the same site name, links and year: the server keeps it (decision 060).
export function SiteFooter(props: TSiteFooterProps) {
  const content = usePartContent(`footer ${JSON.stringify(props)}`, () => <FooterContent {...props} />);
  return <footer className="mt-24 border-t border-line bg-panel" {...content} />;
}

function FooterContent({ siteName, socialLinks, year }: TSiteFooterProps) {
  return (
    <>
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
          {socialLinks.length > 0 && (
            <>
              <h2 className="mt-6 text-sm font-semibold uppercase tracking-wider text-zinc-300">Follow</h2>
              <ul className="mt-3 flex gap-3">
                {socialLinks.map((s) => (
                  <li key={s.label}>
                    <a
                      href={s.url}
                      aria-label={s.label}
                      rel="me noopener noreferrer"
                      target="_blank"
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
                        <path d={s.icon} />
                      </svg>
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
      <p className="border-t border-line py-6 text-center text-xs text-zinc-400">
        © {year} {siteName}. All rights reserved.
      </p>
    </>
  );
}
