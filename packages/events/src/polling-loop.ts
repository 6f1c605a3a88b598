/**
 * A background loop for workers that poll (the outbox relay, the webhook delivery worker):
 * runs `iteration` until stopped, waiting as long as each iteration asks. `stop()` interrupts
 * the wait at once and resolves after the iteration in flight has finished.
 */
export class PollingLoop {
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;

  /** `iteration` returns how long to wait before the next one; it must not throw. */
  constructor(private readonly iteration: () => Promise<number>) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    this.loop = undefined;
  }

  private async run(): Promise<void> {
    while (this.running) {
      const delay = await this.iteration();
      if (this.running) await this.sleep(delay);
    }
  }

  /** Interruptible by stop(); a zero delay still yields to the event loop. */
  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }
}
