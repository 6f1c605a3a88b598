import type { MailLocale } from '@shopforge/contracts';
import type { MailDocument } from '@shopforge/mail';
import { wordsFor } from './words';

export interface RefundFacts {
  amount: string;
  currency: string;
  reason: string | null;
  invoiceUniqid: string;
  /** Whether the whole order is refunded by now. */
  whole: boolean;
}

/** A refund the shop made: how much, and why when the shop said. */
export function refundDocument(
  facts: RefundFacts,
  context: { shopName: string; orderUrl: string; locale: MailLocale },
): MailDocument {
  const words = wordsFor(context.locale);
  const amount = `${facts.amount} ${facts.currency}`;
  return {
    lang: context.locale,
    subject: words.refund.subject(context.shopName, amount),
    preheader: words.refund.preheader(facts.invoiceUniqid, amount),
    heading: facts.whole ? words.refund.headingWhole : words.refund.headingPart,
    blocks: [
      { kind: 'paragraph', text: words.refund.body(context.shopName, amount) },
      ...(facts.reason
        ? [{ kind: 'facts' as const, rows: [[words.refund.reason, facts.reason] as const] }]
        : []),
      { kind: 'button', label: words.refund.viewOrder, url: context.orderUrl },
    ],
    footer: words.orderFooter(context.shopName, facts.invoiceUniqid),
  };
}

export interface DisputeFacts {
  /** WON: the shop kept the payment; LOST: the payment went back to the buyer. */
  status: 'WON' | 'LOST';
  amount: string;
  currency: string;
  invoiceUniqid: string;
}

/** The end of a dispute the buyer opened with their bank or the payment provider. */
export function disputeClosedDocument(
  facts: DisputeFacts,
  context: { shopName: string; locale: MailLocale },
): MailDocument {
  const words = wordsFor(context.locale);
  const amount = `${facts.amount} ${facts.currency}`;
  const returned = facts.status === 'LOST';
  return {
    lang: context.locale,
    subject: words.disputeClosed.subject(facts.invoiceUniqid),
    preheader: returned ? words.disputeClosed.preheaderReturned(amount) : words.disputeClosed.preheaderKept,
    heading: words.disputeClosed.heading,
    blocks: [
      {
        kind: 'paragraph',
        text: returned
          ? words.disputeClosed.bodyReturned(context.shopName, amount)
          : words.disputeClosed.bodyKept(context.shopName, amount),
      },
      { kind: 'paragraph', text: words.disputeClosed.questions(context.shopName) },
    ],
    footer: words.orderFooter(context.shopName, facts.invoiceUniqid),
  };
}
