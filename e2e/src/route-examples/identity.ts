import type { RouteExamples } from './types';

export const identityExamples: RouteExamples = {
  'GET /dev/v1/me': async () => ({ path: '/dev/v1/me' }),
  'GET /dev/v1/me/capabilities': async () => ({ path: '/dev/v1/me/capabilities' }),
};
