import {
  createEmailSegmentInputSchema,
  cursorQuerySchema,
  emailSegmentListSchema,
  emailSegmentSchema,
  listMarketingContactsQuerySchema,
  marketingContactListSchema,
  marketingContactSchema,
  upsertMarketingContactInputSchema,
} from '@shopforge/contracts';
import type { RouteDef } from './route';

const billing = { service: 'billing' as const };

/** Email marketing contacts and segments (docs/email-marketing.md). */
export const emailMarketingRoutes: RouteDef[] = [
  {
    ...billing,
    method: 'POST',
    path: '/dev/v1/email-marketing/segments',
    scopes: ['email_marketing.write'],
    procedure: 'emailMarketing.createSegment',
    kind: 'mutation',
    body: createEmailSegmentInputSchema,
    output: emailSegmentSchema,
    envelope: 'data',
    status: 201,
    summary:
      'Save a segment: `name` and `filter_rules` (the full grammar of docs/email-marketing.md); answers it with `contact_count`. Malformed rules: 422 with `details` under `filter_rules.…`.',
  },
  {
    ...billing,
    method: 'GET',
    path: '/dev/v1/email-marketing/segments',
    scopes: ['email_marketing.read'],
    procedure: 'emailMarketing.listSegments',
    kind: 'query',
    query: cursorQuerySchema,
    output: emailSegmentListSchema,
    envelope: 'as_is',
    summary: 'Saved segments, newest first, cursor-paged, with their last counts.',
  },
  {
    ...billing,
    method: 'GET',
    path: '/dev/v1/email-marketing/segments/{id}',
    scopes: ['email_marketing.read'],
    procedure: 'emailMarketing.getSegment',
    kind: 'query',
    output: emailSegmentSchema,
    envelope: 'data',
    summary: 'One segment, recounted now.',
  },
  {
    ...billing,
    method: 'POST',
    path: '/dev/v1/email-marketing/contacts',
    scopes: ['email_marketing.write'],
    procedure: 'emailMarketing.upsertContact',
    kind: 'mutation',
    body: upsertMarketingContactInputSchema,
    output: marketingContactSchema,
    envelope: 'data',
    summary:
      'Create a contact, or change the one with this email: `subscribed`, `consent_basis` (CONSENT, SOFT_OPT_IN), `source`, `suppression`.',
  },
  {
    ...billing,
    method: 'GET',
    path: '/dev/v1/email-marketing/contacts',
    scopes: ['email_marketing.read'],
    procedure: 'emailMarketing.listContacts',
    kind: 'query',
    query: listMarketingContactsQuerySchema,
    output: marketingContactListSchema,
    envelope: 'as_is',
    summary: 'Contacts, newest first, cursor-paged; `subscribed` filters.',
  },
];
