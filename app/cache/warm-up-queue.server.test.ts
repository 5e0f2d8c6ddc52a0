// The warm-up queue renders one page at a time, each waiting path once, a publish's pages first, and nothing after
// it is stopped.
import { expect, it } from "vitest";
import { createWarmUpQueue } from "./warm-up-queue.server";

function recorder(options: { skip?: (path: string) => boolean } = {}) {
  const warmed: string[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const queue = createWarmUpQueue({
    waitForTurn: () => new Promise<void>((resolve) => setImmediate(resolve)),
    async warmOne(path) {
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setImmediate(resolve));
      warmed.push(path);
      running--;
      if (path === "/fails") throw new Error("render failed");
    },
    skip: options.skip ?? (() => false),
    onError: (error) => warmed.push(`error: ${(error as Error).message}`),
  });
  return { queue, warmed, mostAtOnce: () => mostAtOnce };
}

it("warms one page at a time, each waiting path once, in order", async () => {
  const { queue, warmed, mostAtOnce } = recorder();
  void queue.warm(["/", "/reviews", "/"]);
  await queue.warm(["/reviews", "/news"]);
  expect(warmed).toEqual(["/", "/reviews", "/news"]);
  expect(mostAtOnce()).toBe(1);
});

it("puts a publish's pages ahead of the backlog, and a failed page does not stop the rest", async () => {
  const { queue, warmed } = recorder();
  void queue.warm(["/a", "/b", "/c"]);
  await queue.warm(["/fails", "/article/new"], { first: true });
  expect(warmed).toEqual(["/a", "/fails", "error: render failed", "/article/new", "/b", "/c"]);
});

it("passes over what the cache has no room for, and takes nothing once stopped", async () => {
  const { queue, warmed } = recorder({ skip: (path) => path === "/full" });
  await queue.warm(["/full", "/fits"]);
  queue.stop();
  await queue.warm(["/after-stop"]);
  expect(warmed).toEqual(["/fits"]);
});
