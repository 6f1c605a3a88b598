import type { RouteExamples } from './types';

export const buyerEmailExamples: RouteExamples = {
  'GET /dev/v1/emails/settings': async () => ({ path: '/dev/v1/emails/settings' }),
  'PATCH /dev/v1/emails/settings': async () => ({
    path: '/dev/v1/emails/settings',
    body: { templates: { renewal_upcoming: false }, reply_to: 'support@keyshop.example' },
  }),
};
