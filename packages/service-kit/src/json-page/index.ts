export * from './json-text';
export * from './sql';
export * from './json-sql';
export * from './json-page';
export * from './list-sql';
export * from './sorted-page';
export * from './jsonb-object';
export * from './numbered-page';
