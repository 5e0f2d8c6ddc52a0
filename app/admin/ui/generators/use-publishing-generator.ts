// The flow shared by the generators that publish at once (smart, versus, award, how-to, tech news): generate, then
// the success card and a toast, or the orange retailer notice (smart, versus), or an error toast.
import { useEffect, useEffectEvent, useState } from "react";
import { useToast } from "../toast";
import type { TArticleAnswer, TGeneratedArticleSummary } from "~/generation/generation-answers";
import { withGrounding, type TGeneratedArticleRef } from "./GeneratedArticleCard";
import type { TDuplicateAction } from "./DuplicateChoice";
import type { TDuplicateArticle } from "~/duplicates/find-duplicate-article.server";
import { runningRequest, useGeneration, type TGenerationOutcome, type TGenerationRequest } from "./use-generation";
import type { useGeneratorForm } from "./use-generator-form";

/** The saved article of the answer, with the grounding fields the success card shows. */
export type TPublishedArticle = TGeneratedArticleSummary & TGeneratedArticleRef;

export function usePublishingGenerator(
  config: Omit<TGenerationRequest, "body"> & {
    showsBlockingNotice?: boolean;
    toastDurations?: { success: number; failure: number };
    /** The screen's form: filled again with a followed generation's request, emptied once an article is published. */
    form: Pick<ReturnType<typeof useGeneratorForm>, "restore" | "reset">;
  },
) {
  const toast = useToast();
  const { generate, resume, pending, progress } = useGeneration();
  const [published, setPublished] = useState<TPublishedArticle | null>(null);
  const [blocked, setBlocked] = useState(false);
  // An article about the same product, with the request that found it, until the editor chooses.
  const [duplicate, setDuplicate] = useState<{ found: TDuplicateArticle; body: unknown } | null>(null);

  /** Shows what a generation came to: the success card and toast, the retailer notice, or an error toast. */
  function show(outcome: TGenerationOutcome<Partial<TArticleAnswer>>): boolean {
    if (outcome.ok && outcome.body?.article?.slug) {
      const article = withGrounding(outcome.body.article, outcome.body);
      setPublished(article);
      config.form.reset();
      toast(
        article.draftReason
          ? {
              title: "Saved as Draft",
              description: `"${article.title}" was not published: ${article.draftReason}`,
              durationMs: config.toastDurations?.success,
            }
          : {
              title: "Article Published",
              description: `"${article.title}" is live on the site.`,
              durationMs: config.toastDurations?.success,
            },
      );
      return true;
    }
    if (!outcome.ok && outcome.amazonBlocking && config.showsBlockingNotice) {
      setBlocked(true);
      return false;
    }
    toast({
      title: "Generation Failed",
      description: outcome.ok ? config.fallbackMessage : outcome.message,
      variant: "destructive",
      durationMs: config.toastDurations?.failure,
    });
    return false;
  }

  /** True when the article was published (its form is then emptied). */
  async function submit(body: unknown): Promise<boolean> {
    setPublished(null);
    setBlocked(false);
    setDuplicate(null);
    // The answer as the server shapes it; a refusal (an error body) has no article and falls through to the toast.
    const outcome = await generate<Partial<TArticleAnswer>>({ ...config, body });
    if (!outcome.ok && outcome.duplicate) {
      setDuplicate({ found: outcome.duplicate, body });
      return false;
    }
    return show(outcome);
  }

  // Back on this screen while a generation it started still runs (or has just ended): follow it again.
  const resumeOnShowing = useEffectEvent(() => {
    config.form.restore(runningRequest(config.path));
    void resume<Partial<TArticleAnswer>>(config).then((outcome) => {
      if (outcome) show(outcome);
    });
  });
  useEffect(() => resumeOnShowing(), []);

  /** The editor's answer to an article about the same product: update it, write a new one, or skip. */
  async function chooseDuplicate(action: TDuplicateAction): Promise<boolean> {
    const asked = duplicate;
    setDuplicate(null);
    if (!asked || action === "skip") return false;
    return submit({ ...(asked.body as Record<string, unknown>), onDuplicate: action });
  }

  return { submit, pending, progress, published, blocked, duplicate: duplicate?.found ?? null, chooseDuplicate };
}
