export * from './codes';
export * from './app-error';
export * from './envelope';
export * from './validation';
export * from './error-docs';
