// One demo article (app/seed/demo-content.ts lists them in publication order).
import type { TDemoArticle } from "../demo-article";

const article: TDemoArticle = {
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
};

export default article;
