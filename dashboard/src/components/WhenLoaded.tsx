import type { ReactNode } from 'react';
import type { Loaded } from '../hooks';
import { Loading, Notice } from './Notice';

/**
 * What every loaded part of a page shows: the error if the load failed, "Loading …" until the
 * first answer (a reload keeps the old content in place), then the content.
 */
export function WhenLoaded<T>({
  loaded,
  what,
  error,
  children,
}: {
  loaded: Loaded<T>;
  /** "customers": read as "Loading customers…". */
  what: string;
  /** Shown instead of the load's own error (the page's action failed, say). */
  error?: string | null;
  children: (value: T) => ReactNode;
}) {
  return (
    <>
      <Notice kind="error">{error ?? loaded.error}</Notice>
      {loaded.value === undefined ? loaded.loading ? <Loading what={what} /> : null : children(loaded.value)}
    </>
  );
}
