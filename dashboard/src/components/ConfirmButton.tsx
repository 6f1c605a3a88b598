import { type ReactNode, useState } from 'react';
import type { Action } from '../hooks';
import { ConfirmDialog } from './Dialog';

/**
 * A red button that asks first (revoke, delete, remove): the dialog spells out the consequence,
 * and only its confirm button runs `run`. The dialog closes either way; a failure shows where
 * the page shows `action`'s error, a success calls `onDone`.
 */
export function ConfirmButton({
  children,
  title,
  confirmLabel,
  consequence,
  action,
  run,
  onDone,
}: {
  /** The button's content: a visible verb and, for screen readers, what it acts on. */
  children: ReactNode;
  title: string;
  confirmLabel: string;
  consequence: ReactNode;
  action: Action;
  run: () => Promise<unknown>;
  onDone: () => void;
}) {
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    const answer = await action.run(run);
    setOpen(false);
    if (answer !== undefined) onDone();
  };
  return (
    <>
      <button type="button" className="danger" onClick={() => setOpen(true)}>
        {children}
      </button>
      {open ? (
        <ConfirmDialog
          title={title}
          open
          confirmLabel={confirmLabel}
          busy={action.busy}
          onConfirm={() => void confirm()}
          onClose={() => setOpen(false)}
        >
          {consequence}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
