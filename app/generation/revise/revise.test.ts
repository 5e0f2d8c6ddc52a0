import { describe, expect, it } from "vitest";
import { useGenerationHarness } from "../../../tests/support/use-generation-harness";
import { REVISION_PROMPT_REQUIRED, reviseArticle } from "./index";

const harness = useGenerationHarness();

const currentContent = {
  title: "Aether X2 Review",
  excerpt: "Good battery, bad camera.",
  content: "## Battery\n\nIt lasts.\n\n## Brutal Summary\n\nBuy it for the battery.",
  articleType: "review" as const,
};

describe("reviseArticle", () => {
  it("returns only the fields the model changed", async () => {
    const h = harness.current;
    h.ai.enqueue({
      json: {
        title: "Aether X2 Review: The Battery King",
        excerpt: "Good battery, bad camera.",
        content: null,
        metaDescription: "x".repeat(200),
      },
    });
    const revision = await reviseArticle(h.deps, {
      articleId: 42,
      currentContent,
      revisionPrompt: "Make the title punchier",
    });
    expect(revision.title).toBe("Aether X2 Review: The Battery King");
    expect(revision).not.toHaveProperty("excerpt");
    expect(revision).not.toHaveProperty("content");
    expect(revision.metaDescription?.length).toBeLessThanOrEqual(160);
    const prompt = h.ai.requests[0]!.promptText;
    expect(prompt).toContain("The editor's instruction: Make the title punchier");
    expect(prompt).toContain("## Brutal Summary\n\nBuy it for the battery.");
  });

  it("requires a revision prompt", async () => {
    await expect(
      reviseArticle(harness.current.deps, { articleId: 42, currentContent, revisionPrompt: "  " }),
    ).rejects.toMatchObject({
      code: "invalid_input",
      message: REVISION_PROMPT_REQUIRED,
    });
  });

  it("fails clearly when the model changes nothing, with the revise fallback message", async () => {
    const h = harness.current;
    h.ai.enqueue({ json: { title: null, excerpt: null, content: null, metaDescription: null } });
    await expect(
      reviseArticle(h.deps, { articleId: "42", currentContent, revisionPrompt: "Fix typos" }),
    ).rejects.toMatchObject({
      code: "malformed_output",
      message: expect.stringMatching(/^Failed to revise article with AI: /),
    });
    h.ai.enqueue({ status: 500 });
    await expect(
      reviseArticle(h.deps, { articleId: "42", currentContent, revisionPrompt: "Fix typos" }),
    ).rejects.toMatchObject({
      code: "provider_error",
      message: expect.stringMatching(/^Failed to revise article with AI: the AI provider answered HTTP 500/),
    });
  });
});
