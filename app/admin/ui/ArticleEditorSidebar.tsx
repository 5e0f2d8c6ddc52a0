// The editor's side column: publishing (status, type, category), the score for every type that shows one, SEO,
// and a generated article's check against its sources.
import type { TCategory } from "~/articles/article-shape";
import { PUBLISHING_STATUSES, findSectionForType, type TArticleType } from "~/articles/article-types";
import {
  articleTypeOptions,
  showsScoreField,
  type TAdminArticle,
  type TArticleForm,
  type TFormErrors,
} from "./article-form";
import { BUTTON_CLASSES, Field, INPUT_CLASS, Panel } from "./controls";
import { FeaturedImageField } from "./FeaturedImageField";
import { FactCheckList } from "./generators/FactCheckList";

const TYPE_LABELS: Record<string, string> = {
  review: "Review",
  versus: "Versus",
  award: "Award",
  interview: "Interview",
};

type TUpdate = <K extends keyof TArticleForm>(key: K, value: TArticleForm[K]) => void;

export function PublishingPanel({
  form,
  errors,
  categories,
  update,
  proposedCategory,
  onAcceptProposal,
  previewPath,
}: {
  form: TArticleForm;
  errors: TFormErrors;
  categories: TCategory[];
  update: TUpdate;
  proposedCategory: string | null;
  onAcceptProposal: (name: string) => void;
  /** The saved article's preview link (any status). */
  previewPath: string | null;
}) {
  const showProposal =
    proposedCategory !== null && form.categoryId === "" && !categories.some((c) => c.name === proposedCategory);
  return (
    <Panel title="Publishing">
      <Field label="Status" error={errors.publishingStatus}>
        {(props) => (
          <select
            {...props}
            value={form.publishingStatus}
            onChange={(event) => update("publishingStatus", event.target.value as TArticleForm["publishingStatus"])}
            className={INPUT_CLASS}
          >
            {PUBLISHING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status[0]!.toUpperCase() + status.slice(1)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {form.publishingStatus === "scheduled" && (
        <Field
          label="Publish at"
          error={errors.publishAt}
          hint={`Your time zone: ${Intl.DateTimeFormat().resolvedOptions().timeZone}. Stored in UTC; it goes public then.`}
        >
          {(props) => (
            <input
              {...props}
              type="datetime-local"
              value={form.publishAt}
              onChange={(event) => update("publishAt", event.target.value)}
              className={INPUT_CLASS}
            />
          )}
        </Field>
      )}
      {previewPath && form.publishingStatus !== "published" && (
        <a href={previewPath} target="_blank" rel="noopener noreferrer" className="text-sm text-violet-300 underline">
          Open the preview link (not public)
        </a>
      )}
      <Field label="Article Type" error={errors.articleType}>
        {(props) => (
          <select
            {...props}
            value={form.articleType}
            onChange={(event) => update("articleType", event.target.value as TArticleType)}
            className={INPUT_CLASS}
          >
            {articleTypeOptions(form.articleType).map((type) => (
              <option key={type} value={type}>
                {TYPE_LABELS[type] ?? findSectionForType(type).label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Category" error={errors.categoryId}>
        {(props) => (
          <select
            {...props}
            value={form.categoryId}
            onChange={(event) => update("categoryId", event.target.value)}
            className={INPUT_CLASS}
          >
            <option value="">No category</option>
            {categories.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {showProposal && (
        <div className="grid gap-2 rounded-md border border-line bg-ink p-3 text-sm text-zinc-300">
          <p>The generator proposed the category "{proposedCategory}": no existing category matched.</p>
          <button
            type="button"
            className={`${BUTTON_CLASSES.secondary} justify-self-start px-3 py-1.5 text-xs`}
            onClick={() => onAcceptProposal(proposedCategory)}
          >
            Add "{proposedCategory}" and use it
          </button>
        </div>
      )}
    </Panel>
  );
}

/** The score of every type whose page or card shows one (review, versus, award, software). */
export function ScorePanel({ form, errors, update }: { form: TArticleForm; errors: TFormErrors; update: TUpdate }) {
  if (!showsScoreField(form.articleType)) return null;
  const label = form.articleType === "award" ? "Award Recognition Score" : "Brutal Score";
  return (
    <Panel title="Score">
      <Field label="Brutal Score" error={errors.brutalScore} hint={`1 to 10, decimals allowed. Shown as the ${label}.`}>
        {(props) => (
          <input
            {...props}
            type="number"
            min={1}
            max={10}
            step={0.1}
            value={form.brutalScore}
            onChange={(event) => update("brutalScore", event.target.value)}
            placeholder="e.g. 7.5"
            className={INPUT_CLASS}
          />
        )}
      </Field>
    </Panel>
  );
}

export function SeoPanel({ form, errors, update }: { form: TArticleForm; errors: TFormErrors; update: TUpdate }) {
  return (
    <Panel title="SEO">
      <Field label="Meta Title" error={errors.metaTitle}>
        {(props) => (
          <input
            {...props}
            value={form.metaTitle}
            onChange={(event) => update("metaTitle", event.target.value)}
            placeholder="SEO title (max 60 characters)"
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <Field label="Meta Description" error={errors.metaDescription}>
        {(props) => (
          <textarea
            {...props}
            rows={3}
            value={form.metaDescription}
            onChange={(event) => update("metaDescription", event.target.value)}
            placeholder="SEO description (max 160 characters)"
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <Field label="Testing period" error={errors.testingPeriod}>
        {(props) => (
          <input
            {...props}
            value={form.testingPeriod}
            onChange={(event) => update("testingPeriod", event.target.value)}
            placeholder="e.g. six weeks (leave empty if it was not tested)"
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <FeaturedImageField
        value={form.featuredImage}
        error={errors.featuredImage}
        onChange={(value) => update("featuredImage", value)}
      />
    </Panel>
  );
}

/** Why a generated article was saved as a draft, and the figures its sources do not contain; nothing otherwise. */
/** A generated article's draft reason and fact check, at the top of the editor; the figures are marked in the text. */
export function GenerationCheckPanel({ grounding }: { grounding: TAdminArticle["generation"] }) {
  if (!grounding || (!grounding.draftReason && grounding.unsupportedFigures.length === 0)) return null;
  return (
    <Panel title="Generation check">
      {grounding.draftReason && <p className="text-sm text-amber-200">{grounding.draftReason}</p>}
      <FactCheckList figures={grounding.unsupportedFigures} />
      {grounding.unsupportedFigures.length > 0 && (
        <p className="text-xs text-zinc-400">Each of them is marked in yellow in the content below.</p>
      )}
    </Panel>
  );
}
