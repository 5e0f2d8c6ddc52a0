// The ILIKE pattern of a substring search: the text's own % _ and \ match themselves.
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
