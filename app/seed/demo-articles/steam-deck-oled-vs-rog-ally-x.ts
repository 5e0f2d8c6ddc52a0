// One demo article (app/seed/demo-content.ts lists them in publication order).
import type { TDemoArticle } from "../demo-article";

const article: TDemoArticle = {
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
};

export default article;
