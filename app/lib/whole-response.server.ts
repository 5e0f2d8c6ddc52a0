// A response whose body is already whole in memory (a rendered document, app/entry.server.tsx). Its bytes are kept
// beside it, so the response cache takes them as they are (`responseBytes`) instead of reading them back through a
// web stream; the body is handed to the Response as a stream of that one buffer, which copies nothing either. A
// rendered page was otherwise copied twice more on its way into the cache.
const wholeBodies = new WeakMap<Response, Buffer>();

/** A response with `body`, whose bytes `responseBytes` gives back without reading the stream. */
export function wholeResponse(body: Buffer, init: ResponseInit): Response {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(body);
      controller.close();
    },
  });
  const response = new Response(stream, init);
  wholeBodies.set(response, body);
  return response;
}

/** The bytes of a response's body: kept beside it when it was made whole, else read. */
export async function responseBytes(response: Response): Promise<Buffer> {
  const body = wholeBodies.get(response);
  if (!body) return Buffer.from(await response.arrayBuffer());
  await response.body?.cancel();
  return body;
}
