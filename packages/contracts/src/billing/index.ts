export * from './gateways';
export * from './invoice';
export * from './order';
export * from './payment';
export * from './checkout';
export * from './customer';
export * from './license';
export * from './dispute';
