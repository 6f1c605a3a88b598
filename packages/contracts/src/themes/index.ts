export * from './document';
export * from './themes';
export * from './store';
export * from './storefront';
