// Keyboard and scroll behaviour of a modal panel (the mobile menu drawer) without a dialog library: focus moves in
// when it opens, Tab and Shift+Tab cycle inside it, Escape closes it, the page behind does not scroll, and focus
// goes back to the control that opened it.
import { useEffect, type RefObject } from "react";

const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex='-1'])";

/** The Tab key's next stop inside `panel`, or null to let the browser move on its own. */
export function nextFocusInside(panel: HTMLElement, active: Element | null, backwards: boolean): HTMLElement | null {
  const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (items.length === 0) return null;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  if (!active || !panel.contains(active)) return backwards ? last : first;
  if (backwards && active === first) return last;
  if (!backwards && active === last) return first;
  return null;
}

export function useModalFocus(
  open: boolean,
  panelRef: RefObject<HTMLElement | null>,
  returnFocusRef: RefObject<HTMLElement | null>,
  // A state setter: stable, so the effect (and the focus move) runs only when `open` changes.
  setOpen: (open: boolean) => void,
): void {
  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    const opener = returnFocusRef.current;
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    if (panel) nextFocusInside(panel, null, false)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        setOpen(false);
      } else if (event.key === "Tab" && panel) {
        const next = nextFocusInside(panel, document.activeElement, event.shiftKey);
        if (next) {
          event.preventDefault();
          next.focus();
        }
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open, panelRef, returnFocusRef, setOpen]);
}
