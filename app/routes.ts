import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { GENERATION_PATHS } from "./generation/generation-paths";

export default [
  route("healthz", "routes/healthz.ts"),
  // Resource routes: the REST API of the spec (section 7). Grouped under their "api" segment (and the admin panel's
  // pages under "admin"), so that matching any other path leaves each group at its first segment: React Router tries
  // every route branch until one matches, several times per request, and a branch under a layout without a path of
  // its own is walked (and its match objects made) before its last segment fails.
  route("api", "routes/api/api-prefix.ts", [
    // "/api" alone, and unknown API paths, answer JSON, not the HTML 404 page.
    index("routes/api/not-found.ts", { id: "api-index" }),
    route("articles", "routes/api/articles.ts"),
    route("articles/:slug", "routes/api/article.ts"),
    route("categories", "routes/api/categories.ts"),
    route("tags", "routes/api/tags.ts"),
    route("admin/login", "routes/api/admin/login.ts"),
    route("admin/logout", "routes/api/admin/logout.ts"),
    layout("routes/api/admin-gate.ts", [
      route("admin/session", "routes/api/admin/session.ts"),
      route("admin/articles", "routes/api/admin/articles.ts"),
      route("admin/articles/:id", "routes/api/admin/article.ts"),
      route("admin/articles/:id/revisions", "routes/api/admin/revisions.ts"),
      route("admin/articles/:id/schedule", "routes/api/admin/article-schedule.ts"),
      route("admin/scheduled", "routes/api/admin/scheduled.ts"),
      route("admin/prices/:id", "routes/api/admin/prices.ts"),
      route("admin/related-articles", "routes/api/admin/related-articles.ts"),
      route("admin/ai-status", "routes/api/admin/ai-status.ts"),
      route("admin/bulk-upload", "routes/api/admin/bulk-upload.ts"),
      route("admin/bulk-upload/preview", "routes/api/admin/bulk-upload-preview.ts"),
      route("admin/jobs", "routes/api/admin/jobs.ts"),
      route("admin/jobs/:id/:action?", "routes/api/admin/job.ts"),
      route("admin/backup", "routes/api/admin/backup.ts"),
      route("admin/media", "routes/api/admin/media.ts"),
      route("admin/media/:sha256", "routes/api/admin/media-item.ts"),
      route("admin/taxonomy/:kind", "routes/api/admin/taxonomy.ts"),
      route("admin/taxonomy/:kind/:id", "routes/api/admin/taxonomy-term.ts"),
      ...GENERATION_PATHS.map((path) =>
        route(path.slice("/api/".length), "routes/api/generate.ts", { id: `generate${path.replace(/\W+/g, "-")}` }),
      ),
    ]),
    route("*", "routes/api/not-found.ts"),
  ]),

  // Images uploaded from the editor, served from the database.
  route("media/:name", "routes/media.ts"),
  // The branded card of an article without a picture of its own (PNG, also its Open Graph image).
  route("card-image/:name", "routes/card-image.ts"),

  // Feeds and files for search engines and agents (sitemap, robots, RSS, llms.txt).
  // <seo-routes>
  route("robots.txt", "routes/seo/robots.ts"),
  route("rss.xml", "routes/seo/rss.ts"),
  // The sitemap index (/sitemap.xml) and its files (/sitemap-pages.xml, /sitemap-articles-N.xml), at the root as
  // the sitemap protocol wants: a sitemap may list only URLs under its own directory.
  route(":file.xml", "routes/seo/sitemap.ts"),
  route("llms.txt", "routes/seo/llms.ts"),
  // </seo-routes>

  // Admin panel pages (client-side data with the bearer token; gated in the browser and on every API call).
  // <admin-pages>
  route("admin", "routes/admin/admin-layout.tsx", [
    index("routes/admin/content-management.tsx", { id: "admin-panel" }),
    route("login", "routes/admin/content-management.tsx", { id: "admin-login" }),
    route("articles/new", "routes/admin/article-new.tsx"),
    route("articles/edit/:id", "routes/admin/article-edit.tsx"),
    route("categories", "routes/admin/categories.tsx"),
    route("media", "routes/admin/media.tsx"),
    route("content-generator", "routes/admin/content-generator.tsx"),
    route("tech-news-generator", "routes/admin/tech-news-generator.tsx"),
    route("saas-generator", "routes/admin/saas-generator.tsx"),
    route("versus-generator", "routes/admin/versus-generator.tsx"),
    route("how-to-generator", "routes/admin/how-to-generator.tsx"),
    route("brutal-awards-generator", "routes/admin/brutal-awards-generator.tsx"),
  ]),
  // </admin-pages>

  // Public pages.
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    route("reviews", "routes/sections/reviews.tsx"),
    route("versus", "routes/sections/versus.tsx"),
    route("awards", "routes/sections/awards.tsx"),
    route("how-to", "routes/sections/how-to.tsx"),
    route("tech-news", "routes/sections/tech-news.tsx"),
    route("software", "routes/sections/software.tsx"),
    route("interviews", "routes/sections/interviews.tsx"),
    route("article/:slug", "routes/article.tsx"),
    route("about", "routes/pages/about.tsx"),
    route("privacy", "routes/pages/privacy.tsx"),
    route("terms", "routes/pages/terms.tsx"),
    route("contact", "routes/pages/contact.tsx"),
    // <search-page>
    route("search", "routes/search.tsx"),
    // </search-page>
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
