// One demo article (app/seed/demo-content.ts lists them in publication order).
import type { TDemoArticle } from "../demo-article";

const article: TDemoArticle = {
  slug: "1password-review",
  title: "1Password Review: The Most Polished Password Manager, and You Pay for Every Bit of Polish",
  excerpt:
    "The smoothest autofill we've tested, excellent security design and the best family sharing around. Also no free plan, a price that keeps nudging up, and features that matter more in marketing than in your life.",
  content: `1Password is the password manager people recommend when they want the experience to be effortless and do not mind paying for it. After five weeks using it as our only password manager on Windows, macOS, iOS and Android, with 1,140 imported logins and a family of four, we understand the reputation. We also understand why our award went elsewhere.

Pricing: **$35.88 a year** for one person and **$59.88 a year** for a family of up to five. There is a 14-day trial and no free plan.

## Setup and Import

Importing from a browser export took four minutes and flagged 212 weak or reused passwords, which was humbling. The setup flow explains the **Secret Key**, a 34-character key combined with your master password to encrypt your vault. It is an excellent security design: even if someone steals the encrypted vault from 1Password's servers, your weak-ish master password alone is not enough to crack it.

The downside is that you must keep the Emergency Kit PDF with your Secret Key somewhere safe. Lose both the key and every signed-in device, and recovery is painful unless someone in a family account can help.

## Autofill: The Best We Have Tested

This is where 1Password justifies its price. On 30 test sites, including multi-step logins with the username on one page and the password on the next, autofill worked correctly on **29**. The browser extension suggests the right login as you click into a field, fills one-time codes automatically and handles credit cards and addresses cleanly.

On iOS and Android, autofill through the system password manager integration was fast and reliable. Face unlock on mobile opened the vault in under a second.

## Passkeys

Creating and using passkeys worked on all 12 sites we tried, across platforms. A passkey created on a Windows PC signed us in on an iPhone a minute later without any fuss.

## Family Sharing

The family plan is the best in the category. Shared vaults are easy to understand: one for streaming logins, one for utilities, private vaults for everything else. Family organisers can recover accounts for members who forget their master password, which is realistically the most important feature for households with teenagers or older parents.

## Watchtower and Extras

Watchtower flags weak, reused and breached passwords, sites that support two-factor authentication but where you have not enabled it, and cards about to expire. It is genuinely useful and gently motivating.

Travel Mode, which hides chosen vaults when crossing borders, is clever but niche. The built-in SSH key management is excellent for developers and irrelevant to everyone else. These features inflate the marketing more than your daily life.

## Where It Falls Short

- **Price.** Competitors offer unlimited devices and passwords for free. At $35.88 a year, 1Password costs roughly the same as two months of a streaming service every year, forever.
- **No free tier.** If you stop paying, your vault becomes read-only. You can export, but you cannot keep adding passwords.
- **Account-based only.** There is no option to keep your vault purely local or self-hosted.
- **Desktop app weight.** The desktop app used around 400MB of RAM on Windows, which is a lot for a password vault.
- **Price rises.** Existing customers have seen the price creep up before, and there is nothing stopping it happening again.

## What Actually Works
- The best autofill we have tested, including tricky multi-step logins
- Secret Key design adds real protection if servers are ever breached
- Family sharing and account recovery built for real households
- Passkeys synced across every platform we tried
- Watchtower alerts that actually get you to fix weak passwords

## What's Complete Garbage
- No free plan, and the vault goes read-only if you stop paying
- No local-only or self-hosted option for the privacy-minded
- A heavy desktop app for what it does

## Brutal Summary
1Password is the most polished password manager you can buy, and for families who want the least friction and the best recovery options, it is worth the money. But it is money, every year, for something rivals do well for free. If polish and family recovery matter to you, subscribe. If you only need secure passwords that sync everywhere, you are paying a premium for comfort.`,
  articleType: "saas",
  categorySlug: "software",
  tags: ["Software", "Security", "Password Managers", "Subscriptions"],
  brutalScore: 8.3,
  metaTitle: "1Password Review: Polished, Secure, Not Cheap",
  metaDescription:
    "The best autofill we've tested and great family sharing, but no free plan and $35.88 a year for one person. Our brutally honest 1Password review.",
  featuredImage: "/images/demo/1password-review.svg",
  publishedDaysAgo: 30,
  sourceUrls: ["https://1password.com/pricing"],
};

export default article;
