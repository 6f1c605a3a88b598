import type { MailDocument } from '@shopforge/mail';

export interface RefundFacts {
  amount: string;
  currency: string;
  reason: string | null;
  invoiceUniqid: string;
  /** Whether the whole order is refunded by now. */
  whole: boolean;
}

const footer = (shopName: string, invoiceUniqid: string) =>
  `You receive this mail because you placed order ${invoiceUniqid} with ${shopName}.`;

/** A refund the shop made: how much, and why when the shop said. */
export function refundDocument(
  facts: RefundFacts,
  context: { shopName: string; orderUrl: string },
): MailDocument {
  const amount = `${facts.amount} ${facts.currency}`;
  return {
    subject: `Refund of ${amount} from ${context.shopName}`,
    preheader: `Order ${facts.invoiceUniqid}: ${amount} refunded`,
    heading: facts.whole ? 'Your order was refunded' : 'Part of your order was refunded',
    blocks: [
      {
        kind: 'paragraph',
        text: `${context.shopName} refunded ${amount} to the way you paid. It can take a few days to show there.`,
      },
      ...(facts.reason ? [{ kind: 'facts' as const, rows: [['Reason', facts.reason] as const] }] : []),
      { kind: 'button', label: 'View your order', url: context.orderUrl },
    ],
    footer: footer(context.shopName, facts.invoiceUniqid),
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
export function disputeClosedDocument(facts: DisputeFacts, context: { shopName: string }): MailDocument {
  const amount = `${facts.amount} ${facts.currency}`;
  const returned = facts.status === 'LOST';
  return {
    subject: `Your dispute about order ${facts.invoiceUniqid} is closed`,
    preheader: returned ? `${amount} goes back to you` : 'The payment stands',
    heading: 'Your dispute is closed',
    blocks: [
      {
        kind: 'paragraph',
        text: returned
          ? `The dispute you opened about your payment of ${amount} to ${context.shopName} was decided in your favour: the payment goes back to you.`
          : `The dispute you opened about your payment of ${amount} to ${context.shopName} was decided for the shop: the payment stands.`,
      },
      {
        kind: 'paragraph',
        text: `Questions about the order? Contact ${context.shopName}.`,
      },
    ],
    footer: footer(context.shopName, facts.invoiceUniqid),
  };
}
