// One demo article (app/seed/demo-content.ts lists them in publication order).
import type { TDemoArticle } from "../demo-article";

const article: TDemoArticle = {
  slug: "eufy-x10-pro-omni-review",
  title: "Eufy X10 Pro Omni Review: A Do-Everything Robot Vacuum That Does Most Things Okay",
  excerpt:
    "It vacuums, mops, empties itself and washes its own pads for far less than the flagships. After a month in a house with a shedding dog, it earned its keep on hard floors and fell apart on rugs, cables and anything resembling a sock.",
  content: `All-in-one robot vacuums with a self-emptying, mop-washing dock used to cost $1,400 and up. The Eufy X10 Pro Omni launched at $799 and regularly sells for closer to $600. That price is the whole story: the question is not whether it is the best robot vacuum, but whether it is good enough to stop you spending twice as much.

We ran it daily for 31 days in a 1,450 square foot, two-floor house with mixed hardwood, tile, two medium-pile rugs and a Labrador who sheds like it is a competitive sport.

## Setup and Mapping

Setup took 14 minutes, including app install and a firmware update. The first mapping run on the ground floor took 22 minutes and produced an accurate floor plan with rooms correctly split, except for an open kitchen-dining area it merged into one room. Splitting it manually took 30 seconds.

The dock is big: roughly 43cm tall and 40cm wide, with a clean water tank and a dirty water tank on top. Budget real floor space for it, plus clearance on both sides.

## Vacuuming: Strong on Hard Floors

On hardwood and tile the X10 is excellent. In our standard test (a measured 50g mix of rice, oats, sand and dog hair) it picked up **97%** on hard floors in a single pass. Dog hair on hardwood, the job that matters most in our house, was gone every day.

Rugs are weaker. On medium pile it collected **81%** of the same test mix, and dog hair tangled around the roller brush once a week, needing scissors to remove. Flagships with anti-tangle combs do better here.

### Obstacle Avoidance

The front camera recognises shoes, bins and pet bowls reliably. It is less reliable with thin things. Over a month it:

- Ate a phone charging cable three times, once pulling the phone off a side table
- Pushed a sock under the sofa and got stuck on it
- Correctly avoided a fake dog mess test object 9 times out of 10

That last one is the test that matters for pet owners, and 90% is not 100%. If your dog has accidents, do not run it unattended.

## Mopping: Better Than Expected

The two spinning pads are pressed down and oscillate, and they genuinely scrub. Dried coffee drips on tile came up in one pass; a sticky juice spill needed two. The robot lifts the pads by 12mm when it hits a rug, which is enough for low-pile rugs but wet our medium-pile rug edges twice.

The dock washes the pads and dries them with warm air. That works: no mildew smell after a month, which is the main failure of cheaper mopping robots.

## The Dock and Maintenance

Self-emptying works, loudly. The dock emptying cycle measured 78dB at one metre, which is loud enough to wake a light sleeper if you schedule night runs. The dust bag lasted about five weeks with heavy dog hair.

Weekly maintenance still exists: the dirty water tank smells if you leave it more than three days, and the roller brush needs detangling. "Hands-free" is marketing; "hands-less" is accurate.

## The App

The app is functional but cluttered. Scheduling by room works. No-go zones work. The app nags you to buy replacement parts through banners, and two firmware updates during our test each reset one of our room names.

[Check the price on Amazon](https://www.amazon.com/dp/B0CKWMTGGB)

## What Actually Works
- Excellent pickup on hardwood and tile, including pet hair
- Mop pads that actually scrub, then get washed and dried by the dock
- Self-emptying and self-cleaning at roughly half the price of flagships
- Fast, accurate mapping with easy room editing

## What's Complete Garbage
- Eats charging cables and socks like a puppy
- Hair tangles around the roller on rugs every week
- The dock is huge and loud when it empties
- Firmware updates that quietly reset your settings

## Brutal Summary
The Eufy X10 Pro Omni gives you 80% of a flagship robot for around half the money, and on hard floors it is genuinely excellent. But it is clumsy with cables, mediocre on rugs, and not trustworthy enough around pet accidents to run while you are out. If your home is mostly hard floors and you are disciplined about tidying cables, buy it on sale. If you have thick rugs, spend more.`,
  articleType: "review",
  categorySlug: "smart-home",
  tags: ["Smart Home", "Robot Vacuum", "Eufy", "Pets"],
  brutalScore: 7.4,
  metaTitle: "Eufy X10 Pro Omni Review: Good Mop, Clumsy Robot",
  metaDescription:
    "97% pickup on hard floors and a dock that washes its own mop pads, but it eats cables and struggles on rugs. Our honest Eufy X10 Pro Omni review.",
  featuredImage: "/images/demo/eufy-x10-pro-omni-review.svg",
  publishedDaysAgo: 48,
  sourceUrls: ["https://www.eufy.com/products/t2351111"],
};

export default article;
