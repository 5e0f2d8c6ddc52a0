// The article types of the publication and the section each belongs to.
export const ARTICLE_TYPES = ["review", "versus", "award", "interview", "tech-news", "how-to", "saas"] as const;
export type TArticleType = (typeof ARTICLE_TYPES)[number];

// `scheduled`: public from its `scheduledAt` on, when the publication queue publishes it (app/scheduling/).
export const PUBLISHING_STATUSES = ["published", "scheduled", "draft", "deleted"] as const;
export type TPublishingStatus = (typeof PUBLISHING_STATUSES)[number];

export function isPublishingStatus(value: string): value is TPublishingStatus {
  return (PUBLISHING_STATUSES as readonly string[]).includes(value);
}

export interface TSection {
  type: TArticleType;
  path: string;
  label: string;
}

export const SECTIONS: readonly TSection[] = [
  { type: "review", path: "/reviews", label: "Reviews" },
  { type: "versus", path: "/versus", label: "Versus" },
  { type: "award", path: "/awards", label: "Brutal Awards" },
  { type: "how-to", path: "/how-to", label: "How To" },
  { type: "tech-news", path: "/tech-news", label: "Tech News" },
  { type: "saas", path: "/software", label: "Software" },
  { type: "interview", path: "/interviews", label: "Interviews" },
];

export function findSectionForType(type: string): TSection {
  return SECTIONS.find((section) => section.type === type) ?? SECTIONS[0]!;
}

// Types whose pages or cards show a Brutal Score: the editor offers the score field for each of them.
export const SCORED_ARTICLE_TYPES: readonly TArticleType[] = ["review", "versus", "award", "saas"];

export function typeShowsScore(type: string): boolean {
  return (SCORED_ARTICLE_TYPES as readonly string[]).includes(type);
}

/** Review and software articles carry a verdict (Brutal Summary, Positives, Negatives) shown above the body. */
export function typeHasVerdict(type: string): boolean {
  return type === "review" || type === "saas";
}
