import { type DependencyList, useCallback, useEffect, useState } from 'react';
import type { Query } from './api/dev-api';
import { describeError } from './api/http';
import { useDashboard } from './context';

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

export interface Action {
  busy: boolean;
  error: string | null;
  /**
   * Runs the call; its answer, or `undefined` when it failed (the error is then kept to show).
   * A call that answers no body resolves to `null`, so success is `!== undefined`.
   */
  run: <T>(action: () => Promise<T>) => Promise<T | undefined>;
  clear: () => void;
}

/** A button's or form's action: busy while it runs, its error kept to show. */
export function useAction(): Action {
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
  const clear = useCallback(() => setError(null), []);
  return { busy, error, run, clear };
}

/**
 * State that starts over whenever `key` changes: a list's page goes back to the first when its
 * filters change, without an effect that would load the old page once more first.
 */
export function useKeyedState<S>(key: string, initial: S): [S, (next: S) => void] {
  const [state, setState] = useState({ key, value: initial });
  const set = useCallback((value: S) => setState({ key, value }), [key]);
  return [state.key === key ? state.value : initial, set];
}

/** One page of a cursor-paged list (docs/lists.md). */
export interface CursorPage<T> {
  data: T[];
  pagination: { next_cursor: string | null; has_more: boolean };
}

export interface CursorList<T> extends Loaded<CursorPage<T>> {
  hasPrevious: boolean;
  hasNext: boolean;
  previous: () => void;
  next: () => void;
}

/**
 * `GET /dev/v1{path}` a page at a time, forwards with the answer's cursor and back along the
 * cursors already followed; a new `query` (the filters) starts again from the first page.
 */
export function useCursorList<T>(path: string, query: Query): CursorList<T> {
  const { api } = useDashboard();
  const key = JSON.stringify(query);
  const [cursors, setCursors] = useKeyedState<string[]>(key, []);
  const cursor = cursors.at(-1);
  const page = useLoad(
    () => api.request<CursorPage<T>>('GET', path, { query: { ...query, cursor } }),
    [api, path, key, cursor],
  );
  const pagination = page.value?.pagination;
  const nextCursor = pagination?.has_more ? pagination.next_cursor : null;
  return {
    ...page,
    hasPrevious: cursors.length > 0,
    hasNext: Boolean(nextCursor),
    previous: () => setCursors(cursors.slice(0, -1)),
    next: () => {
      if (nextCursor) setCursors([...cursors, nextCursor]);
    },
  };
}

/**
 * The page's line of success ("Key revoked.") after a dialog or button finished, and the lists
 * to load again then.
 */
export function useNotice(...reloads: (() => void)[]): {
  message: string | null;
  done: (text: string) => void;
} {
  const [message, setMessage] = useState<string | null>(null);
  const done = (text: string) => {
    setMessage(text);
    for (const reload of reloads) reload();
  };
  return { message, done };
}
