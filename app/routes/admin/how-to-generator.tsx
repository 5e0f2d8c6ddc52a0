// /admin/how-to-generator: the How-To Generator on its own page (behind the admin login like every admin screen).
import { adminMeta } from "~/admin/ui/admin-meta";
import { GeneratorPage } from "~/admin/ui/generators/GeneratorParts";
import { HowToGenerator } from "~/admin/ui/generators/HowToGenerator";

// The login gate of the standalone generator pages is titled 'Admin Access Required' (spec section 2).
export const handle = { gateTitle: "Admin Access Required" };

export function meta() {
  return adminMeta("How-To Generator");
}

export default function HowToGeneratorPage() {
  return (
    <GeneratorPage tab="how-to">
      <HowToGenerator />
    </GeneratorPage>
  );
}
