// One demo article (app/seed/demo-content.ts lists them in publication order).
import type { TDemoArticle } from "../demo-article";

const article: TDemoArticle = {
  slug: "grammarly-pro-review",
  title: "Grammarly Pro Review: A Great Proofreader Buried Under an AI Upsell",
  excerpt:
    "Grammarly still catches typos and clumsy sentences better than anything built into your word processor. But Pro costs around $144 a year, its AI rewrites flatten your voice, and the free plan now spends half its time advertising.",
  content: `Grammarly started as a spell-checker with better grammar rules. It is now an "AI writing partner" that wants to rewrite your emails, generate replies and tell you how confident you sound. We used Grammarly Pro for four weeks across a browser, a desktop app and a phone keyboard, writing about 60,000 words of articles, emails and messages. The proofreading is still excellent. Much of the rest is noise.

Pricing: the free plan covers basic spelling and grammar. **Pro** costs around **$12 a month billed annually** (about $144 a year) or **$30** month to month.

## Proofreading: Still the Best in the Business

Grammarly's core checker remains very good. In our test document with 50 planted errors (typos, agreement mistakes, misused words, missing commas and one confusing dangling modifier), it caught:

- **Grammarly Pro:** 46 of 50
- **A major word processor's built-in editor:** 34 of 50
- **A popular free browser extension:** 31 of 50

It was especially good at "their/there" style confusions, doubled words and missing articles, which are exactly the errors a tired writer misses. False positives were rare, around one per 1,000 words, usually on deliberate sentence fragments.

## Clarity and Tone Suggestions: Mixed

Pro adds suggestions to rewrite wordy sentences, change passive voice and adjust tone. About half were genuine improvements. The rest removed personality: "brutally honest" became "very candid", and a deliberately short punchy sentence was merged into a longer one. Accept these one by one, never in bulk.

The tone detector, which labels your writing as "confident", "friendly" or "formal", is a gimmick. It flagged a two-line email asking for an invoice as "worried". We were not worried. We were bored.

## Generative AI: The Upsell

The AI assistant can draft emails, summarise text and rewrite whole paragraphs from a prompt. It works, in the sense that text appears. The output is generic and long, with the familiar AI filler phrases. Every dedicated AI chatbot we use does this better, and many people already pay for one.

Prompts are capped on every plan, with the free plan getting only a small monthly allowance, which is clearly designed to push you toward Pro.

## The Free Plan Has Become an Advert

The free version now shows locked Pro suggestions highlighted in the document, with prompts to upgrade. On a typical 1,000-word draft we saw around a dozen locked suggestions. It still works as a basic checker, but it feels like a demo.

## Privacy and Performance

The browser extension reads what you type in most text fields, which is how it works and also why many companies block it. Grammarly offers enterprise controls, and it states it does not sell user data, but think before using it on confidential documents with a personal account.

The desktop app occasionally lagged in long documents, adding a visible delay to typing after around 8,000 words. Splitting long drafts into chapters fixed it, but a writing tool should not dictate how long your documents are.

## Who Should Pay

- **Non-native English writers** who write professionally: Pro is worth it for the proofreading alone.
- **Students and casual writers:** the free plan, or your word processor's built-in checker, is enough.
- **Anyone who wants AI drafting:** use a general AI assistant instead.

## What Actually Works
- The best grammar and typo detection we have tested, catching 46 of 50 planted errors
- Works almost everywhere: browser, desktop apps and phone keyboard
- Very few false positives on normal writing
- Genuinely helpful for non-native English writers

## What's Complete Garbage
- Clarity rewrites that sand off your personality if you accept them blindly
- Generative AI features that are generic, capped and already available elsewhere
- A free plan cluttered with locked upsell suggestions
- Around $144 a year, or $30 a month, for what is mostly a proofreader

## Brutal Summary
Grammarly is still the best proofreader you can buy, and if you write in English for a living, especially as a second language, Pro earns its price. But most of what it now markets, from tone detection to AI drafting, is filler built to justify the subscription. Pay for the proofreading, ignore the rest, and never click "accept all".`,
  articleType: "saas",
  categorySlug: "ai-tools",
  tags: ["AI Tools", "Writing", "Grammarly", "Subscriptions"],
  brutalScore: 6.6,
  metaTitle: "Grammarly Pro Review: Great Checker, Heavy Upsell",
  metaDescription:
    "Grammarly Pro caught 46 of 50 planted errors, but its AI rewrites flatten your voice and it costs around $144 a year. Our brutally honest review.",
  featuredImage: "/images/demo/grammarly-pro-review.svg",
  publishedDaysAgo: 44,
  sourceUrls: ["https://www.grammarly.com/plans"],
};

export default article;
