// Reads an HTTP answer's JSON body with the app's own schema (app/articles/article-response.ts and the like), so a
// test works on typed data and an answer of the wrong shape fails with its status and body instead of `as any`.
import { z } from "zod";

export async function readJson<TSchema extends z.ZodType>(
  response: Response,
  schema: TSchema,
): Promise<z.output<TSchema>> {
  const text = await response.text();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error(`${response.status} ${response.url}: the body is not JSON:\n${text.slice(0, 1000)}`);
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new Error(
      `${response.status} ${response.url}: the body does not fit its schema:\n${z.prettifyError(result.error)}\n${text.slice(0, 1000)}`,
    );
  }
  return result.data;
}
