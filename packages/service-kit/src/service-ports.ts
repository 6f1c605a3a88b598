import type { ServiceName } from './service-instance';

/** Default ports of a production-style local run (one process per service). */
export const DEFAULT_SERVICE_PORTS: Record<ServiceName, number> = {
  oauth: 4101,
  catalog: 4102,
  billing: 4103,
  reseller: 4104,
  themes: 4105,
  webhook: 4106,
};
