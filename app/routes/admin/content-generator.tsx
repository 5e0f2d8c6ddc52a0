// /admin/content-generator: the Smart Content Generator on its own page (behind the admin login like every admin screen).
import { adminMeta } from "~/admin/ui/admin-meta";
import { GeneratorPage } from "~/admin/ui/generators/GeneratorParts";
import { SmartGenerator } from "~/admin/ui/generators/SmartGenerator";

// The login gate of the standalone generator pages is titled 'Admin Access Required' (spec section 2).
export const handle = { gateTitle: "Admin Access Required" };

export function meta() {
  return adminMeta("Smart Content Generator");
}

export default function ContentGeneratorPage() {
  return (
    <GeneratorPage tab="content-generator">
      <SmartGenerator />
    </GeneratorPage>
  );
}
