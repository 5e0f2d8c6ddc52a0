// One demo article (app/seed/demo-content.ts lists them in publication order).
import type { TDemoArticle } from "../demo-article";

const article: TDemoArticle = {
  slug: "windows-10-extended-security-updates-clock",
  title: "Windows 10's Extended Updates Run Out in October 2026: Your Options, Ranked by How Much They Cost",
  excerpt:
    "Mainstream Windows 10 support ended in October 2025, and the consumer extended security programme only buys one more year. Here is what each option costs, and why 'ignore it' is the worst of them.",
  content: `Microsoft ended mainstream support for Windows 10 on 14 October 2025. For home users who enrolled, the Extended Security Updates (ESU) programme keeps security patches coming until **13 October 2026**. After that, there is no consumer extension. Millions of PCs are still running Windows 10, and a large share of them cannot officially upgrade to Windows 11 because of its processor and TPM requirements.

## How the Consumer ESU Works

Enrolment happens from Windows Update on an eligible Windows 10 PC running version 22H2. Microsoft offers three ways to pay:

- **Free, by syncing your PC settings** to a Microsoft account using Windows Backup
- **1,000 Microsoft Rewards points**, which you can earn through Bing searches and other Microsoft activities
- **A one-time payment of $30**, covering up to 10 devices on the same Microsoft account

Users in the European Economic Area were offered the free option without the backup condition, after pressure from consumer groups. Businesses pay considerably more, with per-device pricing that rises each year.

ESU delivers security fixes only. No new features, no general bug fixes and no technical support.

## Your Options, From Cheapest to Most Expensive

1. **Install Linux.** Free, and modern distributions such as Linux Mint or Fedora run well on hardware that Windows 11 rejects. Fine for browsing, documents and email; check your specific apps and games first.
2. **Enrol in ESU.** Free to $30 and buys you a year. Use that year to plan, not to forget.
3. **Upgrade to Windows 11 on a supported PC.** Free if your hardware qualifies. Check with the PC Health Check app.
4. **Buy a new PC.** The expensive option, and only sensible if your current machine is also slow or failing.

## What Happens If You Do Nothing

Your PC keeps working. It just stops receiving security fixes after your coverage ends, and browsers and antivirus vendors will eventually drop support too. An unpatched, internet-connected PC that you use for banking and email is a bad idea. A Windows 10 machine kept offline for one old program is not.

## Our Take

Enrol in the ESU now if you have not, because free beats cheap. Then spend the year deciding whether your PC is worth moving to Windows 11, Linux or retirement. Do not let October 2026 arrive with the same plan you had in October 2025: none.`,
  articleType: "tech-news",
  categorySlug: "software",
  tags: ["Software", "Windows", "Microsoft", "Security"],
  metaTitle: "Windows 10 Extended Updates End October 2026",
  metaDescription:
    "Consumer Windows 10 security updates run out on 13 October 2026. What the ESU costs, your upgrade options ranked, and what happens if you do nothing.",
  featuredImage: "/images/demo/windows-10-extended-security-updates-clock.svg",
  publishedDaysAgo: 5,
  sourceUrls: ["https://www.microsoft.com/en-us/windows/extended-security-updates"],
};

export default article;
