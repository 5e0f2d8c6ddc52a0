import { useIslandContent } from "~/lib/server-html-islands";

/**
 * Trusted, already sanitised HTML in an element with `id`. `html` is null when the document was rendered with it
 * as a server island (app/lib/server-html-islands.ts): the server then takes it from the islands, and the browser
 * hydrates the element with the HTML the server sent, read from the DOM once.
 */
export function ServerHtml({ id, html, className }: { id: string; html: string | null; className?: string }) {
  const initial = useIslandContent(id, (element) => element.innerHTML);
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: html ?? initial }} />;
}
