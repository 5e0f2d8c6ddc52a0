import { Outlet } from "react-router";
import { Analytics, getAnalyticsConfig } from "~/analytics";
import { SiteFooter } from "~/components/SiteFooter";
import { SiteHeader } from "~/components/SiteHeader";
import { useRevalidateOnFocus } from "~/components/use-revalidate-on-focus";
import { buildFeedLink } from "~/seo/feed-link";
import { getServices } from "~/services.server";
import type { Route } from "./+types/public-layout";

export function loader({ context }: Route.LoaderArgs) {
  const { env } = getServices(context);
  return { siteName: env.SITE_NAME, siteUrl: env.SITE_URL, analytics: getAnalyticsConfig(env) };
}

export const links: Route.LinksFunction = () => [buildFeedLink()];

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  useRevalidateOnFocus();
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-accent-strong focus:px-3 focus:py-2">
        Skip to content
      </a>
      <SiteHeader siteName={loaderData.siteName} />
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter siteName={loaderData.siteName} />
      {/* Public pages only: the admin panel is not counted. */}
      <Analytics config={loaderData.analytics} />
    </>
  );
}
