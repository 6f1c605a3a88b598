import { AppError } from '@shopforge/errors';

/** A mail a caller asked for, on a platform that sends none. */
export const noMailConfigured = () =>
  new AppError(
    'CONFLICT',
    'This platform sends no mail: its operator set neither SMTP_URL nor MAILBOX_DIR (docs/email.md).',
  );
