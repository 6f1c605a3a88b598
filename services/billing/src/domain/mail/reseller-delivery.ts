import type { ResellerDeliveryMail } from '@shopforge/contracts';
import type { MailDocument } from '@shopforge/mail';

/**
 * Stock a reseller delivered to their customer. It comes from the shop (whose goods they are)
 * and names the reseller, to whom replies go (`Reply-To`): the customer bought from them.
 */
export function resellerDeliveryDocument(
  delivery: Pick<ResellerDeliveryMail, 'lines' | 'reseller_email'>,
  context: { shopName: string },
): MailDocument {
  const titles = delivery.lines.map((line) => line.title);
  const what = titles.length === 1 ? titles[0] : `${titles.length} products`;
  return {
    subject: `Your ${what} from ${context.shopName}`,
    preheader: `Delivered for ${delivery.reseller_email}`,
    heading: 'Your delivery',
    blocks: [
      {
        kind: 'paragraph',
        text: `${delivery.reseller_email} sold you the following, delivered by ${context.shopName}. Keep this mail: it holds what you bought.`,
      },
      ...delivery.lines.map((line) =>
        line.codes.length > 0
          ? { kind: 'goods' as const, title: line.title, items: line.codes }
          : { kind: 'goods' as const, title: line.title, items: [], note: 'Delivered.' },
      ),
      { kind: 'paragraph', text: `Questions? Reply to this mail to reach ${delivery.reseller_email}.` },
    ],
    footer: `You receive this mail because ${delivery.reseller_email} delivered a purchase from ${context.shopName} to this address.`,
  };
}
