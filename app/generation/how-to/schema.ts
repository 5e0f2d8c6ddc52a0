// How-to generator: a guide from a URL (discussion thread, video or web page) or from a question.
import { z } from "zod";
import { modelArticleFields } from "../article-schema";
import { isHttpUrl } from "~/lib/http-url";
import { optionalText, optionalUrl, wordCount } from "../request-fields";

/** The words this generator writes: its form and its request schema both read this range. */
export const HOW_TO_WORD_RANGE = { min: 400, max: 4_000, defaultValue: 700 } as const;

export const ZHowToGenerateRequest = z
  .object({
    inputType: z.enum(["url", "question"], { error: "Choose From URL or From Question" }).default("url"),
    url: optionalText(),
    question: optionalText(),
    manualTitle: optionalText(),
    featuredImageUrl: optionalUrl(),
    wordCount: wordCount({
      ...HOW_TO_WORD_RANGE,
      minMessage: "Minimum 400 words",
      maxMessage: "Maximum 4000 words",
    }),
  })
  .superRefine((request, context) => {
    if (request.inputType === "url") {
      if (!request.url) context.addIssue({ code: "custom", path: ["url"], message: "URL Required" });
      else if (!isHttpUrl(request.url)) {
        context.addIssue({ code: "custom", path: ["url"], message: "Please enter a valid URL" });
      }
    } else if (!request.question) {
      context.addIssue({ code: "custom", path: ["question"], message: "Question Required" });
    }
  });
export type THowToGenerateRequest = z.input<typeof ZHowToGenerateRequest>;

export const ZHowToArticleOutput = z
  .object({ ...modelArticleFields })
  .describe("A practical step-by-step how-to guide.");
