import type { ReactNode } from 'react';
import { Secret } from './Secret';

/**
 * The step after a call that hands out a secret once (a key, a signing or client secret,
 * recovery codes): what it is for, the secret with its copy button, and Done.
 */
export function SecretShown({
  label,
  value,
  onDone,
  children,
}: {
  label: string;
  value: string;
  onDone: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="stack">
      {children}
      <Secret label={label} value={value} />
      <div className="actions">
        <button type="button" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}
