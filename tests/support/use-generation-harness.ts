// Shared lifecycle of the generator tests: one harness per file, clean queue and progress per test.
import { afterAll, beforeAll, beforeEach } from "vitest";
import { startGenerationHarness, type TGenerationHarness } from "./generation-harness";

export function useGenerationHarness(): { current: TGenerationHarness } {
  const holder = {} as { current: TGenerationHarness };
  beforeAll(async () => {
    holder.current = await startGenerationHarness();
  });
  afterAll(async () => {
    await holder.current.close();
  });
  beforeEach(() => {
    holder.current.ai.reset();
    holder.current.progress.length = 0;
    holder.current.waits.length = 0;
  });
  return holder;
}
