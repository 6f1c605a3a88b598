import type { ReactNode } from 'react';

/** An error is announced at once (role=alert); a status politely (role=status). */
export function Notice({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <p className={`notice notice-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

/** A page's outcome line: what last succeeded, and the first of its errors (one alert at a time). */
export function Outcome({ success, errors }: { success: string | null; errors: (string | null)[] }) {
  return (
    <>
      <Notice kind="success">{success}</Notice>
      <Notice kind="error">{errors.find((error) => error !== null) ?? null}</Notice>
    </>
  );
}

export function Loading({ what }: { what: string }) {
  return (
    <p className="muted" role="status">
      Loading {what}…
    </p>
  );
}
