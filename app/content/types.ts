// Shapes returned by the article renderer, shared by the server page, the admin preview and the generators.
import type { TReviewSummary } from "~/articles/article-shape";

export type { TReviewSummary };

export interface TTocEntry {
  id: string;
  text: string;
  level: 2 | 3 | 4;
  number: string;
}

export interface TAwardSections {
  whyItDeserves: string[];
  customersSaying: string[];
  awardSummary: string;
}

export interface TRenderedArticle {
  html: string;
  toc: TTocEntry[];
  reviewSummary: TReviewSummary | null;
  award: TAwardSections | null;
}

export interface TRenderOptions {
  /** Amazon associate tag written as `tag=` on amazon.* links. */
  affiliateTag?: string;
  /** Parse the award sections out of the body (award articles). Default false. */
  extractAward?: boolean;
  /** Parse the AI summary block out of the body. Default true. */
  extractReviewSummary?: boolean;
  /** The site's own origin (e.g. SITE_URL): absolute links to it count as internal. */
  siteOrigin?: string;
}
