// What an article page shows, worked out from its loaded data once: the lead paragraph apart from the rest of the
// body, the structured data as HTML, the social image and the product's price with the associate tag. The same for
// every reader until the content changes, so the page's data are kept in the content memo with it (decision 062):
// an unchanged article's page is rendered without asking the database.
import type { TEnv } from "~/config/env.server";
import { withAssociateTag } from "~/content/affiliate-links";
import { splitLeadParagraph } from "~/content/lead-paragraph";
import { buildArticlePageJsonLd } from "~/seo/article-json-ld";
import { renderJsonLdScripts } from "~/seo/json-ld";
import type { ContentMemo } from "~/cache/content-memo.server";
import type { TDatabase } from "~/db/client.server";
import { articleSocialImageUrl } from "./article-image";
import { loadArticlePage, type TArticlePage } from "./load-article-page.server";

export interface TShownArticlePage extends Omit<TArticlePage, "priceCheck"> {
  socialImage: string;
  productPrice: { buyUrl: string; price: string | null; available: boolean; checkedAt: string } | null;
  // The body's opening paragraph, shown under the headline; `html` is the rest of the body.
  lead: string;
  // The page's JSON-LD scripts.
  structuredData: string;
}

export function showArticlePage(page: TArticlePage, env: TEnv): TShownArticlePage {
  const { priceCheck, ...shown } = page;
  // The opening paragraph comes right under the headline, before the verdict, testing notes and image, so a phone
  // reader starts reading on the first screen.
  const { lead, rest } = splitLeadParagraph(page.html);
  // The structured data is built on the server and shown in the page once: its builders stay out of the page's
  // JavaScript and its JSON out of the hydration data (decision 028).
  const site = { siteName: env.SITE_NAME, siteUrl: env.SITE_URL };
  const structuredData = renderJsonLdScripts(
    buildArticlePageJsonLd(site, { ...page.article, content: "" }, page.toc, page.reviewSummary),
  );
  return {
    ...shown,
    html: rest,
    // What social networks show, worked out here so the page's script carries none of it (decision 043).
    socialImage: articleSocialImageUrl(page.article),
    productPrice: priceCheck
      ? {
          buyUrl: withAssociateTag(priceCheck.productUrl, env.AMAZON_ASSOCIATE_TAG),
          price: priceCheck.price,
          available: priceCheck.available,
          checkedAt: priceCheck.checkedAt,
        }
      : null,
    lead,
    structuredData,
  };
}

/** About the size of a page's data in memory: its JSON's length (the body's HTML is most of it). */
export function shownArticlePageBytes(page: TShownArticlePage): number {
  return JSON.stringify(page).length;
}

/**
 * A published article's page by its slug, from `memo` while the content has not changed since it was read
 * (`memo` is forgotten on every content change, server/app.ts); null when no published article has the slug.
 */
export function findShownArticlePage(
  db: TDatabase,
  env: TEnv,
  memo: { contentLists: ContentMemo; articlePages: ContentMemo | null },
  slug: string,
): Promise<TShownArticlePage | null> {
  const load = async () => {
    const page = await loadArticlePage(db, env, memo.contentLists, slug);
    return page ? showArticlePage(page, env) : null;
  };
  return memo.articlePages ? memo.articlePages.get(`article-page:${slug}`, load, shownArticlePageBytes) : load();
}
