import { describe, expect, it } from "vitest";
import { describeRevision, restoreConfirmation, restoredMessage } from "./RevisionsPanel";

describe("describeRevision", () => {
  it("names why each version was kept", () => {
    expect(describeRevision("generated")).toBe("as the model wrote it");
    expect(describeRevision("update")).toBe("replaced by a save");
    expect(describeRevision("restore of version 3")).toBe("replaced when version 3 was restored");
    expect(describeRevision("imported")).toBe("imported");
  });
});

describe("restoreConfirmation", () => {
  it("says that a restore saves at once, and bluntly that unsaved edits will be lost", () => {
    expect(restoreConfirmation(3, false)).toBe(
      "Restore version 3? It is saved at once as the current version, and the public page shows it if it is published. The current version is kept as a revision.",
    );
    expect(restoreConfirmation(3, true)).toBe(
      "Restore version 3? It is saved at once as the current version, and the public page shows it if it is published. Your unsaved changes in the editor will be lost: save them first to keep them. The current saved version is kept as a revision.",
    );
  });

  it("reports what happened after a restore", () => {
    expect(restoredMessage(1, "published")).toBe("Version 1 is restored and saved: the public page shows it now.");
    expect(restoredMessage(2, "draft")).toBe("Version 2 is restored and saved as draft.");
  });
});
