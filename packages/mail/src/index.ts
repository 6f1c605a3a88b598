export { defuseLinks, LINK_BREAK } from './defuse-links';
export type { MailBlock, MailBranding, MailDocument } from './document';
export { mailboxFileName, mailboxTransport, readMailbox } from './mailbox-transport';
export { escapeHtml, type RenderedMail, renderDocument } from './render';
export { type DkimKey, describeSmtpUrl, type SmtpTransportOptions, smtpTransport } from './smtp-transport';
export { MailSendError, type MailTransport, type OutgoingMail, type SentMail } from './transport';
