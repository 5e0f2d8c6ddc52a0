// Asks before unsaved work is thrown away: a link or the back arrow inside the app (React Router's blocker) and
// closing or reloading the tab (the browser's own beforeunload prompt).
import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { sessionHasEnded } from "./draft-autosave";

export const LEAVE_WITH_UNSAVED_CHANGES = "You have unsaved changes. Leave the editor and lose them?";

/**
 * `dirty` says whether there is unsaved work. `allowNextNavigation()` lets one navigation through without asking,
 * for the editor's own moves after a save (a new article's page becomes its edit page).
 */
export function useLeaveGuard(dirty: boolean): { allowNextNavigation: () => void } {
  const allowed = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (allowed.current) {
      allowed.current = false;
      return false;
    }
    return dirty && currentLocation.pathname !== nextLocation.pathname;
  });

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(LEAVE_WITH_UNSAVED_CHANGES)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // A session that ended reloads the page to the login card: the work is kept locally and saved after the next
      // login (draft-autosave.ts), so nothing is lost by leaving and nothing is asked.
      if (sessionHasEnded()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  return {
    allowNextNavigation: () => {
      allowed.current = true;
    },
  };
}
