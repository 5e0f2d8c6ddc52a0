// The admin panel's one toast system (Radix Toast): one toast at a time, 5 s, swipe right 50 px to dismiss, F8 focuses it.
import * as RadixToast from "@radix-ui/react-toast";
import { createContext, use, useCallback, useState, type ReactNode } from "react";

export const TOAST_DURATION_MS = 5000;

export interface TToastOptions {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  action?: { label: string; altText: string; onClick: () => void };
  // How long it stays, when not the default 5 s (the versus screen: 6 s on success, 8 s on failure).
  durationMs?: number;
}

type TShowToast = (options: TToastOptions) => void;

const ToastContext = createContext<TShowToast | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(TToastOptions & { id: number }) | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback<TShowToast>((options) => {
    // A new toast replaces the one on screen (the key remounts it, restarting its timer).
    setCurrent((previous) => ({ ...options, id: (previous?.id ?? 0) + 1 }));
    setOpen(true);
  }, []);

  const destructive = current?.variant === "destructive";
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Notification">
      <ToastContext value={show}>{children}</ToastContext>
      {current && (
        <RadixToast.Root
          key={current.id}
          open={open}
          duration={current.durationMs}
          onOpenChange={setOpen}
          type={destructive ? "foreground" : "background"}
          data-variant={current.variant ?? "default"}
          className={`group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-2xl data-[state=closed]:opacity-0 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] ${
            destructive ? "border-red-500/60 bg-red-950 text-red-50" : "border-line bg-panel text-zinc-100"
          }`}
        >
          <div className="grid gap-1">
            <RadixToast.Title data-toast-title className="text-sm font-semibold">
              {current.title}
            </RadixToast.Title>
            {current.description && (
              <RadixToast.Description data-toast-description className="text-sm opacity-90">
                {current.description}
              </RadixToast.Description>
            )}
          </div>
          {current.action && (
            <RadixToast.Action
              altText={current.action.altText}
              onClick={current.action.onClick}
              className="shrink-0 self-center rounded-md border border-white/30 px-3 py-1.5 text-sm font-medium hover:bg-white/10"
            >
              {current.action.label}
            </RadixToast.Action>
          )}
          <RadixToast.Close
            aria-label="Close"
            className="absolute right-2 top-2 rounded-md px-2 py-0.5 text-lg leading-none opacity-70 hover:opacity-100"
          >
            <span aria-hidden="true">×</span>
          </RadixToast.Close>
        </RadixToast.Root>
      )}
      {/* At the top on phones, where forms end in their main button at the bottom of the screen; bottom right on
          wider screens, beside the content. */}
      <RadixToast.Viewport
        hotkey={["F8"]}
        className="fixed right-0 top-0 z-[100] sm:bottom-0 sm:top-auto m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none"
      />
    </RadixToast.Provider>
  );
}

export function useToast(): TShowToast {
  const show = use(ToastContext);
  if (!show) throw new Error("useToast needs a ToastProvider");
  return show;
}
