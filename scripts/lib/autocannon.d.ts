// The part of autocannon's programmatic API the scripts use (the package ships no types).
declare module "autocannon" {
  interface THistogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }
  interface TAutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    timeout?: number;
    warmup?: { connections?: number; duration?: number };
  }
  interface TAutocannonResult {
    requests: THistogram;
    latency: THistogram;
    throughput: THistogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    statusCodeStats?: Record<string, { count: number }>;
  }
  function autocannon(options: TAutocannonOptions): Promise<TAutocannonResult>;
  export default autocannon;
  export type { TAutocannonOptions, TAutocannonResult };
}
