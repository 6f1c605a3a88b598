import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { toNodemailerMessage } from './nodemailer-message';
import type { MailTransport, OutgoingMail, SentMail } from './transport';

/** A file name from a Message-ID: the same message always lands in the same file. */
export function mailboxFileName(messageId: string): string {
  return `${messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9._@-]/g, '_')}.eml`;
}

/**
 * The embedded platform's outbox to nowhere: every mail is written as a complete `.eml` file
 * (the exact bytes SMTP would carry; any mail client opens it) under `dir`, named by its
 * Message-ID, so a resend of the same message replaces its file instead of adding a copy.
 */
export function mailboxTransport(dir: string): MailTransport {
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `mailbox ${dir}`,
    async send(mail: OutgoingMail): Promise<SentMail> {
      const info = await composer.sendMail(toNodemailerMessage(mail));
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const file = join(dir, mailboxFileName(mail.messageId));
      // Written whole, then renamed: a reader never sees half a message.
      await writeFile(`${file}.tmp`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.tmp`, file);
      return { messageId: mail.messageId, response: `250 written to ${file}` };
    },
    async close() {},
  };
}

/** The raw messages in a mailbox directory, oldest first by name order of their files. */
export async function readMailbox(dir: string): Promise<{ file: string; raw: string }[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const files = names.filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(files.map(async (file) => ({ file, raw: await readFile(join(dir, file), 'utf8') })));
}
