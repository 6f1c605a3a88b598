/** A mail ready to go: rendered, addressed, with the id that makes a resend recognisable. */
export interface OutgoingMail {
  /**
   * `<id@domain>`, stable per queued message: a send repeated after a crash between the SMTP
   * server's acceptance and its recording carries the same id, so mail systems and clients that
   * deduplicate by Message-ID (and the local mailbox) keep one copy.
   */
  messageId: string;
  from: { name: string; address: string };
  replyTo?: string | null;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers, e.g. `List-Unsubscribe` on marketing mail (never on transactional mail). */
  headers?: Record<string, string>;
}

export interface SentMail {
  messageId: string;
  /** The server's final reply (`250 2.0.0 OK …`), kept for the mail log. */
  response: string;
}

/** A send that failed. `permanent`: retrying the same message would be refused again (SMTP 5xx). */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly responseCode: number | null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MailSendError';
  }
}

export interface MailTransport {
  /** Where mail goes, for the startup banner and logs (never with credentials). */
  readonly description: string;
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): Promise<void>;
}
