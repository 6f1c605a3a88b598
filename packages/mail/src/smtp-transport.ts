import { createTransport } from 'nodemailer';
import { toNodemailerMessage } from './nodemailer-message';
import { MailSendError, type MailTransport, type OutgoingMail, type SentMail } from './transport';

export interface DkimKey {
  domainName: string;
  keySelector: string;
  /** PEM. */
  privateKey: string;
}

export interface SmtpTransportOptions {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465` (TLS from the start). */
  url: string;
  dkim?: DkimKey | null;
  /** Refuse to send unless the connection is encrypted (STARTTLS on `smtp://`). */
  requireTls?: boolean;
  /** Test servers with self-signed certificates only. */
  allowInvalidCertificates?: boolean;
  /** Connection, greeting and socket timeouts. */
  timeoutMs?: number;
}

interface NodemailerError {
  message?: string;
  responseCode?: number;
  permanent?: boolean;
  code?: string;
}

/** The URL without its password, for banners and logs. */
export function describeSmtpUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    parsed.username = parsed.username ? `${parsed.username}` : '';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return 'smtp (unparseable URL)';
  }
}

/** SMTP through nodemailer: one pooled connection set per process, DKIM when a key is set. */
export function smtpTransport(options: SmtpTransportOptions): MailTransport {
  const timeout = options.timeoutMs ?? 30_000;
  const transporter = createTransport({
    url: options.url,
    pool: true,
    maxConnections: 3,
    requireTLS: options.requireTls ?? false,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    tls: options.allowInvalidCertificates ? { rejectUnauthorized: false } : undefined,
    dkim: options.dkim ?? undefined,
  });
  return {
    description: describeSmtpUrl(options.url),
    async send(mail: OutgoingMail): Promise<SentMail> {
      try {
        const info = await transporter.sendMail(toNodemailerMessage(mail));
        return { messageId: mail.messageId, response: String(info.response ?? '') };
      } catch (error) {
        const failure = error as NodemailerError;
        const code = typeof failure.responseCode === 'number' ? failure.responseCode : null;
        // A 5xx reply is the server's final word on this message; a 4xx reply, a refused or cut
        // connection, a timeout: the same message may go through later.
        const permanent = failure.permanent === true || (code !== null && code >= 500 && code < 600);
        throw new MailSendError(failure.message ?? String(error), permanent, code, { cause: error });
      }
    },
    async close() {
      transporter.close();
    },
  };
}
