import type { MailLocale } from '@shopforge/contracts';
import type { MailBlock, MailDocument } from '@shopforge/mail';
import type { StoredInvoice, StoredLine } from '../rows';
import { mailDate } from './mail-date';
import { type MailWords, wordsFor } from './words';

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
  /** The shop's mail language. */
  locale: MailLocale;
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
function goodsOf(
  line: ReceiptLine,
  licenseKeys: readonly string[],
  inMail: boolean,
  words: MailWords,
): MailBlock[] {
  const title = lineTitle(line);
  const blocks: MailBlock[] = [];
  if (line.deliveryStatus === 'FAILED') {
    blocks.push({ kind: 'paragraph', text: words.receipt.deliveryFailed(title) });
    return blocks;
  }
  if (line.deliveryStatus !== 'DELIVERED') {
    blocks.push({ kind: 'paragraph', text: words.receipt.deliveryPending(title) });
    return blocks;
  }
  if (!inMail) {
    blocks.push({ kind: 'goods', title, items: [], note: words.receipt.behindAccessLink });
    return blocks;
  }
  if (line.licenseKeys.length > 0) blocks.push({ kind: 'goods', title, items: line.licenseKeys });
  else if (line.productType === 'FILE')
    blocks.push({ kind: 'goods', title, items: [], note: words.receipt.downloadWithLink });
  else if (line.deliveredText) blocks.push({ kind: 'goods', title, items: [], note: line.deliveredText });
  else blocks.push({ kind: 'goods', title, items: [], note: words.delivered });
  if (licenseKeys.length > 0)
    blocks.push({ kind: 'goods', title: words.receipt.licenseKey(title), items: licenseKeys });
  return blocks;
}

/** The receipt of a paid order, with everything it delivered. */
export function receiptDocument(invoice: ReceiptInvoice, context: ReceiptContext): MailDocument {
  const words = wordsFor(context.locale);
  const total = money(invoice.total, invoice.currency);
  const facts: [string, string][] = invoice.lines.map((line) => [
    lineTitle(line),
    money(line.total, invoice.currency),
  ]);
  facts.push([words.receipt.total, total]);
  return {
    lang: context.locale,
    subject: words.receipt.subject(context.shopName),
    preheader: words.receipt.preheader(invoice.uniqid, total),
    heading: words.receipt.heading,
    blocks: [
      { kind: 'paragraph', text: words.receipt.paymentReceived(total) },
      ...invoice.lines.flatMap((line) =>
        goodsOf(line, context.licenseKeys.get(line.id) ?? [], context.goodsInMail, words),
      ),
      { kind: 'facts', rows: facts },
      { kind: 'button', label: words.receipt.openPurchase, url: context.accessUrl },
      {
        kind: 'paragraph',
        text: words.receipt.linkWorksUntil(
          mailDate(context.accessExpiresAt, context.locale),
          context.orderUrl,
        ),
      },
    ],
    footer: words.receipt.footer(context.shopName, invoice.uniqid),
  };
}
