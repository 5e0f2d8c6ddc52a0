// One demo article (app/seed/demo-content.ts lists them in publication order).
import type { TDemoArticle } from "../demo-article";

const article: TDemoArticle = {
  slug: "how-to-use-ai-writing-tools-without-publishing-garbage",
  title: "How to Use AI Writing Tools Without Publishing Garbage",
  excerpt:
    "AI writing assistants can save hours, or fill your inbox and website with confident, generic nonsense. This is the workflow we use: what to hand the machine, what never to trust it with, and how to check the output.",
  content: `AI writing tools are everywhere: in your email client, your word processor, your browser and your phone keyboard. Used well, they remove drudgery. Used badly, they produce text that is long, bland, confidently wrong and instantly recognisable as machine-written. Your readers notice, even when they cannot say why.

Here is a workflow that keeps the useful parts and bins the rest.

## Step 1: Decide What the Tool Is Allowed to Do

Before opening any AI tool, decide its job. Good jobs for AI:

1. Turning your rough bullet notes into a first draft.
2. Shortening text you already wrote.
3. Suggesting three alternative headlines or subject lines.
4. Fixing grammar and spotting repeated words.
5. Summarising a long document you will also read yourself.

Bad jobs for AI:

1. Supplying facts, numbers, quotes or sources you have not checked.
2. Writing opinions you do not hold.
3. Anything legal, medical or financial that someone will act on.

## Step 2: Give It Your Material, Not a Topic

The single biggest quality improvement comes from what you feed it. "Write a blog post about password managers" produces generic filler. Instead:

1. Paste your own notes, test results or interview answers.
2. State the audience: "for non-technical parents" is more useful than "for everyone".
3. State the point of view: "we recommend Bitwarden, here is why" rather than "compare options".
4. Give a length limit, and ask for short sentences.

The tool should organise and polish your knowledge, not invent its own.

## Step 3: Ban the Filler

AI tools lean on a recognisable set of crutches. Tell the tool directly to avoid them, and remove any that slip through:

- Opening lines like "In today's fast-paced world"
- Empty intensifiers: "truly", "incredibly", "game-changing", "seamless"
- Endings that restate the whole piece or say "in conclusion"
- Lists of exactly three vague benefits with no numbers

If a sentence could appear in any article on any topic, delete it.

## Step 4: Fact-Check Every Specific

This is non-negotiable. For every number, name, date, price, quote and claim in the draft:

1. Find the original source yourself.
2. Confirm the detail matches exactly.
3. Delete anything you cannot verify.

In our own testing of AI drafts built from product pages, roughly one in six specific claims was wrong or subtly altered: a battery figure from the previous model, a price in the wrong currency, a feature the product does not have. They look plausible, which is exactly why they are dangerous.

## Step 5: Rewrite the First and Last Paragraphs Yourself

Readers decide whether to trust you in the first paragraph and remember the last. These are the places where AI sounds most like AI. Write them by hand, in your own voice, with one concrete detail each.

## Step 6: Read It Out Loud

Read the whole piece aloud, or use your computer's text-to-speech. You will hear:

1. Sentences that are grammatically fine but meaningless.
2. Repeated sentence structures.
3. Paragraphs that say the same thing twice.

Cut all three. A good edit of an AI draft usually removes 20 to 30% of its length. If the piece still reads well after that, it was worth drafting with AI. If it falls apart, you were polishing filler.

## Step 7: Protect Private Information

Before pasting anything into an AI tool, check its data policy:

1. Does it use your input to train future models? Many consumer tools do by default, with an opt-out buried in settings.
2. Is there a business or team plan with stronger guarantees?
3. Is your employer's policy to avoid these tools for client data?

Never paste passwords, customer personal data, unreleased financial results or anything under a non-disclosure agreement into a consumer AI tool.

## Step 8: Be Honest With Readers

If AI helped produce something significant, such as a summary or a translation, say so in a short note. Readers forgive tools. They do not forgive feeling tricked.

## The Short Version

Feed it your knowledge, not a topic. Ban the filler. Verify every fact. Write the opening and ending yourself. Cut a quarter of what it gives you. Do that, and AI becomes a fast, tireless junior editor instead of a machine for mass-producing forgettable text.`,
  articleType: "how-to",
  categorySlug: "ai-tools",
  tags: ["AI Tools", "Writing", "Productivity", "Fact-Checking"],
  metaTitle: "How to Use AI Writing Tools Without the Garbage",
  metaDescription:
    "A practical workflow for AI writing assistants: what to hand them, what never to trust them with, how to cut the filler and how to fact-check output.",
  featuredImage: "/images/demo/how-to-use-ai-writing-tools-without-publishing-garbage.svg",
  publishedDaysAgo: 18,
};

export default article;
