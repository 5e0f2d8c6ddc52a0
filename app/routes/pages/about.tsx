import { StaticPage } from "~/components/StaticPage";
import { buildSectionMeta } from "~/seo/section-meta";
import type { Route } from "./+types/about";

export function meta({ matches }: Route.MetaArgs) {
  return buildSectionMeta(matches, {
    title: "About",
    description: "Who we are, how we test (2-3 weeks per product), why we never sell verdicts, and what we value.",
    path: "/about",
  });
}

export default function About() {
  return (
    <StaticPage
      eyebrow="About us"
      title="Honest tech reviews without the marketing fluff"
      intro="We exist because most tech coverage reads like a press release with a star rating bolted on. Ours does not."
    >
      <section>
        <h2>Our mission</h2>
        <p>
          Tell you, plainly, whether a product deserves your money. If it is great we say so. If it is overpriced,
          fragile or pointless, we say that too, with the numbers to back it up.
        </p>
      </section>
      <section>
        <h2>How we test</h2>
        <ul>
          <li>
            <strong>2-3 weeks of real-world use</strong> for every product before a verdict: daily carry, commutes,
            work, travel.
          </li>
          <li>
            <strong>Benchmarks</strong> we can repeat: battery rundowns, thermal throttling, display measurements, sync
            and load times.
          </li>
          <li>
            <strong>Comparisons</strong> against the products people actually cross-shop, at the price they actually
            pay.
          </li>
          <li>
            <strong>Durability</strong>: drops, scratches, hinge wear and how the battery holds up, because a product
            lives longer than a launch week.
          </li>
        </ul>
      </section>
      <section>
        <h2>Editorial independence</h2>
        <p>
          No brand sees a review before it is published, approves a score or pays for coverage. Some retailer links earn
          us a commission; they never change a verdict, and they are marked as sponsored links.
        </p>
      </section>
      <section>
        <h2>Our expertise</h2>
        <p>
          Our lead reviewer has covered consumer technology for <strong>8+ years</strong> and has tested{" "}
          <strong>500+ products</strong>, from budget earbuds to workstation laptops and the subscription software that
          runs on them.
        </p>
      </section>
      <section>
        <h2>What we value</h2>
        <ul>
          <li>Evidence over adjectives.</li>
          <li>Your money and time over a brand's launch calendar.</li>
          <li>Corrections in the open when we get something wrong.</li>
        </ul>
      </section>
    </StaticPage>
  );
}
