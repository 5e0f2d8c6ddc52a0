// One demo article (app/seed/demo-content.ts lists them in publication order).
import type { TDemoArticle } from "../demo-article";

const article: TDemoArticle = {
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
};

export default article;
