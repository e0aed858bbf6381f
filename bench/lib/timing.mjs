/** The 95th percentile of latency samples (any order), nearest-rank. */
export function p95(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
}

/**
 * Times `fn(i)` `runs` times after `warmups` untimed calls (caches and JIT warm) and answers
 * `{ p50, p95 }` in milliseconds.
 */
export async function timeRuns(runs, fn, warmups = 5) {
  for (let i = 0; i < warmups; i += 1) await fn(i);
  const samples = [];
  for (let i = 0; i < runs; i += 1) {
    const t = performance.now();
    await fn(i);
    samples.push(performance.now() - t);
  }
  return {
    p50: [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)],
    p95: p95(samples),
  };
}
