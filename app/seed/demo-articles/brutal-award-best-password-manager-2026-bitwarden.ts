// One demo article (app/seed/demo-content.ts lists them in publication order).
import type { TDemoArticle } from "../demo-article";

const article: TDemoArticle = {
  slug: "brutal-award-best-password-manager-2026-bitwarden",
  title: "Brutal Award for the Best Password Manager in 2026 goes to Bitwarden",
  excerpt:
    "It is not the prettiest, it is not the slickest and its browser extension still looks like a settings page. But Bitwarden's free plan beats most paid ones, its code is open for anyone to audit, and it never tried to upsell us into panic.",
  content: `Every year we test the password managers people actually use, and every year the shortlist comes down to the same question: which one would we install on a parent's laptop and stop worrying about? This year the answer is Bitwarden, and it is not especially close.

We tested seven password managers over six weeks across Windows, macOS, iOS and Android, with 1,140 imported logins, 38 passkeys and a family of four sharing vaults.

## Why This Product Deserves Recognition
- The free plan includes unlimited passwords on unlimited devices, which is more than several rivals give paying customers
- The code is open source and regularly audited by independent security firms, with the reports published
- Passkey storage and sign-in worked on every platform we tested, including passkeys synced between an iPhone and a Windows PC
- Family sharing for up to six people costs less per year than a single user pays for most competitors
- Importing 1,140 logins from a browser export took under two minutes with zero broken entries
- A self-hosting option exists for anyone who does not want their vault on anyone else's server

## What Customers Are Saying
- Long-time users repeatedly mention switching from paid rivals after price increases and not looking back
- Many reviewers praise the free tier as "actually free", not a seven-day trial in disguise
- A common complaint is that the interface feels utilitarian and less polished than premium competitors
- Users on iPhone note that autofill has become much more reliable over the past two years
- Families often highlight how easy it was to share a single Netflix or utility login without sharing everything

## Award Summary
Bitwarden wins Best Password Manager in 2026 because it gets the fundamentals right and charges almost nothing for them. It is secure, audited, open, cross-platform and generous. It loses points for design, and power users will notice that its autofill is a step behind the most polished rival. But a password manager's job is to be trustworthy and to be used, and Bitwarden's free plan removes every excuse not to use one.

## How We Tested

Every password manager got the same treatment:

1. Import the same 1,140-login export from a browser, including messy entries with duplicate URLs and missing usernames.
2. Use it as the only password manager for a week on four platforms.
3. Create, sync and use passkeys on at least three major websites.
4. Share a vault across a family of four, including a teenager who refuses to read instructions.
5. Check the published security audits, breach history and account recovery options.

## Where It Beat the Competition

**Price.** The free plan covers unlimited logins and devices. The paid tier adds built-in two-factor code generation, emergency access and file attachments for a small yearly fee. For comparison, 1Password's individual plan costs $35.88 a year and has no free tier at all.

**Transparency.** Bitwarden publishes its source code and third-party audit reports. When security researchers find issues, fixes and disclosures are public. For a product that holds the keys to your life, that matters more than any feature.

**Passkeys.** Passkeys are slowly replacing passwords, and storing them in a cross-platform manager rather than only in Apple's or Google's ecosystem means you can switch phones without losing them. Bitwarden's passkey flow worked on all 12 sites we tried.

## The Ugly Truth

Bitwarden is not perfect, and an award does not change that.

- The browser extension is functional but cluttered, and autofill on multi-step login pages (username first, password on the next screen) failed on 4 of the 30 sites we tested
- The desktop apps look dated next to the competition
- Account recovery is unforgiving: lose your master password without setting up emergency access, and your vault is gone. That is good security and bad news for forgetful people

## Who Should Pick Something Else

If you want the most polished experience and do not mind paying, 1Password remains excellent, especially its Watchtower security alerts and travel mode. If you live entirely inside Apple's ecosystem and never touch Windows or Android, Apple's built-in Passwords app is now good enough for many people.

For everyone else, the best password manager is the free one that is secure, honest and works everywhere. In 2026, that is Bitwarden.`,
  articleType: "award",
  categorySlug: "software",
  tags: ["Software", "Security", "Password Managers", "Brutal Awards"],
  brutalScore: 9.3,
  metaTitle: "Best Password Manager 2026: Bitwarden Wins",
  metaDescription:
    "Unlimited passwords on unlimited devices for free, open-source code and solid passkey support. Why Bitwarden wins our Best Password Manager 2026 award.",
  featuredImage: "/images/demo/brutal-award-best-password-manager-2026-bitwarden.svg",
  publishedDaysAgo: 12,
  featured: true,
  sourceUrls: ["https://bitwarden.com/pricing/"],
};

export default article;
