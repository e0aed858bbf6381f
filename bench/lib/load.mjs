/** autocannon, reduced to the figures the reports use. */
import autocannon from "autocannon";

/**
 * Runs one bounded autocannon load and returns throughput and latency. `requests` (autocannon's
 * request list) lets a run send a body or headers; 2xx/3xx/4xx/5xx are counted separately so a
 * bench can refuse to report a fast error page as throughput.
 */
export async function load({
  url,
  path,
  connections = 64,
  seconds = 10,
  method = "GET",
  headers,
  body,
  requests,
}) {
  const result = await autocannon({
    url: `${url}${path}`,
    connections,
    duration: seconds,
    method,
    headers,
    body,
    requests,
    // One request per connection at a time: latency figures mean what a client waits.
    pipelining: 1,
  });
  return {
    path,
    connections,
    seconds,
    total: result.requests.total,
    rps: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    ok: result["2xx"],
    non2xx: result.non2xx,
    s4xx: result["4xx"],
    s5xx: result["5xx"],
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const fmt = (n, digits = 0) =>
  n === null || n === undefined ? "n/a" : Number(n).toFixed(digits);
export const pct = (ratio) => `${(ratio * 100).toFixed(0)}%`;
export const pass = (ok) => (ok ? "PASS" : "MISS");
