// One demo article (app/seed/demo-content.ts lists them in publication order).
import type { TDemoArticle } from "../demo-article";

const article: TDemoArticle = {
  slug: "obsidian-review",
  title: "Obsidian Review: The Note App That Respects You, If You're Willing to Do Some Work",
  excerpt:
    "Your notes stay as plain files on your own disk, the app is free, and a huge plugin library lets it become almost anything. It also asks more of you than any other note app, and paid sync is the only painless way to use it on a phone.",
  content: `Most note apps want to own your notes. Obsidian wants to edit them. Everything you write is a plain markdown file in a normal folder on your computer, which you can open in any text editor, back up however you like and keep forever. After six weeks using it as our only notes app for research, meeting notes and article drafts, with a vault of about 3,200 notes imported from another app, that design choice is still its biggest strength.

Pricing: the app is **free** for personal and commercial use. **Sync** costs **$4 a month** billed annually, **Publish** (for public websites) costs **$8 a month** billed annually. An optional commercial licence exists for companies that want to support development.

## Getting Started

Installation takes a minute. Then you face an empty folder and a blank page, and this is where many people give up. There are no templates waiting, no onboarding tour worth the name, and no opinion about how you should organise anything.

Our import of 3,200 notes from a proprietary note app took 25 minutes with Obsidian's official importer. Formatting survived well; embedded databases came across as plain tables, and about 40 notes with nested toggles needed manual clean-up.

## Writing and Linking

Writing is fast. The editor shows formatted markdown as you type and stays responsive even in a vault of several thousand notes: opening the quick switcher and jumping to any note took well under a second.

Linking is the core idea. Type two square brackets, start typing a note's name and you have a link. Every note shows its backlinks: everything that links to it. Over six weeks, this changed how we took notes. Meeting notes linked to project notes, which linked to research notes, and finding "that thing someone said about battery testing in March" took seconds instead of a search through folders.

The graph view, which draws all your notes as a web of dots, is beautiful and almost entirely useless. Everyone opens it once.

## Plugins: Power and Risk

Obsidian has thousands of community plugins: calendars, task managers, spaced repetition flashcards, database-style queries over your notes, and integrations with almost anything. Core features like Canvas (an infinite whiteboard) and Bases (database views of notes) now cover much of what people once needed plugins for.

The catch: community plugins are written by individuals, run with broad access to your files, and vary wildly in quality. Two of the eleven plugins we installed broke after an update, and one slowed start-up by three seconds. Install few, choose popular ones and keep backups.

## Sync and Mobile

The mobile apps are capable but fiddly on a phone screen. Getting your notes there is the real issue. Free options exist, such as syncing the folder through a cloud drive, but they were unreliable in our tests on iPhone, producing two conflicting copies of a note within a week.

Obsidian Sync fixed it completely. It is end-to-end encrypted, keeps version history and synced changes between a laptop and phone in a few seconds. It is well worth $4 a month, but it means "free" comes with an asterisk for anyone who uses a phone.

## Collaboration

There is no real-time collaboration. If your team needs to edit shared documents together, Obsidian is the wrong tool, and no plugin truly fixes that.

## What Actually Works
- Notes are plain markdown files you fully own and can open anywhere
- Fast, even with thousands of notes
- Backlinks and quick linking make connected notes genuinely useful
- Free for personal and commercial use, with an excellent paid sync option
- A huge plugin ecosystem for almost any workflow

## What's Complete Garbage
- A blank-page start that overwhelms beginners
- Community plugins that break, slow things down and have wide file access
- Free sync workarounds that cause conflicts on mobile
- No real-time collaboration

## Brutal Summary
Obsidian is the best note app for people who think in connections and want to own their data for decades. It is fast, free and endlessly adaptable. But it expects you to design your own system, plugins are a maintenance burden, and painless phone sync costs money. If you want a tool that organises you, look elsewhere. If you want a tool you can shape, this is it.`,
  articleType: "saas",
  categorySlug: "software",
  tags: ["Software", "Note Apps", "Productivity", "Markdown"],
  brutalScore: 8.8,
  metaTitle: "Obsidian Review: Own Your Notes, Do the Work",
  metaDescription:
    "Plain markdown files you own, fast linking and a huge plugin library, but a steep start and paid sync for painless mobile use. Our Obsidian review.",
  featuredImage: "/images/demo/obsidian-review.svg",
  publishedDaysAgo: 82,
  sourceUrls: ["https://obsidian.md/pricing"],
};

export default article;
