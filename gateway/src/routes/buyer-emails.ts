import {
  buyerEmailListSchema,
  buyerEmailSchema,
  buyerEmailSettingsSchema,
  listBuyerEmailsQuerySchema,
  sendTestEmailInputSchema,
  updateBuyerEmailSettingsInputSchema,
} from '@shopforge/contracts';
import type { RouteDef } from './route';

/** The shop's buyer mail: settings, mail log and test sends (docs/email.md). */
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
      'Which buyer mails the shop sends (receipt, renewal invoice, renewal and trial reminders, refund, dispute and payment request), its reply-to address, and whether this platform delivers mail at all.',
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
  {
    method: 'GET',
    path: '/dev/v1/emails/messages',
    scopes: ['emails.read'],
    service: 'billing',
    procedure: 'buyerEmails.list',
    kind: 'query',
    query: listBuyerEmailsQuerySchema,
    output: buyerEmailListSchema,
    envelope: 'as_is',
    summary:
      'The shop’s mail log, newest first: every buyer mail and test send with its status (`queued`, `sending`, `sent`, `failed`, `bounced`), attempts and last error. Kept MAIL_RETENTION_DAYS once settled.',
  },
  {
    method: 'GET',
    path: '/dev/v1/emails/messages/{id}',
    scopes: ['emails.read'],
    service: 'billing',
    procedure: 'buyerEmails.get',
    kind: 'query',
    output: buyerEmailSchema,
    envelope: 'data',
    summary: 'One mail of the shop’s mail log, as it stands now.',
  },
  {
    method: 'POST',
    path: '/dev/v1/emails/test',
    scopes: ['emails.write'],
    service: 'billing',
    procedure: 'buyerEmails.sendTest',
    kind: 'mutation',
    body: sendTestEmailInputSchema,
    output: buyerEmailSchema,
    envelope: 'data',
    status: 202,
    summary:
      'Sends one template with sample data, marked `[Test]`, to `to` through the platform’s mail delivery, whether or not the template is on; answered with the queued mail (follow it at `GET /dev/v1/emails/messages/{id}`). 20 an hour per shop, and each to an address that is not the shop’s customer spends the shop’s mail budget (429 `MAIL_BUDGET_SPENT` when spent); 409 `CONFLICT` when this platform sends no mail.',
  },
];
