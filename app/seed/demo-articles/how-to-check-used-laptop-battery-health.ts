// One demo article (app/seed/demo-content.ts lists them in publication order).
import type { TDemoArticle } from "../demo-article";

const article: TDemoArticle = {
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
};

export default article;
