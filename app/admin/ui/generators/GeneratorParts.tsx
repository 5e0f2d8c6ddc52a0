// The pieces every generator screen is built from: its header naming the model (or the AI_* variables to set),
// labelled inputs with their messages, the generate button with its spinner, the live progress, the orange notice.
import {
  useEffect,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from "react";
import { Link } from "react-router";
import { BUTTON_CLASSES, Field, INPUT_CLASS } from "../controls";
import { GENERATION_STAGES, type TGenerationProgress } from "./use-generation";
import type { TAiStatus } from "../admin-responses";

export const AMAZON_BLOCKING_NOTICE = "Amazon is currently blocking scraping requests. Please try again later.";

/** True once the status says a model is configured; while it loads or when it is missing, nothing can generate. */
export function canGenerate(status: TAiStatus | undefined): boolean {
  return status?.configured === true;
}

export function modelName(status: TAiStatus | undefined): string {
  return status?.model ?? "the AI model";
}

export function GeneratorShell({
  title,
  subtitle,
  status,
  children,
}: {
  title: string;
  subtitle: string;
  status: TAiStatus | undefined;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="rounded-xl border border-line bg-panel p-6" data-generator={title}>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-bold text-white">{title}</h2>
          <p className="mt-1 text-sm text-zinc-400">{subtitle}</p>
        </div>
        {status?.configured && status.label && (
          <span
            data-model-label
            className="rounded-full border border-violet-400/40 bg-accent/15 px-3 py-1 text-xs font-semibold text-violet-100"
          >
            Writing with {status.label}
          </span>
        )}
      </div>
      {status && !status.configured && (
        <div
          role="alert"
          className="mb-6 rounded-lg border border-amber-500/40 bg-amber-500/10 p-4 text-sm text-amber-100"
        >
          <p className="font-semibold">This generator needs an AI provider</p>
          <p className="mt-1">{status.message}</p>
        </div>
      )}
      {children}
    </section>
  );
}

type TTextInputProps = { label: string; error?: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>;

export function TextInput({ label, error, hint, className = "", ...input }: TTextInputProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <input
          type="text"
          {...input}
          {...control}
          aria-invalid={control["aria-invalid"] || input["aria-invalid"] === true}
          className={`${INPUT_CLASS} ${className}`}
        />
      )}
    </Field>
  );
}

type TTextAreaProps = { label: string; error?: string; hint?: string } & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextArea({ label, error, hint, className = "", ...textarea }: TTextAreaProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <textarea {...textarea} {...control} className={`${INPUT_CLASS} ${className}`} />}
    </Field>
  );
}

/** A word count input with the generator's own range (spec section 9). */
export function WordCountInput({
  label = "Minimum word count",
  range,
  error,
  ...input
}: {
  label?: string;
  range: { min: number; max: number; defaultValue: number };
  error?: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <TextInput
      label={label}
      type="number"
      inputMode="numeric"
      min={range.min}
      max={range.max}
      step={50}
      error={error}
      hint={`${range.min.toLocaleString("en-US")} to ${range.max.toLocaleString("en-US")} words (default ${range.defaultValue.toLocaleString("en-US")}).`}
      {...input}
    />
  );
}

export function Spinner() {
  return (
    <svg aria-hidden="true" className="h-4 w-4 shrink-0 animate-spin" viewBox="0 0 24 24" fill="none">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export function GenerateButton({
  pending,
  disabled,
  label,
  pendingLabel,
  type = "submit",
  onClick,
}: {
  pending: boolean;
  disabled?: boolean;
  label: string;
  pendingLabel: string;
  type?: "submit" | "button";
  onClick?: () => void;
}) {
  return (
    <button type={type} onClick={onClick} disabled={pending || disabled} className={`${BUTTON_CLASSES.primary} py-2.5`}>
      {pending && <Spinner />}
      {pending ? pendingLabel : label}
    </button>
  );
}

function formatElapsed(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** What the server is doing right now (reading the source, writing, extending, validating and saving). */
export function GenerationProgress({ progress, note }: { progress: TGenerationProgress | null; note?: string }) {
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const currentIndex = progress ? GENERATION_STAGES.findIndex((step) => step.stage === progress.stage) : -1;
  // Followed again after the editor came back to the screen (the form is empty by then): the progress is what the
  // screen is about, so it is brought into view rather than left below the form.
  const [resumed] = useState(() => progress?.stage === "still-running");
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!resumed) return;
    // After the tab's own press has focused it (focusing scrolls the tab back into view).
    const frame = window.requestAnimationFrame(() => ref.current?.scrollIntoView({ block: "center" }));
    return () => window.cancelAnimationFrame(frame);
  }, [resumed]);

  return (
    <div
      ref={ref}
      role="status"
      aria-live="polite"
      data-generation-progress
      className="rounded-lg border border-violet-400/30 bg-accent/10 p-4"
    >
      <div className="flex items-center justify-between gap-3 text-sm">
        <p className="flex items-center gap-2 font-semibold text-violet-100">
          <Spinner />
          <span data-progress-message>{progress?.message || "Starting the generation..."}</span>
        </p>
        <span className="tabular-nums text-xs text-zinc-400">{formatElapsed(now - startedAt)}</span>
      </div>
      <ol className="mt-3 flex flex-wrap gap-2 text-xs">
        {GENERATION_STAGES.map((step, index) => {
          const state = index < currentIndex ? "done" : index === currentIndex ? "current" : "waiting";
          return (
            <li
              key={step.stage}
              data-stage={step.stage}
              data-state={state}
              aria-current={state === "current" ? "step" : undefined}
              className={`rounded-full border px-2.5 py-1 ${
                state === "current"
                  ? "border-violet-300 bg-accent/30 text-white"
                  : state === "done"
                    ? "border-emerald-500/40 text-emerald-200"
                    : "border-line text-zinc-500"
              }`}
            >
              {state === "done" ? "✓ " : ""}
              {step.label}
            </li>
          );
        })}
      </ol>
      {note && <p className="mt-3 text-xs text-zinc-400">{note}</p>}
    </div>
  );
}

export function AmazonBlockingNotice() {
  return (
    <div
      role="alert"
      data-amazon-blocking
      className="rounded-lg border border-orange-500/50 bg-orange-500/15 p-4 text-sm font-medium text-orange-100"
    >
      {AMAZON_BLOCKING_NOTICE}
    </div>
  );
}

/** A message about the form as a whole (fields that fail together). */
export function FormAlert({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div
      role="alert"
      data-form-error
      className="rounded-lg border border-red-500/40 bg-red-500/10 p-3 text-sm text-red-200"
    >
      <p className="font-semibold">{title}</p>
      {children && <p className="mt-0.5">{children}</p>}
    </div>
  );
}

/** A standalone generator route: the screen under a link back to the panel. */
export function GeneratorPage({ tab, children }: { tab: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      {/* The page's own heading; the generator's title below is its section heading. */}
      <h1 className="sr-only">Content Management</h1>
      <Link to={`/admin?tab=${tab}`} className="mb-4 inline-block text-sm text-zinc-400 hover:text-white">
        <span aria-hidden="true">←</span> Content Management
      </Link>
      {children}
    </div>
  );
}
