// The rich-text field: TinyMCE, loaded on demand from this site's own bundle, with the spec's toolbar and sizes.
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from "react";
import type { Editor as TTinyEditor } from "tinymce";

export interface TRichTextHandle {
  /** Inserts HTML at the cursor (or the last cursor position when the editor is not focused). */
  insertHtml(html: string): void;
  /** Inserts a block (box, video) followed by an empty paragraph, so the cursor is not left inside the block. */
  insertBlock(html: string): void;
}

type TBundle = typeof import("./tinymce-bundle");

const PLUGINS = ["lists", "link", "image", "table", "media", "code", "fullscreen", "wordcount", "autoresize", "help"];
const TOOLBAR =
  "undo redo | blocks | bold italic | forecolor backcolor | alignleft aligncenter alignright alignjustify | bullist numlist outdent indent | link unlink | removeformat | help";

let bundlePromise: Promise<TBundle> | null = null;
function loadBundle(): Promise<TBundle> {
  bundlePromise ??= import("./tinymce-bundle");
  return bundlePromise;
}

export function RichTextEditor({
  value,
  onChange,
  height = 400,
  placeholder,
  label,
  invalid = false,
  ref,
}: {
  value: string;
  onChange: (html: string) => void;
  height?: number;
  placeholder?: string;
  label: string;
  invalid?: boolean;
  ref?: Ref<TRichTextHandle>;
}) {
  const [bundle, setBundle] = useState<TBundle | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const editorRef = useRef<TTinyEditor | null>(null);

  useEffect(() => {
    let current = true;
    loadBundle()
      .then((loaded) => current && setBundle(loaded))
      .catch(() => current && setLoadFailed(true));
    return () => {
      current = false;
    };
  }, []);

  useImperativeHandle(ref, () => ({
    insertHtml(html: string) {
      editorRef.current?.insertContent(html);
    },
    insertBlock(html: string) {
      editorRef.current?.insertContent(`${html}<p><br data-mce-bogus="1"></p>`);
    },
  }));

  const frame = `rounded-md border ${invalid ? "border-red-500" : "border-line"}`;
  if (loadFailed) {
    return (
      <p role="alert" className={`${frame} p-4 text-sm text-red-300`}>
        The editor failed to load. Reload the page to try again.
      </p>
    );
  }
  if (!bundle) {
    return (
      <div className={`${frame} flex min-h-[600px] items-center justify-center bg-ink text-sm text-zinc-400`} aria-busy="true">
        Loading editor...
      </div>
    );
  }
  const { Editor } = bundle;
  return (
    <div className={frame} data-testid="rich-text-editor">
      <Editor
        licenseKey="gpl"
        // The global from the bundle is used; an empty list forbids falling back to a CDN script.
        tinymceScriptSrc={[]}
        value={value}
        onEditorChange={(html) => onChange(html)}
        onInit={(_event, editor) => {
          editorRef.current = editor;
        }}
        init={{
          height,
          min_height: 600,
          max_height: 2000,
          autoresize_bottom_margin: 50,
          menubar: false,
          toolbar_mode: "wrap",
          plugins: PLUGINS,
          toolbar: TOOLBAR,
          placeholder,
          iframe_aria_text: label,
          skin: "oxide-dark",
          content_css: "dark",
          content_style:
            "body { font-family: ui-sans-serif, system-ui, sans-serif; font-size: 16px; line-height: 1.6; }" +
            // An embedded video shows as a framed placeholder (live embeds are off: nothing loads from YouTube here).
            " img.mce-object-iframe { outline: 1px dashed #8b5cf6; background-color: #161b26; }",
          paste_data_images: true,
          // Keep links exactly as written, and never load embedded players inside the editor itself.
          convert_urls: false,
          media_live_embeds: false,
          extended_valid_elements: "iframe[src|title|style|allow|allowfullscreen|loading|width|height|frameborder]",
          promotion: false,
          branding: false,
        }}
      />
    </div>
  );
}
