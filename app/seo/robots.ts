// /robots.txt: everything public may be crawled; the admin panel and the admin and content APIs may not.
export const ROBOTS_DISALLOWED_PATHS = ["/admin", "/api/admin", "/api/content"] as const;

export function buildRobotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
