export * from './catalogue';
export * from './event-authority';
export * from './delivery-progress';
export type { ExampleContext } from './examples';
export * from './invoice-payload';
export * from './other-payloads';
export * from './product-payload';
export * from './reseller-payload';
export * from './subscription-payload';
