export * from './types';
export * from './fields';
export * from './define';
export * from './canonical';
export * from './page';
