// One demo article (app/seed/demo-content.ts lists them in publication order).
import type { TDemoArticle } from "../demo-article";

const article: TDemoArticle = {
  slug: "google-pixel-watch-3-review",
  title: "Google Pixel Watch 3 Review: The Prettiest Android Watch, Still Chained to a Charger",
  excerpt:
    "The best-looking Wear OS watch, accurate heart-rate tracking and genuinely useful running features. It also died before bedtime on our heavier days, and Google still wants $9.99 a month for the health insights that should be included.",
  content: `The Pixel Watch has always been a gorgeous object with a weak battery and a subscription problem. The third generation adds a bigger 45mm size, brighter screen and serious running tools. We wore the 45mm Wi-Fi model ($399) on the left wrist for 24 days, with a chest strap and a rival watch for comparison.

## Design: Still the Best-Looking Wear OS Watch

The domed glass and thin bezels make the Pixel Watch 3 look like a pebble of water on your wrist. The 45mm version finally gives bigger wrists an option and makes notifications easier to read. It is comfortable to sleep in, at 37g without the strap.

The dome is also its weakness. There is no raised bezel to protect the glass, and after three weeks our unit had two fine scratches from a door frame and a desk edge. Buy a case, or accept the risk. Repairs are not cheap.

## Display

The AMOLED panel is superb. We measured 1,940 nits in direct sunlight, and it was readable on a bright beach run. The always-on display is crisp without looking washed out, and the bezels are 16% smaller than on the last model, which you notice when reading long messages.

## Fitness and Running: The Real Upgrade

Google has taken running seriously. You get:

- **Custom run workouts** with intervals and pace targets, set up on the watch or phone
- **Cardio load and target load**, telling you whether you are training too hard or too easy
- **A readiness score** each morning based on sleep and heart-rate variability

Heart-rate accuracy was excellent during steady runs: within 2 beats per minute of our chest strap for 94% of a 10km easy run. During sprint intervals the watch lagged by 4 to 6 seconds on rapid changes, which is typical for optical sensors.

GPS tracks were clean in open areas. Between tall buildings the route drifted, and a 5km city loop recorded as 5.23km. Dedicated running watches with dual-frequency GPS do better.

## Sleep Tracking

Sleep tracking matched our subjective feeling reasonably well and caught late nights accurately. The sleep stages are plausible rather than clinical. Fine for spotting trends, pointless for obsessing over.

## Battery Life: The Big Problem

Google claims 24 hours with the always-on display. Our results:

- **Light day** (notifications, no workout, AOD on): 27 hours
- **Typical day** (notifications, 45-minute GPS run, sleep tracking): 21 hours
- **Heavy day** (90-minute GPS run with music over Bluetooth): died at 8:40pm

That means you charge it every single day, and you have to plan when. Charging is reasonably quick: 0 to 100% took 71 minutes, and 15 minutes in the morning while showering added about 30%. But a watch you must charge daily is a watch you will sometimes leave on the nightstand.

## Software and the Subscription

Wear OS is smooth and the Google apps (Maps, Wallet, Home, Gmail) work well. Third-party app support is improving but still thin compared with Apple's.

Then there is Fitbit Premium, which is where our patience ran out. The watch includes six months, after which detailed sleep analysis, long-term trends and some workout insights sit behind a **$9.99 per month** subscription. On a $399 watch, the health insights should be included. Garmin does not charge for them.

[Check the price on Amazon](https://www.amazon.com/dp/B0D7HXY2QW)

## What Actually Works
- Beautiful design and an excellent, bright display
- Accurate heart-rate tracking during steady workouts
- Useful running features: custom workouts, cardio load, readiness
- Smooth software with solid Google app integration

## What's Complete Garbage
- Daily charging, and heavy GPS days do not make it to bedtime
- A fragile domed screen with no bezel protection
- $9.99 a month for health insights that rivals include for free

## Brutal Summary
The Pixel Watch 3 is the best-looking Android smartwatch and a genuinely capable fitness companion. If you own a Pixel and want a watch that feels like part of the phone, it is the obvious choice. But the battery still forces a daily charging routine, the glass scratches, and the subscription feels like a tax on owning it. Serious runners should buy a Garmin. Everyone else: buy the case too.`,
  articleType: "review",
  categorySlug: "wearables",
  tags: ["Wearables", "Smartwatch", "Google", "Fitness"],
  brutalScore: 7.2,
  metaTitle: "Pixel Watch 3 Review: Gorgeous, But Battery Lags",
  metaDescription:
    "A beautiful display and accurate heart rate, but daily charging and a $9.99 monthly subscription for insights. Our brutally honest Pixel Watch 3 review.",
  featuredImage: "/images/demo/google-pixel-watch-3-review.svg",
  publishedDaysAgo: 63,
  sourceUrls: ["https://store.google.com/product/pixel_watch_3"],
};

export default article;
