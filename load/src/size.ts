/**
 * How big a run is. CI runs the small size (`pnpm test:load`, about two minutes on a 2-core
 * machine); `LOAD_SIZE=full pnpm test:load` runs the sizes the issue names.
 */
export type LoadSizeName = 'ci' | 'full';

export interface LoadSize {
  name: LoadSizeName;
  resellerOrders: {
    /** Orders fired at once, one unit each. */
    orders: number;
    /** The balance pays for this many units… */
    balanceUnits: number;
    /** …and the product holds this many serial codes. */
    serials: number;
  };
  idempotency: { keys: number; copies: number };
  webhooks: { events: number; kills: number; failPercent: number };
  fuzz: { requests: number };
  faults: { rounds: number; requestsPerPhase: number };
}

const SIZES: Record<LoadSizeName, LoadSize> = {
  ci: {
    name: 'ci',
    resellerOrders: { orders: 300, balanceUnits: 75, serials: 45 },
    idempotency: { keys: 20, copies: 10 },
    webhooks: { events: 150, kills: 2, failPercent: 20 },
    fuzz: { requests: 2_000 },
    faults: { rounds: 1, requestsPerPhase: 60 },
  },
  full: {
    name: 'full',
    resellerOrders: { orders: 2_000, balanceUnits: 500, serials: 300 },
    idempotency: { keys: 100, copies: 10 },
    webhooks: { events: 1_000, kills: 5, failPercent: 20 },
    fuzz: { requests: 10_000 },
    faults: { rounds: 3, requestsPerPhase: 200 },
  },
};

export function loadSize(env: Readonly<Record<string, string | undefined>> = process.env): LoadSize {
  const raw = (env.LOAD_SIZE ?? 'ci').trim().toLowerCase();
  if (raw === '' || raw === 'ci' || raw === 'small') return SIZES.ci;
  if (raw === 'full' || raw === 'large') return SIZES.full;
  throw new Error(`LOAD_SIZE must be "ci" (default) or "full", not ${JSON.stringify(env.LOAD_SIZE)}`);
}
