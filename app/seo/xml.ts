// Text escaping for the XML files we serve (sitemap, RSS): XML 1.0 cannot carry every string as is.

// Characters XML 1.0 forbids outright (C0 controls but tab, LF, CR; lone surrogates; U+FFFE/U+FFFF).
const INVALID_XML_CHARS =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const XML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Escapes text for an XML element or attribute and drops the characters XML cannot hold at all. */
export function escapeXml(text: string): string {
  return text.replace(INVALID_XML_CHARS, "").replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);
}

/** W3C date-time as sitemaps want it, to the second: 2025-07-01T12:00:00Z. */
export function formatW3cDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** RFC 822 date as RSS 2.0 wants it: Tue, 01 Jul 2025 12:00:00 GMT. */
export function formatRfc822Date(date: Date): string {
  return date.toUTCString();
}
