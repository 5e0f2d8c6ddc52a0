// 'AI Revise': sends the editor's current text and the admin's instruction; fills in what the model returns.
import { useState } from "react";
import type { TArticleType } from "~/articles/article-types";
import { errorMessage } from "./admin-api";
import type { TAiRevision } from "./admin-responses";
import { useAdminSession } from "./admin-session";
import { BUTTON_CLASSES, INPUT_CLASS } from "./controls";
import { AdminDialog } from "./InsertDialogs";
import { useToast } from "./toast";

export function AiReviseDialog({
  articleId,
  current,
  onRevised,
}: {
  articleId: number;
  current: { title: string; excerpt: string; content: string; articleType: TArticleType };
  onRevised: (revision: TAiRevision) => void;
}) {
  const { call } = useAdminSession();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [prompt, setPrompt] = useState("");
  const [pending, setPending] = useState(false);

  async function revise() {
    if (prompt.trim() === "") {
      toast({
        title: "Revision Prompt Required",
        description: "Please enter a prompt describing how you want to revise the article.",
        variant: "destructive",
      });
      return;
    }
    setPending(true);
    try {
      const revision = await call<TAiRevision>("/api/admin/ai-revise-article", {
        method: "POST",
        body: { articleId, currentContent: current, revisionPrompt: prompt.trim() },
      });
      onRevised(revision ?? {});
      setOpen(false);
      setPrompt("");
      toast({
        title: "Article Revised",
        description:
          "Review the AI's changes above the form: accept or discard them. Nothing is saved until you press Save.",
      });
    } catch (error) {
      toast({
        title: "AI Revision Failed",
        description: errorMessage(error, "Failed to revise article with AI"),
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <AdminDialog
      open={open}
      onOpenChange={setOpen}
      title="AI Revise"
      description="Describe how the article should change. The result fills the editor for you to review before saving."
      trigger={
        <button type="button" className={BUTTON_CLASSES.secondary}>
          AI Revise
        </button>
      }
    >
      <label htmlFor="ai-revise-prompt" className="text-sm font-medium text-zinc-200">
        Revision Prompt
      </label>
      <textarea
        id="ai-revise-prompt"
        rows={5}
        value={prompt}
        onChange={(event) => setPrompt(event.target.value)}
        placeholder="e.g. Tighten the introduction and add a section on battery life"
        className={`${INPUT_CLASS} mt-1.5`}
      />
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" className={BUTTON_CLASSES.secondary} onClick={() => setOpen(false)}>
          Cancel
        </button>
        <button type="button" className={BUTTON_CLASSES.primary} disabled={pending} onClick={revise}>
          {pending ? "Revising..." : "Revise Article"}
        </button>
      </div>
    </AdminDialog>
  );
}
