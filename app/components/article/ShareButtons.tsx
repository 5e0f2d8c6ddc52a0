// Share: the native share sheet where there is one, otherwise the page address goes to the clipboard.
import { useState } from "react";

export function ShareButtons({ title }: { title: string }) {
  const [status, setStatus] = useState("");

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setStatus("Link copied to clipboard");
    } catch {
      setStatus("Failed to copy: Could not copy to clipboard");
    }
    setTimeout(() => setStatus(""), 2000);
  }

  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url: window.location.href });
        return;
      } catch (error) {
        if ((error as DOMException).name === "AbortError") return;
      }
    }
    await copyLink();
  }

  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        onClick={share}
        aria-label="Share this article"
        className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-line text-zinc-200 hover:bg-white/10"
      >
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
        </svg>
      </button>
      <button
        type="button"
        onClick={copyLink}
        aria-label="Copy link"
        className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-line text-zinc-200 hover:bg-white/10"
      >
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M10 13a5 5 0 007 0l3-3a5 5 0 00-7-7l-1 1" />
          <path d="M14 11a5 5 0 00-7 0l-3 3a5 5 0 007 7l1-1" />
        </svg>
      </button>
      <span role="status" aria-live="polite" className="text-sm text-teal">
        {status}
      </span>
    </div>
  );
}
