// One demo article (app/seed/demo-content.ts lists them in publication order).
import type { TDemoArticle } from "../demo-article";

const article: TDemoArticle = {
  slug: "bose-qc-ultra-earbuds-vs-sony-wf-1000xm5",
  title: "Bose QuietComfort Ultra Earbuds vs Sony WF-1000XM5: The Quietest Earbuds Are Not the Best Ones",
  excerpt:
    "Bose blocks more noise. Sony sounds better, lasts longer and fits in a smaller case. We spent a month switching between the two premium earbuds on planes, trains and open offices to find out which trade-off actually matters.",
  content: `At around $299 each before discounts, the Bose QuietComfort Ultra Earbuds and the Sony WF-1000XM5 are the two premium noise-cancelling earbuds everyone shortlists. They are both excellent. They are also excellent at different things, and the marketing for each carefully avoids mentioning what the other does better.

We used both for 28 days, including two return flights, daily commutes and a week of open-plan office work.

## Fit and Comfort

The Bose buds are large and use a stability band that presses into the ridge of your ear. Once they are in, they do not move, even on a run. But two of our three testers felt pressure after about two hours.

The Sony buds are smaller and rounder, with foam tips. They are more comfortable for long sessions but can loosen when you talk or chew, and the foam tips wear out. Our first pair started to tear after five weeks of daily use.

**Winner: Sony for comfort, Bose for security.**

## Noise Cancelling

Bose wins, and it is not subtle. On a plane, the Bose buds removed more engine rumble and, more noticeably, much more of the cabin chatter in the 500Hz to 2kHz range. In our measurement rig, Bose reduced mid-range noise by roughly 6dB more than Sony, which your ears perceive as a clearly quieter room.

Sony's cancelling is still very good. It is just not the best anymore.

**Winner: Bose.**

## Sound Quality

Sony's tuning is more balanced and detailed out of the box, with tight bass, clear vocals and a well-controlled treble. LDAC support on Android adds a little extra resolution if you stream high-quality files.

Bose's sound is warm and bassy, pleasant but less precise. Its Immersive Audio spatial mode is fun for films but cuts battery life hard and makes music sound like it is playing in a large room. We turned it off after a day.

**Winner: Sony.**

## Battery Life

With noise cancelling on, at 60% volume:

- **Sony WF-1000XM5:** 8 hours 12 minutes per charge
- **Bose QC Ultra Earbuds:** 6 hours 4 minutes, dropping to around 4 hours with Immersive Audio

Both cases give roughly three extra charges. Both support wireless charging on the current models.

**Winner: Sony**, by two full hours, which matters on long flights.

## Calls

Both handle quiet rooms well. Outdoors, Sony's bone-conduction sensor helps it isolate your voice, and callers preferred Sony in 7 of our 10 street-noise calls. Bose lets more background noise through but keeps your voice natural.

**Winner: Sony, narrowly.**

## Apps and Controls

Sony's app has more settings than any human needs, but the EQ is excellent. Bose's app is simpler and easier to understand. The Bose touch controls include a swipe for volume that works reliably; Sony's tap controls for volume are slower.

**Winner: Bose, for usability.**

## Price and Value

Both launched around $299, and neither holds that price for long. Over the last six months we tracked, the Sony dipped below $230 on four separate occasions, while the Bose rarely fell below $250. At those street prices the Sony costs around $20 to $50 less for a pair that wins more of our categories.

Hidden costs matter too. Sony's foam tips wear out, and a replacement set costs around $25. Bose tips and stability bands last longer but come in fewer sizes, so people with small ears may struggle to get a seal at all.

## Who Should Buy Which

- **Frequent flyers and open-office workers:** Bose. The extra mid-range cancelling is worth more than anything else here.
- **Music lovers and Android users:** Sony, for the balanced tuning and LDAC.
- **People who take a lot of calls outside:** Sony.
- **Runners and gym users:** Bose, because they simply do not fall out.

## Where to Buy

- [Check the Bose QC Ultra Earbuds price on Amazon](https://www.amazon.com/dp/B0CD2FSRDD)
- [Check the Sony WF-1000XM5 price on Amazon](https://www.amazon.com/dp/B0C33XXS56)

## Final Verdict

If your top priority is silence, on flights or in a loud office, buy the **Bose QuietComfort Ultra Earbuds**: nothing we tested blocks more noise. For everyone else, the **Sony WF-1000XM5** is the better all-rounder: better sound, two hours more battery, better calls and a smaller case. Sony also discounts more often, so wait for a price under $230 and you have the best earbuds for most people at a price that no longer feels silly.`,
  articleType: "versus",
  categorySlug: "audio",
  tags: ["Audio", "Earbuds", "Bose", "Sony"],
  metaTitle: "Bose QC Ultra Earbuds vs Sony WF-1000XM5: Verdict",
  metaDescription:
    "Bose blocks more noise; Sony sounds better and lasts two hours longer. We tested both premium earbuds for a month. Here's which one to actually buy.",
  featuredImage: "/images/demo/bose-qc-ultra-earbuds-vs-sony-wf-1000xm5.svg",
  publishedDaysAgo: 76,
  sourceUrls: [
    "https://www.bose.com/p/earbuds/bose-quietcomfort-ultra-earbuds",
    "https://electronics.sony.com/audio/headphones/truly-wireless-earbuds/p/wf1000xm5-b",
  ],
};

export default article;
