// The Article as the API and the pages see it (spec section 3): camelCase, nested category, tags and author. The
// shape is written once, as the schemas of article-response.ts; type-only imports keep zod out of the pages' code.
import type { z } from "zod";
import type { ZArticle, ZArticleReviewSummary, ZTaxonomyTerm } from "./article-response";

export type TReviewSummary = z.infer<typeof ZArticleReviewSummary>;

export type TArticle = z.infer<typeof ZArticle>;

export type TCategory = z.infer<typeof ZTaxonomyTerm>;

export type TTag = z.infer<typeof ZTaxonomyTerm>;
