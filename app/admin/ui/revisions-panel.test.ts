import { describe, expect, it } from "vitest";
import { describeRevision, restoreConfirmation } from "./RevisionsPanel";

describe("describeRevision", () => {
  it("names why each version was kept", () => {
    expect(describeRevision("generated")).toBe("as the model wrote it");
    expect(describeRevision("update")).toBe("replaced by a save");
    expect(describeRevision("restore of version 3")).toBe("replaced when version 3 was restored");
    expect(describeRevision("imported")).toBe("imported");
  });
});

describe("restoreConfirmation", () => {
  it("says bluntly that unsaved edits will be lost", () => {
    expect(restoreConfirmation(3, false)).toBe("Restore version 3? The current version is kept as a revision.");
    expect(restoreConfirmation(3, true)).toBe(
      "Restore version 3? Your unsaved changes in the editor will be lost: save them first to keep them. The current saved version is kept as a revision.",
    );
  });
});
