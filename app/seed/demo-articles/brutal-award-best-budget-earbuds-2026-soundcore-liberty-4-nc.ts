// One demo article (app/seed/demo-content.ts lists them in publication order).
import type { TDemoArticle } from "../demo-article";

const article: TDemoArticle = {
  slug: "brutal-award-best-budget-earbuds-2026-soundcore-liberty-4-nc",
  title: "Brutal Award for the Best Budget Earbuds in 2026 goes to Soundcore Liberty 4 NC",
  excerpt:
    "Under $100, often under $80, and they cancel more noise than earbuds costing three times as much did two years ago. The Liberty 4 NC are not perfect, but they make most premium earbuds look like a tax on people who don't shop around.",
  content: `Budget earbuds used to mean choosing between noise cancelling that barely worked, battery life that barely lasted, or a fit that fell out when you sneezed. The Soundcore Liberty 4 NC fix all three for a list price of $99.99 and a street price that regularly dips to $70-$80.

We tested 11 pairs of earbuds under $120 over five weeks. These were the ones our testers kept reaching for after the testing was over, which is the only review metric that really matters.

## Why This Product Deserves Recognition
- Noise cancelling that measured within about 5dB of premium earbuds costing $299 on low-frequency rumble
- 8 hours 20 minutes of measured battery with noise cancelling on, more than several flagship models
- Multipoint Bluetooth that switched cleanly between a laptop and a phone in every test
- LDAC support for Android users, a feature usually reserved for much more expensive earbuds
- A detailed app with a proper equaliser and a hearing-based sound profile that actually helped
- Six sizes of ear tips in the box, so most people get a proper seal without buying extras

## What Customers Are Saying
- Buyers frequently say the noise cancelling surprised them for the price, especially on buses and planes
- A common praise point is all-day battery life for commuters who forget to charge
- Several owners report that the default sound is too bass-heavy until they adjust the equaliser
- Some users mention the case feels plasticky and the lid wobbles slightly
- Call quality gets mixed feedback: fine indoors, weak in wind

## Award Summary
The Soundcore Liberty 4 NC win Best Budget Earbuds in 2026 because they deliver the core premium experience (real noise cancelling, long battery life, multipoint and a capable app) for a third of the price. They are not as refined as Sony or Bose, their call quality struggles outdoors, and the default tuning needs a tweak. But if you are about to spend $299 on earbuds, listen to these first. You may keep the $200.

## How We Tested

Each pair of earbuds went through the same routine:

1. Measure noise reduction on a test rig using recorded train, plane and office noise.
2. Run a battery test at 60% volume with noise cancelling on, from full charge to shutdown.
3. Make ten calls in a quiet room and ten on a busy street with traffic around 70dB.
4. Wear them for at least a full workday across three testers with different ear sizes.
5. Compare sound quality against a reference pair, with and without EQ.

## The Numbers

- **Low-frequency noise reduction:** about 29dB, versus about 34dB for the best premium earbuds
- **Mid-range noise reduction:** about 21dB, where premium models still pull clearly ahead
- **Battery with ANC on:** 8 hours 20 minutes per charge, roughly 40 hours including the case
- **Charging:** 10 minutes in the case gave about 3 hours of playback

The mid-range figure is the real difference between budget and premium noise cancelling. Voices and office chatter get through more on the Liberty 4 NC than on a $299 pair. Engine hum and train rumble, the noise that tires you out on a commute, is handled very well.

## Sound: Fix It in Two Minutes

Out of the box the Liberty 4 NC push bass hard. In the app, run the hearing test and drop the bass slider two steps, and they become balanced and clear. We would not put them against premium earbuds for detail, but for podcasts, commuting and the gym, they are more than good enough.

## The Ugly Truth

- **Calls in wind are poor.** On a breezy street, callers heard more gusts than voice.
- **The case is cheap.** It works, it charges, but the hinge has play and it scratches easily.
- **No wireless charging on the base model**, which some rivals at this price now offer.
- **Touch controls are basic.** You can customise them, but there are only so many taps.

## Who Should Spend More

If you fly long-haul every month, the extra mid-range cancelling on premium earbuds is worth paying for. If you take a lot of calls outdoors, spend more for better microphones. Everyone else should start here.

[Check the price on Amazon](https://www.amazon.com/dp/B0C3HBLTYY)`,
  articleType: "award",
  categorySlug: "audio",
  tags: ["Audio", "Earbuds", "Budget", "Brutal Awards"],
  brutalScore: 8.8,
  metaTitle: "Best Budget Earbuds 2026: Soundcore Liberty 4 NC",
  metaDescription:
    "Real noise cancelling, 8+ hours of battery and multipoint for under $100. Why the Soundcore Liberty 4 NC win our Best Budget Earbuds 2026 award.",
  featuredImage: "/images/demo/brutal-award-best-budget-earbuds-2026-soundcore-liberty-4-nc.svg",
  publishedDaysAgo: 55,
  sourceUrls: ["https://us.soundcore.com/products/liberty-4-nc"],
};

export default article;
