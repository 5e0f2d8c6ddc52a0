// One demo article (app/seed/demo-content.ts lists them in publication order).
import type { TDemoArticle } from "../demo-article";

const article: TDemoArticle = {
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
};

export default article;
