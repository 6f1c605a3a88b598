/** Time is injected wherever it matters so tests move it instead of sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests advance by hand. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start: Date | number = Date.UTC(2026, 0, 1)) {
    this.current = typeof start === 'number' ? start : start.getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
  set(date: Date): void {
    this.current = date.getTime();
  }
}

export function toUnixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
