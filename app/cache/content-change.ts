// What a content_changed notification says (drizzle/0001, 0005): an article row announces its id and slugs (before
// and after a rename) as JSON; other tables announce only their name.
export interface TContentChange {
  table: string;
  articleId: number | null;
  articleSlugs: string[];
}

export function parseContentChange(payload: string): TContentChange {
  if (payload.startsWith("{")) {
    try {
      const parsed = JSON.parse(payload) as { table?: unknown; id?: unknown; slugs?: unknown };
      return {
        table: typeof parsed.table === "string" ? parsed.table : "articles",
        articleId: typeof parsed.id === "number" ? parsed.id : null,
        articleSlugs: Array.isArray(parsed.slugs) ? parsed.slugs.filter((s) => typeof s === "string") : [],
      };
    } catch {
      // Not ours: treated as an unnamed change below.
    }
  }
  return { table: payload, articleId: null, articleSlugs: [] };
}
