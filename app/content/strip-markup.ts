// Markup removal in one pass over the text, for the routines that judge or count untrusted bodies.

/**
 * The text with every tag (`<` up to the next `>`) replaced by `replacement`, as `replace(/<[^>]*>/g, ...)` would,
 * in one pass: the regular expression rescans to the end of the text from every `<` that has no `>` after it.
 */
export function stripTags(html: string, replacement: string): string {
  let text = "";
  let from = 0;
  for (;;) {
    const open = html.indexOf("<", from);
    const close = open === -1 ? -1 : html.indexOf(">", open + 1);
    // No `>` after this `<` means none after any later `<` either: the rest is text.
    if (close === -1) return text + html.slice(from);
    text += html.slice(from, open) + replacement;
    from = close + 1;
  }
}
