import { PollingLoop } from '@shopforge/events';
import type { BackgroundWorker } from '@shopforge/service-kit';
import { sendDueMail } from '../app/mail/send-mail';
import type { BillingDeps } from '../deps';

const IDLE_MS = 1_000;

/** Billing's mail worker: sends queued buyer mail; none without a mail transport. */
export function mailSender(deps: BillingDeps): BackgroundWorker[] {
  const mail = deps.mail;
  if (!mail) return [];
  const loop = new PollingLoop(async () => {
    try {
      return (await sendDueMail(deps)) > 0 ? 0 : IDLE_MS;
    } catch (error) {
      deps.log.error({ err: error }, 'mail pass failed');
      return IDLE_MS;
    }
  });
  return [
    {
      start: () => {
        deps.log.info({ transport: mail.transport.description }, 'buyer mail on');
        loop.start();
      },
      stop: async () => {
        await loop.stop();
        await mail.transport.close();
      },
    },
  ];
}
