// Generates the benchmark's corpus: realistic-looking articles of every type (800-1500 words of markdown with
// ## and ### sections, bullet lists, a review summary block on reviews), deterministic for a given seed.
import { ARTICLE_TYPES, type TArticleType } from "~/articles/article-types";
import { buildReviewSummaryMarkdown } from "~/content/review-summary";
import { slugify } from "~/lib/slug";

export const BENCH_CATEGORIES = [
  "Smartphones",
  "Laptops",
  "Tablets",
  "Headphones",
  "Smartwatches",
  "Cameras",
  "TVs",
  "Gaming",
  "Smart Home",
  "Networking",
  "Productivity Software",
  "AI Tools",
] as const;

export const BENCH_TAGS = [
  "battery life",
  "OLED",
  "5G",
  "Android",
  "iOS",
  "Windows",
  "macOS",
  "Linux",
  "budget",
  "flagship",
  "mid-range",
  "noise cancelling",
  "wireless",
  "USB-C",
  "fast charging",
  "gaming",
  "photography",
  "video",
  "privacy",
  "security",
  "subscription",
  "open source",
  "AI",
  "cloud",
  "smart home",
  "Wi-Fi 7",
  "Bluetooth",
  "ergonomics",
  "repairability",
  "sustainability",
  "performance",
  "display",
  "audio",
  "camera",
  "storage",
  "accessories",
  "deals",
  "long-term test",
  "first look",
  "comparison",
  "how-to",
  "news",
  "interview",
  "enterprise",
  "students",
  "creators",
  "travel",
  "fitness",
  "health",
  "kids",
] as const;

// Brands double as the benchmark's search words: each appears in about one title in twelve.
export const BENCH_BRANDS = [
  "Aether",
  "Kestrel",
  "Nimbus",
  "Vantage",
  "Quasar",
  "Lumen",
  "Orbit",
  "Halcyon",
  "Zephyr",
  "Cobalt",
  "Solace",
  "Pioneer",
] as const;

const MODELS = ["X2", "Pro 14", "Air", "Ultra", "Mini", "S9", "Max", "Lite", "Neo", "Edge", "One", "Plus"];
const NOUNS = [
  "battery",
  "screen",
  "keyboard",
  "hinge",
  "speaker",
  "camera",
  "processor",
  "chassis",
  "trackpad",
  "charger",
  "firmware",
  "app",
  "interface",
  "update",
  "price",
  "warranty",
  "microphone",
  "sensor",
  "thermals",
  "port",
  "dashboard",
  "workflow",
  "subscription",
  "storage",
  "display",
  "modem",
  "antenna",
  "strap",
  "case",
  "lens",
];
const ADJECTIVES = [
  "bright",
  "sluggish",
  "solid",
  "flimsy",
  "generous",
  "stingy",
  "quiet",
  "noisy",
  "sharp",
  "muddy",
  "fast",
  "clumsy",
  "polished",
  "confusing",
  "reliable",
  "overpriced",
  "fair",
  "warm",
  "cool",
  "heavy",
  "light",
];
const VERBS = [
  "lasts",
  "struggles",
  "impresses",
  "disappoints",
  "handles",
  "chokes on",
  "survives",
  "drains",
  "beats",
  "trails",
  "matches",
  "undercuts",
  "ignores",
  "nails",
  "fumbles",
];
const OPENERS = [
  "In daily use",
  "After two weeks",
  "On paper",
  "Under sustained load",
  "Out of the box",
  "Compared with last year's model",
  "For most buyers",
  "In our lab tests",
  "On a long flight",
  "At this price",
];
const SECTION_TITLES: Record<TArticleType, string[]> = {
  review: [
    "Design and Build",
    "Display",
    "Performance",
    "Battery Life",
    "Camera",
    "Software",
    "Value for Money",
    "Who Should Buy It",
  ],
  versus: ["Design", "Performance Head to Head", "Battery", "Price and Value", "Which One Wins"],
  award: ["How We Picked", "The Winner", "Runners-Up", "Why It Won", "What Could Be Better"],
  interview: ["Background", "On Building Hardware", "On Pricing", "On Repairability", "What Comes Next"],
  "tech-news": ["What Happened", "Why It Matters", "What the Company Says", "What Buyers Should Do"],
  "how-to": ["What You Need", "Step One: Prepare", "Step Two: Configure", "Step Three: Test", "Troubleshooting"],
  saas: ["Onboarding", "Core Features", "Integrations", "Pricing Plans", "Support", "Verdict"],
};

