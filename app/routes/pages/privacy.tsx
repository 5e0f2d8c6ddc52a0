import { getAnalyticsConfig } from "~/analytics";
import { describeReaderPrivacy } from "~/analytics/reader-privacy";
import { StaticPage } from "~/components/StaticPage";
import { buildSectionMeta } from "~/seo/section-meta";
import { getServices } from "~/services.server";
import type { Route } from "./+types/privacy";

export function loader({ context }: Route.LoaderArgs) {
  return describeReaderPrivacy(getAnalyticsConfig(getServices(context).env)?.provider ?? null);
}

export function meta({ matches }: Route.MetaArgs) {
  return buildSectionMeta(matches, {
    title: "Privacy Policy",
    description: "What we collect when you read this site (very little), why, and your choices.",
    path: "/privacy",
  });
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return (
    <StaticPage
      eyebrow="Legal"
      title="Privacy Policy"
      intro="Short version: you can read everything here without an account, and we do not sell anything about you."
    >
      <section>
        <h2>What we collect</h2>
        <ul>
          <li>Server logs (address, browser, page, time) kept for security and kept briefly.</li>
          <li>{loaderData.statistics}</li>
          <li>Nothing else: there are no reader accounts, comments or newsletters that store personal data.</li>
        </ul>
      </section>
      <section>
        <h2>Cookies</h2>
        <p>
          {loaderData.cookies} An article with an embedded video loads the player from YouTube, which may set its own
          cookies under its own policy. The administrator panel stores its sign-in token in the administrator's own
          browser.
        </p>
      </section>
      <section>
        <h2>Affiliate links</h2>
        <p>
          Retailer links marked as sponsored may earn us a commission. The retailer, not us, handles what happens after
          you click, under its own privacy policy.
        </p>
      </section>
      <section>
        <h2>Your rights</h2>
        <p>
          Ask us what we hold about you, or to delete it, through the <a href="/contact">contact page</a>. We answer
          within 30 days.
        </p>
      </section>
    </StaticPage>
  );
}
