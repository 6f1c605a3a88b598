import type { MailDocument } from '@shopforge/mail';
import { mailDate } from './mail-date';

/** What a payment request says: what the shop asks to be paid, and until when. */
export interface PaymentRequestFacts {
  title: string;
  total: string;
  currency: string;
  invoiceUniqid: string;
  /** When the checkout stops taking payment; null: it does not expire. */
  expiresAt: Date | null;
}

/** A payment the shop created through the API (`send_email`), with the address to pay it at. */
export function paymentRequestDocument(
  facts: PaymentRequestFacts,
  context: { shopName: string; payUrl: string },
): MailDocument {
  const amount = `${facts.total} ${facts.currency}`;
  const payBy = facts.expiresAt ? mailDate(facts.expiresAt) : null;
  const due = payBy ? ` by ${payBy}` : '';
  return {
    subject: `${context.shopName} asks you to pay ${amount}`,
    preheader: `${facts.title}: ${amount}${due}`,
    heading: 'A payment request',
    blocks: [
      { kind: 'paragraph', text: `${context.shopName} asks you to pay ${amount} for ${facts.title}.` },
      {
        kind: 'facts',
        rows: payBy
          ? [
              ['Amount', amount],
              ['Pay by', payBy],
            ]
          : [['Amount', amount]],
      },
      { kind: 'button', label: 'Pay now', url: context.payUrl },
      {
        kind: 'paragraph',
        text: 'If you did not expect this request, ignore this mail: nothing is charged until you pay.',
      },
    ],
    footer: `You receive this mail because ${context.shopName} requested payment ${facts.invoiceUniqid} from this address.`,
  };
}
