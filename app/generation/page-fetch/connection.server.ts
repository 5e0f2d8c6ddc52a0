// The fetcher's connections: one pool (direct, or through the configured proxies) whose DNS answers pass the
// address guard, and one request with the single retry a reset of a reused kept-alive connection earns.
import { Agent, EnvHttpProxyAgent, fetch as undiciFetch, type Dispatcher } from "undici";
import { createGuardedLookup, type TAllowList } from "./address-guard.server";
import { isReusedConnectionReset } from "./fetch-failures.server";
import type { TPageFetcherOptions } from "./fetcher-options";

export type TResponse = Awaited<ReturnType<typeof undiciFetch>>;

export interface TConnection {
  usesProxy: boolean;
  /** One GET without following redirects; `headers` are sent as they are. */
  request(target: URL, signal: AbortSignal, headers: Record<string, string>): Promise<TResponse>;
  close(): Promise<void>;
}

export function openConnection(proxy: NonNullable<TPageFetcherOptions["proxy"]>, allow: TAllowList): TConnection {
  const usesProxy = Boolean(proxy.httpProxy || proxy.httpsProxy);
  const connect = { lookup: createGuardedLookup(allow) };
  const createDispatcher = (): Dispatcher =>
    usesProxy
      ? new EnvHttpProxyAgent({
          connect,
          httpProxy: proxy.httpProxy,
          httpsProxy: proxy.httpsProxy,
          noProxy: proxy.noProxy,
        })
      : new Agent({ connect });
  const dispatcher = createDispatcher();

  /**
   * A reset of a reused connection (the server closed it as we sent) is tried once more, on a connection of its
   * own: the pool's other idle connections may have been closed by the server as well.
   */
  async function request(target: URL, signal: AbortSignal, headers: Record<string, string>): Promise<TResponse> {
    const send = (through: Dispatcher) =>
      undiciFetch(target.href, { dispatcher: through, redirect: "manual", signal, headers });
    try {
      return await send(dispatcher);
    } catch (error) {
      if (signal.aborted || !isReusedConnectionReset(error)) throw error;
      const fresh = createDispatcher();
      try {
        return await send(fresh);
      } finally {
        // Closing waits for the response body to be read, then frees the connection.
        void fresh.close();
      }
    }
  }

  return { usesProxy, request, close: () => dispatcher.close() };
}
