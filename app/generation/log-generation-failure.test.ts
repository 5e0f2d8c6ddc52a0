import { describe, expect, it } from "vitest";
import { FetchPageError, GenerationError } from "./errors";
import { formatGenerationFailure } from "./log-generation-failure.server";

describe("formatGenerationFailure", () => {
  it("writes one line with the code, the message and the chain of causes", () => {
    const socket = Object.assign(new Error("other side closed"), { code: "UND_ERR_SOCKET", name: "SocketError" });
    const fetchError = new FetchPageError(
      "network",
      "Could not reach https://www.amazon.com/dp/B0AETHERX2: a network error occurred (UND_ERR_SOCKET).",
      { url: "https://www.amazon.com/dp/B0AETHERX2", cause: new TypeError("fetch failed", { cause: socket }) },
    );
    const error = new GenerationError("source_unreachable", `Could not read the source page.\n${fetchError.message}`, {
      cause: fetchError,
    });
    expect(formatGenerationFailure("versus", error)).toBe(
      "Generation failed [versus] source_unreachable: Could not read the source page. Could not reach https://www.amazon.com/dp/B0AETHERX2: a network error occurred (UND_ERR_SOCKET). (cause: FetchPageError network: Could not reach https://www.amazon.com/dp/B0AETHERX2: a network error occurred (UND_ERR_SOCKET). <- TypeError: fetch failed <- SocketError UND_ERR_SOCKET: other side closed)",
    );
  });

  it("names an error without a code by its type", () => {
    expect(formatGenerationFailure("smart", new RangeError("bad"))).toBe("Generation failed [smart] RangeError: bad");
  });
});
