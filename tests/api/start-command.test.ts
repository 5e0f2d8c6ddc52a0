// The tests and the benchmark start the server with SERVER_NODE_FLAGS; `npm start` must give Node the same ones,
// or what they measure is not what production runs (decision 016).
import fs from "node:fs";
import { expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "../support/test-server";

it("npm start runs the server with the Node flags the tests and the benchmark use", () => {
  const scripts = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
  expect(scripts.start).toContain(`node ${SERVER_NODE_FLAGS.join(" ")} server.js`);
});
