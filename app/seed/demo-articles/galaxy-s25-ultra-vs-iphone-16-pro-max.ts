// One demo article (app/seed/demo-content.ts lists them in publication order).
import type { TDemoArticle } from "../demo-article";

const article: TDemoArticle = {
  slug: "galaxy-s25-ultra-vs-iphone-16-pro-max",
  title: "Galaxy S25 Ultra vs iPhone 16 Pro Max: Which Discounted Flagship Is Actually Worth It?",
  excerpt:
    "Both are now hundreds below launch price, and both are still faster than you need. We ran them side by side for three weeks: one wins on zoom and charging, the other on video and resale, and neither deserves its original sticker.",
  content: `Last year's flagships are the smartest phone purchase most people can make. The Samsung Galaxy S25 Ultra launched at $1,299 and the iPhone 16 Pro Max at $1,199; both now regularly sell for $250 to $350 less. At those prices the question is no longer "which is the best phone", it is "which one will still feel good in three years".

We carried both for 23 days, swapping SIMs every few days and shooting the same scenes on both.

## Design and Handling

Both are 6.9-inch titanium slabs. The S25 Ultra is 218g with flat sides and rounded corners, a big improvement over the sharp corners of the S24 Ultra. The iPhone is 227g and feels denser. Neither is comfortable one-handed; both need a case unless you enjoy repair bills.

The S25 Ultra's anti-reflective glass is a genuine advantage. Outdoors, the Samsung screen is easier to read at the same brightness because reflections are visibly dimmer. The iPhone's Camera Control button, meanwhile, is a nice idea that we mostly triggered by accident when picking the phone up.

**Winner: Galaxy S25 Ultra**, for the screen coating alone.

## Performance

Both are absurdly fast. In Geekbench 6, the S25 Ultra scored 3,090 single-core and 9,810 multi-core; the iPhone 16 Pro Max scored 3,420 and 8,520. In real life you cannot tell them apart in apps.

Under sustained gaming load, the S25 Ultra held performance better: after 20 minutes of a demanding game it kept 81% of its peak frame rate, the iPhone 72%. The iPhone also got warmer, peaking at 45°C on the back versus 42°C.

**Winner: Galaxy S25 Ultra**, narrowly.

## Cameras

This is where it gets interesting.

- **Main camera:** tie. The iPhone has more natural colour; the Samsung has more detail and heavier sharpening.
- **Zoom:** Samsung by a distance. Its 3x and 5x cameras give it more flexibility, and at 10x its crops are usable while the iPhone's are not.
- **Portraits:** iPhone. Edge detection around hair and glasses was cleaner in 8 of 10 test shots.
- **Video:** iPhone, clearly. Stabilisation, exposure transitions and colour consistency between lenses are still a step ahead.

If you shoot your kids' sport from the stands, buy the Samsung. If you shoot video of anything, buy the iPhone.

**Winner: split, with video tipping it toward the iPhone.**

## Battery and Charging

Our screen-on test at 200 nits:

- **Galaxy S25 Ultra:** 12 hours 8 minutes
- **iPhone 16 Pro Max:** 13 hours 21 minutes

The iPhone lasts longer. The Samsung charges faster: 0 to 100% in 68 minutes with a 45W charger, versus 97 minutes for the iPhone on a 30W charger. Neither includes a charger in the box.

**Winner: iPhone 16 Pro Max**, because endurance matters more than charge speed.

## Software and Support

Samsung promises seven years of OS updates; Apple does not publish a number but typically supports iPhones for six to seven years. Samsung's software is heavier, with duplicate apps and more settings than anyone needs. Galaxy AI features such as call translation were genuinely handy on a trip; Apple's AI features were more limited in our use.

The S Pen remains unique. It lost Bluetooth features this year, so no more remote shutter, but handwritten notes and precise photo editing still have no equivalent on the iPhone.

**Winner: tie.** Pick the ecosystem you already live in.

## Resale Value

After one year, iPhones historically keep more of their value. If you sell phones every two years, that gap can be $100 or more.

**Winner: iPhone 16 Pro Max.**

## Scorecard

Counting the rounds above, the Samsung takes design and performance, the iPhone takes battery and resale, and cameras and software end level. It is a draw on points, which is exactly why your existing ecosystem should decide it.

## Where to Buy

- [Check the Galaxy S25 Ultra price on Amazon](https://www.amazon.com/dp/B0DP3GDTLW)
- [Check the iPhone 16 Pro Max price on Amazon](https://www.amazon.com/dp/B0DHJ9PM6Q)

## Final Verdict

For most people on Android, the **Galaxy S25 Ultra** is the better discounted flagship: brighter, easier to read outdoors, a far more versatile zoom, faster charging and the S Pen. For anyone who records video, values battery endurance, or plans to resell, the **iPhone 16 Pro Max** is the safer buy. Neither is worth full launch price anymore. Wait for a discount of at least $250, and pick the one whose ecosystem you are already locked into.`,
  articleType: "versus",
  categorySlug: "smartphones",
  tags: ["Smartphones", "Samsung", "Apple", "Comparison"],
  metaTitle: "Galaxy S25 Ultra vs iPhone 16 Pro Max: Honest Verdict",
  metaDescription:
    "Zoom, charging and anti-glare for Samsung; video, battery and resale for Apple. We tested both discounted flagships for three weeks. Here's the winner.",
  featuredImage: "/images/demo/galaxy-s25-ultra-vs-iphone-16-pro-max.svg",
  publishedDaysAgo: 15,
  sourceUrls: ["https://www.samsung.com/us/smartphones/galaxy-s25-ultra/", "https://www.apple.com/iphone-16-pro/"],
};

export default article;
