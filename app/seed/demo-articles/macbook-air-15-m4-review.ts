// One demo article (app/seed/demo-content.ts lists them in publication order).
import type { TDemoArticle } from "../demo-article";

const article: TDemoArticle = {
  slug: "macbook-air-15-m4-review",
  title: "MacBook Air 15 (M4) Review: The Default Laptop Is Still the Default, With Two Annoying Asterisks",
  excerpt:
    "Sixteen and a half hours of measured battery, no fan, no noise, and a price that finally includes 16GB of RAM. It is the easiest laptop recommendation we make, right up until you plug in a second monitor or ask for more than 60Hz.",
  content: `The 15-inch MacBook Air is the laptop we tell most people to buy, and after three weeks of using the M4 version as a daily machine we are not changing that advice. But "most people" is doing a lot of work in that sentence, and Apple's marketing would like you to forget the people it does not cover.

Our unit: M4 with a 10-core CPU and 10-core GPU, 16GB of unified memory and a 512GB SSD. Apple asks **$1,399** for that configuration. The base model with 256GB starts at $1,199, and you should not buy it unless you live in the cloud.

## Design and Build: Boring in the Best Way

Nothing has changed that matters. It is 11.5mm thick, weighs 1.51kg, and the aluminium chassis has zero flex. The hinge opens with one finger. The keyboard is still the best on any mainstream laptop, and the trackpad is still the one every Windows maker is trying and failing to copy.

The new Sky Blue finish is so pale that under office lighting it reads as silver. If you wanted a colour, this is not one.

### Ports

Two Thunderbolt 4 ports, both on the left side, plus MagSafe and a headphone jack. Two ports on a $1,399 15-inch laptop is stingy. Both on the same side is worse: charging from the right side of a desk means a cable across your keyboard, or MagSafe, which you now have to carry as a separate cable.

## Performance: Fast, Until It Gets Warm

For everything a normal person does, the M4 is absurdly quick. Forty browser tabs, Slack, Figma, Spotify and a 4K YouTube stream never produced a stutter.

Numbers from our standard runs:

- **Cinebench 2024 multi-core:** 931 points on a cold first run
- **Cinebench 2024, 30-minute loop:** settled at 792 points, a 15% drop
- **Geekbench 6:** 3,780 single-core, 14,720 multi-core
- **Exporting a 12-minute 4K project in Final Cut Pro:** 6 minutes 41 seconds

That 15% drop is the fanless tax. The chassis gets warm above the keyboard, around 41°C on the underside after the 30-minute loop, and the chip pulls its clocks back. For photo editing and light video work you will never notice. If you render for a living, you want the MacBook Pro with a fan and you already knew that.

## Battery Life: The Real Reason to Buy It

Apple claims up to 18 hours. Our web-browsing loop at 200 nits, with Wi-Fi on and a mix of Google Docs, news sites and video, lasted **16 hours 38 minutes**. A full workday of actual work, including two hours of video calls, ended at 54% remaining.

Standby drain is basically zero: we left it closed over a weekend and lost 2%. Windows laptops in this price range still cannot match that, and it is the single best argument for this machine.

## The Display: Fine, and Stuck in 2018

The 15.3-inch panel is sharp at 2880 x 1864, bright enough at a measured 489 nits, and colour-accurate out of the box. It is also 60Hz. Scrolling on a $1,399 laptop should not look worse than scrolling on a $499 phone, and every time we went back to a 120Hz screen, the Air felt sluggish for a few minutes.

## External Monitors: Finally Two, But Read the Fine Print

The M4 Air can drive two external displays with the lid open, which fixes the most embarrassing limitation of the M1 and M2 era. One caveat: you need two cables, and with both monitors connected you have zero free Thunderbolt ports. A dock fixes it, at another $150 to $300.

## Speakers, Webcam and the Rest

The six-speaker system is good for a laptop this thin: clear voices, passable bass, loud enough for a small room. The new 12MP Center Stage camera is a genuine upgrade; colleagues noticed the difference on calls without being told. Touch ID works every time.

## Who Should Skip It

- Anyone who edits video or compiles large projects for hours at a time: the thermal drop is real.
- Gamers: the library is still thin, and the games that do run push the chassis to its thermal limit fast.
- People who need more than two ports without a dock.

[Check the price on Amazon](https://www.amazon.com/dp/B0DZDDQ429)

## What Actually Works
- Measured 16 hours 38 minutes of real web use, and near-zero standby drain
- Best keyboard and trackpad on any mainstream laptop
- Completely silent, because there is nothing to spin
- 16GB of RAM is finally standard, so the base spec is no longer a trap
- Drives two external monitors with the lid open

## What's Complete Garbage
- A 60Hz display on a $1,399 laptop in 2026
- Two ports, both on the same side
- Sustained multi-core performance drops 15% once the chassis warms up
- Apple's storage upgrade pricing, which remains daylight robbery

## Brutal Summary
The M4 MacBook Air 15 is the laptop to beat for students, writers, office workers and anyone who values battery life over spec sheets. It is quiet, fast enough and lasts longer than your day. But the 60Hz screen is lazy, the port count is cheap, and the fanless design means sustained workloads will slow it down. Buy it with 512GB, ignore the colour marketing, and know exactly what it is not.`,
  articleType: "review",
  categorySlug: "laptops",
  tags: ["Laptops", "Apple", "Battery Life", "MacBook"],
  brutalScore: 8.7,
  metaTitle: "MacBook Air 15 M4 Review: Brutally Honest Verdict",
  metaDescription:
    "16.5 hours of measured battery and no fan noise, but a 60Hz screen and two ports on a $1,399 laptop. Our honest MacBook Air 15 M4 review.",
  featuredImage: "/images/demo/macbook-air-15-m4-review.svg",
  publishedDaysAgo: 6,
  featured: true,
  sourceUrls: ["https://www.apple.com/macbook-air/"],
};

export default article;
