// /admin/versus-generator: the Versus Generator on its own page (behind the admin login like every admin screen).
import { adminMeta } from "~/admin/ui/admin-meta";
import { GeneratorPage } from "~/admin/ui/generators/GeneratorParts";
import { VersusGenerator } from "~/admin/ui/generators/VersusGenerator";

// The login gate of the standalone generator pages is titled 'Admin Access Required' (spec section 2).
export const handle = { gateTitle: "Admin Access Required" };

export function meta() {
  return adminMeta("Versus Generator");
}

export default function VersusGeneratorPage() {
  return (
    <GeneratorPage tab="versus-generator">
      <VersusGenerator />
    </GeneratorPage>
  );
}
