// Escaping for text the app writes into HTML itself (the editor's snippets, plain-text paragraphs): one definition.

/** Text placed between tags. */
export function escapeHtmlText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** A value placed in a double-quoted attribute. */
export function escapeHtmlAttribute(value: string): string {
  return escapeHtmlText(value).replace(/"/g, "&quot;");
}
