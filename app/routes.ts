import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { GENERATION_PATHS } from "./generation/generation-paths";

export default [
  // Resource routes: the REST API of the spec (section 7) and the health check.
  route("healthz", "routes/healthz.ts"),
  route("api/articles", "routes/api/articles.ts"),
  route("api/articles/:slug", "routes/api/article.ts"),
  route("api/categories", "routes/api/categories.ts"),
  route("api/tags", "routes/api/tags.ts"),
  route("api/admin/login", "routes/api/admin/login.ts"),
  route("api/admin/logout", "routes/api/admin/logout.ts"),
  layout("routes/api/admin-gate.ts", [
    route("api/admin/session", "routes/api/admin/session.ts"),
    route("api/admin/articles", "routes/api/admin/articles.ts"),
    route("api/admin/articles/:id", "routes/api/admin/article.ts"),
    route("api/admin/articles/:id/revisions", "routes/api/admin/revisions.ts"),
    route("api/admin/articles/:id/schedule", "routes/api/admin/article-schedule.ts"),
    route("api/admin/scheduled", "routes/api/admin/scheduled.ts"),
    route("api/admin/prices/:id", "routes/api/admin/prices.ts"),
    route("api/admin/related-articles", "routes/api/admin/related-articles.ts"),
    route("api/admin/ai-status", "routes/api/admin/ai-status.ts"),
    route("api/admin/bulk-upload", "routes/api/admin/bulk-upload.ts"),
    route("api/admin/bulk-upload/preview", "routes/api/admin/bulk-upload-preview.ts"),
    route("api/admin/jobs", "routes/api/admin/jobs.ts"),
    route("api/admin/jobs/:id/:action?", "routes/api/admin/job.ts"),
    route("api/admin/backup", "routes/api/admin/backup.ts"),
    route("api/admin/media", "routes/api/admin/media.ts"),
    route("api/admin/media/:sha256", "routes/api/admin/media-item.ts"),
    route("api/admin/taxonomy/:kind", "routes/api/admin/taxonomy.ts"),
    route("api/admin/taxonomy/:kind/:id", "routes/api/admin/taxonomy-term.ts"),
    ...GENERATION_PATHS.map((path) =>
      route(path.slice(1), "routes/api/generate.ts", { id: `generate${path.replace(/\W+/g, "-")}` }),
    ),
  ]),
  route("api/*", "routes/api/not-found.ts"),

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
  layout("routes/admin/admin-layout.tsx", [
    route("admin", "routes/admin/content-management.tsx", { id: "admin-panel" }),
    route("admin/login", "routes/admin/content-management.tsx", { id: "admin-login" }),
    route("admin/articles/new", "routes/admin/article-new.tsx"),
    route("admin/articles/edit/:id", "routes/admin/article-edit.tsx"),
    route("admin/categories", "routes/admin/categories.tsx"),
    route("admin/media", "routes/admin/media.tsx"),
    route("admin/content-generator", "routes/admin/content-generator.tsx"),
    route("admin/tech-news-generator", "routes/admin/tech-news-generator.tsx"),
    route("admin/saas-generator", "routes/admin/saas-generator.tsx"),
    route("admin/versus-generator", "routes/admin/versus-generator.tsx"),
    route("admin/how-to-generator", "routes/admin/how-to-generator.tsx"),
    route("admin/brutal-awards-generator", "routes/admin/brutal-awards-generator.tsx"),
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
