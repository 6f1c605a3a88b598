import { describe, expect, it } from 'vitest';
import { REPLAY_CLOCK_SKEW_SECONDS, replayWindowProblems } from './replay-window';

const DAY_MS = 86_400_000;
const now = new Date('2026-11-27T12:00:00Z');
const nowSeconds = now.getTime() / 1000;
const retention = 30 * DAY_MS;
const oldest = nowSeconds - 30 * 86_400;

describe('replay windows', () => {
  it('take any window inside the retention period up to now, and a few minutes of clock skew on either side', () => {
    for (const window of [
      { since: oldest },
      { since: oldest - REPLAY_CLOCK_SKEW_SECONDS, until: nowSeconds },
      { since: nowSeconds - 3600, until: nowSeconds + REPLAY_CLOCK_SKEW_SECONDS },
      { since: nowSeconds + REPLAY_CLOCK_SKEW_SECONDS },
    ]) {
      expect(replayWindowProblems(window, now, retention), JSON.stringify(window)).toEqual([]);
    }
  });

  it('refuse a start before the events still kept, naming since and the earliest start', () => {
    const problems = replayWindowProblems({ since: 0 }, now, retention);
    expect(problems).toEqual([
      { field: 'since', message: `Events are kept 30 days: since must be ${oldest} or later.` },
    ]);
    expect(
      replayWindowProblems({ since: oldest - REPLAY_CLOCK_SKEW_SECONDS - 1 }, now, retention),
    ).toHaveLength(1);
  });

  it('refuse a since or an until in the future, each by its field', () => {
    const later = nowSeconds + REPLAY_CLOCK_SKEW_SECONDS + 1;
    expect(replayWindowProblems({ since: later }, now, retention).map((p) => p.field)).toEqual(['since']);
    expect(
      replayWindowProblems({ since: nowSeconds, until: later }, now, retention).map((p) => p.field),
    ).toEqual(['until']);
    expect(
      replayWindowProblems({ since: later, until: later + 1 }, now, retention).map((p) => p.field),
    ).toEqual(['since', 'until']);
  });
});
