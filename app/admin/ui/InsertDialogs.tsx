// The editor's three insert helpers (custom button, boxed highlight, video), each a Radix dialog.
// The HTML comes from ~/content's builders, written exactly as the sanitiser keeps it.
import * as Dialog from "@radix-ui/react-dialog";
import { useState, type FormEvent, type ReactNode } from "react";
import {
  DEFAULT_BOX_COLOR,
  DEFAULT_BUTTON_COLOR,
  INVALID_VIDEO_URL_MESSAGE,
  buildBoxHtml,
  buildButtonHtml,
  buildVideoEmbedHtml,
} from "~/content/editor-snippets";
import { BUTTON_CLASSES, INPUT_CLASS } from "./controls";

export function AdminDialog({
  open,
  onOpenChange,
  title,
  description,
  trigger,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  trigger: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-black/70" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-[81] w-[calc(100%-2rem)] max-h-[calc(100dvh-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-line bg-panel p-6 shadow-2xl focus:outline-none">
          <Dialog.Title className="text-lg font-bold text-white">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-zinc-400">{description}</Dialog.Description>
          <div className="mt-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function DialogButtons({ submitLabel }: { submitLabel: string }) {
  return (
    <div className="mt-6 flex justify-end gap-2">
      <Dialog.Close asChild>
        <button type="button" className={BUTTON_CLASSES.secondary}>
          Cancel
        </button>
      </Dialog.Close>
      <button type="submit" className={BUTTON_CLASSES.primary}>
        {submitLabel}
      </button>
    </div>
  );
}

function ColorField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-zinc-200">
        {label}
      </label>
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="color"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="h-10 w-16 cursor-pointer rounded border border-line bg-ink p-1"
        />
        <code className="text-sm text-zinc-300">{value}</code>
      </div>
    </div>
  );
}

export const TRIGGER_CLASS = `${BUTTON_CLASSES.secondary} px-3 py-1.5 text-xs`;

type TInsert = (html: string) => void;

export function ButtonInsertDialog({ onInsert }: { onInsert: TInsert }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("Button text");
  const [color, setColor] = useState(DEFAULT_BUTTON_COLOR);
  const [url, setUrl] = useState("https://");

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation(); // React events bubble through the portal to any form around the trigger
    const html = buildButtonHtml({ text, url, color });
    // Spec: without text or a URL nothing happens, and no message shows.
    if (!html) return;
    onInsert(html);
    setOpen(false);
    setText("Button text");
    setColor(DEFAULT_BUTTON_COLOR);
    setUrl("https://");
  }

  return (
    <AdminDialog
      open={open}
      onOpenChange={setOpen}
      title="Create Custom Button"
      description="A coloured link button, inserted at the cursor."
      trigger={
        <button type="button" className={TRIGGER_CLASS}>
          Insert Button
        </button>
      }
    >
      <form noValidate onSubmit={handleSubmit} className="grid gap-4">
        <div className="grid gap-1.5">
          <label htmlFor="insert-button-text" className="text-sm font-medium text-zinc-200">
            Button Text
          </label>
          <input
            id="insert-button-text"
            value={text}
            onChange={(event) => setText(event.target.value)}
            className={INPUT_CLASS}
          />
        </div>
        <ColorField id="insert-button-color" label="Button Color" value={color} onChange={setColor} />
        <div className="grid gap-1.5">
          <label htmlFor="insert-button-url" className="text-sm font-medium text-zinc-200">
            Button URL
          </label>
          <input
            id="insert-button-url"
            type="url"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            className={INPUT_CLASS}
          />
        </div>
        <DialogButtons submitLabel="Insert Button" />
      </form>
    </AdminDialog>
  );
}

export function BoxInsertDialog({ onInsert }: { onInsert: TInsert }) {
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState("Boxed content");
  const [color, setColor] = useState(DEFAULT_BOX_COLOR);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation(); // React events bubble through the portal to any form around the trigger
    const html = buildBoxHtml({ content, color });
    if (!html) return;
    onInsert(html);
    setOpen(false);
    setContent("Boxed content");
    setColor(DEFAULT_BOX_COLOR);
  }

  return (
    <AdminDialog
      open={open}
      onOpenChange={setOpen}
      title="Create Boxed Highlight"
      description="A highlighted box with a tinted background and a border."
      trigger={
        <button type="button" className={TRIGGER_CLASS}>
          Insert Box
        </button>
      }
    >
      <form noValidate onSubmit={handleSubmit} className="grid gap-4">
        <div className="grid gap-1.5">
          <label htmlFor="insert-box-content" className="text-sm font-medium text-zinc-200">
            Box Content
          </label>
          <textarea
            id="insert-box-content"
            rows={4}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            className={INPUT_CLASS}
          />
        </div>
        <ColorField id="insert-box-color" label="Box Color" value={color} onChange={setColor} />
        <DialogButtons submitLabel="Insert Box" />
      </form>
    </AdminDialog>
  );
}

export function VideoInsertDialog({ onInsert }: { onInsert: TInsert }) {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState("");

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation(); // React events bubble through the portal to any form around the trigger
    const html = buildVideoEmbedHtml(url);
    if (!html) {
      window.alert(INVALID_VIDEO_URL_MESSAGE);
      return;
    }
    onInsert(html);
    setOpen(false);
    setUrl("");
  }

  return (
    <AdminDialog
      open={open}
      onOpenChange={setOpen}
      title="Embed Video"
      description="A YouTube video at 16:9 (watch, youtu.be, embed or /v/ links)."
      trigger={
        <button type="button" className={TRIGGER_CLASS}>
          Embed Video
        </button>
      }
    >
      <form noValidate onSubmit={handleSubmit} className="grid gap-4">
        <div className="grid gap-1.5">
          <label htmlFor="insert-video-url" className="text-sm font-medium text-zinc-200">
            Video URL
          </label>
          <input
            id="insert-video-url"
            type="url"
            value={url}
            placeholder="https://www.youtube.com/watch?v=..."
            onChange={(event) => setUrl(event.target.value)}
            className={INPUT_CLASS}
          />
        </div>
        <DialogButtons submitLabel="Embed Video" />
      </form>
    </AdminDialog>
  );
}
