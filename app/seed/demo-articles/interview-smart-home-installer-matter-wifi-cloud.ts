// One demo article (app/seed/demo-content.ts lists them in publication order).
import type { TDemoArticle } from "../demo-article";

const article: TDemoArticle = {
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
};

export default article;
