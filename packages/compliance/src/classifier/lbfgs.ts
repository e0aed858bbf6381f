/**
 * Limited-memory BFGS for a smooth convex objective (the classifier's regularised log-loss):
 * deterministic, no learning rate to tune, so cross-validation compares models, not optimiser
 * luck. Two-loop recursion over the last `memory` steps, backtracking (Armijo) line search.
 */

/** The value at `x`, writing the gradient into `gradient`. */
export type Objective = (x: Float64Array, gradient: Float64Array) => number;

export interface LbfgsOptions {
  maxIterations: number;
  memory: number;
  /** Stop when the value improves by less than this share of itself in one step. */
  tolerance: number;
}

const DEFAULTS: LbfgsOptions = { maxIterations: 200, memory: 8, tolerance: 1e-7 };

function dot(a: Float64Array, b: Float64Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}

/** Minimises `objective` from `start` (changed in place); returns the final value. */
export function minimize(
  objective: Objective,
  start: Float64Array,
  options: Partial<LbfgsOptions> = {},
): { value: number; iterations: number } {
  const { maxIterations, memory, tolerance } = { ...DEFAULTS, ...options };
  const n = start.length;
  const x = start;
  let gradient = new Float64Array(n);
  let value = objective(x, gradient);
  const steps: Float64Array[] = [];
  const changes: Float64Array[] = [];
  const rho: number[] = [];
  const direction = new Float64Array(n);
  const nextX = new Float64Array(n);
  let nextGradient = new Float64Array(n);
  const alpha = new Array<number>(memory).fill(0);
  let iterations = 0;
  for (; iterations < maxIterations; iterations++) {
    // direction = -H·gradient (two-loop recursion).
    for (let i = 0; i < n; i++) direction[i] = -gradient[i]!;
    for (let k = steps.length - 1; k >= 0; k--) {
      alpha[k] = rho[k]! * dot(steps[k]!, direction);
      const y = changes[k]!;
      for (let i = 0; i < n; i++) direction[i]! -= alpha[k]! * y[i]!;
    }
    if (steps.length > 0) {
      const last = steps.length - 1;
      const gamma = dot(steps[last]!, changes[last]!) / dot(changes[last]!, changes[last]!);
      for (let i = 0; i < n; i++) direction[i]! *= gamma;
    } else {
      // First step: a unit-length move along the steepest descent.
      const norm = Math.sqrt(dot(direction, direction));
      if (norm === 0) break;
      for (let i = 0; i < n; i++) direction[i]! /= norm;
    }
    for (let k = 0; k < steps.length; k++) {
      const beta = rho[k]! * dot(changes[k]!, direction);
      const s = steps[k]!;
      for (let i = 0; i < n; i++) direction[i]! += (alpha[k]! - beta) * s[i]!;
    }
    let slope = dot(gradient, direction);
    if (slope >= 0) {
      // Not a descent direction (numerical trouble): restart from steepest descent.
      steps.length = 0;
      changes.length = 0;
      rho.length = 0;
      for (let i = 0; i < n; i++) direction[i] = -gradient[i]!;
      slope = dot(gradient, direction);
      if (slope === 0) break;
    }
    let step = 1;
    let nextValue = Number.POSITIVE_INFINITY;
    for (let tries = 0; tries < 30; tries++) {
      for (let i = 0; i < n; i++) nextX[i] = x[i]! + step * direction[i]!;
      nextValue = objective(nextX, nextGradient);
      if (nextValue <= value + 1e-4 * step * slope) break;
      step /= 2;
    }
    if (!(nextValue < value)) break;
    const s = new Float64Array(n);
    const y = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      s[i] = nextX[i]! - x[i]!;
      y[i] = nextGradient[i]! - gradient[i]!;
    }
    const sy = dot(s, y);
    if (sy > 1e-12) {
      if (steps.length === memory) {
        steps.shift();
        changes.shift();
        rho.shift();
      }
      steps.push(s);
      changes.push(y);
      rho.push(1 / sy);
    }
    const improvement = value - nextValue;
    x.set(nextX);
    [gradient, nextGradient] = [nextGradient, gradient];
    value = nextValue;
    if (improvement < tolerance * Math.max(1, Math.abs(value))) {
      iterations += 1;
      break;
    }
  }
  return { value, iterations };
}
