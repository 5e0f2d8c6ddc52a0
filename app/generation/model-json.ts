// The JSON object inside a model's answer, as models really write it: bare, inside a ```json fence, after a
// sentence ("Sure! Here is the JSON:"), or cut off at the output limit. Linear in the answer's length.

/**
 * The answer's JSON text: the content of its first ``` fence when the answer has one before any "{", else the
 * text from its first "{" to its last "}" (or to its end when the answer was cut off). Text without a "{" comes
 * back trimmed, for the schema check to refuse.
 */
export function extractJsonText(answer: string): string {
  const text = answer.trim();
  if (text.startsWith("{") && !text.endsWith("```")) return text;
  const brace = text.indexOf("{");
  if (brace === -1) return text;
  const fence = text.indexOf("```");
  if (fence !== -1 && fence < brace) {
    const bodyStart = text.indexOf("\n", fence);
    if (bodyStart !== -1) {
      const closing = text.indexOf("```", bodyStart);
      const inside = (closing === -1 ? text.slice(bodyStart + 1) : text.slice(bodyStart + 1, closing)).trim();
      if (inside.startsWith("{")) return inside;
    }
  }
  const last = text.lastIndexOf("}");
  const candidate = last > brace ? text.slice(brace, last + 1) : text.slice(brace);
  return candidate.endsWith("```") ? candidate.slice(0, -3).trim() : candidate;
}

/**
 * Markdown cut at its output limit, kept to its last complete paragraph, or to its last complete sentence when
 * no paragraph is complete (empty when neither is).
 */
export function completeParagraphs(markdown: string): string {
  const text = markdown.replace(/\r\n/g, "\n").trimEnd();
  const paragraphEnd = text.lastIndexOf("\n\n");
  if (paragraphEnd !== -1) return text.slice(0, paragraphEnd).trim();
  const sentenceEnd = Math.max(text.lastIndexOf(". "), text.lastIndexOf("! "), text.lastIndexOf("? "));
  return sentenceEnd === -1 ? "" : text.slice(0, sentenceEnd + 1).trim();
}
