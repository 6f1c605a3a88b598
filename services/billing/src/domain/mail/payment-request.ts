import type { MailLocale } from '@shopforge/contracts';
import type { MailDocument } from '@shopforge/mail';
import { mailDate } from './mail-date';
import { wordsFor } from './words';

/** What a payment request says: what the shop asks to be paid, and until when. */
export interface PaymentRequestFacts {
  /** What the payment is for; null: the payment has no title (the mail says "your order"). */
  title: string | null;
  total: string;
  currency: string;
  invoiceUniqid: string;
  /** When the checkout stops taking payment; null: it does not expire. */
  expiresAt: Date | null;
}

/** A payment the shop created through the API (`send_email`), with the address to pay it at. */
export function paymentRequestDocument(
  facts: PaymentRequestFacts,
  context: { shopName: string; payUrl: string; locale: MailLocale },
): MailDocument {
  const words = wordsFor(context.locale);
  const amount = `${facts.total} ${facts.currency}`;
  const title = facts.title ?? words.paymentRequest.yourOrder;
  const payBy = facts.expiresAt ? mailDate(facts.expiresAt, context.locale) : null;
  return {
    lang: context.locale,
    subject: words.paymentRequest.subject(context.shopName, amount),
    preheader: words.paymentRequest.preheader({ title, amount, payBy }),
    heading: words.paymentRequest.heading,
    blocks: [
      { kind: 'paragraph', text: words.paymentRequest.body({ shop: context.shopName, amount, title }) },
      {
        kind: 'facts',
        rows: payBy
          ? [
              [words.paymentRequest.amount, amount],
              [words.paymentRequest.payBy, payBy],
            ]
          : [[words.paymentRequest.amount, amount]],
      },
      { kind: 'button', label: words.payNow, url: context.payUrl },
      { kind: 'paragraph', text: words.paymentRequest.unexpected },
    ],
    footer: words.paymentRequest.footer(context.shopName, facts.invoiceUniqid),
  };
}
