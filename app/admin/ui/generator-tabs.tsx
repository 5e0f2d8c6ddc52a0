// Which screen each generator tab shows (the Content Management page renders one tab per entry).
import type { ComponentType } from "react";
import { AiContentGenerator } from "./generators/AiContentGenerator";
import { BrutalAwardGenerator } from "./generators/BrutalAwardGenerator";
import { BulkUpload } from "./generators/BulkUpload";
import { HowToGenerator } from "./generators/HowToGenerator";
import { SaasGenerator } from "./generators/SaasGenerator";
import { SmartGenerator } from "./generators/SmartGenerator";
import { TechNewsGenerator } from "./generators/TechNewsGenerator";
import { VersusGenerator } from "./generators/VersusGenerator";
import { JobsScreen } from "./JobsScreen";

export interface TGeneratorTab {
  value: string;
  label: string;
  Screen: ComponentType;
}

export const GENERATOR_TABS: readonly TGeneratorTab[] = [
  { value: "content-generator", label: "Content Generator", Screen: SmartGenerator },
  { value: "versus-generator", label: "Versus Generator", Screen: VersusGenerator },
  { value: "ai-generate", label: "AI Generate", Screen: AiContentGenerator },
  { value: "brutal-awards", label: "Add Brutal Awards", Screen: BrutalAwardGenerator },
  { value: "how-to", label: "How To", Screen: HowToGenerator },
  { value: "tech-news", label: "Tech News", Screen: TechNewsGenerator },
  { value: "saas-generator", label: "SAAS Generator", Screen: SaasGenerator },
  { value: "bulk-upload", label: "Bulk Upload", Screen: BulkUpload },
  { value: "jobs", label: "Jobs", Screen: JobsScreen },
];
