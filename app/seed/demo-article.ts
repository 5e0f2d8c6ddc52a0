// The shape of a demo article and its category: each file in demo-articles/ is one, demo-content.ts lists them.
export type TDemoArticleType = "review" | "versus" | "award" | "interview" | "tech-news" | "how-to" | "saas";

export interface TDemoCategory {
  slug: string;
  name: string;
}

export interface TDemoArticle {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  articleType: TDemoArticleType;
  categorySlug: string;
  tags: string[];
  brutalScore?: number;
  metaTitle: string;
  metaDescription: string;
  featuredImage: string;
  publishedDaysAgo: number;
  featured?: boolean;
  sourceUrls?: string[];
}
