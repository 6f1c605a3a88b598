import type { SendMailOptions } from 'nodemailer';
import type { OutgoingMail } from './transport';

/** A mail as nodemailer composes it: the one mapping both transports use. */
export function toNodemailerMessage(mail: OutgoingMail): SendMailOptions {
  return {
    messageId: mail.messageId,
    from: { name: mail.from.name, address: mail.from.address },
    replyTo: mail.replyTo ?? undefined,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
  };
}
