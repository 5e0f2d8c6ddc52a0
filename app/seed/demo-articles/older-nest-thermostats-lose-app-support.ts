// One demo article (app/seed/demo-content.ts lists them in publication order).
import type { TDemoArticle } from "../demo-article";

const article: TDemoArticle = {
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
};

export default article;
