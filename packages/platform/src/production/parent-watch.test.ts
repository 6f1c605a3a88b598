import { describe, expect, it, vi } from 'vitest';
import { watchParent } from './parent-watch';

describe('watchParent', () => {
  it('calls back once when the parent pid changes (re-parented: the starter is gone), never before', async () => {
    let ppid = 4242;
    const gone = vi.fn();
    const stop = watchParent(gone, { intervalMs: 5, parentPid: () => ppid });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(gone).not.toHaveBeenCalled();
    ppid = 1;
    await vi.waitFor(() => expect(gone).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(gone).toHaveBeenCalledTimes(1);
    stop();
  });
});
