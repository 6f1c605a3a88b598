import { type DependencyList, useCallback, useEffect, useState } from 'react';
import { describeError } from './api/http';

export interface Loaded<T> {
  value: T | undefined;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

/** Runs `load` when `deps` change (and on `reload`), dropping answers that arrive too late. */
export function useLoad<T>(load: () => Promise<T>, deps: DependencyList): Loaded<T> {
  const [state, setState] = useState<{ value: T | undefined; error: string | null; loading: boolean }>({
    value: undefined,
    error: null,
    loading: true,
  });
  const [round, setRound] = useState(0);
  // The caller's deps decide when to load again.
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    load().then(
      (value) => current && setState({ value, error: null, loading: false }),
      (error: unknown) =>
        current && setState((previous) => ({ ...previous, error: describeError(error), loading: false })),
    );
    return () => {
      current = false;
    };
  }, [...deps, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}

/** A button's action: busy while it runs, its error kept to show. */
export function useAction(): {
  busy: boolean;
  error: string | null;
  run: <T>(action: () => Promise<T>) => Promise<T | undefined>;
  clear: () => void;
} {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async <T>(action: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    setError(null);
    try {
      return await action();
    } catch (caught) {
      setError(describeError(caught));
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, run, clear: () => setError(null) };
}
