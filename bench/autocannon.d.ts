// The part of autocannon 9's API the benchmark uses (the package ships no types).
declare module "autocannon" {
  export interface Stats {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    total: number;
  }
  export interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: RequestSpec) => RequestSpec;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    overallRate?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: RequestSpec[];
  }
  export interface Result {
    requests: Stats;
    latency: Stats;
    throughput: Stats;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    duration: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
