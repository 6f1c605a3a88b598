import { api } from './api';
import type { RouteExamples } from './types';

const JOURNEY = '/dev/v1/telegram/bots/support_bot/journeys/welcome-1';

export const messagingExamples: RouteExamples = {
  'POST /dev/v1/telegram/bots/{botId}/journeys/{journeyId}/test': async () => ({
    path: `${JOURNEY}/test`,
    body: { first_name: 'Ada', order: { total: 12 } },
  }),
  'GET /dev/v1/telegram/bots/{botId}/journeys/{journeyId}/test-runs': async (ctx) => {
    await api(ctx, 'POST', `${JOURNEY}/test`, {});
    return { path: `${JOURNEY}/test-runs` };
  },
};
