// Counts the words a reader sees in generated markdown (link targets, addresses, code and markup do not count): what a
// generator's length target is checked against. The stored word count behind reading time is app/content's countWords.
export function countWrittenWords(markdown: string): number {
  const visible = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, " ")
    .replace(/https?:\/\/\S+/g, " ");
  return visible.match(/[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}
