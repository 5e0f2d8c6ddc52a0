// /admin/saas-generator: the SAAS Generator on its own page (behind the admin login like every admin screen).
import { adminMeta } from "~/admin/ui/admin-meta";
import { GeneratorPage } from "~/admin/ui/generators/GeneratorParts";
import { SaasGenerator } from "~/admin/ui/generators/SaasGenerator";

// The login gate of the standalone generator pages is titled 'Admin Access Required' (spec section 2).
export const handle = { gateTitle: "Admin Access Required" };

export function meta() {
  return adminMeta("SAAS Generator");
}

export default function SaasGeneratorPage() {
  return (
    <GeneratorPage tab="saas-generator">
      <SaasGenerator />
    </GeneratorPage>
  );
}
