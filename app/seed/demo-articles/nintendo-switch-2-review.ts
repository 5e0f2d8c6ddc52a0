// One demo article (app/seed/demo-content.ts lists them in publication order).
import type { TDemoArticle } from "../demo-article";

const article: TDemoArticle = {
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
};

export default article;
