// Copy to the clipboard with the spec's feedback: a 'Copied!' toast and a check mark for 2 seconds, or
// 'Failed to copy: Could not copy to clipboard'.
import { useCallback, useEffect, useRef, useState } from "react";
import { useToast } from "../toast";

export const COPY_CONFIRMATION_MS = 2000;

export function useCopyToClipboard() {
  const toast = useToast();
  const [copiedKey, setCopiedKey] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  /** `key` names the button that shows the check mark; `description` is the toast's text. */
  const copy = useCallback(
    async (key: string, text: string, description: string) => {
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        toast({ title: "Failed to copy", description: "Could not copy to clipboard", variant: "destructive" });
        return;
      }
      setCopiedKey(key);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopiedKey(null), COPY_CONFIRMATION_MS);
      toast({ title: "Copied!", description });
    },
    [toast],
  );

  return { copy, copiedKey };
}
