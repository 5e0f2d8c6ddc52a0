// One demo article (app/seed/demo-content.ts lists them in publication order).
import type { TDemoArticle } from "../demo-article";

const article: TDemoArticle = {
  slug: "interview-indie-developer-subscriptions-ai-features",
  title: "An Indie Note-App Developer on Subscriptions, Forced AI Features and Why Sync Is the Hard Part",
  excerpt:
    "Tomas Lindqvist builds a notes app alone, from a spare room, for about 9,000 paying users. We asked why every app is a subscription now, whether AI features are actually wanted, and what the big note apps get wrong.",
  content: `Tomas Lindqvist is the only employee of Quillwork Labs, a one-person studio that makes a small markdown note-taking app with about 9,000 paying users. He spent eight years as a backend engineer at larger companies before going independent. He agreed to talk money, features and the parts of software nobody likes to admit.

## Money

### Why is every app a subscription now?

Because the costs are subscriptions. I pay monthly for servers, for the sync database, for error monitoring, for the app store developer programme, for the code-signing certificate. If I sell you the app once for $30, I have to keep syncing your notes for the next ten years out of that $30. That maths does not work.

### But users hate subscriptions.

They hate subscriptions that do not justify themselves, and they are right to. My rule is: everything that runs on your device is a one-time purchase, and only sync, which costs me money every month, is a subscription. Local-only users pay once. That split is honest and people respect it.

### How much of the revenue do you actually keep?

On mobile app stores, small developers pay a 15% commission on most sales. Then sales tax and VAT, payment fees on the web version, and income tax. From a $40 yearly sync plan, I see maybe $28 before income tax. Nine thousand users sounds like a lot until you do that sum and remember there is no employer paying for health insurance.

## AI Features

### Have users asked for AI?

A few. The loudest requests in my inbox are still faster search, better tables and reliable sync. When I surveyed users, 11% wanted AI summarisation. 46% wanted a way to turn AI off if I ever added it.

### So why does every note app have an AI button now?

Because investors and app store featuring reward it. If you are a venture-funded company, "AI-powered" is a story you can tell. For a lot of products, it is a chat box bolted onto the sidebar that sends your private notes to a third party. I think users are right to be suspicious.

### Would you ever add it?

If I can run it on the device, with nothing leaving it, and it does one specific job well, like finding related notes, maybe. I will not add a chat box to check a box.

## Sync, the Hard Part

### What is the hardest part of building a notes app?

Sync. Everyone thinks it is the editor. The editor is hard, but sync is where you lose people's data, and losing data is the one unforgivable sin. Two devices edit the same note offline, then both come online. Which version wins? If you pick one, you have thrown away someone's paragraph.

### How do you handle it?

The app merges edits at the character level, so both changes survive. It took me about seven months to get right, and I still have a test suite of 400 nasty edge cases: laptop asleep for three weeks, phone clock set wrong, note deleted on one device while edited on another.

### What do big note apps get wrong?

Lock-in. If your notes live in a proprietary database and the only export is a messy HTML dump, you do not own your notes, you rent them. My app stores plain markdown files in a normal folder. If I get hit by a bus tomorrow, your notes still open in any text editor.

## Advice

### What should people look for when choosing a notes app?

Three questions. Can I export everything in a standard format in one click? What happens to my notes if the company disappears? Who can read them on the server? If the answers are vague, pick something else.

### And for anyone thinking of going indie?

Keep your costs tiny, talk to your users every week, and do not build features because a competitor announced them. The day I stopped reading competitor changelogs was the day my app got better.

### What is the one thing you wish reviewers tested more?

Sync under bad conditions. Put two devices in airplane mode, edit the same note on both, reconnect them, and see what survives. It is the most important test for any notes app, and almost nobody runs it.`,
  articleType: "interview",
  categorySlug: "software",
  tags: ["Software", "Note Apps", "Indie Developers", "Subscriptions"],
  metaTitle: "Indie Developer Interview: Subscriptions and AI",
  metaDescription:
    "A solo note-app developer explains why apps went subscription, why users fear AI buttons, and why sync, not the editor, is the hardest part.",
  featuredImage: "/images/demo/interview-indie-developer-subscriptions-ai-features.svg",
  publishedDaysAgo: 58,
};

export default article;
