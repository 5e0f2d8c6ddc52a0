// The generation endpoints' paths (spec section 7), shared by the route table and the endpoint registry.
export const GENERATION_PATHS = [
  "/api/admin/generate-content",
  "/api/content/smart-generate",
  "/api/content/versus-generate",
  "/api/content/brutal-awards-generate",
  "/api/content/how-to-generate",
  "/api/content/tech-news-generate",
  "/api/admin/saas-url-generate",
  "/api/admin/saas-manual-generate",
  "/api/admin/ai-revise-article",
] as const;

export type TGenerationPath = (typeof GENERATION_PATHS)[number];
