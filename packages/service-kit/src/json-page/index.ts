export * from './json-text';
export * from './sql';
export * from './json-sql';
export * from './json-page';
