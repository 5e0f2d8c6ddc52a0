// JSON-LD of an article page: Article or Review (with its product and notes), the breadcrumb, the review's FAQ, and
// the table of contents as an ItemList. Built by the article page's loader, on the server (decision 028).
import type { TArticle, TReviewSummary } from "~/articles/article-shape";
import { findSectionForType } from "~/articles/article-types";
import type { TTocEntry } from "~/content";
import { buildBreadcrumbJsonLd, CONTEXT, STRUCTURED_DATA_LIST_SIZE } from "./json-ld";
import { absoluteUrl, SOCIAL_IMAGE, type TSite } from "./page-meta";

export function buildTocJsonLd(site: TSite, articlePath: string, toc: TTocEntry[]) {
  return {
    "@context": CONTEXT,
    "@type": "ItemList",
    name: "Table of contents",
    // Spec section 9: structured data lists the first 10 items.
    itemListElement: toc.slice(0, STRUCTURED_DATA_LIST_SIZE).map((entry, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: `${entry.number} ${entry.text}`,
      url: absoluteUrl(site.siteUrl, `${articlePath}#${entry.id}`),
    })),
  };
}

function buildImageObject(site: TSite, image: string | null) {
  if (!image) return undefined;
  return {
    "@type": "ImageObject",
    url: absoluteUrl(site.siteUrl, image),
    width: SOCIAL_IMAGE.width,
    height: SOCIAL_IMAGE.height,
  };
}

function productNameFrom(title: string): string {
  // "Sony WH-1000XM6 Review: ..." reviews "Sony WH-1000XM6".
  return title.split(/\s+(?:review|vs\.?|versus)\b|[:|–—-]\s/i)[0]!.trim() || title;
}

export function buildArticleJsonLd(site: TSite, article: TArticle, reviewSummary: TReviewSummary | null) {
  const url = absoluteUrl(site.siteUrl, `/article/${article.slug}`);
  const author = { "@type": "Person", name: article.author?.username ?? site.siteName };
  const publisher = {
    "@type": "Organization",
    name: site.siteName,
    logo: { "@type": "ImageObject", url: absoluteUrl(site.siteUrl, "/logo-512.png") },
  };
  const base = {
    "@context": CONTEXT,
    headline: article.title.slice(0, 110),
    description: article.metaDescription ?? article.excerpt ?? undefined,
    image: buildImageObject(site, article.featuredImage),
    datePublished: article.publishedAt ?? undefined,
    dateModified: article.updatedAt,
    author,
    publisher,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    keywords: article.tags.map((t) => t.name).join(", ") || undefined,
  };
  const reviewed = article.articleType === "review" || article.articleType === "saas";
  if (!reviewed || article.brutalScore === null) return { ...base, "@type": "Article" };
  return {
    ...base,
    "@type": "Review",
    name: article.title,
    itemReviewed: {
      "@type": article.articleType === "saas" ? "SoftwareApplication" : "Product",
      name: productNameFrom(article.title),
      image: article.featuredImage ? absoluteUrl(site.siteUrl, article.featuredImage) : undefined,
      ...(article.articleType === "saas" ? { applicationCategory: "BusinessApplication", operatingSystem: "Web" } : {}),
    },
    reviewRating: { "@type": "Rating", ratingValue: article.brutalScore, bestRating: 10, worstRating: 1 },
    reviewBody: reviewSummary?.brutalSummary || undefined,
    positiveNotes: reviewSummary?.positives.length ? buildNotes(reviewSummary.positives) : undefined,
    negativeNotes: reviewSummary?.negatives.length ? buildNotes(reviewSummary.negatives) : undefined,
  };
}

function buildNotes(notes: string[]) {
  return {
    "@type": "ItemList",
    itemListElement: notes
      .slice(0, STRUCTURED_DATA_LIST_SIZE)
      .map((name, index) => ({ "@type": "ListItem", position: index + 1, name })),
  };
}

export function buildReviewFaqJsonLd(article: TArticle, reviewSummary: TReviewSummary | null) {
  const product = productNameFrom(article.title);
  const faqs: { q: string; a: string }[] = [];
  if (article.brutalScore !== null) {
    faqs.push({
      q: `What score did ${product} get?`,
      a: `${product} scored ${article.brutalScore.toFixed(1)}/10 in our testing.`,
    });
  }
  if (reviewSummary?.positives.length)
    faqs.push({ q: `What does ${product} do well?`, a: reviewSummary.positives.join(" ") });
  if (reviewSummary?.negatives.length)
    faqs.push({ q: `What are the downsides of ${product}?`, a: reviewSummary.negatives.join(" ") });
  if (reviewSummary?.brutalSummary) faqs.push({ q: `Is ${product} worth buying?`, a: reviewSummary.brutalSummary });
  if (faqs.length === 0) return null;
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: faqs.map((f) => ({ "@type": "Question", name: f.q, acceptedAnswer: { "@type": "Answer", text: f.a } })),
  };
}

/** Every JSON-LD block of an article page: the article or review, its breadcrumb, a review's FAQ, its contents. */
export function buildArticlePageJsonLd(
  site: TSite,
  article: TArticle,
  toc: TTocEntry[],
  reviewSummary: TReviewSummary | null,
): object[] {
  const section = findSectionForType(article.articleType);
  const path = `/article/${article.slug}`;
  const faq = article.articleType === "review" ? buildReviewFaqJsonLd(article, reviewSummary) : null;
  return [
    buildArticleJsonLd(site, article, reviewSummary),
    buildBreadcrumbJsonLd(site, [
      { name: "Home", path: "/" },
      { name: section.label, path: section.path },
      { name: article.title, path },
    ]),
    ...(faq ? [faq] : []),
    ...(toc.length > 0 ? [buildTocJsonLd(site, path, toc)] : []),
  ];
}
