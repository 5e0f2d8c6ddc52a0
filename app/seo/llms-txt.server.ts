// /llms.txt (llmstxt.org): a Markdown map of the site for AI agents: what it is, its sections, the
// JSON API, the sitemap and feed, and the latest articles. Cached per content version.
import type { TDatabase } from "~/db/client.server";
import { findPublishedContentVersion } from "./content-version.server";
import { RSS_FEED_PATH } from "./feed-link";
import { findLatestFeedArticles, SITE_TAGLINE, type TFeedArticle } from "./feeds.server";
import type { TSite } from "./page-meta";
import type { TCachedDocument } from "./sitemap.server";
import { createKeyedVersionedCache } from "./versioned-cache";

export const LLMS_TXT_ARTICLE_LIMIT = 20;

export const LLMS_TXT_SECTIONS = [
  {
    path: "/reviews",
    title: "Reviews",
    note: "single-product reviews after weeks of testing, with a brutal score out of 10",
  },
  { path: "/versus", title: "Versus", note: "head-to-head comparisons that name a winner" },
  { path: "/awards", title: "Brutal Awards", note: "the products that earned an award this year" },
  { path: "/how-to", title: "How To", note: "practical guides" },
  { path: "/tech-news", title: "Tech News", note: "news with an opinion" },
  { path: "/software", title: "Software", note: "reviews of software and SaaS products, scored out of 10" },
  { path: "/interviews", title: "Interviews", note: "conversations with people who build and fix tech" },
] as const;

/** Link text must not break out of the Markdown link or the list item. */
export function escapeMarkdownLinkText(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/[\\[\]]/g, (c) => `\\${c}`)
    .trim();
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

export function renderLlmsTxt(site: TSite, latest: TFeedArticle[]): string {
  const url = (path: string) => `${site.siteUrl}${path}`;
  const lines = [
    `# ${site.siteName}`,
    "",
    `> ${SITE_TAGLINE}. A tech publication of blunt reviews, comparisons, awards, guides, news and interviews about laptops, phones, audio, smart home gear and software. Verdicts are not sponsored.`,
    "",
    "Every article lives at /article/{slug}. Reviews of products and software carry a brutal score from 1 (worst) to 10 (best). Affiliate links to retailers are marked as sponsored. Articles are also available as JSON through the public read-only API below.",
    "",
    "## Sections",
    "",
    `- [Home](${url("/")}): the latest articles of every kind`,
    ...LLMS_TXT_SECTIONS.map((s) => `- [${s.title}](${url(s.path)}): ${s.note}`),
    `- [Search](${url("/search?q=")}): full-text search of every published article (append your words to q)`,
    "",
    "## API",
    "",
    `- [Articles](${url("/api/articles?limit=50")}): JSON array of published articles, newest first; parameters type (review, versus, award, interview, tech-news, how-to, saas), limit (1-200), category (id or slug), search, exclude (article id), sort (newest, rating, title)`,
    `- [One article](${url("/api/articles/{slug}")}): JSON of one published article with its full content; 404 when it does not exist`,
    `- [Categories](${url("/api/categories")}): JSON array of {id, name, slug}`,
    `- [Tags](${url("/api/tags")}): JSON array of tags`,
    "",
    "## Feeds",
    "",
    `- [Sitemap](${url("/sitemap.xml")}): every published article and page, with last-modified dates`,
    `- [RSS feed](${url(RSS_FEED_PATH)}): the latest 50 articles`,
    "",
    "## Latest articles",
    "",
    ...latest.map((article) => {
      const summary = oneLine(article.summary);
      return `- [${escapeMarkdownLinkText(article.title)}](${url(`/article/${encodeURIComponent(article.slug)}`)})${summary ? `: ${summary}` : ""}`;
    }),
    "",
    "## Optional",
    "",
    `- [About](${url("/about")}): mission, testing methodology and editorial independence`,
    `- [Privacy Policy](${url("/privacy")})`,
    `- [Terms of Service](${url("/terms")})`,
    `- [Contact](${url("/contact")})`,
    "",
  ];
  return lines.join("\n");
}

const llmsCaches = createKeyedVersionedCache<TDatabase, string>();

export async function getLlmsTxt(db: TDatabase, site: TSite): Promise<TCachedDocument> {
  const version = `${await findPublishedContentVersion(db)}|${site.siteUrl}|${site.siteName}`;
  const body = await llmsCaches(db).get(version, async () =>
    renderLlmsTxt(site, await findLatestFeedArticles(db, LLMS_TXT_ARTICLE_LIMIT)),
  );
  return { body, version };
}
