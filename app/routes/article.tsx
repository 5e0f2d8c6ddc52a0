import { renderToStaticMarkup } from "react-dom/server";
import { data, Link, redirect } from "react-router";
import { findSectionForType } from "~/articles/article-types";
import { findArticleRedirect } from "~/articles/find-article-redirect.server";
import { ProductPrice } from "~/components/article/ProductPrice";
import { loadArticlePreview } from "~/articles/load-article-page.server";
import { findShownArticlePage, showArticlePage } from "~/articles/shown-article-page.server";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/cache/cache-control";
import { formatCalendarDate } from "~/lib/dates";
import { AuthorBio } from "~/components/article/AuthorBio";
import { AwardPanel } from "~/components/article/AwardPanel";
import { FeaturedImage } from "~/components/article/FeaturedImage";
import { RelatedArticles, RelatedReading, RelatedTechNews } from "~/components/article/RelatedLists";
import { ShareButtons } from "~/components/article/ShareButtons";
import { TableOfContents } from "~/components/article/TableOfContents";
import { VerdictBoxes } from "~/components/article/VerdictBoxes";
import { formatScoreOutOfTen } from "~/content/scores";
import { buildPageMeta, findSite } from "~/seo/page-meta";
import { ServerHtml, serverHtmlIsland } from "~/document/server-html-islands";
import { articleIdFromPreviewToken, PREVIEW_PARAMETER } from "~/scheduling/preview-link.server";
import { getServices } from "~/services.server";
import type { Route } from "./+types/article";

/** News and interviews report and ask; they never claim testing, whatever was recorded. */
const TYPES_WITHOUT_TESTING: ReadonlySet<string> = new Set(["tech-news", "interview"]);

const ARTICLE_BODY_ID = "article-body";
const ARTICLE_STRUCTURED_DATA_ID = "article-structured-data";
const AUTHOR_BIO_ID = "author-bio";

// An editor's preview link (app/scheduling/preview-link.server.ts) shows an unpublished article to whoever holds
// it: never stored by a cache, never indexed.
const PREVIEW_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

