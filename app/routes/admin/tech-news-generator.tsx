// /admin/tech-news-generator: the Tech News Generator on its own page (behind the admin login like every admin screen).
import { adminMeta } from "~/admin/ui/admin-meta";
import { GeneratorPage } from "~/admin/ui/generators/GeneratorParts";
import { TechNewsGenerator } from "~/admin/ui/generators/TechNewsGenerator";

// The login gate of the standalone generator pages is titled 'Admin Access Required' (spec section 2).
export const handle = { gateTitle: "Admin Access Required" };

export function meta() {
  return adminMeta("Tech News Generator");
}

export default function TechNewsGeneratorPage() {
  return (
    <GeneratorPage tab="tech-news">
      <TechNewsGenerator />
    </GeneratorPage>
  );
}
