// The few parts of autocannon's programmatic API the benchmark uses (it ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  type RawRequest = { method?: string; path?: string; headers?: Record<string, string> };

  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    requests?: { setupRequest?: (request: RawRequest) => RawRequest }[];
  };

  type Result = {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; average: number; max: number };
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  };

  type Instance = EventEmitter & PromiseLike<Result>;

  function autocannon(options: Options): Instance;
  export default autocannon;
}
