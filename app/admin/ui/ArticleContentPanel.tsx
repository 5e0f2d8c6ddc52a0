// The editor's main panel: title (the slug follows it while creating, until edited), slug, excerpt, and the
// rich-text content with its insert helpers; pasted images are uploaded at once.
import { useState, type Dispatch, type RefObject, type SetStateAction } from "react";
import { typeHasVerdict } from "~/articles/article-types";
import { slugify } from "~/lib/slug";
import type { TArticleForm, TFormErrors } from "./article-form";
import { Field, INPUT_CLASS, Panel } from "./controls";
import { BoxInsertDialog, ButtonInsertDialog, VideoInsertDialog } from "./InsertDialogs";
import { RichTextEditor, type TRichTextHandle } from "./RichTextEditor";
import { useMediaUpload } from "./use-media-upload";
import { VERDICT_HINT, VerdictInsertDialog, VerdictSummaryLine } from "./VerdictInsertDialog";

export function ArticleContentPanel({
  isNew,
  form,
  setForm,
  errors,
  richText,
  highlights,
}: {
  isNew: boolean;
  form: TArticleForm;
  setForm: Dispatch<SetStateAction<TArticleForm>>;
  errors: TFormErrors;
  richText: RefObject<TRichTextHandle | null>;
  /** The fact check's unsupported figures and claims, marked in the text. */
  highlights: readonly string[];
}) {
  const [slugEdited, setSlugEdited] = useState(false);
  const uploadImage = useMediaUpload();
  const update = <K extends keyof TArticleForm>(key: K, value: TArticleForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const hasVerdict = typeHasVerdict(form.articleType);

  return (
    <Panel title="Article Content">
      <Field label="Title" error={errors.title}>
        {(props) => (
          <input
            {...props}
            value={form.title}
            onChange={(event) => {
              const title = event.target.value;
              // The slug follows the title only while creating, until the admin edits the slug itself.
              setForm((current) => ({ ...current, title, slug: isNew && !slugEdited ? slugify(title) : current.slug }));
            }}
            placeholder="Article title"
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <Field label="Slug" error={errors.slug} hint={isNew ? "Follows the title until you edit it." : undefined}>
        {(props) => (
          <input
            {...props}
            value={form.slug}
            onChange={(event) => {
              setSlugEdited(true);
              update("slug", event.target.value);
            }}
            placeholder="article-url-slug"
            className={`${INPUT_CLASS} font-mono`}
          />
        )}
      </Field>
      <Field label="Excerpt" error={errors.excerpt}>
        {(props) => (
          <textarea
            {...props}
            rows={3}
            value={form.excerpt}
            onChange={(event) => update("excerpt", event.target.value)}
            placeholder="A short summary shown on cards"
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <div className="grid gap-1.5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span id="article-content-label" className="text-sm font-medium text-zinc-200">
            Content
          </span>
          <div className="flex flex-wrap gap-2" role="group" aria-label="Insert">
            <ButtonInsertDialog onInsert={(html) => richText.current?.insertHtml(html)} />
            <BoxInsertDialog onInsert={(html) => richText.current?.insertBlock(html)} />
            <VideoInsertDialog onInsert={(html) => richText.current?.insertBlock(html)} />
            {hasVerdict && (
              <VerdictInsertDialog form={form} onSave={(fields) => setForm((current) => ({ ...current, ...fields }))} />
            )}
          </div>
        </div>
        {hasVerdict && (
          <div className="grid gap-1">
            <VerdictSummaryLine form={form} />
            <p className="text-xs text-zinc-400">{VERDICT_HINT}</p>
          </div>
        )}
        <RichTextEditor
          ref={richText}
          label="Content"
          value={form.content}
          onChange={(html) => update("content", html)}
          height={500}
          placeholder="Write the article..."
          invalid={Boolean(errors.content)}
          uploadImage={uploadImage}
          highlights={highlights}
        />
        {errors.content && (
          <p className="text-sm text-red-400" data-field-error>
            {errors.content}
          </p>
        )}
      </div>
    </Panel>
  );
}
