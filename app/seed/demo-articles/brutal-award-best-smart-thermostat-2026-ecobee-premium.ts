// One demo article (app/seed/demo-content.ts lists them in publication order).
import type { TDemoArticle } from "../demo-article";

const article: TDemoArticle = {
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
};

export default article;
