import { StaticPage } from "~/components/StaticPage";
import { buildSectionMeta } from "~/seo/section-meta";
import type { Route } from "./+types/terms";

export function meta({ matches }: Route.MetaArgs) {
  return buildSectionMeta(matches, {
    title: "Terms of Service",
    description: "The terms for reading and quoting our reviews.",
    path: "/terms",
  });
}

export default function Terms() {
  return (
    <StaticPage eyebrow="Legal" title="Terms of Service" intro="Plain terms for a plain site.">
      <section>
        <h2>Using the site</h2>
        <p>
          Read, share and link to anything here. Quote short passages with a link back; do not republish whole articles.
        </p>
      </section>
      <section>
        <h2>Our opinions</h2>
        <p>
          Reviews are our honest opinion on the units we tested, at the time we tested them. Prices, firmware and
          availability change; check before you buy.
        </p>
      </section>
      <section>
        <h2>Links and affiliate programs</h2>
        <p>
          Links to retailers may earn us a commission. We are not responsible for third-party sites, their prices or
          their service.
        </p>
      </section>
      <section>
        <h2>Liability</h2>
        <p>
          The content is provided as is. We are not liable for purchase decisions or for damage from following a guide;
          back up your data first.
        </p>
      </section>
    </StaticPage>
  );
}
