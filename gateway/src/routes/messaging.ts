import {
  journeyTestInputSchema,
  journeyTestRunListSchema,
  journeyTestRunSchema,
  listJourneyTestRunsQuerySchema,
} from '@shopforge/contracts';
import type { RouteDef } from './route';

const JOURNEY = '/dev/v1/telegram/bots/{botId}/journeys/{journeyId}';

/** Messaging-bot journeys (docs/messaging-bots.md). */
export const messagingRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: `${JOURNEY}/test`,
    scopes: ['telegram.write'],
    service: 'billing',
    procedure: 'messaging.testJourney',
    kind: 'mutation',
    body: journeyTestInputSchema,
    output: journeyTestRunSchema,
    envelope: 'data',
    status: 200,
    summary:
      'Record a test run of the journey. The body is any JSON object (its variables); `{}` is valid. Answers 200 with the run.',
  },
  {
    method: 'GET',
    path: `${JOURNEY}/test-runs`,
    scopes: ['telegram.read'],
    service: 'billing',
    procedure: 'messaging.listTestRuns',
    kind: 'query',
    query: listJourneyTestRunsQuerySchema,
    output: journeyTestRunListSchema,
    envelope: 'as_is',
    summary: 'The journey’s recorded test runs, newest first, cursor-paged.',
  },
];
