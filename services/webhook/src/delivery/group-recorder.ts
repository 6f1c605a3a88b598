/**
 * Group commit for attempt results: results handed in while a write is running are written
 * together by the next one, so under load a statement records many attempts, and when idle a
 * result waits only for the turn of the event loop in which it arrived. `write` must not throw:
 * it reports its own failures (a result it could not record stays claimed until its lease ends,
 * and is then sent again).
 */
export class GroupRecorder<T> {
  private buffer: Array<{ item: T; done: () => void }> = [];
  private draining: Promise<void> | undefined;

  constructor(private readonly write: (items: T[]) => Promise<void>) {}

  /** Resolves once `item` has been written (or its write failed and was reported). */
  add(item: T): Promise<void> {
    return new Promise((done) => {
      this.buffer.push({ item, done });
      this.draining ??= this.drain();
    });
  }

  private async drain(): Promise<void> {
    // Results that end in the same turn of the event loop share the first statement.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.buffer.length > 0) {
      const batch = this.buffer;
      this.buffer = [];
      // `write` reports its own failures; one that throws anyway must not stop the draining.
      await this.write(batch.map((entry) => entry.item)).catch(() => undefined);
      for (const entry of batch) entry.done();
    }
    this.draining = undefined;
  }
}
