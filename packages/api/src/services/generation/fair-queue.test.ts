import { AppError } from "@studio/shared";
import { describe, expect, it } from "vitest";
import { FairQueue } from "./fair-queue";

/** A task that records when it ran and finishes when the test says so. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe("FairQueue", () => {
  it("runs one task at a time, taking turns between requesters", async () => {
    const queue = new FairQueue({ perKey: 5, total: 20 });
    const order: string[] = [];
    const first = gate();
    const task = (name: string, wait?: Promise<void>) => async () => {
      order.push(name);
      await wait;
      return name;
    };

    const all = [
      queue.run("A", task("A1", first.opened)),
      queue.run("A", task("A2")),
      queue.run("A", task("A3")),
      queue.run("B", task("B1")),
      queue.run("C", task("C1")),
    ];
    expect(order).toEqual(["A1"]); // one at a time
    first.open();
    await Promise.all(all);

    // B and C do not wait behind all of A's renders.
    expect(order).toEqual(["A1", "A2", "B1", "C1", "A3"]);
  });

  it("refuses a requester over its share (429) and everyone when full (503), then recovers", async () => {
    const queue = new FairQueue({ perKey: 2, total: 3 });
    const hold = gate();
    const slow = () => hold.opened.then(() => "done");
    const codeOf = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return error instanceof AppError ? error.code : "other";
      }
      return "OK";
    };

    const running = [queue.run("A", slow), queue.run("A", slow), queue.run("B", slow)];
    const tooMany = codeOf(() => queue.run("A", slow));
    const full = codeOf(() => queue.run("C", slow));
    hold.open();
    await Promise.all(running);
    const after = await queue.run("A", async () => "again");

    expect(tooMany).toBe("TOO_MANY_REQUESTS");
    expect(full).toBe("SERVICE_UNAVAILABLE");
    expect(after).toBe("again");
  });

  it("keeps going after a task fails", async () => {
    const queue = new FairQueue({ perKey: 2, total: 4 });
    const failed = queue.run("A", async () => {
      throw new Error("render failed");
    });
    const next = queue.run("B", async () => "fine");
    await expect(failed).rejects.toThrow("render failed");
    expect(await next).toBe("fine");
  });
});
