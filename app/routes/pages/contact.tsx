import { StaticPage } from "~/components/StaticPage";
import { buildSectionMeta } from "~/seo/section-meta";
import type { Route } from "./+types/contact";

export function meta({ matches }: Route.MetaArgs) {
  return buildSectionMeta(matches, {
    title: "Contact",
    description: "Corrections, tips and review requests: how to reach the editorial team.",
    path: "/contact",
  });
}

export default function Contact() {
  return (
    <StaticPage
      eyebrow="Get in touch"
      title="Contact"
      intro="Spotted a mistake, have a tip, or want us to test something? Tell us."
    >
      <section>
        <h2>Corrections</h2>
        <p>
          Write to <a href="mailto:corrections@brutaltechreviews.example">corrections@brutaltechreviews.example</a> with
          the article and what is wrong. Confirmed errors are fixed and noted in the article.
        </p>
      </section>
      <section>
        <h2>Tips and review requests</h2>
        <p>
          Write to <a href="mailto:editor@brutaltechreviews.example">editor@brutaltechreviews.example</a>. We buy most
          products ourselves; loan units are returned and disclosed.
        </p>
      </section>
      <section>
        <h2>Brands and PR</h2>
        <p>
          Press releases are welcome. Paid placements, review copy approval and sponsored verdicts are not, whatever the
          budget.
        </p>
      </section>
    </StaticPage>
  );
}
