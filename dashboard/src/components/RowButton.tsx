import type { ReactNode } from 'react';

/**
 * A secondary button in a row or card ("Edit", "Add stock"): the visible verb, and `about`
 * (" of my key") read only by screen readers, so every row's button has a name of its own.
 */
export function RowButton({
  children,
  about,
  onClick,
  disabled,
}: {
  children: ReactNode;
  about?: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button type="button" className="secondary" onClick={onClick} disabled={disabled}>
      {children}
      {about ? <span className="sr-only">{about}</span> : null}
    </button>
  );
}
