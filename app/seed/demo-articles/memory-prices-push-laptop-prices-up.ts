// One demo article (app/seed/demo-content.ts lists them in publication order).
import type { TDemoArticle } from "../demo-article";

const article: TDemoArticle = {
  slug: "memory-prices-push-laptop-prices-up",
  title: "Memory Prices Are Climbing, and Laptop Price Tags Are Starting to Follow",
  excerpt:
    "AI data centres are soaking up memory production, and the bill is landing on ordinary laptops and phones. We tracked 20 laptop configurations for 60 days: 11 got more expensive, and RAM upgrades took the biggest hit.",
  content: `If the laptop you bookmarked last month now costs more, you are not imagining it. Memory makers have shifted production toward the high-bandwidth memory used in AI accelerators, and contract prices for the ordinary DRAM and flash storage inside laptops, phones and graphics cards have risen sharply as a result. PC and phone makers buy memory months ahead, so the effect reaches shop shelves with a delay. It is reaching them now.

## What We Measured

We tracked the listed prices of 20 popular laptop configurations at major US retailers for 60 days, ignoring short flash sales.

- **11 of 20** configurations increased in price
- **Median increase:** $80
- **Largest increase:** $200, on a 32GB creator laptop
- **6 configurations** were unchanged, and **3** got cheaper, all of them older models being cleared out

The pattern is clear: machines with 32GB of RAM or more, and the optional memory upgrades on build-to-order configurations, rose the most. One manufacturer's 16GB-to-32GB upgrade went from $100 to $160 during our tracking window.

## Why It Is Happening

AI servers need enormous amounts of fast memory, and the margins on that memory are far higher than on the chips that go into a $700 laptop. Manufacturers are allocating production accordingly. Memory has always moved in boom-and-bust cycles, but this time demand is coming from buyers with very deep pockets who are not especially price sensitive.

## What It Means for You

- **Buying soon? Buy the RAM you need now.** On laptops with soldered memory, you cannot upgrade later, and upgrade pricing is rising fastest.
- **16GB is the sensible floor** for a new Windows laptop; do not let a price bump push you down to 8GB.
- **Desktop builders** should expect higher prices on RAM kits and SSDs. If you were planning a build, prices for these components are unlikely to fall quickly.
- **Last year's models** are the bargains right now, because they were built with memory bought before the increases.

## Our Take

Nobody knows how long this cycle lasts, and anyone who tells you confidently is selling something. Our advice is boring: if you need a laptop, buy a discounted current or previous-generation model with enough memory now. If your current one still works, there is no prize for waiting, but there is no emergency either.`,
  articleType: "tech-news",
  categorySlug: "laptops",
  tags: ["Laptops", "RAM", "Prices", "AI"],
  metaTitle: "Memory Prices Are Pushing Laptop Prices Up",
  metaDescription:
    "We tracked 20 laptop configurations for 60 days: 11 got pricier, median +$80, with RAM upgrades hit hardest. What rising memory prices mean for buyers.",
  featuredImage: "/images/demo/memory-prices-push-laptop-prices-up.svg",
  publishedDaysAgo: 1,
};

export default article;
