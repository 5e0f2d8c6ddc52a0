// The editor's unsaved work kept in this browser's local storage while it is unsaved, so that a session that ends
// (logged out in another tab, expired, refused on Save) loses nothing. Work kept as the session ended is saved
// automatically when the article is opened again after the next login; work left otherwise (a closed tab) is offered
// back. One entry per article ("new" for one not yet created); a save or a discard removes it. Only the form's text
// fields are kept, never anything of the session (decisions 039 and 050).
import { useEffect, useRef } from "react";
import { ADMIN_TOKEN_KEY } from "./admin-api";
import type { TArticleForm } from "./article-form";

const KEY_PREFIX = "adminDraft:";
// Written this long after the last change (and at once when the editor goes away).
const WRITE_DELAY_MS = 400;

export interface TLocalDraft {
  /** The article's id, or "new". */
  article: string;
  /** The article version the edits were made on (undefined for a new article). */
  version: number | undefined;
  form: TArticleForm;
  /** The form as loaded from that version: what the edits are measured against (and merged from on a conflict). */
  base: TArticleForm;
  /** When it was written (ms since the epoch). */
  savedAt: number;
  /** Kept as the session ended: saved as soon as the article is open after the next login. */
  saveAfterLogin?: boolean;
}

/** Whether the panel's session is over in this browser (its marker gone: logged out, expired, refused). */
export function sessionHasEnded(): boolean {
  return window.localStorage.getItem(ADMIN_TOKEN_KEY) === null;
}

function storageKey(article: string): string {
  return `${KEY_PREFIX}${article}`;
}

function isDraft(value: unknown): value is TLocalDraft {
  if (typeof value !== "object" || value === null) return false;
  const draft = value as Partial<TLocalDraft>;
  return (
    typeof draft.article === "string" &&
    typeof draft.savedAt === "number" &&
    typeof draft.form === "object" &&
    draft.form !== null &&
    typeof draft.form.title === "string" &&
    typeof draft.form.content === "string" &&
    typeof draft.base === "object" &&
    draft.base !== null
  );
}

/** The kept draft of an article, or null (none, or unreadable). */
export function readLocalDraft(article: string): TLocalDraft | null {
  try {
    const text = window.localStorage.getItem(storageKey(article));
    if (text === null) return null;
    const parsed: unknown = JSON.parse(text);
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(draft: TLocalDraft): void {
  try {
    window.localStorage.setItem(storageKey(draft.article), JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the editor still works, only without this safety net.
  }
}

export function clearLocalDraft(article: string): void {
  window.localStorage.removeItem(storageKey(article));
}

/**
 * Keeps the form in local storage while it holds unsaved work: shortly after each change, and at once when the
 * editor goes away (the panel switching to the login card unmounts it, an expired session reloads the page); written
 * then with the session over, it is marked to be saved after the next login. Nothing is written while there is no
 * unsaved work; after a save, `forget` drops the entry and any write still waiting.
 */
export function useDraftAutosave(options: {
  article: string;
  version: number | undefined;
  form: TArticleForm;
  base: TArticleForm;
  unsaved: boolean;
  /** False until the article is loaded and any kept draft has been offered. */
  enabled: boolean;
}): { forget: () => void } {
  // The work as it is now, while unsaved: what the editor leaves behind if it goes away.
  const latest = useRef<TLocalDraft | null>(null);
  const { article, version, form, base, unsaved, enabled } = options;

  useEffect(() => {
    if (!enabled || !unsaved) {
      latest.current = null;
      return;
    }
    const draft: TLocalDraft = { article, version, form, base, savedAt: Date.now() };
    latest.current = draft;
    const timer = window.setTimeout(() => writeLocalDraft(draft), WRITE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [article, version, form, base, unsaved, enabled]);

  useEffect(() => {
    const flush = () => {
      if (latest.current) writeLocalDraft({ ...latest.current, saveAfterLogin: sessionHasEnded() });
      latest.current = null;
    };
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, []);

  return {
    /** The work was saved: drop the kept copy and any write still waiting. */
    forget: () => {
      latest.current = null;
      clearLocalDraft(article);
    },
  };
}
