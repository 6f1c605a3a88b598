export * from './envelope';
export * from './bus';
