// Demo content for the public site: categories, one editorial author and a set of
// hand-written articles covering every article type. Dates are relative
// (publishedDaysAgo) so the demo never looks stale. Prices and measurements are
// illustrative figures written for the demo; affiliate ids are placeholders.

import { EDITORIAL_AUTHOR } from "~/articles/editorial-author";
export type TDemoArticleType = "review" | "versus" | "award" | "interview" | "tech-news" | "how-to" | "saas";

export interface TDemoCategory {
  slug: string;
  name: string;
}

export interface TDemoArticle {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  articleType: TDemoArticleType;
  categorySlug: string;
  tags: string[];
  brutalScore?: number;
  metaTitle: string;
  metaDescription: string;
  featuredImage: string;
  publishedDaysAgo: number;
  featured?: boolean;
  sourceUrls?: string[];
}

export const demoAuthor = { username: EDITORIAL_AUTHOR.name } as const;

export const demoCategories: TDemoCategory[] = [
  { slug: "laptops", name: "Laptops" },
  { slug: "smartphones", name: "Smartphones" },
  { slug: "audio", name: "Audio" },
  { slug: "smart-home", name: "Smart Home" },
  { slug: "wearables", name: "Wearables" },
  { slug: "gaming", name: "Gaming" },
  { slug: "software", name: "Software" },
  { slug: "ai-tools", name: "AI Tools" },
];

