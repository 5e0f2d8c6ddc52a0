// One demo article (app/seed/demo-content.ts lists them in publication order).
import type { TDemoArticle } from "../demo-article";

const article: TDemoArticle = {
  slug: "google-pixel-9a-review",
  title: "Google Pixel 9a Review: The Best $499 Camera You Can Buy, Inside a Phone That Runs Warm",
  excerpt:
    "Seven years of updates, a camera that embarrasses phones twice its price and a battery that lasted us two full days. Then there are the chunky bezels, the slow charging and a Tensor chip that still gets hot doing very little.",
  content: `Budget phones usually ask you to pick two out of three: good camera, good battery, long software support. The Pixel 9a delivers all three at $499, and that alone makes it one of the most important phones of the year. We used it as our only phone for 19 days. Here is what the spec sheet does not tell you.

## Design: Flat, Clean and Slightly Dated

Google dropped the camera bar. The two lenses now sit almost flush with the back, so the phone lies flat on a desk and does not wobble when you tap it. The plastic back picks up fewer fingerprints than glass and survived two drops onto a wooden floor without a mark. It is rated IP68, which is rare at this price.

The front is a different story. The bezels around the 6.3-inch screen are thick, noticeably thicker than on the Pixel 9 and on Samsung's A-series. It is a small thing that makes a $499 phone look like a $499 phone.

## Display: Bright Enough for Anything

The 120Hz OLED panel is excellent. We measured 1,780 nits in high-brightness mode outdoors, which is more than enough for reading maps at noon. Colours are accurate in Natural mode and punchy in Adaptive. No complaints, except that the 120Hz mode is off by default. Turn on Smooth Display in settings the moment you set it up.

## Camera: This Is Why You Buy It

The 48MP main camera is the star. Google's processing gives you balanced, natural photos with excellent dynamic range, and Night Sight remains the best low-light mode at this price by a wide margin. In side-by-side tests against a phone costing $300 more, the 9a won on skin tones and lost only on fine detail at 5x zoom, where its digital crop turns to mush.

- **Main camera:** excellent in daylight and at night, with reliable skin tones
- **13MP ultrawide:** fine in daylight, soft and noisy indoors
- **Zoom:** 2x is usable, beyond that forget it
- **Video:** 4K 60fps is stable, but colour shifts when switching lenses mid-clip

## Performance and Heat: The Tensor Problem

The Tensor G4 is fast enough for daily use. Apps open quickly and 8GB of RAM keeps around a dozen apps in memory. But the chip still runs warm. Twenty minutes of navigation with the screen on in a car mount pushed the back to 43°C, and the phone dimmed the display to protect itself. Gaming is acceptable at medium settings, but Genshin Impact dropped from 60fps to an average of 41fps after 15 minutes.

Benchmarks, for the record: Geekbench 6 at 1,520 single-core and 3,410 multi-core. That is roughly where mid-range Snapdragon chips sat two years ago.

## Battery: Genuinely Great

The 5,100mAh cell is the biggest Google has put in an A-series phone. Our screen-on test (web, video, social apps at 200 nits, 120Hz on) ran for **10 hours 52 minutes**. With moderate use we regularly ended day two above 15%.

Charging is the catch. At 23W wired, a full charge took **1 hour 41 minutes**. Wireless tops out at 7.5W, which is overnight-only speed. There is no charger in the box.

## Software: Seven Years Is the Headline

Android updates and security patches for seven years means this phone is supported into the next decade. That is better than almost any phone, at any price, from any brand that is not Apple or Samsung.

The AI features are a reduced set. The 9a runs a lighter on-device model than the Pixel 9, so some features are missing or cloud-only. Honestly, you will not miss most of them.

[Check the price on Amazon](https://www.amazon.com/dp/B0DY4CMB7L)

## What Actually Works
- The best point-and-shoot camera under $500, especially at night
- Nearly 11 hours of measured screen-on time
- Seven years of OS and security updates
- IP68 rating and a camera module that sits flat

## What's Complete Garbage
- 23W wired charging takes well over an hour and a half
- Tensor G4 heats up during navigation and throttles in games
- Thick bezels make it look older than it is

## Brutal Summary
The Pixel 9a is the budget phone we recommend to anyone who cares about photos and wants a phone that stays supported for years. It is not fast, it gets warm, and it charges slowly enough to be irritating. But at $499 nothing else gives you this camera, this battery and this update promise in one package. Buy it, turn on 120Hz, and stop worrying about benchmarks.`,
  articleType: "review",
  categorySlug: "smartphones",
  tags: ["Smartphones", "Google", "Budget", "Camera"],
  brutalScore: 8.2,
  metaTitle: "Google Pixel 9a Review: Great Camera, Warm Chip",
  metaDescription:
    "Nearly 11 hours of screen-on time and the best camera under $500, but slow 23W charging and a Tensor chip that runs warm. Our Pixel 9a review.",
  featuredImage: "/images/demo/google-pixel-9a-review.svg",
  publishedDaysAgo: 21,
  sourceUrls: ["https://store.google.com/product/pixel_9a"],
};

export default article;
