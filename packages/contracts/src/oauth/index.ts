export * from './credentials';
export * from './redirect-uri';
export * from './apps';
export * from './members';
export * from './flow';
export * from './token';
export * from './security-trail';
export * from './scope-labels';