export const demoArticles: TDemoArticle[] = [
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
    slug: "nintendo-switch-2-review",
    title: "Nintendo Switch 2 Review: A Brilliant Upgrade With a Smeary Screen and $80 Games",
    excerpt:
      "Finally, a Switch that runs modern games properly, plays your old library better and has Joy-Con that attach with magnets. Then you notice the motion blur on the screen, the microSD Express tax and what Nintendo now charges for a new game.",
    content: `The original Switch was a great idea trapped in weak hardware for eight years. The Switch 2 is the same great idea with the hardware it always deserved. It is also the most expensive Nintendo console in a generation, and the costs do not stop at the $449 box.

We played on a launch unit for 26 days, handheld and docked, across new releases and a backlog of original Switch games.

## Hardware: Bigger, Sturdier, Better

The 7.9-inch screen is a big jump from 6.2 inches, and the console feels more solid in the hand. The Joy-Con 2 controllers attach magnetically with a satisfying click and release with a button on the back. No more rail wear, and no more wobble. The kickstand now runs the full width of the back and holds at any angle.

Weight rises to 534g with controllers attached. That is noticeable in bed after an hour. It is still far lighter than a Steam Deck.

The USB-C port on top means you can finally charge while using the kickstand. Small thing, eight years late.

## The Screen: Sharp, Smooth and Blurry

The 1080p LCD supports up to 120Hz and HDR. Sharpness is a huge upgrade over the original Switch, and 120Hz in supported games feels great. But the panel has slow pixel response. In fast-moving scenes, high-contrast edges smear visibly. We measured average grey-to-grey transitions around 30ms, which is slow for a 120Hz display. HDR is also mostly cosmetic: peak brightness is too low for highlights to pop.

Players coming from an OLED Switch will notice worse blacks and contrast. It is the single biggest hardware compromise.

## Performance

New games look and run like current-generation titles on modest settings. Docked, most games we tested output at or near 1440p, and a few at 4K with upscaling. Handheld, 1080p at 60fps was common.

Backwards compatibility is excellent. Most original Switch games load faster, and several that ran poorly before now hold a locked framerate. Our backlog felt new again.

## Battery Life

Nintendo quotes 2 to 6.5 hours. Our results at 60% brightness:

- **Demanding new release, handheld:** 2 hours 24 minutes
- **Older 2D indie game:** 6 hours 5 minutes
- **Video streaming:** 5 hours 40 minutes

So roughly the original launch Switch's battery life, not the revised model's. Long-haul flights need a power bank.

## Storage: The Hidden Tax

There is 256GB built in, which fills fast: two big new games and a handful of downloads took more than half of it. Expansion requires **microSD Express** cards, not regular microSD. A 256GB Express card costs around $50 to $60 today, roughly double an ordinary card of the same size. Your old cards only work for screenshots and videos.

## Game Prices and Game-Key Cards

New first-party games cost up to $80. Some third-party physical releases ship as game-key cards: a cartridge that contains only a key, forcing a full download on first launch. If you buy physical games for preservation or resale, read the box before paying.

## Online and GameChat

Voice and video chat through the new C button works well and is genuinely fun in party games. The camera is an optional $50 to $60 extra. Nintendo Switch Online remains required for online play and is still behind rivals on features.

[Check the price on Amazon](https://www.amazon.com/dp/B0F3GWXLTS)

## What Actually Works
- Magnetic Joy-Con and a proper full-width kickstand
- Big performance upgrade, with old games running better too
- Sharp 1080p screen at up to 120Hz
- GameChat is the most fun Nintendo has made online play

## What's Complete Garbage
- The LCD smears in motion and has weak contrast
- microSD Express only, and 256GB fills fast
- $80 games and key cards pretending to be physical releases

## Brutal Summary
The Switch 2 is the best hybrid console ever made and an easy recommendation if you love Nintendo's games. It runs new titles properly and revives your old library. But the screen is a step back from the OLED model in contrast and motion clarity, storage expansion is expensive, and the real cost of ownership is much higher than the $449 sticker. Budget for an Express card and your patience with game prices.`,
    articleType: "review",
    categorySlug: "gaming",
    tags: ["Gaming", "Nintendo", "Handheld", "Consoles"],
    brutalScore: 8.1,
    metaTitle: "Nintendo Switch 2 Review: Great Upgrade, Real Costs",
    metaDescription:
      "Magnetic Joy-Con, big performance gains and 120Hz, but a smeary LCD, microSD Express only and $80 games. Our brutally honest Switch 2 review.",
    featuredImage: "/images/demo/nintendo-switch-2-review.svg",
    publishedDaysAgo: 88,
    sourceUrls: ["https://www.nintendo.com/us/gaming-systems/switch-2/"],
  },
  {
    slug: "lg-ultragear-27gs95qe-review",
    title: "LG UltraGear 27GS95QE Review: Spectacular for Games, Annoying for Everything Else",
    excerpt:
      "A 240Hz OLED that makes every LCD we own look smeary and grey. It is also a monitor with fuzzy text edges, a brightness limiter that dims your spreadsheets and a burn-in question nobody can fully answer yet.",
    content: `OLED gaming monitors went from expensive curiosity to mainstream in about two years. The LG UltraGear 27GS95QE is a 27-inch, 2560 x 1440, 240Hz WOLED panel that launched at $999 and now regularly sells between $600 and $700. We used it as our main monitor for 22 days: evenings of competitive shooters and single-player games, days of writing, spreadsheets and photo editing.

## Gaming: The Best Motion Clarity We've Seen at This Price

This is the reason you buy it. OLED pixels switch almost instantly, and the difference from a fast IPS panel is obvious within seconds. There is no ghosting trail behind moving objects, no overshoot halos, nothing.

Measured results:

- **Pixel response:** effectively instant, under 0.1ms on every transition we tested
- **Input lag:** 1.8ms at 240Hz
- **Contrast:** effectively infinite in a dark room

In fast shooters, tracking targets felt noticeably easier. In dark horror games, shadows finally looked black instead of dark grey. Going back to our 165Hz IPS monitor afterwards felt like wiping vaseline off a lens, in reverse.

## Brightness: The Catch

OLED panels limit brightness when a large area of the screen is bright. This is called automatic brightness limiting, and on this monitor it is aggressive.

- **Small highlight (2% window):** about 610 nits in HDR
- **Full white screen:** about 240 nits in SDR, lower with certain settings

In a sunny room with a white document open, the screen is visibly dimmer than a decent IPS monitor, and when you switch from a dark game to a bright browser window you can watch the brightness shift. You cannot fully disable this behaviour.

## Text: The Fringing Problem

WOLED panels use a red, white, blue, green subpixel layout that Windows text rendering does not expect. The result is coloured fringes on the edges of letters: a faint red or green halo on black text against white. At 1440p on 27 inches, it is noticeable from a normal sitting distance.

ClearType tuning helps a little. Dark mode helps more. If you read and write for eight hours a day, it is a real, persistent annoyance. Our writer gave up after a week and moved documents to a second monitor.

## Burn-In: What We Know

OLED burn-in is real but rarer than forums suggest. The monitor runs pixel-cleaning cycles when it sleeps, and after 22 days of mixed use we saw no retention. But static elements like the Windows taskbar and game HUDs are the risk over years, not weeks.

Practical rules:

- Auto-hide the taskbar and use a dark wallpaper
- Let the monitor run its refresh cycles instead of cutting power at the wall
- **Check the warranty covers burn-in before you buy**, because coverage varies by region and seller

## Design and Features

The stand is sturdy and adjusts for height, tilt and swivel. The matte anti-glare coating handles reflections well but slightly lifts blacks in a bright room. Ports are modest: two HDMI 2.1, one DisplayPort 1.4 and a USB hub. No USB-C with power delivery, so laptop users need a separate charger.

The joystick-driven menu is usable. The bundled settings app is not worth installing.

## Value

At its launch price of $999, this monitor was hard to justify. At $600 to $700 it undercuts many rival 240Hz OLEDs and costs only around $200 more than a premium fast IPS panel. For a gaming-first desk, that is the best money you can spend on the thing you stare at for hours every evening.

[Check the price on Amazon](https://www.amazon.com/dp/B0CRQD8XSC)

## What Actually Works
- Instant pixel response and superb motion clarity at 240Hz
- True blacks and excellent contrast in a dark room
- Very low input lag, ideal for competitive games
- Solid, fully adjustable stand

## What's Complete Garbage
- Coloured text fringing that makes long work sessions tiring
- Aggressive brightness limiting on bright, full-screen content
- No USB-C with power delivery at this price

## Brutal Summary
As a gaming monitor, the 27GS95QE is spectacular, and at its current street price it is one of the best upgrades a PC gamer can buy. As a work monitor, it is compromised: fuzzy-edged text, dim white documents and a lingering burn-in worry. If your desk is for games first, buy it. If it is for work first and games at weekends, buy a good IPS panel and sleep better.`,
    articleType: "review",
    categorySlug: "gaming",
    tags: ["Gaming", "Monitors", "OLED", "LG"],
    brutalScore: 7.9,
    metaTitle: "LG 27GS95QE Review: OLED Gaming Monitor Verdict",
    metaDescription:
      "Instant response and true blacks at 240Hz, but text fringing and aggressive dimming make it a poor work monitor. Our LG UltraGear 27GS95QE review.",
    featuredImage: "/images/demo/lg-ultragear-27gs95qe-review.svg",
    publishedDaysAgo: 102,
    sourceUrls: ["https://www.lg.com/us/monitors/lg-27gs95qe-b-gaming-monitor"],
  },
  {
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
  },
  {
    slug: "steam-deck-oled-vs-rog-ally-x",
    title: "Steam Deck OLED vs ROG Ally X: More Power Loses to Better Software, Again",
    excerpt:
      "The ROG Ally X has the faster chip, the bigger battery and twice the memory. The Steam Deck OLED has the better screen, the better software and costs $250 less. After a month with both, the spec sheet winner is not the one we kept.",
    content: `PC gaming handhelds are no longer a niche experiment. The two that matter most are Valve's Steam Deck OLED ($549 for 512GB, $649 for 1TB) and Asus's ROG Ally X ($799 with 1TB). On paper this is not close: the Ally X has a faster processor, a bigger battery, 24GB of RAM and a 120Hz 1080p screen. In practice, it is much closer than that, and the reasons are almost all software.

We played the same 14 games on both over 32 days, at home, on trains and on a nine-hour flight.

## Screen

The Steam Deck OLED has a 7.4-inch 1280 x 800 OLED at up to 90Hz. The Ally X has a 7-inch 1920 x 1080 IPS LCD at 120Hz.

The Ally X screen is sharper, but the Deck's OLED looks better in almost every game: deeper blacks, more vivid colour, HDR that actually works, and no motion blur. The Ally X's higher resolution is also partly wasted, because demanding games need to run below 1080p to hold a decent frame rate anyway.

**Winner: Steam Deck OLED.**

## Performance

The Ally X's Ryzen Z1 Extreme and fast 24GB of memory give it a clear lead. Average frame rates at the same settings and 800p resolution:

- **Cyberpunk 2077 (Steam Deck preset):** Ally X 52fps, Deck 38fps
- **Elden Ring (low):** Ally X 58fps, Deck 44fps
- **Hades II:** both locked at their maximum refresh rate

In demanding modern games, the Ally X is roughly 30 to 40% faster. That is the difference between playable and smooth.

**Winner: ROG Ally X, clearly.**

## Battery Life

The Ally X has an 80Wh battery, the Deck 50Wh. But the Deck's chip is more efficient at low power.

- **Demanding game, 15W:** Ally X 2 hours 50 minutes, Deck 2 hours 15 minutes
- **Indie game, capped at 40fps:** Ally X 5 hours 30 minutes, Deck 7 hours 40 minutes

For big games the Ally X lasts longer. For lighter games, the Deck wins comfortably.

**Winner: tie, depending on what you play.**

## Software: This Is the Whole Argument

SteamOS is a console. You press power, it resumes your game exactly where you left off, sleep works instantly, and the interface is built for thumbs. Compatibility with Windows games is excellent for the Steam library, but anti-cheat in some multiplayer games still blocks them.

The Ally X runs Windows 11. That means every launcher, Game Pass, every anti-cheat game, everything. It also means Windows update prompts mid-session, sleep that sometimes drains 8% overnight, and an on-screen keyboard that fights you. Asus's Armoury Crate overlay has improved a lot, but on a handheld Windows still feels like a desktop operating system wearing a costume.

Over a month, the Deck crashed once. The Ally X needed a hard reboot five times, mostly after waking from sleep.

**Winner: Steam Deck OLED**, unless you need Game Pass or specific anti-cheat games.

## Ergonomics

Both are comfortable. The Deck is bigger but has trackpads and rear buttons that make it the better device for mouse-driven PC games. The Ally X is slightly heavier at 678g versus 640g, with better-feeling triggers and two USB-C ports, including one that supports external graphics docks.

**Winner: tie.**

## Storage and Upgrades

The Ally X ships with 1TB and uses a full-size M.2 2280 SSD slot, so upgrading to 2TB or 4TB is a ten-minute job with standard drives. The Deck uses the smaller M.2 2230 size, which costs more per terabyte, though the swap is just as easy. Both have microSD slots; the Ally X's reader is faster, which matters when you run games directly from the card.

## Total Cost

The gap is bigger than the sticker suggests. The 1TB Deck OLED is $649 against $799 for the Ally X, and if you want Game Pass on the Ally, that subscription is another monthly cost on top. Valve's certified refurbished Decks, when in stock, widen the gap further.

**Winner: Steam Deck OLED.**

## Where to Buy

- [Check the ROG Ally X price on Amazon](https://www.amazon.com/dp/B0D9Q4K6N2)
- The Steam Deck OLED is sold directly by Valve through Steam, with official refurbished units at lower prices.

## Final Verdict

If you mainly play your Steam library and want a handheld that behaves like a console, buy the **Steam Deck OLED**. It is $250 cheaper, has the better screen and software that simply gets out of your way. Buy the **ROG Ally X** only if you need Game Pass, play competitive games whose anti-cheat blocks SteamOS, or care about running the newest releases at higher frame rates and are willing to babysit Windows to get it.`,
    articleType: "versus",
    categorySlug: "gaming",
    tags: ["Gaming", "Handheld", "Valve", "Asus"],
    metaTitle: "Steam Deck OLED vs ROG Ally X: Honest Verdict",
    metaDescription:
      "The Ally X is 30-40% faster, but the Steam Deck OLED wins on screen, software and price. We tested 14 games on both. Here's which handheld to buy.",
    featuredImage: "/images/demo/steam-deck-oled-vs-rog-ally-x.svg",
    publishedDaysAgo: 41,
    featured: true,
    sourceUrls: ["https://store.steampowered.com/steamdeck", "https://rog.asus.com/gaming-handhelds/rog-ally/"],
  },
  {
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
  },
  {
    slug: "brutal-award-best-password-manager-2026-bitwarden",
    title: "Brutal Award for the Best Password Manager in 2026 goes to Bitwarden",
    excerpt:
      "It is not the prettiest, it is not the slickest and its browser extension still looks like a settings page. But Bitwarden's free plan beats most paid ones, its code is open for anyone to audit, and it never tried to upsell us into panic.",
    content: `Every year we test the password managers people actually use, and every year the shortlist comes down to the same question: which one would we install on a parent's laptop and stop worrying about? This year the answer is Bitwarden, and it is not especially close.

We tested seven password managers over six weeks across Windows, macOS, iOS and Android, with 1,140 imported logins, 38 passkeys and a family of four sharing vaults.

## Why This Product Deserves Recognition
- The free plan includes unlimited passwords on unlimited devices, which is more than several rivals give paying customers
- The code is open source and regularly audited by independent security firms, with the reports published
- Passkey storage and sign-in worked on every platform we tested, including passkeys synced between an iPhone and a Windows PC
- Family sharing for up to six people costs less per year than a single user pays for most competitors
- Importing 1,140 logins from a browser export took under two minutes with zero broken entries
- A self-hosting option exists for anyone who does not want their vault on anyone else's server

## What Customers Are Saying
- Long-time users repeatedly mention switching from paid rivals after price increases and not looking back
- Many reviewers praise the free tier as "actually free", not a seven-day trial in disguise
- A common complaint is that the interface feels utilitarian and less polished than premium competitors
- Users on iPhone note that autofill has become much more reliable over the past two years
- Families often highlight how easy it was to share a single Netflix or utility login without sharing everything

## Award Summary
Bitwarden wins Best Password Manager in 2026 because it gets the fundamentals right and charges almost nothing for them. It is secure, audited, open, cross-platform and generous. It loses points for design, and power users will notice that its autofill is a step behind the most polished rival. But a password manager's job is to be trustworthy and to be used, and Bitwarden's free plan removes every excuse not to use one.

## How We Tested

Every password manager got the same treatment:

1. Import the same 1,140-login export from a browser, including messy entries with duplicate URLs and missing usernames.
2. Use it as the only password manager for a week on four platforms.
3. Create, sync and use passkeys on at least three major websites.
4. Share a vault across a family of four, including a teenager who refuses to read instructions.
5. Check the published security audits, breach history and account recovery options.

## Where It Beat the Competition

**Price.** The free plan covers unlimited logins and devices. The paid tier adds built-in two-factor code generation, emergency access and file attachments for a small yearly fee. For comparison, 1Password's individual plan costs $35.88 a year and has no free tier at all.

**Transparency.** Bitwarden publishes its source code and third-party audit reports. When security researchers find issues, fixes and disclosures are public. For a product that holds the keys to your life, that matters more than any feature.

**Passkeys.** Passkeys are slowly replacing passwords, and storing them in a cross-platform manager rather than only in Apple's or Google's ecosystem means you can switch phones without losing them. Bitwarden's passkey flow worked on all 12 sites we tried.

## The Ugly Truth

Bitwarden is not perfect, and an award does not change that.

- The browser extension is functional but cluttered, and autofill on multi-step login pages (username first, password on the next screen) failed on 4 of the 30 sites we tested
- The desktop apps look dated next to the competition
- Account recovery is unforgiving: lose your master password without setting up emergency access, and your vault is gone. That is good security and bad news for forgetful people

## Who Should Pick Something Else

If you want the most polished experience and do not mind paying, 1Password remains excellent, especially its Watchtower security alerts and travel mode. If you live entirely inside Apple's ecosystem and never touch Windows or Android, Apple's built-in Passwords app is now good enough for many people.

For everyone else, the best password manager is the free one that is secure, honest and works everywhere. In 2026, that is Bitwarden.`,
    articleType: "award",
    categorySlug: "software",
    tags: ["Software", "Security", "Password Managers", "Brutal Awards"],
    brutalScore: 9.3,
    metaTitle: "Best Password Manager 2026: Bitwarden Wins",
    metaDescription:
      "Unlimited passwords on unlimited devices for free, open-source code and solid passkey support. Why Bitwarden wins our Best Password Manager 2026 award.",
    featuredImage: "/images/demo/brutal-award-best-password-manager-2026-bitwarden.svg",
    publishedDaysAgo: 12,
    featured: true,
    sourceUrls: ["https://bitwarden.com/pricing/"],
  },
  {
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
  },
  {
    slug: "brutal-award-best-smart-thermostat-2026-ecobee-premium",
    title: "Brutal Award for the Best Smart Thermostat in 2026 goes to ecobee Smart Thermostat Premium",
    excerpt:
      "A thermostat should save money and then disappear. The ecobee Premium cut our test home's heating runtime by 14%, its room sensor fixed a cold bedroom no other thermostat noticed, and it works with every major smart-home platform.",
    content: `Smart thermostats have a credibility problem. Manufacturers love quoting savings of "up to 26%", calculated against a house where nobody ever touched the dial. We wanted a real number, so we ran three smart thermostats in the same 1,900 square foot house, one at a time, across comparable weeks of weather, and compared furnace runtime against a basic programmable thermostat.

The ecobee Smart Thermostat Premium, which lists at $249.99 and includes one SmartSensor, won on savings, comfort and compatibility.

## Why This Product Deserves Recognition
- Reduced heating runtime by 14% against a well-programmed basic thermostat over comparable weather weeks
- The included SmartSensor measures temperature and occupancy in another room, which fixed a consistently cold bedroom
- Works with Apple Home, Google Home, Amazon Alexa and SmartThings, so it does not lock you into one ecosystem
- A built-in air quality monitor that flagged poor ventilation during cooking and after a gas oven was used
- Installation took 35 minutes including the power adapter, with clear in-app wiring diagrams
- Schedules and comfort settings keep working locally if the internet drops

## What Customers Are Saying
- Many owners highlight the room sensors as the feature that finally evened out hot and cold rooms
- Buyers often mention the app is clear and that schedules are easy to set up
- A recurring complaint is that extra sensors are expensive when you need more than one
- Some users with older heating systems report needing the power adapter or an electrician for the C-wire
- Several reviewers say the built-in smart speaker is a nice bonus but not a reason to buy it

## Award Summary
The ecobee Smart Thermostat Premium wins Best Smart Thermostat in 2026 because it delivered the biggest measured savings in our test home, solved a real comfort problem with its room sensor, and works with every major smart-home platform. Extra sensors cost too much, and the built-in speaker is filler. But this is the rare smart device that paid for itself in our estimate within about two heating seasons.

## How We Tested

1. We ran a basic programmable thermostat for two weeks to establish baseline furnace runtime, with a sensible schedule: 68°F at home, 62°F overnight and when out.
2. Each smart thermostat then ran for two weeks with the same target temperatures, using its own scheduling and occupancy features.
3. We normalised runtime against outdoor temperature using heating degree days, because no two weeks have the same weather.
4. We logged room temperatures with independent sensors in four rooms.

## The Results

- **ecobee Smart Thermostat Premium:** 14% less heating runtime than baseline
- **Competitor with learning schedule:** 9% less
- **Budget smart thermostat:** 4% less

That 14% is not the marketing number, and it should not be. A well-programmed basic thermostat is a tough baseline. In a house where the dial is usually left at 70°F all day, the savings would be larger.

## The Room Sensor Is the Whole Point

Most thermostats only know the temperature of the hallway they are mounted in. Our test house has a bedroom above the garage that runs 4°F colder than the hallway in winter. With the SmartSensor in that bedroom and "follow me" mode enabled, the ecobee averaged temperatures across occupied rooms, and the bedroom stayed within 1.5°F of the target at night.

No other thermostat we tested fixed that without a separate sensor purchase.

## The Ugly Truth

- **Extra sensors are overpriced.** A two-pack costs enough that sensoring every room gets silly.
- **The built-in speaker is pointless** for most people who already own a smart speaker.
- **Some advanced features live behind an optional subscription.** The core thermostat works fine without it, but the upsell in the app is irritating.
- **C-wire requirements still trip people up.** Check your wiring before you buy.

## Who Should Pick Something Else

If you want a thermostat that learns your schedule with zero input, Google's Nest Learning Thermostat is more hands-off. If you rent and cannot touch wiring, a smart radiator valve system may suit you better. For everyone else who owns a home with a standard HVAC system, this is the one to buy.

[Check the price on Amazon](https://www.amazon.com/dp/B09XXS48P5)`,
    articleType: "award",
    categorySlug: "smart-home",
    tags: ["Smart Home", "Thermostats", "Energy Savings", "Brutal Awards"],
    brutalScore: 9.0,
    metaTitle: "Best Smart Thermostat 2026: ecobee Premium Wins",
    metaDescription:
      "14% less heating runtime in our test home, a room sensor that fixed a cold bedroom and broad platform support. Why ecobee wins our 2026 award.",
    featuredImage: "/images/demo/brutal-award-best-smart-thermostat-2026-ecobee-premium.svg",
    publishedDaysAgo: 97,
    sourceUrls: ["https://www.ecobee.com/en-us/smart-thermostats/smart-wifi-thermostat-premium/"],
  },
  {
    slug: "interview-phone-repair-technician-what-actually-breaks",
    title: '"Half the Dead Charging Ports We See Are Just Pocket Lint": A Repair Technician on What Actually Breaks',
    excerpt:
      "Dana Okafor has fixed phones for eleven years and now runs a three-person repair shop. We asked what fails, which brands make repairs miserable, whether cases matter and what she would never pay a shop to do.",
    content: `Dana Okafor runs Backbench Repair, a three-person independent shop that fixes roughly 40 phones a week, plus the occasional tablet and games console. She has been opening devices for a living for eleven years. We asked her to skip the polite version.

## The Everyday Stuff

### What comes through the door most often?

Screens, still. Probably 55% of our work is cracked screens. Then batteries, maybe 20%, then charging problems, then water damage, then the weird stuff: cameras that rattle, buttons that stick, a speaker somebody pushed a SIM tool into.

### Are phones getting tougher?

The glass is better than it was five years ago. It survives more drops onto flat floors. But phones are bigger and heavier, and curved edges on some models mean a corner hit goes straight into the display. A flat-edged phone in a decent case survives a lot. A curved phone with no case is my rent money.

### What is the most common fault people misdiagnose?

Charging ports. Someone comes in convinced the port is dead and wants it replaced. I take a wooden toothpick and pull out a felt plug of pocket lint packed so tight the cable cannot seat. Half the "dead" ports we see are just lint. I charge ten dollars for that and tell them how to do it themselves next time. Wooden or plastic only, never metal, and never compressed air straight into the port.

## Batteries

### When should someone replace a battery instead of buying a new phone?

If the phone still gets updates and the only complaint is battery life, replace the battery. Most battery swaps cost $70 to $110 depending on the model. That buys you two more years on a phone you already like. People throw away perfectly good phones because they die at 3pm.

### Does fast charging ruin batteries?

Not the way people fear. Heat ruins batteries. Fast charging makes heat, so if you fast-charge on a hot car dashboard while navigating, yes, you are cooking it. Fast-charging on a cool desk is fine. If your phone has an 80% charge limit option, turn it on. It makes a measurable difference over two years.

## Repairability

### Which brands make your job harder?

I will not name names, because it changes every generation. What I will say: the worst trend is parts pairing, where the phone checks that a replacement screen or battery has a serial number the manufacturer approved. Fit a perfectly good genuine part from another phone and you get warning messages, or features like auto-brightness stop working. It is sold as security. In my shop it mostly works as a way to push customers to official repair.

### Has anything improved?

Yes. Some manufacturers now sell genuine parts and publish repair guides, and a few recent phones have batteries held with pull tabs or electrically released adhesive instead of glue that needs heat and prying. That cuts a 40-minute battery job to 15 minutes. Right-to-repair pressure is working, slowly.

### What do you think of self-repair kits?

For batteries on phones designed for it, go for it. For screens on modern phones, honestly, most people should not. It is easy to tear a display cable, and one torn cable turns a $200 job into a new phone.

## Water, Cases and Myths

### Is IP68 waterproof?

No. It means the phone passed a test when it was new, with fresh seals. Every repair, drop or year of age weakens those seals. I see phones every summer whose owners thought IP68 meant "take it snorkelling". Pool chlorine and sea salt are much worse than tap water, too.

### Should people put a wet phone in rice?

Please do not. Rice does almost nothing except add dust and starch to the port. Switch it off, do not charge it, dry the outside, leave it somewhere with air flow, and bring it to a shop if it got properly soaked. The damage is corrosion, and corrosion keeps working while it sits in a bowl of rice.

### Are screen protectors worth it?

A tempered-glass protector costs ten dollars and takes the hit instead of a $300 screen. Yes.

## The Honest Advice

### What would you never pay a shop to do?

Clean a charging port with anything more than a toothpick. Install a screen protector. "Speed up" a phone. If your phone is slow, back it up and reset it; I do not need to charge you for that.

### One tip for people buying a phone this year?

Buy the one with the longest software support you can afford, put it in a case with raised edges, and replace the battery when it gets tired instead of replacing the phone. That is it. That is the whole secret.`,
    articleType: "interview",
    categorySlug: "smartphones",
    tags: ["Smartphones", "Repair", "Right to Repair", "Batteries"],
    metaTitle: "Phone Repair Tech Interview: What Actually Breaks",
    metaDescription:
      "Cracked screens, lint-filled ports, parts pairing and the rice myth. An independent repair technician tells us what really breaks in modern phones.",
    featuredImage: "/images/demo/interview-phone-repair-technician-what-actually-breaks.svg",
    publishedDaysAgo: 27,
  },
  {
    slug: "interview-indie-developer-subscriptions-ai-features",
    title: "An Indie Note-App Developer on Subscriptions, Forced AI Features and Why Sync Is the Hard Part",
    excerpt:
      "Tomas Lindqvist builds a notes app alone, from a spare room, for about 9,000 paying users. We asked why every app is a subscription now, whether AI features are actually wanted, and what the big note apps get wrong.",
    content: `Tomas Lindqvist is the only employee of Quillwork Labs, a one-person studio that makes a small markdown note-taking app with about 9,000 paying users. He spent eight years as a backend engineer at larger companies before going independent. He agreed to talk money, features and the parts of software nobody likes to admit.

## Money

### Why is every app a subscription now?

Because the costs are subscriptions. I pay monthly for servers, for the sync database, for error monitoring, for the app store developer programme, for the code-signing certificate. If I sell you the app once for $30, I have to keep syncing your notes for the next ten years out of that $30. That maths does not work.

### But users hate subscriptions.

They hate subscriptions that do not justify themselves, and they are right to. My rule is: everything that runs on your device is a one-time purchase, and only sync, which costs me money every month, is a subscription. Local-only users pay once. That split is honest and people respect it.

### How much of the revenue do you actually keep?

On mobile app stores, small developers pay a 15% commission on most sales. Then sales tax and VAT, payment fees on the web version, and income tax. From a $40 yearly sync plan, I see maybe $28 before income tax. Nine thousand users sounds like a lot until you do that sum and remember there is no employer paying for health insurance.

## AI Features

### Have users asked for AI?

A few. The loudest requests in my inbox are still faster search, better tables and reliable sync. When I surveyed users, 11% wanted AI summarisation. 46% wanted a way to turn AI off if I ever added it.

### So why does every note app have an AI button now?

Because investors and app store featuring reward it. If you are a venture-funded company, "AI-powered" is a story you can tell. For a lot of products, it is a chat box bolted onto the sidebar that sends your private notes to a third party. I think users are right to be suspicious.

### Would you ever add it?

If I can run it on the device, with nothing leaving it, and it does one specific job well, like finding related notes, maybe. I will not add a chat box to check a box.

## Sync, the Hard Part

### What is the hardest part of building a notes app?

Sync. Everyone thinks it is the editor. The editor is hard, but sync is where you lose people's data, and losing data is the one unforgivable sin. Two devices edit the same note offline, then both come online. Which version wins? If you pick one, you have thrown away someone's paragraph.

### How do you handle it?

The app merges edits at the character level, so both changes survive. It took me about seven months to get right, and I still have a test suite of 400 nasty edge cases: laptop asleep for three weeks, phone clock set wrong, note deleted on one device while edited on another.

### What do big note apps get wrong?

Lock-in. If your notes live in a proprietary database and the only export is a messy HTML dump, you do not own your notes, you rent them. My app stores plain markdown files in a normal folder. If I get hit by a bus tomorrow, your notes still open in any text editor.

## Advice

### What should people look for when choosing a notes app?

Three questions. Can I export everything in a standard format in one click? What happens to my notes if the company disappears? Who can read them on the server? If the answers are vague, pick something else.

### And for anyone thinking of going indie?

Keep your costs tiny, talk to your users every week, and do not build features because a competitor announced them. The day I stopped reading competitor changelogs was the day my app got better.

### What is the one thing you wish reviewers tested more?

Sync under bad conditions. Put two devices in airplane mode, edit the same note on both, reconnect them, and see what survives. It is the most important test for any notes app, and almost nobody runs it.`,
    articleType: "interview",
    categorySlug: "software",
    tags: ["Software", "Note Apps", "Indie Developers", "Subscriptions"],
    metaTitle: "Indie Developer Interview: Subscriptions and AI",
    metaDescription:
      "A solo note-app developer explains why apps went subscription, why users fear AI buttons, and why sync, not the editor, is the hardest part.",
    featuredImage: "/images/demo/interview-indie-developer-subscriptions-ai-features.svg",
    publishedDaysAgo: 58,
  },
  {
    slug: "interview-smart-home-installer-matter-wifi-cloud",
    title: "A Smart-Home Installer on Why Your Wi-Fi, Not Your Gadgets, Is the Problem",
    excerpt:
      "Priya Natarajan has installed smart-home systems in more than 300 homes. She told us most 'broken' devices are victims of bad Wi-Fi, that Matter is finally useful, and which cheap cameras she refuses to install.",
    content: `Priya Natarajan started Keystone Home Wiring, a four-person installation business, after a decade as an electrician. Her team sets up smart-home systems for homeowners who are tired of apps that do not talk to each other: lighting, locks, thermostats, cameras, and increasingly, the clean-up of systems other people installed badly. She has been inside more than 300 homes.

## The Real Problem

### What is the most common reason a smart home "stops working"?

Wi-Fi. Nine times out of ten. People buy 40 smart plugs, bulbs and cameras and connect them all to the single router their internet provider gave them eight years ago, sitting in a cupboard at one end of the house. Then the doorbell takes six seconds to load and they blame the doorbell.

### What do you do first on a job?

I walk the house with a phone and measure the signal in every room. Anything below about -70dBm is a problem for cameras and video doorbells. Usually the fix is a mesh system with a wired backhaul, meaning the mesh units are connected with Ethernet cable rather than talking to each other wirelessly. It is not glamorous, and it fixes more "broken" devices than anything I sell.

### Is it worth running Ethernet in a house?

If you are renovating, run cable to every room and to where cameras will go, even if you do not need it yet. Cable costs almost nothing compared to the wall being open. Power-over-Ethernet cameras are more reliable than any Wi-Fi camera, full stop.

## Standards

### Is Matter living up to the promise?

It is finally getting there. Early on, devices would pair and then drop off, and every platform supported a different subset of features. Now, for plugs, bulbs, locks and sensors, it mostly just works, and I can set up one device that appears in Apple Home, Google Home and Alexa at the same time. That used to be impossible.

### And Thread?

Thread is the quiet hero. It is the low-power mesh network many Matter devices use, and every mains-powered Thread device extends the network. Battery sensors on Thread last much longer than Wi-Fi ones. When a client asks what to buy, my answer is "Matter over Thread, where you can".

### What about the older hubs, like Zigbee?

Zigbee is still rock solid. If someone has a working Zigbee system, I do not rip it out. But for new installs I mostly use Thread now.

## Cloud and Subscriptions

### How worried should people be about companies shutting down cloud services?

Quite worried. I have clients with devices that became paperweights when the company behind them turned off its servers or started charging for features that used to be free. My rule is: anything important, like locks, heating and lights, must keep working locally when the internet goes down. I test that by pulling the router's internet cable before I leave a job.

### Which devices fail that test most?

Cheap, unbranded cameras. I refuse to install them. Many phone home to servers you know nothing about, get firmware updates rarely if ever, and some have had serious security holes. If a camera costs $19 and has a brand name made of random capital letters, it is not a bargain.

### Are camera subscriptions avoidable?

Yes, if you pick cameras that record to local storage or a home network video recorder. Cloud plans are convenient, but at around $10 a month for a few cameras, over five years you have paid for a very good local recorder twice over.

## Advice

### What should a beginner buy first?

Smart plugs for lamps and a couple of motion sensors. Make a hallway light come on at night when someone walks through. It is cheap, it is useful on day one, and it teaches you how automations work before you spend real money.

### What is the most over-sold smart-home product?

Smart fridges. A screen on a fridge that loses software support after a few years, inside an appliance you keep for fifteen. Buy a good fridge and a $15 temperature sensor.

### Any final warning?

Do not automate something your family has to fight. If your partner has to open an app to turn on the kitchen lights, you have not built a smart home, you have built a hostage situation. Keep the physical switches working, always.`,
    articleType: "interview",
    categorySlug: "smart-home",
    tags: ["Smart Home", "Matter", "Wi-Fi", "Security Cameras"],
    metaTitle: "Smart-Home Installer Interview: Fix Your Wi-Fi First",
    metaDescription:
      "An installer with 300+ homes behind her explains why bad Wi-Fi breaks smart homes, why Matter over Thread finally works and which cameras to avoid.",
    featuredImage: "/images/demo/interview-smart-home-installer-matter-wifi-cloud.svg",
    publishedDaysAgo: 110,
  },
  {
    slug: "eu-usb-c-rule-now-covers-laptops",
    title: "The EU's USB-C Rule Now Covers Laptops: What Changes, and What Manufacturers Will Try to Dodge",
    excerpt:
      "From 28 April 2026, new laptops sold in the EU must charge over USB-C and be offered without a charger in the box. Good news for your drawer of bricks, with a few loopholes big enough to drive a 240W gaming laptop through.",
    content: `The European Union's common charger law, which forced USB-C onto phones, tablets, cameras, headphones and handheld consoles from the end of 2024, now reaches laptops. Under the amended Radio Equipment Directive, new laptops placed on the EU market from **28 April 2026** must be chargeable over USB-C.

## What the Rule Actually Requires

The headline requirements for laptops are straightforward:

- **A USB-C charging port.** Laptops must accept charging through USB-C, even if they also keep a proprietary barrel or magnetic connector.
- **USB Power Delivery for fast charging.** If a device charges faster than 15W, it must support the USB PD standard, so any compliant charger reaches full speed instead of a mystery trickle.
- **Unbundling.** Manufacturers must offer a version of the laptop without a charger in the box.
- **Labelling.** Packaging must show whether a charger is included and what power range the device needs, so you can tell if the brick you already own is enough.

## What It Means for Buyers

For most people, this formalises what already happened. Nearly every thin-and-light laptop we reviewed in the past two years already charged over USB-C. The real change is at the budget end, where cheap laptops still shipped with barrel connectors, and in the guarantee that a third-party USB-C charger will negotiate the correct power instead of being rejected.

The unbundling rule is the part to watch. Expect "charger not included" versions to appear, and do the maths: a laptop without a charger should be cheaper by at least what a decent 65W USB-C charger costs, roughly €30 to €40. If the difference is €5, the manufacturer is keeping the saving.

## The Loopholes

The rule is tied to the power levels the USB PD standard covers, which reach 240W with the newest Extended Power Range chargers. But many gaming and workstation laptops draw more than that, or rely on 100W-limited USB-C while shipping a proprietary 280W brick for full performance. Expect plenty of models with a USB-C port that technically charges the laptop, slowly, while the "real" charger stays proprietary.

Existing models already on sale before the deadline are also not recalled, so older stock can keep selling.

## Our Take

This is a good law that arrived slightly after the market fixed most of the problem on its own. Its real value is forcing honesty on charging speeds and prices. When shopping, check two things: that the laptop supports USB Power Delivery at its full rated wattage, and that the charger-free version is meaningfully cheaper. Anything else is marketing.`,
    articleType: "tech-news",
    categorySlug: "laptops",
    tags: ["Laptops", "USB-C", "EU Regulation", "Charging"],
    metaTitle: "EU USB-C Rule Now Covers Laptops: What Changes",
    metaDescription:
      "New laptops sold in the EU must charge over USB-C from 28 April 2026 and come in a charger-free version. What changes, and the loopholes to watch.",
    featuredImage: "/images/demo/eu-usb-c-rule-now-covers-laptops.svg",
    publishedDaysAgo: 2,
    sourceUrls: ["https://eur-lex.europa.eu/eli/dir/2022/2380/oj"],
  },
  {
    slug: "windows-10-extended-security-updates-clock",
    title: "Windows 10's Extended Updates Run Out in October 2026: Your Options, Ranked by How Much They Cost",
    excerpt:
      "Mainstream Windows 10 support ended in October 2025, and the consumer extended security programme only buys one more year. Here is what each option costs, and why 'ignore it' is the worst of them.",
    content: `Microsoft ended mainstream support for Windows 10 on 14 October 2025. For home users who enrolled, the Extended Security Updates (ESU) programme keeps security patches coming until **13 October 2026**. After that, there is no consumer extension. Millions of PCs are still running Windows 10, and a large share of them cannot officially upgrade to Windows 11 because of its processor and TPM requirements.

## How the Consumer ESU Works

Enrolment happens from Windows Update on an eligible Windows 10 PC running version 22H2. Microsoft offers three ways to pay:

- **Free, by syncing your PC settings** to a Microsoft account using Windows Backup
- **1,000 Microsoft Rewards points**, which you can earn through Bing searches and other Microsoft activities
- **A one-time payment of $30**, covering up to 10 devices on the same Microsoft account

Users in the European Economic Area were offered the free option without the backup condition, after pressure from consumer groups. Businesses pay considerably more, with per-device pricing that rises each year.

ESU delivers security fixes only. No new features, no general bug fixes and no technical support.

## Your Options, From Cheapest to Most Expensive

1. **Install Linux.** Free, and modern distributions such as Linux Mint or Fedora run well on hardware that Windows 11 rejects. Fine for browsing, documents and email; check your specific apps and games first.
2. **Enrol in ESU.** Free to $30 and buys you a year. Use that year to plan, not to forget.
3. **Upgrade to Windows 11 on a supported PC.** Free if your hardware qualifies. Check with the PC Health Check app.
4. **Buy a new PC.** The expensive option, and only sensible if your current machine is also slow or failing.

## What Happens If You Do Nothing

Your PC keeps working. It just stops receiving security fixes after your coverage ends, and browsers and antivirus vendors will eventually drop support too. An unpatched, internet-connected PC that you use for banking and email is a bad idea. A Windows 10 machine kept offline for one old program is not.

## Our Take

Enrol in the ESU now if you have not, because free beats cheap. Then spend the year deciding whether your PC is worth moving to Windows 11, Linux or retirement. Do not let October 2026 arrive with the same plan you had in October 2025: none.`,
    articleType: "tech-news",
    categorySlug: "software",
    tags: ["Software", "Windows", "Microsoft", "Security"],
    metaTitle: "Windows 10 Extended Updates End October 2026",
    metaDescription:
      "Consumer Windows 10 security updates run out on 13 October 2026. What the ESU costs, your upgrade options ranked, and what happens if you do nothing.",
    featuredImage: "/images/demo/windows-10-extended-security-updates-clock.svg",
    publishedDaysAgo: 5,
    sourceUrls: ["https://www.microsoft.com/en-us/windows/extended-security-updates"],
  },
  {
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
  },
  {
    slug: "older-nest-thermostats-lose-app-support",
    title: "Older Nest Thermostats Have Lost App Control: What Still Works and What Owners Should Do",
    excerpt:
      "Google has ended app and remote support for the first two generations of the Nest Learning Thermostat. They still heat your home, but the 'smart' part is gone. It's a warning about buying any device whose brains live in the cloud.",
    content: `Google has ended software support for the first- and second-generation Nest Learning Thermostats, released in 2011 and 2012, along with the Nest Thermostat E sold in Europe. The devices no longer receive updates and can no longer be controlled from the Nest or Google Home apps, or by voice assistants.

## What Still Works

The good news is that the thermostats have not been bricked:

- **They still control heating and cooling** and can be adjusted by turning the ring on the device itself.
- **Existing schedules keep running** locally on the thermostat.
- **Eco temperatures and basic safety limits** continue to work.

## What No Longer Works

- **Remote control from your phone** is gone, including away-from-home adjustments.
- **Voice control and automations** through Google Home, Alexa or other platforms no longer work.
- **Energy history, alerts and home/away detection** through the app are no longer available.
- **No further security or bug-fix updates** will be released.

Google offered affected owners discounts on newer thermostats in some markets. In Europe it also stopped selling new Nest thermostats entirely, pointing customers toward a partner brand instead.

## Should You Replace It?

If your old Nest is working and you only ever adjusted it by hand, you can keep using it. It is now just a very well-designed dumb thermostat.

If you relied on remote control, geofencing or integrations, replace it, and use the moment to choose something that degrades gracefully. Our checklist:

1. **Local control:** schedules and manual adjustment must work without the internet.
2. **Open standards:** Matter support means your thermostat is not locked to one company's app.
3. **A published support period:** manufacturers that state how long a device gets updates are making a promise you can hold them to.

## The Bigger Problem

A 13-year run is respectable for a consumer gadget. But a thermostat is part of the house, and houses last far longer than app support. Every smart-home device whose main features depend on a company's servers carries the same expiry date, just hidden. Before buying, ask what the device does on the day its maker stops caring. If the honest answer is "nothing", pay for something better.`,
    articleType: "tech-news",
    categorySlug: "smart-home",
    tags: ["Smart Home", "Google", "Nest", "Thermostats"],
    metaTitle: "Older Nest Thermostats Lose App Support",
    metaDescription:
      "First- and second-gen Nest Learning Thermostats lost app control and updates. What still works, what doesn't, and what owners should do next.",
    featuredImage: "/images/demo/older-nest-thermostats-lose-app-support.svg",
    publishedDaysAgo: 8,
    sourceUrls: ["https://support.google.com/googlenest/"],
  },
  {
    slug: "how-to-check-used-laptop-battery-health",
    title: "How to Check a Used Laptop's Battery Health Before You Hand Over Any Money",
    excerpt:
      "A used laptop with a worn-out battery is a desktop with a hinge. Here is how to read the real battery capacity on Windows, macOS, Linux and ChromeOS in under five minutes, and which numbers mean you should walk away.",
    content: `Buying a used or refurbished laptop is one of the best ways to save money on tech. It is also the easiest way to buy a battery that lasts 90 minutes. The seller's "battery is fine" means nothing. The laptop itself will tell you the truth if you ask it properly.

You need about five minutes, the laptop, and ideally its charger.

## The Two Numbers That Matter

Every laptop battery reports two values:

- **Design capacity:** what the battery held when new, in milliwatt-hours (mWh) or milliamp-hours (mAh).
- **Full charge capacity:** what it holds now.

Divide the second by the first and you get battery health as a percentage. Cycle count, the number of full charge-discharge cycles, is useful context, but health percentage is what decides how long the laptop runs.

## Windows: Generate a Battery Report

1. Open the Start menu, type **cmd**, and open Command Prompt.
2. Type **powercfg /batteryreport** and press Enter.
3. Windows saves a file called **battery-report.html** in the folder shown in the command window, usually your user folder. Open it in a browser.
4. In the **Installed batteries** section, compare **DESIGN CAPACITY** with **FULL CHARGE CAPACITY**.
5. Scroll to **Battery capacity history** to see how quickly capacity has dropped over time.
6. Check **Battery life estimates** at the bottom, which show how long the laptop actually ran on recent charges.

If the seller will not let you open a command prompt, that tells you something too.

## macOS: Check Condition and Cycle Count

1. Open **System Settings**, choose **Battery**, and click the info button next to **Battery Health**. It shows **Maximum Capacity** as a percentage.
2. For cycle count, hold the **Option** key, click the Apple menu, and choose **System Information**.
3. Select **Power** in the sidebar. Under **Health Information**, read **Cycle Count** and **Condition**.
4. A condition of **Service Recommended** means the battery needs replacing. Factor that into the price.

Most modern MacBooks are rated for 1,000 cycles before the battery is considered consumed.

## Linux: Ask UPower

1. Open a terminal.
2. Run **upower -e** to list power devices and find the one ending in **BAT0** or **BAT1**.
3. Run **upower -i** followed by that device path.
4. Compare **energy-full** (current capacity) with **energy-full-design**. UPower often prints a **capacity** percentage directly.

A live USB stick with a common Linux distribution works on most Windows laptops too, which is handy if the seller's Windows install is locked.

## ChromeOS: Use the Diagnostics App

1. Open the launcher and search for **Diagnostics**.
2. The **Battery** section shows battery health as a percentage and the cycle count.
3. Run the **discharge test** for a quick sanity check of the current drain rate.

## How to Read the Results

- **90% or more:** excellent. Treat it as close to new.
- **80 to 89%:** normal for a laptop that is two or three years old. Fine.
- **70 to 79%:** noticeably shorter runtime. Negotiate the price down by the cost of a replacement battery.
- **Below 70%:** walk away, or only buy if the price already assumes a new battery.

For context, a battery replacement typically costs $80 to $200 depending on the model, and much more on laptops where the battery is glued to the keyboard.

## Three Red Flags Sellers Hope You Miss

1. **A brand-new cheap battery.** If the health reads 100% on a five-year-old laptop, ask where the battery came from. Unbranded replacement cells can be unreliable or unsafe.
2. **Swelling.** Put the laptop on a flat table. If it rocks, the trackpad clicks stiffly, or the bottom panel bulges, the battery may be swollen. Do not buy it, and do not charge it.
3. **"It only works plugged in."** This is not a quirk. It means the battery is dead or disconnected.

## A Quick Real-World Test

Numbers can be wrong, so do a sanity check if the seller allows it:

1. Charge to 100%.
2. Unplug and set screen brightness to about half.
3. Play a YouTube video for 10 minutes.
4. A healthy thin-and-light laptop should lose around 2 to 4% in that time. Losing 10% or more means the battery is weak, or something is draining power in the background.

Five minutes of checking can save you the cost of a battery, or the cost of a laptop you will end up hating. Do it every time.`,
    articleType: "how-to",
    categorySlug: "laptops",
    tags: ["Laptops", "Battery Life", "Buying Guide", "Used Tech"],
    metaTitle: "How to Check a Used Laptop's Battery Health",
    metaDescription:
      "Read the real battery capacity on Windows, macOS, Linux and ChromeOS in five minutes, and learn which health percentages mean you should walk away.",
    featuredImage: "/images/demo/how-to-check-used-laptop-battery-health.svg",
    publishedDaysAgo: 37,
  },
  {
    slug: "how-to-build-smart-home-that-works-offline",
    title: "How to Build a Smart Home That Still Works When the Internet Goes Down",
    excerpt:
      "If your lights stop working when your broadband does, you have built a remote-controlled house, not a smart one. This guide shows how to pick devices, hubs and automations that keep running locally, step by step.",
    content: `The dirty secret of most smart homes is that they are not in your home at all. Press a button on a cloud-based smart switch and the command often travels to a server hundreds of miles away and back, just to turn on a bulb a few metres from you. When the internet drops, or the company shuts down its servers, your house gets dumber than it was before you started.

This guide shows how to build a smart home that keeps working offline. It takes a weekend and a bit of discipline when shopping.

## Step 1: Decide What Must Never Fail

Before buying anything, list the things that must work without the internet. For most homes:

1. Lights, including switches on the wall.
2. Heating and cooling.
3. Door locks.
4. Smoke and leak alerts inside the house.

Everything else, such as voice assistants, remote viewing and energy graphs, is a nice extra that can depend on the cloud.

## Step 2: Choose a Local Hub

You need one device in your house that runs automations itself. Options, from easiest to most powerful:

1. **A platform hub you already own.** Recent smart speakers and streaming boxes from the major platforms can act as Matter controllers and Thread border routers, and can run some automations locally. Easiest, but the least flexible.
2. **Home Assistant on a dedicated device.** Free, open-source software that runs on a small computer such as a Raspberry Pi or an official Home Assistant box. It runs everything locally, supports thousands of devices and works with every major platform.
3. **Hubitat or similar local-first hubs.** A middle ground with less tinkering.

For most readers who are willing to spend an afternoon on setup, Home Assistant is the most future-proof choice.

## Step 3: Buy Devices That Speak Local Protocols

When shopping, look for these on the box or spec sheet:

- **Matter**, ideally **Matter over Thread**. Matter devices are controlled locally by design and work across Apple Home, Google Home, Alexa and Home Assistant.
- **Zigbee** or **Z-Wave**, both mature, local and reliable with a compatible hub.
- **Local API support** for Wi-Fi devices, which some brands document and others do not.

Avoid devices whose only setup path is a proprietary app with a mandatory account and no local option. If the manual says "requires internet connection", believe it.

## Step 4: Keep the Wall Switches Working

This is the step most people skip and then regret.

1. Use **smart switches** or **smart relays behind existing switches** instead of smart bulbs on switches that get turned off.
2. If you do use smart bulbs, fit **switch covers or smart buttons** so the power is never cut.
3. Make sure every switch still works as a normal switch when the hub is offline.

Guests, children and your future self at 3am should never need an app to turn on a light.

## Step 5: Build Automations on the Hub, Not in the Cloud

Create automations in your local hub rather than in a manufacturer's app. A simple starter set:

1. Hallway lights to 20% when motion is detected between 11pm and 6am.
2. Heating down 3°F when the last person leaves, based on door sensors or phone presence.
3. An alert on a local siren or light if a leak sensor triggers under the sink.

Each of these should run even if your internet connection is unplugged.

## Step 6: Test It by Pulling the Plug

Now the real test:

1. Unplug the internet cable from your router, leaving your home Wi-Fi running.
2. Walk through the house and try every switch, sensor and automation.
3. Write down anything that fails.
4. Replace, reconfigure or accept each failure consciously.

Repeat this test every few months, because firmware updates sometimes change behaviour without telling you.

## Step 7: Plan for Power Cuts Too

Local control still needs electricity. A small uninterruptible power supply (UPS) for your router and hub, around $60 to $100, keeps automations and Wi-Fi running through short power cuts. Battery-powered Thread sensors will keep reporting to the hub the whole time.

## What This Costs

A realistic starter setup with a local hub, six smart switches, four sensors, a smart thermostat and a small UPS costs roughly $600 to $900. That is similar to a cloud-dependent setup. The difference is that yours will still work the day a company decides it is no longer interested.`,
    articleType: "how-to",
    categorySlug: "smart-home",
    tags: ["Smart Home", "Home Assistant", "Matter", "Privacy"],
    metaTitle: "How to Build a Smart Home That Works Offline",
    metaDescription:
      "Pick local hubs, Matter and Thread devices and automations that keep running when the internet or a company's servers go down. A step-by-step guide.",
    featuredImage: "/images/demo/how-to-build-smart-home-that-works-offline.svg",
    publishedDaysAgo: 69,
  },
  {
    slug: "how-to-use-ai-writing-tools-without-publishing-garbage",
    title: "How to Use AI Writing Tools Without Publishing Garbage",
    excerpt:
      "AI writing assistants can save hours, or fill your inbox and website with confident, generic nonsense. This is the workflow we use: what to hand the machine, what never to trust it with, and how to check the output.",
    content: `AI writing tools are everywhere: in your email client, your word processor, your browser and your phone keyboard. Used well, they remove drudgery. Used badly, they produce text that is long, bland, confidently wrong and instantly recognisable as machine-written. Your readers notice, even when they cannot say why.

Here is a workflow that keeps the useful parts and bins the rest.

## Step 1: Decide What the Tool Is Allowed to Do

Before opening any AI tool, decide its job. Good jobs for AI:

1. Turning your rough bullet notes into a first draft.
2. Shortening text you already wrote.
3. Suggesting three alternative headlines or subject lines.
4. Fixing grammar and spotting repeated words.
5. Summarising a long document you will also read yourself.

Bad jobs for AI:

1. Supplying facts, numbers, quotes or sources you have not checked.
2. Writing opinions you do not hold.
3. Anything legal, medical or financial that someone will act on.

## Step 2: Give It Your Material, Not a Topic

The single biggest quality improvement comes from what you feed it. "Write a blog post about password managers" produces generic filler. Instead:

1. Paste your own notes, test results or interview answers.
2. State the audience: "for non-technical parents" is more useful than "for everyone".
3. State the point of view: "we recommend Bitwarden, here is why" rather than "compare options".
4. Give a length limit, and ask for short sentences.

The tool should organise and polish your knowledge, not invent its own.

## Step 3: Ban the Filler

AI tools lean on a recognisable set of crutches. Tell the tool directly to avoid them, and remove any that slip through:

- Opening lines like "In today's fast-paced world"
- Empty intensifiers: "truly", "incredibly", "game-changing", "seamless"
- Endings that restate the whole piece or say "in conclusion"
- Lists of exactly three vague benefits with no numbers

If a sentence could appear in any article on any topic, delete it.

## Step 4: Fact-Check Every Specific

This is non-negotiable. For every number, name, date, price, quote and claim in the draft:

1. Find the original source yourself.
2. Confirm the detail matches exactly.
3. Delete anything you cannot verify.

In our own testing of AI drafts built from product pages, roughly one in six specific claims was wrong or subtly altered: a battery figure from the previous model, a price in the wrong currency, a feature the product does not have. They look plausible, which is exactly why they are dangerous.

## Step 5: Rewrite the First and Last Paragraphs Yourself

Readers decide whether to trust you in the first paragraph and remember the last. These are the places where AI sounds most like AI. Write them by hand, in your own voice, with one concrete detail each.

## Step 6: Read It Out Loud

Read the whole piece aloud, or use your computer's text-to-speech. You will hear:

1. Sentences that are grammatically fine but meaningless.
2. Repeated sentence structures.
3. Paragraphs that say the same thing twice.

Cut all three. A good edit of an AI draft usually removes 20 to 30% of its length. If the piece still reads well after that, it was worth drafting with AI. If it falls apart, you were polishing filler.

## Step 7: Protect Private Information

Before pasting anything into an AI tool, check its data policy:

1. Does it use your input to train future models? Many consumer tools do by default, with an opt-out buried in settings.
2. Is there a business or team plan with stronger guarantees?
3. Is your employer's policy to avoid these tools for client data?

Never paste passwords, customer personal data, unreleased financial results or anything under a non-disclosure agreement into a consumer AI tool.

## Step 8: Be Honest With Readers

If AI helped produce something significant, such as a summary or a translation, say so in a short note. Readers forgive tools. They do not forgive feeling tricked.

## The Short Version

Feed it your knowledge, not a topic. Ban the filler. Verify every fact. Write the opening and ending yourself. Cut a quarter of what it gives you. Do that, and AI becomes a fast, tireless junior editor instead of a machine for mass-producing forgettable text.`,
    articleType: "how-to",
    categorySlug: "ai-tools",
    tags: ["AI Tools", "Writing", "Productivity", "Fact-Checking"],
    metaTitle: "How to Use AI Writing Tools Without the Garbage",
    metaDescription:
      "A practical workflow for AI writing assistants: what to hand them, what never to trust them with, how to cut the filler and how to fact-check output.",
    featuredImage: "/images/demo/how-to-use-ai-writing-tools-without-publishing-garbage.svg",
    publishedDaysAgo: 18,
  },
  {
    slug: "1password-review",
    title: "1Password Review: The Most Polished Password Manager, and You Pay for Every Bit of Polish",
    excerpt:
      "The smoothest autofill we've tested, excellent security design and the best family sharing around. Also no free plan, a price that keeps nudging up, and features that matter more in marketing than in your life.",
    content: `1Password is the password manager people recommend when they want the experience to be effortless and do not mind paying for it. After five weeks using it as our only password manager on Windows, macOS, iOS and Android, with 1,140 imported logins and a family of four, we understand the reputation. We also understand why our award went elsewhere.

Pricing: **$35.88 a year** for one person and **$59.88 a year** for a family of up to five. There is a 14-day trial and no free plan.

## Setup and Import

Importing from a browser export took four minutes and flagged 212 weak or reused passwords, which was humbling. The setup flow explains the **Secret Key**, a 34-character key combined with your master password to encrypt your vault. It is an excellent security design: even if someone steals the encrypted vault from 1Password's servers, your weak-ish master password alone is not enough to crack it.

The downside is that you must keep the Emergency Kit PDF with your Secret Key somewhere safe. Lose both the key and every signed-in device, and recovery is painful unless someone in a family account can help.

## Autofill: The Best We Have Tested

This is where 1Password justifies its price. On 30 test sites, including multi-step logins with the username on one page and the password on the next, autofill worked correctly on **29**. The browser extension suggests the right login as you click into a field, fills one-time codes automatically and handles credit cards and addresses cleanly.

On iOS and Android, autofill through the system password manager integration was fast and reliable. Face unlock on mobile opened the vault in under a second.

## Passkeys

Creating and using passkeys worked on all 12 sites we tried, across platforms. A passkey created on a Windows PC signed us in on an iPhone a minute later without any fuss.

## Family Sharing

The family plan is the best in the category. Shared vaults are easy to understand: one for streaming logins, one for utilities, private vaults for everything else. Family organisers can recover accounts for members who forget their master password, which is realistically the most important feature for households with teenagers or older parents.

## Watchtower and Extras

Watchtower flags weak, reused and breached passwords, sites that support two-factor authentication but where you have not enabled it, and cards about to expire. It is genuinely useful and gently motivating.

Travel Mode, which hides chosen vaults when crossing borders, is clever but niche. The built-in SSH key management is excellent for developers and irrelevant to everyone else. These features inflate the marketing more than your daily life.

## Where It Falls Short

- **Price.** Competitors offer unlimited devices and passwords for free. At $35.88 a year, 1Password costs roughly the same as two months of a streaming service every year, forever.
- **No free tier.** If you stop paying, your vault becomes read-only. You can export, but you cannot keep adding passwords.
- **Account-based only.** There is no option to keep your vault purely local or self-hosted.
- **Desktop app weight.** The desktop app used around 400MB of RAM on Windows, which is a lot for a password vault.
- **Price rises.** Existing customers have seen the price creep up before, and there is nothing stopping it happening again.

## What Actually Works
- The best autofill we have tested, including tricky multi-step logins
- Secret Key design adds real protection if servers are ever breached
- Family sharing and account recovery built for real households
- Passkeys synced across every platform we tried
- Watchtower alerts that actually get you to fix weak passwords

## What's Complete Garbage
- No free plan, and the vault goes read-only if you stop paying
- No local-only or self-hosted option for the privacy-minded
- A heavy desktop app for what it does

## Brutal Summary
1Password is the most polished password manager you can buy, and for families who want the least friction and the best recovery options, it is worth the money. But it is money, every year, for something rivals do well for free. If polish and family recovery matter to you, subscribe. If you only need secure passwords that sync everywhere, you are paying a premium for comfort.`,
    articleType: "saas",
    categorySlug: "software",
    tags: ["Software", "Security", "Password Managers", "Subscriptions"],
    brutalScore: 8.3,
    metaTitle: "1Password Review: Polished, Secure, Not Cheap",
    metaDescription:
      "The best autofill we've tested and great family sharing, but no free plan and $35.88 a year for one person. Our brutally honest 1Password review.",
    featuredImage: "/images/demo/1password-review.svg",
    publishedDaysAgo: 30,
    sourceUrls: ["https://1password.com/pricing"],
  },
  {
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
  },
  {
    slug: "obsidian-review",
    title: "Obsidian Review: The Note App That Respects You, If You're Willing to Do Some Work",
    excerpt:
      "Your notes stay as plain files on your own disk, the app is free, and a huge plugin library lets it become almost anything. It also asks more of you than any other note app, and paid sync is the only painless way to use it on a phone.",
    content: `Most note apps want to own your notes. Obsidian wants to edit them. Everything you write is a plain markdown file in a normal folder on your computer, which you can open in any text editor, back up however you like and keep forever. After six weeks using it as our only notes app for research, meeting notes and article drafts, with a vault of about 3,200 notes imported from another app, that design choice is still its biggest strength.

Pricing: the app is **free** for personal and commercial use. **Sync** costs **$4 a month** billed annually, **Publish** (for public websites) costs **$8 a month** billed annually. An optional commercial licence exists for companies that want to support development.

## Getting Started

Installation takes a minute. Then you face an empty folder and a blank page, and this is where many people give up. There are no templates waiting, no onboarding tour worth the name, and no opinion about how you should organise anything.

Our import of 3,200 notes from a proprietary note app took 25 minutes with Obsidian's official importer. Formatting survived well; embedded databases came across as plain tables, and about 40 notes with nested toggles needed manual clean-up.

## Writing and Linking

Writing is fast. The editor shows formatted markdown as you type and stays responsive even in a vault of several thousand notes: opening the quick switcher and jumping to any note took well under a second.

Linking is the core idea. Type two square brackets, start typing a note's name and you have a link. Every note shows its backlinks: everything that links to it. Over six weeks, this changed how we took notes. Meeting notes linked to project notes, which linked to research notes, and finding "that thing someone said about battery testing in March" took seconds instead of a search through folders.

The graph view, which draws all your notes as a web of dots, is beautiful and almost entirely useless. Everyone opens it once.

## Plugins: Power and Risk

Obsidian has thousands of community plugins: calendars, task managers, spaced repetition flashcards, database-style queries over your notes, and integrations with almost anything. Core features like Canvas (an infinite whiteboard) and Bases (database views of notes) now cover much of what people once needed plugins for.

The catch: community plugins are written by individuals, run with broad access to your files, and vary wildly in quality. Two of the eleven plugins we installed broke after an update, and one slowed start-up by three seconds. Install few, choose popular ones and keep backups.

## Sync and Mobile

The mobile apps are capable but fiddly on a phone screen. Getting your notes there is the real issue. Free options exist, such as syncing the folder through a cloud drive, but they were unreliable in our tests on iPhone, producing two conflicting copies of a note within a week.

Obsidian Sync fixed it completely. It is end-to-end encrypted, keeps version history and synced changes between a laptop and phone in a few seconds. It is well worth $4 a month, but it means "free" comes with an asterisk for anyone who uses a phone.

## Collaboration

There is no real-time collaboration. If your team needs to edit shared documents together, Obsidian is the wrong tool, and no plugin truly fixes that.

## What Actually Works
- Notes are plain markdown files you fully own and can open anywhere
- Fast, even with thousands of notes
- Backlinks and quick linking make connected notes genuinely useful
- Free for personal and commercial use, with an excellent paid sync option
- A huge plugin ecosystem for almost any workflow

## What's Complete Garbage
- A blank-page start that overwhelms beginners
- Community plugins that break, slow things down and have wide file access
- Free sync workarounds that cause conflicts on mobile
- No real-time collaboration

## Brutal Summary
Obsidian is the best note app for people who think in connections and want to own their data for decades. It is fast, free and endlessly adaptable. But it expects you to design your own system, plugins are a maintenance burden, and painless phone sync costs money. If you want a tool that organises you, look elsewhere. If you want a tool you can shape, this is it.`,
    articleType: "saas",
    categorySlug: "software",
    tags: ["Software", "Note Apps", "Productivity", "Markdown"],
    brutalScore: 8.8,
    metaTitle: "Obsidian Review: Own Your Notes, Do the Work",
    metaDescription:
      "Plain markdown files you own, fast linking and a huge plugin library, but a steep start and paid sync for painless mobile use. Our Obsidian review.",
    featuredImage: "/images/demo/obsidian-review.svg",
    publishedDaysAgo: 82,
    sourceUrls: ["https://obsidian.md/pricing"],
  },
];
