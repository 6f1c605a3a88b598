import { buyerEmailSettingsSchema, updateBuyerEmailSettingsInputSchema } from '@shopforge/contracts';
import type { RouteDef } from './route';

/** The shop's buyer mail settings (docs/email.md). */
export const buyerEmailRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/dev/v1/emails/settings',
    scopes: ['emails.read'],
    service: 'billing',
    procedure: 'buyerEmails.settings',
    kind: 'query',
    output: buyerEmailSettingsSchema,
    envelope: 'data',
    summary:
      'Which buyer mails the shop sends (receipt, renewal invoice, renewal and trial reminders), its reply-to address, and whether this platform delivers mail at all.',
  },
  {
    method: 'PATCH',
    path: '/dev/v1/emails/settings',
    scopes: ['emails.write'],
    service: 'billing',
    procedure: 'buyerEmails.updateSettings',
    kind: 'mutation',
    body: updateBuyerEmailSettingsInputSchema,
    output: buyerEmailSettingsSchema,
    envelope: 'data',
    summary:
      'Turns buyer mail templates on or off (`templates`, any subset) and sets or removes (`null`) the `reply_to` address; a template turned off is not queued from then on.',
  },
];
