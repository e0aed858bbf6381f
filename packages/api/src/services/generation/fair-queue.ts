import { AppError, imageMessages } from "@studio/shared";

/**
 * Runs expensive tasks one at a time, taking turns between requesters (round robin), so one
 * address asking for many renders cannot make everyone else wait behind all of them. Bounded:
 * a requester may have `perKey` tasks waiting or running (429 beyond), and the whole queue
 * holds at most `total` (503 beyond), so waiting work (and the buffers it holds) cannot grow
 * without limit.
 */
export class FairQueue {
  private readonly waiting = new Map<string, (() => void)[]>();
  private readonly held = new Map<string, number>();
  private queued = 0;
  private running = false;

  constructor(private readonly limits: { perKey: number; total: number }) {}

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const mine = this.held.get(key) ?? 0;
    if (mine >= this.limits.perKey) {
      throw new AppError("TOO_MANY_REQUESTS", imageMessages.printsBusyForYou, 10);
    }
    if (this.queued >= this.limits.total) {
      throw new AppError("SERVICE_UNAVAILABLE", imageMessages.printsBusy, 10);
    }
    this.held.set(key, mine + 1);
    this.queued += 1;
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        task()
          .then(resolve, reject)
          .finally(() => {
            this.queued -= 1;
            const left = (this.held.get(key) ?? 1) - 1;
            if (left <= 0) this.held.delete(key);
            else this.held.set(key, left);
            this.running = false;
            this.next();
          });
      };
      const line = this.waiting.get(key);
      if (line) line.push(start);
      else this.waiting.set(key, [start]);
      this.next();
    });
  }

  /** Starts the first task of the requester whose turn it is, and sends them to the back. */
  private next(): void {
    if (this.running) return;
    const turn = this.waiting.entries().next();
    if (turn.done) return;
    const [key, line] = turn.value;
    const start = line.shift();
    this.waiting.delete(key);
    if (line.length > 0) this.waiting.set(key, line);
    if (!start) return;
    this.running = true;
    start();
  }
}
