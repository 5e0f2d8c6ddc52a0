// Measures HTTP routes from outside the server: throughput under concurrency (autocannon) and the latency of
// one client calling sequentially (for p95 budgets). Loopback only.
import http from "node:http";
import autocannon from "autocannon";

export interface TRouteLoad {
  label: string;
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  total: number;
}

function assertLoopback(url: string): void {
  const host = new URL(url).hostname;
  if (host !== "127.0.0.1" && host !== "localhost" && host !== "::1")
    throw new Error(`Refusing to load-test ${host}: loopback only`);
}

export async function measureRouteLoad(
  baseUrl: string,
  route: { label: string; path: string; headers?: Record<string, string> },
  options: { connections: number; seconds: number; warmupSeconds: number },
): Promise<TRouteLoad> {
  assertLoopback(baseUrl);
  const result = await autocannon({
    url: `${baseUrl}${route.path}`,
    connections: options.connections,
    duration: options.seconds,
    headers: route.headers,
    timeout: 10,
    warmup:
      options.warmupSeconds > 0 ? { connections: options.connections, duration: options.warmupSeconds } : undefined,
  });
  return {
    label: route.label,
    path: route.path,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    total: result["2xx"] + result.non2xx,
  };
}

export interface TSequentialLatency {
  path: string;
  count: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  failures: number;
  /** Every request's time, sorted. */
  timingsMs: number[];
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

// One GET on a keep-alive connection, timed from the request to the last byte of the body. The body is read as
// sent (gzip when asked) and not decoded: the time is the server's and the network's, not the client's unzip.
function timedGet(
  agent: http.Agent,
  url: string,
  headers: Record<string, string>,
): Promise<{ ms: number; status: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { agent, headers }, (response) => {
      response.on("data", () => {});
      response.on("end", () => resolve({ ms: performance.now() - started, status: response.statusCode ?? 0 }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/** One client, one request at a time (keep-alive, gzip accepted as browsers do); `paths` are taken in turn. */
export async function measureSequentialLatency(
  baseUrl: string,
  paths: string[],
  count: number,
  headers: Record<string, string> = {},
): Promise<TSequentialLatency> {
  assertLoopback(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const timings: number[] = [];
  let failures = 0;
  try {
    for (let i = 0; i < count; i++) {
      const { ms, status } = await timedGet(agent, `${baseUrl}${paths[i % paths.length]}`, {
        "Accept-Encoding": "gzip",
        ...headers,
      });
      timings.push(ms);
      if (status < 200 || status >= 300) failures++;
    }
  } finally {
    agent.destroy();
  }
  timings.sort((a, b) => a - b);
  return {
    path: paths.length === 1 ? paths[0]! : `${paths[0]} (and ${paths.length - 1} more)`,
    count,
    p50Ms: percentile(timings, 50),
    p95Ms: percentile(timings, 95),
    maxMs: timings.at(-1) ?? Number.NaN,
    failures,
    timingsMs: timings,
  };
}
