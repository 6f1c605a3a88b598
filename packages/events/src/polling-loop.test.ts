import { describe, expect, it } from 'vitest';
import { PollingLoop } from './polling-loop';

describe('PollingLoop', () => {
  it('runs iterations back to back when they ask for no wait, and stop() waits for the one in flight', async () => {
    let runs = 0;
    let inFlight = false;
    const loop = new PollingLoop(async () => {
      inFlight = true;
      await new Promise((resolve) => setTimeout(resolve, 5));
      runs += 1;
      inFlight = false;
      return 0;
    });
    loop.start();
    loop.start();
    await new Promise((resolve) => setTimeout(resolve, 40));
    await loop.stop();
    expect(inFlight).toBe(false);
    expect(runs).toBeGreaterThan(2);
  });

  it('interrupts a long wait when stopped', async () => {
    const loop = new PollingLoop(async () => 60_000);
    loop.start();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const started = Date.now();
    await loop.stop();
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
