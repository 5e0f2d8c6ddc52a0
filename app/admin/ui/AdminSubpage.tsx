// A panel page reached from the article list (categories and tags, media): its heading, what it is for, the way
// back to the articles, and its content.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BUTTON_CLASSES } from "./controls";

export function AdminSubpage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-white">{title}</h1>
          <p className="mt-1 text-sm text-zinc-400">{description}</p>
        </div>
        <Link to="/admin" className={BUTTON_CLASSES.secondary}>
          Back to articles
        </Link>
      </div>
      {children}
    </div>
  );
}
