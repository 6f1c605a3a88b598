import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { stopRequests } from './stop-requests';

describe('stop requests', () => {
  it('leave Ctrl-C and SIGTERM alone until a command asks for the signal', () => {
    const process = new EventEmitter();
    const requests = stopRequests(process);
    expect(process.listenerCount('SIGINT')).toBe(0);
    const signal = requests.signal();
    expect(requests.signal()).toBe(signal);
    expect([process.listenerCount('SIGINT'), process.listenerCount('SIGTERM')]).toEqual([1, 1]);
  });

  it.each(['SIGINT', 'SIGTERM'])(
    'abort on %s, after which a second signal ends the process the default way',
    (name) => {
      const process = new EventEmitter();
      const signal = stopRequests(process).signal();
      process.emit(name);
      expect(signal.aborted).toBe(true);
      expect([process.listenerCount('SIGINT'), process.listenerCount('SIGTERM')]).toEqual([0, 0]);
    },
  );

  it('stop listening once disposed', () => {
    const process = new EventEmitter();
    const requests = stopRequests(process);
    const signal = requests.signal();
    requests.dispose();
    expect([process.listenerCount('SIGINT'), process.listenerCount('SIGTERM')]).toEqual([0, 0]);
    expect(signal.aborted).toBe(false);
  });
});
