// One demo article (app/seed/demo-content.ts lists them in publication order).
import type { TDemoArticle } from "../demo-article";

const article: TDemoArticle = {
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
};

export default article;
