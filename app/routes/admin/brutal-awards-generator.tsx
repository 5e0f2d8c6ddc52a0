// /admin/brutal-awards-generator: the Brutal Awards Generator on its own page (behind the admin login like every admin screen).
import { adminMeta } from "~/admin/ui/admin-meta";
import { GeneratorPage } from "~/admin/ui/generators/GeneratorParts";
import { BrutalAwardGenerator } from "~/admin/ui/generators/BrutalAwardGenerator";

// The login gate of the standalone generator pages is titled 'Admin Access Required' (spec section 2).
export const handle = { gateTitle: "Admin Access Required" };

export function meta() {
  return adminMeta("Brutal Awards Generator");
}

export default function BrutalAwardsGeneratorPage() {
  return (
    <GeneratorPage tab="brutal-awards">
      <BrutalAwardGenerator />
    </GeneratorPage>
  );
}
