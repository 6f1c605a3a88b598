import type { ReactNode } from 'react';
import type { Action } from '../hooks';
import { Dialog } from './Dialog';
import { Notice } from './Notice';

interface FormProps {
  /** The form's call (from `useAction`): its busy state disables the submit, its error shows. */
  action: Action;
  onSubmit: () => unknown;
  submitLabel: string;
  /** False while the form cannot be sent yet (no scope chosen, no event picked). */
  canSubmit?: boolean;
  /** A red submit, for a form whose sending cannot be taken back (a refund). */
  danger?: boolean;
  /** Shows a Cancel button next to the submit. */
  onCancel?: () => void;
  children: ReactNode;
}

/**
 * Every form of the dashboard: its fields, the call's error right above the buttons (where the
 * eye is when it fails), then the submit and Cancel.
 */
export function ActionForm({
  action,
  onSubmit,
  submitLabel,
  canSubmit = true,
  danger,
  onCancel,
  children,
}: FormProps) {
  return (
    <form
      className="stack"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
      <Notice kind="error">{action.error}</Notice>
      <div className="actions">
        <button type="submit" className={danger ? 'danger' : undefined} disabled={action.busy || !canSubmit}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** A form in a modal (create, edit, refund…): closing it and Cancel both call `onClose`. */
export function FormDialog({
  title,
  onClose,
  ...form
}: { title: string; onClose: () => void } & Omit<FormProps, 'onCancel'>) {
  return (
    <Dialog title={title} open onClose={onClose}>
      <ActionForm {...form} onCancel={onClose} />
    </Dialog>
  );
}
