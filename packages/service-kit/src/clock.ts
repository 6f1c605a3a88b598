/** Time is injected wherever it matters so tests move it instead of sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that can be moved forward: the test clock (README "Test clock"). */
export interface AdjustableClock extends Clock {
  advance(ms: number): void;
}

export const isAdjustable = (clock: Clock): clock is AdjustableClock =>
  typeof (clock as Partial<AdjustableClock>).advance === 'function';

/**
 * The embedded platform's test clock: real time plus an offset an operator moves forward
 * (`shopforge clock advance`), so a subscription's month passes in a second while everything
 * else keeps ticking normally. Never backwards: time-ordered ids and expiries assume it.
 */
export class OffsetClock implements AdjustableClock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('The test clock only moves forward.');
    this.offsetMs += ms;
  }
}

/** A clock tests advance by hand. */
export class ManualClock implements AdjustableClock {
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
