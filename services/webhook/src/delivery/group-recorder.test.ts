import { describe, expect, it } from 'vitest';
import { GroupRecorder } from './group-recorder';

describe('GroupRecorder', () => {
  it('writes results handed in during a write together, in the next write', async () => {
    const writes: number[][] = [];
    let release: (() => void) | undefined;
    const recorder = new GroupRecorder<number>(async (items) => {
      writes.push(items);
      if (writes.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const first = recorder.add(1);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    const later = [recorder.add(2), recorder.add(3), recorder.add(4)];
    release?.();
    await Promise.all([first, ...later]);
    expect(writes).toEqual([[1], [2, 3, 4]]);
  });

  it('groups the results of one turn of the event loop into one write', async () => {
    const writes: number[][] = [];
    const recorder = new GroupRecorder<number>(async (items) => void writes.push(items));
    await Promise.all([recorder.add(1), recorder.add(2)]);
    await recorder.add(3);
    expect(writes).toEqual([[1, 2], [3]]);
  });
});
