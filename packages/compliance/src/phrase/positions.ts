/**
 * A small set of word positions: where the ways a phrase can go have got to. A phrase holds a
 * handful at a time (a gap adds at most WILDCARD_MAX_WORDS + 1), so a list searched from the
 * start costs less than a hash set's bookkeeping, and clearing it allocates nothing.
 */
export class Positions {
  private readonly items: number[] = [];
  size = 0;

  add(at: number): void {
    for (let k = 0; k < this.size; k++) if (this.items[k] === at) return;
    this.items[this.size++] = at;
  }

  has(at: number): boolean {
    for (let k = 0; k < this.size; k++) if (this.items[k] === at) return true;
    return false;
  }

  /** The k-th position added (0 ≤ k < size). */
  get(k: number): number {
    return this.items[k]!;
  }

  clear(): void {
    this.size = 0;
  }
}
