// One demo article (app/seed/demo-content.ts lists them in publication order).
import type { TDemoArticle } from "../demo-article";

const article: TDemoArticle = {
  slug: "sony-wh-1000xm6-review",
  title: "Sony WH-1000XM6 Review: The Best Noise Cancelling We've Tested, at a Price That Stings",
  excerpt:
    "The XM6 finally folds again, blocks more noise than anything we've worn and lasted 31 hours in our battery test. It also costs $449, ships with bass cranked too high and still uses touch controls that misfire in the cold.",
  content: `Sony's 1000X line has been the default answer to "which noise-cancelling headphones should I buy" for the better part of a decade. The XM5 wobbled: it dropped the folding hinge, raised the price and gave Bose an opening. The XM6 fixes most of that. It does not fix the price.

We wore a retail pair for 18 days, including two long-haul flights, a daily train commute and a week in an open-plan office.

## Design: The Hinge Is Back

The headline is boring but important: **they fold again**. The XM5's non-folding design meant a case the size of a dinner plate. The XM6 case is noticeably smaller and now closes with a magnetic clasp instead of a zip, which is quicker but less protective if you throw it into a packed bag.

At 254g, they are light. The headband is wider and the clamping force is moderate. After a nine-hour flight, the only complaint was warm ears, which is the price of good passive seal with synthetic leather.

## Noise Cancelling: Class-Leading, With Numbers

We measured attenuation with a calibrated test rig playing recorded aircraft cabin noise and office chatter.

- **Low-frequency engine rumble (100Hz):** roughly 34dB of reduction, the best we have measured
- **Mid-range chatter (1kHz):** about 27dB, a clear step ahead of the XM5
- **Sudden sharp sounds:** keyboards and cutlery still get through, as with every headphone

On the train, announcements became a murmur. In the office, the person two desks away vanished entirely. The adaptive mode adjusts smoothly with no audible pumping, which has been a problem on cheaper rivals.

## Sound Quality: Great, After You Fix It

Out of the box, the XM6 is bass-heavy. Kick drums are thick and the lower mids get muddy on dense rock mixes. Sony's default tuning is aimed at people who want "more bass" on a shop demo, and it works against the otherwise excellent drivers.

Spend two minutes in the Sound Connect app: drop the bass two steps, raise the 2.5kHz band one step, and the headphones become detailed, wide and genuinely enjoyable. LDAC support helps on Android. iPhone owners are stuck with AAC, which still sounds good.

## Calls: A Real Improvement

Sony finally takes microphones seriously. In our street test with traffic at around 70dB, callers described our voice as "clear, a bit compressed", which is high praise for headphones. Wind noise handling is good up to a moderate breeze.

## Battery Life

Sony claims 30 hours with noise cancelling on. We measured **31 hours 10 minutes** at 60% volume using LDAC, which is right on the claim. A three-minute charge gave us a bit under three hours of playback. There is still no way to use them passively while charging over USB-C audio, which matters more than it sounds on planes.

## Controls: Still the Weak Spot

The touch panel on the right ear cup works most of the time. In cold weather and with damp fingers it missed roughly one in five swipes during our testing. Speak-to-chat, which pauses music when you talk, triggers when you cough or sing along. Turn it off on day one.

## Price

At $449 the XM6 is $50 more than the XM5 launched at. It is better, but not $50 better in every respect. If you can find the XM5 on sale under $300, that remains excellent value.

[Check the price on Amazon](https://www.amazon.com/dp/B0F3PT1VBL)

## What Actually Works
- The strongest noise cancelling we have measured, especially on engine rumble
- The folding hinge and a smaller case return
- 31 hours of measured battery with ANC on
- Microphones that finally work on a noisy street

## What's Complete Garbage
- Default tuning is bass-bloated and needs EQ to sound right
- Touch controls miss swipes in the cold
- $449 is a lot to pay for headphones whose main rival keeps getting discounted

## Brutal Summary
If silence is what you are buying, the WH-1000XM6 is the best pair of headphones you can get right now. The hinge is back, the battery is excellent and call quality is no longer embarrassing. But Sony still ships them tuned for a shop demo, the touch controls are flaky and the price keeps climbing. Buy them, fix the EQ, turn off speak-to-chat, and then enjoy the quiet.`,
  articleType: "review",
  categorySlug: "audio",
  tags: ["Audio", "Headphones", "Sony", "Noise Cancelling"],
  brutalScore: 8.5,
  metaTitle: "Sony WH-1000XM6 Review: Best ANC, Painful Price",
  metaDescription:
    "Class-leading noise cancelling and 31 hours of measured battery, but bass-heavy tuning and flaky touch controls at $449. Our Sony WH-1000XM6 review.",
  featuredImage: "/images/demo/sony-wh-1000xm6-review.svg",
  publishedDaysAgo: 34,
  sourceUrls: ["https://electronics.sony.com/audio/headphones/headband/p/wh1000xm6-b"],
};

export default article;
