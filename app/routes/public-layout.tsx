import { Outlet, useLocation, useNavigation } from "react-router";
import { Analytics, getAnalyticsConfig } from "~/analytics";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/cache/cache-control";
import { ArticleSkeleton } from "~/components/article/ArticleSkeleton";
import { SkeletonGrid } from "~/components/ArticleCard";
import { SiteFooter, socialLinksFromEnv } from "~/components/SiteFooter";
import { SiteHeader } from "~/components/SiteHeader";
import { useRevalidateOnFocus } from "~/components/use-revalidate-on-focus";
import { buildFeedLink } from "~/seo/feed-link";
import { getServices } from "~/services.server";
import type { Route } from "./+types/public-layout";

export function loader({ context }: Route.LoaderArgs) {
  const { env } = getServices(context);
  return {
    siteName: env.SITE_NAME,
    siteUrl: env.SITE_URL,
    analytics: getAnalyticsConfig(env),
    socialLinks: socialLinksFromEnv(env),
    // The footer's copyright year, decided once by the server (UTC, as every public date) so hydration agrees.
    year: new Date().getUTCFullYear(),
  };
}

// Pages with their own rule (tech news: never stored) export their own headers, which win.
export function headers() {
  return { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL };
}

export const links: Route.LinksFunction = () => [buildFeedLink()];

// While a click loads another page: the article skeleton for an article, eight cards for the home page.
// Section pages keep their own skeletons for filters and "load more", and the server renders every first view.
function usePendingSkeleton() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const target = navigation.state === "loading" ? navigation.location.pathname : null;
  if (!target || target === pathname) return null;
  if (target.startsWith("/article/")) return <ArticleSkeleton />;
  if (target === "/") {
    return (
      <div className="mx-auto max-w-7xl px-4 py-12">
        <SkeletonGrid count={8} />
      </div>
    );
  }
  return null;
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  useRevalidateOnFocus();
  const skeleton = usePendingSkeleton();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-accent-strong focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <SiteHeader siteName={loaderData.siteName} />
      <main id="main">{skeleton ?? <Outlet />}</main>
      <SiteFooter siteName={loaderData.siteName} socialLinks={loaderData.socialLinks} year={loaderData.year} />
      {/* Public pages only: the admin panel is not counted. */}
      <Analytics config={loaderData.analytics} />
    </>
  );
}
