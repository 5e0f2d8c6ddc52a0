// Vitest global setup of the "unit" and "pglite" projects: a directory per project, for this run only, where the first
// test that needs a database builds the PGlite templates the others copy (tests/support/pglite-templates.ts).
// Removed at the end.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplateRoot: string;
  }
}

export default function setup(project: TestProject) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "btr-templates-"));
  project.provide("pgliteTemplateRoot", root);
  return () => fs.rmSync(root, { recursive: true, force: true });
}
