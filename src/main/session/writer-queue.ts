/**
 * Long writes of this process (a rating-list import streams a file into one transaction over many
 * awaits) one after another, and the actions that wait for them. SQLite's busy timeout cannot do
 * this inside one process: it waits synchronously, so the import it waits for could never finish.
 */
export class WriterQueue {
  private tail: Promise<void> = Promise.resolve();
  private pending = 0;

  /** Runs `work` after every long write queued before it. */
  run<T>(work: () => Promise<T>): Promise<T> {
    this.pending++;
    const done = this.tail.then(work);
    this.tail = done.then(
      () => void this.pending--,
      () => void this.pending--,
    );
    return done;
  }

  get busy(): boolean {
    return this.pending > 0;
  }

  /** Resolves true once no long write is running or queued, false after `ms` of waiting. */
  async idle(ms: number): Promise<boolean> {
    if (!this.busy) return true;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((ok) => (timer = setTimeout(() => ok(false), ms)));
    try {
      while (this.busy) {
        const tail = this.tail;
        if ((await Promise.race([tail.then(() => true), timeout])) === false) return false;
      }
      return true;
    } finally {
      clearTimeout(timer);
    }
  }
}