/** Small, fast, seedable PRNG (mulberry32): the same seed always gives the same corpus. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface TBenchArticle {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  articleType: TArticleType;
  categoryName: string;
  tagNames: string[];
  brutalScore: number | null;
  reviewSummary: { brutalSummary: string; positives: string[]; negatives: string[] } | null;
  publishingStatus: "published" | "draft";
  publishedAt: Date | null;
  featured: boolean;
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

function sentence(random: () => number, product: string): string {
  const parts = [
    `${pick(random, OPENERS)}, the ${product} ${pick(random, VERBS)} the ${pick(random, NOUNS)}`,
    `while its ${pick(random, ADJECTIVES)} ${pick(random, NOUNS)} ${pick(random, VERBS)} the ${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}`,
  ];
  if (random() < 0.5) parts.push(`and the ${pick(random, NOUNS)} feels ${pick(random, ADJECTIVES)}`);
  return `${parts.join(" ")}.`;
}

function paragraph(random: () => number, product: string): string {
  const count = 3 + Math.floor(random() * 4);
  return Array.from({ length: count }, () => sentence(random, product)).join(" ");
}

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function buildBody(random: () => number, type: TArticleType, product: string, targetWords: number): string {
  const blocks: string[] = [];
  let words = 0;
  const titles = SECTION_TITLES[type];
  let section = 0;
  while (words < targetWords) {
    const heading = `## ${titles[section % titles.length]}${section >= titles.length ? ` (${Math.floor(section / titles.length) + 1})` : ""}`;
    const blockParts = [heading, paragraph(random, product)];
    if (random() < 0.5) {
      blockParts.push(`### The ${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}`, paragraph(random, product));
    }
    if (random() < 0.4) {
      const bullets = 3 + Math.floor(random() * 3);
      blockParts.push(
        Array.from(
          { length: bullets },
          () => `- **${pick(random, NOUNS)}**: ${pick(random, ADJECTIVES)} and ${pick(random, ADJECTIVES)}`,
        ).join("\n"),
      );
    }
    blockParts.push(paragraph(random, product));
    const block = blockParts.join("\n\n");
    blocks.push(block);
    words += countWords(block);
    section++;
  }
  return blocks.join("\n\n");
}

function titleFor(random: () => number, type: TArticleType, product: string, rival: string, n: number): string {
  const year = 2023 + (n % 3);
  switch (type) {
    case "review":
      return `${product} Review: ${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}, ${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}`;
    case "versus":
      return `${product} vs ${rival}: Which ${pick(random, NOUNS)} Wins?`;
    case "award":
      return `Brutal Award for the Best ${pick(random, NOUNS)} in ${year} goes to ${product}`;
    case "interview":
      return `Interview: The ${product} Team on ${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}s`;
    case "tech-news":
      return `${product} Recalls Units Over ${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}`;
    case "how-to":
      return `How to Fix a ${pick(random, ADJECTIVES)} ${pick(random, NOUNS)} on the ${product}`;
    case "saas":
      return `${product} Cloud Review: Is the ${pick(random, NOUNS)} Worth Paying For?`;
  }
}

const TYPE_WEIGHTS: [TArticleType, number][] = [
  ["review", 0.3],
  ["versus", 0.12],
  ["award", 0.1],
  ["interview", 0.1],
  ["tech-news", 0.14],
  ["how-to", 0.14],
  ["saas", 0.1],
];

function pickType(random: () => number): TArticleType {
  let roll = random();
  for (const [type, weight] of TYPE_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return type;
  }
  return ARTICLE_TYPES[0];
}

// Bodies come from a pool of this many per article type, so a corpus of 100,000 renders a few thousand bodies,
// not 100,000 (scripts/lib/seed-bench-articles.ts renders each distinct body once). Titles, excerpts, slugs, dates,
// tags and categories stay each article's own.
const BODIES_PER_TYPE = 300;

/** The body (and the summary it carries) of pool entry `variant` for `type`. */
function buildPooledBody(seed: number, type: TArticleType, variant: number) {
  const random = createRandom(seed * 7_919 + ARTICLE_TYPES.indexOf(type) * 100_003 + variant);
  const product = `${BENCH_BRANDS[variant % BENCH_BRANDS.length]!} ${pick(random, MODELS)}`;
  const targetWords = 800 + Math.floor(random() * 600);
  let content = buildBody(random, type, product, targetWords);
  let reviewSummary: TBenchArticle["reviewSummary"] = null;
  if (type === "review" || type === "saas" || type === "versus") {
    reviewSummary = {
      positives: [
        `${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}`,
        `${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}`,
        `${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}`,
      ],
      negatives: [
        `${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}`,
        `${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}`,
      ],
      brutalSummary: sentence(random, product),
    };
    content = `${content}\n\n${buildReviewSummaryMarkdown(reviewSummary)}`;
  }
  return { content, reviewSummary };
}

/** Article number `n` (0-based) of the corpus for `seed`; `now` anchors the publication dates (spread over 3 years). */
export function generateBenchArticle(n: number, seed: number, now: Date): TBenchArticle {
  const random = createRandom(seed * 1_000_003 + n);
  const type = pickType(random);
  const brand = BENCH_BRANDS[n % BENCH_BRANDS.length]!;
  const product = `${brand} ${pick(random, MODELS)}`;
  const rival = `${pick(random, BENCH_BRANDS)} ${pick(random, MODELS)}`;
  const title = titleFor(random, type, product, rival, n).replace(/\b\w/, (c) => c.toUpperCase());
  const { content, reviewSummary } = buildPooledBody(seed, type, n % BODIES_PER_TYPE);
  const tagCount = 2 + Math.floor(random() * 4);
  const tagNames = [...new Set(Array.from({ length: tagCount }, () => pick(random, BENCH_TAGS)))];
  const published = random() < 0.96;
  const ageMs = Math.floor(random() * 3 * 365 * 24 * 3600 * 1000);
  return {
    title,
    slug: `${slugify(title).slice(0, 200)}-${n + 1}`,
    excerpt: sentence(random, product),
    content,
    articleType: type,
    categoryName:
      type === "saas"
        ? pick(random, ["Productivity Software", "AI Tools"])
        : pick(random, BENCH_CATEGORIES.slice(0, 10)),
    tagNames,
    brutalScore:
      type === "review" || type === "saas" || type === "versus" ? Math.round((1 + random() * 9) * 10) / 10 : null,
    reviewSummary,
    publishingStatus: published ? "published" : "draft",
    publishedAt: published ? new Date(now.getTime() - ageMs) : null,
    featured: random() < 0.01,
  };
}
