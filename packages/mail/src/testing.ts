import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { readMailbox } from './mailbox-transport';

export interface CaughtMail {
  from: string;
  to: string[];
  messageId: string;
  subject: string;
  text: string;
  html: string;
  headers: ParsedMail['headers'];
  raw: string;
}

/** What the server answers a recipient: accept, or refuse with an SMTP reply code. */
export type RecipientRule = (address: string) => { code: number; message: string } | null;

/**
 * A real SMTP server in the test process (nodemailer's `smtp-server`), keeping every message it
 * accepted, parsed with `mailparser`. `refuse` makes it answer a recipient with a reply code,
 * as a mail provider would for an unknown mailbox (550) or a full one (452).
 */
export class SmtpCatcher {
  readonly received: CaughtMail[] = [];
  private readonly server: SMTPServer;
  private rule: RecipientRule = () => null;
  /** Called once a message was accepted, before the reply reaches the client. */
  onAccepted: ((mail: CaughtMail) => void | Promise<void>) | null = null;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        const refusal = this.rule(address.address);
        if (!refusal) return callback();
        const error = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
        callback(error);
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw)
            .then(async (parsed) => {
              const mail: CaughtMail = {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                messageId: parsed.messageId ?? '',
                subject: parsed.subject ?? '',
                text: parsed.text ?? '',
                html: typeof parsed.html === 'string' ? parsed.html : '',
                headers: parsed.headers,
                raw,
              };
              this.received.push(mail);
              await this.onAccepted?.(mail);
              callback();
            })
            .catch((error: Error) => callback(error));
        });
      },
    });
  }

  refuse(rule: RecipientRule): void {
    this.rule = rule;
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** A mail of the embedded mailbox, parsed as a mail client reads it. */
export interface MailboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The mails in a mailbox directory (`MAILBOX_DIR`), parsed, in the name order of their files. */
export async function readParsedMailbox(dir: string): Promise<MailboxMail[]> {
  return Promise.all(
    (await readMailbox(dir)).map(async ({ file, raw }) => {
      const parsed = await simpleParser(raw);
      const to = Array.isArray(parsed.to)
        ? parsed.to.map((entry) => entry.text).join(', ')
        : (parsed.to?.text ?? '');
      return {
        file,
        to,
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
      };
    }),
  );
}
