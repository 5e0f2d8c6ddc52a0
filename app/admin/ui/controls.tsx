// Small shared pieces of the admin screens: button looks, a labelled field with its validation message, a panel.
import { useId, type ReactNode } from "react";

const BUTTON_BASE =
  "inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-50";

export const BUTTON_CLASSES = {
  primary: `${BUTTON_BASE} bg-accent-strong text-white hover:bg-violet-800`,
  secondary: `${BUTTON_BASE} border border-line bg-white/5 text-zinc-100 hover:bg-white/10`,
  danger: `${BUTTON_BASE} border border-red-500/40 bg-red-500/10 text-red-200 hover:bg-red-500/20`,
  ghost: `${BUTTON_BASE} text-zinc-300 hover:bg-white/5 hover:text-white`,
} as const;

export const INPUT_CLASS =
  "w-full rounded-md border border-line bg-ink px-3 py-2 text-sm text-zinc-100 placeholder:text-zinc-500 focus:border-accent focus:outline-none aria-[invalid=true]:border-red-500";

export interface TFieldControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
}

/** A label, the control (rendered by the caller with the ids it needs) and the field's message, word for word. */
export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: (props: TFieldControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-zinc-200">
        {label}
      </label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-zinc-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-400" data-field-error>
          {error}
        </p>
      )}
    </div>
  );
}

export function Panel({ title, children, className = "" }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`rounded-xl border border-line bg-panel p-5 ${className}`}>
      <h2 id={id} className="mb-4 text-base font-bold text-white">
        {title}
      </h2>
      <div className="grid gap-4">{children}</div>
    </section>
  );
}
