// Vitest global setup of the "unit" and "pglite" projects: a directory for this run only, where the first test that
// needs a database builds the PGlite templates the others copy (tests/support/pglite-templates.ts). Removed at the
// end.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplateRoot: string;
  }
}

// One directory for the run, whichever project asks first: the unit and pglite projects copy the same templates.
// Vitest loads this module once per project, in its own process, so the directory is kept on the process's global.
const shared = globalThis as { pgliteTemplateRoot?: string };

export default function setup(project: TestProject) {
  const root = (shared.pgliteTemplateRoot ??= fs.mkdtempSync(path.join(os.tmpdir(), "btr-templates-")));
  project.provide("pgliteTemplateRoot", root);
  return () => fs.rmSync(root, { recursive: true, force: true });
}
