// The rich-text field: TinyMCE, loaded on demand from this site's own bundle, with the spec's toolbar and sizes.
// Pasted and dropped images are uploaded as they arrive, so the content holds their /media/ URLs, never data.
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from "react";
import type { Editor as TTinyEditor } from "tinymce";
import { AdminApiError } from "./admin-api";
import { CLAIM_HIGHLIGHT_STYLE, highlightClaims } from "./highlight-claims";

export interface TRichTextHandle {
  /** Inserts HTML at the cursor (or the last cursor position when the editor is not focused). */
  insertHtml(html: string): void;
  /** Inserts a block (box, video) followed by an empty paragraph, so the cursor is not left inside the block. */
  insertBlock(html: string): void;
  /**
   * Waits for every image in the content to be uploaded. Null before the editor is ready; else the content and how
   * many images are still not on the server (their upload failed for a reason worth retrying, such as the network).
   */
  finishImageUploads(): Promise<{ html: string; notUploaded: number } | null>;
}

/** Uploads one image and resolves to its URL; rejects with AdminApiError when the server refuses it. */
export type TUploadImage = (image: Blob, fileName: string) => Promise<string>;

// TinyMCE shows the message ("Failed to upload image: ..."). An image the server refused (too large, wrong type)
// is taken out of the content, since trying again cannot help; after a network failure it stays for the next try.
function toUploadFailure(error: unknown): { message: string; remove: boolean } {
  if (error instanceof AdminApiError && error.status >= 400 && error.status < 500)
    return { message: error.message, remove: true };
  return { message: "The image did not reach the server. It stays in the editor; saving tries again.", remove: false };
}

// Counted in the saved HTML, not in the editing view: there, embedded videos show as placeholder images with a data: source.
const NOT_UPLOADED_IMAGE = /<img\b[^>]*\ssrc="(?:data|blob):/gi;

type TBundle = typeof import("./tinymce-bundle");

const PLUGINS = ["lists", "link", "image", "table", "media", "code", "fullscreen", "wordcount", "autoresize", "help"];
const TOOLBAR =
  "undo redo | blocks | bold italic | forecolor backcolor | alignleft aligncenter alignright alignjustify | bullist numlist outdent indent | link unlink image | removeformat | help";

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
  uploadImage,
  highlights = [],
  ref,
}: {
  value: string;
  onChange: (html: string) => void;
  height?: number;
  placeholder?: string;
  label: string;
  invalid?: boolean;
  uploadImage: TUploadImage;
  /** Words to mark in the text (a generated article's unsupported figures and claims); never saved. */
  highlights?: readonly string[];
  ref?: Ref<TRichTextHandle>;
}) {
  const [bundle, setBundle] = useState<TBundle | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const editorRef = useRef<TTinyEditor | null>(null);
  // The editor keeps the handler it was created with; the ref lets it call the current one.
  const uploadRef = useRef(uploadImage);
  useEffect(() => {
    uploadRef.current = uploadImage;
  }, [uploadImage]);

  useEffect(() => {
    let current = true;
    loadBundle()
      .then((loaded) => current && setBundle(loaded))
      .catch(() => current && setLoadFailed(true));
    return () => {
      current = false;
      // The preview unmounts the editor; a later one sets itself here when it is ready.
      editorRef.current = null;
    };
  }, []);

  const [ready, setReady] = useState(false);
  useEffect(() => {
    const editor = editorRef.current;
    if (ready && editor && !editor.removed) highlightClaims(editor.getDoc(), highlights);
  }, [ready, value, highlights]);

  useImperativeHandle(ref, () => ({
    insertHtml(html: string) {
      editorRef.current?.insertContent(html);
    },
    insertBlock(html: string) {
      editorRef.current?.insertContent(`${html}<p><br data-mce-bogus="1"></p>`);
    },
    async finishImageUploads() {
      const editor = editorRef.current;
      // Not ready yet, or already gone (the preview replaces the editor): the form holds its last content.
      if (!editor || !editor.initialized || editor.removed) return null;
      await editor.uploadImages();
      const html = editor.getContent();
      return { html, notUploaded: html.match(NOT_UPLOADED_IMAGE)?.length ?? 0 };
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
      <div
        className={`${frame} flex min-h-[600px] items-center justify-center bg-ink text-sm text-zinc-400`}
        aria-busy="true"
      >
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
          // The editing frame is named for assistive technology (axe: frame-title).
          editor.getContentAreaContainer().querySelector("iframe")?.setAttribute("title", label);
          setReady(true);
        }}
        init={{
          height,
          min_height: 600,
          max_height: 2000,
          autoresize_bottom_margin: 50,
          menubar: false,
          toolbar_mode: "wrap",
          // The toolbar stays in view in a long article, under the editor's own sticky bar (which wraps on a phone).
          toolbar_sticky: true,
          toolbar_sticky_offset: document.querySelector<HTMLElement>("[data-editor-bar]")?.offsetHeight ?? 0,
          // On a touch screen too, the buttons wrap onto rows instead of one row scrolling sideways.
          mobile: { toolbar_mode: "wrap", toolbar_sticky: true },
          plugins: PLUGINS,
          toolbar: TOOLBAR,
          placeholder,
          iframe_aria_text: label,
          skin: "oxide-dark",
          content_css: "dark",
          content_style:
            "body { font-family: ui-sans-serif, system-ui, sans-serif; font-size: 16px; line-height: 1.6; }" +
            // An embedded video shows as a framed placeholder (live embeds are off: nothing loads from YouTube here).
            " img.mce-object-iframe { outline: 1px dashed #8b5cf6; background-color: #161b26; }" +
            CLAIM_HIGHLIGHT_STYLE,
          paste_data_images: true,
          automatic_uploads: true,
          images_file_types: "png,jpg,jpeg,jpe,jfif,gif,webp,avif",
          images_upload_handler: (blobInfo) =>
            uploadRef
              .current(blobInfo.blob(), blobInfo.filename())
              .catch((error: unknown) => Promise.reject(toUploadFailure(error))),
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
