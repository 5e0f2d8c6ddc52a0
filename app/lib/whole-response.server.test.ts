// A whole response's bytes are given back as they are, and its body still reads as those bytes.
import { describe, expect, it } from "vitest";
import { responseBytes, wholeResponse } from "./whole-response.server";

const PAGE = Buffer.from("<!DOCTYPE html><p>Café ✓</p>");

describe("a response made whole", () => {
  it("gives its bytes back without a copy", async () => {
    const response = wholeResponse(PAGE, { status: 200, headers: { "Content-Type": "text/html" } });
    expect(await responseBytes(response)).toBe(PAGE);
  });

  it("reads as the same bytes through its body, with its status and headers", async () => {
    const response = wholeResponse(PAGE, { status: 404, headers: { "Content-Type": "text/html" } });
    expect([response.status, response.headers.get("content-type")]).toEqual([404, "text/html"]);
    expect(Buffer.from(await response.arrayBuffer()).equals(PAGE)).toBe(true);
  });

  it("reads any other response's body", async () => {
    expect((await responseBytes(new Response("plain"))).toString()).toBe("plain");
  });
});