// The fixed 'About the Author' block never changes and has nothing to click but a link: the server writes it, once,
// and the page's script carries neither the component nor the author's profile.
let authorBioHtml: string | undefined;
const authorBio = () => (authorBioHtml ??= renderToStaticMarkup(<AuthorBio />));

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, env, contentLists, articlePages } = getServices(context);
  const token = new URL(request.url).searchParams.get(PREVIEW_PARAMETER);
  const previewId = token ? await articleIdFromPreviewToken(db, token) : null;
  // A published article's page is kept until the content changes (decision 062); not in development, where an edited
  // loader would otherwise keep what its previous version made.
  const page = previewId
    ? await loadArticlePreview(db, env, contentLists, previewId).then((found) => found && showArticlePage(found, env))
    : await findShownArticlePage(
        db,
        env,
        { contentLists, articlePages: import.meta.env.DEV ? null : articlePages },
        params.slug,
      );
  if (!page) {
    // An old address, or an article taken off the site: the link leads on instead of breaking.
    const moved = previewId ? null : await findArticleRedirect(db, params.slug);
    if (moved) throw redirect(moved.location, moved.status);
    throw data({ message: "Article not found" }, { status: 404 });
  }
  return data(
    {
      ...page,
      // A document carries the rest of the body, the structured data and the author's block once, in its HTML, not
      // again in its hydration data.
      html: serverHtmlIsland(context, ARTICLE_BODY_ID, page.html),
      structuredData: serverHtmlIsland(context, ARTICLE_STRUCTURED_DATA_ID, page.structuredData),
      authorBio: serverHtmlIsland(context, AUTHOR_BIO_ID, authorBio()),
      siteName: env.SITE_NAME,
      now: new Date().toISOString(),
      isPreview: previewId !== null,
    },
    previewId !== null ? { headers: PREVIEW_HEADERS } : undefined,
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  if (loaderHeaders.has("X-Robots-Tag")) return PREVIEW_HEADERS;
  return { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = findSite(matches);
  if (!loaderData) return [{ title: `Article Not Found - ${site.siteName}` }, { name: "robots", content: "noindex" }];
  const { article } = loaderData;
  return buildPageMeta({
    site,
    title: article.metaTitle || `${article.title} - ${site.siteName}`,
    description: article.metaDescription || article.excerpt || article.title,
    path: `/article/${article.slug}`,
    image: loaderData.socialImage,
    type: "article",
    keywords: article.tags.map((t) => t.name),
    publishedTime: article.publishedAt,
    modifiedTime: article.updatedAt,
    ...(loaderData.isPreview ? { robots: "noindex, nofollow" } : {}),
  });
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const {
    article,
    html,
    lead,
    toc,
    reviewSummary,
    award,
    relatedReading,
    relatedArticles,
    relatedNews,
    relatedNewsHasMore,
    siteName,
    now,
    structuredData,
    authorBio,
    isPreview,
    featuredImageSource,
    productPrice,
  } = loaderData;
  const section = findSectionForType(article.articleType);
  const hasVerdict = article.articleType === "review" || article.articleType === "saas";
  const isAward = article.articleType === "award";
  const published = formatCalendarDate(article.publishedAt);
  // The strip states only what the article records: a testing period the editor entered. No fixed claims.
  const testingPeriod = TYPES_WITHOUT_TESTING.has(article.articleType) ? null : article.testingPeriod;
  const headlineScore = (hasVerdict || isAward) && article.brutalScore !== null ? article.brutalScore : null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      {isPreview && (
        <p
          role="status"
          className="mb-6 rounded-lg border border-amber-400/40 bg-amber-500/10 px-4 py-3 text-sm text-amber-100"
        >
          {`Preview: this ${article.publishingStatus} article is not public.`}
        </p>
      )}
      <nav aria-label="Breadcrumb" className="text-sm text-zinc-400">
        <ol className="flex flex-wrap items-center gap-2">
          <li>
            <Link to="/" className="hover:text-white">
              Home
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li>
            <Link to={section.path} className="hover:text-white">
              {section.label}
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li aria-current="page" className="line-clamp-1 text-zinc-300">
            {article.title}
          </li>
        </ol>
      </nav>

      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_320px]">
        <article className="min-w-0 space-y-8">
          <header>
            <span className="rounded-full bg-accent/15 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-violet-300">
              {section.label}
            </span>
            <h1 className="mt-4 text-3xl font-extrabold leading-tight tracking-tight text-white sm:text-5xl">
              {article.title}
            </h1>
            <div className="mt-5 flex flex-wrap items-center justify-between gap-4">
              <p className="text-sm text-zinc-400">
                By <span className="font-semibold text-zinc-200">{article.author?.username ?? siteName}</span>
                {published && (
                  <>
                    {" "}
                    · <time dateTime={article.publishedAt ?? undefined}>{published}</time>
                  </>
                )}
                {" · "}
                {article.readingTime} min read
              </p>
              <ShareButtons title={article.title} />
            </div>
            {headlineScore !== null && (
              <p className="mt-4 lg:hidden">
                <span className="rounded-md bg-accent-strong px-2.5 py-1 text-sm font-extrabold text-white">
                  {isAward ? "Award Recognition Score" : "Brutal Score"} {formatScoreOutOfTen(headlineScore)}
                </span>
              </p>
            )}
          </header>

          {lead && <div className="article-body" dangerouslySetInnerHTML={{ __html: lead }} />}

          {hasVerdict && <VerdictBoxes summary={reviewSummary} score={article.brutalScore} />}

          {productPrice && <ProductPrice product={productPrice} />}

          {isAward && <AwardPanel award={award} score={article.brutalScore} />}

          {testingPeriod && (
            <section
              aria-label="Testing and verification"
              className="rounded-xl border border-line bg-panel px-5 py-4 text-sm"
            >
              <h2 className="font-bold text-white">Testing &amp; Verification</h2>
              <ul className="mt-2 grid gap-2 text-zinc-300 sm:grid-cols-2">
                <li>Published {published || "recently"}</li>
                <li>{testingPeriod} of real-world testing</li>
              </ul>
            </section>
          )}

          {article.featuredImage && (
            <FeaturedImage src={article.featuredImage} title={article.title} source={featuredImageSource} />
          )}

          <TableOfContents entries={toc} />

          <ServerHtml id={ARTICLE_BODY_ID} className="article-body" html={html} />

          {article.tags.length > 0 && (
            <ul aria-label="Tags" className="flex flex-wrap gap-2">
              {article.tags.map((tag) => (
                <li key={tag.id} className="rounded-full border border-line px-3 py-1 text-sm text-zinc-300">
                  #{tag.name}
                </li>
              ))}
            </ul>
          )}

          <ServerHtml id={AUTHOR_BIO_ID} html={authorBio} />

          <ServerHtml id={ARTICLE_STRUCTURED_DATA_ID} className="hidden" html={structuredData} />
        </article>

        <div className="space-y-6">
          {relatedNews && <RelatedTechNews items={relatedNews} hasMore={relatedNewsHasMore} now={now} />}
          <RelatedReading items={relatedReading} />
        </div>
      </div>

      <div className="mt-16">
        <RelatedArticles items={relatedArticles} />
      </div>
    </div>
  );
}

// Shown for a missing article and for any failure loading one (spec section 2).
export function ErrorBoundary() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-4xl font-extrabold text-white">Article Not Found</h1>
      <p className="mt-4 text-zinc-400">The article you're looking for doesn't exist or has been removed.</p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-lg bg-accent-strong px-6 py-3 font-semibold text-white hover:bg-violet-800"
      >
        Back to Home
      </Link>
    </section>
  );
}
