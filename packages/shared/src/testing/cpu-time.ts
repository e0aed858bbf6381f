/**
 * CPU milliseconds a run takes, the least of `tries` runs: the suites share a small machine with
 * other work, and what linearity tests bound is the work one call does, not the scheduler's or
 * the garbage collector's hiccups.
 */
export function leastCpuMs(run: () => void, tries = 3): number {
  let least = Number.POSITIVE_INFINITY;
  for (let i = 0; i < tries; i++) {
    const before = process.cpuUsage();
    run();
    const used = process.cpuUsage(before);
    least = Math.min(least, (used.user + used.system) / 1000);
  }
  return least;
}
