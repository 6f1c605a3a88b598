import type { TimelineFacts } from './timeline-event';

/** Who a timeline entry says made a change; the named ones carry no user. */
export type Actor = NonNullable<TimelineFacts['actor']>;
export const SYSTEM: Actor = { type: 'system', user_id: null, name: null };
export const API: Actor = { type: 'api', user_id: null, name: null };
export const BUYER: Actor = { type: 'buyer', user_id: null, name: null };
export const PROVIDER: Actor = { type: 'provider', user_id: null, name: null };
