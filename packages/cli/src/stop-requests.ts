/** The signals with which a user asks a running command to stop: Ctrl-C, and `kill`'s default. */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/** Where the signals arrive: the process, or a stand-in in tests. */
export interface SignalSource {
  on(signal: NodeJS.Signals, listener: () => void): unknown;
  off(signal: NodeJS.Signals, listener: () => void): unknown;
}

/** What a command that runs until stopped watches, and what main() tidies away afterwards. */
export interface StopRequests {
  /** Aborted by the first SIGINT or SIGTERM after the first call; starts listening for them. */
  signal(): AbortSignal;
  /** Stops listening; the signals end the process again. */
  dispose(): void;
}

/**
 * Listens only once a command asks: a listener replaces Node's default of ending the process,
 * which every other command keeps. The first signal also removes the listeners, so should the
 * clean stop hang, a second Ctrl-C ends the process the default way.
 */
export function stopRequests(target: SignalSource = process): StopRequests {
  let controller: AbortController | undefined;
  const stop = () => {
    dispose();
    controller?.abort();
  };
  const dispose = () => {
    for (const name of STOP_SIGNALS) target.off(name, stop);
  };
  return {
    signal() {
      if (!controller) {
        controller = new AbortController();
        for (const name of STOP_SIGNALS) target.on(name, stop);
      }
      return controller.signal;
    },
    dispose,
  };
}
