import { describe, expect, it } from "vitest";
import { describeRevision } from "./RevisionsPanel";

describe("describeRevision", () => {
  it("names why each version was kept", () => {
    expect(describeRevision("generated")).toBe("as the model wrote it");
    expect(describeRevision("update")).toBe("replaced by a save");
    expect(describeRevision("restore of version 3")).toBe("replaced when version 3 was restored");
    expect(describeRevision("imported")).toBe("imported");
  });
});
