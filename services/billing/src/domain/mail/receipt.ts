import type { MailBlock, MailDocument } from '@shopforge/mail';
import type { StoredInvoice, StoredLine } from '../rows';
import { mailDate } from './mail-date';

export interface ReceiptContext {
  shopName: string;
  /** The buyer's order page (the hosted checkout, which shows a paid order's goods). */
  orderUrl: string;
  /** License keys issued for each line, by line id. */
  licenseKeys: ReadonlyMap<string, readonly string[]>;
  /** The signed, expiring link that shows the goods (and records that they were shown). */
  accessUrl: string;
  accessExpiresAt: Date;
  /** False: the mail names what was bought but shows the goods only behind the access link. */
  goodsInMail: boolean;
}

/** What a receipt reads of a line. */
export type ReceiptLine = Pick<
  StoredLine,
  | 'id'
  | 'productTitle'
  | 'variantTitle'
  | 'productType'
  | 'quantity'
  | 'total'
  | 'deliveryStatus'
  | 'licenseKeys'
  | 'deliveredText'
>;

/** What a receipt reads of an invoice. */
export interface ReceiptInvoice extends Pick<StoredInvoice, 'uniqid' | 'currency' | 'total'> {
  lines: readonly ReceiptLine[];
}

const money = (amount: string, currency: string) => `${amount} ${currency}`;

function lineTitle(line: ReceiptLine): string {
  const title = line.variantTitle ? `${line.productTitle} (${line.variantTitle})` : line.productTitle;
  return line.quantity > 1 ? `${title} × ${line.quantity}` : title;
}

/** What one line delivered, as the buyer reads it in the mail. */
function goodsOf(line: ReceiptLine, licenseKeys: readonly string[], inMail: boolean): MailBlock[] {
  const title = lineTitle(line);
  const blocks: MailBlock[] = [];
  if (line.deliveryStatus === 'FAILED') {
    blocks.push({
      kind: 'paragraph',
      text: `${title}: delivery did not succeed. The shop has been told and will get back to you.`,
    });
    return blocks;
  }
  if (line.deliveryStatus !== 'DELIVERED') {
    blocks.push({ kind: 'paragraph', text: `${title}: on its way; you will find it on your order page.` });
    return blocks;
  }
  if (!inMail) {
    blocks.push({ kind: 'goods', title, items: [], note: 'Delivered: open your purchase below to see it.' });
    return blocks;
  }
  if (line.licenseKeys.length > 0) blocks.push({ kind: 'goods', title, items: line.licenseKeys });
  else if (line.productType === 'FILE')
    blocks.push({ kind: 'goods', title, items: [], note: 'Download it from your order page.' });
  else if (line.deliveredText) blocks.push({ kind: 'goods', title, items: [], note: line.deliveredText });
  else blocks.push({ kind: 'goods', title, items: [], note: 'Delivered.' });
  if (licenseKeys.length > 0)
    blocks.push({ kind: 'goods', title: `${title}: license key`, items: licenseKeys });
  return blocks;
}

/** The receipt of a paid order, with everything it delivered. */
export function receiptDocument(invoice: ReceiptInvoice, context: ReceiptContext): MailDocument {
  const facts: [string, string][] = invoice.lines.map((line) => [
    lineTitle(line),
    money(line.total, invoice.currency),
  ]);
  facts.push(['Total', money(invoice.total, invoice.currency)]);
  return {
    subject: `Your order from ${context.shopName}`,
    preheader: `Order ${invoice.uniqid}: ${money(invoice.total, invoice.currency)}`,
    heading: 'Thank you for your order',
    blocks: [
      { kind: 'paragraph', text: `Your payment of ${money(invoice.total, invoice.currency)} was received.` },
      ...invoice.lines.flatMap((line) =>
        goodsOf(line, context.licenseKeys.get(line.id) ?? [], context.goodsInMail),
      ),
      { kind: 'facts', rows: facts },
      { kind: 'button', label: 'Open your purchase', url: context.accessUrl },
      {
        kind: 'paragraph',
        text: `This link works until ${mailDate(context.accessExpiresAt)}. Your order page: ${context.orderUrl}`,
      },
    ],
    footer: `You receive this mail because you placed order ${invoice.uniqid} with ${context.shopName}. Keep it: it holds what you bought.`,
  };
}
