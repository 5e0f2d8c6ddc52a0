// axe-core in a test's Chromium page: the violations of every rule axe runs by default, as short readable lines
// ("color-contrast (serious): 2 × button.primary"). Evaluated through the DevTools protocol, so the page's content
// security policy does not apply to it; frames are judged from outside (their title), not inside.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface TAxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: unknown[] }[];
}

export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  // Colours are judged once transitions under way (a toolbar fading in) have ended; endless animations aside.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe;
    const results = (await axe.run(document, { resultTypes: ["violations"], iframes: false })) as {
      violations: TAxeViolation[];
    };
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => node.target.join(" ")),
    }));
  });
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.length} × ${violation.nodes.slice(0, 3).join(", ")}`,
  );
}
